/* db_ops.c — the collector's calls to the queue, run on a connection
 * that waits out a lost or locked database (db/db_retry.h), for a job
 * and its partner together. Why together: a pair's iterations were one
 * sequence, so the two are failed or given back as one. */
#include "collect_internal.h"

#include <stdio.h>

int perf_collect_with_db(perf_db_retry *conn, perf_collect_db_op op, void *ctx, char *err,
                         size_t errlen)
{
    for (;;) {
        int st;
        perf_db *db = perf_db_retry_get(conn, &st, err, errlen);
        int r = db ? op(db, ctx, err, errlen) : st;
        if (r >= 0) {
            perf_db_retry_ok(conn);
            return r;
        }
        if (perf_collect_stop_signal || !perf_db_retry_wait(conn, r, err))
            return r;
    }
}

/* The arguments of the queue calls run through perf_collect_with_db. */
typedef struct {
    const perf_job *job;
    const char *who;
    const struct perf_results *res; /* complete, store */
    const char *msg;                /* fail */
    int final;                      /* fail */
} op_args;

/* `call` on the job, then on its partner: the first one's result, or the
 * partner's failure when the job's call succeeded. */
static int both(perf_db *db, const op_args *a,
                int (*call)(perf_db *, const op_args *, const perf_job *, char *, size_t),
                char *err, size_t errlen)
{
    int r = call(db, a, a->job, err, errlen);
    if (a->job->partner) {
        char e2[1024];
        int r2 = call(db, a, a->job->partner, e2, sizeof e2);
        if (r2 < 0 && r >= 0) {
            snprintf(err, errlen, "%s", e2);
            r = r2;
        }
    }
    return r;
}

static int fail_one(perf_db *db, const op_args *a, const perf_job *job, char *err, size_t errlen)
{
    return (a->final ? perf_queue_fail_final : perf_queue_fail)(db, job, a->who, a->msg, err,
                                                                errlen);
}

static int release_one(perf_db *db, const op_args *a, const perf_job *job, char *err, size_t errlen)
{
    return perf_queue_release(db, job, a->who, err, errlen);
}

static int op_fail(perf_db *db, void *p, char *err, size_t errlen)
{
    return both(db, p, fail_one, err, errlen);
}

static int op_release(perf_db *db, void *p, char *err, size_t errlen)
{
    return both(db, p, release_one, err, errlen);
}

static int op_complete(perf_db *db, void *p, char *err, size_t errlen)
{
    const op_args *a = p;
    return perf_queue_complete(db, a->job, a->who, a->res, err, errlen);
}

static int op_store(perf_db *db, void *p, char *err, size_t errlen)
{
    const op_args *a = p;
    return perf_queue_store(db, a->job, a->who, a->res, err, errlen);
}

int perf_collect_fail_jobs(perf_db_retry *conn, const perf_job *job, const char *who,
                           const char *msg, int final, char *err, size_t errlen)
{
    op_args a = {.job = job, .who = who, .msg = msg, .final = final};
    return perf_collect_with_db(conn, op_fail, &a, err, errlen);
}

int perf_collect_release_jobs(perf_db_retry *conn, const perf_job *job, const char *who, char *err,
                              size_t errlen)
{
    op_args a = {.job = job, .who = who};
    return perf_collect_with_db(conn, op_release, &a, err, errlen);
}

int perf_collect_complete(perf_db_retry *conn, const perf_job *job, const char *who,
                          const struct perf_results *res, char *err, size_t errlen)
{
    op_args a = {.job = job, .who = who, .res = res};
    return perf_collect_with_db(conn, op_complete, &a, err, errlen);
}

int perf_collect_store_jobs(perf_db_retry *conn, const perf_job *job, const char *who,
                            const struct perf_results *res, const struct perf_results *res2,
                            char *err, size_t errlen)
{
    op_args a = {.job = job, .who = who, .res = res};
    int c = perf_collect_with_db(conn, op_store, &a, err, errlen);
    if (c == 0 && job->partner) {
        op_args b = {.job = job->partner, .who = who, .res = res2};
        c = perf_collect_with_db(conn, op_store, &b, err, errlen);
    }
    return c;
}

int perf_collect_heartbeat_jobs(perf_db *db, const perf_job *job, const char *who, int lease,
                                char *err, size_t errlen)
{
    int h = perf_queue_heartbeat(db, who, job->id, lease, err, errlen);
    if (h >= 0 && job->partner) {
        int h2 = perf_queue_heartbeat(db, who, job->partner->id, lease, err, errlen);
        h = h2 != 0 ? h2 : h;
    }
    return h;
}
