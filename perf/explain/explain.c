/* explain.c — see explain.h. */
#include "explain.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "queries.h"

/* Seconds per unit of a profile's counter, or 0 for one that is not a
 * time. */
static double seconds_per(const char *unit)
{
    if (!unit)
        return 0;
    if (strcmp(unit, "ns") == 0)
        return 1e-9;
    if (strcmp(unit, "us") == 0)
        return 1e-6;
    if (strcmp(unit, "ms") == 0)
        return 1e-3;
    return 0;
}

typedef struct cand {
    const char *label;
    double delta;
} cand;

static int larger_first(const void *x, const void *y)
{
    double a = fabs(((const cand *)x)->delta), b = fabs(((const cand *)y)->delta);
    if (a != b)
        return a > b ? -1 : 1;
    return strcmp(((const cand *)x)->label, ((const cand *)y)->label);
}

perf_explanation *perf_explain_row(const perf_compare_row *row, const perf_detail *d)
{
    if (d->runs_a < 2 || d->runs_b < 2 || !d->side_a.present || !d->side_b.present)
        return NULL;
    double unit = seconds_per(d->side_a.unit);
    if (unit == 0 || !isfinite(row->after - row->before))
        return NULL;
    perf_explanation *e = calloc(1, sizeof *e);
    cand *c = malloc((d->count ? d->count : 1) * sizeof *c);
    if (!e || !c) {
        free(e);
        free(c);
        return NULL;
    }
    e->delta = row->after - row->before;
    size_t n = 0;
    for (size_t i = 0; i < d->count; i++) {
        const perf_detail_row *r = &d->rows[i];
        if (!r->beyond)
            continue;
        e->beyond++;
        double delta = (double)(r->b_min - r->a_min) * unit;
        if (delta * e->delta > 0) /* the direction of the change */
            c[n++] = (cand){r->label, delta};
    }
    qsort(c, n, sizeof *c, larger_first);
    double sum = 0;
    for (size_t i = 0; i < n && e->count < PERF_EXPLAIN_MAX_ITEMS; i++) {
        if (e->delta != 0 && sum / e->delta >= PERF_EXPLAIN_ENOUGH)
            break;
        if (!(e->items[e->count].label = strdup(c[i].label)))
            break;
        e->items[e->count++].delta = c[i].delta;
        sum += c[i].delta;
    }
    e->explained = e->delta != 0 ? sum / e->delta : 0;
    free(c);
    return e;
}

/* Every query of `d` beyond noise into the suite-wide tally. */
static int tally_detail(perf_query_tally *t, const perf_compare_row *row, const perf_detail *d)
{
    double unit = seconds_per(d->side_a.unit);
    for (size_t i = 0; i < d->count; i++) {
        const perf_detail_row *q = &d->rows[i];
        double delta = (double)(q->b_min - q->a_min) * unit;
        if (q->beyond && delta != 0 && perf_query_tally_add(t, q->label, row, delta) < 0)
            return -1;
    }
    return 0;
}

int perf_explain_comparison(perf_db *db, perf_comparison *c, char *err, size_t errlen)
{
    if (!c->unit || strcmp(c->unit, "s") != 0)
        return 0;
    perf_query_tally tally = {0};
    int explained = 0;
    c->release = perf_explain_release; /* the explanations are ours to free */
    for (size_t i = 0; i < c->count; i++) {
        perf_compare_row *r = &c->rows[i];
        if (!r->sig.significant)
            continue;
        perf_detail *d = NULL;
        int rc = perf_report_detail(db, c->a, c->b, r->benchmark, r->profile, r->scenario, &d, err,
                                    errlen);
        if (rc == PERF_REPORT_NOT_FOUND)
            continue; /* no self-profile of this test case */
        if (rc != PERF_REPORT_OK) {
            perf_query_tally_free(&tally);
            return -1;
        }
        r->explanation = perf_explain_row(r, d);
        explained += r->explanation != NULL;
        int bad = r->explanation && tally_detail(&tally, r, d) < 0;
        perf_detail_free(d);
        if (bad) {
            perf_query_tally_free(&tally);
            snprintf(err, errlen, "out of memory");
            return -1;
        }
    }
    if (perf_query_tally_finish(&tally, c) < 0) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    return explained;
}

int perf_explain_compare(perf_db *db, const char *a, const char *b, const char *metric, int explain,
                         perf_comparison **out, char *err, size_t errlen)
{
    perf_comparison *c;
    int rc = perf_report_compare(db, a, b, metric && *metric ? metric : NULL, &c, err, errlen);
    if (rc != PERF_REPORT_OK)
        return rc;
    if (explain && perf_explain_comparison(db, c, err, errlen) < 0) {
        perf_comparison_free(c);
        return PERF_REPORT_ERROR;
    }
    *out = c;
    return PERF_REPORT_OK;
}
