/* report_json.c — see report_json.h. */
#include "report_json.h"

#include <inttypes.h>
#include <math.h>

#include "significance.h"

void perf_json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '\t')
            fputs("\\t", out);
        else if (*p < 0x20 || *p == 0x7f)
            fprintf(out, "\\u%04x", *p);
        else
            fputc(*p, out);
    }
    fputc('"', out);
}

/* A number, or null when it is not finite (JSON has no inf/nan). */
static void num(FILE *out, double v)
{
    if (isfinite(v))
        fprintf(out, "%.17g", v);
    else
        fputs("null", out);
}

static void key(FILE *out, const char *k, int first)
{
    fprintf(out, "%s\"%s\":", first ? "" : ",", k);
}

static int done(FILE *out)
{
    fputc('\n', out);
    return ferror(out) ? -1 : 0;
}

static void stats(FILE *out, const char *name, const perf_change_stats *s)
{
    fprintf(out, ",\"%s\":{\"count\":%zu,\"mean\":", name, s->count);
    num(out, s->mean);
    fputs(",\"min\":", out);
    num(out, s->min);
    fputs(",\"max\":", out);
    num(out, s->max);
    fputc('}', out);
}

int perf_json_comparison(FILE *out, const perf_comparison *c)
{
    fputc('{', out);
    key(out, "a", 1);
    perf_json_string(out, c->a);
    key(out, "b", 0);
    perf_json_string(out, c->b);
    key(out, "a_date", 0);
    perf_json_string(out, c->a_date);
    key(out, "b_date", 0);
    perf_json_string(out, c->b_date);
    key(out, "metric", 0);
    perf_json_string(out, c->metric);
    key(out, "unit", 0);
    perf_json_string(out, c->unit);
    fprintf(out, ",\"only_a\":%zu,\"only_b\":%zu,\"summary\":{\"geomean\":", c->only_a, c->only_b);
    num(out, c->summary.geomean);
    fprintf(out, ",\"geomean_n\":%zu", c->summary.geomean_n);
    stats(out, "regressions", &c->summary.regressions);
    stats(out, "improvements", &c->summary.improvements);
    stats(out, "all", &c->summary.all);
    fputs("},\"rows\":[", out);
    for (size_t i = 0; i < c->count; i++) {
        const perf_compare_row *r = &c->rows[i];
        fputs(i ? ",{" : "{", out);
        key(out, "benchmark", 1);
        perf_json_string(out, r->benchmark);
        key(out, "category", 0);
        perf_json_string(out, r->category);
        key(out, "profile", 0);
        perf_json_string(out, r->profile);
        key(out, "scenario", 0);
        perf_json_string(out, r->scenario);
        key(out, "before", 0);
        num(out, r->before);
        key(out, "after", 0);
        num(out, r->after);
        fprintf(out, ",\"before_iterations\":%zu,\"after_iterations\":%zu,\"change\":",
                r->before_n, r->after_n);
        num(out, r->change);
        fputs(",\"significance\":{\"threshold\":", out);
        num(out, r->sig.threshold);
        fputs(",\"factor\":", out);
        num(out, r->sig.factor);
        fprintf(out, ",\"significant\":%s,\"source\":\"%s\",\"history_points\":%zu}}",
                r->sig.significant ? "true" : "false", perf_sig_source_name(r->sig.source),
                r->sig.history_points);
    }
    fputs("]}", out);
    return done(out);
}

static const char *const VALUE_NAMES[10] = {
    "self_time",        "time",
    "blocked_time",     "blocked_count",
    "incremental_load_time", "incremental_load_count",
    "incremental_hashing_time", "invocation_count",
    "number_of_cache_misses", "number_of_cache_hits"};

static void fields(const perf_query_values *v, int64_t f[10])
{
    f[0] = v->self_time;
    f[1] = v->time;
    f[2] = v->blocked_time;
    f[3] = v->blocked_count;
    f[4] = v->incremental_load_time;
    f[5] = v->incremental_load_count;
    f[6] = v->incremental_hashing_time;
    f[7] = v->invocation_count;
    f[8] = v->number_of_cache_misses;
    f[9] = v->number_of_cache_hits;
}

static void values(FILE *out, const perf_query_values *v, int present)
{
    if (!present) {
        fputs("null", out);
        return;
    }
    int64_t f[10];
    fields(v, f);
    for (int i = 0; i < 10; i++)
        fprintf(out, "%s\"%s\":%" PRId64, i ? "," : "{", VALUE_NAMES[i], f[i]);
    fputc('}', out);
}

/* "delta":{b-a per field},"delta_rel":{(b-a)/a per field, null when a is 0} */
static void deltas(FILE *out, const perf_query_values *a, const perf_query_values *b)
{
    int64_t fa[10], fb[10];
    fields(a, fa);
    fields(b, fb);
    for (int i = 0; i < 10; i++)
        fprintf(out, "%s\"%s\":%" PRId64, i ? "," : ",\"delta\":{", VALUE_NAMES[i],
                perf_delta(fa[i], fb[i]));
    for (int i = 0; i < 10; i++) {
        fprintf(out, "%s\"%s\":", i ? "," : "},\"delta_rel\":{", VALUE_NAMES[i]);
        num(out, perf_delta_rel((double)fa[i], (double)fb[i]));
    }
    fputc('}', out);
}

