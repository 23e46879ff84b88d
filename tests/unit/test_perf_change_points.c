/* test_perf_change_points.c — the step detection of perf/changes
 * (changes.h: Perfherder's Welch t over a window before and after each
 * point) on series with a known answer: a t worked out by hand, a clean
 * step found once at its first "after" point, both directions, a tie of
 * neighbours reported at the earlier, two steps, flat noise and a
 * constant series finding nothing, series too short for two windows, a
 * step too small for the caller's minimum, a step from 0, more change
 * points than room for them, and a NaN in the series. */
#include "test_support.h"

#include <math.h>

#include "changes/changes.h"

#define MAXN 64

/* An irregular but fixed wiggle in [-1, 1] (the golden angle keeps it from
 * repeating), so a noisy series is the same on every run. */
static double wiggle(size_t i) { return sin((double)i * 2.399963229728653); }

/* v[0..n): `low` before index `at`, `high` from it on, each plus
 * noise x wiggle. */
static void step_series(double *v, size_t n, size_t at, double low, double high, double noise)
{
    for (size_t i = 0; i < n; i++)
        v[i] = (i < at ? low : high) + noise * wiggle(i);
}

/* 1 2 3 | 11 12 13: only index 3 has 3 values on each side; back mean 2,
 * fore mean 12, both sample variances 1, so t = 10 / sqrt(1/3 + 1/3). */
static void t_by_hand(void **state)
{
    (void)state;
    const double v[] = {1, 2, 3, 11, 12, 13};
    perf_change_at at[4];
    assert_int_equal(perf_change_points(v, 6, PERF_CHANGE_MIN_STEP, at, 4), 1);
    assert_int_equal(at[0].index, 3);
    assert_double_equal(at[0].before, 2, 1e-12);
    assert_double_equal(at[0].after, 12, 1e-12);
    assert_double_equal(at[0].t, 10 / sqrt(2.0 / 3), 1e-9);
    /* a ramp of the same length is no step: t = 3 / sqrt(2/3) < 7 */
    const double ramp[] = {1, 2, 3, 4, 5, 6};
    assert_int_equal(perf_change_points(ramp, 6, 0, at, 4), 0);
}

/* A 10 -> 20 step with 1% noise, in the middle and near either end (the
 * windows shrink there, down to PERF_CHANGE_MIN_SIDE): found once, at the
 * first value after the step, with the windows' means. */
static void clean_step_found_once(void **state)
{
    (void)state;
    const size_t n = 40;
    const size_t steps[] = {20, PERF_CHANGE_MIN_SIDE, n - PERF_CHANGE_MIN_SIDE, 7, 33};
    for (size_t k = 0; k < sizeof steps / sizeof *steps; k++) {
        double v[MAXN];
        perf_change_at at[4];
        step_series(v, n, steps[k], 10, 20, 0.1);
        assert_int_equal(perf_change_points(v, n, PERF_CHANGE_MIN_STEP, at, 4), 1);
        assert_int_equal(at[0].index, steps[k]);
        assert_double_equal(at[0].before, 10, 0.1);
        assert_double_equal(at[0].after, 20, 0.1);
        assert_true(at[0].t >= PERF_CHANGE_T);
    }
}

/* A step down has a negative t; a noise-free step an infinite one. */
static void step_down_and_noise_free(void **state)
{
    (void)state;
    double v[MAXN];
    perf_change_at at[4];
    step_series(v, 30, 12, 20, 10, 0.1);
    assert_int_equal(perf_change_points(v, 30, PERF_CHANGE_MIN_STEP, at, 4), 1);
    assert_int_equal(at[0].index, 12);
    assert_true(at[0].t <= -PERF_CHANGE_T);
    step_series(v, 30, 12, 20, 10, 0);
    assert_int_equal(perf_change_points(v, 30, PERF_CHANGE_MIN_STEP, at, 4), 1);
    assert_int_equal(at[0].index, 12);
    assert_true(isinf(at[0].t) && at[0].t < 0);
    assert_double_equal(at[0].before, 20, 0);
    assert_double_equal(at[0].after, 10, 0);
}

/* A step through a midpoint (7 zeros, 0.5, 7 ones): the points either
 * side of 0.5 have the same |t| (the series is its own mirror; every
 * figure is exact in binary: means 15/16 and 1/16, t = 15), and the step
 * is reported once, at the earlier. */
static void tie_reported_at_the_earlier(void **state)
{
    (void)state;
    double v[15];
    perf_change_at at[4];
    for (size_t i = 0; i < 15; i++)
        v[i] = i < 7 ? 0 : i == 7 ? 0.5 : 1;
    assert_int_equal(perf_change_points(v, 15, PERF_CHANGE_MIN_STEP, at, 4), 1);
    assert_int_equal(at[0].index, 7);
    assert_double_equal(at[0].before, 0, 0);
    assert_double_equal(at[0].after, 15.0 / 16, 0);
    assert_double_equal(at[0].t, 15, 0);
}

