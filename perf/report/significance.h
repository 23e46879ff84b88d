/* significance.h — is a change between two artifacts more than noise?
 *
 * The rules, in the order they are tried (docs/guide.md, "When is a
 * change significant?", explains them for users):
 *
 * HISTORY, rustc-perf's rule (site/src/comparison.rs, HistoricalData): the
 * test case's values on up to PERF_SIG_HISTORY_MAX previous artifacts,
 * newest first, x0, x1, ...; the relative deltas |x_i - x_{i+1}| / x_i,
 * sorted; their quartiles Q1 and Q3 (rustc-perf's own halves, reproduced
 * exactly); threshold = Q3 + 3 * (Q3 - Q1). Used when at least
 * PERF_SIG_HISTORY_MIN previous values exist (rustc-perf demands all 30
 * and otherwise falls back to the default).
 *
 * EXACT, for counts that noise does not move (instruction counts, query
 * executions, sizes: perf_metric_exact of perf/metric/): the change of the values
 * itself; significant from PERF_SIG_DEFAULT_THRESHOLD (rustc's own
 * nondeterminism moves cachegrind's count by up to ~0.02%).
 *
 * INTERVAL, for timed metrics with a short history: the shift of B's
 * clean iterations against A's on ln(x) with its PERF_SIG_CONFIDENCE
 * confidence interval. When the runs were measured in pairs (side by
 * side, A B, B A, ...: run i of each side adjacent), from the pairs'
 * ratios with Student's t (perf/stats/paired.h: the pair cancels the
 * machine's changing level), its variance moderated by the noise level
 * that the comparison's other paired test cases show (perf/stats/
 * noise_prior.h, limma's empirical Bayes: 5 pairs alone give t 4.60 at
 * 99% and a variance off by 2x one time in six); else the Hodges-Lehmann estimate and the
 * exact Mann-Whitney interval (perf/stats/shift.h: distribution-free,
 * robust, exact for 5 + 5 runs). Significant
 * when the interval excludes 0 (and the estimate reaches the 0.2%
 * floor); threshold = the distance from the estimate to the interval's
 * end on the side of 0, so factor >= 1 means the same as elsewhere. Not
 * significant: "no change" when a change of PERF_SIG_RESOLUTION or more
 * is ruled out by Schuirmann's two one-sided tests (TOST, 1987), each at
 * 5%: the same interval at PERF_SIG_EQUIVALENCE (90%) lies within
 * +-PERF_SIG_RESOLUTION; else "too noisy" (a change of that size could
 * hide in it). Why not the 99% interval, as before: equivalence at 0.5%
 * a side is far stricter than the standard test asks, and on this VM's
 * 3-5% a pair it took 9-15 pairs where the 90% interval decides after
 * 6-9 (the runner's "no change" stop is this verdict, stats/
 * sequential.h), while a real 10% change is called "no change" in none
 * of the simulation's 5,400 test cases (a change of exactly 5%: at most
 * 5% a side, by the test's construction). Too few iterations for any interval at that confidence
 * (fewer than 5 a side unpaired, 3 pairs paired): "too few runs", never
 * significant. Why this
 * replaced the spread rule (threshold = the larger (max - min) / min of
 * the two sides): the spread of 2-3 runs underestimated the noise, so
 * the same compiler came out "significantly" different in a quarter of
 * the test cases, and on a loaded machine it overestimated it past a
 * real 10% change.
 *
 * DEFAULT: 0.2% (rustc-perf's DEFAULT_SIGNIFICANCE_THRESHOLD).
 *
 * The factor is |change| / threshold (0 when not finite, as rustc-perf).
 * Thresholds never go below PERF_SIG_FLOOR. */
#ifndef PERF_SIGNIFICANCE_H
#define PERF_SIGNIFICANCE_H

#include <stddef.h>

#include "../stats/noise_prior.h"
#include "report.h"

#define PERF_SIG_DEFAULT_THRESHOLD 0.002
#define PERF_SIG_IQR_MULTIPLIER 3.0
#define PERF_SIG_HISTORY_MAX 30
#define PERF_SIG_HISTORY_MIN 10
#define PERF_SIG_FLOOR 1e-6
/* The interval rule's confidence, and the change an interval must rule
 * out for "no change" rather than "too noisy". */
#define PERF_SIG_CONFIDENCE 0.99
#define PERF_SIG_RESOLUTION 0.05
/* The confidence of the interval that must lie within +-PERF_SIG_RESOLUTION
 * for "no change": two one-sided tests at 5% each. */
#define PERF_SIG_EQUIVALENCE 0.90
/* The noise between two measurement sessions of one artifact (standard
 * deviation of the difference of ln(level)) assumed while the database
 * has too few re-measured bases to estimate it: on the 2-core VM the same
 * compiler's median CPU time moved 20-25% between collections made under
 * other loads (docs/guide.md, "Builds measured apart"), i.e. about 0.10. */
#define PERF_SIG_SESSION_NOISE_DEFAULT 0.10
/* The fewest (artifact, test case) sessions measured twice from which
 * compare estimates the session noise instead of the default. */
#define PERF_SIG_SESSION_NOISE_MIN 5

/* rustc-perf's threshold from `n` history values, newest first. Deltas
 * whose base value is 0 are skipped (0 when both are 0). Returns the
 * threshold, or -1 when fewer than 2 deltas remain. */
double perf_sig_history_threshold(const double *newest_first, size_t n);

/* The significance of relative change `change` (after/before - 1 of the
 * values compare shows), from the history values (newest first) and each
 * side's clean iterations (any array may be empty). `exact`: the metric
 * is a count (perf_metric_exact, perf/metric/metric.h). `paired`: a_iters[i] and
 * b_iters[i] were measured as a pair (na == nb). `prior`: the noise of
 * the comparison's paired test cases (perf_stats_noise_prior over their
 * variances, perf_stats_paired_variance; NULL:
 * none). When the INTERVAL rule gives an interval, *change becomes its
 * estimate. */
perf_significance perf_significance_decide(double *change, const double *history, size_t nhist,
                                           const double *a_iters, size_t na, const double *b_iters,
                                           size_t nb, int exact, int paired,
                                           const perf_noise_prior *prior);

/* The APART rule, for the clean runs of A and B measured in two sessions
 * (another collect, another hour: not side by side, and no session holds
 * both): the machine's level between the sessions is part of the
 * difference, so the exact Mann-Whitney interval (as INTERVAL unpaired)
 * is widened on ln(x), each half to sqrt(half^2 + (z * session_noise)^2),
 * z the normal 99% quantile. session_noise: the standard deviation of the
 * difference of ln(level) between two sessions of one artifact, from the
 * database's re-measured bases (compare.c); <= 0: none known, and
 * PERF_SIG_SESSION_NOISE_DEFAULT is used. apart_minutes: how far apart
 * (NAN: unknown), carried for display. Verdicts as INTERVAL; too few runs
 * (or a value <= 0): "too few runs". */
/* How the row's runs were measured, for people: "side by side" (paired;
 * "(A measured again)" or "(B measured again)" when the pair is a session
 * in which that side was measured again, perf_compare_row.remeasured),
 * "measured apart (N min)" (APART; without the minutes when unknown), or
 * "-" (no runs compared side by side or apart: history, exact, imported
 * runs without times). Into buf (n bytes, 48 are enough). */
void perf_sig_session_text(const perf_significance *s, int remeasured, char *buf, size_t n);

perf_significance perf_significance_apart(double *change, const double *a, size_t na,
                                          const double *b, size_t nb, double session_noise,
                                          double apart_minutes);

#endif