static void side(FILE *out, const perf_detail_side *s)
{
    if (!s->present) {
        fputs("null", out);
        return;
    }
    fputc('{', out);
    key(out, "counter", 1);
    perf_json_string(out, s->counter);
    key(out, "unit", 0);
    perf_json_string(out, s->unit);
    fprintf(out, ",\"total_time\":%" PRId64 ",\"untracked_time\":", s->total_time);
    if (s->untracked_time < 0)
        fputs("null", out);
    else
        fprintf(out, "%" PRId64, s->untracked_time);
    fprintf(out, ",\"event_count\":%" PRId64 ",\"file_count\":%" PRId64 "}", s->event_count,
            s->file_count);
}

int perf_json_detail(FILE *out, const perf_detail *d)
{
    fputc('{', out);
    key(out, "a", 1);
    perf_json_string(out, d->a);
    key(out, "b", 0);
    perf_json_string(out, d->b);
    key(out, "benchmark", 0);
    perf_json_string(out, d->benchmark);
    key(out, "profile", 0);
    perf_json_string(out, d->profile);
    key(out, "scenario", 0);
    perf_json_string(out, d->scenario);
    key(out, "side_a", 0);
    side(out, &d->side_a);
    key(out, "side_b", 0);
    side(out, &d->side_b);
    fputs(",\"totals\":{\"a\":", out);
    values(out, &d->side_a.totals, d->side_a.present);
    fputs(",\"b\":", out);
    values(out, &d->side_b.totals, d->side_b.present);
    deltas(out, &d->side_a.totals, &d->side_b.totals);
    fputs("},\"rows\":[", out);
    for (size_t i = 0; i < d->count; i++) {
        const perf_detail_row *r = &d->rows[i];
        fputs(i ? ",{" : "{", out);
        key(out, "label", 1);
        perf_json_string(out, r->label);
        fputs(",\"a\":", out);
        values(out, &r->a, r->in_a);
        fputs(",\"b\":", out);
        values(out, &r->b, r->in_b);
        deltas(out, &r->a, &r->b);
        fputc('}', out);
    }
    fputs("],\"artifact_sizes\":[", out);
    for (size_t i = 0; i < d->size_count; i++) {
        const perf_detail_size *s = &d->sizes[i];
        fputs(i ? ",{" : "{", out);
        key(out, "label", 1);
        perf_json_string(out, s->label);
        fputs(",\"a\":", out);
        s->in_a ? fprintf(out, "%" PRId64, s->a) : fputs("null", out);
        fputs(",\"b\":", out);
        s->in_b ? fprintf(out, "%" PRId64, s->b) : fputs("null", out);
        fprintf(out, ",\"delta\":%" PRId64 ",\"delta_rel\":", perf_delta(s->a, s->b));
        num(out, perf_delta_rel((double)s->a, (double)s->b));
        fputc('}', out);
    }
    fputs("]}", out);
    return done(out);
}

int perf_json_history(FILE *out, const perf_history *h)
{
    fputc('{', out);
    key(out, "benchmark", 1);
    perf_json_string(out, h->benchmark);
    key(out, "metric", 0);
    perf_json_string(out, h->metric);
    key(out, "unit", 0);
    perf_json_string(out, h->unit);
    fputs(",\"series\":[", out);
    for (size_t i = 0; i < h->count; i++) {
        const perf_history_series *s = &h->series[i];
        fputs(i ? ",{" : "{", out);
        key(out, "profile", 1);
        perf_json_string(out, s->profile);
        key(out, "scenario", 0);
        perf_json_string(out, s->scenario);
        fputs(",\"points\":[", out);
        for (size_t j = 0; j < s->count; j++) {
            fputs(j ? ",{" : "{", out);
            key(out, "artifact", 1);
            perf_json_string(out, s->points[j].artifact);
            key(out, "date", 0);
            perf_json_string(out, s->points[j].date);
            key(out, "value", 0);
            num(out, s->points[j].value);
            fprintf(out, ",\"iterations\":%zu}", s->points[j].iterations);
        }
        fputs("]}", out);
    }
    fputs("]}", out);
    return done(out);
}

int perf_json_query_history(FILE *out, const perf_query_history *h)
{
    fputc('{', out);
    key(out, "benchmark", 1);
    perf_json_string(out, h->benchmark);
    key(out, "profile", 0);
    perf_json_string(out, h->profile);
    key(out, "scenario", 0);
    perf_json_string(out, h->scenario);
    key(out, "label", 0);
    perf_json_string(out, h->label);
    key(out, "unit", 0);
    perf_json_string(out, h->unit);
    fputs(",\"points\":[", out);
    for (size_t i = 0; i < h->count; i++) {
        fputs(i ? ",{" : "{", out);
        key(out, "artifact", 1);
        perf_json_string(out, h->points[i].artifact);
        key(out, "date", 0);
        perf_json_string(out, h->points[i].date);
        fputs(",\"values\":", out);
        values(out, &h->points[i].values, 1);
        fputc('}', out);
    }
    fputs("]}", out);
    return done(out);
}

int perf_json_metrics(FILE *out, const perf_metric_info *m, size_t n)
{
    fputs("{\"metrics\":[", out);
    for (size_t i = 0; i < n; i++) {
        fputs(i ? ",{" : "{", out);
        key(out, "name", 1);
        perf_json_string(out, m[i].name);
        key(out, "unit", 0);
        perf_json_string(out, m[i].unit);
        fputc('}', out);
    }
    fputs("]}", out);
    return done(out);
}
