/* test_perf_sequential.c — the sequential stopping rule of paired test
 * cases (perf/stats/sequential.h): its looks and bounds on worked
 * numbers, and a simulation of the whole procedure as the product runs it
 * (the runner's stops at the looks, then compare's verdict on the stored
 * pairs: the noise prior of the comparison's 18 test cases and the paired
 * interval rule of report/significance.c at 99%), with heavy-tailed,
 * heterogeneous pair noise and level jumps, under "no change" (the
 * false-positive rate stays at the nominal 1%) and under a +10% change
 * (found as often as with every pair, at a fraction of the pairs). A
 * fixed-seed generator: every run draws the same samples. */
#include "test_support.h"

#include <math.h>
#include <string.h>

#include "report/significance.h"
#include "stats/noise_prior.h"
#include "stats/paired.h"
#include "stats/sequential.h"

/* splitmix64, as test_perf_stats.c */
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

/* Student's t with 3 degrees of freedom scaled to variance 1: a build's
 * heavy-tailed noise on ln(time). */
static double rng_t3(uint64_t *s)
{
    double z = rng_normal(s), c = 0;
    for (int i = 0; i < 3; i++) {
        double x = rng_normal(s);
        c += x * x;
    }
    return z / sqrt(c / 3) / sqrt(3.0);
}

static void looks(void **state)
{
    (void)state;
    /* 15 pairs: looks after 5, 8 and 11; not at 14 (too near the end), 15
     * (the end), nor between */
    int want[16] = {0};
    want[5] = want[8] = want[11] = 1;
    for (size_t n = 0; n <= 15; n++)
        assert_int_equal(perf_seq_is_look(n, 15), want[n]);
    assert_int_equal(perf_seq_is_look(14, 17), 1);
    assert_int_equal(perf_seq_is_look(5, 5), 0);
    assert_int_equal(perf_seq_is_look(5, 7), 0);
    assert_int_equal(perf_seq_is_look(5, 8), 1);
    /* "no change" may stop after every pair from the 5th but the last */
    for (size_t n = 0; n <= 15; n++)
        assert_int_equal(perf_seq_is_check(n, 15), n >= 5 && n < 15);
    /* compare's confidence and "no change" margin are the rule's */
    assert_double_equal(PERF_SEQ_CONFIDENCE, PERF_SIG_CONFIDENCE, 0);
    assert_double_equal(PERF_SEQ_MARGIN, PERF_SIG_RESOLUTION, 0);
    assert_double_equal(PERF_SEQ_EQUIVALENCE, PERF_SIG_EQUIVALENCE, 0);
    /* the interim alpha, 0.5 x 1%, spent linearly in the pairs: 5/15, then 3/15 */
    assert_double_equal(perf_seq_efficacy_confidence(5, 15, 0.99), 1 - 0.005 / 3, 1e-15);
    assert_double_equal(perf_seq_efficacy_confidence(8, 15, 0.99), 1 - 0.001, 1e-15);
    assert_double_equal(perf_seq_efficacy_confidence(11, 15, 0.99), 1 - 0.001, 1e-15);
    double spent = 0;
    for (size_t n = 0; n < 40; n++)
        if (perf_seq_is_look(n, 40))
            spent += 1 - perf_seq_efficacy_confidence(n, 40, 0.99);
    assert_double_equal(spent, 0.005 * 35 / 40, 1e-12); /* looks 5, 8, ..., 35 */
    assert_true(perf_seq_efficacy_confidence(6, 15, 0.99) < 0);
    assert_true(perf_seq_efficacy_confidence(5, 15, 1) < 0);
}

