/* significance.h — is a change between two artifacts more than noise?
 *
 * Two rules, and a default (docs/guide.md part 15 explains them):
 *
 * HISTORY, rustc-perf's rule (site/src/comparison.rs, HistoricalData): the
 * test case's values on up to PERF_SIG_HISTORY_MAX previous artifacts,
 * newest first, x0, x1, ...; the relative deltas |x_i - x_{i+1}| / x_i,
 * sorted; their quartiles Q1 and Q3 (rustc-perf's own halves, reproduced
 * exactly); threshold = Q3 + 3 * (Q3 - Q1). Used when at least
 * PERF_SIG_HISTORY_MIN previous values exist (rustc-perf demands all 30
 * and otherwise falls back to the default).
 *
 * SAMPLES, ours, when the history is shorter: each side's relative spread
 * over its clean iterations, (max - min) / min, needs >= 2 iterations;
 * threshold = max(0.2%, spread of A, spread of B): a change smaller than
 * the noise within one artifact's own runs is not a change.
 *
 * DEFAULT: 0.2% (rustc-perf's DEFAULT_SIGNIFICANCE_THRESHOLD).
 *
 * A change is significant when |change| >= threshold; the factor is
 * |change| / threshold (0 when not finite, as rustc-perf). Thresholds never
 * go below PERF_SIG_FLOOR: a history without any noise would otherwise make
 * a change of one instruction infinitely significant. */
#ifndef PERF_SIGNIFICANCE_H
#define PERF_SIGNIFICANCE_H

#include <stddef.h>

#include "report.h"

#define PERF_SIG_DEFAULT_THRESHOLD 0.002
#define PERF_SIG_IQR_MULTIPLIER 3.0
#define PERF_SIG_HISTORY_MAX 30
#define PERF_SIG_HISTORY_MIN 10
#define PERF_SIG_FLOOR 1e-6

/* rustc-perf's threshold from `n` history values, newest first. Deltas
 * whose base value is 0 are skipped (0 when both are 0). Returns the
 * threshold, or -1 when fewer than 2 deltas remain. */
double perf_sig_history_threshold(const double *newest_first, size_t n);

/* (max - min) / min of v[0..n); -1 when n < 2 or min <= 0. */
double perf_sig_spread(const double *v, size_t n);

/* The significance of relative change `change`, from the history values
 * (newest first) and each side's clean iterations; any array may be
 * empty. */
perf_significance perf_significance_decide(double change, const double *history, size_t nhist,
                                           const double *a_iters, size_t na,
                                           const double *b_iters, size_t nb);

#endif
