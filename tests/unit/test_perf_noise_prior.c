/* test_perf_noise_prior.c — the noise a comparison's test cases share
 * (perf/stats/noise_prior.h) and the moderated paired interval built on
 * it, on worked numbers. The expected values were computed independently
 * with SciPy 1.10 (scipy.special.digamma / polygamma, scipy.stats.t.ppf)
 * and Smyth's method of moments written out in Python (limma's
 * fitFDist). */
#include "test_support.h"

#include <math.h>

#include "report/significance.h"
#include "stats/noise_prior.h"
#include "stats/paired.h"

static void gamma_functions(void **state)
{
    (void)state;
    assert_double_equal(perf_stats_digamma(0.3), -3.502524222200133, 1e-11);
    assert_double_equal(perf_stats_digamma(1), -0.5772156649015329, 1e-12);
    assert_double_equal(perf_stats_digamma(2.5), 0.7031566406452432, 1e-12);
    assert_double_equal(perf_stats_digamma(7.3), 1.917820335637986, 1e-12);
    assert_double_equal(perf_stats_digamma(50), 3.9019896734278925, 1e-12);
    assert_double_equal(perf_stats_trigamma(0.3), 12.24536455, 1e-8);
    assert_double_equal(perf_stats_trigamma(1), 1.6449340668482264, 1e-12); /* pi^2/6 */
    assert_double_equal(perf_stats_trigamma(2.5), 0.49035776, 1e-8);
    assert_double_equal(perf_stats_trigamma(7.3), 0.14679577, 1e-8);
    assert_true(isnan(perf_stats_digamma(0)) && isnan(perf_stats_trigamma(-1)));
}

static void t_quantile_any_df(void **state)
{
    (void)state;
    /* SciPy's t.ppf(0.995, df) and t.ppf(0.975, df) */
    const double df[] = {2.5, 4, 7.7, 12.3, 33.3};
    const double t99[] = {7.16372813402124, 4.604094871415897, 3.3937268676190104,
                          3.041029570099706, 2.7317794841749965};
    const double t95[] = {3.5746548420118773, 2.7764451051977987, 2.321736752587847,
                          2.1729334817559485, 2.0338192241340525};
    for (int i = 0; i < 5; i++) {
        assert_double_equal(perf_stats_t_quantile(0.99, df[i]), t99[i], 1e-8);
        assert_double_equal(perf_stats_t_quantile(0.95, df[i]), t95[i], 1e-8);
    }
    assert_double_equal(perf_stats_t_quantile(0.99, INFINITY), 2.5758293035489004, 1e-8);
    assert_true(perf_stats_t_quantile(0.99, 0.5) < 0);
}

static void prior_of_unlike_cases(void **state)
{
    (void)state;
    /* 8 test cases with 5 pairs each whose variances differ 81-fold: a
     * finite d0, so each keeps much of its own */
    const double s2[] = {0.0001, 0.0004, 0.0025, 0.0081, 0.0009, 0.0049, 0.0016, 0.0036};
    const double df[] = {4, 4, 4, 4, 4, 4, 4, 4};
    perf_noise_prior p;
    assert_int_equal(perf_stats_noise_prior(s2, df, 8, &p), 0);
    assert_double_equal(p.s2, 0.0011350885436461008, 1e-9);
    assert_double_equal(p.df, 2.1901344385065595, 1e-6);
    assert_double_equal(p.df_total, 32, 0);
    assert_int_equal(p.cases, 8);
    double d;
    assert_double_equal(perf_stats_noise_posterior(&p, 0.0081, 4, &d), 0.005635741332721398, 1e-9);
    assert_double_equal(d, 6.1901344385065595, 1e-6);
    /* the moderated interval: 5 pairs about +10%, s^2 = 0.000443 */
    const double a[] = {10.0, 10.2, 10.1, 10.3, 10.0};
    const double b[] = {11.0, 11.1, 11.2, 11.0, 11.3};
    perf_shift sh;
    assert_int_equal(perf_stats_paired_shift(a, b, 5, 0.99, &p, &sh, &d), 0);
    assert_double_equal(d, 6.1901344385065595, 1e-6);
    assert_double_equal(sh.estimate, expm1(0.09424298651465056), 1e-12);
    assert_double_equal(sh.lo, 0.05263577359466512, 1e-8);
    assert_double_equal(sh.hi, 0.14704456822474765, 1e-8);
}

static void prior_of_like_cases(void **state)
{
    (void)state;
    /* variances closer than 4 degrees of freedom alone would scatter
     * them: d0 infinite, every test case gets the common level and all
     * 24 degrees of freedom */
    const double s2[] = {0.0016, 0.0015, 0.0017, 0.0016, 0.0014, 0.0018};
    const double df[] = {4, 4, 4, 4, 4, 4};
    perf_noise_prior p;
    assert_int_equal(perf_stats_noise_prior(s2, df, 6, &p), 0);
    assert_true(isinf(p.df));
    assert_double_equal(p.s2, 0.0020898440207933826, 1e-9);
    double d;
    assert_double_equal(perf_stats_noise_posterior(&p, 0.0001, 4, &d), p.s2, 0);
    assert_double_equal(d, 24, 0);
}

