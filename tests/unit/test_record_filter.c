/* test_record_filter.c — event groups with rustc's names, what each filter
 * lets through, user groups and kinds, options against environment
 * variables, the file name. */
#include "test_record_util.h"

#include <unistd.h>

static const char *const kind_names[8] = {
    "Query",        "GenericActivity", "IncrementalLoadResult", "IncrementalResultHashing",
    "QueryBlocked", "QueryCacheHit",   "ArtifactSize",          "QueryCacheHitCount",
};

/* Records one event of every builtin kind and of a user kind in group
 * "mine" (user group 0) and "llvm"-group kind "LLVM Pass"; returns a bit
 * per kind found in the file (bit 8: the user kind, bit 9: LLVM Pass). */
static unsigned kinds_recorded(const char *events, uint64_t *groups_out)
{
    const char *dir = test_temp_dir();
    static const char *const user[] = {"mine", "verbose", NULL};
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = dir;
    o.name = "filter";
    o.events = events;
    o.user_groups = user;
    o.user_groups_not_default = 2; /* "verbose" is not in default */
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err = {0};
    if (selfprof_profiler_create(&o, &p, &err) != SELFPROF_OK)
        fail_msg("create: %s", err.message);
    selfprof_kind mine, llvm;
    assert_int_equal(selfprof_kind_register(p, "Mine", SELFPROF_GROUP_USER(0), &mine), 0);
    assert_int_equal(selfprof_kind_register(p, "LLVM Pass", SELFPROF_GROUP_LLVM, &llvm), 0);
    if (groups_out)
        *groups_out = selfprof_profiler_groups(p);
    selfprof_string_id id = selfprof_intern_cstr(p, "x");
    for (selfprof_kind k = 0; k < 5; k++) {
        selfprof_timer t = selfprof_interval_begin(p, k);
        assert_int_equal(t == SELFPROF_TIMER_OFF, !selfprof_kind_enabled(p, k));
        selfprof_interval_end(p, k, id, t);
    }
    selfprof_instant(p, SELFPROF_KIND_QUERY_CACHE_HIT, id);
    selfprof_integer(p, SELFPROF_KIND_ARTIFACT_SIZE, id, 1);
    selfprof_integer(p, SELFPROF_KIND_QUERY_CACHE_HIT_COUNT, id, 2);
    selfprof_interval_end(p, mine, id, selfprof_interval_begin(p, mine));
    selfprof_interval_end(p, llvm, id, selfprof_interval_begin(p, llvm));
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    rt_profile r;
    rt_read(path, &r);
    unsigned found = 0;
    for (size_t i = 0; i < r.n; i++) {
        for (unsigned k = 0; k < 8; k++)
            if (!strcmp(r.ev[i].kind, kind_names[k]))
                found |= 1u << k;
        if (!strcmp(r.ev[i].kind, "Mine"))
            found |= 1u << 8;
        if (!strcmp(r.ev[i].kind, "LLVM Pass"))
            found |= 1u << 9;
    }
    rt_free(&r);
    return found;
}

#define K(k) (1u << SELFPROF_KIND_##k)

static void filter_kinds(void **state)
{
    (void)state;
    uint64_t g;
    unsigned def = K(QUERY) | K(GENERIC_ACTIVITY) | K(INCREMENTAL_LOAD_RESULT) |
                   K(INCREMENTAL_RESULT_HASHING) | K(QUERY_BLOCKED) | K(ARTIFACT_SIZE) |
                   K(QUERY_CACHE_HIT_COUNT) | 1u << 8;
    assert_int_equal(kinds_recorded("default", &g), def);
    assert_int_equal(g & SELFPROF_GROUP_ARGS, 0);
    assert_int_equal(kinds_recorded("all", &g), 0x3FF);
    assert_true((g & SELFPROF_GROUP_ARGS) == SELFPROF_GROUP_ARGS);
    assert_true(g & SELFPROF_GROUP_USER(1));
    assert_int_equal(kinds_recorded("none", &g), 0);
    assert_int_equal(g, 0);
    assert_int_equal(kinds_recorded("", NULL), 0);
    assert_int_equal(kinds_recorded("query-provider", NULL), K(QUERY));
    assert_int_equal(kinds_recorded("generic-activity", NULL), K(GENERIC_ACTIVITY));
    assert_int_equal(kinds_recorded("query-cache-hit", NULL), K(QUERY_CACHE_HIT));
    assert_int_equal(kinds_recorded("query-cache-hit-count", NULL), K(QUERY_CACHE_HIT_COUNT));
    assert_int_equal(kinds_recorded("query-blocked", NULL), K(QUERY_BLOCKED));
    assert_int_equal(kinds_recorded("incr-cache-load", NULL), K(INCREMENTAL_LOAD_RESULT));
    assert_int_equal(kinds_recorded("incr-result-hashing", NULL), K(INCREMENTAL_RESULT_HASHING));
    assert_int_equal(kinds_recorded("artifact-sizes", NULL), K(ARTIFACT_SIZE));
    assert_int_equal(kinds_recorded("llvm", NULL), 1u << 9);
    assert_int_equal(kinds_recorded("mine", NULL), 1u << 8);
    assert_int_equal(kinds_recorded(" query-provider , query-cache-hit ,", NULL),
                     K(QUERY) | K(QUERY_CACHE_HIT));
    /* args groups enable no kind of their own, but are visible */
    assert_int_equal(kinds_recorded("query-keys", &g), 0);
    assert_int_equal(g, SELFPROF_GROUP_QUERY_KEYS);
    assert_int_equal(kinds_recorded("args", &g), 0);
    assert_int_equal(g, SELFPROF_GROUP_ARGS);
    assert_int_equal(kinds_recorded("function-args,none", &g), 0);
    assert_int_equal(g, SELFPROF_GROUP_FUNCTION_ARGS);
    assert_int_equal(kinds_recorded("default,query-cache-hit", NULL), def | K(QUERY_CACHE_HIT));
}

