/* test_perf_run_stop.c — a pair's looks (perf/run/run_stop.c) without
 * running a compiler: two contexts with made-up clean samples of both
 * stop metrics, one scenario the same on both sides (it settles "no
 * change": no more clean iterations, and no further self-profiles) and
 * one 50% slower on B (a change: no more clean iterations, but its
 * further self-profiles still run, to explain it). The builds saved are
 * counted as the progress's total drops them. */
#include "test_support.h"

#include <string.h>

#include "metric/metric.h"
#include "queue/queue.h"
#include "run/run_internal.h"
#include "store/results.h"

#define ITERATIONS 8
#define PAIRS 5 /* the first planned look */

static char *SCENARIOS[] = {"full", "incr-full"};

/* Side `side`'s clean runs of both stop metrics: 0.30 s with a jitter of
 * 0.1% (a pair's ratio is never exactly 1, as on a machine), and B 50%
 * slower in incr-full. */
static void add_runs(perf_results *r, int side)
{
    const char *metrics[] = {PERF_METRIC_DEFAULT, PERF_METRIC_FALLBACK};
    for (int m = 0; m < 2; m++)
        for (int it = 1; it <= PAIRS; it++) {
            double jitter = 1 + 0.001 * (it % 2 ? 1 : -1) * (side ? 1 : -1) * (1 + it % 3);
            assert_int_equal(
                perf_results_add_sample(r, "full", metrics[m], "s", it, 0, 0.30 * jitter), 0);
            assert_int_equal(perf_results_add_sample(r, "incr-full", metrics[m], "s", it, 0,
                                                     0.30 * jitter * (side ? 1.5 : 1)),
                             0);
        }
}

static void settled_scenarios_skip_their_self_profiles(void **state)
{
    (void)state;
    perf_job job;
    memset(&job, 0, sizeof job);
    job.scenarios = SCENARIOS;
    job.scenario_count = 2;
    job.iterations = ITERATIONS;
    job.self_profiles = 3;
    char err[256] = "";
    perf_run_ctx a, b;
    perf_run_ctx *cs[2] = {&a, &b};
    unsigned char decided[2][2] = {{0, 0}, {0, 0}}, dropped[2][2] = {{0, 0}, {0, 0}};
    for (int k = 0; k < 2; k++) {
        memset(cs[k], 0, sizeof *cs[k]);
        cs[k]->job = &job;
        cs[k]->iterations = ITERATIONS;
        cs[k]->results = perf_results_new();
        assert_non_null(cs[k]->results);
        cs[k]->decided = decided[k];
        cs[k]->dropped = dropped[k];
        cs[k]->err = err;
        cs[k]->errlen = sizeof err;
        add_runs(cs[k]->results, k);
    }
    assert_true(perf_run_sequential((perf_run_ctx *const *)cs, 2));
    /* after 4 pairs: no check yet */
    assert_int_equal(perf_run_look((perf_run_ctx *const *)cs, 4), 0);
    /* after 5: both decided; full's 3 clean pairs and 2 further
     * self-profiles a side saved, incr-full's 3 clean pairs */
    int saved = perf_run_look((perf_run_ctx *const *)cs, PAIRS);
    assert_int_equal(saved, 2 * (ITERATIONS - PAIRS) + 2 * 2 + 2 * (ITERATIONS - PAIRS));
    for (int k = 0; k < 2; k++) {
        assert_int_equal(decided[k][0], PERF_RUN_SETTLED);
        assert_int_equal(decided[k][1], 1);
        /* a clean iteration: both skipped, nothing left to measure */
        cs[k]->clean = 1;
        assert_true(perf_run_decided(cs[k], "full"));
        assert_true(perf_run_decided(cs[k], "incr-full"));
        assert_true(perf_run_idle(cs[k]));
        /* a further self-profiled one: only the settled scenario skipped */
        cs[k]->clean = 0;
        cs[k]->sp_repeat = 1;
        assert_true(perf_run_decided(cs[k], "full"));
        assert_false(perf_run_decided(cs[k], "incr-full"));
        assert_false(perf_run_idle(cs[k]));
        /* the first self-profiled iteration runs every scenario */
        cs[k]->sp_repeat = 0;
        assert_false(perf_run_decided(cs[k], "full"));
        assert_false(perf_run_idle(cs[k]));
    }
    /* with incr-full settled too, a further self-profiled iteration has
     * nothing left */
    decided[0][1] = PERF_RUN_SETTLED;
    a.sp_repeat = 1;
    assert_true(perf_run_idle(&a));
    /* --fixed-iterations: no looks at all */
    job.fixed_iterations = 1;
    assert_false(perf_run_sequential((perf_run_ctx *const *)cs, 2));
    for (int k = 0; k < 2; k++)
        perf_results_free(cs[k]->results);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(settled_scenarios_skip_their_self_profiles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
