/* paired.h — the shift of B against A from runs measured in pairs.
 *
 * When the collector ran A and B side by side (A B, B A, ...), run i of A
 * and run i of B saw the same state of the machine: on the development VM
 * a build's time jumped between two levels 35% apart for seconds at a
 * time (the host's load), far more than a 10% change, while within a pair
 * the two sides mostly shared the level. The ratio b_i / a_i cancels
 * that; the unpaired rank interval (shift.h) cannot, and with 5 runs a
 * side it judged most real 10% changes "too noisy".
 *
 * METHOD. d_i = ln(b_i / a_i); the estimate is exp(mean d) - 1 and the
 * interval exp(mean d +- t(1 - (1 - confidence)/2, n - 1) x sd / sqrt n)
 * - 1: Student's t on the log ratios. Why t and not a signed-rank test:
 * with 5 pairs no rank test reaches 99% (its smallest p is 1/16). Why it
 * is safe for "no change": the order within a pair alternates, so when
 * nothing changed each d_i is as likely positive as negative (its
 * distribution is symmetric about 0), and for symmetric noise, heavy tails
 * included (a pair split by a jump of the level), the t interval keeps or
 * exceeds its coverage: an outlier widens it.
 *
 * TRIMMING. From 10 pairs on, the mean and variance are trimmed (Yuen's
 * trimmed t, one-sample: Tukey and McLaughlin): g = n / 10 pairs dropped
 * at each end for the mean, the same g set to their neighbours for the
 * variance (winsorized), which then has h - 1 degrees of freedom,
 * h = n - 2g; the interval is trimmed mean +- t(h - 1) x sqrt(v / h),
 * v = (n - 1) s_w^2 / (h - 1). On the development VM a pair's ratio was
 * off by 20-30% now and then (its two builds on either side of a jump of
 * the host's load) among pairs within a few percent of each other: such a
 * pair moved the plain mean and doubled the variance. On two calibrations
 * of 10 pairs, trimming found one more of 18 real 10% slowdowns for each
 * metric (17 -> 18, 13-14 -> 14-15), and on their A/A pairs with random
 * signs (the null; 200 x 18 test cases) it called 0.4-0.8% significant at
 * 99%, the plain t 0.7-0.9%. Under 10 pairs nothing is trimmed.
 *
 * With a noise prior (noise_prior.h: the level of noise the comparison's
 * other test cases show), the variance is replaced by the posterior
 * variance and its degrees of freedom by the posterior's: limma's
 * moderated t. Pure; thread-safe. */
#ifndef PERF_STATS_PAIRED_H
#define PERF_STATS_PAIRED_H

#include <stddef.h>

#include "noise_prior.h"
#include "shift.h"

/* The two-sided Student t quantile: t such that P(|T| <= t) = confidence
 * (0 < confidence < 1) for `df` >= 1 degrees of freedom, not necessarily
 * whole (a moderated variance has d0 + d; INFINITY: the normal quantile):
 * the tail P(|T| > t) = I_{df/(df+t^2)}(df/2, 1/2), the regularized
 * incomplete beta function by its continued fraction, inverted by
 * bisection; to ~1e-9 relative. -1 for a confidence or df outside. */
double perf_stats_t_quantile(double confidence, double df);

/* How many pairs are trimmed at each end of n: n / 10 (TRIMMING). */
size_t perf_stats_paired_trim(size_t n);

/* The variance estimate of ln(b[i]/a[i]) over n >= 2 pairs (all > 0 and
 * finite), trimmed as the interval is (TRIMMING; under 10 pairs the plain
 * sample variance, n - 1 degrees of freedom), in *s2 and its degrees of
 * freedom in *df: what the noise prior is estimated from. Returns 0; -1 on
 * an invalid argument, n < 2 or out of memory. */
int perf_stats_paired_variance(const double *a, const double *b, size_t n, double *s2, double *df);

/* The paired shift of b against a (a[i] and b[i] one pair; all > 0 and
 * finite; trimmed from 10 pairs on, TRIMMING), as perf_shift: estimate, lo, hi, confidence (the one asked:
 * 0.95 or 0.99), p_value NAN (not computed), na = nb = n. `prior`: the
 * comparison's noise (NULL or df 0: this test case's own variance only);
 * *df_out (may be NULL) gets the degrees of freedom used. Returns 0; 1
 * when n < 3 (no interval: estimate set, lo/hi infinite, confidence 0);
 * -1 on an invalid argument or out of memory. */
int perf_stats_paired_shift(const double *a, const double *b, size_t n, double confidence,
                            const perf_noise_prior *prior, perf_shift *out, double *df_out);

#endif
