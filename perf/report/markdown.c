/* markdown.c — see markdown.h. */
#include "markdown.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "relevance.h"

/* Text with every character that means something to CommonMark (or ends
 * a table cell) backslash-escaped; a line break becomes a space. */
static void text(FILE *out, const char *s)
{
    for (; s && *s; s++) {
        if (*s == '\n' || *s == '\r')
            fputc(' ', out);
        else {
            if (strchr("\\`*_[]<>|#!~&{}()", *s))
                fputc('\\', out);
            fputc(*s, out);
        }
    }
}

/* A URL query value, percent-encoded (everything but RFC 3986's
 * unreserved characters), so the link stays one token. */
static void url_value(FILE *out, const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; p && *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("-._~", *p))
            fputc(*p, out);
        else
            fprintf(out, "%%%02X", *p);
    }
}

/* The dashboard's base address without its trailing slashes. */
static void url_base(FILE *out, const char *url)
{
    size_t n = strlen(url);
    while (n > 0 && url[n - 1] == '/')
        n--;
    fwrite(url, 1, n, out);
}

/* URL/PAGE?k1=v1&k2=v2...: `params` holds name, value, ..., NULL; the
 * values escaped. */
static void page_link(FILE *out, const char *url, const char *page, const char *const *params)
{
    url_base(out, url);
    fprintf(out, "/%s", page);
    for (size_t i = 0; params[i]; i += 2) {
        fprintf(out, "%c%s=", i ? '&' : '?', params[i]);
        url_value(out, params[i + 1]);
    }
}

static void compare_link(FILE *out, const char *url, const char *a, const char *b,
                         const char *metric)
{
    const char *const params[] = {"a", a, "b", b, "metric", metric, NULL};
    page_link(out, url, "compare.html", params);
}

static void pct(FILE *out, double frac)
{
    if (isfinite(frac))
        fprintf(out, "%+.2f%%", 100 * frac);
    else
        fputs(frac > 0 ? "+inf" : frac < 0 ? "-inf" : "-", out);
}

/* "+41.2 ms" / "-3.10 s" */
static void secs(FILE *out, double s)
{
    if (fabs(s) >= 1)
        fprintf(out, "%+.2f s", s);
    else
        fprintf(out, "%+.1f ms", 1e3 * s);
}

static void heading(FILE *out, int level)
{
    for (int i = 0; i < level; i++)
        fputc('#', out);
    fputc(' ', out);
}

/* One row of the summary table: label | mean | range | count. */
static void stat_row(FILE *out, const char *label, const perf_change_stats *s)
{
    fprintf(out, "| %s | ", label);
    if (s->count) {
        pct(out, s->mean);
        fputs(" | [", out);
        pct(out, s->min);
        fputs(", ", out);
        pct(out, s->max);
        fputs("]", out);
    } else {
        fputs("- | -", out);
    }
    fprintf(out, " | %zu |\n", s->count);
}

/* rustc-perf's summary table (write_summary_table). */
static void summary_table(FILE *out, const perf_comparison *c)
{
    const perf_relevance *v = &c->summary.relevance;
    fputs("| (", out);
    text(out, c->metric);
    fputs(") | mean | range | count |\n|:---|:---:|:---:|:---:|\n", out);
    stat_row(out, "Regressions ❌ <br /> (primary)", &v->primary.regressions);
    stat_row(out, "Regressions ❌ <br /> (secondary)", &v->secondary.regressions);
    stat_row(out, "Improvements ✅ <br /> (primary)", &v->primary.improvements);
    stat_row(out, "Improvements ✅ <br /> (secondary)", &v->secondary.improvements);
    stat_row(out, "All ❌✅ (primary)", &v->primary.all);
}

static void explanation(FILE *out, const perf_explanation *e)
{
    secs(out, e->delta);
    fputc(':', out);
    for (size_t k = 0; k < e->count; k++) {
        fputs(k ? ", " : " ", out);
        text(out, e->items[k].label);
        fputc(' ', out);
        secs(out, e->items[k].delta);
    }
    if (e->count == 0)
        fputs(" no query changed beyond noise this way", out);
    fprintf(out, "; %.0f%% of Δ", 100 * e->explained);
}

static void case_row(FILE *out, const perf_comparison *c, const perf_compare_row *r,
                     const char *url)
{
    fputs("| ", out);
    if (url) {
        fputc('[', out);
        text(out, r->benchmark);
        fputs("](", out);
        const char *const params[] = {"a",         c->a,         "b",       c->b,
                                      "benchmark", r->benchmark, "profile", r->profile,
                                      "scenario",  r->scenario,  NULL};
        page_link(out, url, "detail.html", params);
        fputc(')', out);
    } else {
        text(out, r->benchmark);
    }
    fputs(" | ", out);
    text(out, r->profile);
    fputs(" | ", out);
    text(out, r->scenario);
    fputs(" | ", out);
    text(out, r->category);
    fputs(" | ", out);
    pct(out, r->change);
    fprintf(out, " | %s | %.2fx | ", perf_magnitude_name(r->magnitude), r->sig.factor);
    if (r->explanation)
        explanation(out, r->explanation);
    else
        fputc('-', out);
    fputs(" |\n", out);
}

static int larger_first(const void *x, const void *y)
{
    const perf_compare_row *a = *(const perf_compare_row *const *)x;
    const perf_compare_row *b = *(const perf_compare_row *const *)y;
    double p = fabs(a->change), q = fabs(b->change);
    return (p < q) - (p > q);
}

/* The relevant rows of one sign (+1 regressions, -1 improvements),
 * largest first. 0 or -1 (out of memory). */
