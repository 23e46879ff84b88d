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
 * 2,000 artifacts, issue 35). A graph's date range is the exception:
 * its artifacts are read alone and only the points it needs probed for
 * samples (span_pick), as probing every artifact of a long range in the
 * largest table cost more than drawing it. */
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

/* The range's artifacts, each probed on demand (probe: PERF_SQL_HAS_SAMPLES_OF
 * prepared; has[i] 0 not yet, 1 samples, 2 none). */
typedef struct span {
    perf_history_art *a;
    size_t n;
    unsigned char *has;
    perf_stmt *probe;
    int64_t benchmark;
    int failed;
} span;

static int has_samples(span *s, size_t i, char *err, size_t errlen)
{
    if (!s->has[i] && !s->failed) {
        perf_stmt_reset(s->probe);
        perf_stmt_bind_int64(s->probe, 1, s->a[i].id);
        perf_stmt_bind_int64(s->probe, 2, s->benchmark);
        int r = perf_stmt_step(s->probe, err, errlen);
        if (r == PERF_DB_ERROR)
            s->failed = 1;
        s->has[i] = r == PERF_DB_ROW ? 1 : 2;
    }
    return s->has[i] == 1;
}

/* Marks keep[i] for the points of a graph over s: every artifact with
 * samples when there are at most max between the first and the newest
 * with samples; else max points evenly spaced from the first to the
 * newest, each moved to the nearest artifact with samples between its
 * neighbours' places (none when there is no such artifact). Samples are on
 * nearly every artifact, so this probes about max artifacts where a
 * filter of the whole range probed all of them; the newest with samples
 * is always drawn. */
static void span_pick(span *s, size_t max, unsigned char *keep, char *err, size_t errlen)
{
    size_t last = s->n, first = 0;
    while (last > 0 && !has_samples(s, last - 1, err, errlen))
        last--;
    if (last-- == 0)
        return; /* nothing to draw */
    while (first < last && !has_samples(s, first, err, errlen))
        first++;
    if (last - first + 1 <= max || max < 2) {
        for (size_t i = first; i <= last; i++)
            keep[i] = i == first || i == last || has_samples(s, i, err, errlen);
        return;
    }
    /* lo: where a point may start, past the last one placed (never past
     * the next target, as each search stops before it) */
    size_t span_n = last - first, lo = first;
    for (size_t k = 0; k < max; k++) {
        size_t t = first + (k * span_n + (max - 1) / 2) / (max - 1);
        size_t hi = k + 1 < max ? first + ((k + 1) * span_n + (max - 1) / 2) / (max - 1) - 1 : last;
        for (size_t d = 0; t + d <= hi || d <= t - lo; d++) {
            if (t + d <= hi && has_samples(s, t + d, err, errlen)) {
                keep[t + d] = 1;
                lo = t + d + 1;
                break;
            }
            if (d && d <= t - lo && has_samples(s, t - d, err, errlen)) {
                keep[t - d] = 1;
                lo = t - d + 1;
                break;
            }
        }
    }
}

/* A graph's date range (range->from set, no test case): see span_pick. */
static int span_window(perf_db *db, const char *to, const char *from, int64_t benchmark, size_t max,
                       perf_history_art **out, size_t *n, char *err, size_t errlen)
{
    span s = {.benchmark = benchmark};
    perf_stmt *st = NULL;
    size_t cap = 0;
    int r = PERF_DB_DONE, rc = PERF_REPORT_OK;
    if (perf_db_prepare(db, PERF_SQL_WINDOW_SPAN, &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_text(st, 1, to);
    perf_stmt_bind_text(st, 2, from);
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&s.a, &cap, s.n + 1, sizeof *s.a) < 0) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        perf_history_art *x = &s.a[s.n++];
        x->id = perf_stmt_column_int64(st, 0);
        x->name = NULL; /* named once picked */
        x->date = perf_report_strdup(perf_stmt_column_text(st, 1));
        if (!x->date) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
    }
    perf_stmt_finalize(st);
    st = NULL;
    if (r == PERF_DB_ERROR)
        rc = PERF_REPORT_ERROR;
    unsigned char *keep = NULL;
    if (rc == PERF_REPORT_OK && s.n) {
        s.has = calloc(s.n, 1);
        keep = calloc(s.n, 1);
        if (!s.has || !keep)
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
        else if (perf_db_prepare(db, PERF_SQL_HAS_SAMPLES_OF, &s.probe, err, errlen) < 0)
            rc = PERF_REPORT_ERROR;
    }
    if (rc == PERF_REPORT_OK && s.n) {
        span_pick(&s, max, keep, err, errlen);
        if (s.failed)
            rc = PERF_REPORT_ERROR;
    }
    perf_stmt_finalize(s.probe);
    free(s.has);
    /* the points picked, moved to an array of their own */
    size_t len = 0;
    for (size_t i = 0; rc == PERF_REPORT_OK && i < s.n; i++)
        len += keep[i];
    perf_history_art *pts = len ? calloc(len, sizeof *pts) : NULL;
    if (len && !pts)
        rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    size_t k = 0;
    for (size_t i = 0; i < s.n; i++) {
        if (rc == PERF_REPORT_OK && pts && keep[i] && k < len) {
            pts[k++] = s.a[i];
        } else {
            free(s.a[i].name);
            free(s.a[i].date);
        }
    }
    free(s.a);
    free(keep);
    len = k;
    if (rc == PERF_REPORT_OK && len &&
        perf_db_prepare(db, PERF_SQL_ARTIFACT_NAME, &st, err, errlen) < 0)
        rc = PERF_REPORT_ERROR;
    for (size_t i = 0; rc == PERF_REPORT_OK && i < len; i++) {
        perf_stmt_reset(st);
        perf_stmt_bind_int64(st, 1, pts[i].id);
        r = perf_stmt_step(st, err, errlen);
        if (r != PERF_DB_ROW)
            rc = r == PERF_DB_ERROR
                     ? PERF_REPORT_ERROR
                     : perf_report_err(PERF_REPORT_ERROR, err, errlen, "artifact %lld is gone",
                                       (long long)pts[i].id);
        else if (!(pts[i].name = perf_report_strdup(perf_stmt_column_text(st, 0))))
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    }
    perf_stmt_finalize(st);
    if (rc != PERF_REPORT_OK) {
        perf_history_arts_free(pts, len);
        pts = NULL;
        len = 0;
    }
    *out = pts;
    *n = len;
    return rc;
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
    size_t max = range->max_points ? range->max_points : PERF_HISTORY_MAX_POINTS;
    if (!windowed && !profile) {
        int rc = span_window(db, to, range->from, benchmark, max, out, n, err, errlen);
        free(to);
        return rc;
    }
    /* [range][samples] is span_window's */
    static const char *const SQL[2][2] = {{NULL, PERF_SQL_WINDOW_RANGE(PERF_SQL_HAS_SELF_PROFILE)},
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
    thin(a, &len, max);
    *out = a;
    *n = len;
    return PERF_REPORT_OK;
}
