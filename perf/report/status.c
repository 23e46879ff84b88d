/* status.c — see status.h. */
#include "status.h"

#include <string.h>
#include <time.h>

#include "report_util.h"
#include "support/json_buf.h"

/* The columns of each query of status.h, in order, as the keys of their
 * JSON fields: "#key" an integer (or null), "[key" a comma-separated text
 * as an array of strings, "key" a text (or null). */
static const char *const REQUEST[] = {"#id",         "artifact",    "base",    "suite",
                                      "#iterations", "#created_at", "#queued", "#running",
                                      "#done",       "#failed",     NULL};
static const char *const JOB[] = {"#id",          "#request",     "state",      "artifact",
                                  "benchmark",    "profile",      "[scenarios", "#iterations",
                                  "collector",    "#tries",       "#queued_at", "#started_at",
                                  "#finished_at", "#lease_until", "error",      NULL};
static const char *const COLLECTOR[] = {"name", "host", "#pid", "#started_at", "#last_heartbeat",
                                        "#job", NULL};

/* The current row of st as the fields named by cols. */
static void fields(sup_json *j, perf_stmt *st, const char *const *cols)
{
    for (int c = 0; cols[c]; c++) {
        char kind = cols[c][0];
        const char *key = cols[c] + (kind == '#' || kind == '[');
        if (kind == '#') {
            if (perf_stmt_column_is_null(st, c))
                sup_json_null(j, key);
            else
                sup_json_int(j, key, perf_stmt_column_int64(st, c));
        } else if (kind == '[') {
            const char *text = perf_stmt_column_text(st, c);
            sup_json_arr(j, key);
            for (const char *p = text ? text : ""; *p;) {
                size_t len = strcspn(p, ",");
                sup_json_strn(j, NULL, p, len);
                p += len + (p[len] == ',');
            }
            sup_json_end_arr(j);
        } else {
            sup_json_str(j, key, perf_stmt_column_text(st, c)); /* NULL: null */
        }
    }
}

int perf_status_json(sup_buf *b, perf_db *db, int64_t finished, int64_t offset, char *err,
                     size_t errlen)
{
    enum { NONE, SINCE, PAGE };
    static const struct {
        const char *key, *sql;
        const char *const *cols;
        int bind; /* SINCE: $1, the collectors heard from since then;
                     PAGE: $1, $2, the finished jobs' page */
    } PARTS[] = {{"requests", PERF_STATUS_REQUESTS, REQUEST, NONE},
                 {"jobs", PERF_STATUS_JOBS, JOB, PAGE},
                 {"collectors", PERF_STATUS_COLLECTORS, COLLECTOR, SINCE}};
    sup_json j;
    sup_json_init(&j, b);
    sup_json_obj(&j, NULL);
    int rc = 0;
    for (size_t i = 0; i < sizeof PARTS / sizeof *PARTS && rc == 0; i++) {
        perf_stmt *st;
        if (perf_db_prepare(db, PARTS[i].sql, &st, err, errlen) < 0) {
            rc = -1;
            break;
        }
        if (PARTS[i].bind == SINCE)
            perf_stmt_bind_int64(st, 1, (int64_t)time(NULL) - PERF_STATUS_COLLECTOR_GONE_S);
        if (PARTS[i].bind == PAGE) {
            perf_stmt_bind_int64(st, 1, finished);
            perf_stmt_bind_int64(st, 2, offset);
        }
        sup_json_arr(&j, PARTS[i].key);
        int r;
        while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
            sup_json_obj(&j, NULL);
            fields(&j, st, PARTS[i].cols);
            sup_json_end_obj(&j);
        }
        rc = r == PERF_DB_ERROR ? -1 : 0;
        perf_stmt_finalize(st);
        sup_json_end_arr(&j);
    }
    sup_json_obj(&j, "finished");
    sup_json_int(&j, "limit", finished);
    sup_json_int(&j, "offset", offset);
    sup_json_end_obj(&j);
    sup_json_int(&j, "now", (int64_t)time(NULL));
    sup_json_end_obj(&j);
    sup_buf_add(b, "\n", 1);
    if (rc == 0 && b->failed)
        rc = perf_report_err(-1, err, errlen, "out of memory");
    return rc;
}
