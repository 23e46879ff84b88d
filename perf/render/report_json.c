/* report_json.c — see report_json.h. Written with support/json_buf.h's
 * writer, the one JSON writer of perf/ (keys and commas placed for us;
 * string values in the ASCII style, so a byte that is not valid UTF-8, a
 * label from a damaged profile, becomes \ufffd and the document always
 * parses).
 *
 * Why the care for speed: a detail of 3,000 rows is 60,000 numbers;
 * through fprintf (and %g for the fractions) it took 70 ms, more than the
 * report itself. The writer formats integers without printf and appends
 * into the caller's buffer (the server answers from it, a verb prints it
 * in one fwrite, sup_buf_write); the detail's figures are arrays, not
 * objects (report_json.h). */
#include "report_json.h"

#include <math.h>
#include <string.h>

#include "../explain/explain.h"
#include "../explain/queries.h"
#include "../report/relevance.h"
#include "../report/significance.h"
#include "../sections/sections.h"
#include "support/json_buf.h"

/* A writer for a report's document: its strings in the ASCII style. */
static void start(sup_json *j, sup_buf *b)
{
    sup_json_init(j, b);
    sup_json_style(j, JSON_ESCAPE_ASCII);
}

/* Ends the document with its newline; 0, or -1 when memory ran out. */
static int done(sup_json *j)
{
    sup_buf_add(j->b, "\n", 1);
    return j->b->failed ? -1 : 0;
}

/* A string value; a missing one is written "" (never null). */
static void str(sup_json *j, const char *key, const char *s) { sup_json_str(j, key, s ? s : ""); }

static void count(sup_json *j, const char *key, size_t v) { sup_json_int(j, key, (int64_t)v); }

void perf_json_string(FILE *out, const char *s)
{
    sup_buf b = {0};
    sup_buf_json_string(&b, s ? s : "", s ? strlen(s) : 0, JSON_ESCAPE_ASCII);
    if (!b.failed)
        fwrite(b.data, 1, b.len, out);
    sup_buf_free(&b);
}

static void stats(sup_json *j, const char *name, const perf_change_stats *s)
{
    sup_json_obj(j, name);
    count(j, "count", s->count);
    sup_json_num(j, "mean", s->mean);
    sup_json_num(j, "min", s->min);
    sup_json_num(j, "max", s->max);
    sup_json_end_obj(j);
}

/* The fields of one relevance summary (relevance.h): regressions,
 * improvements, all, direction, largest, largest_magnitude (null when
 * there is no relevant change). */
static void relevance_fields(sup_json *j, const perf_relevance_stats *s)
{
    stats(j, "regressions", &s->regressions);
    stats(j, "improvements", &s->improvements);
    stats(j, "all", &s->all);
    str(j, "direction", perf_direction_name(s->direction));
    sup_json_num(j, "largest", s->all.count ? s->largest : NAN);
    if (s->all.count)
        str(j, "largest_magnitude", perf_magnitude_name(s->largest_magnitude));
    else
        sup_json_null(j, "largest_magnitude");
}

/* "NAME":{"relevant":N, the fields} */
static void relevance_stats(sup_json *j, const char *name, const perf_relevance_stats *s)
{
    sup_json_obj(j, name);
    count(j, "relevant", s->all.count);
    relevance_fields(j, s);
    sup_json_end_obj(j);
}

/* "NAME":[{"name":..., the fields}, ...] */
static void relevance_groups(sup_json *j, const char *name, const perf_relevance_group *g, size_t n)
{
    sup_json_arr(j, name);
    for (size_t i = 0; i < n; i++) {
        sup_json_obj(j, NULL);
        str(j, "name", g[i].name);
        relevance_fields(j, &g[i].s);
        sup_json_end_obj(j);
    }
    sup_json_end_arr(j);
}

