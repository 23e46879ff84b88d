/* event_filter.c — rustc's event group names. */
#include "event_filter.h"

#include "common/error.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *name;
    uint64_t groups;
} builtin_names[] = {
    {"none", 0},
    {"all", ~0ull}, /* narrowed to the existing groups below */
    {"default", SELFPROF_GROUP_DEFAULT},
    {"generic-activity", SELFPROF_GROUP_GENERIC_ACTIVITY},
    {"query-provider", SELFPROF_GROUP_QUERY_PROVIDER},
    {"query-cache-hit", SELFPROF_GROUP_QUERY_CACHE_HIT},
    {"query-cache-hit-count", SELFPROF_GROUP_QUERY_CACHE_HIT_COUNT},
    {"query-blocked", SELFPROF_GROUP_QUERY_BLOCKED},
    {"incr-cache-load", SELFPROF_GROUP_INCR_CACHE_LOAD},
    {"incr-result-hashing", SELFPROF_GROUP_INCR_RESULT_HASHING},
    {"artifact-sizes", SELFPROF_GROUP_ARTIFACT_SIZES},
    {"query-keys", SELFPROF_GROUP_QUERY_KEYS},
    {"function-args", SELFPROF_GROUP_FUNCTION_ARGS},
    {"args", SELFPROF_GROUP_ARGS},
    {"llvm", SELFPROF_GROUP_LLVM},
};

#define BUILTIN_ALL ((SELFPROF_GROUP_QUERY_CACHE_HIT_COUNT << 1) - 1)

static uint64_t user_mask(const sp_user_groups *user, int defaults_only)
{
    uint64_t m = 0;
    for (uint32_t i = 0; user && i < user->count; i++)
        if (!defaults_only || !(user->not_default >> i & 1))
            m |= SELFPROF_GROUP_USER(i);
    return m;
}

int sp_filter_lookup(const char *name, size_t len, const sp_user_groups *user, uint64_t *groups)
{
    for (size_t i = 0; i < sizeof builtin_names / sizeof builtin_names[0]; i++) {
        if (strlen(builtin_names[i].name) == len && memcmp(builtin_names[i].name, name, len) == 0) {
            uint64_t g = builtin_names[i].groups;
            if (i == 1)
                g = BUILTIN_ALL | user_mask(user, 0);
            else if (i == 2)
                g |= user_mask(user, 1);
            *groups = g;
            return SELFPROF_OK;
        }
    }
    for (uint32_t i = 0; user && i < user->count; i++) {
        if (strlen(user->names[i]) == len && memcmp(user->names[i], name, len) == 0) {
            *groups = SELFPROF_GROUP_USER(i);
            return SELFPROF_OK;
        }
    }
    return SELFPROF_E_INVALID;
}

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

int sp_filter_parse(const char *spec, const char *what, const sp_user_groups *user,
                    uint64_t *groups, selfprof_error *err)
{
    uint64_t g = 0;
    const char *p = spec;
    for (;;) {
        const char *end = strchr(p, ',');
        if (!end)
            end = p + strlen(p);
        const char *a = p, *b = end;
        while (a < b && is_space(*a))
            a++;
        while (b > a && is_space(b[-1]))
            b--;
        if (b > a) {
            uint64_t one;
            if (sp_filter_lookup(a, (size_t)(b - a), user, &one) != SELFPROF_OK) {
                char known[600];
                size_t k = 0;
                known[0] = 0;
                for (size_t i = 0; i < sizeof builtin_names / sizeof builtin_names[0]; i++)
                    k += (size_t)snprintf(known + k, sizeof known - k, "%s%s", i ? ", " : "",
                                          builtin_names[i].name);
                for (uint32_t i = 0; user && i < user->count && k < sizeof known; i++)
                    k += (size_t)snprintf(known + k, sizeof known - k, ", %s", user->names[i]);
                return sp_error_set(err, SELFPROF_E_INVALID, -1,
                                    "%s: unknown event group '%.*s' (known: %s)", what,
                                    (int)(b - a), a, known);
            }
            g |= one;
        }
        if (!*end)
            break;
        p = end + 1;
    }
    *groups = g;
    return SELFPROF_OK;
}

uint64_t sp_filter_builtin_kind_groups(selfprof_kind kind)
{
    switch (kind) {
    case SELFPROF_KIND_QUERY: return SELFPROF_GROUP_QUERY_PROVIDER;
    case SELFPROF_KIND_GENERIC_ACTIVITY: return SELFPROF_GROUP_GENERIC_ACTIVITY;
    case SELFPROF_KIND_INCREMENTAL_LOAD_RESULT: return SELFPROF_GROUP_INCR_CACHE_LOAD;
    case SELFPROF_KIND_INCREMENTAL_RESULT_HASHING: return SELFPROF_GROUP_INCR_RESULT_HASHING;
    case SELFPROF_KIND_QUERY_BLOCKED: return SELFPROF_GROUP_QUERY_BLOCKED;
    case SELFPROF_KIND_QUERY_CACHE_HIT: return SELFPROF_GROUP_QUERY_CACHE_HIT;
    case SELFPROF_KIND_ARTIFACT_SIZE: return SELFPROF_GROUP_ARTIFACT_SIZES;
    case SELFPROF_KIND_QUERY_CACHE_HIT_COUNT: return SELFPROF_GROUP_QUERY_CACHE_HIT_COUNT;
    }
    return 0;
}