/* Two steps further apart than the window: both, in order. */
static void two_steps(void **state)
{
    (void)state;
    double v[MAXN];
    perf_change_at at[4];
    for (size_t i = 0; i < 60; i++)
        v[i] = (i < 20 ? 100 : i < 45 ? 130 : 110) + wiggle(i);
    assert_int_equal(perf_change_points(v, 60, PERF_CHANGE_MIN_STEP, at, 4), 2);
    assert_int_equal(at[0].index, 20);
    assert_true(at[0].t > 0);
    assert_int_equal(at[1].index, 45);
    assert_true(at[1].t < 0);
    /* room for one: the count is still 2, the first is stored */
    perf_change_at one[1];
    assert_int_equal(perf_change_points(v, 60, PERF_CHANGE_MIN_STEP, one, 1), 2);
    assert_int_equal(one[0].index, 20);
    assert_int_equal(perf_change_points(v, 60, PERF_CHANGE_MIN_STEP, NULL, 0), 2);
}

/* Noise alone (5% around 100, no step) and a constant series: nothing,
 * even with no minimum step. */
static void flat_series_find_nothing(void **state)
{
    (void)state;
    double v[MAXN];
    perf_change_at at[MAXN];
    step_series(v, MAXN, 0, 100, 100, 5);
    assert_int_equal(perf_change_points(v, MAXN, 0, at, MAXN), 0);
    step_series(v, MAXN, 0, 42, 42, 0);
    assert_int_equal(perf_change_points(v, MAXN, 0, at, MAXN), 0);
    step_series(v, MAXN, 0, 0, 0, 0);
    assert_int_equal(perf_change_points(v, MAXN, 0, at, MAXN), 0);
}

/* Fewer than PERF_CHANGE_MIN_SIDE values on either side of every point:
 * no t, no change, however large the step; exactly that many is enough. */
static void short_series(void **state)
{
    (void)state;
    double v[MAXN] = {0};
    perf_change_at at[4];
    assert_int_equal(perf_change_points(v, 0, 0, at, 4), 0);
    for (size_t n = 1; n < (size_t)2 * PERF_CHANGE_MIN_SIDE; n++) {
        step_series(v, n, n / 2, 1, 1000, 0);
        assert_int_equal(perf_change_points(v, n, 0, at, 4), 0);
    }
    step_series(v, (size_t)2 * PERF_CHANGE_MIN_SIDE, PERF_CHANGE_MIN_SIDE, 1, 1000, 0);
    assert_int_equal(perf_change_points(v, (size_t)2 * PERF_CHANGE_MIN_SIDE, 0, at, 4), 1);
    assert_int_equal(at[0].index, PERF_CHANGE_MIN_SIDE);
}

/* A certain but small step (0.5%, noise-free: t is infinite) is below the
 * default 1% minimum and reported with a smaller one; a step from 0 is
 * infinitely large. */
static void minimum_step(void **state)
{
    (void)state;
    double v[MAXN];
    perf_change_at at[4];
    step_series(v, 30, 15, 1000, 1005, 0);
    assert_int_equal(perf_change_points(v, 30, PERF_CHANGE_MIN_STEP, at, 4), 0);
    assert_int_equal(perf_change_points(v, 30, 0.004, at, 4), 1);
    assert_int_equal(at[0].index, 15);
    step_series(v, 30, 15, 0, 3, 0);
    assert_int_equal(perf_change_points(v, 30, 1e9, at, 4), 1);
    assert_int_equal(at[0].index, 15);
    assert_double_equal(at[0].before, 0, 0);
}

/* A NaN (a value that failed to parse upstream) poisons the windows that
 * hold it: no change point comes of it, and a step whose windows do not
 * reach it is still found. */
static void nan_in_series(void **state)
{
    (void)state;
    double v[MAXN];
    perf_change_at at[4];
    step_series(v, 50, 35, 10, 20, 0.1);
    v[5] = NAN;
    assert_int_equal(perf_change_points(v, 50, PERF_CHANGE_MIN_STEP, at, 4), 1);
    assert_int_equal(at[0].index, 35);
    step_series(v, 30, 0, 10, 10, 0.1);
    v[15] = NAN;
    assert_int_equal(perf_change_points(v, 30, 0, at, 4), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(t_by_hand),
                                       cmocka_unit_test(clean_step_found_once),
                                       cmocka_unit_test(step_down_and_noise_free),
                                       cmocka_unit_test(tie_reported_at_the_earlier),
                                       cmocka_unit_test(two_steps),
                                       cmocka_unit_test(flat_series_find_nothing),
                                       cmocka_unit_test(short_series),
                                       cmocka_unit_test(minimum_step),
                                       cmocka_unit_test(nan_in_series)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