static void relevance(sup_json *j, const perf_relevance *v)
{
    sup_json_obj(j, "relevance");
    str(j, "direction", perf_direction_name(v->direction));
    sup_json_bool(j, "deserves_attention", v->deserves_attention);
    relevance_stats(j, "primary", &v->primary);
    relevance_stats(j, "secondary", &v->secondary);
    relevance_groups(j, "by_profile", v->by_profile, v->n_profile);
    relevance_groups(j, "by_scenario", v->by_scenario, v->n_scenario);
    relevance_groups(j, "by_category", v->by_category, v->n_category);
    sup_json_end_obj(j);
}

/* "queries":[...]: the suite-wide view of an explained comparison
 * (perf/explain/queries.h), each test case named as the rows name it. */
static void queries_json(sup_json *j, const perf_comparison *c)
{
    sup_json_arr(j, "queries");
    for (size_t i = 0; i < c->n_queries; i++) {
        const perf_query_change *q = &c->queries[i];
        sup_json_obj(j, NULL);
        str(j, "label", q->label);
        str(j, "direction", q->direction > 0 ? "grew" : "shrank");
        sup_json_num(j, "delta", q->delta);
        count(j, "test_cases", q->n_cases);
        sup_json_arr(j, "cases");
        for (size_t k = 0; k < q->n_cases; k++) {
            sup_json_obj(j, NULL);
            str(j, "benchmark", q->cases[k].benchmark);
            str(j, "profile", q->cases[k].profile);
            str(j, "scenario", q->cases[k].scenario);
            sup_json_num(j, "delta", q->cases[k].delta);
            sup_json_end_obj(j);
        }
        sup_json_end_arr(j);
        sup_json_end_obj(j);
    }
    sup_json_end_arr(j);
}

/* A row's "significance": the rule's verdict and what it rests on. */
static void significance(sup_json *j, const perf_compare_row *r)
{
    const perf_significance *s = &r->sig;
    sup_json_obj(j, "significance");
    sup_json_num(j, "threshold", s->threshold);
    sup_json_num(j, "factor", s->factor);
    sup_json_bool(j, "significant", s->significant);
    str(j, "source", perf_sig_source_name(s->source));
    count(j, "history_points", s->history_points);
    str(j, "verdict", perf_verdict_name(s->verdict));
    if (s->has_interval) {
        sup_json_obj(j, "interval");
        sup_json_num(j, "lo", s->lo);
        sup_json_num(j, "hi", s->hi);
        sup_json_num(j, "confidence", s->confidence);
        sup_json_end_obj(j);
        if (s->source != PERF_SIG_EXACT) {
            sup_json_obj(j, "equivalence");
            sup_json_num(j, "lo", s->eq_lo);
            sup_json_num(j, "hi", s->eq_hi);
            sup_json_num(j, "confidence", PERF_SIG_EQUIVALENCE);
            sup_json_num(j, "margin", PERF_SIG_RESOLUTION);
            sup_json_end_obj(j);
        }
    }
    if (s->source == PERF_SIG_APART) {
        sup_json_bool(j, "paired", 0);
        if (!isnan(s->apart_minutes))
            sup_json_num(j, "apart_minutes", s->apart_minutes);
        sup_json_num(j, "session_noise", s->session_noise);
    }
    char how[64];
    perf_sig_session_text(s, r->remeasured, how, sizeof how);
    str(j, "measured", how);
    if (s->source == PERF_SIG_INTERVAL) {
        sup_json_num(j, "p_value", s->p_value);
        sup_json_bool(j, "paired", s->paired);
        if (s->paired) {
            sup_json_num(j, "df", s->df);
            sup_json_bool(j, "pooled", s->pooled);
            count(j, "trimmed", s->trimmed);
        }
    }
    sup_json_end_obj(j);
}

