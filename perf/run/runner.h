/* runner.h — running one claimed job: one compiler build, one benchmark,
 * one profile, all its scenarios in order, every iteration measured.
 *
 * Dependencies are built first and not measured; only the leaf crate (or
 * the C program's compilations) is, through RUSTC_WRAPPER or an
 * equivalent. Per scenario: `iterations` clean iterations (1..N) give wall
 * time, user+sys CPU time, max RSS and, where the machine has hardware
 * counters, instructions:u (absent otherwise, never 0), plus artifact
 * sizes; one extra iteration (0) runs with self-profiling (rustc
 * -Zself-profile, gcc through our plugin, clang -ftime-trace through our
 * importer) and gives the self-profile and the self-profiling overhead.
 * Runs in a controlled environment: ASLR off with `setarch -R` where
 * allowed, LC_ALL=C, fixed version/hash environment. */
#ifndef PERF_RUNNER_H
#define PERF_RUNNER_H

#include <stddef.h>

#include "../queue/queue.h"
#include "../store/results.h"
#include "../suite/suite.h"

typedef struct perf_run_options {
    const char *work_dir; /* scratch directory of one job at a time: the job works in
                               WORK/job, the same path for every job so that builds are
                               comparable (created, removed after;
                               $SELFPROF_PERF_KEEP_WORK=1 keeps it) */
    int timeout_seconds;  /* per compiler (or cargo) invocation; a hang is killed with its
                               process group and fails the job; 0: no limit */
    /* Called before each iteration (may be NULL): the name of the
     * artifact built (a pair's two sides alternate), scenario, iteration
     * (0 = a self-profiled one, -1 the warm-up, above iterations the
     * cachegrind run), iterations, and the fraction of the job done. */
    void (*progress)(void *ctx, const char *artifact, const char *scenario, int iteration,
                     int iterations, double fraction_done);
    void *progress_ctx;
    /* Added after the first contract; NULL: found as run_find.c says
     * ($SELFPROF_PERF_RUSTC_WRAPPER, $SELFPROF_GCC_PLUGIN, $SELFPROF, then
     * next to this program). */
    const char *rustc_wrapper; /* selfprof-perf-rustc, cargo's RUSTC_WRAPPER */
    const char *gcc_plugin;    /* selfprof.so for the artifact's gcc */
    const char *selfprof;      /* selfprof, to import clang's -ftime-trace */
} perf_run_options;

/* perf_run_job's and perf_run_pair's return for a failure that a retry
 * cannot mend: the job does not fit the benchmark, the compiler does not
 * exist, the config names a file the sources lack, a patch does not
 * apply, a crate that no source provides (perf_queue_fail_final). */
#define PERF_RUN_FINAL (-2)

/* Their return when some of the job's scenarios failed and others are
 * complete: `results` holds the complete scenarios only (a scenario that
 * failed in any iteration has nothing there), err the first failure;
 * the caller stores them and fails the job with err, at once when
 * _FINAL (e.g. a patch that does not apply). A failure stops its
 * scenario and those built on it (after incr-full every incremental one,
 * after a patch the later patches), not the job. */
#define PERF_RUN_PARTIAL 1
#define PERF_RUN_PARTIAL_FINAL 2

/* Runs `job` on benchmark `bench` (its profile and scenarios come from the
 * job) and adds every sample and each scenario's self-profile to
 * `results`. Returns 0, or -1 (PERF_RUN_FINAL: no retry can succeed) with
 * err: what failed and the compiler's stderr tail (at most
 * PERF_QUEUE_ERROR_MAX bytes), or PERF_RUN_PARTIAL(_FINAL). Results added
 * before a failure of the job stay in `results`; the caller decides
 * whether to store them. */
int perf_run_job(const perf_job *job, const perf_bench *bench, const perf_run_options *opt,
                 perf_results *results, char *err, size_t errlen);

/* Runs `job` and `partner`, two artifacts' jobs of one benchmark and
 * profile, side by side in one work directory: both are prepared, then
 * each iteration runs once for each, in the order A B, B A, A B, ...
 * (iteration 0, the self-profiled one, too), so that a change of the
 * machine's load during the jobs hits both alike. Unless either job asks
 * for fixed iterations (perf_job.fixed_iterations), a scenario's clean
 * iterations stop at the first planned look at which its pairs have
 * decided (stats/sequential.h; run_stop.c), on both sides alike. A job
 * with measure_only set runs its clean iterations only. `results` gets job's
 * samples, `partner_results` the partner's; each sample's measured_at
 * keeps the order. Returns 0, or -1 or PERF_RUN_FINAL with err (a failure
 * of either fails both; what was added before stays), or
 * PERF_RUN_PARTIAL(_FINAL): a scenario that failed on either side is
 * removed from both results. */
int perf_run_pair(const perf_job *job, const perf_job *partner, const perf_bench *bench,
                  const perf_run_options *opt, perf_results *results, perf_results *partner_results,
                  char *err, size_t errlen);

#endif
