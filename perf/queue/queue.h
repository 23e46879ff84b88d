/* queue.h — the job queue: requests become jobs (one per artifact x
 * benchmark x profile, all its scenarios in order); collectors claim them
 * under a lease that their heartbeat renews, and write a job's results in
 * one transaction.
 *
 * The same semantics on both engines: PostgreSQL claims with SELECT ... FOR
 * UPDATE SKIP LOCKED, so many collectors on many machines never block one
 * another; SQLite claims under BEGIN IMMEDIATE (one machine). A job whose
 * lease expired (its collector died or hangs) is claimable again; after
 * PERF_QUEUE_MAX_TRIES failures it is 'failed' with the last error, or at
 * once when the failure is final (perf_queue_fail_final).
 */
#ifndef PERF_QUEUE_H
#define PERF_QUEUE_H

#include <stddef.h>
#include <stdint.h>

#include "../catalog/catalog.h" /* perf_artifact, which a job carries */
#include "../db/db.h"

struct perf_results;

#define PERF_QUEUE_MAX_TRIES 3
/* Clean iterations per scenario unless queue --iterations says. 5 is the
 * fewest with which two samples can exclude "no change" at 99%
 * (perf_stats_min_samples(0.99)). On the 2-core development VM a build of
 * 25-250 ms varies by 8-12% from run to run (pinned to one CPU or not):
 * one calibration's pairs, cut to their first n, found a 10% slowdown in
 * 13 of 18 test cases at n = 8, 14 at 10 and 12, and 17 at 15
 * (docs/guide.md 15.11). Since the later builds of a scenario replay the
 * leaf without cargo (run/replay.h), 15 pairs cost less than 10 did
 * through cargo. */
#define PERF_QUEUE_DEFAULT_ITERATIONS 15
/* Self-profiled iterations per scenario unless queue --self-profiles
 * says: enough for the detailed view to estimate each query's noise. */
#define PERF_QUEUE_DEFAULT_SELF_PROFILES 3

/* A claimed job: everything a collector needs to run it. */
typedef struct perf_job {
    int64_t id;
    int64_t request_id;
    perf_artifact artifact;
    int64_t benchmark_id;
    char *benchmark; /* the benchmark's name (its directory in the suite) */
    char *suite;     /* the suite directory (absolute) */
    char *profile;   /* "check" | "debug" | "opt" */
    char *
        *scenarios; /* in run order: "full", "incr-full", "incr-unchanged", "incr-patched: NAME" */
    size_t scenario_count;
    int iterations; /* clean iterations; the self-profiled one comes on top */
    int tries;      /* including this one */
    int64_t lease_until;
    /* Added with migration 2: */
    char *metrics;            /* extra metrics asked for ("instructions"), or NULL */
    int self_profiles;        /* self-profiled iterations per scenario (>= 1) */
    struct perf_job *partner; /* claimed with this job to run side by side
                                 (perf_run_pair), or NULL; owned */
    /* Added with migration 10 (measurement sessions): */
    int64_t beside_id; /* nonzero: this job is no job row but the base
                          artifact measured again beside artifact beside_id's
                          job (its partner); its results go to
                          session_sample (perf_queue_complete), id is 0 */
    int measure_only;  /* clean iterations only: no self-profiled runs, no
                          extra metrics (a re-measured base: its
                          self-profiles exist already) */
    /* Added with migration 11: */
    int fixed_iterations; /* queue --fixed-iterations: every clean iteration runs;
                             0: a pair stops a scenario's once decided
                             (stats/sequential.h) */
} perf_job;

/* Frees what a perf_job owns (not the struct; its partner too) and zeroes it. */
void perf_job_clear(perf_job *job);

/* What a job measures beyond its iterations (added with migration 2). */
typedef struct perf_job_options {
    const char *metrics;  /* comma-separated extra metrics ("instructions"), or NULL */
    int self_profiles;    /* self-profiled iterations per scenario; 0: 1 */
    int fixed_iterations; /* 1: no sequential stopping (migration 11) */
} perf_job_options;

