/* test_perf_significance.c — the significance rules of perf/report on
 * numbers worked out by hand (docs/guide.md part 15): rustc-perf's
 * Q3 + 3 x IQR over relative deltas with its own quartile halves, the
 * samples-spread rule, the 0.2% default and the factor. */
#include "test_support.h"

#include <math.h>

#include "report/significance.h"

/* |got - want| <= eps, or the test fails showing both (this cmocka has no
 * double comparison). */
#define assert_double_equal(got, want, eps) near(got, want, eps, __FILE__, __LINE__)
static void near(double got, double want, double eps, const char *file, int line)
{
    if (!(fabs(got - want) <= eps))
        fail_msg("%s:%d: got %.17g, want %.17g", file, line, got, want);
}

/* 9 deltas (odd): sorted 0, 0, 1/101, 1/101, .01, .01, 2/102, .02, .03;
 * lower half pcs[0..3] -> Q1 = (0 + 1/101) / 2; upper half pcs[5..8]
 * -> Q3 = (2/102 + .02) / 2; threshold = Q3 + 3 (Q3 - Q1). */
static void history_odd_deltas(void **state)
{
    (void)state;
    const double x[] = {100, 101, 100, 102, 100, 100, 101, 100, 100, 103};
    double q1 = (1.0 / 101) / 2, q3 = (2.0 / 102 + 0.02) / 2;
    assert_double_equal(perf_sig_history_threshold(x, 10), q3 + 3 * (q3 - q1), 1e-12);
    assert_double_equal(perf_sig_history_threshold(x, 10), 0.06436420112599496, 1e-12);
}

/* 10 deltas (even): rustc-perf's lower half is pcs[0..3] (it drops a
 * value), the upper pcs[6..9]: sorted 0, 0, 0, 1/201, .005, 2/202, .01,
 * 4/204, .02, .05 -> Q1 = 0, Q3 = (4/204 + .02) / 2. */
static void history_even_deltas(void **state)
{
    (void)state;
    const double x[] = {200, 202, 200, 200, 204, 200, 201, 200, 200, 200, 210};
    double q3 = (4.0 / 204 + 0.02) / 2;
    assert_double_equal(perf_sig_history_threshold(x, 11), 4 * q3, 1e-12);
}

/* Order matters: deltas are relative to the NEWER value x_i. */
static void history_relative_to_newer(void **state)
{
    (void)state;
    const double a[] = {100, 200, 100}; /* deltas 1.0, 0.5 */
    /* len 2: Q1 = pcs[0] = .5, Q3 = pcs[1] = 1 -> 1 + 3 * .5 */
    assert_double_equal(perf_sig_history_threshold(a, 3), 2.5, 1e-12);
    const double z[] = {0, 0, 5, 5}; /* 0/0 counts as 0, 5 vs 0 is skipped */
    assert_double_equal(perf_sig_history_threshold(z, 4), 0, 1e-12);
    assert_true(perf_sig_history_threshold(a, 2) < 0);
    const double zz[] = {0, 5, 0}; /* 0 -> 5 is skipped: one delta left */
    assert_true(perf_sig_history_threshold(zz, 3) < 0);
}

static void spread(void **state)
{
    (void)state;
    const double v[] = {1.02, 1.00, 1.01};
    assert_double_equal(perf_sig_spread(v, 3), 0.02, 1e-12);
    assert_true(perf_sig_spread(v, 1) < 0);
    const double z[] = {0, 1};
    assert_true(perf_sig_spread(z, 2) < 0);
}

static void decide_default(void **state)
{
    (void)state;
    perf_significance s = perf_significance_decide(0.003, NULL, 0, NULL, 0, NULL, 0);
    assert_int_equal(s.source, PERF_SIG_DEFAULT);
    assert_double_equal(s.threshold, 0.002, 1e-15);
    assert_double_equal(s.factor, 1.5, 1e-12);
    assert_true(s.significant);
    s = perf_significance_decide(-0.0019, NULL, 0, NULL, 0, NULL, 0);
    assert_false(s.significant);
    assert_string_equal(perf_sig_source_name(s.source), "default");
}

static void decide_history(void **state)
{
    (void)state;
    const double x[] = {100, 101, 100, 102, 100, 100, 101, 100, 100, 103};
    const double it[] = {1, 2}; /* ignored: history wins */
    perf_significance s = perf_significance_decide(-0.07, x, 10, it, 2, it, 2);
    assert_int_equal(s.source, PERF_SIG_HISTORY);
    assert_int_equal(s.history_points, 10);
    assert_true(s.significant);
    assert_double_equal(s.factor, 0.07 / 0.06436420112599496, 1e-9);
    s = perf_significance_decide(0.05, x, 10, NULL, 0, NULL, 0);
    assert_false(s.significant);
    /* 9 values are too few: samples rule (spread 1.0) then */
    s = perf_significance_decide(0.05, x, 9, it, 2, NULL, 0);
    assert_int_equal(s.source, PERF_SIG_SAMPLES);
    assert_double_equal(s.threshold, 1.0, 1e-12);
    /* a history without noise: the floor, so the factor stays finite */
    const double flat[10] = {5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
    s = perf_significance_decide(0.0, flat, 10, NULL, 0, NULL, 0);
    assert_false(s.significant);
    assert_double_equal(s.threshold, PERF_SIG_FLOOR, 1e-18);
    s = perf_significance_decide(1e-5, flat, 10, NULL, 0, NULL, 0);
    assert_true(s.significant);
    assert_double_equal(s.factor, 10, 1e-9);
}

static void decide_samples(void **state)
{
    (void)state;
    const double a[] = {10.0, 10.1, 10.05}; /* spread 1% */
    const double b[] = {10.3, 10.31};       /* spread ~0.097% */
    perf_significance s = perf_significance_decide(0.03, NULL, 0, a, 3, b, 2);
    assert_int_equal(s.source, PERF_SIG_SAMPLES);
    assert_double_equal(s.threshold, 0.01, 1e-12);
    assert_true(s.significant);
    assert_double_equal(s.factor, 3, 1e-9);
    s = perf_significance_decide(0.009, NULL, 0, a, 3, b, 2);
    assert_false(s.significant);
    /* quiet iterations never lower the threshold below the default */
    const double q[] = {10.0, 10.001};
    s = perf_significance_decide(0.0015, NULL, 0, q, 2, q, 2);
    assert_double_equal(s.threshold, 0.002, 1e-15);
    assert_false(s.significant);
    /* an infinite change (before was 0): significant, factor 0 */
    s = perf_significance_decide(INFINITY, NULL, 0, NULL, 0, NULL, 0);
    assert_true(s.significant);
    assert_double_equal(s.factor, 0, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(history_odd_deltas), cmocka_unit_test(history_even_deltas),
        cmocka_unit_test(history_relative_to_newer), cmocka_unit_test(spread),
        cmocka_unit_test(decide_default), cmocka_unit_test(decide_history),
        cmocka_unit_test(decide_samples),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