/* A row's "explanation" (explain.h). */
static void explanation(sup_json *j, const perf_explanation *e)
{
    sup_json_obj(j, "explanation");
    sup_json_num(j, "delta", e->delta);
    if (e->cross_compiler) { /* no query of A is one of B: nothing else to say */
        sup_json_bool(j, "cross_compiler", 1);
        str(j, "kind_a", e->kind_a);
        str(j, "kind_b", e->kind_b);
        sup_json_end_obj(j);
        return;
    }
    sup_json_num(j, "explained", e->explained);
    sup_json_num(j, "attributed", e->attributed);
    count(j, "beyond_noise", e->beyond);
    sup_json_arr(j, "queries");
    for (size_t k = 0; k < e->count; k++) {
        sup_json_obj(j, NULL);
        str(j, "label", e->items[k].label);
        sup_json_num(j, "delta", e->items[k].delta);
        sup_json_num(j, "z", e->items[k].z);
        sup_json_end_obj(j);
    }
    sup_json_end_arr(j);
    /* the queries of one side only: never movers, listed apart */
    sup_json_obj(j, "one_sided");
    count(j, "count", e->one_sided_count);
    sup_json_num(j, "only_a", e->only_a);
    sup_json_num(j, "only_b", e->only_b);
    sup_json_arr(j, "largest");
    for (size_t k = 0; k < e->n_one_sided; k++) {
        sup_json_obj(j, NULL);
        str(j, "label", e->one_sided[k].label);
        str(j, "side", e->one_sided[k].side == 'A' ? "A" : "B");
        sup_json_num(j, "time", e->one_sided[k].time);
        sup_json_end_obj(j);
    }
    sup_json_end_arr(j);
    sup_json_end_obj(j);
    sup_json_num(j, "query_noise", e->query_noise);
    sup_json_num(j, "judgeable", e->judgeable);
    sup_json_bool(j, "noise_too_large", e->noise_too_large);
    sup_json_end_obj(j);
}

/* One compare row, "KEY":{...} (NULL: in an array): its test case,
 * before and after on the change's basis, the minima, the change, its
 * relevance, significance and explanation. */
static void compare_row(sup_json *j, const char *key, const perf_compare_row *r)
{
    sup_json_obj(j, key);
    str(j, "benchmark", r->benchmark);
    str(j, "category", r->category);
    str(j, "profile", r->profile);
    str(j, "scenario", r->scenario);
    sup_json_num(j, "before", r->before);
    sup_json_num(j, "after", r->after);
    str(j, "basis",
        r->basis == PERF_BASIS_RUNS       ? "runs"
        : r->basis == PERF_BASIS_OVERHEAD ? "overhead"
                                          : "minimum");
    str(j, "basis_text", perf_basis_text(r->basis));
    sup_json_num(j, "min_before", r->min_before);
    sup_json_num(j, "min_after", r->min_after);
    count(j, "before_iterations", r->before_n);
    count(j, "after_iterations", r->after_n);
    sup_json_num(j, "change", r->change);
    str(j, "magnitude", perf_magnitude_name(r->magnitude));
    sup_json_bool(j, "relevant", r->relevant);
    significance(j, r);
    if (r->explanation)
        explanation(j, r->explanation);
    sup_json_end_obj(j);
}

/* The comparison's fields, inside its object. */
static void comparison(sup_json *j, const perf_comparison *c);

int perf_json_comparison(sup_buf *b, const perf_comparison *c)
{
    sup_json j;
    start(&j, b);
    sup_json_obj(&j, NULL);
    comparison(&j, c);
    sup_json_end_obj(&j);
    return done(&j);
}

int perf_json_comparison_of(sup_buf *b, const perf_comparison *view, size_t total)
{
    sup_json j;
    start(&j, b);
    sup_json_obj(&j, NULL);
    comparison(&j, view);
    count(&j, "total", total);
    sup_json_end_obj(&j);
    return done(&j);
}