static void too_few_cases_stand_alone(void **state)
{
    (void)state;
    /* 4 usable entries (a zero variance and a 0-df entry are skipped) */
    const double s2[] = {0.0016, 0, 0.0017, 0.0016, 0.0014, 0.002};
    const double df[] = {4, 4, 4, 4, 4, 0};
    perf_noise_prior p;
    assert_int_equal(perf_stats_noise_prior(s2, df, 6, &p), 1);
    assert_double_equal(p.df, 0, 0);
    assert_int_equal(p.cases, 4);
    double d;
    assert_double_equal(perf_stats_noise_posterior(&p, 0.003, 4, &d), 0.003, 0);
    assert_double_equal(d, 4, 0);
    assert_int_equal(perf_stats_noise_prior(NULL, df, 6, &p), -1);
}

static void shared_noise_decides_a_loud_case(void **state)
{
    (void)state;
    /* +10% in 5 pairs whose own spread (sd 6%) leaves t(4) = 4.60 too
     * wide to judge; with 18 test cases showing sd 3% on the same
     * machine the interval narrows and the change is found. */
    const double a[] = {100, 100, 100, 100, 100};
    const double b[] = {102, 118, 105, 114, 111};
    double change = 0;
    perf_significance alone = perf_significance_decide(&change, NULL, 0, a, 5, b, 5, 0, 1, NULL);
    assert_int_equal(alone.verdict, PERF_VERDICT_TOO_NOISY);
    double s2[18], df[18];
    for (int i = 0; i < 18; i++) {
        s2[i] = 0.0009 * (i % 2 ? 0.8 : 1.25);
        df[i] = 4;
    }
    perf_noise_prior p;
    assert_int_equal(perf_stats_noise_prior(s2, df, 18, &p), 0);
    change = 0;
    perf_significance pooled = perf_significance_decide(&change, NULL, 0, a, 5, b, 5, 0, 1, &p);
    assert_int_equal(pooled.verdict, PERF_VERDICT_CHANGE);
    assert_true(pooled.pooled && pooled.df > 4);
    /* unpaired runs never borrow it */
    change = 0;
    perf_significance unpaired = perf_significance_decide(&change, NULL, 0, a, 5, b, 5, 0, 0, &p);
    assert_false(unpaired.pooled);
}

/* 10 pairs about +10% with two pairs split by a jump of the load (-28%,
 * +36%): one pair trimmed at each end (Yuen), the interval is the trimmed
 * mean's, 7 degrees of freedom; the plain t interval of the same pairs
 * reaches from -4.8% to +26.6%. Expected values: SciPy (t.ppf) over the
 * same formulas. Under 10 pairs nothing is trimmed. */
static void trimmed_from_ten_pairs(void **state)
{
    (void)state;
    const double a[] = {1.00, 1.02, 0.99, 1.01, 1.00, 1.03, 0.98, 1.00, 1.01, 1.02};
    const double b[] = {1.11, 1.12, 1.08, 1.12, 0.80, 1.14, 1.09, 1.10, 1.45, 1.13};
    assert_int_equal(perf_stats_paired_trim(9), 0);
    assert_int_equal(perf_stats_paired_trim(10), 1);
    assert_int_equal(perf_stats_paired_trim(25), 2);
    double s2, df;
    assert_int_equal(perf_stats_paired_variance(a, b, 10, &s2, &df), 0);
    assert_double_equal(s2, 7.212480453296098e-05, 1e-12);
    assert_double_equal(df, 7, 0);
    perf_shift sh;
    double d;
    assert_int_equal(perf_stats_paired_shift(a, b, 10, 0.99, NULL, &sh, &d), 0);
    assert_double_equal(d, 7, 0);
    assert_double_equal(sh.estimate, 0.10432176226343826, 1e-12);
    assert_double_equal(sh.lo, 0.09277880200882982, 1e-8);
    assert_double_equal(sh.hi, 0.1159866501498735, 1e-8);
    /* 9 of the pairs: the plain t, 8 degrees of freedom */
    assert_int_equal(perf_stats_paired_variance(a, b, 9, &s2, &df), 0);
    assert_double_equal(df, 8, 0);
    assert_int_equal(perf_stats_paired_shift(a, b, 9, 0.99, NULL, &sh, &d), 0);
    assert_true(sh.lo < 0 && sh.hi > 0.2);
    /* the verdict says so: a regression, one pair trimmed at each end */
    double change = 0;
    perf_significance s = perf_significance_decide(&change, NULL, 0, a, 10, b, 10, 0, 1, NULL);
    assert_true(s.significant && s.paired);
    assert_int_equal(s.trimmed, 1);
    assert_double_equal(change, 0.10432176226343826, 1e-12);
    s = perf_significance_decide(&change, NULL, 0, a, 9, b, 9, 0, 1, NULL);
    assert_int_equal(s.trimmed, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(gamma_functions),
                                       cmocka_unit_test(t_quantile_any_df),
                                       cmocka_unit_test(prior_of_unlike_cases),
                                       cmocka_unit_test(prior_of_like_cases),
                                       cmocka_unit_test(too_few_cases_stand_alone),
                                       cmocka_unit_test(shared_noise_decides_a_loud_case),
                                       cmocka_unit_test(trimmed_from_ten_pairs)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
