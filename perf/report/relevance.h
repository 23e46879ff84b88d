/* relevance.h — how much a change matters, as rustc-perf decides it
 * (site/src/comparison.rs: TestResultComparison::magnitude, is_relevant,
 * ArtifactComparisonSummary, Direction, deserves_attention_icount),
 * computed on the project's own significance (significance.h), whose
 * threshold and factor mean what rustc-perf's do.
 *
 * Magnitude of a change c = |change| with threshold t: the mean (rounded
 * down) of two grades from 1 (very small) to 5 (very large),
 *   over the threshold: c < 1.5t: 1, < 3t: 2, < 6t: 3, < 12t: 4, else 5;
 *   absolute, in percent (divided by 2 for a metric that is typically
 *   noisy: every metric but the instruction counts and the self-profile's
 *   counts, perf_metric_noisy of perf/metric/): < 0.2: 1, < 1: 2,
 *   < 2: 3, < 5: 4, else 5;
 * and very small whatever the threshold when c < 0.0001 (0.01%).
 * Relevant: significant and at least small. rustc-perf's summary, the
 * direction and the triage rule count relevant changes only.
 *
 * Direction of a set of relevant changes: none (empty), improvement or
 * regression (one kind only); with both: mixed when both have a change of
 * medium or more; when only the improvements do, mixed from 15% of
 * regressions (else improvement); when only the regressions do, mixed
 * below 85% of regressions (else regression); when neither, mixed for a
 * share of regressions in [10%, 90%], else the majority's direction.
 * Primary's and secondary's join: none is neutral, unequal give mixed.
 *
 * Deserves attention (what the triage report lists): for a metric that is
 * not typically noisy, rustc-perf's deserves_attention_icount: the largest primary
 * change is medium or more, or the largest secondary one large or more,
 * or 3 x (primary relevant changes) + (secondary ones) >= 9; for every
 * other metric: any relevant change (rustc-perf: the largest change,
 * primary's else secondary's, is small or more). The largest change of a
 * set is its relevant change of largest size (a positive one on a tie). */
#ifndef PERF_RELEVANCE_H
#define PERF_RELEVANCE_H

#include <stddef.h>

#include "report.h"

/* "very small", "small", "medium", "large", "very large". */
const char *perf_magnitude_name(perf_magnitude m);

/* "none", "improvement", "regression", "mixed". */
const char *perf_direction_name(perf_direction d);

/* The magnitude of relative change `change` (a fraction) with
 * significance threshold `threshold` (a fraction; INFINITY when there is
 * none). */
perf_magnitude perf_magnitude_of(double change, double threshold, int noisy);

/* Sets magnitude and relevant of rows[0..n), compared on `metric`. */
void perf_relevance_mark(perf_compare_row *rows, size_t n, const char *metric);

/* The relevance summary of rows[0..n) (marked): primary and secondary,
 * their direction, the triage rule, the groups. Names in the groups point
 * into the rows (or are static). */
perf_relevance perf_relevance_summarize(const perf_compare_row *rows, size_t n, const char *metric);

#endif
