/* test_perf_stats.c — perf/stats/shift: the Hodges-Lehmann shift of ln(x)
 * and its Mann-Whitney interval and p-value.
 *
 * The constants come from an independent computation (a short Python
 * script with exact fractions: the null distribution of U by the plain
 * recursion c(m,n,u) = c(m-1,n,u-n) + c(m,n-1,u), p-values by enumerating
 * every split of the pooled values, the interval by sorting all the
 * differences) and agree with the published Mann-Whitney tables (two-sided
 * critical U: n1 = n2 = 8 at .05 -> 13, 10/10 at .05 -> 23, 6/6 at .01 -> 2,
 * 20/20 at .01 -> 105; k = critical U + 1). The tests also carry their own
 * brute force (the recursion, the enumeration, the sorted differences) for
 * random small samples, and a coverage simulation with a fixed-seed
 * generator that fails when the critical value is off by one. */
#include "test_support.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats/shift.h"

/* splitmix64: a fixed-seed generator, so every run draws the same samples */
static uint64_t rng_next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static double rng_uniform(uint64_t *s) /* in (0, 1) */
{
    return ((double)(rng_next(s) >> 11) + 0.5) / 9007199254740992.0;
}

static double rng_normal(uint64_t *s) /* Box-Muller */
{
    double u = rng_uniform(s), v = rng_uniform(s);
    return sqrt(-2 * log(u)) * cos(6.283185307179586 * v);
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* All the differences ln b_j - ln a_i, sorted (malloc'd). */
static double *sorted_diffs(const double *a, size_t na, const double *b, size_t nb)
{
    double *d = malloc(na * nb * sizeof *d);
    assert_non_null(d);
    for (size_t i = 0; i < na; i++)
        for (size_t j = 0; j < nb; j++)
            d[i * nb + j] = log(b[j]) - log(a[i]);
    qsort(d, na * nb, sizeof *d, cmp_double);
    return d;
}

/* The reference critical value: the largest k with 2 P(U <= k-1) <= 1 - conf,
 * P from the plain recursion in counts (exact in doubles for m, n <= 12),
 * compared in integers with 1 - conf rounded to thousandths: 3 + 3 at 0.8
 * has 2 P(U <= 1) = 0.2 exactly, so k = 2 (in doubles 1 - 0.8 < 0.2). */
static size_t ref_k(size_t m, size_t n, double conf)
{
    double alpha_milli = round((1 - conf) * 1000);
    size_t mn = m * n;
    /* c[(i * (n + 1) + j) * (mn + 1) + u] = arrangements of i and j with U = u */
    double *c = calloc((m + 1) * (n + 1) * (mn + 1), sizeof *c);
    assert_non_null(c);
#define C(i, j, u) c[((i) * (n + 1) + (j)) * (mn + 1) + (u)]
    for (size_t i = 0; i <= m; i++)
        for (size_t j = 0; j <= n; j++)
            for (size_t u = 0; u <= i * j; u++) {
                if (i == 0 || j == 0)
                    C(i, j, u) = u == 0;
                else
                    C(i, j, u) = (u >= j ? C(i - 1, j, u - j) : 0) + C(i, j - 1, u);
            }
    double total = 0;
    for (size_t u = 0; u <= mn; u++)
        total += C(m, n, u);
    size_t k = 0;
    double cum = C(m, n, 0);
    while (2 * cum * 1000 <= alpha_milli * total) {
        k++;
        cum += C(m, n, k);
    }
#undef C
    free(c);
    return k;
}

/* The reference p: every split of the pooled values into na and nb,
 * 2U of B over A with ties 1/2 (n <= 16 pooled). */
static double ref_p(const double *a, size_t na, const double *b, size_t nb)
{
    double pool[16];
    size_t nn = na + nb;
    assert_true(nn <= 16);
    memcpy(pool, a, na * sizeof *a);
    memcpy(pool + na, b, nb * sizeof *b);
    size_t obs = 0;
    for (size_t j = 0; j < nb; j++)
        for (size_t i = 0; i < na; i++)
            obs += b[j] > a[i] ? 2u : b[j] == a[i] ? 1u : 0u;
    size_t le = 0, ge = 0, total = 0;
    for (unsigned mask = 0; mask < (1u << nn); mask++) {
        if ((size_t)__builtin_popcount(mask) != nb)
            continue;
        size_t u2 = 0;
        for (size_t j = 0; j < nn; j++)
            if (mask >> j & 1)
                for (size_t i = 0; i < nn; i++)
                    if (!(mask >> i & 1))
                        u2 += pool[j] > pool[i] ? 2u : pool[j] == pool[i] ? 1u : 0u;
        le += u2 <= obs;
        ge += u2 >= obs;
        total++;
    }
    double p = 2.0 * (double)(le < ge ? le : ge) / (double)total;
    return p < 1 ? p : 1;
}

/* Samples whose differences are all distinct: a_i = exp(i / 7), b_j =
 * exp(j / 5 + 0.013) (the shift does not matter here). */
static void spread_samples(double *a, size_t na, double *b, size_t nb)
{
    for (size_t i = 0; i < na; i++)
        a[i] = 10 * exp((double)i / 7);
    for (size_t j = 0; j < nb; j++)
        b[j] = 10 * exp((double)j / 5 + 0.013);
}

/* The exact critical values and coverages (Python, exact fractions), and
 * the interval's ends are exactly D_(k) and D_(mn+1-k). */
static void critical_values(void **state)
{
    (void)state;
    static const struct {
        size_t m, n;
        double conf;
        size_t k;
        double coverage;
    } cases[] = {
        {5, 5, 0.99, 1, 0.99206349206349209},    /* 1 - 2/252 */
        {6, 6, 0.99, 3, 0.9913419913419913},     /* table: U crit 2 */
        {8, 8, 0.95, 14, 0.95011655011655016},   /* table: U crit 13 */
        {6, 6, 0.95, 6, 0.95887445887445888},    /* table: U crit 5 */
        {4, 4, 0.95, 1, 0.97142857142857142},    /* 1 - 2/70 */
        {5, 5, 0.95, 3, 0.96825396825396826},    /* table: U crit 2 */
        {10, 10, 0.95, 24, 0.95674294745502175}, /* table: U crit 23 */
        {20, 20, 0.99, 106, 0.990516392808795},  /* table: U crit 105 */
        {7, 9, 0.95, 13, 0.95821678321678316},   /* table: U crit 12 */
        {3, 12, 0.9, 6, 0.9296703296703297},      {12, 3, 0.9, 6, 0.9296703296703297},
        {50, 50, 0.99, 878, 0.99018829294656552}, {30, 40, 0.95, 435, 0.95092974501084682},
    };
    double a[50], b[50];
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        size_t m = cases[c].m, n = cases[c].n, k = cases[c].k;
        spread_samples(a, m, b, n);
        perf_shift s;
        assert_int_equal(perf_stats_shift(a, m, b, n, cases[c].conf, &s), 0);
        assert_double_equal(s.confidence, cases[c].coverage, 1e-12);
        assert_true(s.confidence >= cases[c].conf);
        double *d = sorted_diffs(a, m, b, n);
        assert_double_equal(s.lo, expm1(d[k - 1]), 1e-15);
        assert_double_equal(s.hi, expm1(d[m * n - k]), 1e-15);
        free(d);
        assert_int_equal(s.na, m);
        assert_int_equal(s.nb, n);
        if (m <= 12 && n <= 12)
            assert_int_equal(ref_k(m, n, cases[c].conf), k);
    }
}

/* A worked example: B about 5% slower, no overlap: p = 2 / C(12, 6) = 2/924;
 * k = 6 (table: U crit 5). */
static void worked_example(void **state)
{
    (void)state;
    const double a[] = {10.0, 10.2, 9.9, 10.1, 10.05, 9.95};
    const double b[] = {10.6, 10.4, 10.7, 10.5, 10.55, 10.45};
    perf_shift s;
    assert_int_equal(perf_stats_shift(a, 6, b, 6, 0.95, &s), 0);
    assert_double_equal(s.estimate, 0.049875614523048561, 1e-12);
    assert_double_equal(s.lo, 0.034653465346534684, 1e-12); /* 10.45 / 10.1 - 1 */
    assert_double_equal(s.hi, 0.065326633165829096, 1e-12); /* 10.6 / 9.95 - 1 */
    assert_double_equal(s.confidence, 0.95887445887445888, 1e-12);
    assert_double_equal(s.p_value, 2.0 / 924, 1e-15);
    assert_double_equal(s.p_value, 0.0021645021645021645, 1e-15);
}

/* All of B above all of A with 5 + 5: p = 2 / C(10, 5) = 2/252; at 0.99
 * k = 1: the interval is [min D, max D]. */
static void all_above(void **state)
{
    (void)state;
    const double a[] = {1.0, 1.1, 1.2, 1.3, 1.4};
    const double b[] = {2.0, 2.1, 2.2, 2.3, 2.4};
    perf_shift s;
    assert_int_equal(perf_stats_shift(a, 5, b, 5, 0.99, &s), 0);
    assert_double_equal(s.p_value, 2.0 / 252, 1e-15);
    assert_double_equal(s.lo, 2.0 / 1.4 - 1, 1e-12);
    assert_double_equal(s.hi, 2.4 / 1.0 - 1, 1e-12);
    assert_double_equal(s.confidence, 1 - 2.0 / 252, 1e-15);
    assert_true(s.lo > 0);
    /* and below: the same p */
    assert_int_equal(perf_stats_shift(b, 5, a, 5, 0.99, &s), 0);
    assert_double_equal(s.p_value, 2.0 / 252, 1e-15);
    assert_true(s.hi < 0);
}

/* A constant factor of +10% with a little noise and no overlap: found. */
static void shifted_detected(void **state)
{
    (void)state;
    uint64_t seed = 42;
    double a[8], b[8];
    for (size_t i = 0; i < 8; i++) {
        a[i] = 20 * exp(0.01 * rng_normal(&seed));
        b[i] = 1.10 * 20 * exp(0.01 * rng_normal(&seed));
    }
    perf_shift s;
    assert_int_equal(perf_stats_shift(a, 8, b, 8, 0.99, &s), 0);
    assert_true(s.lo > 0);
    assert_true(s.lo <= s.estimate && s.estimate <= s.hi);
    assert_double_equal(s.estimate, 0.10, 0.015);
    assert_true(s.p_value < 0.01);
    /* 1000 a side (the normal approximation): found, and tight */
    size_t n = 1000;
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    assert_non_null(x);
    assert_non_null(y);
    for (size_t i = 0; i < n; i++) {
        x[i] = 20 * exp(0.02 * rng_normal(&seed));
        y[i] = 0.97 * 20 * exp(0.02 * rng_normal(&seed));
    }
    assert_int_equal(perf_stats_shift(x, n, y, n, 0.99, &s), 0);
    assert_true(s.hi < 0);
    assert_double_equal(s.estimate, -0.03, 0.005);
    assert_true(s.hi - s.lo < 0.01);
    assert_true(s.confidence >= 0.99 && s.confidence < 0.9905);
    assert_true(s.p_value < 1e-12);
    free(x);
    free(y);
}

/* Every value identical on both sides: estimate 0, interval [0, 0], p 1. */
static void equal_samples(void **state)
{
    (void)state;
    const double v[] = {3.25, 3.25, 3.25, 3.25, 3.25, 3.25};
    perf_shift s;
    assert_int_equal(perf_stats_shift(v, 6, v, 5, 0.95, &s), 0);
    assert_true(s.estimate == 0 && s.lo == 0 && s.hi == 0);
    assert_double_equal(s.p_value, 1, 0);
    assert_true(s.confidence >= 0.95);
}

/* The same values in a different order, and two draws of one
 * distribution: the interval contains 0. */
static void same_distribution(void **state)
{
    (void)state;
    const double a[] = {5.1, 4.9, 5.3, 5.0, 5.2, 4.8, 5.05};
    const double b[] = {5.05, 5.2, 4.8, 5.3, 4.9, 5.0, 5.1};
    perf_shift s;
    assert_int_equal(perf_stats_shift(a, 7, b, 7, 0.95, &s), 0);
    assert_true(s.lo < 0 && s.hi > 0);
    assert_double_equal(s.estimate, 0, 1e-15);
    assert_double_equal(s.p_value, 1, 0);
    const double c[] = {3.1, 2.9, 3.0, 3.3, 2.8, 3.2, 3.05};
    const double d[] = {3.0, 3.4, 3.15, 3.5, 3.25};
    assert_int_equal(perf_stats_shift(c, 7, d, 5, 0.9, &s), 0);
    assert_true(s.lo < 0 && s.hi > 0);
    assert_double_equal(s.estimate, 0.065573770491803351, 1e-12); /* 3.25 / 3.05 - 1 */
    assert_double_equal(s.lo, -0.015151515151515138, 1e-12);      /* 3.25 / 3.3 - 1 */
    assert_double_equal(s.hi, 0.14754098360655732, 1e-12);        /* 3.5 / 3.05 - 1 */
    assert_double_equal(s.p_value, 0.11363636363636363, 1e-12);
    assert_double_equal(s.confidence, 0.9267676767676768, 1e-12);
}

/* Too few values for the confidence: 1, with the estimate and p still. */
static void too_few(void **state)
{
    (void)state;
    const double a[] = {1.0, 1.1, 1.2}, b[] = {2.0, 2.2, 2.4};
    perf_shift s;
    assert_int_equal(perf_stats_shift(a, 3, b, 3, 0.95, &s), 1); /* 2/20 > .05 */
    assert_true(isinf(s.lo) && s.lo < 0 && isinf(s.hi) && s.hi > 0);
    assert_double_equal(s.confidence, 0, 0);
    assert_double_equal(s.estimate, 2.2 / 1.1 - 1, 1e-12);
    assert_double_equal(s.p_value, 0.1, 1e-15);
    assert_int_equal(s.na, 3);
    assert_int_equal(s.nb, 3);
    /* 2/20 <= .1: exactly on the edge, not lost to 1 - 0.9 = 0.0999...98 */
    assert_int_equal(perf_stats_shift(a, 3, b, 3, 0.9, &s), 0);
    assert_double_equal(s.confidence, 0.9, 1e-15);
    assert_int_equal(perf_stats_min_samples(0.9), 3);
    assert_int_equal(perf_stats_shift(a, 1, b, 1, 0.5, &s), 1);
    assert_double_equal(s.estimate, 1, 1e-12);
    assert_double_equal(s.p_value, 1, 0);
    /* 4 + 4 at .99: 2/70 > .01; 5 + 5: 2/252 <= .01 */
    const double c[] = {1, 2, 3, 4, 5}, d[] = {6, 7, 8, 9, 10};
    assert_int_equal(perf_stats_shift(c, 4, d, 4, 0.99, &s), 1);
    assert_int_equal(perf_stats_shift(c, 5, d, 5, 0.99, &s), 0);
    assert_int_equal(perf_stats_shift(c, 5, d, 4, 0.99, &s), 1); /* 2/126 > .01 */
    assert_int_equal(perf_stats_shift(c, 5, d, 4, 0.98, &s), 0); /* 2/126 <= .02 */
}

static void invalid(void **state)
{
    (void)state;
    const double ok[] = {1, 2, 3, 4, 5};
    const double zero[] = {1, 0, 3}, neg[] = {1, -2, 3}, nan_[] = {1, NAN, 3},
                 inf[] = {1, INFINITY, 3};
    perf_shift s, before;
    memset(&s, 0x5a, sizeof s);
    before = s;
    assert_int_equal(perf_stats_shift(zero, 3, ok, 5, 0.9, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 5, neg, 3, 0.9, &s), -1);
    assert_int_equal(perf_stats_shift(nan_, 3, ok, 5, 0.9, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 5, inf, 3, 0.9, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 0, ok, 5, 0.9, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 5, ok, 0, 0.9, &s), -1);
    assert_int_equal(perf_stats_shift(NULL, 5, ok, 5, 0.9, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 5, ok, 5, 0, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 5, ok, 5, 1, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 5, ok, 5, -0.5, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 5, ok, 5, NAN, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 5, ok, 5, 0.9, NULL), -1);
    assert_memory_equal(&s, &before, sizeof s); /* untouched */
    /* the cap: 1000 a side, not 1001 */
    double *big = malloc(1001 * sizeof *big);
    assert_non_null(big);
    for (size_t i = 0; i < 1001; i++)
        big[i] = 1 + (double)i;
    assert_int_equal(perf_stats_shift(big, 1001, ok, 5, 0.9, &s), -1);
    assert_int_equal(perf_stats_shift(ok, 5, big, 1001, 0.9, &s), -1);
    assert_int_equal(perf_stats_shift(big, 1000, ok, 5, 0.9, &s), 0);
    free(big);
}

/* Ties: mid-ranks, and the exact p conditional on the ties (Python:
 * enumeration of the 252 splits). */
static void ties(void **state)
{
    (void)state;
    const double a[] = {1.0, 2.0, 2.0, 3.0, 4.0};
    const double b[] = {2.0, 3.0, 3.0, 5.0, 6.0};
    perf_shift s;
    assert_int_equal(perf_stats_shift(a, 5, b, 5, 0.95, &s), 0);
    assert_double_equal(s.p_value, 0.21428571428571427, 1e-12);
    assert_double_equal(s.estimate, 0.5, 1e-12);
    assert_double_equal(s.lo, -0.25, 1e-12);
    assert_double_equal(s.hi, 2.0, 1e-12);
    assert_double_equal(s.p_value, ref_p(a, 5, b, 5), 1e-12);
    /* one value against the same value many times */
    const double one[] = {7.0}, many[] = {7, 7, 7, 7, 7, 7, 7, 7, 7, 7};
    assert_int_equal(perf_stats_shift(one, 1, many, 10, 0.8, &s), 0);
    assert_true(s.estimate == 0 && s.lo == 0 && s.hi == 0);
    assert_double_equal(s.p_value, 1, 0);
}

/* Random small samples with and without ties against the brute force:
 * the p by enumeration, the interval and the estimate from the sorted
 * differences and the recursion's k. */
static void brute_force(void **state)
{
    (void)state;
    uint64_t seed = 7;
    for (int trial = 0; trial < 300; trial++) {
        size_t m = 1 + rng_next(&seed) % 8, n = 1 + rng_next(&seed) % 8;
        int tied = trial % 2;
        double a[8], b[8];
        for (size_t i = 0; i < m; i++)
            a[i] = tied ? 1 + (double)(rng_next(&seed) % 5) : exp(rng_normal(&seed));
        for (size_t j = 0; j < n; j++)
            b[j] = tied ? 1 + (double)(rng_next(&seed) % 6) : exp(0.5 + rng_normal(&seed));
        double conf = trial % 3 == 0 ? 0.9 : trial % 3 == 1 ? 0.95 : 0.8;
        perf_shift s;
        int rc = perf_stats_shift(a, m, b, n, conf, &s);
        size_t k = ref_k(m, n, conf);
        assert_int_equal(rc, k == 0 ? 1 : 0);
        assert_double_equal(s.p_value, ref_p(a, m, b, n), 1e-12);
        double *d = sorted_diffs(a, m, b, n);
        size_t mn = m * n;
        double med = mn % 2 ? d[mn / 2] : (d[mn / 2 - 1] + d[mn / 2]) / 2;
        assert_double_equal(s.estimate, expm1(med), 1e-12);
        if (k > 0) {
            assert_true(s.lo == expm1(d[k - 1]));
            assert_true(s.hi == expm1(d[mn - k]));
            assert_true(s.lo <= s.estimate && s.estimate <= s.hi);
        }
        free(d);
    }
    /* the selection on larger samples with many ties among the differences */
    double a[300], b[300];
    for (size_t i = 0; i < 300; i++) {
        a[i] = 1 + (double)(rng_next(&seed) % 40);
        b[i] = 2 + (double)(rng_next(&seed) % 40);
    }
    const size_t sizes[][2] = {{300, 300}, {300, 17}, {2, 300}, {120, 130}};
    for (size_t c = 0; c < 4; c++) {
        size_t m = sizes[c][0], n = sizes[c][1], mn = m * n;
        perf_shift s;
        assert_int_equal(perf_stats_shift(a, m, b, n, 0.95, &s), 0);
        double *d = sorted_diffs(a, m, b, n);
        double med = mn % 2 ? d[mn / 2] : (d[mn / 2 - 1] + d[mn / 2]) / 2;
        assert_double_equal(s.estimate, expm1(med), 1e-12);
        /* lo and hi are order statistics D_(k), D_(mn+1-k) of one k */
        size_t lo_first = 0;
        while (lo_first < mn && expm1(d[lo_first]) < s.lo)
            lo_first++;
        assert_true(s.lo == expm1(d[lo_first]));
        size_t hi_first = 0;
        while (hi_first < mn && expm1(d[hi_first]) < s.hi)
            hi_first++;
        assert_true(hi_first < mn && s.hi == expm1(d[hi_first]));
        assert_true(s.lo <= s.estimate && s.estimate <= s.hi && s.lo < s.hi);
        free(d);
    }
}

/* Swapping a and b negates the shift of ln(x): (1 + lo)(1 + hi') = 1,
 * (1 + hi)(1 + lo') = 1, (1 + est)(1 + est') = 1; the same p and coverage. */
static void symmetry(void **state)
{
    (void)state;
    uint64_t seed = 99;
    for (int trial = 0; trial < 50; trial++) {
        size_t m = 3 + rng_next(&seed) % 20, n = 3 + rng_next(&seed) % 20;
        double a[22], b[22];
        for (size_t i = 0; i < m; i++)
            a[i] = 5 * exp(0.1 * rng_normal(&seed));
        for (size_t j = 0; j < n; j++)
            b[j] = trial % 4 ? 5.2 * exp(0.1 * rng_normal(&seed)) : a[j % m];
        perf_shift s, t;
        int r1 = perf_stats_shift(a, m, b, n, 0.95, &s),
            r2 = perf_stats_shift(b, n, a, m, 0.95, &t);
        assert_int_equal(r1, r2);
        assert_double_equal((1 + s.estimate) * (1 + t.estimate), 1, 1e-12);
        assert_double_equal(s.p_value, t.p_value, 1e-12);
        if (r1 == 0) {
            assert_double_equal((1 + s.lo) * (1 + t.hi), 1, 1e-12);
            assert_double_equal((1 + s.hi) * (1 + t.lo), 1, 1e-12);
            assert_double_equal(s.confidence, t.confidence, 1e-15);
        }
    }
}

static void min_samples(void **state)
{
    (void)state;
    assert_int_equal(perf_stats_min_samples(0.99), 5);  /* 2/252 <= .01 < 2/70 */
    assert_int_equal(perf_stats_min_samples(0.95), 4);  /* 2/70 <= .05 < 2/20 */
    assert_int_equal(perf_stats_min_samples(0.999), 7); /* 2/3432 <= .001 < 2/924 */
    assert_int_equal(perf_stats_min_samples(0.8), 3);
    assert_int_equal(perf_stats_min_samples(0.5), 2);
    assert_int_equal(perf_stats_min_samples(0), 0);
    assert_int_equal(perf_stats_min_samples(1), 0);
    assert_int_equal(perf_stats_min_samples(NAN), 0);
    /* consistent with perf_stats_shift: n + n gives an interval, n-1 + n-1 not */
    const double conf[] = {0.5, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995, 0.999, 0.9999};
    double a[12], b[12];
    spread_samples(a, 12, b, 12);
    for (size_t c = 0; c < sizeof conf / sizeof conf[0]; c++) {
        size_t n = perf_stats_min_samples(conf[c]);
        assert_true(n >= 2 && n <= 12);
        perf_shift s;
        assert_int_equal(perf_stats_shift(a, n, b, n, conf[c], &s), 0);
        assert_int_equal(perf_stats_shift(a, n - 1, b, n - 1, conf[c], &s), 1);
    }
}

/* 10000 pairs of samples of 6 from one lognormal at 0.95: the interval
 * excludes 0 with probability exactly 2 P(U <= 5) = 0.0411 (k = 6); k = 5
 * would give 0.0260, k = 7 0.0649 (sd of the fraction here 0.002). The
 * test's rejections (p <= 1 - coverage) are the same trials, exactly. */
static void coverage_simulation(void **state)
{
    (void)state;
    uint64_t seed = 20261206;
    size_t excluded = 0, rejected = 0, trials = 10000;
    for (size_t t = 0; t < trials; t++) {
        double a[6], b[6];
        for (size_t i = 0; i < 6; i++) {
            a[i] = 12 * exp(0.05 * rng_normal(&seed));
            b[i] = 12 * exp(0.05 * rng_normal(&seed));
        }
        perf_shift s;
        assert_int_equal(perf_stats_shift(a, 6, b, 6, 0.95, &s), 0);
        int ex = s.lo > 0 || s.hi < 0;
        int rej = s.p_value <= (1 - s.confidence) * (1 + 1e-9);
        assert_int_equal(ex, rej);
        excluded += (size_t)ex;
        rejected += (size_t)rej;
    }
    assert_int_equal(rejected, excluded);
    double rate = (double)excluded / (double)trials;
    assert_true(rate <= 0.05 + 0.005);
    assert_double_equal(rate, 0.04112554112554113, 0.008);
    /* 200 + 200 (200^3 > PERF_SHIFT_EXACT_WORK: the normal approximation):
     * near its nominal rate too */
    excluded = 0;
    trials = 300;
    for (size_t t = 0; t < trials; t++) {
        double a[200], b[200];
        for (size_t i = 0; i < 200; i++) {
            a[i] = 12 * exp(0.05 * rng_normal(&seed));
            b[i] = 12 * exp(0.05 * rng_normal(&seed));
        }
        perf_shift s;
        assert_int_equal(perf_stats_shift(a, 200, b, 200, 0.9, &s), 0);
        assert_double_equal(s.confidence, 0.9, 0.001);
        excluded += s.lo > 0 || s.hi < 0;
    }
    assert_true((double)excluded / (double)trials <= 0.1 + 0.06);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(critical_values),
        cmocka_unit_test(worked_example),
        cmocka_unit_test(all_above),
        cmocka_unit_test(shifted_detected),
        cmocka_unit_test(equal_samples),
        cmocka_unit_test(same_distribution),
        cmocka_unit_test(too_few),
        cmocka_unit_test(invalid),
        cmocka_unit_test(ties),
        cmocka_unit_test(brute_force),
        cmocka_unit_test(symmetry),
        cmocka_unit_test(min_samples),
        cmocka_unit_test(coverage_simulation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
