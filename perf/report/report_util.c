/* report_util.c — see report_util.h. */
#include "report_util.h"

#undef perf_report_err /* the analyzer's model of it (report_util.h); here the function */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../catalog/catalog.h"

int perf_report_err(int rc, char *err, size_t errlen, const char *fmt, ...)
{
    if (err && errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, errlen, fmt, ap);
        va_end(ap);
    }
    return rc;
}

char *perf_report_strdup(const char *s) { return strdup(s ? s : ""); }

int perf_report_lookup(perf_db *db, const char *sql, const char *name, int64_t *id, char **text,
                       char *err, size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db, sql, &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_text(st, 1, name);
    int r = perf_stmt_step(st, err, errlen);
    int rc = r == PERF_DB_ROW    ? PERF_REPORT_OK
             : r == PERF_DB_DONE ? PERF_REPORT_NOT_FOUND
                                 : PERF_REPORT_ERROR;
    if (r == PERF_DB_ROW) {
        *id = perf_stmt_column_int64(st, 0);
        if (text && !(*text = perf_report_strdup(perf_stmt_column_text(st, 1))))
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    }
    perf_stmt_finalize(st);
    return rc;
}

int perf_report_find_artifact(perf_db *db, const char *name, int64_t *id, char **date, char *err,
                              size_t errlen)
{
    perf_artifact a;
    int found = perf_artifact_find(db, name, &a, err, errlen);
    int rc = found > 0 ? PERF_REPORT_OK : found == 0 ? PERF_REPORT_NOT_FOUND : PERF_REPORT_ERROR;
    if (found > 0) {
        *id = a.id;
        if (date && !(*date = perf_report_strdup(a.date)))
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    }
    perf_artifact_clear(&a);
    if (rc == PERF_REPORT_NOT_FOUND)
        perf_report_err(rc, err, errlen,
                        "unknown artifact '%s' (see 'selfprof-perf artifact list')", name);
    return rc;
}

int perf_report_find_benchmark(perf_db *db, const char *name, int64_t *id, char *err, size_t errlen)
{
    int rc = perf_report_lookup(db, "SELECT id FROM benchmark WHERE name = $1", name, id, NULL, err,
                                errlen);
    if (rc == PERF_REPORT_NOT_FOUND)
        perf_report_err(rc, err, errlen, "unknown benchmark '%s'", name);
    return rc;
}

int perf_report_find_self_profile(perf_db *db, int64_t artifact, int64_t benchmark,
                                  const char *profile, const char *scenario, int64_t *id, char *err,
                                  size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "SELECT id FROM self_profile WHERE artifact_id = $1 AND "
                        "benchmark_id = $2 AND profile = $3 AND scenario = $4",
                        &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_int64(st, 1, artifact);
    perf_stmt_bind_int64(st, 2, benchmark);
    perf_stmt_bind_text(st, 3, profile);
    perf_stmt_bind_text(st, 4, scenario);
    int r = perf_stmt_step(st, err, errlen);
    if (r == PERF_DB_ROW)
        *id = perf_stmt_column_int64(st, 0);
    perf_stmt_finalize(st);
    return r == PERF_DB_ROW    ? PERF_REPORT_OK
           : r == PERF_DB_DONE ? PERF_REPORT_NOT_FOUND
                               : PERF_REPORT_ERROR;
}

void perf_case_samples_add(perf_case_samples *s, int self_profiled, double value)
{
    if (self_profiled) {
        s->sp_min = s->nsp++ == 0 || value < s->sp_min ? value : s->sp_min;
    } else {
        s->clean_min = s->nclean++ == 0 || value < s->clean_min ? value : s->clean_min;
    }
}

int perf_case_value(const perf_case_samples *s, int overhead, double *v, size_t *n)
{
    if (overhead) {
        if (!s->nclean || !s->nsp || !(s->clean_min > 0))
            return 0;
        *v = 100.0 * (s->sp_min / s->clean_min - 1.0);
        *n = s->nclean;
        return 1;
    }
    if (s->nclean) {
        *v = s->clean_min;
        *n = s->nclean;
        return 1;
    }
    if (s->nsp) { /* sizes: measured on the self-profiled iteration only */
        *v = s->sp_min;
        *n = s->nsp;
        return 1;
    }
    return 0;
}
