/* status.h — what the queue holds, read once for `selfprof-perf status`
 * (its text and its --json) and the server's /api/status, so the verb and
 * the dashboard's status page show the same (render/status_doc.h writes
 * it): requests
 * (newest first) with their jobs counted by state, every job (running
 * first, then failed, then queued and done, each newest first), the
 * collectors with their heartbeats and state; times in Unix seconds.
 * A job's error is shown without the database's user, host or port
 * (perf_db_scrub). */
#ifndef PERF_REPORT_STATUS_H
#define PERF_REPORT_STATUS_H

#include <stdint.h>
#include <stdio.h>

#include "../db/db.h"

/* How many finished (done or failed) jobs the status shows, newest
 * first, unless asked for more; the running and queued ones are always
 * all there. What keeps status as cheap with 10,000 artifacts of history
 * as with 30 (issue 27). */
#define PERF_STATUS_FINISHED_DEFAULT 50
#define PERF_STATUS_FINISHED_MAX 1000
/* Requests shown beside those with running or queued jobs, newest first. */
#define PERF_STATUS_RECENT_REQUESTS "20"

/* Columns: id, artifact, base (NULL), suite, iterations, created_at,
 * queued, running, done, failed. The requests that have running or
 * queued jobs, and the newest PERF_STATUS_RECENT_REQUESTS others; each
 * count is an index range of job_request_state (schema 0004). */
#define PERF_STATUS_REQUESTS                                                                       \
    "SELECT r.id, a.name, b.name, r.suite, r.iterations, r.created_at, "                           \
    "(SELECT count(*) FROM job WHERE request_id = r.id AND state = 'queued'), "                    \
    "(SELECT count(*) FROM job WHERE request_id = r.id AND state = 'running'), "                   \
    "(SELECT count(*) FROM job WHERE request_id = r.id AND state = 'done'), "                      \
    "(SELECT count(*) FROM job WHERE request_id = r.id AND state = 'failed') "                     \
    "FROM request r JOIN artifact a ON a.id = r.artifact_id "                                      \
    "LEFT JOIN artifact b ON b.id = r.base_id WHERE r.id IN ("                                     \
    "SELECT request_id FROM job WHERE state IN ('queued', 'running') UNION "                       \
    "SELECT id FROM (SELECT id FROM request ORDER BY id DESC LIMIT " PERF_STATUS_RECENT_REQUESTS   \
    ") recent) ORDER BY r.id DESC"

/* Columns: id, request, state, artifact, benchmark, profile, scenarios
 * (comma-separated), iterations, collector, tries, queued_at, started_at,
 * finished_at, lease_until, error. Every running and queued job, and of
 * the finished ones $1 from the $2-th newest (by finished_at): a page.
 * Finished is finished_at alone (set when a job is done or fails for
 * good, NULL again when it is queued again), so the one index that
 * serves it is job_finished, walked backwards: a filter on state too let
 * SQLite, on sampled statistics, read every done job instead. Running
 * first, then failed, then queued and done, each newest first. */
#define PERF_STATUS_JOBS                                                                            \
    "SELECT j.id, j.request_id, j.state, a.name, b.name, j.profile, j.scenarios, j.iterations, "    \
    "j.collector, j.tries, j.queued_at, j.started_at, j.finished_at, j.lease_until, j.error "       \
    "FROM job j JOIN artifact a ON a.id = j.artifact_id JOIN benchmark b ON b.id = j.benchmark_id " \
    "WHERE j.id IN (SELECT id FROM job WHERE state IN ('queued', 'running') UNION "                 \
    "SELECT id FROM (SELECT id FROM job WHERE finished_at > 0 "                                     \
    "ORDER BY finished_at DESC, id DESC LIMIT $1 OFFSET $2) finished) "                             \
    "ORDER BY CASE j.state WHEN 'running' THEN 0 WHEN 'failed' THEN 1 WHEN 'queued' THEN 2 "        \
    "ELSE 3 END, j.id DESC"

/* What status says of a collector (its "state"): running a job, idle,
 * past its lease (no heartbeat for longer than its lease: hung, stopped
 * or killed; its heartbeat comes every third of the lease), or gone (it
 * exited: collect marks that as it ends). A gone collector is listed
 * for PERF_STATUS_COLLECTOR_KEEP_S after it exited, one past its lease
 * until it has been silent that long past its lease; then no longer
 * (one holding a running job is always listed). */
