/* test_record_raw.c — selfprof_record_raw_interval and the importer
 * options (exact path, start_time, process_id): values, thread ids and call
 * order come back exactly, across several pages. */
#include "test_record_util.h"

#define RAW_EVENTS 20000 /* several 8192-record pages */

static void raw_roundtrip(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/imported.mm_profdata", test_temp_dir());
    char *argv[] = {"clang", "-c", "x.c"};
    selfprof_options o;
    selfprof_options_init(&o);
    o.path = path;
    o.events = "all";
    o.start_time = 1796227470966711000ull;
    o.process_id = 4242;
    o.argc = 3;
    o.argv = argv;
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p = NULL;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    assert_string_equal(selfprof_profiler_path(p), path);
    selfprof_string_id a = selfprof_intern_cstr(p, "ParseClass");
    selfprof_string_id b = selfprof_intern_cstr(p, "Frontend\x1e"
                                                   "x.c");
    for (uint64_t i = 0; i < RAW_EVENTS; i++)
        assert_int_equal(selfprof_record_raw_interval(p, SELFPROF_KIND_GENERIC_ACTIVITY,
                                                      i % 3 ? a : b, (uint32_t)(7 + i % 2), i * 10,
                                                      i * 10 + 5),
                         SELFPROF_OK);
    assert_int_equal(selfprof_record_raw_interval(p, SELFPROF_KIND_GENERIC_ACTIVITY, a, 1, 9, 8),
                     SELFPROF_E_INVALID);
    assert_int_equal(selfprof_record_raw_interval(p, 63, a, 1, 1, 2),
                     SELFPROF_OK); /* filtered: no kind */
    assert_int_equal(
        selfprof_record_raw_interval(p, SELFPROF_KIND_GENERIC_ACTIVITY, a, 1, 5, UINT64_MAX),
        SELFPROF_OK);
    assert_int_equal(selfprof_profiler_close(p, &err), SELFPROF_OK);

    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, RAW_EVENTS + 1);
    assert_int_equal(r.pid, 4242);
    assert_string_equal(r.cmd, "clang -c x.c ");
    assert_non_null(strstr(r.meta_raw, "\"start_time\": 1796227470966711000"));
    for (size_t i = 0; i < RAW_EVENTS; i++) {
        assert_string_equal(r.ev[i].kind, "GenericActivity");
        assert_string_equal(r.ev[i].label, i % 3 ? "ParseClass" : "Frontend");
        assert_int_equal(r.ev[i].nargs, i % 3 ? 0 : 1);
        assert_int_equal(r.ev[i].thread, 7 + i % 2);
        assert_int_equal(r.ev[i].type, SELFPROF_INTERVAL);
        assert_int_equal(r.ev[i].start, i * 10);
        assert_int_equal(r.ev[i].end, i * 10 + 5);
    }
    assert_int_equal(r.ev[RAW_EVENTS].end, 0xFFFFFFFFFFFDull);
    rt_free(&r);
}

int main(void)
{
    rt_writer_from_env();
    const struct CMUnitTest tests[] = {cmocka_unit_test(raw_roundtrip)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
