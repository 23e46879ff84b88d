/* queries.c — see queries.h. */
#include "queries.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "explain.h"

typedef struct perf_query_hit {
    char *label;
    const perf_compare_row *row;
    double delta;
} perf_query_hit;

int perf_query_tally_add(perf_query_tally *t, const char *label, const perf_compare_row *row,
                         double delta)
{
    if (t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 64;
        perf_query_hit *grown = realloc(t->hits, cap * sizeof *grown);
        if (!grown)
            return -1;
        t->hits = grown;
        t->cap = cap;
    }
    perf_query_hit *h = &t->hits[t->n];
    if (!(h->label = strdup(label)))
        return -1;
    h->row = row;
    h->delta = delta;
    t->n++;
    return 0;
}

static int dir_of(double d) { return d > 0 ? 1 : -1; }

/* By label, then direction, then the larger change first: a group's cases
 * come out in their final order. */
static int by_label(const void *x, const void *y)
{
    const perf_query_hit *a = x, *b = y;
    int k = strcmp(a->label, b->label);
    if (k)
        return k;
    if (dir_of(a->delta) != dir_of(b->delta))
        return dir_of(b->delta) - dir_of(a->delta);
    double fa = fabs(a->delta), fb = fabs(b->delta);
    return fa > fb ? -1 : fa < fb ? 1 : 0;
}

static int most_cases_first(const void *x, const void *y)
{
    const perf_query_change *a = x, *b = y;
    if (a->n_cases != b->n_cases)
        return a->n_cases > b->n_cases ? -1 : 1;
    double fa = fabs(a->delta), fb = fabs(b->delta);
    if (fa != fb)
        return fa > fb ? -1 : 1;
    int k = strcmp(a->label, b->label);
    return k ? k : b->direction - a->direction;
}

int perf_query_tally_finish(perf_query_tally *t, perf_comparison *c)
{
    c->explained = 1;
    c->release = perf_explain_release;
    if (t->n) /* hits is NULL while empty, and qsort's array is never NULL */
        qsort(t->hits, t->n, sizeof *t->hits, by_label);
    perf_query_change *q = calloc(t->n ? t->n : 1, sizeof *q);
    size_t n = 0;
    for (size_t i = 0; q && i < t->n;) {
        size_t j = i + 1; /* the group is hits[i..j) */
        while (j < t->n && strcmp(t->hits[j].label, t->hits[i].label) == 0 &&
               dir_of(t->hits[j].delta) == dir_of(t->hits[i].delta))
            j++;
        perf_query_change *g = &q[n++];
        g->direction = dir_of(t->hits[i].delta);
        g->n_cases = j - i;
        g->cases = malloc(g->n_cases * sizeof *g->cases);
        g->label = strdup(t->hits[i].label);
        if (!g->cases || !g->label) {
            perf_query_changes_free(q, n);
            q = NULL;
            break;
        }
        for (size_t k = i; k < j; k++) {
            const perf_compare_row *r = t->hits[k].row;
            g->cases[k - i] = (perf_query_case){r->benchmark, r->profile, r->scenario,
                                                t->hits[k].delta};
            g->delta += t->hits[k].delta;
        }
        i = j;
    }
    perf_query_tally_free(t);
    if (!q)
        return -1;
    qsort(q, n, sizeof *q, most_cases_first);
    for (size_t i = PERF_QUERIES_MAX; i < n; i++) {
        free(q[i].label);
        free(q[i].cases);
    }
    c->queries = q;
    c->n_queries = n < PERF_QUERIES_MAX ? n : PERF_QUERIES_MAX;
    return 0;
}

void perf_query_tally_free(perf_query_tally *t)
{
    for (size_t i = 0; i < t->n; i++)
        free(t->hits[i].label);
    free(t->hits);
    *t = (perf_query_tally){0};
}