/* Creating work (the `queue` verb); added to the first contract.
 *
 * perf_queue_request_create: a request to measure `artifact_id` (base_id 0:
 * none) on the suite in `suite` with `iterations` clean iterations; *id is
 * its id. perf_queue_benchmark: the id of benchmark `name`, inserted or
 * updated to the language, category and suite it was last seen with.
 * perf_queue_add_job: the job artifact x benchmark x profile with its
 * scenarios in run order (none may contain ','). Returns 0 (queued), 1 (a
 * job for it is queued or running already, or every scenario is measured:
 * nothing changed) or 2 (an earlier job for it was done or failed and is
 * queued again, tries reset, for the scenarios not measured yet); < 0 on
 * error. `opt` (NULL: the defaults): the extra metrics of queue --metrics
 * and the number of self-profiled iterations. Each runs in the caller's
 * transaction, if any.
 *
 * perf_queue_pair_jobs: links the queued jobs of artifacts `a` and `b` on
 * benchmark x profile (when both are queued, unclaimed, with the same
 * scenarios and iterations), so that a collector claims them together and
 * interleaves their iterations. Returns 1 (linked), 0 (not: one of them
 * is measured, running or different), < 0 on error. */
int perf_queue_request_create(perf_db *db, int64_t artifact_id, int64_t base_id, const char *suite,
                              int iterations, int64_t *id, char *err, size_t errlen);
int64_t perf_queue_benchmark(perf_db *db, const char *name, const char *language,
                             const char *category, const char *suite, char *err, size_t errlen);
int perf_queue_add_job(perf_db *db, int64_t request_id, int64_t artifact_id, int64_t benchmark_id,
                       const char *profile, const char *const *scenarios, size_t n, int iterations,
                       const perf_job_options *opt, char *err, size_t errlen);
int perf_queue_pair_jobs(perf_db *db, int64_t a, int64_t b, int64_t benchmark_id,
                         const char *profile, char *err, size_t errlen);

/* Marks the queued job of artifact `b` on benchmark x profile (unclaimed,
 * not paired) to measure base `a` again beside it: the collector that
 * claims it runs a's clean iterations interleaved with b's, as a pair
 * (perf_job.beside_id), and stores them as a's runs beside b
 * (session_sample), so that the comparison of a and b never sets runs of
 * two measurement sessions side by side. For a base that has results from
 * another session (or has a job running now). Returns 1 (marked), 0 (b's
 * job is not queued or is paired already), < 0 on error. */
int perf_queue_remeasure_beside(perf_db *db, int64_t a, int64_t b, int64_t benchmark_id,
                                const char *profile, char *err, size_t errlen);

/* 1 when test case artifact x benchmark x profile x scenario has samples
 * stored (it was measured), 0 if not, < 0 on error. */
int perf_queue_measured(perf_db *db, int64_t artifact_id, int64_t benchmark_id, const char *profile,
                        const char *scenario, char *err, size_t errlen);

/* The number of jobs still to do: queued, or running (a running job's
 * lease may expire and the job come back). `collect --until-empty` stops
 * when it is 0. < 0 on error. */
int64_t perf_queue_open_jobs(perf_db *db, char *err, size_t errlen);

/* Records (or refreshes) collector `name` with this host, pid, start time,
 * a heartbeat of now and its lease (seconds: status marks a collector
 * silent for longer "past its lease"), running (stopped_at NULL).
 * Returns 0 or a negative status. */
int perf_collector_register(perf_db *db, const char *name, int lease_seconds, char *err,
                            size_t errlen);

/* Marks collector `name` as exited now (status says "gone" at once
 * instead of "idle" until its heartbeat is old), when this process is
 * the one registered under the name; it holds no job after. Returns 0 or
 * a negative status. */
int perf_collector_stopped(perf_db *db, const char *name, char *err, size_t errlen);

/* A collector holding a job (perf_collector_holder). */
typedef struct perf_collector_hold {
    char host[256]; /* the host it registered from; "" when unknown */
    int64_t pid;    /* its process on that host */
    int64_t job_id; /* the job it holds */
} perf_collector_hold;

/* Whether collector `name` holds a job under a valid lease: its job is
 * 'running', held by that name, and its lease has not expired. 1 with
 * *out filled, 0 when it holds none (*out zeroed), or a negative status.
 * Whether that collector is alive (its pid) is the caller's to decide. */
int perf_collector_holder(perf_db *db, const char *name, perf_collector_hold *out, char *err,
                          size_t errlen);

