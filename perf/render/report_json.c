/* report_json.c — see report_json.h. */
#include "report_json.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../explain/explain.h"
#include "../explain/queries.h"
#include "../report/relevance.h"
#include "../report/significance.h"
#include "../sections/sections.h"
#include "support/json_buf.h"

/* Why a buffer and hand-made number formatting: a detail of 3,000 rows
 * is 90,000 numbers; through fprintf (and %g for the fractions) it took
 * 70 ms, more than the report itself. The buffer (support/json_buf.h) is
 * the caller's: the server answers from it, a verb prints it in one
 * fwrite (sup_buf_write). */
typedef sup_buf jb;

static void jb_puts(jb *b, const char *s) { sup_buf_str(b, s); }

static void jb_putc(jb *b, char c) { sup_buf_add(b, &c, 1); }

static void jb_i64(jb *b, int64_t v)
{
    char tmp[24];
    char *e = tmp + sizeof tmp, *q = e;
    uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    do {
        *--q = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *--q = '-';
    sup_buf_add(b, q, (size_t)(e - q));
}

static void jb_u(jb *b, size_t v) { jb_i64(b, (int64_t)v); }

/* Ends the document with its newline; 0, or -1 when memory ran out. */
static int jb_done(jb *b)
{
    jb_putc(b, '\n');
    return b->failed ? -1 : 0;
}

/* A JSON string, escaped by selfprof's JSON writer in its ASCII style
 * (support/json_writer.h): a byte that is not valid UTF-8 (a label
 * from a damaged profile) becomes \ufffd, so the document always parses. */
static void str(jb *b, const char *s)
{
    sup_buf_json_string(b, s ? s : "", s ? strlen(s) : 0, JSON_ESCAPE_ASCII);
}

void perf_json_string(FILE *out, const char *s)
{
    jb b = {0};
    str(&b, s);
    if (!b.failed)
        fwrite(b.data, 1, b.len, out);
    sup_buf_free(&b);
}

/* A number, or null when it is not finite (JSON has no inf/nan). */
static void num(jb *b, double v)
{
    if (isfinite(v))
        sup_buf_printf(b, "%.17g", v);
    else
        jb_puts(b, "null");
}

static void key(jb *b, const char *k, int first)
{
    if (!first)
        jb_putc(b, ',');
    jb_putc(b, '"');
    jb_puts(b, k);
    jb_puts(b, "\":");
}

static void skey(jb *b, const char *k, const char *v, int first)
{
    key(b, k, first);
    str(b, v);
}

static void stats(jb *b, const char *name, const perf_change_stats *s)
{
    key(b, name, 0);
    jb_puts(b, "{\"count\":");
    jb_u(b, s->count);
    jb_puts(b, ",\"mean\":");
    num(b, s->mean);
    jb_puts(b, ",\"min\":");
    num(b, s->min);
    jb_puts(b, ",\"max\":");
    num(b, s->max);
    jb_putc(b, '}');
}

/* The fields of one relevance summary (relevance.h), after a first
 * field: regressions, improvements, all, direction, largest,
 * largest_magnitude (null when there is no relevant change). */
static void relevance_fields(jb *b, const perf_relevance_stats *s)
{
    stats(b, "regressions", &s->regressions);
    stats(b, "improvements", &s->improvements);
    stats(b, "all", &s->all);
    skey(b, "direction", perf_direction_name(s->direction), 0);
    key(b, "largest", 0);
    num(b, s->all.count ? s->largest : NAN);
    key(b, "largest_magnitude", 0);
    if (s->all.count)
        str(b, perf_magnitude_name(s->largest_magnitude));
    else
        jb_puts(b, "null");
}

/* ,"NAME":{"relevant":N, the fields} */
static void relevance_stats(jb *b, const char *name, const perf_relevance_stats *s)
{
    key(b, name, 0);
    jb_puts(b, "{\"relevant\":");
    jb_u(b, s->all.count);
    relevance_fields(b, s);
    jb_putc(b, '}');
}

/* ,"NAME":[{"name":..., the fields}, ...] */
static void relevance_groups(jb *b, const char *name, const perf_relevance_group *g, size_t n)
{
    key(b, name, 0);
    jb_putc(b, '[');
    for (size_t i = 0; i < n; i++) {
        jb_puts(b, i ? ",{" : "{");
        skey(b, "name", g[i].name, 1);
        relevance_fields(b, &g[i].s);
        jb_putc(b, '}');
    }
    jb_putc(b, ']');
}

static void relevance(jb *b, const perf_relevance *v)
{
    key(b, "relevance", 0);
    jb_putc(b, '{');
    skey(b, "direction", perf_direction_name(v->direction), 1);
    jb_puts(b, v->deserves_attention ? ",\"deserves_attention\":true"
                                     : ",\"deserves_attention\":false");
    relevance_stats(b, "primary", &v->primary);
    relevance_stats(b, "secondary", &v->secondary);
    relevance_groups(b, "by_profile", v->by_profile, v->n_profile);
    relevance_groups(b, "by_scenario", v->by_scenario, v->n_scenario);
    relevance_groups(b, "by_category", v->by_category, v->n_category);
    jb_putc(b, '}');
}

/* ,"queries":[...]: the suite-wide view of an explained comparison
 * (perf/explain/queries.h), each test case named as the rows name it. */
static void queries_json(jb *b, const perf_comparison *c)
{
    jb_puts(b, ",\"queries\":[");
    for (size_t i = 0; i < c->n_queries; i++) {
        const perf_query_change *q = &c->queries[i];
        jb_puts(b, i ? ",{" : "{");
        skey(b, "label", q->label, 1);
        skey(b, "direction", q->direction > 0 ? "grew" : "shrank", 0);
        key(b, "delta", 0);
        num(b, q->delta);
        key(b, "test_cases", 0);
        jb_u(b, q->n_cases);
        jb_puts(b, ",\"cases\":[");
        for (size_t k = 0; k < q->n_cases; k++) {
            jb_puts(b, k ? ",{" : "{");
            skey(b, "benchmark", q->cases[k].benchmark, 1);
            skey(b, "profile", q->cases[k].profile, 0);
            skey(b, "scenario", q->cases[k].scenario, 0);
            key(b, "delta", 0);
            num(b, q->cases[k].delta);
            jb_putc(b, '}');
        }
        jb_puts(b, "]}");
    }
    jb_putc(b, ']');
}

int perf_json_comparison(sup_buf *b, const perf_comparison *c)
{
    jb_putc(b, '{');
    skey(b, "a", c->a, 1);
    skey(b, "b", c->b, 0);
    skey(b, "a_date", c->a_date, 0);
    skey(b, "b_date", c->b_date, 0);
    skey(b, "metric", c->metric, 0);
    skey(b, "unit", c->unit, 0);
    jb_puts(b, ",\"only_a\":");
    jb_u(b, c->only_a);
    jb_puts(b, ",\"only_b\":");
    jb_u(b, c->only_b);
    if (c->noise.df > 0) { /* the noise the paired test cases share */
        jb_puts(b, ",\"noise\":{\"sd\":");
        num(b, sqrt(c->noise.s2));
        jb_puts(b, ",\"df\":"); /* null: infinite (all alike) */
        num(b, c->noise.df);
        jb_puts(b, ",\"cases\":");
        jb_u(b, c->noise.cases);
        jb_putc(b, '}');
    }
    jb_puts(b, ",\"summary\":{\"geomean\":");
    num(b, c->summary.geomean);
    jb_puts(b, ",\"geomean_n\":");
    jb_u(b, c->summary.geomean_n);
    stats(b, "regressions", &c->summary.regressions);
    stats(b, "improvements", &c->summary.improvements);
    stats(b, "all", &c->summary.all);
    relevance(b, &c->summary.relevance);
    jb_puts(b, "},\"rows\":[");
    for (size_t i = 0; i < c->count; i++) {
        const perf_compare_row *r = &c->rows[i];
        jb_puts(b, i ? ",{" : "{");
        skey(b, "benchmark", r->benchmark, 1);
        skey(b, "category", r->category, 0);
        skey(b, "profile", r->profile, 0);
        skey(b, "scenario", r->scenario, 0);
        key(b, "before", 0);
        num(b, r->before);
        key(b, "after", 0);
        num(b, r->after);
        key(b, "before_iterations", 0);
        jb_u(b, r->before_n);
        key(b, "after_iterations", 0);
        jb_u(b, r->after_n);
        key(b, "change", 0);
        num(b, r->change);
        skey(b, "magnitude", perf_magnitude_name(r->magnitude), 0);
        jb_puts(b, r->relevant ? ",\"relevant\":true" : ",\"relevant\":false");
        jb_puts(b, ",\"significance\":{\"threshold\":");
        num(b, r->sig.threshold);
        jb_puts(b, ",\"factor\":");
        num(b, r->sig.factor);
        jb_puts(b, r->sig.significant ? ",\"significant\":true" : ",\"significant\":false");
        skey(b, "source", perf_sig_source_name(r->sig.source), 0);
        key(b, "history_points", 0);
        jb_u(b, r->sig.history_points);
        skey(b, "verdict", perf_verdict_name(r->sig.verdict), 0);
        if (r->sig.has_interval) {
            jb_puts(b, ",\"interval\":{\"lo\":");
            num(b, r->sig.lo);
            jb_puts(b, ",\"hi\":");
            num(b, r->sig.hi);
            jb_puts(b, ",\"confidence\":");
            num(b, r->sig.confidence);
            jb_puts(b, "}");
        }
        if (r->sig.source == PERF_SIG_APART) {
            jb_puts(b, ",\"paired\":false");
            if (!isnan(r->sig.apart_minutes)) {
                key(b, "apart_minutes", 0);
                num(b, r->sig.apart_minutes);
            }
            key(b, "session_noise", 0);
            num(b, r->sig.session_noise);
        }
        {
            char how[64];
            perf_sig_session_text(&r->sig, r->remeasured, how, sizeof how);
            skey(b, "measured", how, 0);
        }
        if (r->sig.source == PERF_SIG_INTERVAL) {
            key(b, "p_value", 0);
            num(b, r->sig.p_value);
            jb_puts(b, r->sig.paired ? ",\"paired\":true" : ",\"paired\":false");
            if (r->sig.paired) {
                key(b, "df", 0);
                num(b, r->sig.df);
                jb_puts(b, r->sig.pooled ? ",\"pooled\":true" : ",\"pooled\":false");
                key(b, "trimmed", 0);
                jb_u(b, r->sig.trimmed);
            }
        }
        jb_putc(b, '}');
        if (r->explanation) {
            const perf_explanation *e = r->explanation;
            jb_puts(b, ",\"explanation\":{\"delta\":");
            num(b, e->delta);
            jb_puts(b, ",\"explained\":");
            num(b, e->explained);
            key(b, "beyond_noise", 0);
            jb_u(b, e->beyond);
            jb_puts(b, ",\"queries\":[");
            for (size_t k = 0; k < e->count; k++) {
                jb_puts(b, k ? ",{" : "{");
                skey(b, "label", e->items[k].label, 1);
                key(b, "delta", 0);
                num(b, e->items[k].delta);
                jb_putc(b, '}');
            }
            jb_puts(b, "]}");
        }
        jb_putc(b, '}');
    }
    jb_putc(b, ']');
    if (c->explained)
        queries_json(b, c);
    jb_putc(b, '}');
    return jb_done(b);
}

/* ,"fields":[the ten names]: the order of every value array. */
static void field_names(jb *b)
{
    jb_puts(b, ",\"fields\":[");
    for (int i = 0; i < PERF_QB_COLUMNS; i++) {
        if (i)
            jb_putc(b, ',');
        str(b, PERF_QB_COLUMN_NAMES[i]);
    }
    jb_putc(b, ']');
}

/* The ten fields as an array in the block's column order (PERF_QB_COLUMN_NAMES) (detail's rows: 3,000
 * rows as objects with deltas were 2.7 MB, as arrays under 0.6 MB, which
 * the server then compresses), or null. */
static void value_array(jb *b, const perf_query_values *v, int present)
{
    if (!present) {
        jb_puts(b, "null");
        return;
    }
    int64_t col[PERF_QB_COLUMNS];
    perf_query_values_put(v, col);
    for (int i = 0; i < PERF_QB_COLUMNS; i++) {
        jb_putc(b, i ? ',' : '[');
        jb_i64(b, col[i]);
    }
    jb_putc(b, ']');
}

static void side(jb *b, const perf_detail_side *s)
{
    if (!s->present) {
        jb_puts(b, "null");
        return;
    }
    jb_putc(b, '{');
    skey(b, "counter", s->counter, 1);
    skey(b, "unit", s->unit, 0);
    key(b, "total_time", 0);
    jb_i64(b, s->total_time);
    key(b, "untracked_time", 0);
    if (s->untracked_time < 0)
        jb_puts(b, "null");
    else
        jb_i64(b, s->untracked_time);
    key(b, "event_count", 0);
    jb_i64(b, s->event_count);
    key(b, "file_count", 0);
    jb_i64(b, s->file_count);
    jb_putc(b, '}');
}

static void opt_i64(jb *b, int present, int64_t v)
{
    if (present)
        jb_i64(b, v);
    else
        jb_puts(b, "null");
}

/* "sections": the compiler and each section's A and B (null where that
 * side has no such events), when the detail has them. */
static void sections(jb *b, const perf_sections *s)
{
    key(b, "sections", 0);
    jb_putc(b, '{');
    key(b, "compiler", 1);
    if (s->compiler)
        str(b, s->compiler);
    else
        jb_puts(b, "null");
    jb_puts(b, ",\"items\":[");
    for (size_t i = 0; i < s->count; i++) {
        jb_puts(b, i ? ",{" : "{");
        skey(b, "name", s->names[i], 1);
        jb_puts(b, ",\"a\":");
        opt_i64(b, s->has_a[i], s->a[i]);
        jb_puts(b, ",\"b\":");
        opt_i64(b, s->has_b[i], s->b[i]);
        jb_putc(b, '}');
    }
    jb_puts(b, "]}");
}

int perf_json_detail(sup_buf *b, const perf_detail *d)
{
    jb_putc(b, '{');
    skey(b, "a", d->a, 1);
    skey(b, "b", d->b, 0);
    skey(b, "benchmark", d->benchmark, 0);
    skey(b, "profile", d->profile, 0);
    skey(b, "scenario", d->scenario, 0);
    key(b, "side_a", 0);
    side(b, &d->side_a);
    key(b, "side_b", 0);
    side(b, &d->side_b);
    field_names(b);
    jb_puts(b, ",\"totals\":{\"a\":");
    value_array(b, &d->side_a.totals, d->side_a.present);
    jb_puts(b, ",\"b\":");
    value_array(b, &d->side_b.totals, d->side_b.present);
    jb_puts(b, "},\"rows\":[");
    for (size_t i = 0; i < d->count; i++) {
        const perf_detail_row *r = &d->rows[i];
        jb_puts(b, i ? ",{" : "{");
        skey(b, "label", r->label, 1);
        jb_puts(b, ",\"a\":");
        value_array(b, &r->a, r->in_a);
        jb_puts(b, ",\"b\":");
        value_array(b, &r->b, r->in_b);
        if (r->judged) {
            jb_puts(b, ",\"noise\":{\"beyond\":");
            sup_buf_printf(b, "%d", r->beyond);
            jb_puts(b, ",\"sigma\":");
            num(b, r->noise);
            jb_puts(b, ",\"z\":");
            num(b, r->z);
            jb_putc(b, '}');
        }
        jb_putc(b, '}');
    }
    jb_puts(b, "],\"runs_a\":");
    jb_u(b, d->runs_a);
    jb_puts(b, ",\"runs_b\":");
    jb_u(b, d->runs_b);
    jb_puts(b, ",\"beyond_noise\":");
    jb_u(b, d->beyond_count);
    jb_puts(b, ",\"artifact_sizes\":[");
    for (size_t i = 0; i < d->size_count; i++) {
        const perf_detail_size *s = &d->sizes[i];
        jb_puts(b, i ? ",{" : "{");
        skey(b, "label", s->label, 1);
        jb_puts(b, ",\"a\":");
        opt_i64(b, s->in_a, s->a);
        jb_puts(b, ",\"b\":");
        opt_i64(b, s->in_b, s->b);
        jb_putc(b, '}');
    }
    jb_putc(b, ']');
    if (d->sections)
        sections(b, d->sections);
    jb_putc(b, '}');
    return jb_done(b);
}

int perf_json_history(sup_buf *b, const perf_history *h)
{
    jb_putc(b, '{');
    skey(b, "benchmark", h->benchmark, 1);
    skey(b, "metric", h->metric, 0);
    skey(b, "unit", h->unit, 0);
    jb_puts(b, ",\"series\":[");
    for (size_t i = 0; i < h->count; i++) {
        const perf_history_series *s = &h->series[i];
        jb_puts(b, i ? ",{" : "{");
        skey(b, "profile", s->profile, 1);
        skey(b, "scenario", s->scenario, 0);
        jb_puts(b, ",\"points\":[");
        for (size_t j = 0; j < s->count; j++) {
            jb_puts(b, j ? ",{" : "{");
            skey(b, "artifact", s->points[j].artifact, 1);
            skey(b, "date", s->points[j].date, 0);
            key(b, "value", 0);
            num(b, s->points[j].value);
            key(b, "iterations", 0);
            jb_u(b, s->points[j].iterations);
            jb_putc(b, '}');
        }
        jb_puts(b, "]}");
    }
    jb_puts(b, "]}");
    return jb_done(b);
}

int perf_json_query_history(sup_buf *b, const perf_query_history *h)
{
    jb_putc(b, '{');
    skey(b, "benchmark", h->benchmark, 1);
    skey(b, "profile", h->profile, 0);
    skey(b, "scenario", h->scenario, 0);
    skey(b, "label", h->label, 0);
    skey(b, "unit", h->unit, 0);
    field_names(b);
    jb_puts(b, ",\"points\":[");
    for (size_t i = 0; i < h->count; i++) {
        jb_puts(b, i ? ",{" : "{");
        skey(b, "artifact", h->points[i].artifact, 1);
        skey(b, "date", h->points[i].date, 0);
        jb_puts(b, ",\"values\":");
        value_array(b, &h->points[i].values, 1);
        jb_putc(b, '}');
    }
    jb_puts(b, "]}");
    return jb_done(b);
}

int perf_json_metrics(sup_buf *b, const perf_metric_info *m, size_t n)
{
    jb_puts(b, "{\"metrics\":[");
    for (size_t i = 0; i < n; i++) {
        jb_puts(b, i ? ",{" : "{");
        skey(b, "name", m[i].name, 1);
        skey(b, "unit", m[i].unit, 0);
        /* what perf/metric/'s table says of it (null: a metric it does not know) */
        const perf_metric_def *d = m[i].def;
        if (d) {
            skey(b, "kind", perf_metric_kind_name(d->kind), 0);
            skey(b, "measured", d->measured, 0);
        } else {
            jb_puts(b, ",\"kind\":null,\"measured\":null");
        }
        jb_puts(b, perf_metric_exact(m[i].name) ? ",\"exact\":true" : ",\"exact\":false");
        jb_puts(b, perf_metric_judged(m[i].name) ? ",\"judged\":true" : ",\"judged\":false");
        jb_putc(b, '}');
    }
    jb_puts(b, "]}");
    return jb_done(b);
}