static void comparison(sup_json *j, const perf_comparison *c)
{
    str(j, "a", c->a);
    str(j, "b", c->b);
    str(j, "a_date", c->a_date);
    str(j, "b_date", c->b_date);
    str(j, "metric", c->metric);
    str(j, "unit", c->unit);
    count(j, "only_a", c->only_a);
    count(j, "only_b", c->only_b);
    char why[512]; /* why no test case is compared; null when some are */
    sup_json_str(j, "empty", perf_compare_empty_reason(c, why, sizeof why));
    if (c->noise.df > 0) { /* the noise the paired test cases share */
        sup_json_obj(j, "noise");
        sup_json_num(j, "sd", sqrt(c->noise.s2));
        sup_json_num(j, "df", c->noise.df); /* null: infinite (all alike) */
        count(j, "cases", c->noise.cases);
        sup_json_end_obj(j);
    }
    sup_json_obj(j, "summary");
    sup_json_num(j, "geomean", c->summary.geomean);
    count(j, "geomean_n", c->summary.geomean_n);
    stats(j, "regressions", &c->summary.regressions);
    stats(j, "improvements", &c->summary.improvements);
    stats(j, "all", &c->summary.all);
    relevance(j, &c->summary.relevance);
    sup_json_end_obj(j);
    sup_json_arr(j, "rows");
    for (size_t i = 0; i < c->count; i++)
        compare_row(j, NULL, &c->rows[i]);
    sup_json_end_arr(j);
    if (c->explained)
        queries_json(j, c);
}

/* "fields":[the ten names]: the order of every value array. */
static void field_names(sup_json *j)
{
    sup_json_arr(j, "fields");
    for (int i = 0; i < PERF_QB_COLUMNS; i++)
        str(j, NULL, PERF_QB_COLUMN_NAMES[i]);
    sup_json_end_arr(j);
}

/* The ten figures as an array in the block's column order
 * (PERF_QB_COLUMN_NAMES; detail's rows: 3,000 rows as objects with deltas
 * were 2.7 MB, as arrays under 0.6 MB, which the server then
 * compresses), or null. */
static void values_but(sup_json *j, const char *key, const perf_query_values *v, int present,
                       int skip)
{
    if (!present) {
        sup_json_null(j, key);
        return;
    }
    int64_t col[PERF_QB_COLUMNS];
    perf_query_values_put(v, col);
    sup_json_arr(j, key);
    for (int i = 0; i < PERF_QB_COLUMNS; i++)
        if (i == skip)
            sup_json_null(j, NULL);
        else
            sup_json_int(j, NULL, col[i]);
    sup_json_end_arr(j);
}

static void value_array(sup_json *j, const char *key, const perf_query_values *v, int present)
{
    values_but(j, key, v, present, -1);
}

static void side(sup_json *j, const char *key, const perf_detail_side *s)
{
    if (!s->present) {
        sup_json_null(j, key);
        return;
    }
    sup_json_obj(j, key);
    str(j, "counter", s->counter);
    str(j, "unit", s->unit);
    sup_json_int(j, "total_time", s->total_time);
    if (s->untracked_time < 0)
        sup_json_null(j, "untracked_time");
    else
        sup_json_int(j, "untracked_time", s->untracked_time);
    sup_json_int(j, "event_count", s->event_count);
    sup_json_int(j, "file_count", s->file_count);
    sup_json_end_obj(j);
}

static void opt_int(sup_json *j, const char *key, int present, int64_t v)
{
    if (present)
        sup_json_int(j, key, v);
    else
        sup_json_null(j, key);
}

/* The sum of a side's present sections (what its shares are of). */
static int64_t sections_sum(const sup_sections *s)
{
    int64_t t = 0;
    for (size_t i = 0; i < s->count; i++)
        t += s->has[i] ? s->v[i] : 0;
    return t;
}

/* "side_a"/"side_b" of "sections": that side's compiler, the sum of its
 * sections and each section's value and share of the sum (null where the
 * side lacks its events): -ftime-report's subtotals. */
