/* metrics.c — the metrics of a database: the ones a comparison can be
 * made on (the server's metric selector, and the list in an
 * unknown-metric message), a metric by name, and the default one. What
 * each metric is, is perf/metric/metric.h's table; this file adds what
 * the database holds. It uses report_util.c, which never calls back. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../store/sql_run.h"
#include "report_sql.h"
#include "report_util.h"
#include "support/grow.h"

static int by_name(const void *x, const void *y)
{
    return strcmp(((const perf_metric_info *)x)->name, ((const perf_metric_info *)y)->name);
}

/* Appends (name, unit) to m[0..*count); -1 when out of memory. */
static int add(perf_metric_info **m, size_t *count, size_t *cap, const char *name, const char *unit)
{
    if (sup_grow((void **)m, cap, *count + 1, sizeof **m) < 0)
        return -1;
    perf_metric_info *x = &(*m)[*count];
    x->name = perf_report_strdup(name);
    x->unit = perf_report_strdup(unit);
    x->def = perf_metric_find(name);
    if (!x->name || !x->unit) {
        free(x->name);
        free(x->unit);
        return -1;
    }
    (*count)++;
    return 0;
}

int perf_report_metrics(perf_db *db, perf_metric_info **out, size_t *n, char *err, size_t errlen)
{
    *out = NULL;
    *n = 0;
    perf_stmt *st;
    if (perf_db_prepare(db, PERF_SQL_METRICS, &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_metric_info *m = NULL;
    size_t count = 0, cap = 0;
    size_t ntable;
    const perf_metric_def *table = perf_metric_table(&ntable);
    int r, rc = PERF_REPORT_OK;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        const char *name = perf_stmt_column_text(st, 0);
        int self_profiled = perf_stmt_column_int64(st, 2) != 0;
        if (add(&m, &count, &cap, name, perf_stmt_column_text(st, 1)) < 0) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        /* a derived metric (the overhead: wall time measured with
         * self-profiling, iteration 0) where its source has self-profiled
         * samples */
        for (size_t i = 0; i < ntable && self_profiled; i++)
            if (table[i].derived && strcmp(table[i].derived, name) == 0 &&
                add(&m, &count, &cap, table[i].name, table[i].unit) < 0) {
                rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
                break;
            }
        if (rc != PERF_REPORT_OK)
            break;
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        rc = PERF_REPORT_ERROR;
    if (rc != PERF_REPORT_OK) {
        perf_metric_list_free(m, count);
        return rc;
    }
    if (count)
        qsort(m, count, sizeof *m, by_name);
    *out = m;
    *n = count;
    return PERF_REPORT_OK;
}

void perf_metric_list_free(perf_metric_info *m, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(m[i].name);
        free(m[i].unit);
    }
    free(m);
}

int perf_report_find_metric(perf_db *db, const char *name, int64_t *id, char **unit, char *err,
                            size_t errlen)
{
    int rc = perf_report_lookup(db, "SELECT id, unit FROM metric WHERE name = $1", name, id, unit,
                                err, errlen);
    if (rc != PERF_REPORT_NOT_FOUND)
        return rc;
    perf_metric_info *m = NULL;
    size_t n = 0;
    char known[256] = "";
    if (perf_report_metrics(db, &m, &n, err, errlen) == PERF_REPORT_OK) {
        size_t k = 0;
        for (size_t i = 0; i < n && k < sizeof known - 1; i++) {
            int w = snprintf(known + k, sizeof known - k, "%s%s", i ? ", " : "", m[i].name);
            k = w < 0 ? k : k + (size_t)w;
        }
        perf_metric_list_free(m, n);
    }
    return perf_report_err(rc, err, errlen, "unknown metric '%s' (known: %s)", name,
                           *known ? known : "none; nothing has been measured yet");
}

const char *perf_report_default_metric(perf_db *db, char *err, size_t errlen)
{
    int64_t id;
    int r = perf_sql_run(db, "SELECT id FROM metric WHERE name = $1", err, errlen, &id, "t",
                         PERF_METRIC_DEFAULT);
    if (r == PERF_DB_ERROR)
        return NULL;
    return r == PERF_DB_ROW ? PERF_METRIC_DEFAULT : PERF_METRIC_FALLBACK;
}
