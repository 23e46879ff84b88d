/* noise_prior.h — the noise the test cases of one comparison share.
 *
 * A comparison judges many test cases at once (6 crates x 3 scenarios is
 * 18), each from a handful of paired runs. With 5 pairs a test case's own
 * variance of ln(b/a) has 4 degrees of freedom: Student's 99% quantile is
 * then 4.60 (2.58 with a known variance), and the variance itself is off
 * by a factor of 2 either way one time in six. So on this VM most real 10%
 * slowdowns came out "too noisy" (8 to 10 of 18), and an A/A pair whose
 * five ratios happened to agree was called a change (2 of 18 in one run).
 * But the test cases were measured on the same machine in the same
 * minutes: their noise has a common level, which the other 17 tell.
 *
 * METHOD. Smyth's empirical Bayes estimate (G. K. Smyth, "Linear models
 * and empirical Bayes methods for assessing differential expression in
 * microarray experiments", Stat. Appl. Genet. Mol. Biol. 3(1), 2004; the
 * "moderated t" of limma's eBayes): each test case's sample variance s_g^2
 * with d_g degrees of freedom is taken as drawn from a scaled inverse
 * chi-square prior with d0 degrees of freedom and scale s0^2. The two are
 * estimated by the method of moments on z_g = ln s_g^2:
 *   e_g = z_g - digamma(d_g/2) + ln(d_g/2)
 *   trigamma(d0/2) = var(e_g) - mean(trigamma(d_g/2))   (d0 = inf if <= 0)
 *   s0^2 = exp(mean(e_g) + digamma(d0/2) - ln(d0/2))
 * A test case's variance is then the posterior (d0 s0^2 + d s^2)/(d0 + d)
 * with d0 + d degrees of freedom (at most the sum of all d_g, as limma).
 * Where the test cases' noise is alike, d0 is large and each borrows the
 * common level with many degrees of freedom; where it differs, d0 is small
 * and each keeps mostly its own. On the VM's calibration runs (A/A and a
 * +10% CPU slowdown, 18 test cases, 5 pairs) d0 came out 12-88 for A/A and
 * about 3 for A/B (the slowdown wrapper adds its own noise).
 *
 * Pure; thread-safe. */
#ifndef PERF_STATS_NOISE_PRIOR_H
#define PERF_STATS_NOISE_PRIOR_H

#include <stddef.h>

/* Test cases needed before their noise is pooled: below, each test case
 * stands alone (plain Student t). */
#define PERF_NOISE_PRIOR_MIN_CASES 5

typedef struct perf_noise_prior {
    double s2;       /* s0^2: the prior variance of one pair's ln(b/a) */
    double df;       /* d0: its degrees of freedom; INFINITY when all test cases
                        look alike; 0 = no prior (each test case alone) */
    double df_total; /* the cap on d0 + d: the sum of the test cases' d_g */
    size_t cases;    /* the test cases it was estimated from */
} perf_noise_prior;

/* Estimates the prior from `n` sample variances s2[i] > 0 with df[i] >= 1
 * degrees of freedom each (entries with s2 <= 0, a non-finite s2 or df < 1
 * are skipped: identical runs tell nothing of the scale). Returns 0 and
 * fills *out; 1 when fewer than PERF_NOISE_PRIOR_MIN_CASES entries remain
 * (*out is then the no-prior value: df 0); -1 on a NULL argument. */
int perf_stats_noise_prior(const double *s2, const double *df, size_t n, perf_noise_prior *out);

/* The posterior variance of a test case with sample variance s2 on df
 * degrees of freedom under `prior` (NULL or df 0: s2 itself), and through
 * *df_out its degrees of freedom. */
double perf_stats_noise_posterior(const perf_noise_prior *prior, double s2, double df,
                                  double *df_out);

/* digamma(x) and trigamma(x) for x > 0 (NAN otherwise), to ~1e-12
 * relative: the recurrence up to x >= 10, then the asymptotic series. */
double perf_stats_digamma(double x);
double perf_stats_trigamma(double x);

#endif
