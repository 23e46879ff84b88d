/* explain.c — see explain.h. */
#include "explain.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../stats/query_noise.h"
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
    double delta, z;
    double weight; /* the ranking key: the movers' evidence x size, the
                      one-sided queries' time */
} cand;

static int larger_first(const void *x, const void *y)
{
    const cand *p = x, *q = y;
    if (p->weight != q->weight)
        return p->weight > q->weight ? -1 : 1;
    double a = fabs(p->delta), b = fabs(q->delta);
    if (a != b)
        return a > b ? -1 : 1;
    return strcmp(p->label, q->label);
}

/* The part of |delta| its evidence guarantees: z is the change in
 * standard errors, PERF_QNOISE_Z of them the bound of "beyond noise"; 0
 * when z is not known. */
static double evidence_weight(double delta, double z)
{
    return fabs(z) > PERF_QNOISE_Z ? fabs(delta) * (1 - PERF_QNOISE_Z / fabs(z)) : 0;
}

/* The queries of one side only into e (apart from the movers): their
 * count and time, the largest listed. c is scratch of d->count. */
static void one_sided(perf_explanation *e, const perf_detail *d, double unit, cand *c)
{
    size_t n = 0;
    for (size_t i = 0; i < d->count; i++) {
        const perf_detail_row *r = &d->rows[i];
        if (r->in_a == r->in_b)
            continue;
        int64_t t = r->in_a ? (r->a_min > 0 ? r->a_min : r->a.self_time)
                            : (r->b_min > 0 ? r->b_min : r->b.self_time);
        double secs = (double)t * unit;
        e->one_sided_count++;
        *(r->in_a ? &e->only_a : &e->only_b) += secs;
        c[n++] = (cand){r->label, r->in_a ? -secs : secs, 0, secs};
    }
    qsort(c, n, sizeof *c, larger_first);
    for (size_t i = 0; i < n && e->n_one_sided < PERF_EXPLAIN_MAX_ITEMS; i++) {
        if (!(e->one_sided[e->n_one_sided].label = strdup(c[i].label)))
            break;
        e->one_sided[e->n_one_sided].side = c[i].delta < 0 ? 'A' : 'B';
        e->one_sided[e->n_one_sided++].time = c[i].weight;
    }
}

/* The per-query noise of d: the time-weighted mean of the judged
 * two-sided queries' noise, and the smallest change such a query must
 * make to be judged (query_noise.h's bound on the minima). */
static void query_noise(perf_explanation *e, const perf_detail *d)
{
    double sw = 0, s = 0;
    for (size_t i = 0; i < d->count; i++) {
        const perf_detail_row *r = &d->rows[i];
        double w = (double)(r->a_min > r->b_min ? r->a_min : r->b_min);
        if (r->judged && r->in_a && r->in_b && r->noise > 0 && w > 0) {
            s += w * r->noise;
            sw += w;
        }
    }
    if (sw <= 0)
        return;
    e->query_noise = s / sw;
    e->judgeable = expm1(PERF_QNOISE_Z * e->query_noise * PERF_QNOISE_MIN_SPREAD *
                         sqrt(1.0 / (double)d->runs_a + 1.0 / (double)d->runs_b));
    e->noise_too_large = e->query_noise > PERF_EXPLAIN_NOISE_MAX;
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
    if (d->cross_compiler) { /* no query of one is a query of the other */
        e->cross_compiler = 1;
        snprintf(e->kind_a, sizeof e->kind_a, "%s", d->kind_a);
        snprintf(e->kind_b, sizeof e->kind_b, "%s", d->kind_b);
        free(c);
        return e;
    }
    one_sided(e, d, unit, c);
    query_noise(e, d);
    size_t n = 0;
    for (size_t i = 0; i < d->count; i++) {
        const perf_detail_row *r = &d->rows[i];
        if (!r->beyond || !r->in_a || !r->in_b) /* one side only: listed apart */
            continue;
        e->beyond++;
        double delta = (double)(r->b_min - r->a_min) * unit;
        if (delta * e->delta > 0) /* the direction of the change */
            c[n++] = (cand){r->label, delta, r->z, evidence_weight(delta, r->z)};
    }
    qsort(c, n, sizeof *c, larger_first);
    double sum = 0;
    for (size_t i = 0; i < n && e->count < PERF_EXPLAIN_MAX_ITEMS; i++) {
        if (e->delta != 0 && sum / e->delta >= PERF_EXPLAIN_ENOUGH)
            break;
        if (!(e->items[e->count].label = strdup(c[i].label)))
            break;
        e->items[e->count].z = c[i].z;
        e->items[e->count++].delta = c[i].delta;
        sum += c[i].delta;
    }
    e->attributed = sum;
    e->explained = e->delta != 0 ? fmin(1, sum / e->delta) : 0;
    free(c);
    return e;
}

/* Every query of `d` beyond noise into the suite-wide tally. */
static int tally_detail(perf_query_tally *t, const perf_compare_row *row, const perf_detail *d)
{
    double unit = seconds_per(d->side_a.unit);
    for (size_t i = 0; !d->cross_compiler && i < d->count; i++) {
        const perf_detail_row *q = &d->rows[i];
        double delta = (double)(q->b_min - q->a_min) * unit;
        if (q->beyond && q->in_a && q->in_b && delta != 0 &&
            perf_query_tally_add(t, q->label, row, delta) < 0)
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