static void sections_side(sup_json *j, const char *key, const sup_sections *s)
{
    sup_json_obj(j, key);
    sup_json_str(j, "compiler", s->compiler); /* NULL: null */
    int64_t sum = sections_sum(s);
    opt_int(j, "total", s->compiler != NULL, sum);
    sup_json_arr(j, "items");
    for (size_t i = 0; i < s->count; i++) {
        sup_json_obj(j, NULL);
        str(j, "name", s->names[i]);
        opt_int(j, "value", s->has[i], s->v[i]);
        if (s->has[i] && sum > 0)
            sup_json_num(j, "share", (double)s->v[i] / (double)sum);
        else
            sup_json_null(j, "share");
        sup_json_end_obj(j);
    }
    sup_json_end_arr(j);
    sup_json_end_obj(j);
}

/* "sections": each side's own (side_a, side_b), and when both are of one
 * compiler ("paired") the items A against B (null where that side has no
 * such events); "compiler" is that compiler, or A's (B's when A has
 * none) when they differ. */
static void sections(sup_json *j, const perf_sections *s)
{
    int paired = perf_sections_paired(s);
    const sup_sections *one = s->a.compiler ? &s->a : &s->b;
    sup_json_obj(j, "sections");
    sup_json_str(j, "compiler", one->compiler); /* NULL: null */
    sup_json_bool(j, "paired", paired);
    /* one side alone pairs with nothing: its items, the other null */
    size_t n = paired || !s->a.compiler || !s->b.compiler ? one->count : 0;
    sup_json_arr(j, "items");
    for (size_t i = 0; i < n; i++) {
        sup_json_obj(j, NULL);
        str(j, "name", one->names[i]);
        opt_int(j, "a", s->a.compiler && s->a.has[i], s->a.v[i]);
        opt_int(j, "b", s->b.compiler && s->b.has[i], s->b.v[i]);
        sup_json_end_obj(j);
    }
    sup_json_end_arr(j);
    sections_side(j, "side_a", &s->a);
    sections_side(j, "side_b", &s->b);
    sup_json_end_obj(j);
}

/* "compare": the test case's row of comparison c (null when c has none)
 * with c's metric and unit, the self-profile's own change and how the two
 * relate (perf_detail_relation); null without c. */
static void detail_compare(sup_json *j, const perf_detail *d, const perf_comparison *c)
{
    if (!c) {
        sup_json_null(j, "compare");
        return;
    }
    const perf_compare_row *r = perf_comparison_row(c, d->benchmark, d->profile, d->scenario);
    sup_json_obj(j, "compare");
    str(j, "metric", c->metric);
    str(j, "unit", c->unit);
    if (r)
        compare_row(j, "row", r);
    else
        sup_json_null(j, "row");
    sup_json_num(j, "self_profile_change", perf_detail_self_change(d));
    char why[1024];
    str(j, "relation", perf_detail_relation(d, c->metric, r, why, sizeof why));
    sup_json_end_obj(j);
}

