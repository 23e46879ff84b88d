/* steps.c — the comparisons of consecutive artifacts behind the change
 * points of a feed (changes.h, perf_step_row): each pair of artifacts is
 * compared once, with every test case but without the history (only the
 * rows measured side by side are used, and the history's window was most
 * of a comparison's reading), and its rows are looked up by test case in
 * a sorted index. A feed's series walk the same chain of pairs in order,
 * so the pair after the last one found is tried first. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../report/report_util.h"
#include "changes.h"
#include "support/grow.h"

typedef struct step {
    char *prev, *cur;
    perf_comparison *c;           /* NULL: the pair could not be compared (no samples) */
    const perf_compare_row **row; /* c's rows by (benchmark, profile, scenario) */
} step;

struct perf_step_cache {
    perf_db *db;
    const char *metric;
    step *v;
    size_t n, cap;
    size_t last; /* the step found last */
};

/* Orders rows by (benchmark, profile, scenario). */
static int row_key_cmp(const char *bench, const char *profile, const char *scenario,
                       const perf_compare_row *r)
{
    int d = strcmp(bench, r->benchmark);
    if (!d)
        d = strcmp(profile, r->profile);
    return d ? d : strcmp(scenario, r->scenario);
}

static int row_cmp(const void *x, const void *y)
{
    const perf_compare_row *a = *(const perf_compare_row *const *)x;
    return row_key_cmp(a->benchmark, a->profile, a->scenario, *(const perf_compare_row *const *)y);
}

perf_step_cache *perf_step_cache_new(perf_db *db, const char *metric)
{
    perf_step_cache *sc = calloc(1, sizeof *sc);
    if (sc) {
        sc->db = db;
        sc->metric = metric;
    }
    return sc;
}

void perf_step_cache_free(perf_step_cache *sc)
{
    if (!sc)
        return;
    for (size_t i = 0; i < sc->n; i++) {
        free(sc->v[i].prev);
        free(sc->v[i].cur);
        free(sc->v[i].row);
        perf_comparison_free(sc->v[i].c);
    }
    free(sc->v);
    free(sc);
}

/* The step prev -> cur, compared on first use; its c is NULL when the
 * pair has no comparison (an artifact without samples of the metric).
 * NULL on an error (err). */
static const step *step_of(perf_step_cache *sc, const char *prev, const char *cur, char *err,
                           size_t errlen)
{
    for (size_t k = 0; k < sc->n; k++) {
        size_t i = (sc->last + 1 + k) % sc->n; /* the next pair first */
        if (!strcmp(sc->v[i].prev, prev) && !strcmp(sc->v[i].cur, cur)) {
            sc->last = i;
            return &sc->v[i];
        }
    }
    perf_comparison *c = NULL;
    int rc = perf_report_compare_paired(sc->db, prev, cur, sc->metric, &c, err, errlen);
    if (rc == PERF_REPORT_ERROR ||
        sup_grow((void **)&sc->v, &sc->cap, sc->n + 1, sizeof *sc->v) < 0) {
        perf_comparison_free(c);
        return NULL;
    }
    step *s = &sc->v[sc->n];
    *s = (step){perf_report_strdup(prev), perf_report_strdup(cur), rc == PERF_REPORT_OK ? c : NULL,
                NULL};
    if (s->c && s->c->count && (s->row = malloc(s->c->count * sizeof *s->row)) != NULL) {
        for (size_t i = 0; i < s->c->count; i++)
            s->row[i] = &s->c->rows[i];
        qsort(s->row, s->c->count, sizeof *s->row, row_cmp);
    }
    if (!s->prev || !s->cur || (s->c && s->c->count && !s->row)) {
        free(s->prev);
        free(s->cur);
        perf_comparison_free(s->c);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    sc->last = sc->n++;
    return s;
}

int perf_step_row(perf_step_cache *sc, const char *prev, const char *cur, const char *benchmark,
                  const char *profile, const char *scenario, const perf_compare_row **row,
                  char *err, size_t errlen)
{
    const step *st = step_of(sc, prev, cur, err, errlen);
    if (!st)
        return -1;
    size_t lo = 0, hi = st->c ? st->c->count : 0;
    while (lo < hi) { /* the first row not below the key */
        size_t mid = lo + (hi - lo) / 2;
        if (row_key_cmp(benchmark, profile, scenario, st->row[mid]) > 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (!st->c || lo == st->c->count || row_key_cmp(benchmark, profile, scenario, st->row[lo]))
        return 0;
    const perf_compare_row *r = st->row[lo];
    if (r->sig.source != PERF_SIG_INTERVAL || !r->sig.paired)
        return 0;
    *row = r;
    return 1;
}
