/* status.c — see status.h: the three queries read into plain rows;
 * render/status_doc.c writes them. */
#include "status.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "report_util.h"
#include "support/grow.h"

/* Column c of st's row as an integer, PERF_STATUS_NULL when NULL. */
static int64_t int_or_null(perf_stmt *st, int c)
{
    return perf_stmt_column_is_null(st, c) ? PERF_STATUS_NULL : perf_stmt_column_int64(st, c);
}

/* Column c as a copy (NULL when NULL); *oom set when the copy failed. */
static char *text(perf_stmt *st, int c, int *oom)
{
    const char *t = perf_stmt_column_text(st, c);
    if (!t)
        return NULL;
    char *d = strdup(t);
    *oom |= !d;
    return d;
}

static void read_request(perf_stmt *st, perf_status_request *r, int *oom)
{
    r->id = perf_stmt_column_int64(st, 0);
    r->artifact = text(st, 1, oom);
    r->base = text(st, 2, oom);
    r->suite = text(st, 3, oom);
    r->iterations = perf_stmt_column_int64(st, 4);
    r->created_at = perf_stmt_column_int64(st, 5);
    r->queued = perf_stmt_column_int64(st, 6);
    r->running = perf_stmt_column_int64(st, 7);
    r->done = perf_stmt_column_int64(st, 8);
    r->failed = perf_stmt_column_int64(st, 9);
}

static void read_job(perf_stmt *st, perf_status_job *j, int *oom)
{
    j->id = perf_stmt_column_int64(st, 0);
    j->request = perf_stmt_column_int64(st, 1);
    j->state = text(st, 2, oom);
    j->artifact = text(st, 3, oom);
    j->benchmark = text(st, 4, oom);
    j->profile = text(st, 5, oom);
    j->scenarios = text(st, 6, oom);
    j->iterations = perf_stmt_column_int64(st, 7);
    j->collector = text(st, 8, oom);
    j->tries = perf_stmt_column_int64(st, 9);
    j->queued_at = perf_stmt_column_int64(st, 10);
    j->started_at = int_or_null(st, 11);
    j->finished_at = int_or_null(st, 12);
    j->lease_until = int_or_null(st, 13);
    const char *e = perf_stmt_column_text(st, 14);
    if (e) {
        j->error = perf_db_scrub(e);
        *oom |= !j->error;
    }
}

const char *perf_status_collector_state(int64_t now, int64_t last_heartbeat, int64_t lease,
                                        int has_job, int stopped)
{
    return stopped                        ? "gone"
           : now - last_heartbeat > lease ? "past-lease"
           : has_job                      ? "running"
                                          : "idle";
}

static void read_collector(perf_stmt *st, perf_status_collector *c, int64_t now, int *oom)
{
    c->name = text(st, 0, oom);
    c->host = text(st, 1, oom);
    c->pid = perf_stmt_column_int64(st, 2);
    c->started_at = perf_stmt_column_int64(st, 3);
    c->last_heartbeat = perf_stmt_column_int64(st, 4);
    c->job = int_or_null(st, 5);
    c->lease = perf_stmt_column_int64(st, 6);
    c->stopped_at = int_or_null(st, 7);
    c->state = perf_status_collector_state(now, c->last_heartbeat, c->lease,
                                           c->job != PERF_STATUS_NULL,
                                           c->stopped_at != PERF_STATUS_NULL);
}

int perf_status_read(perf_db *db, int64_t finished, int64_t offset, perf_status **out, char *err,
                     size_t errlen)
{
    *out = NULL;
    perf_status *s = calloc(1, sizeof *s);
    if (!s)
        return perf_report_err(-1, err, errlen, "out of memory");
    s->finished = finished;
    s->offset = offset;
    s->now = (int64_t)time(NULL);
    enum { REQUESTS, JOBS, COLLECTORS };
    static const char *const SQL[] = {PERF_STATUS_REQUESTS, PERF_STATUS_JOBS,
                                      PERF_STATUS_COLLECTORS};
    size_t cap[3] = {0, 0, 0};
    int rc = 0, oom = 0;
    for (int part = REQUESTS; part <= COLLECTORS && rc == 0; part++) {
        perf_stmt *st;
        if (perf_db_prepare(db, SQL[part], &st, err, errlen) < 0) {
            rc = -1;
            break;
        }
        if (part == JOBS) { /* the finished jobs' page */
            perf_stmt_bind_int64(st, 1, finished);
            perf_stmt_bind_int64(st, 2, offset);
        } else if (part == COLLECTORS) { /* those gone or silent since, and newer */
            perf_stmt_bind_int64(st, 1, s->now - PERF_STATUS_COLLECTOR_KEEP_S);
        }
        int r = PERF_DB_DONE;
        while (!oom && (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
            if (part == REQUESTS && sup_grow((void **)&s->requests, &cap[part], s->n_requests + 1,
                                             sizeof *s->requests) == 0)
                read_request(st, memset(&s->requests[s->n_requests++], 0, sizeof *s->requests),
                             &oom);
            else if (part == JOBS &&
                     sup_grow((void **)&s->jobs, &cap[part], s->n_jobs + 1, sizeof *s->jobs) == 0)
                read_job(st, memset(&s->jobs[s->n_jobs++], 0, sizeof *s->jobs), &oom);
            else if (part == COLLECTORS &&
                     sup_grow((void **)&s->collectors, &cap[part], s->n_collectors + 1,
                              sizeof *s->collectors) == 0)
                read_collector(st,
                               memset(&s->collectors[s->n_collectors++], 0, sizeof *s->collectors),
                               s->now, &oom);
            else
                oom = 1;
        }
        perf_stmt_finalize(st);
        if (oom)
            rc = perf_report_err(-1, err, errlen, "out of memory");
        else if (r == PERF_DB_ERROR)
            rc = -1;
    }
    if (rc < 0) {
        perf_status_free(s);
        return -1;
    }
    *out = s;
    return 0;
}

void perf_status_free(perf_status *s)
{
    if (!s)
        return;
    for (size_t i = 0; i < s->n_requests; i++) {
        free(s->requests[i].artifact);
        free(s->requests[i].base);
        free(s->requests[i].suite);
    }
    for (size_t i = 0; i < s->n_jobs; i++) {
        perf_status_job *j = &s->jobs[i];
        free(j->state);
        free(j->artifact);
        free(j->benchmark);
        free(j->profile);
        free(j->scenarios);
        free(j->collector);
        free(j->error);
    }
    for (size_t i = 0; i < s->n_collectors; i++) {
        free(s->collectors[i].name);
        free(s->collectors[i].host);
    }
    free(s->requests);
    free(s->jobs);
    free(s->collectors);
    free(s);
}