static int cases(FILE *out, const perf_comparison *c, int sign, const char *url, int level)
{
    const perf_compare_row **rows = malloc((c->count ? c->count : 1) * sizeof *rows);
    if (!rows)
        return -1;
    size_t n = 0;
    for (size_t i = 0; i < c->count; i++)
        if (c->rows[i].relevant && (sign > 0 ? c->rows[i].change > 0 : c->rows[i].change <= 0))
            rows[n++] = &c->rows[i];
    qsort(rows, n, sizeof *rows, larger_first);
    fputc('\n', out);
    heading(out, level);
    fprintf(out, "%s (%zu)\n\n", sign > 0 ? "Regressions" : "Improvements", n);
    if (n == 0)
        fputs("None.\n", out);
    else
        fputs("| benchmark | profile | scenario | category | change | magnitude | factor | "
              "queries |\n|:---|:---|:---|:---|---:|:---|---:|:---|\n",
              out);
    for (size_t i = 0; i < n; i++)
        case_row(out, c, rows[i], url);
    free(rows);
    return 0;
}

static void group_rows(FILE *out, const char *what, const perf_relevance_group *g, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        fprintf(out, "| %s ", what);
        text(out, g[i].name);
        fprintf(out, " | %zu | %zu | ", g[i].s.regressions.count, g[i].s.improvements.count);
        if (g[i].s.all.count)
            pct(out, g[i].s.all.mean);
        else
            fputc('-', out);
        fprintf(out, " | %s |\n", perf_direction_name(g[i].s.direction));
    }
}

int perf_markdown_comparison(FILE *out, const perf_comparison *c, const char *url, int level)
{
    const perf_relevance *v = &c->summary.relevance;
    heading(out, level);
    text(out, c->a);
    fputs(" → ", out);
    text(out, c->b);
    fputs(": ", out);
    text(out, c->metric);
    fputs("\n\nComparing ", out);
    text(out, c->a);
    fprintf(out, " (%s) with ", c->a_date);
    text(out, c->b);
    fprintf(out, " (%s) on ", c->b_date);
    text(out, c->metric);
    fputs(" (", out);
    text(out, c->unit);
    fprintf(out, "): %zu test case%s, %zu relevant change%s; direction: **%s**; %s.", c->count,
            c->count == 1 ? "" : "s", v->primary.all.count + v->secondary.all.count,
            v->primary.all.count + v->secondary.all.count == 1 ? "" : "s",
            perf_direction_name(v->direction),
            v->deserves_attention ? "**deserves attention**" : "does not deserve attention");
    if (url) {
        fputs(" [Comparison](", out);
        compare_link(out, url, c->a, c->b, c->metric);
        fputc(')', out);
    }
    fputs("\n\n", out);
    summary_table(out, c);
    if (cases(out, c, 1, url, level + 1) < 0 || cases(out, c, -1, url, level + 1) < 0)
        return -1;
    fputc('\n', out);
    heading(out, level + 1);
    fputs("By profile, scenario and category\n\n"
          "| group | regressions | improvements | mean | direction |\n"
          "|:---|---:|---:|---:|:---|\n",
          out);
    group_rows(out, "profile", v->by_profile, v->n_profile);
    group_rows(out, "scenario", v->by_scenario, v->n_scenario);
    group_rows(out, "category", v->by_category, v->n_category);
    fputs("\nRelevant: significant and of magnitude small or more (rustc-perf's rules); changes "
          "are after/before - 1.\n",
          out);
    return ferror(out) ? -1 : 0;
}

int perf_markdown_triage(FILE *out, const char *from, const char *to, const char *metric,
                         perf_comparison *const *c, size_t n, const char *url)
{
    static const perf_direction ORDER[] = {PERF_DIRECTION_REGRESSION, PERF_DIRECTION_IMPROVEMENT,
                                           PERF_DIRECTION_MIXED};
    static const char *const TITLE[] = {"Regressions", "Improvements", "Mixed"};
    size_t count[3] = {0, 0, 0};
    for (size_t i = 0; i < n; i++)
        for (size_t d = 0; d < 3; d++)
            count[d] += c[i]->summary.relevance.deserves_attention &&
                        c[i]->summary.relevance.direction == ORDER[d];
    fputs("# Triage log: ", out);
    text(out, from);
    fputs(" to ", out);
    text(out, to);
    fputs("\n\n", out);
    if (n > 0) {
        fputs("Revision range: ", out);
        if (url) {
            fputc('[', out);
            text(out, c[0]->a);
            fputs("..", out);
            text(out, c[n - 1]->b);
            fputs("](", out);
            compare_link(out, url, c[0]->a, c[n - 1]->b, metric);
            fputc(')', out);
        } else {
            text(out, c[0]->a);
            fputs("..", out);
            text(out, c[n - 1]->b);
        }
        fputs(" on ", out);
        text(out, metric);
        fputs("\n\n", out);
    }
    fprintf(out, "%zu Regression%s, %zu Improvement%s, %zu Mixed\n", count[0],
            count[0] == 1 ? "" : "s", count[1], count[1] == 1 ? "" : "s", count[2]);
    fprintf(out, "%zu artifact comparison%s made in total\n", n, n == 1 ? "" : "s");
    for (size_t d = 0; d < 3; d++) {
        fprintf(out, "\n## %s\n\n", TITLE[d]);
        if (count[d] == 0)
            fputs("None.\n", out);
        int first = 1;
        for (size_t i = 0; i < n; i++) {
            const perf_relevance *v = &c[i]->summary.relevance;
            if (!v->deserves_attention || v->direction != ORDER[d])
                continue;
            if (!first)
                fputc('\n', out);
            first = 0;
            if (perf_markdown_comparison(out, c[i], url, 3) < 0)
                return -1;
        }
    }
    return ferror(out) ? -1 : 0;
}
