/* status.c — see status.h. */
#include "status.h"

#include <stdio.h>
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

/* "2026-12-03 12:00:00 UTC" into buf. */
static const char *when(int64_t t, char *buf, size_t n)
{
    time_t tt = (time_t)t;
    struct tm tm;
    gmtime_r(&tt, &tm);
    strftime(buf, n, "%Y-%m-%d %H:%M:%S UTC", &tm);
    return buf;
}

/* The error, each line indented under its job. */
static void print_error(sup_buf *out, const char *e)
{
    while (e && *e) {
        size_t len = strcspn(e, "\n");
        sup_buf_printf(out, "      | %.*s\n", (int)len, e);
        e += len + (e[len] == '\n');
    }
}

int perf_status_text(sup_buf *out, perf_db *db, int64_t finished, char *err, size_t errlen)
{
    perf_stmt *st;
    int r, n;
    char b1[64], b2[64];
    int64_t now = (int64_t)time(NULL);
    if (perf_db_prepare(db, PERF_STATUS_REQUESTS, &st, err, errlen) < 0)
        return -1;
    sup_buf_str(out, "Requests:\n");
    for (n = 0; (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW; n++) {
        const char *base = perf_stmt_column_text(st, 2);
        sup_buf_printf(out, "  #%lld %s%s%s%s, %lld iteration%s, suite %s, queued %s\n",
                       (long long)perf_stmt_column_int64(st, 0), perf_stmt_column_text(st, 1),
                       base ? " (base " : "", base ? base : "", base ? ")" : "",
                       (long long)perf_stmt_column_int64(st, 4),
                       perf_stmt_column_int64(st, 4) == 1 ? "" : "s", perf_stmt_column_text(st, 3),
                       when(perf_stmt_column_int64(st, 5), b1, sizeof b1));
        sup_buf_printf(
            out, "     jobs: %lld queued, %lld running, %lld done, %lld failed\n",
            (long long)perf_stmt_column_int64(st, 6), (long long)perf_stmt_column_int64(st, 7),
            (long long)perf_stmt_column_int64(st, 8), (long long)perf_stmt_column_int64(st, 9));
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    if (n == 0)
        sup_buf_str(out, "  none (see 'selfprof-perf queue --help')\n");

    if (perf_db_prepare(db, PERF_STATUS_JOBS, &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, finished);
    perf_stmt_bind_int64(st, 2, 0);
    sup_buf_str(out, "Jobs:\n");
    for (n = 0; (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW; n++) {
        const char *state = perf_stmt_column_text(st, 2);
        const char *coll = perf_stmt_column_text(st, 8);
        sup_buf_printf(out, "  #%-4lld %-7s %s %s %s (%s) x%lld",
                       (long long)perf_stmt_column_int64(st, 0), state,
                       perf_stmt_column_text(st, 3), perf_stmt_column_text(st, 4),
                       perf_stmt_column_text(st, 5), perf_stmt_column_text(st, 6),
                       (long long)perf_stmt_column_int64(st, 7));
        long long tries = (long long)perf_stmt_column_int64(st, 9);
        if (!strcmp(state, "running")) {
            int64_t lease = perf_stmt_column_int64(st, 13);
            sup_buf_printf(out, ": on %s since %s, try %lld, lease %s %s", coll ? coll : "?",
                           when(perf_stmt_column_int64(st, 11), b1, sizeof b1), tries,
                           lease < now ? "expired at" : "until", when(lease, b2, sizeof b2));
            if (lease < now)
                sup_buf_str(out, " (claimable)");
        } else if (!strcmp(state, "done") || !strcmp(state, "failed")) {
            sup_buf_printf(out, ": %s %s by %s after %lld tr%s", state,
                           when(perf_stmt_column_int64(st, 12), b1, sizeof b1), coll ? coll : "?",
                           tries, tries == 1 ? "y" : "ies");
        } else if (tries > 0) {
            sup_buf_printf(out, ": %lld tr%s so far", tries, tries == 1 ? "y" : "ies");
        }
        sup_buf_str(out, "\n");
        if (strcmp(state, "done") != 0)
            print_error(out, perf_stmt_column_text(st, 14));
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    if (n == 0)
        sup_buf_str(out, "  none\n");

    if (perf_db_prepare(db, PERF_STATUS_COLLECTORS, &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, now - PERF_STATUS_COLLECTOR_GONE_S);
    sup_buf_str(out, "Collectors:\n");
    for (n = 0; (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW; n++) {
        int64_t hb = perf_stmt_column_int64(st, 4);
        sup_buf_printf(out, "  %s on %s (pid %lld), started %s, last heartbeat %s (%lld s ago)",
                       perf_stmt_column_text(st, 0), perf_stmt_column_text(st, 1),
                       (long long)perf_stmt_column_int64(st, 2),
                       when(perf_stmt_column_int64(st, 3), b1, sizeof b1), when(hb, b2, sizeof b2),
                       (long long)(now - hb));
        if (!perf_stmt_column_is_null(st, 5))
            sup_buf_printf(out, ", on job #%lld", (long long)perf_stmt_column_int64(st, 5));
        sup_buf_str(out, "\n");
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    if (n == 0)
        sup_buf_str(out, "  none\n");
    return out->failed ? perf_report_err(-1, err, errlen, "out of memory") : 0;
}