static void decisions(void **state)
{
    (void)state;
    double a[8], b[8];
    /* 8 pairs 1-3% apart around +10%: a change */
    const double r1[8] = {1.10, 1.12, 1.09, 1.11, 1.08, 1.11, 1.10, 1.09};
    /* 8 pairs within 1.5% of each other around 0: no change */
    const double r2[8] = {1.01, 0.99, 1.00, 1.015, 0.985, 1.005, 0.995, 1.0};
    /* 8 pairs spread by 20% around 0 */
    const double r3[8] = {1.21, 0.83, 1.11, 0.93, 1.20, 0.80, 1.04, 0.96};
    for (int i = 0; i < 8; i++)
        a[i] = 0.3;
    for (int i = 0; i < 8; i++)
        b[i] = 0.3 * r1[i];
    assert_int_equal(perf_seq_decide(a, b, 8, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_CHANGE);
    assert_int_equal(perf_seq_decide(b, a, 8, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_CHANGE);
    /* not a look: no change is called there */
    assert_int_equal(perf_seq_decide(a, b, 7, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_CONTINUE);
    for (int i = 0; i < 8; i++)
        b[i] = 0.3 * r2[i];
    assert_int_equal(perf_seq_decide(a, b, 8, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_NO_CHANGE);
    /* but "no change" is, after any pair from the 5th (it spends no alpha) */
    assert_int_equal(perf_seq_decide(a, b, 7, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_NO_CHANGE);
    assert_int_equal(perf_seq_decide(a, b, 4, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_CONTINUE);
    /* a margin of 0.3% these cannot show even with 15 pairs (their final
     * 90% interval would be +-0.4%), nor is a change likely: futile */
    assert_int_equal(perf_seq_decide(a, b, 8, 15, 0.99, 0.003, NULL), PERF_SEQ_FUTILE);
    /* too noisy for either verdict in 15 pairs (+-7% at 90% at the end), and
     * near 0: futile too, at a look only */
    for (int i = 0; i < 8; i++)
        b[i] = 0.3 * r3[i];
    assert_int_equal(perf_seq_decide(a, b, 8, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_FUTILE);
    assert_int_equal(perf_seq_decide(a, b, 7, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_CONTINUE);
    /* +6% with 4% of noise: not sure yet, but 15 pairs would likely find it */
    const double r5[8] = {1.12, 1.00, 1.08, 1.02, 1.10, 0.99, 1.07, 1.06};
    for (int i = 0; i < 8; i++)
        b[i] = 0.3 * r5[i];
    assert_int_equal(perf_seq_decide(a, b, 8, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_CONTINUE);
    /* with a prior of 0.5% a pair on many degrees of freedom the first
     * pairs suffice: a test case's own noise is moderated towards it */
    perf_noise_prior p = {0.005 * 0.005, 200, 300, 18};
    const double r4[5] = {1.02, 1.18, 1.05, 1.15, 1.10}; /* +10%, spread by 7% */
    for (int i = 0; i < 5; i++)
        b[i] = 0.3 * r4[i];
    assert_int_equal(perf_seq_decide(a, b, 5, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_CONTINUE);
    assert_int_equal(perf_seq_decide(a, b, 5, 15, 0.99, PERF_SEQ_MARGIN, &p), PERF_SEQ_CHANGE);
    /* invalid arguments decide nothing */
    a[0] = 0;
    assert_int_equal(perf_seq_decide(a, b, 5, 15, 0.99, PERF_SEQ_MARGIN, NULL), PERF_SEQ_CONTINUE);
    assert_int_equal(perf_seq_decide(NULL, b, 5, 15, 0.99, PERF_SEQ_MARGIN, NULL),
                     PERF_SEQ_CONTINUE);
    assert_string_equal(perf_seq_decision_name(PERF_SEQ_NO_CHANGE), "no change");
    assert_string_equal(perf_seq_decision_name(PERF_SEQ_FUTILE), "futile");
}

#define CASES 18     /* one comparison: 6 crates x 3 scenarios */
#define MAX_PAIRS 15 /* queue's default --iterations */

/* One comparison's pairs, drawn whole (so that the sequential and the
 * fixed procedure judge the same runs): per test case a noise level
 * around 3% a pair, different per test case (log-normal spread), each
 * build's ln(time) with t(3) noise, a level shared by the pair (which the
 * ratio cancels) and, one pair in 20, a jump of the machine's level
 * between the pair's two builds (+15-30% on the second build: B in odd
 * pairs, A in even ones, as the order alternates). */
typedef struct sim_case {
    double a[MAX_PAIRS], b[MAX_PAIRS];
} sim_case;

static void draw(sim_case *cs, double shift, double noise, uint64_t *seed)
{
    for (size_t g = 0; g < CASES; g++) {
        double s = noise * exp(0.4 * rng_normal(seed));
        for (size_t i = 0; i < MAX_PAIRS; i++) {
            double level = 0.15 * rng_normal(seed);
            double la = level + s * rng_t3(seed), lb = level + shift + s * rng_t3(seed);
            if (rng_uniform(seed) < 0.05)
                *(i % 2 ? &lb : &la) += 0.15 + 0.15 * rng_uniform(seed);
            cs[g].a[i] = 0.2 * exp(la);
            cs[g].b[i] = 0.2 * exp(lb);
        }
    }
}

/* compare's verdicts on the first n[g] pairs of each test case: the noise
 * prior from every paired row (compare.c's shared_noise), then each row's
 * paired interval rule; counts the significant rows in the direction of
 * `sign` (0: either). */
static size_t judge(const sim_case *cs, const size_t *n, int sign)
{
    double s2[CASES], df[CASES];
    size_t m = 0;
    for (size_t g = 0; g < CASES; g++)
        if (perf_stats_paired_variance(cs[g].a, cs[g].b, n[g], &s2[m], &df[m]) == 0)
            m++;
    perf_noise_prior prior = {0, 0, 0, 0};
    perf_stats_noise_prior(s2, df, m, &prior);
    size_t hits = 0;
    for (size_t g = 0; g < CASES; g++) {
        double change = 0;
        perf_significance sig = perf_significance_decide(&change, NULL, 0, cs[g].a, n[g], cs[g].b,
                                                         n[g], 0, 1, prior.df > 0 ? &prior : NULL);
        assert_int_equal(sig.paired, 1);
        hits += sig.significant && (sign == 0 || (sign > 0) == (change > 0));
    }
    return hits;
}

/* The runner's stops: each test case's pairs up to its first decided look. */
static void stops(const sim_case *cs, size_t *n)
{
    for (size_t g = 0; g < CASES; g++) {
        n[g] = MAX_PAIRS;
        for (size_t k = 1; k < MAX_PAIRS; k++)
            if (perf_seq_is_check(k, MAX_PAIRS) &&
                perf_seq_decide(cs[g].a, cs[g].b, k, MAX_PAIRS, PERF_SIG_CONFIDENCE,
                                PERF_SEQ_MARGIN, NULL) != PERF_SEQ_CONTINUE) {
                n[g] = k;
                break;
            }
    }
}

typedef struct sim_result {
    double rate_seq, rate_fixed; /* significant rows (in the shift's direction) */
    double mean_pairs;           /* the sequential procedure's pairs a test case */
} sim_result;

static sim_result simulate(double shift, double noise, size_t comparisons, uint64_t seed)
{
    static sim_case cs[CASES];
    size_t hits_seq = 0, hits_fixed = 0, pairs = 0;
    for (size_t t = 0; t < comparisons; t++) {
        draw(cs, shift, noise, &seed);
        size_t n[CASES], full[CASES];
        stops(cs, n);
        for (size_t g = 0; g < CASES; g++) {
            full[g] = MAX_PAIRS;
            pairs += n[g];
        }
        int sign = shift > 0 ? 1 : 0;
        hits_seq += judge(cs, n, sign);
        hits_fixed += judge(cs, full, sign);
    }
    double total = (double)(comparisons * CASES);
    sim_result r = {(double)hits_seq / total, (double)hits_fixed / total, (double)pairs / total};
    print_message("shift %+.0f%%, noise %.0f%%: %zu comparisons x %d test cases: significant "
                  "%.2f%% (every pair: %.2f%%), %.2f pairs a test case of %d\n",
                  shift * 100, noise * 100, comparisons, CASES, r.rate_seq * 100,
                  r.rate_fixed * 100, r.mean_pairs, MAX_PAIRS);
    return r;
}

/* "No change": the whole procedure's false-positive rate stays at the
 * nominal 1% (a tolerance of 0.4 points: 3 standard errors of 5,400 test
 * cases), and the stops save pairs. */
static void null_rate(void **state)
{
    (void)state;
    sim_result r = simulate(0, 0.02, 300, 20261207);
    assert_true(r.rate_seq <= 0.01 + 0.004);
    assert_true(r.rate_seq <= r.rate_fixed + 0.004);
    assert_true(r.mean_pairs < 0.6 * MAX_PAIRS);
}

/* A +10% slowdown: found about as often as with all 15 pairs, with fewer. */
static void power_at_ten_percent(void **state)
{
    (void)state;
    sim_result r = simulate(log(1.10), 0.02, 100, 42);
    assert_true(r.rate_seq >= 0.95);
    assert_true(r.rate_seq >= r.rate_fixed - 0.02);
    assert_true(r.mean_pairs < 0.75 * MAX_PAIRS);
}

/* A loaded machine: 10% a pair (the development VM under a load of 10
 * to 15). Too noisy to decide most test cases in 15 pairs; the futility
 * stop ends those early, without false alarms, and keeps the power. */
static void noisy_machine(void **state)
{
    (void)state;
    sim_result r = simulate(0, 0.10, 200, 7);
    assert_true(r.rate_seq <= 0.01 + 0.005);
    assert_true(r.mean_pairs < 0.7 * MAX_PAIRS);
    r = simulate(log(1.10), 0.10, 100, 8);
    assert_true(r.rate_seq >= r.rate_fixed - 0.05);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(looks),         cmocka_unit_test(decisions),
        cmocka_unit_test(null_rate),     cmocka_unit_test(power_at_ten_percent),
        cmocka_unit_test(noisy_machine),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
