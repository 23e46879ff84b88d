/* self_profile_store.h — storing one test case's self-profile.
 *
 * What is stored is the aggregated report, computed here with libselfprof
 * (the same summary as `selfprof summarize` of the same files: every
 * label's figures in one query_block with the further self-profiled runs'
 * self times (block/query_block.h), artifact sizes by label, the counter and its unit,
 * total time and event count), plus each raw file compressed with zstd, so
 * a detailed comparison reads rows and never re-analyses a profile.
 *
 * Two ways in: perf_store_self_profile (import: files on disk, a
 * transaction of its own) and perf_store_self_profile_rows (the collector:
 * a summary and compressed files held in memory by perf_results, written
 * inside perf_queue_complete's one transaction). Both run the same code. */
#ifndef PERF_SELF_PROFILE_STORE_H
#define PERF_SELF_PROFILE_STORE_H

#include <selfprof/summary.h>
#include <stddef.h>
#include <stdint.h>

#include "../db/db.h"

typedef struct perf_test_case {
    int64_t artifact_id;
    const char *benchmark; /* created (category primary) in the same transaction when new */
    const char *language;  /* rust | c: the new benchmark's language */
    const char *profile;   /* check | debug | opt */
    const char *scenario;  /* full | incr-full | incr-unchanged | incr-patched: NAME */
} perf_test_case;

/* One raw profile file, zstd-compressed in memory. */
typedef struct perf_raw_file {
    char *name;      /* the file's base name */
    size_t raw_size; /* its size before compression */
    void *zstd;      /* the compressed bytes */
    size_t zstd_len;
} perf_raw_file;

/* The merged summary of the profile files `paths[0..n)` (as `selfprof
 * summarize` merges several files), or NULL with err ("PATH: what is
 * wrong"). selfprof_summary_free it. With `untracked` (may be NULL), also
 * the time inside the threads' spans covered by no interval event, summed
 * over the files (`selfprof coverage`'s untracked figure). */
selfprof_summary *perf_summarize_files(const char *const *paths, size_t n, uint64_t *untracked,
                                       char *err, size_t errlen);

/* Reads the file at `path` and compresses it into *out (perf_raw_file_clear
 * it). 0, or -1 with err naming the file. */
int perf_raw_file_load(const char *path, perf_raw_file *out, char *err, size_t errlen);

/* Frees what `f` owns and zeroes it; NULL is ignored. */
void perf_raw_file_clear(perf_raw_file *f);

/* Summarizes the profiles `paths[0..n)` (merged, as summarize merges
 * several files) and stores the summary and the zstd-compressed files for
 * test case `tc`, in ONE transaction of its own (noting the artifact in
 * the change log, change_log.h): on any error nothing is written. A test case that already has a self-profile is refused (1 with
 * a message), so a result is never silently replaced. Returns 0, 1 or -1;
 * err names the file or the database. */
int perf_store_self_profile(perf_db *db, const perf_test_case *tc, const char *const *paths,
                            size_t n, char *err, size_t errlen);

/* Adds every label of the summaries `sums[0..n)` that the label table lacks,
 * inside the caller's transaction, in one global order (sorted by name): on
 * PostgreSQL two writers adding overlapping new labels then wait for one
 * another instead of deadlocking. Call it once per transaction, for all the
 * summaries the transaction stores, before perf_store_self_profile_rows.
 * 0 or -1 (err). */
int perf_store_ensure_labels(perf_db *db, const selfprof_summary *const *sums, size_t n, char *err,
                             size_t errlen);

/* Stores summary `s`, its untracked time (`untracked`, or -1 when not
 * known: stored as NULL) and the files `files[0..n)` as the self-profile of
 * artifact x benchmark x profile x scenario, inside the caller's open
 * transaction (it neither begins, commits nor rolls back). Returns 0, 1
 * when that test case has a self-profile already (nothing written, err
 * says so), or -1 (err; the caller rolls back). */
int perf_store_self_profile_rows(perf_db *db, int64_t artifact_id, int64_t benchmark_id,
                                 const char *profile, const char *scenario,
                                 const selfprof_summary *s, int64_t untracked,
                                 const perf_raw_file *files, size_t n, char *err, size_t errlen);

/* A further self-profiled run of a test case: its iteration (1, 2, ...)
 * and summary. */
typedef struct perf_further_run {
    int iteration;
    const selfprof_summary *summary;
} perf_further_run;

/* perf_store_self_profile_rows with the further self-profiled runs
 * `runs[0..nruns)` of the same test case, whose self times go into the
 * same block (the first run's labels and theirs; iterations from 1 to
 * PERF_QB_MAX_RUNS, the others left out as the detail left them; the
 * block's run count is the largest iteration that has a label). Added
 * with migration 8: the block is written once, with every run. */
int perf_store_self_profile_runs(perf_db *db, int64_t artifact_id, int64_t benchmark_id,
                                 const char *profile, const char *scenario,
                                 const selfprof_summary *s, int64_t untracked,
                                 const perf_further_run *runs, size_t nruns,
                                 const perf_raw_file *files, size_t n, char *err, size_t errlen);

#endif
