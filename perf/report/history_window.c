/* history_window.c — perf_history_window: which artifacts a graph shows.
 * The graphs read one artifact at a time through the sample and
 * self_profile keys, so their cost follows the points shown, not the
 * history stored: a window (the newest PERF_HISTORY_DEFAULT_ARTIFACTS, or
 * a date range) read from the artifact_date index, thinned to at most
 * max_points evenly spaced artifacts for a long range. Only artifacts with
 * something to draw count (samples of the benchmark for its graph, a
 * self-profile of the test case for a query's): otherwise the newest artifacts, still being measured,
 * would take the window's last point and a thinned query history would
 * land mostly on artifacts without self-profiles (55 of 226 points at
 * 2,000 artifacts, issue 35). */
#include <stdlib.h>
#include <string.h>

#include "report_sql.h"
#include "report_util.h"
#include "support/grow.h"

void perf_history_arts_free(perf_history_art *a, size_t n)
{
    for (size_t i = 0; a && i < n; i++) {
        free(a[i].name);
        free(a[i].date);
    }
    free(a);
}

/* An upper bound for dates up to `to` by the prefix rule of
 * perf_report_artifact_range ("2026-03" takes every day of March): ISO
 * 8601 dates hold digits, '-', ':', '.', '+', 'T' and 'Z', all below '~'. */
static char *upper_bound(const char *to)
{
    size_t n = to ? strlen(to) : 0;
    char *s = malloc(n + 2);
    if (s) {
        memcpy(s, to ? to : "", n);
        s[n] = '~';
        s[n + 1] = '\0';
    }
    return s;
}

/* Keeps max evenly spaced entries of a[0..*n), the first and the last
 * among them, freeing the others. */
static void thin(perf_history_art *a, size_t *n, size_t max)
{
    if (*n <= max || max < 2)
        return;
    size_t keep = 0;
    for (size_t i = 0, next = 0; i < *n; i++) {
        if (i == next && keep < max) {
            a[keep++] = a[i];
            next = (keep * (*n - 1) + (max - 1) / 2) / (max - 1);
        } else {
            free(a[i].name);
            free(a[i].date);
        }
    }
    *n = keep;
}

int perf_history_window(perf_db *db, const perf_history_range *range, int64_t benchmark,
                        const char *profile, const char *scenario, perf_history_art **out,
                        size_t *n, char *err, size_t errlen)
{
    static const perf_history_range DEFAULT = {NULL, NULL, 0};
    if (!range)
        range = &DEFAULT;
    *out = NULL;
    *n = 0;
    int windowed = !range->from || !*range->from; /* the newest N up to `to` */
    char *to = upper_bound(range->to);
    perf_stmt *st = NULL;
    if (!to)
        return perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    static const char *const SQL[2][2] = {{PERF_SQL_WINDOW_RANGE(PERF_SQL_HAS_SAMPLES),
                                           PERF_SQL_WINDOW_RANGE(PERF_SQL_HAS_SELF_PROFILE)},
                                          {PERF_SQL_WINDOW_NEWEST(PERF_SQL_HAS_SAMPLES),
                                           PERF_SQL_WINDOW_NEWEST(PERF_SQL_HAS_SELF_PROFILE)}};
    if (perf_db_prepare(db, SQL[windowed][profile != NULL], &st, err, errlen) < 0) {
        free(to);
        return PERF_REPORT_ERROR;
    }
    perf_stmt_bind_text(st, 1, to);
    if (windowed)
        perf_stmt_bind_int64(st, 2, PERF_HISTORY_DEFAULT_ARTIFACTS);
    else
        perf_stmt_bind_text(st, 2, range->from);
    perf_stmt_bind_int64(st, 3, benchmark);
    if (profile) {
        perf_stmt_bind_text(st, 4, profile);
        perf_stmt_bind_text(st, 5, scenario);
    }
    perf_history_art *a = NULL;
    size_t len = 0, cap = 0;
    int r, rc = PERF_REPORT_OK;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&a, &cap, len + 1, sizeof *a) < 0) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        perf_history_art *x = &a[len++];
        x->id = perf_stmt_column_int64(st, 0);
        x->name = perf_report_strdup(perf_stmt_column_text(st, 1));
        x->date = perf_report_strdup(perf_stmt_column_text(st, 2));
        if (!x->name || !x->date) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
    }
    perf_stmt_finalize(st);
    free(to);
    if (r == PERF_DB_ERROR)
        rc = PERF_REPORT_ERROR;
    if (rc != PERF_REPORT_OK) {
        perf_history_arts_free(a, len);
        return rc;
    }
    for (size_t i = 0; windowed && i < len / 2; i++) { /* oldest first */
        perf_history_art t = a[i];
        a[i] = a[len - 1 - i];
        a[len - 1 - i] = t;
    }
    thin(a, &len, range->max_points ? range->max_points : PERF_HISTORY_MAX_POINTS);
    *out = a;
    *n = len;
    return PERF_REPORT_OK;
}
