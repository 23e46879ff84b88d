/* status.h — what the queue holds, one implementation for `selfprof-perf
 * status` (its text and its --json) and the server's /api/status, so the
 * verb and the dashboard's status page show the same document: requests
 * (newest first) with their jobs counted by state, every job (running
 * first, then failed, then queued and done, each newest first), the
 * collectors with their heartbeats; times in Unix seconds. */
#ifndef PERF_REPORT_STATUS_H
#define PERF_REPORT_STATUS_H

#include <stdint.h>
#include <stdio.h>

#include "../db/db.h"
#include "support/json_buf.h"

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

/* A collector without a heartbeat for this long (and no running job of
 * its own) has stopped: status no longer lists it. Longer than any
 * heartbeat interval of the default lease (300 s: one every 100 s). */
#define PERF_STATUS_COLLECTOR_GONE_S 3600

/* Columns: name, host, pid, started_at, last_heartbeat, job (NULL:
 * idle; only a running job that this collector holds now, not one that
 * another collector took over). $1: the oldest heartbeat listed (now -
 * PERF_STATUS_COLLECTOR_GONE_S). */
#define PERF_STATUS_COLLECTORS                                                                     \
    "SELECT c.name, c.host, c.pid, c.started_at, c.last_heartbeat, j.id FROM collector c "         \
    "LEFT JOIN job j ON j.id = c.job_id AND j.collector = c.name AND j.state = 'running' "         \
    "WHERE c.last_heartbeat >= $1 OR j.id IS NOT NULL ORDER BY c.name"

/* Appends the status document to b: {"requests": [...], "jobs": [...],
 * "collectors": [...], "finished": {"limit", "offset"}, "now":
 * UNIX-SECONDS} and a newline (field names in docs/guide.md,
 * `selfprof-perf status`); the finished jobs shown are `finished` of them
 * from the `offset`-th newest (PERF_STATUS_JOBS). 0, or -1 with err (a
 * database error, or out of memory), b then holding a partial document
 * that the caller discards. */
int perf_status_json(sup_buf *b, perf_db *db, int64_t finished, int64_t offset, char *err,
                     size_t errlen);

/* Appends the same status as text for people to b: the requests with
 * their jobs by state, the running and queued jobs (running: on which
 * collector since when and until when its lease runs) and the `finished`
 * newest finished ones (failed: with its error, each line indented), and
 * the collectors with their last heartbeat (`selfprof-perf status`). 0, or
 * -1 with err as perf_status_json. */
int perf_status_text(sup_buf *b, perf_db *db, int64_t finished, char *err, size_t errlen);

#endif
