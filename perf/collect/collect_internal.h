/* collect_internal.h — what the collector's files share (the .c files of
 * perf/collect): the stop signal, the job process's exit statuses, the
 * queue's calls run on a connection that waits out a lost or locked
 * database, and the job's lines. */
#ifndef PERF_COLLECT_INTERNAL_H
#define PERF_COLLECT_INTERNAL_H

#include <signal.h>
#include <stddef.h>

#include "../queue/queue.h"
#include "../suite/suite.h"
#include "collect.h"

/* The signal that stops the collector (SIGINT, SIGTERM), or 0. */
extern volatile sig_atomic_t perf_collect_stop_signal;

/* The job process's exit statuses: its results stored; its failure
 * recorded; the job no longer ours; or neither the results nor the
 * failure could be stored (a full disk past the patience, another
 * database error), so the collector gives the job back, no try counted:
 * the database's fault is not the job's. */
enum {
    PERF_COLLECT_CHILD_STORED = 0,
    PERF_COLLECT_CHILD_FAILED = 3,
    PERF_COLLECT_CHILD_LOST = 4,
    PERF_COLLECT_CHILD_GIVE_BACK = 5
};

/* One database operation: its result (>= 0) or a negative status. */
typedef int (*perf_collect_db_op)(perf_db *db, void *ctx, char *err, size_t errlen);

/* Runs `op` on the retrying connection until it is done: a transient
 * fault (the connection lost, the database locked by another writer, a
 * deadlock or serialization failure: the operation's transaction rolled
 * back) waits with backoff and runs it again, so measured results and
 * failures wait for the database instead of being lost. Returns op's
 * result, a negative status for a real error, or PERF_DB_CONNECT when a
 * stop signal ended the wait. */
int perf_collect_with_db(perf_db_retry *conn, perf_collect_db_op op, void *ctx, char *err,
                         size_t errlen);

/* The queue's calls for a job and its partner (a pair is claimed, kept,
 * failed and given back together), each run through perf_collect_with_db.
 * Their returns are the queue's (queue.h): 0, 1 when the job is no longer
 * held, or a negative status.
 *
 * perf_collect_fail_jobs: perf_queue_fail (or, `final`,
 * perf_queue_fail_final: no retry) for both: their iterations were one
 * sequence. perf_collect_release_jobs: perf_queue_release for both.
 * perf_collect_complete: perf_queue_complete of one job.
 * perf_collect_store_jobs: perf_queue_store of a job's complete scenarios
 * (the job's `res` and its partner's `res2`, each in its own transaction).
 * perf_collect_heartbeat_jobs: perf_queue_heartbeat for both, once, on
 * `db` (the caller waits out a fault itself, so that the job goes on):
 * 1 when either lease was lost (the pair stops). */
int perf_collect_fail_jobs(perf_db_retry *conn, const perf_job *job, const char *who,
                           const char *msg, int final, char *err, size_t errlen);
int perf_collect_release_jobs(perf_db_retry *conn, const perf_job *job, const char *who, char *err,
                              size_t errlen);
int perf_collect_complete(perf_db_retry *conn, const perf_job *job, const char *who,
                          const struct perf_results *res, char *err, size_t errlen);
int perf_collect_store_jobs(perf_db_retry *conn, const perf_job *job, const char *who,
                            const struct perf_results *res, const struct perf_results *res2,
                            char *err, size_t errlen);
int perf_collect_heartbeat_jobs(perf_db *db, const perf_job *job, const char *who, int lease,
                                char *err, size_t errlen);

/* "job #3 serde check" (or "jobs #3+#4 a+b serde check" for a pair), for
 * messages. */
void perf_collect_job_title(const perf_job *job, char *buf, size_t n);

/* Prints "TITLE: failed (try N of M): ERR" or, final, "TITLE: failed, not
 * to be retried: ERR", the error's first line. */
void perf_collect_print_failure(const char *title, const perf_job *job, int final, const char *err);

/* Runs claimed `job` (with `bench`, its benchmark) to its end in a
 * process of its own (job_process.c), heartbeating its lease and
 * watching for a stop signal; gives the job back when its process could
 * not store its outcome. Returns 0 to go on, 1 to stop (a signal: the
 * job was released), -1 when its process cannot be started (printed). */
int perf_collect_run_job(perf_collector *col, const perf_job *job, const perf_bench *bench);

/* The job's process: runs `job` and stores its outcome on a connection
 * of its own; exits with a PERF_COLLECT_CHILD_* status, never returns. */
void perf_collect_job_process(const perf_collector *col, const perf_job *job,
                              const perf_bench *bench) __attribute__((noreturn));

#endif
