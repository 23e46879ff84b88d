/* steps.c — the comparisons of consecutive artifacts behind the change
 * points of a feed (changes.h, perf_step_row): each pair of artifacts is
 * compared once, with every test case, and the rows measured side by side
 * are looked up by test case. */
#include <stdlib.h>
#include <string.h>

#include "../report/report_util.h"
#include "changes.h"
#include "support/grow.h"

typedef struct step {
    char *prev, *cur;
    perf_comparison *c; /* NULL: the pair could not be compared (no samples) */
} step;

struct perf_step_cache {
    perf_db *db;
    const char *metric;
    step *v;
    size_t n, cap;
};

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
        perf_comparison_free(sc->v[i].c);
    }
    free(sc->v);
    free(sc);
}

/* The comparison prev -> cur, compared on first use. NULL with *failed 0
 * when it has none (an artifact without samples of the metric), NULL with
 * *failed 1 on an error (err). */
static const perf_comparison *step_of(perf_step_cache *sc, const char *prev, const char *cur,
                                      int *failed, char *err, size_t errlen)
{
    *failed = 0;
    for (size_t i = 0; i < sc->n; i++)
        if (!strcmp(sc->v[i].prev, prev) && !strcmp(sc->v[i].cur, cur))
            return sc->v[i].c;
    perf_comparison *c = NULL;
    int rc = perf_report_compare(sc->db, prev, cur, sc->metric, &c, err, errlen);
    if (rc == PERF_REPORT_ERROR ||
        sup_grow((void **)&sc->v, &sc->cap, sc->n + 1, sizeof *sc->v) < 0) {
        perf_comparison_free(c);
        *failed = 1;
        return NULL;
    }
    step *s = &sc->v[sc->n];
    s->prev = perf_report_strdup(prev);
    s->cur = perf_report_strdup(cur);
    s->c = rc == PERF_REPORT_OK ? c : NULL;
    if (!s->prev || !s->cur) {
        free(s->prev);
        free(s->cur);
        perf_comparison_free(s->c);
        *failed = 1;
        return NULL;
    }
    sc->n++;
    return s->c;
}

int perf_step_row(perf_step_cache *sc, const char *prev, const char *cur, const char *benchmark,
                  const char *profile, const char *scenario, const perf_compare_row **row,
                  char *err, size_t errlen)
{
    int failed;
    const perf_comparison *c = step_of(sc, prev, cur, &failed, err, errlen);
    if (failed)
        return -1;
    for (size_t i = 0; c && i < c->count; i++) {
        const perf_compare_row *r = &c->rows[i];
        if (!strcmp(r->benchmark, benchmark) && !strcmp(r->profile, profile) &&
            !strcmp(r->scenario, scenario)) {
            if (r->sig.source != PERF_SIG_INTERVAL || !r->sig.paired)
                return 0;
            *row = r;
            return 1;
        }
    }
    return 0;
}
