/* test_perf_significance.c — the significance rules of perf/report on
 * numbers worked out by hand (docs/guide.md part 15): rustc-perf's
 * Q3 + 3 x IQR over relative deltas with its own quartile halves, the
 * interval rule (its exact Mann-Whitney ends on 5 + 5 runs), the exact
 * rule for counts, the verdicts, the 0.2% default and the factor. */
#include "test_support.h"

#include <math.h>

#include "report/significance.h"
#include "stats/paired.h"

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

static perf_significance decide(double change, const double *h, size_t nh, const double *a,
                                size_t na, const double *b, size_t nb, int exact)
{
    return perf_significance_decide(&change, h, nh, a, na, b, nb, exact, 0, NULL);
}

static void decide_default(void **state)
{
    (void)state;
    perf_significance s = decide(0.003, NULL, 0, NULL, 0, NULL, 0, 0);
    assert_int_equal(s.source, PERF_SIG_DEFAULT);
    assert_double_equal(s.threshold, 0.002, 1e-15);
    assert_double_equal(s.factor, 1.5, 1e-12);
    assert_true(s.significant);
    s = decide(-0.0019, NULL, 0, NULL, 0, NULL, 0, 0);
    assert_false(s.significant);
    assert_string_equal(perf_sig_source_name(s.source), "default");
    assert_string_equal(perf_verdict_name(PERF_VERDICT_TOO_NOISY), "too noisy");
}

