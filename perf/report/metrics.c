/* metrics.c — the metrics a comparison can be made on (the server's
 * metric selector, and the list in an unknown-metric message). */
#include <stdlib.h>
#include <string.h>

#include "report_sql.h"
#include "report_util.h"
#include "support/grow.h"

static int by_name(const void *x, const void *y)
{
    return strcmp(((const perf_metric_info *)x)->name, ((const perf_metric_info *)y)->name);
}

int perf_report_metrics(perf_db *db, perf_metric_info **out, size_t *n, char *err, size_t errlen)
{
    *out = NULL;
    *n = 0;
    perf_stmt *st;
    /* overhead: wall time measured with self-profiling (iteration 0) */
    if (perf_db_prepare(db, PERF_SQL_METRICS, &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_metric_info *m = NULL;
    size_t count = 0, cap = 0;
    int r, overhead = 0, rc = PERF_REPORT_OK;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&m, &cap, count + 2, sizeof *m) < 0 ||
            !(m[count].name = perf_report_strdup(perf_stmt_column_text(st, 0)))) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        if (!(m[count].unit = perf_report_strdup(perf_stmt_column_text(st, 1)))) {
            free(m[count].name);
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        if (strcmp(m[count].name, "wall-time") == 0 && perf_stmt_column_int64(st, 2))
            overhead = 1;
        count++;
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        rc = PERF_REPORT_ERROR;
    if (rc == PERF_REPORT_OK && overhead) { /* grow left room for one more */
        m[count].name = perf_report_strdup(PERF_METRIC_OVERHEAD);
        m[count].unit = perf_report_strdup("%");
        if (!m[count].name || !m[count].unit) {
            free(m[count].name);
            free(m[count].unit);
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
        } else {
            count++;
        }
    }
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
