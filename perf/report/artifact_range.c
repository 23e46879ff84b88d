/* artifact_range.c — perf_report_artifact_range: the artifacts of a date
 * range in history order, for triage. The artifact table is small (one
 * row per compiler build), so it is read whole and filtered and sorted in
 * C: byte order on every engine, and the prefix rule for the bounds needs
 * no engine's date functions. */
#include <stdlib.h>
#include <string.h>

#include "report_util.h"
#include "support/grow.h"

typedef struct art {
    char *name, *date;
    int64_t id;
} art;

static int history_order(const void *x, const void *y)
{
    const art *a = x, *b = y;
    int c = strcmp(a->date, b->date);
    return c ? c : (a->id > b->id) - (a->id < b->id);
}

/* date within [from, to], each bound compared with the date's prefix of
 * its length */
static int in_range(const char *date, const char *from, const char *to)
{
    return strncmp(date, from, strlen(from)) >= 0 && strncmp(date, to, strlen(to)) <= 0;
}

void perf_report_names_free(char **names, size_t n)
{
    for (size_t i = 0; names && i < n; i++)
        free(names[i]);
    free(names);
}

int perf_report_artifact_range(perf_db *db, const char *from, const char *to, char ***names,
                               size_t *n, char *err, size_t errlen)
{
    *names = NULL;
    *n = 0;
    perf_stmt *st;
    if (perf_db_prepare(db, "SELECT id, name, date FROM artifact", &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    art *a = NULL;
    size_t len = 0, cap = 0;
    int r, rc = PERF_REPORT_OK;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        const char *date = perf_stmt_column_text(st, 2);
        if (!in_range(date ? date : "", from, to))
            continue;
        if (sup_grow((void **)&a, &cap, len + 1, sizeof *a) < 0) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        a[len].id = perf_stmt_column_int64(st, 0);
        a[len].name = perf_report_strdup(perf_stmt_column_text(st, 1));
        a[len].date = perf_report_strdup(date);
        len++;
        if (!a[len - 1].name || !a[len - 1].date) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        rc = PERF_REPORT_ERROR;
    char **out = rc == PERF_REPORT_OK && len ? malloc(len * sizeof *out) : NULL;
    if (rc == PERF_REPORT_OK && len && !out)
        rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    if (rc == PERF_REPORT_OK && len)
        qsort(a, len, sizeof *a, history_order);
    for (size_t i = 0; i < len; i++) {
        free(a[i].date);
        if (out)
            out[i] = a[i].name;
        else
            free(a[i].name);
    }
    free(a);
    if (rc == PERF_REPORT_OK) {
        *names = out;
        *n = len;
    }
    return rc;
}