static void decide_history(void **state)
{
    (void)state;
    const double x[] = {100, 101, 100, 102, 100, 100, 101, 100, 100, 103};
    const double it[] = {1, 2}; /* ignored: history wins */
    perf_significance s = decide(-0.07, x, 10, it, 2, it, 2, 0);
    assert_int_equal(s.source, PERF_SIG_HISTORY);
    assert_int_equal(s.history_points, 10);
    assert_true(s.significant);
    assert_int_equal(s.verdict, PERF_VERDICT_CHANGE);
    assert_double_equal(s.factor, 0.07 / 0.06436420112599496, 1e-9);
    s = decide(0.05, x, 10, NULL, 0, NULL, 0, 0);
    assert_false(s.significant);
    assert_int_equal(s.verdict, PERF_VERDICT_NO_CHANGE);
    /* 9 values are too few: the interval rule then, and 2 + 2 runs are
     * too few for a 99% interval */
    s = decide(0.05, x, 9, it, 2, it, 2, 0);
    assert_int_equal(s.source, PERF_SIG_INTERVAL);
    assert_int_equal(s.verdict, PERF_VERDICT_TOO_FEW);
    assert_false(s.significant);
    /* a history without noise: the floor, so the factor stays finite */
    const double flat[10] = {5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
    s = decide(0.0, flat, 10, NULL, 0, NULL, 0, 0);
    assert_false(s.significant);
    assert_double_equal(s.threshold, PERF_SIG_FLOOR, 1e-18);
    s = decide(1e-5, flat, 10, NULL, 0, NULL, 0, 0);
    assert_true(s.significant);
    assert_double_equal(s.factor, 10, 1e-9);
}

static void decide_interval(void **state)
{
    (void)state;
    /* 5 + 5 runs, every B above every A: with k = 1 the 99% interval is
     * [min, max] of the 25 ratios b/a - 1 (coverage 1 - 2/252). */
    const double a[] = {10.0, 10.2, 10.1, 10.3, 10.05};
    const double b[] = {11.0, 11.3, 11.1, 11.2, 11.05};
    double change = 0.09; /* what the minimums say; replaced by the estimate */
    perf_significance s = perf_significance_decide(&change, NULL, 0, a, 5, b, 5, 0, 0, NULL);
    assert_int_equal(s.source, PERF_SIG_INTERVAL);
    assert_true(s.has_interval);
    assert_double_equal(s.lo, 11.0 / 10.3 - 1, 1e-12);
    assert_double_equal(s.hi, 11.3 / 10.0 - 1, 1e-12);
    assert_double_equal(s.confidence, 1 - 2.0 / 252, 1e-12);
    assert_double_equal(s.p_value, 2.0 / 252, 1e-12);
    /* the estimate: the median of the 25 log-ratios */
    assert_true(change > s.lo && change < s.hi);
    assert_true(s.significant);
    assert_int_equal(s.verdict, PERF_VERDICT_CHANGE);
    assert_double_equal(s.threshold, change - s.lo, 1e-12);
    assert_true(s.factor >= 1);
    /* one overlap: the interval reaches below 0, not significant; it is
     * wider than +-5% (11.3 / 10.0 = +13%): too noisy to judge */
    const double b2[] = {10.25, 11.3, 11.1, 11.2, 11.05};
    change = 0;
    s = perf_significance_decide(&change, NULL, 0, a, 5, b2, 5, 0, 0, NULL);
    assert_false(s.significant);
    assert_true(s.lo < 0 && s.hi > 0);
    assert_true(s.factor < 1);
    assert_int_equal(s.verdict, PERF_VERDICT_TOO_NOISY);
    /* the same compiler, quiet: an interval within +-5% is "no change" */
    const double a3[] = {10.0, 10.02, 10.01, 10.03, 10.04};
    const double b3[] = {10.01, 10.03, 10.0, 10.02, 10.05};
    change = 0;
    s = perf_significance_decide(&change, NULL, 0, a3, 5, b3, 5, 0, 0, NULL);
    assert_false(s.significant);
    assert_int_equal(s.verdict, PERF_VERDICT_NO_CHANGE);
    /* every run the same on both sides: [0, 0], not significant */
    const double same[] = {7, 7, 7, 7, 7};
    change = 0;
    s = perf_significance_decide(&change, NULL, 0, same, 5, same, 5, 0, 0, NULL);
    assert_double_equal(s.lo, 0, 0);
    assert_double_equal(s.hi, 0, 0);
    assert_false(s.significant);
    assert_int_equal(s.verdict, PERF_VERDICT_NO_CHANGE);
    /* 4 + 4 runs cannot reach 99% (2/70 > 1%): too few, never judged */
    change = 0.1;
    s = perf_significance_decide(&change, NULL, 0, a, 4, b, 4, 0, 0, NULL);
    assert_int_equal(s.verdict, PERF_VERDICT_TOO_FEW);
    assert_false(s.significant);
    assert_false(s.has_interval);
}

static void decide_paired(void **state)
{
    (void)state;
    /* 5 pairs whose levels jump by 35% between pairs (the machine's) while
     * B is 10% above A within each: the ratios are 1.08 .. 1.12, ln mean
     * 0.0952, sd 0.0145; t(0.995, 4) = 4.604: the interval is
     * exp(0.0952 +- 4.604 x 0.0145 / sqrt 5) - 1, well above 0. Unpaired,
     * the same runs overlap and are too noisy to judge. */
    const double a[] = {10.0, 13.5, 10.2, 13.4, 10.1};
    const double b[] = {11.0, 14.85, 11.0, 14.6, 11.3};
    double change = 0;
    perf_significance s = perf_significance_decide(&change, NULL, 0, a, 5, b, 5, 0, 1, NULL);
    assert_true(s.paired);
    assert_true(s.significant);
    assert_int_equal(s.verdict, PERF_VERDICT_CHANGE);
    double d[5], m = 0, ss = 0;
    for (int i = 0; i < 5; i++)
        m += (d[i] = log(b[i] / a[i])) / 5;
    for (int i = 0; i < 5; i++)
        ss += (d[i] - m) * (d[i] - m);
    double se = sqrt(ss / 4 / 5);
    assert_double_equal(change, expm1(m), 1e-12);
    assert_double_equal(s.lo, expm1(m - 4.604094871415897 * se), 1e-9);
    assert_double_equal(s.hi, expm1(m + 4.604094871415897 * se), 1e-9);
    change = 0;
    s = perf_significance_decide(&change, NULL, 0, a, 5, b, 5, 0, 0, NULL);
    assert_false(s.paired);
    assert_false(s.significant);
    /* the same compiler: ratios around 1, alternating */
    const double b2[] = {10.1, 13.4, 10.25, 13.3, 10.1};
    change = 0;
    s = perf_significance_decide(&change, NULL, 0, a, 5, b2, 5, 0, 1, NULL);
    assert_false(s.significant);
    assert_int_equal(s.verdict, PERF_VERDICT_NO_CHANGE);
    /* 2 pairs: too few for an interval */
    change = 0;
    s = perf_significance_decide(&change, NULL, 0, a, 2, b, 2, 0, 1, NULL);
    assert_int_equal(s.verdict, PERF_VERDICT_TOO_FEW);
    assert_double_equal(perf_stats_t_quantile(0.99, 4), 4.604, 5e-4);
    assert_double_equal(perf_stats_t_quantile(0.95, 30), 2.042, 5e-4);
    assert_true(perf_stats_t_quantile(0.99, 1000) > 2.575 &&
                perf_stats_t_quantile(0.99, 1000) < 2.6);
    assert_double_equal(perf_stats_t_quantile(0.9, 4), 2.132, 5e-4);
    assert_true(perf_stats_t_quantile(1, 4) < 0 && perf_stats_t_quantile(0.99, 0.5) < 0);
}

static void decide_exact(void **state)
{
    (void)state;
    const double one[] = {1000};
    /* a count: any change from 0.2% */
    perf_significance s = decide(0.003, NULL, 0, one, 1, one, 1, 1);
    assert_int_equal(s.source, PERF_SIG_EXACT);
    assert_true(s.significant);
    assert_double_equal(s.lo, 0.003, 0);
    s = decide(0.0, NULL, 0, one, 1, one, 1, 1);
    assert_false(s.significant);
    assert_int_equal(s.verdict, PERF_VERDICT_NO_CHANGE);
    /* which metrics are counts: tests/unit/test_perf_metric.c */
    /* an infinite change (before was 0): significant, factor 0 */
    s = decide(INFINITY, NULL, 0, NULL, 0, NULL, 0, 0);
    assert_true(s.significant);
    assert_double_equal(s.factor, 0, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(history_odd_deltas),
        cmocka_unit_test(history_even_deltas),
        cmocka_unit_test(history_relative_to_newer),
        cmocka_unit_test(decide_default),
        cmocka_unit_test(decide_history),
        cmocka_unit_test(decide_interval),
        cmocka_unit_test(decide_paired),
        cmocka_unit_test(decide_exact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
