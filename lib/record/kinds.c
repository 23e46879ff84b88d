/* kinds.c — event kinds (rustc's eight, then user kinds) and group lookup.
 *
 * A kind is a slot 0..63 holding the string id of its name and the groups
 * that enable it; hot.kind_mask has bit k set when kind k is recorded, so
 * the inline filter test is one load and one branch. */
#include "profiler.h"

#include <pthread.h>
#include <string.h>

static pthread_mutex_t kinds_lock = PTHREAD_MUTEX_INITIALIZER;

static const char *const builtin_names[SELFPROF_KIND_BUILTIN_COUNT] = {
    "Query",        "GenericActivity", "IncrementalLoadResult", "IncrementalResultHashing",
    "QueryBlocked", "QueryCacheHit",   "ArtifactSize",          "QueryCacheHitCount",
};

/* kinds_lock held. */
static int add_kind(selfprof_profiler *p, const char *name, uint64_t groups, selfprof_kind *kind)
{
    uint32_t k = p->kind_count;
    if (k == SELFPROF_KIND_MAX)
        return SELFPROF_E_RANGE;
    uint64_t id = sp_strtab_add_text(&p->strings, name, strlen(name), 1);
    if (id == SELFPROF_INVALID_STRING_ID)
        return sp_profiler_active(p) ? SELFPROF_E_NOMEM : SELFPROF_E_DISABLED;
    __atomic_store_n(&p->hot.kind_ids[k], id, __ATOMIC_RELAXED);
    p->kind_groups[k] = groups;
    p->kind_count = k + 1;
    if ((groups & p->groups) && sp_profiler_active(p))
        __atomic_fetch_or(&p->hot.kind_mask, 1ull << k, __ATOMIC_RELAXED);
    *kind = k;
    return SELFPROF_OK;
}

int sp_kinds_register_builtin(selfprof_profiler *p);
int sp_kinds_register_builtin(selfprof_profiler *p)
{
    pthread_mutex_lock(&kinds_lock);
    int rc = SELFPROF_OK;
    for (selfprof_kind k = 0; k < SELFPROF_KIND_BUILTIN_COUNT && rc == SELFPROF_OK; k++) {
        selfprof_kind got;
        rc = add_kind(p, builtin_names[k], sp_filter_builtin_kind_groups(k), &got);
    }
    pthread_mutex_unlock(&kinds_lock);
    return rc;
}

int selfprof_kind_register(selfprof_profiler *p, const char *name, uint64_t groups,
                           selfprof_kind *kind)
{
    if (!p || !name || !kind)
        return SELFPROF_E_INVALID;
    if (!sp_profiler_active(p))
        return SELFPROF_E_DISABLED;
    size_t len = strlen(name);
    pthread_mutex_lock(&kinds_lock);
    /* Same name, same kind: compare with the interned names. */
    uint64_t id = sp_strtab_add_text(&p->strings, name, len, 1);
    for (uint32_t k = 0; k < p->kind_count; k++) {
        if (p->hot.kind_ids[k] == id) {
            *kind = k;
            pthread_mutex_unlock(&kinds_lock);
            return SELFPROF_OK;
        }
    }
    int rc = add_kind(p, name, groups, kind);
    pthread_mutex_unlock(&kinds_lock);
    return rc;
}

selfprof_string_id selfprof_kind_string(const selfprof_profiler *p, selfprof_kind kind)
{
    if (kind >= SELFPROF_KIND_MAX)
        return SELFPROF_INVALID_STRING_ID;
    uint64_t id = __atomic_load_n(&p->hot.kind_ids[kind], __ATOMIC_RELAXED);
    return id ? id : SELFPROF_INVALID_STRING_ID;
}

int selfprof_group_lookup(const selfprof_profiler *p, const char *name, uint64_t *group)
{
    if (!p || !name || !group)
        return SELFPROF_E_INVALID;
    return sp_filter_lookup(name, strlen(name), &p->user, group);
}
