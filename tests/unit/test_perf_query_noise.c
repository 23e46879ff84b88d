/* test_perf_query_noise.c — the per-query verdicts of the detailed view
 * (perf/stats/query_noise.h) on made-up runs with a known answer: labels
 * of a compiler compared with itself (noise only) change nothing; a
 * query made 50% slower in every run is found; one run slowed by a spike
 * is not a change; a query run on one side only is one when it matters;
 * fewer than 2 runs a side judge nothing. */
#include "test_support.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "stats/query_noise.h"

#define LABELS 200
#define RUNS 3

/* A fixed-seed generator, so the runs are the same every time. */
static uint64_t rng = 0x9E3779B97F4A7C15u;
static double uniform(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0;
}

static double normal(void)
{
    double u = uniform(), v = uniform();
    return sqrt(-2 * log(u + 1e-300)) * cos(6.283185307179586 * v);
}

static int64_t a_runs[LABELS][RUNS], b_runs[LABELS][RUNS];
static perf_query_runs labels[LABELS];
static perf_query_verdict out[LABELS];

/* Labels of sizes from 2 us to 20 ms, each run with multiplicative noise
 * that shrinks with size (30% for the smallest, 2% for the largest). */
static double fill(void)
{
    double total = 0;
    for (int i = 0; i < LABELS; i++) {
        double size = 2000.0 * pow(10000.0, (double)i / LABELS); /* ns */
        double sigma = 0.30 - 0.28 * (double)i / LABELS;
        for (int k = 0; k < RUNS; k++) {
            a_runs[i][k] = (int64_t)(size * exp(sigma * normal())) + 1;
            b_runs[i][k] = (int64_t)(size * exp(sigma * normal())) + 1;
        }
        labels[i] = (perf_query_runs){a_runs[i], RUNS, b_runs[i], RUNS};
        total += size;
    }
    return total;
}

static int beyond_count(void)
{
    int n = 0;
    for (int i = 0; i < LABELS; i++)
        n += out[i].beyond != 0;
    return n;
}

static void same_compiler_changes_nothing(void **state)
{
    (void)state;
    for (int round = 0; round < 20; round++) {
        double total = fill();
        assert_int_equal(perf_query_noise_judge(labels, LABELS, total, out), 0);
        assert_int_equal(beyond_count(), 0);
        for (int i = 0; i < LABELS; i++)
            assert_true(out[i].judged);
    }
}

static void slower_query_found(void **state)
{
    (void)state;
    double total = fill();
    int big = LABELS - 3; /* ~17 ms, 2% noise: +50% in every run of B */
    for (int k = 0; k < RUNS; k++)
        b_runs[big][k] = (int64_t)((double)a_runs[big][k] * 1.5);
    assert_int_equal(perf_query_noise_judge(labels, LABELS, total, out), 0);
    assert_int_equal(out[big].beyond, 1);
    assert_true(out[big].z >= PERF_QNOISE_Z);
    assert_int_equal(beyond_count(), 1);
    /* and faster */
    for (int k = 0; k < RUNS; k++)
        b_runs[big][k] = (int64_t)((double)a_runs[big][k] * 0.6);
    assert_int_equal(perf_query_noise_judge(labels, LABELS, total, out), 0);
    assert_int_equal(out[big].beyond, -1);
}

static void one_spike_is_no_change(void **state)
{
    (void)state;
    double total = fill();
    int big = LABELS - 5;
    b_runs[big][1] = a_runs[big][1] * 30; /* one run descheduled for long */
    assert_int_equal(perf_query_noise_judge(labels, LABELS, total, out), 0);
    assert_int_equal(out[big].beyond, 0);
}

static void below_the_floor_is_no_change(void **state)
{
    (void)state;
    double total = fill();
    int tiny = 3; /* ~2 us: +50% is far below 0.1% of the total */
    for (int k = 0; k < RUNS; k++)
        b_runs[tiny][k] = a_runs[tiny][k] * 10;
    assert_int_equal(perf_query_noise_judge(labels, LABELS, total, out), 0);
    assert_int_equal(out[tiny].beyond, 0);
}

static void one_sided_query(void **state)
{
    (void)state;
    double total = fill();
    int big = LABELS - 2;
    memset(a_runs[big], 0, sizeof a_runs[big]); /* B runs a query A never ran */
    assert_int_equal(perf_query_noise_judge(labels, LABELS, total, out), 0);
    assert_true(out[big].judged);
    assert_int_equal(out[big].beyond, 1);
    /* absent in one run only: no estimate, no verdict */
    fill();
    a_runs[big][0] = 0;
    assert_int_equal(perf_query_noise_judge(labels, LABELS, total, out), 0);
    assert_false(out[big].judged);
}

static void too_few_runs(void **state)
{
    (void)state;
    double total = fill();
    for (int i = 0; i < LABELS; i++)
        labels[i].na = 1;
    assert_int_equal(perf_query_noise_judge(labels, LABELS, total, out), 0);
    for (int i = 0; i < LABELS; i++)
        assert_false(out[i].judged);
    /* too few labels to pool */
    fill();
    assert_int_equal(perf_query_noise_judge(labels, 5, total, out), 0);
    for (int i = 0; i < 5; i++)
        assert_false(out[i].judged);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(same_compiler_changes_nothing),
                                       cmocka_unit_test(slower_query_found),
                                       cmocka_unit_test(one_spike_is_no_change),
                                       cmocka_unit_test(below_the_floor_is_no_change),
                                       cmocka_unit_test(one_sided_query),
                                       cmocka_unit_test(too_few_runs)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
