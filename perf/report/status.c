/* status.c — see status.h. */
#include "status.h"

#include <string.h>
#include <time.h>

#include "report_util.h"
#include "support/json_buf.h"

/* Column col as an integer, or null. */
static void jint(sup_json *j, const char *key, perf_stmt *st, int col)
{
    if (perf_stmt_column_is_null(st, col))
        sup_json_null(j, key);
    else
        sup_json_int(j, key, perf_stmt_column_int64(st, col));
}

static void jstr(sup_json *j, const char *key, perf_stmt *st, int col)
{
    sup_json_str(j, key, perf_stmt_column_text(st, col));
}

/* Each row of PERF_STATUS_REQUESTS as an object; 0, or -1 with err. The
 * same for the jobs and the collectors below. */
static int requests(sup_json *j, perf_stmt *st, char *err, size_t errlen)
{
    int r;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        sup_json_obj(j, NULL);
        jint(j, "id", st, 0);
        jstr(j, "artifact", st, 1);
        jstr(j, "base", st, 2);
        jstr(j, "suite", st, 3);
        jint(j, "iterations", st, 4);
        jint(j, "created_at", st, 5);
        jint(j, "queued", st, 6);
        jint(j, "running", st, 7);
        jint(j, "done", st, 8);
        jint(j, "failed", st, 9);
        sup_json_end_obj(j);
    }
    return r == PERF_DB_ERROR ? -1 : 0;
}

static int jobs(sup_json *j, perf_stmt *st, char *err, size_t errlen)
{
    int r;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        sup_json_obj(j, NULL);
        jint(j, "id", st, 0);
        jint(j, "request", st, 1);
        jstr(j, "state", st, 2);
        jstr(j, "artifact", st, 3);
        jstr(j, "benchmark", st, 4);
        jstr(j, "profile", st, 5);
        sup_json_arr(j, "scenarios"); /* stored comma-separated */
        const char *sc = perf_stmt_column_text(st, 6);
        for (const char *p = sc ? sc : ""; *p;) {
            size_t len = strcspn(p, ",");
            sup_json_strn(j, NULL, p, len);
            p += len + (p[len] == ',');
        }
        sup_json_end_arr(j);
        jint(j, "iterations", st, 7);
        jstr(j, "collector", st, 8);
        jint(j, "tries", st, 9);
        jint(j, "queued_at", st, 10);
        jint(j, "started_at", st, 11);
        jint(j, "finished_at", st, 12);
        jint(j, "lease_until", st, 13);
        jstr(j, "error", st, 14);
        sup_json_end_obj(j);
    }
    return r == PERF_DB_ERROR ? -1 : 0;
}

static int collectors(sup_json *j, perf_stmt *st, char *err, size_t errlen)
{
    int r;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        sup_json_obj(j, NULL);
        jstr(j, "name", st, 0);
        jstr(j, "host", st, 1);
        jint(j, "pid", st, 2);
        jint(j, "started_at", st, 3);
        jint(j, "last_heartbeat", st, 4);
        jint(j, "job", st, 5);
        sup_json_end_obj(j);
    }
    return r == PERF_DB_ERROR ? -1 : 0;
}

int perf_status_json(FILE *out, perf_db *db, char *err, size_t errlen)
{
    static const struct {
        const char *key, *sql;
        int (*rows)(sup_json *, perf_stmt *, char *, size_t);
    } PARTS[] = {{"requests", PERF_STATUS_REQUESTS, requests},
                 {"jobs", PERF_STATUS_JOBS, jobs},
                 {"collectors", PERF_STATUS_COLLECTORS, collectors}};
    sup_buf b = {0};
    sup_json j;
    sup_json_init(&j, &b);
    sup_json_obj(&j, NULL);
    int rc = 0;
    for (size_t i = 0; i < sizeof PARTS / sizeof *PARTS && rc == 0; i++) {
        perf_stmt *st;
        if (perf_db_prepare(db, PARTS[i].sql, &st, err, errlen) < 0) {
            rc = -1;
            break;
        }
        sup_json_arr(&j, PARTS[i].key);
        rc = PARTS[i].rows(&j, st, err, errlen);
        perf_stmt_finalize(st);
        sup_json_end_arr(&j);
    }
    sup_json_int(&j, "now", (int64_t)time(NULL));
    sup_json_end_obj(&j);
    sup_buf_add(&b, "\n", 1);
    if (rc == 0 && b.failed)
        rc = perf_report_err(-1, err, errlen, "out of memory");
    if (rc == 0)
        fwrite(b.data, 1, b.len, out);
    sup_buf_free(&b);
    return rc;
}