/* Claims the oldest claimable job for `collector`: a queued one, or a
 * running one whose lease expired. In one transaction it sets state
 * 'running', collector, lease_until = now + lease_seconds, started_at and
 * tries + 1. Jobs whose test cases all have results already are marked done
 * and skipped. A running job whose lease expired after its last allowed try
 * (its collector died or hung PERF_QUEUE_MAX_TRIES times) becomes 'failed'
 * with an error naming the last collector. job.tries counts claims; it
 * also tells one claim from the next, so fail, complete and release act
 * only for the claim they were given. A job linked to another
 * (perf_queue_pair_jobs) that is queued too is claimed with it, as
 * out->partner, in the same transaction; the collector then heartbeats,
 * completes, fails or releases each of the two. A job marked to measure
 * its base again (perf_queue_remeasure_beside) gets the base as an
 * in-memory partner (beside_id set, id 0): heartbeat, fail and release do
 * nothing for it, complete stores its runs as session samples.
 * Returns 1 with *out filled (perf_job_clear it), 0 when
 * nothing is claimable, or a negative status. */
int perf_queue_claim(perf_db *db, const char *collector, int lease_seconds, perf_job *out,
                     char *err, size_t errlen);

/* Renews the lease of `job_id` to now + lease_seconds and the collector's
 * last_heartbeat. Returns 0 (renewed), 1 (lease lost: another collector
 * holds the job now, or it is no longer running; stop and discard), or a
 * negative status. Safe to call from another thread with its own perf_db. */
int perf_queue_heartbeat(perf_db *db, const char *collector, int64_t job_id, int lease_seconds,
                         char *err, size_t errlen);

/* Records a failure of `job` (message: what failed and the compiler's
 * stderr tail, cut to its last PERF_QUEUE_ERROR_MAX bytes). The job goes
 * back to 'queued', or to 'failed' after PERF_QUEUE_MAX_TRIES tries.
 * Returns 0, 1 when `collector` no longer holds the job (nothing changed),
 * or a negative status. */
#define PERF_QUEUE_ERROR_MAX 8192
int perf_queue_fail(perf_db *db, const perf_job *job, const char *collector, const char *message,
                    char *err, size_t errlen);

/* perf_queue_fail for a failure that no retry can mend (a broken config,
 * a crate no source provides, a compiler that does not exist): the job is
 * 'failed' at once, whatever its tries. Same returns. */
int perf_queue_fail_final(perf_db *db, const perf_job *job, const char *collector,
                          const char *message, char *err, size_t errlen);

/* Writes `results` (samples, self-profiles with their rows, artifact sizes
 * and raw files) and marks `job` done, in ONE transaction, only if
 * `collector` still holds the job; results that are not empty note the
 * job's artifact in the change log (store/change_log.h). Returns 0 (stored), 1 (lease lost:
 * rolled back, nothing stored), or a negative status (rolled back: the
 * kind of the database failure, perf_db_status: PERF_DB_FULL,
 * PERF_DB_BUSY, PERF_DB_CONNECT, PERF_DB_UNIQUE or PERF_DB_REFUSED (the
 * results' own fault, perf_db_data_refused; also results for a scenario
 * the job does not have), or PERF_DB_ERROR). A collector killed at any
 * moment leaves nothing
 * half-written. A test case of the job that has samples stored already
 * keeps them (its new samples are not written), and one with a
 * self-profile keeps that: results are never replaced. The job's error
 * (its last failed try, if any) stays, as its history. For a re-measured
 * base (job->beside_id set) the clean runs are written to session_sample
 * as the base's runs beside that artifact, replacing an earlier session
 * of the same pair (test case by test case), with `collector`; its
 * self-profiled runs and self-profiles are not stored (the base has
 * its own). */
int perf_queue_complete(perf_db *db, const perf_job *job, const char *collector,
                        const struct perf_results *results, char *err, size_t errlen);

/* perf_queue_complete without marking the job done: the results of a job
 * of which some scenarios failed, stored before the job is failed
 * (perf_queue_fail or _final) with the failing scenario's message. A
 * retry stores nothing twice (results are never replaced). Same returns. */
int perf_queue_store(perf_db *db, const perf_job *job, const char *collector,
                     const struct perf_results *results, char *err, size_t errlen);

/* Releases `job` back to 'queued' without counting a failure (a collector
 * stopping cleanly, e.g. on SIGINT): tries goes back down by one. Returns
 * 0, 1 (not held) or < 0. */
int perf_queue_release(perf_db *db, const perf_job *job, const char *collector, char *err,
                       size_t errlen);

/* Gives back at once every job that collector `name` holds, as
 * perf_queue_release does (not counted as a try): for a collector known
 * to be dead (its process is gone), so that its jobs need not wait for
 * their leases to expire. Returns 0 or a negative status. */
int perf_queue_release_collector(perf_db *db, const char *name, char *err, size_t errlen);

#endif
