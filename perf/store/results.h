/* results.h — one job's results, gathered in memory by the collector and
 * written by perf_queue_complete in one transaction.
 *
 * Samples: every iteration's value of every metric, per scenario (the
 * self-profiled iteration is iteration 0 with self_profiled = 1; clean
 * iterations are 1..N). Self-profiles: the summary of the profile files
 * (libselfprof, the same as `selfprof summarize` of those files: rows label
 * for label, artifact sizes, counter and unit, total time, event count)
 * and the raw files, zstd-compressed in memory, so the caller may delete
 * the files right after perf_results_add_self_profile.
 */
#ifndef PERF_RESULTS_H
#define PERF_RESULTS_H

#include <stddef.h>

typedef struct perf_results perf_results;

/* An empty result set, or NULL when out of memory. */
perf_results *perf_results_new(void);

/* Adds one sample. metric: "wall-time", "cpu-time", "max-rss",
 * "instructions:u", "size:NAME", ...; unit: its unit ("s", "KiB",
 * "instructions", "bytes"). A second value for the same scenario, metric
 * and iteration replaces the first. Returns 0, or -1 when out of memory or
 * an argument is invalid (NULL or empty names, negative iteration). */
int perf_results_add_sample(perf_results *r, const char *scenario, const char *metric,
                            const char *unit, int iteration, int self_profiled, double value);

/* Summarizes the profile files `paths[0..n)` of `scenario` (merged, like
 * `selfprof summarize` of them) and reads and compresses each file. One
 * self-profile per scenario: a second call for a scenario replaces the
 * first. Returns 0, or -1 with err set ("PATH: what is wrong"). */
int perf_results_add_self_profile(perf_results *r, const char *scenario,
                                  const char *const *paths, size_t n, char *err, size_t errlen);

/* Frees everything. NULL is ignored. */
void perf_results_free(perf_results *r);

#endif