static void filter_unknown_name(void **state)
{
    (void)state;
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = test_temp_dir();
    o.events = "default,query-provdier";
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_INVALID);
    assert_null(p);
    assert_non_null(strstr(err.message, "query-provdier"));
    assert_non_null(strstr(err.message, "options.events"));
    assert_non_null(strstr(err.message, "query-cache-hit-count")); /* lists the known names */
}

static void group_lookup(void **state)
{
    (void)state;
    selfprof_profiler *p = rt_create(test_temp_dir(), "lookup", "default", NULL);
    uint64_t g;
    assert_int_equal(selfprof_group_lookup(p, "query-keys", &g), SELFPROF_OK);
    assert_int_equal(g, SELFPROF_GROUP_QUERY_KEYS);
    assert_int_equal(selfprof_group_lookup(p, "args", &g), SELFPROF_OK);
    assert_int_equal(g, SELFPROF_GROUP_ARGS);
    assert_int_equal(selfprof_group_lookup(p, "default", &g), SELFPROF_OK);
    assert_int_equal(g, SELFPROF_GROUP_DEFAULT);
    assert_int_equal(selfprof_group_lookup(p, "nope", &g), SELFPROF_E_INVALID);
    assert_true(selfprof_group_enabled(p, SELFPROF_GROUP_QUERY_PROVIDER));
    assert_false(selfprof_group_enabled(p, SELFPROF_GROUP_QUERY_KEYS));
    /* kinds: same name, same kind; 64 at most */
    selfprof_kind k1, k2;
    assert_int_equal(selfprof_kind_register(p, "Query", 0, &k1), SELFPROF_OK);
    assert_int_equal(k1, SELFPROF_KIND_QUERY);
    assert_int_equal(selfprof_kind_register(p, "Custom", SELFPROF_GROUP_GENERIC_ACTIVITY, &k1), 0);
    assert_int_equal(selfprof_kind_register(p, "Custom", SELFPROF_GROUP_GENERIC_ACTIVITY, &k2), 0);
    assert_int_equal(k1, k2);
    assert_true(selfprof_kind_enabled(p, k1));
    int rc = SELFPROF_OK;
    for (int i = 0; i < 100 && rc == SELFPROF_OK; i++) {
        char name[32];
        snprintf(name, sizeof name, "K%d", i);
        rc = selfprof_kind_register(p, name, 0, &k2);
    }
    assert_int_equal(rc, SELFPROF_E_RANGE);
    assert_int_equal(selfprof_kind_string(p, 200), SELFPROF_INVALID_STRING_ID);
    selfprof_profiler_close(p, NULL);
}

/* ---- environment ----------------------------------------------------------- */

