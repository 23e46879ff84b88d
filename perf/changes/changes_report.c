/* changes_report.c — the change points of every test case of one or every
 * benchmark: each benchmark's history (report/history.c), made a chain of
 * side-by-side steps where sessions allow (drift.c), each series run
 * through perf_change_points (change_points.c), and each step measured
 * side by side judged as compare judges it (steps.c). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../report/report_util.h"
#include "../stats/paired.h"
#include "changes.h"
#include "support/grow.h"

/* Every benchmark's name (by name), or just `only` when given. */
static int bench_names(perf_db *db, const char *only, char ***names, size_t *n, char *err,
                       size_t errlen)
{
    *names = NULL;
    *n = 0;
    perf_stmt *st;
    if (perf_db_prepare(db, "SELECT name FROM benchmark ORDER BY name", &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    size_t cap = 0;
    int step, rc = PERF_REPORT_OK;
    while ((step = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        const char *name = perf_stmt_column_text(st, 0);
        if (only && strcmp(only, name ? name : "") != 0)
            continue;
        if (sup_grow((void **)names, &cap, *n + 1, sizeof **names) < 0 ||
            !((*names)[*n] = perf_report_strdup(name))) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        (*n)++;
    }
    perf_stmt_finalize(st);
    if (step == PERF_DB_ERROR)
        rc = PERF_REPORT_ERROR;
    if (rc == PERF_REPORT_OK && only && *n == 0)
        rc = perf_report_err(PERF_REPORT_NOT_FOUND, err, errlen, "unknown benchmark '%s'", only);
    return rc;
}

static int add_row(perf_changes *c, size_t *cap, const perf_history *h,
                   const perf_history_series *s, const perf_change_at *at)
{
    if (sup_grow((void **)&c->rows, cap, c->count + 1, sizeof *c->rows) < 0)
        return -1;
    perf_change_row *r = &c->rows[c->count++];
    memset(r, 0, sizeof *r);
    r->benchmark = perf_report_strdup(h->benchmark);
    r->profile = perf_report_strdup(s->profile);
    r->scenario = perf_report_strdup(s->scenario);
    r->artifact = perf_report_strdup(s->points[at->index].artifact);
    r->parent = perf_report_strdup(s->points[at->index - 1].artifact);
    r->date = perf_report_strdup(s->points[at->index].date);
    r->before = at->before;
    r->after = at->after;
    r->change = at->before != 0 ? at->after / at->before - 1
                                : (at->after > 0 ? INFINITY : -INFINITY);
    r->t = at->t;
    return r->benchmark && r->profile && r->scenario && r->artifact && r->parent && r->date ? 0
                                                                                            : -1;
}

/* Where a step was measured side by side, its own pairs decide it, not
 * the chain's windows: Perfherder's point at that index is dropped unless
 * compare calls the step a change, and a step compare calls a change is
 * a point when it reaches min_step and its interval at
 * PERF_CHANGE_STEP_CONFIDENCE excludes 0 too (compare's t: the change
 * over the interval's half-width in the quantile's units, at least the
 * quantile of that confidence at the interval's degrees of freedom). Why
 * both: one noisy step shifts every later value of the chain (it
 * multiplies the steps), so the windows saw a "level change" where the
 * step's own interval said too noisy (a feed's wall time, two burners
 * beside one build: +35%, t 9.9, its interval -4% to +38%); and a history
 * is many steps of many test cases, where compare's 99% alone lets about
 * one unchanged step in a hundred through (the feed bench: +5.2%, t 3.6,
 * under burners). Why not Perfherder's t >= 7, as before: that bound is
 * for two windows of many points; a step's pairs have 4-14 degrees of
 * freedom and stop as soon as a look's strict bound is crossed
 * (stats/sequential.h), so a real +10% step ends with t 6-10 (the feed
 * bench: itoa full +11.5% after 8 pairs, t 6.2), and t >= 7 missed 5 of
 * 9. At 99.9%, t must reach 8.6 at 4 df and 4.6 at 10. at[0..k) is
 * updated in index order; returns the new count, or -1 on a database
 * error (err). */
static long session_points(perf_step_cache *sc, const perf_history *h, const perf_history_series *s,
                           double min_step, perf_change_at *at, size_t k, char *err, size_t errlen)
{
    for (size_t j = 1; j < s->count; j++) {
        const perf_compare_row *row;
        int r = perf_step_row(sc, s->points[j - 1].artifact, s->points[j].artifact, h->benchmark,
                              s->profile, s->scenario, &row, err, errlen);
        if (r < 0)
            return -1;
        if (r == 0)
            continue; /* not side by side: Perfherder's rule alone */
        size_t x = 0;
        while (x < k && at[x].index < j)
            x++;
        double half = (row->sig.hi - row->sig.lo) / 2;
        double q = perf_stats_t_quantile(row->sig.confidence > 0 ? row->sig.confidence : 0.99,
                                         row->sig.df >= 1 ? row->sig.df : INFINITY);
        double t = half > 0 ? q * row->change / half : INFINITY;
        double sure = perf_stats_t_quantile(PERF_CHANGE_STEP_CONFIDENCE,
                                            row->sig.df >= 1 ? row->sig.df : INFINITY);
        int change = row->sig.significant && fabs(row->change) >= min_step && fabs(t) >= sure;
        int found = x < k && at[x].index == j;
        if (found && !change) { /* the chain's point, which the step's pairs do not back */
            memmove(&at[x], &at[x + 1], (k - x - 1) * sizeof *at);
            k--;
        }
        if (found || !change)
            continue; /* a change Perfherder's rule found already, or none */
        memmove(&at[x + 1], &at[x], (k - x) * sizeof *at);
        at[x] = (perf_change_at){j, s->points[j - 1].value,
                                 s->points[j - 1].value * (1 + row->change), t};
        k++;
    }
    return (long)k;
}

/* Adds the change points of every series of h to c: Perfherder's rule on
 * the (drift-corrected) series, and (sc not NULL: the database has
 * sessions) the steps measured side by side that compare calls changes. */
static int scan(perf_step_cache *sc, perf_changes *c, size_t *cap, const perf_history *h,
                double min_step, char *err, size_t errlen)
{
    for (size_t i = 0; i < h->count; i++) {
        const perf_history_series *s = &h->series[i];
        if (s->count == 0)
            continue;
        double *v = malloc(s->count * sizeof *v);
        perf_change_at *at = malloc(2 * s->count * sizeof *at);
        if (!v || !at) {
            free(v);
            free(at);
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        for (size_t j = 0; j < s->count; j++)
            v[j] = s->points[j].value;
        size_t k = perf_change_points(v, s->count, min_step, at, s->count);
        long all = sc ? session_points(sc, h, s, min_step, at, k, err, errlen) : (long)k;
        int rc = all < 0 ? -1 : 0;
        for (size_t j = 0; rc == 0 && j < (size_t)all; j++)
            if ((rc = add_row(c, cap, h, s, &at[j])) < 0)
                snprintf(err, errlen, "out of memory");
        free(v);
        free(at);
        if (rc < 0)
            return -1;
    }
    return 0;
}

int perf_report_changes(perf_db *db, const char *metric, const char *benchmark, double min_step,
                        perf_changes **out, char *err, size_t errlen)
{
    *out = NULL;
    if ((!metric || !*metric) && !(metric = perf_report_default_metric(db, err, errlen)))
        return PERF_REPORT_ERROR;
    char **names;
    size_t n;
    int rc = bench_names(db, benchmark, &names, &n, err, errlen);
    if (rc != PERF_REPORT_OK) {
        perf_report_names_free(names, n);
        return rc;
    }
    perf_changes *c = calloc(1, sizeof *c);
    perf_step_cache *sc = NULL;
    size_t cap = 0;
    if (!c || !(c->metric = perf_report_strdup(metric)))
        rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    /* the whole history, every point: a change point needs its
     * neighbours, which the graphs' default window or thinning would cut
     * ("0" is below every date) */
    const perf_history_range all = {"0", NULL, SIZE_MAX};
    for (size_t i = 0; i < n && rc == PERF_REPORT_OK; i++) {
        perf_history *h;
        rc = perf_report_benchmark_history(db, names[i], metric, NULL, NULL, &all, &h, err, errlen);
        if (rc != PERF_REPORT_OK)
            break;
        int sessions = perf_changes_correct_drift(db, h, err, errlen);
        if (sessions < 0) {
            perf_history_free(h);
            rc = PERF_REPORT_ERROR;
            break;
        }
        int bad = (!c->unit && !(c->unit = perf_report_strdup(h->unit))) ||
                  (sessions && !sc && !(sc = perf_step_cache_new(db, c->metric)));
        if (bad)
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
        else if (scan(sessions ? sc : NULL, c, &cap, h, min_step, err, errlen) < 0)
            rc = PERF_REPORT_ERROR;
        perf_history_free(h);
    }
    perf_report_names_free(names, n);
    perf_step_cache_free(sc);
    if (rc == PERF_REPORT_OK && !c->unit && !(c->unit = perf_report_strdup("")))
        rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    if (rc != PERF_REPORT_OK) {
        perf_changes_free(c);
        return rc;
    }
    *out = c;
    return PERF_REPORT_OK;
}

void perf_changes_free(perf_changes *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->count; i++) {
        perf_change_row *r = &c->rows[i];
        free(r->benchmark);
        free(r->profile);
        free(r->scenario);
        free(r->artifact);
        free(r->parent);
        free(r->date);
    }
    free(c->rows);
    free(c->metric);
    free(c->unit);
    free(c);
}
