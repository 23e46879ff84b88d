/* test_perf_metric.c — perf/metric/'s table: every name found, a
 * family's members by prefix, units as the runner stores them, and the
 * kinds' answers to the significance and relevance rules (metric.c's
 * reasoning: the self-profile's counts exact for both, sizes exact but
 * on the noisy scale, the overhead not judged). */
#include "test_support.h"

#include <stdio.h>
#include <string.h>

#include "metric/metric.h"

static void every_row_found(void **state)
{
    (void)state;
    size_t n;
    const perf_metric_def *t = perf_metric_table(&n);
    assert_true(n >= 10);
    for (size_t i = 0; i < n; i++) {
        char name[64];
        size_t len = strlen(t[i].name);
        /* a family's row answers for a member, not for its bare prefix */
        snprintf(name, sizeof name, "%s%s", t[i].name, t[i].name[len - 1] == ':' ? "rlib" : "");
        assert_ptr_equal(perf_metric_find(name), &t[i]);
        assert_non_null(t[i].unit);
        assert_non_null(t[i].measured);
        if (t[i].derived) /* computed from a stored metric of the table */
            assert_non_null(perf_metric_find(t[i].derived));
    }
    assert_null(perf_metric_find("size:"));
    assert_null(perf_metric_find("sizes"));
    assert_null(perf_metric_find("wall-time2"));
    assert_null(perf_metric_find(NULL));
}

static void units(void **state)
{
    (void)state;
    assert_string_equal(perf_metric_unit(PERF_METRIC_WALL_TIME), "s");
    assert_string_equal(perf_metric_unit(PERF_METRIC_CPU_TIME), "s");
    assert_string_equal(perf_metric_unit(PERF_METRIC_MAX_RSS), "KiB");
    assert_string_equal(perf_metric_unit(PERF_METRIC_INSTRUCTIONS), "instructions");
    assert_string_equal(perf_metric_unit(PERF_METRIC_CACHEGRIND), "instructions");
    assert_string_equal(perf_metric_unit(PERF_METRIC_QUERY_EXECUTIONS), "executions");
    assert_string_equal(perf_metric_unit(PERF_METRIC_CACHE_HITS), "hits");
    assert_string_equal(perf_metric_unit(PERF_METRIC_EVENTS), "events");
    assert_string_equal(perf_metric_unit("size:obj"), "bytes");
    assert_string_equal(perf_metric_unit(PERF_METRIC_OVERHEAD), "%");
    assert_null(perf_metric_unit("speed"));
}

static void exact_and_noisy(void **state)
{
    (void)state;
    /* times and memory: noise moves them */
    assert_false(perf_metric_exact(PERF_METRIC_WALL_TIME));
    assert_false(perf_metric_exact(PERF_METRIC_CPU_TIME));
    assert_false(perf_metric_exact(PERF_METRIC_MAX_RSS));
    assert_false(perf_metric_exact(PERF_METRIC_OVERHEAD));
    assert_true(perf_metric_noisy(PERF_METRIC_WALL_TIME));
    assert_true(perf_metric_noisy(PERF_METRIC_MAX_RSS));
    /* instruction counts and the self-profile's counts: exact for both rules */
    static const char *const COUNTS[] = {PERF_METRIC_INSTRUCTIONS, PERF_METRIC_CACHEGRIND,
                                         PERF_METRIC_QUERY_EXECUTIONS, PERF_METRIC_CACHE_HITS,
                                         PERF_METRIC_EVENTS};
    for (size_t i = 0; i < sizeof COUNTS / sizeof COUNTS[0]; i++) {
        assert_true(perf_metric_exact(COUNTS[i]));
        assert_false(perf_metric_noisy(COUNTS[i]));
    }
    /* sizes: exact, on rustc-perf's noisy scale */
    assert_true(perf_metric_exact("size:rlib"));
    assert_true(perf_metric_noisy("size:rlib"));
    /* an unknown metric: a noisy duration, judged */
    assert_false(perf_metric_exact("speed"));
    assert_true(perf_metric_noisy("speed"));
    assert_true(perf_metric_judged("speed"));
}

static void judged(void **state)
{
    (void)state;
    assert_false(perf_metric_judged(PERF_METRIC_OVERHEAD));
    assert_true(perf_metric_judged(PERF_METRIC_WALL_TIME));
    assert_true(perf_metric_judged("size:obj"));
    assert_string_equal(perf_metric_find(PERF_METRIC_OVERHEAD)->derived, PERF_METRIC_WALL_TIME);
    assert_string_equal(perf_metric_kind_name(perf_metric_find("size:obj")->kind), "size");
    assert_string_equal(perf_metric_kind_name(perf_metric_find(PERF_METRIC_EVENTS)->kind), "count");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_row_found),
        cmocka_unit_test(units),
        cmocka_unit_test(exact_and_noisy),
        cmocka_unit_test(judged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
