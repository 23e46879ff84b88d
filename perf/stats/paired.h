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
 * exceeds its coverage: an outlier widens it. Pure; thread-safe. */
#ifndef PERF_STATS_PAIRED_H
#define PERF_STATS_PAIRED_H

#include <stddef.h>

#include "shift.h"

/* The two-sided Student t quantile: t such that P(|T| <= t) = confidence
 * for `df` degrees of freedom, confidence 0.95 or 0.99 (exact table to
 * df 30, interpolated in 1/df above). -1 for another confidence or df 0. */
double perf_stats_t_quantile(double confidence, size_t df);

/* The paired shift of b against a (a[i] and b[i] one pair; all > 0 and
 * finite), as perf_shift: estimate, lo, hi, confidence (the one asked:
 * 0.95 or 0.99), p_value NAN (not computed), na = nb = n. Returns 0; 1
 * when n < 3 (no interval: estimate set, lo/hi infinite, confidence 0);
 * -1 on an invalid argument. */
int perf_stats_paired_shift(const double *a, const double *b, size_t n, double confidence,
                            perf_shift *out);

#endif