static void env_variables(void **state)
{
    (void)state;
    const char *dir = test_temp_dir();
    setenv("SELFPROF_DIR", dir, 1);
    setenv("SELFPROF_NAME", "envcrate", 1);
    setenv("SELFPROF_EVENTS", "query-provider", 1);
    setenv("SELFPROF_CLOCK", "monotonic", 1);
    setenv("SELFPROF_COUNTER", "wall-time", 1);
    selfprof_options o;
    selfprof_options_init(&o);
    o.flags = SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    char want[512];
    snprintf(want, sizeof want, "%s/envcrate-%07d.mm_profdata", dir, (int)getpid());
    assert_string_equal(selfprof_profiler_path(p), want);
    assert_string_equal(selfprof_profiler_clock(p), "monotonic");
    assert_int_equal(selfprof_profiler_groups(p), SELFPROF_GROUP_QUERY_PROVIDER);
    selfprof_profiler_close(p, NULL);
    assert_int_equal(access(want, R_OK), 0);

    /* an option set by the program wins over the environment */
    o.events = "generic-activity";
    o.name = "opt";
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    assert_int_equal(selfprof_profiler_groups(p), SELFPROF_GROUP_GENERIC_ACTIVITY);
    assert_non_null(strstr(selfprof_profiler_path(p), "/opt-"));
    selfprof_profiler_close(p, NULL);

    /* a bad environment value is an error naming the variable */
    setenv("SELFPROF_EVENTS", "bogus", 1);
    o.events = NULL;
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_INVALID);
    assert_non_null(strstr(err.message, "SELFPROF_EVENTS"));
    setenv("SELFPROF_COUNTER", "cycles", 1);
    setenv("SELFPROF_EVENTS", "default", 1);
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_INVALID);
    assert_non_null(strstr(err.message, "SELFPROF_COUNTER"));

    /* SELFPROF_OPT_NO_ENV ignores all of it (defaults: ".", program name) */
    o.flags |= SELFPROF_OPT_NO_ENV;
    o.output_dir = dir;
    o.name = NULL;
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    assert_int_equal(selfprof_profiler_groups(p), SELFPROF_GROUP_DEFAULT);
    assert_non_null(strstr(selfprof_profiler_path(p), "/test_record_filter-"));
    selfprof_profiler_close(p, NULL);
    unsetenv("SELFPROF_DIR");
    unsetenv("SELFPROF_NAME");
    unsetenv("SELFPROF_EVENTS");
    unsetenv("SELFPROF_CLOCK");
    unsetenv("SELFPROF_COUNTER");
}

static void bad_names(void **state)
{
    (void)state;
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = test_temp_dir();
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err = {0};
    o.name = "a/b";
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_INVALID);
    o.name = "ok";
    static const char *const dup[] = {"args", NULL};
    o.user_groups = dup;
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_INVALID);
    o.user_groups = NULL;
    o.output_dir = "/nonexistent/selfprof";
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_IO);
    assert_non_null(strstr(err.message, "/nonexistent/selfprof"));
    assert_int_equal(selfprof_profiler_create(NULL, NULL, &err), SELFPROF_E_INVALID);
    /* two open profilers cannot share a file */
    o.output_dir = test_temp_dir();
    selfprof_profiler *q;
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    assert_int_equal(selfprof_profiler_create(&o, &q, &err), SELFPROF_E_INVALID);
    assert_non_null(strstr(err.message, "already"));
    selfprof_profiler_close(p, NULL);
    assert_int_equal(selfprof_profiler_create(&o, &q, &err), SELFPROF_OK);
    selfprof_profiler_close(q, NULL);
}

/* A filtered-out event takes no timestamp and writes nothing. */
static void filtered_writes_nothing(void **state)
{
    (void)state;
    selfprof_profiler *p = rt_create(test_temp_dir(), "quiet", "query-provider", NULL);
    selfprof_string_id id = selfprof_intern_cstr(p, "x");
    for (int i = 0; i < 100000; i++) {
        selfprof_timer t = selfprof_interval_begin(p, SELFPROF_KIND_GENERIC_ACTIVITY);
        assert_true(t == SELFPROF_TIMER_OFF);
        selfprof_interval_end(p, SELFPROF_KIND_GENERIC_ACTIVITY, id, t);
    }
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    rt_pages pg;
    rt_walk(path, &pg);
    assert_int_equal(pg.stream[0], 8);
}

/* The always-disabled profiler. */
static void disabled_profiler(void **state)
{
    (void)state;
    selfprof_profiler *p = selfprof_profiler_disabled();
    assert_int_equal(selfprof_interval_begin(p, SELFPROF_KIND_QUERY), SELFPROF_TIMER_OFF);
    selfprof_instant(p, SELFPROF_KIND_QUERY_CACHE_HIT, 1);
    selfprof_integer(p, SELFPROF_KIND_ARTIFACT_SIZE, 1, 2);
    assert_int_equal(selfprof_intern_cstr(p, "x"), SELFPROF_INVALID_STRING_ID);
    assert_int_equal(selfprof_map_virtual_id(p, 1, 100000011), SELFPROF_E_DISABLED);
    assert_int_equal(selfprof_profiler_flush(p), SELFPROF_E_DISABLED);
    assert_int_equal(selfprof_profiler_status(p), SELFPROF_E_DISABLED);
    assert_string_equal(selfprof_profiler_path(p), "");
    assert_false(selfprof_group_enabled(p, ~0ull));
    assert_int_equal(selfprof_profiler_close(p, NULL), SELFPROF_OK);
    assert_int_equal(selfprof_profiler_close(NULL, NULL), SELFPROF_OK);
}

int main(void)
{
    rt_writer_from_env();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(filter_kinds),      cmocka_unit_test(filter_unknown_name),
        cmocka_unit_test(group_lookup),      cmocka_unit_test(env_variables),
        cmocka_unit_test(bad_names),         cmocka_unit_test(filtered_writes_nothing),
        cmocka_unit_test(disabled_profiler),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