int perf_json_detail(sup_buf *b, const perf_detail *d, const perf_comparison *c)
{
    sup_json j;
    start(&j, b);
    sup_json_obj(&j, NULL);
    str(&j, "a", d->a);
    str(&j, "b", d->b);
    str(&j, "benchmark", d->benchmark);
    str(&j, "profile", d->profile);
    str(&j, "scenario", d->scenario);
    str(&j, "kind_a", d->kind_a);
    str(&j, "kind_b", d->kind_b);
    sup_json_bool(&j, "cross_compiler", d->cross_compiler);
    side(&j, "side_a", &d->side_a);
    side(&j, "side_b", &d->side_b);
    field_names(&j);
    sup_json_obj(&j, "totals");
    /* inclusive times do not add up: null, not their sum */
    values_but(&j, "a", &d->side_a.totals, d->side_a.present, PERF_QB_TIME);
    values_but(&j, "b", &d->side_b.totals, d->side_b.present, PERF_QB_TIME);
    sup_json_end_obj(&j);
    sup_json_arr(&j, "rows");
    for (size_t i = 0; i < d->count; i++) {
        const perf_detail_row *r = &d->rows[i];
        sup_json_obj(&j, NULL);
        str(&j, "label", r->label);
        value_array(&j, "a", &r->a, r->in_a);
        value_array(&j, "b", &r->b, r->in_b);
        if (r->judged) {
            sup_json_obj(&j, "noise");
            sup_json_int(&j, "beyond", r->beyond);
            sup_json_num(&j, "sigma", r->noise);
            sup_json_num(&j, "z", r->z);
            sup_json_end_obj(&j);
        }
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    count(&j, "runs_a", d->runs_a);
    count(&j, "runs_b", d->runs_b);
    count(&j, "beyond_noise", d->beyond_count);
    sup_json_arr(&j, "artifact_sizes");
    for (size_t i = 0; i < d->size_count; i++) {
        const perf_detail_size *s = &d->sizes[i];
        sup_json_obj(&j, NULL);
        str(&j, "label", s->label);
        opt_int(&j, "a", s->in_a, s->a);
        opt_int(&j, "b", s->in_b, s->b);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    if (d->sections)
        sections(&j, d->sections);
    detail_compare(&j, d, c);
    sup_json_end_obj(&j);
    return done(&j);
}

int perf_json_history(sup_buf *b, const perf_history *h)
{
    sup_json j;
    start(&j, b);
    sup_json_obj(&j, NULL);
    str(&j, "benchmark", h->benchmark);
    str(&j, "metric", h->metric);
    str(&j, "unit", h->unit);
    sup_json_arr(&j, "series");
    for (size_t i = 0; i < h->count; i++) {
        const perf_history_series *s = &h->series[i];
        sup_json_obj(&j, NULL);
        str(&j, "profile", s->profile);
        str(&j, "scenario", s->scenario);
        sup_json_arr(&j, "points");
        for (size_t k = 0; k < s->count; k++) {
            sup_json_obj(&j, NULL);
            str(&j, "artifact", s->points[k].artifact);
            str(&j, "date", s->points[k].date);
            sup_json_num(&j, "value", s->points[k].value);
            count(&j, "iterations", s->points[k].iterations);
            sup_json_end_obj(&j);
        }
        sup_json_end_arr(&j);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_end_obj(&j);
    return done(&j);
}

int perf_json_query_history(sup_buf *b, const perf_query_history *h)
{
    sup_json j;
    start(&j, b);
    sup_json_obj(&j, NULL);
    str(&j, "benchmark", h->benchmark);
    str(&j, "profile", h->profile);
    str(&j, "scenario", h->scenario);
    str(&j, "label", h->label);
    str(&j, "unit", h->unit);
    field_names(&j);
    sup_json_arr(&j, "points");
    for (size_t i = 0; i < h->count; i++) {
        sup_json_obj(&j, NULL);
        str(&j, "artifact", h->points[i].artifact);
        str(&j, "date", h->points[i].date);
        value_array(&j, "values", &h->points[i].values, 1);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_end_obj(&j);
    return done(&j);
}

int perf_json_metrics(sup_buf *b, const perf_metric_info *m, size_t n)
{
    sup_json j;
    start(&j, b);
    sup_json_obj(&j, NULL);
    sup_json_arr(&j, "metrics");
    for (size_t i = 0; i < n; i++) {
        sup_json_obj(&j, NULL);
        str(&j, "name", m[i].name);
        str(&j, "unit", m[i].unit);
        /* what perf/metric/'s table says of it (null: a metric it does not know) */
        const perf_metric_def *d = m[i].def;
        if (d) {
            str(&j, "kind", perf_metric_kind_name(d->kind));
            str(&j, "measured", d->measured);
        } else {
            sup_json_null(&j, "kind");
            sup_json_null(&j, "measured");
        }
        sup_json_bool(&j, "exact", perf_metric_exact(m[i].name));
        sup_json_bool(&j, "judged", perf_metric_judged(m[i].name));
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_end_obj(&j);
    return done(&j);
}