#define PERF_STATUS_COLLECTOR_KEEP_S 600
/* The lease of a collector registered before schema migration 12, which
 * did not record it: collect's default. */
#define PERF_STATUS_COLLECTOR_LEASE "300"

/* Columns: name, host, pid, started_at, last_heartbeat, job (NULL:
 * idle; only a running job that this collector holds now, not one that
 * another collector took over), lease (seconds), stopped_at (NULL while
 * it runs). $1: now - PERF_STATUS_COLLECTOR_KEEP_S.
 * The job is a scalar subquery, not a LEFT JOIN: the collector table has
 * no planner statistics until something analyzes it, and without them
 * SQLite took it for a large table and built a Bloom filter over every
 * job for the join (300,000 jobs read, 0.3 s of each /api/status at 2,000
 * artifacts; issue 35); a lookup by primary key per collector needs no
 * statistics. */
#define PERF_STATUS_COLLECTORS                                                                     \
    "SELECT name, host, pid, started_at, last_heartbeat, job, lease, stopped_at FROM ("            \
    "SELECT c.name, c.host, c.pid, c.started_at, c.last_heartbeat, (SELECT j.id FROM job j "       \
    "WHERE j.id = c.job_id AND j.collector = c.name AND j.state = 'running') AS job, "             \
    "COALESCE(c.lease, " PERF_STATUS_COLLECTOR_LEASE ") AS lease, c.stopped_at "                   \
    "FROM collector c) s WHERE job IS NOT NULL OR stopped_at >= $1 OR "                            \
    "(stopped_at IS NULL AND last_heartbeat + lease >= $1) ORDER BY name"

/* A collector's state at `now` from its row of PERF_STATUS_COLLECTORS:
 * "running", "idle", "past-lease" or "gone" (see above). */
const char *perf_status_collector_state(int64_t now, int64_t last_heartbeat, int64_t lease,
                                        int has_job, int stopped);

/* What status reads (PERF_STATUS_NULL where the column is NULL). */
#define PERF_STATUS_NULL INT64_MIN

typedef struct perf_status_request {
    int64_t id;
    char *artifact, *base; /* base: NULL when the request has none */
    char *suite;
    int64_t iterations, created_at;
    int64_t queued, running, done, failed; /* its jobs by state */
} perf_status_request;

typedef struct perf_status_job {
    int64_t id, request;
    char *state, *artifact, *benchmark, *profile;
    char *scenarios; /* comma-separated, in run order */
    int64_t iterations;
    char *collector; /* NULL: never claimed */
    int64_t tries, queued_at;
    int64_t started_at, finished_at, lease_until; /* PERF_STATUS_NULL: not set */
    char *error;                                  /* NULL: none */
} perf_status_job;

typedef struct perf_status_collector {
    char *name, *host;
    int64_t pid, started_at, last_heartbeat;
    int64_t job;        /* PERF_STATUS_NULL: idle */
    int64_t lease;      /* seconds */
    int64_t stopped_at; /* PERF_STATUS_NULL: it runs */
    const char *state;  /* perf_status_collector_state (a static string) */
} perf_status_collector;

typedef struct perf_status {
    perf_status_request *requests; /* PERF_STATUS_REQUESTS' rows, in its order */
    size_t n_requests;
    perf_status_job *jobs; /* PERF_STATUS_JOBS' */
    size_t n_jobs;
    perf_status_collector *collectors; /* PERF_STATUS_COLLECTORS' */
    size_t n_collectors;
    int64_t finished, offset; /* the page of finished jobs asked for */
    int64_t now;              /* Unix seconds when it was read */
} perf_status;

/* Reads the queue's status: the requests, every running and queued job
 * and `finished` finished ones from the `offset`-th newest
 * (PERF_STATUS_JOBS), their errors without the database's user, host or
 * port (perf_db_scrub: errors stored before issue 35 may name them), the
 * collectors listed by PERF_STATUS_COLLECTORS with their state. render/status_doc.h writes it as JSON
 * (`status --json`, /api/status) and as text (`status`). 0, or -1 with
 * err (a database error, or out of memory). perf_status_free it. */
int perf_status_read(perf_db *db, int64_t finished, int64_t offset, perf_status **out, char *err,
                     size_t errlen);

void perf_status_free(perf_status *s);

#endif
