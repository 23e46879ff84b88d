/* status.c — see status.h. */
#include "status.h"

#include <string.h>
#include <time.h>

#include "../../tools/report/json_writer.h"

static void jstr(FILE *out, const char *key, const char *v, int comma)
{
    fprintf(out, "\"%s\":", key);
    if (v)
        json_string(out, v, strlen(v));
    else
        fputs("null", out);
    if (comma)
        fputc(',', out);
}

static void jint(FILE *out, const char *key, perf_stmt *st, int col, int comma)
{
    if (perf_stmt_column_is_null(st, col))
        fprintf(out, "\"%s\":null%s", key, comma ? "," : "");
    else
        fprintf(out, "\"%s\":%lld%s", key, (long long)perf_stmt_column_int64(st, col),
                comma ? "," : "");
}

int perf_status_json(FILE *out, perf_db *db, char *err, size_t errlen)
{
    perf_stmt *st;
    int r;
    fputs("{\"requests\":[", out);
    if (perf_db_prepare(db, PERF_STATUS_REQUESTS, &st, err, errlen) < 0)
        return -1;
    for (int n = 0; (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW; n++) {
        fputs(n ? ",{" : "{", out);
        jint(out, "id", st, 0, 1);
        jstr(out, "artifact", perf_stmt_column_text(st, 1), 1);
        jstr(out, "base", perf_stmt_column_text(st, 2), 1);
        jstr(out, "suite", perf_stmt_column_text(st, 3), 1);
        jint(out, "iterations", st, 4, 1);
        jint(out, "created_at", st, 5, 1);
        jint(out, "queued", st, 6, 1);
        jint(out, "running", st, 7, 1);
        jint(out, "done", st, 8, 1);
        jint(out, "failed", st, 9, 0);
        fputc('}', out);
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    fputs("],\"jobs\":[", out);
    if (perf_db_prepare(db, PERF_STATUS_JOBS, &st, err, errlen) < 0)
        return -1;
    for (int n = 0; (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW; n++) {
        fputs(n ? ",{" : "{", out);
        jint(out, "id", st, 0, 1);
        jint(out, "request", st, 1, 1);
        jstr(out, "state", perf_stmt_column_text(st, 2), 1);
        jstr(out, "artifact", perf_stmt_column_text(st, 3), 1);
        jstr(out, "benchmark", perf_stmt_column_text(st, 4), 1);
        jstr(out, "profile", perf_stmt_column_text(st, 5), 1);
        fputs("\"scenarios\":[", out);
        const char *sc = perf_stmt_column_text(st, 6);
        for (const char *p = sc ? sc : ""; *p;) {
            size_t len = strcspn(p, ",");
            if (p != sc)
                fputc(',', out);
            json_string(out, p, len);
            p += len + (p[len] == ',');
        }
        fputs("],", out);
        jint(out, "iterations", st, 7, 1);
        jstr(out, "collector", perf_stmt_column_text(st, 8), 1);
        jint(out, "tries", st, 9, 1);
        jint(out, "queued_at", st, 10, 1);
        jint(out, "started_at", st, 11, 1);
        jint(out, "finished_at", st, 12, 1);
        jint(out, "lease_until", st, 13, 1);
        jstr(out, "error", perf_stmt_column_text(st, 14), 0);
        fputc('}', out);
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    fputs("],\"collectors\":[", out);
    if (perf_db_prepare(db, PERF_STATUS_COLLECTORS, &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, (int64_t)time(NULL) - PERF_STATUS_COLLECTOR_GONE_S);
    for (int n = 0; (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW; n++) {
        fputs(n ? ",{" : "{", out);
        jstr(out, "name", perf_stmt_column_text(st, 0), 1);
        jstr(out, "host", perf_stmt_column_text(st, 1), 1);
        jint(out, "pid", st, 2, 1);
        jint(out, "started_at", st, 3, 1);
        jint(out, "last_heartbeat", st, 4, 1);
        jint(out, "job", st, 5, 0);
        fputc('}', out);
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    fprintf(out, "],\"now\":%lld}\n", (long long)time(NULL));
    return 0;
}

