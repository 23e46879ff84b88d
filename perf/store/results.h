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

#include "self_profile_store.h"

typedef struct perf_results perf_results;

/* An empty result set, or NULL when out of memory. */
perf_results *perf_results_new(void);

/* Adds one sample. metric: a name of perf/metric/metric.h's table
 * (PERF_METRIC_WALL_TIME, a size:NAME, ...); unit: its unit there
 * (perf_metric_unit). A second value for the same scenario, metric
 * and iteration replaces the first. The time of the call is kept as the
 * sample's measured_at (the runner adds a run's samples right after it).
 * Returns 0, or -1 when out of memory or
 * an argument is invalid (NULL or empty names, negative iteration). */
int perf_results_add_sample(perf_results *r, const char *scenario, const char *metric,
                            const char *unit, int iteration, int self_profiled, double value);

/* Summarizes the profile files `paths[0..n)` of `scenario` (merged, like
 * `selfprof summarize` of them) and reads and compresses each file. One
 * self-profile per scenario: a second call for a scenario replaces the
 * first. Returns 0, or -1 with err set ("PATH: what is wrong"). */
int perf_results_add_self_profile(perf_results *r, const char *scenario, const char *const *paths,
                                  size_t n, char *err, size_t errlen);

/* A further self-profiled iteration of `scenario` (iteration 1, 2, ...;
 * the first one is perf_results_add_self_profile's): only its summary is
 * kept (no raw files), for each query's self time in its self-profile's
 * query_block. A second call for the same scenario and iteration replaces the first. Returns 0,
 * or -1 with err. Added with migration 2. */
int perf_results_add_repeat_profile(perf_results *r, const char *scenario, int iteration,
                                    const char *const *paths, size_t n, char *err, size_t errlen);

/* Reading the results back (perf_queue_complete writes them; tests check
 * them). Added after the first contract, which only had the add side; the
 * add side is unchanged. Pointers stay valid until the next add or free. */
typedef struct perf_sample {
    char *scenario, *metric, *unit;
    int iteration;     /* 0 = the self-profiled one */
    int self_profiled; /* 0 | 1 */
    double value;
    double measured_at; /* when it was added (Unix seconds, CLOCK_REALTIME): the
                           runs' order, which the collector adds right after each */
} perf_sample;

typedef struct perf_scenario_profile {
    char *scenario;
    selfprof_summary *summary; /* merged over the files */
    uint64_t untracked;        /* time in no interval event, summed over the files */
    perf_raw_file *files;      /* compressed at add time */
    size_t file_count;
} perf_scenario_profile;

/* The samples in the order added (a replaced one keeps its place). */
size_t perf_results_sample_count(const perf_results *r);
const perf_sample *perf_results_samples(const perf_results *r);

/* The self-profiles, one per scenario, in the order added. */
size_t perf_results_profile_count(const perf_results *r);
const perf_scenario_profile *perf_results_profiles(const perf_results *r);

typedef struct perf_repeat_profile {
    char *scenario;
    int iteration;             /* 1, 2, ... */
    selfprof_summary *summary; /* merged over the files */
} perf_repeat_profile;

/* The further self-profiled iterations, in the order added. */
size_t perf_results_repeat_count(const perf_results *r);
const perf_repeat_profile *perf_results_repeats(const perf_results *r);

/* 1 if scenario `s` has any sample or a self-profile, else 0. */
int perf_results_has_scenario(const perf_results *r, const char *s);

/* Removes every sample, self-profile and further self-profile of
 * scenario `s` (a scenario that failed part-way is not stored). */
void perf_results_drop_scenario(perf_results *r, const char *s);

/* Frees everything. NULL is ignored. */
void perf_results_free(perf_results *r);

#endif
