/* shift.h — is B's compile time different from A's? The shift between two
 * short samples, with a distribution-free confidence interval.
 *
 * METHOD. Compile times are positive and their noise is multiplicative
 * (a loaded machine makes a build a few percent slower, not a few
 * milliseconds), so the samples are compared on ln(x): a relative change
 * of B against A is a shift of ln(x). Its estimate is the Hodges-Lehmann
 * shift, the median of the na*nb differences ln b_j - ln a_i; its
 * confidence interval is [D_(k), D_(na*nb+1-k)] over those differences
 * sorted, with k from the exact null distribution of the Mann-Whitney U
 * statistic (Hollander & Wolfe, Nonparametric Statistical Methods, 4.3;
 * Lehmann, Nonparametrics, 2.6). Both are mapped back with exp(.) - 1.
 * The p-value of "no shift" is the two-sided Mann-Whitney (Wilcoxon rank
 * sum) test on the same data.
 *
 * WHY. (1) Distribution-free: the interval's coverage and the test's level
 * hold exactly for any continuous distribution of the times, as long as B
 * is A shifted (on ln(x)); no normality is assumed, and build times are
 * not normal (skewed, bimodal under frequency scaling). (2) Robust: one
 * run slowed down by a load spike moves a rank by one, not a mean or a
 * max-min spread by the whole outlier; the HL estimate has a 29%
 * breakdown point. (3) Valid for small samples: the null distribution is
 * counted exactly (the number of arrangements of the pooled ranks giving
 * each U), not approximated, so 5 + 5 runs give a true 99% interval
 * (k = 1, coverage 1 - 2/252); a normal approximation or a t-interval
 * would only be right asymptotically.
 *
 * Exactness limits and cost: the null distribution of U is counted
 * exactly (the Gaussian binomial coefficients, in long double) when
 * min(na,nb)^2 * max(na,nb) <= PERF_SHIFT_EXACT_WORK (every pair of
 * samples up to 100 per side, or 1 against 1000); above, the critical
 * value and the p-value come from the normal approximation with continuity
 * correction (and tie correction for the p-value). With ties, U counts a
 * tie as 1/2 (mid-ranks) and the p-value is the exact permutation p
 * conditional on the tie pattern (counted over the tie groups) when
 * (na+nb) * min(na,nb)^2 * max(na,nb) <= PERF_SHIFT_TIES_WORK (up to 50
 * per side), the normal approximation with tie correction above. The
 * interval keeps the critical value of the continuous case, as usual; its
 * ends are closed, so tied differences fall inside. The order statistics
 * of the na*nb differences are selected without forming them (O(na + nb)
 * per round, O(log(na*nb)) rounds expected). A call takes microseconds
 * for a few runs a side and about 10 ms at worst (50 + 50 with ties).
 *
 * Every function here is pure: no globals, no static state, nothing but
 * its arguments and malloc'd scratch memory, so any number of threads may
 * call it at once. */
#ifndef PERF_STATS_SHIFT_H
#define PERF_STATS_SHIFT_H

#include <stddef.h>

/* The most values per side perf_stats_shift accepts. */
#define PERF_SHIFT_MAX_N 1000
/* Up to this min(na,nb) * na * nb the null distribution of U is exact. */
#define PERF_SHIFT_EXACT_WORK (1u << 20)
/* Up to this (na+nb) * min(na,nb)^2 * max(na,nb) the p-value with ties is
 * the exact conditional permutation p. */
#define PERF_SHIFT_TIES_WORK (1u << 24)

typedef struct perf_shift {
    double estimate;   /* relative change of B against A, as a fraction (0.05 = +5%):
                          exp(Hodges-Lehmann shift of ln(values)) - 1 */
    double lo, hi;     /* the confidence interval of the relative change, lo <= estimate <= hi */
    double confidence; /* the interval's exact coverage from the Mann-Whitney null distribution
                          (>= the confidence asked for; the nearest achievable above it) */
    double p_value;    /* two-sided exact Mann-Whitney p of "no shift" (mid-ranks for ties;
                          for n > 50 per side a normal approximation with tie correction is fine) */
    size_t na, nb;
} perf_shift;

/* The shift of b[0..nb) against a[0..na) (all > 0 and finite): Hodges-Lehmann estimate of the
 * shift of ln(x) (the median of the na*nb differences ln b_j - ln a_i) and its distribution-free
 * confidence interval [D_(k), D_(na*nb+1-k)] from the exact null distribution of the
 * Mann-Whitney U statistic (k the largest with 2*P(U < k) <= 1 - confidence), mapped back with
 * exp(.) - 1. Returns 0; 1 when the samples are too few for any interval at `confidence`
 * (2 / C(na+nb, na) > 1 - confidence: *out still gets estimate, na, nb, p_value, and lo/hi set to
 * -INFINITY/+INFINITY, confidence 0); -1 when an argument is invalid (a value <= 0 or not finite,
 * na or nb 0, confidence not in (0,1), or na*nb too large: cap at 1000 per side) or out of memory.
 *
 * Details: p_value = min(1, 2 * min(P(U <= u), P(U >= u))) for the observed U of B over A
 * (pairs b > a, plus 1/2 per tie b == a, on the values themselves). Swapping a and b negates
 * the shift of ln(x): estimate' = 1/(1+estimate) - 1, lo' = 1/(1+hi) - 1, hi' = 1/(1+lo) - 1,
 * same confidence and p_value. Neither input array is modified; a and b may alias. On -1, *out
 * is left untouched (out may be NULL only then). Thread-safe. */
int perf_stats_shift(const double *a, size_t na, const double *b, size_t nb, double confidence,
                     perf_shift *out);

/* The smallest n such that two samples of n each can reach `confidence` (e.g. 5 for 0.99,
 * 4 for 0.95): the smallest n with 2 / C(2n, n) <= 1 - confidence, so perf_stats_shift on
 * n + n values returns 0, not 1. 0 when confidence is not in (0,1). (For confidences so close to
 * 1 that n passes the exact limit, the normal approximation there may still find no interval.)
 * Thread-safe. */
size_t perf_stats_min_samples(double confidence);

#endif
