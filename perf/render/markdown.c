/* markdown.c — see markdown.h. */
#include "markdown.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../explain/explain.h"
#include "../report/relevance.h"
#include "../report/significance.h"

/* One character into the report. */
static void putch(sup_buf *out, char c) { sup_buf_add(out, &c, 1); }

/* Text with every character that means something to CommonMark (or ends
 * a table cell) backslash-escaped; a line break becomes a space. */
static void text(sup_buf *out, const char *s)
{
    for (; s && *s; s++) {
        if (*s == '\n' || *s == '\r')
            putch(out, ' ');
        else {
            if (strchr("\\`*_[]<>|#!~&{}()", *s))
                putch(out, '\\');
            putch(out, *s);
        }
    }
}

/* A URL query value, percent-encoded (everything but RFC 3986's
 * unreserved characters), so the link stays one token. */
static void url_value(sup_buf *out, const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; p && *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("-._~", *p))
            putch(out, (char)*p);
        else
            sup_buf_printf(out, "%%%02X", *p);
    }
}

/* The dashboard's base address without its trailing slashes. */
static void url_base(sup_buf *out, const char *url)
{
    size_t n = strlen(url);
    while (n > 0 && url[n - 1] == '/')
        n--;
    sup_buf_add(out, url, n);
}

/* URL/PAGE?k1=v1&k2=v2...: `params` holds name, value, ..., NULL; the
 * values escaped. */
static void page_link(sup_buf *out, const char *url, const char *page, const char *const *params)
{
    url_base(out, url);
    sup_buf_printf(out, "/%s", page);
    for (size_t i = 0; params[i]; i += 2) {
        sup_buf_printf(out, "%c%s=", i ? '&' : '?', params[i]);
        url_value(out, params[i + 1]);
    }
}

static void compare_link(sup_buf *out, const char *url, const char *a, const char *b,
                         const char *metric)
{
    const char *const params[] = {"a", a, "b", b, "metric", metric, NULL};
    page_link(out, url, "compare.html", params);
}

static void pct(sup_buf *out, double frac)
{
    if (isfinite(frac))
        sup_buf_printf(out, "%+.2f%%", 100 * frac);
    else
        sup_buf_str(out, frac > 0 ? "+inf" : frac < 0 ? "-inf" : "-");
}

/* "+41.2 ms" / "-3.10 s" */
static void secs(sup_buf *out, double s)
{
    if (fabs(s) >= 1)
        sup_buf_printf(out, "%+.2f s", s);
    else
        sup_buf_printf(out, "%+.1f ms", 1e3 * s);
}

/* "41.2 ms" / "3.10 s": a time, not a change */
static void span(sup_buf *out, double s)
{
    if (fabs(s) >= 1)
        sup_buf_printf(out, "%.2f s", s);
    else
        sup_buf_printf(out, "%.1f ms", 1e3 * s);
}

static void heading(sup_buf *out, int level)
{
    for (int i = 0; i < level; i++)
        putch(out, '#');
    putch(out, ' ');
}

/* One row of the summary table: label | mean | range | count. */
static void stat_row(sup_buf *out, const char *label, const perf_change_stats *s)
{
    sup_buf_printf(out, "| %s | ", label);
    if (s->count) {
        pct(out, s->mean);
        sup_buf_str(out, " | [");
        pct(out, s->min);
        sup_buf_str(out, ", ");
        pct(out, s->max);
        sup_buf_str(out, "]");
    } else {
        sup_buf_str(out, "- | -");
    }
    sup_buf_printf(out, " | %zu |\n", s->count);
}

/* rustc-perf's summary table (write_summary_table). */
static void summary_table(sup_buf *out, const perf_comparison *c)
{
    const perf_relevance *v = &c->summary.relevance;
    sup_buf_str(out, "| (");
    text(out, c->metric);
    sup_buf_str(out, ") | mean | range | count |\n|:---|:---:|:---:|:---:|\n");
    stat_row(out, "Regressions ❌ <br /> (primary)", &v->primary.regressions);
    stat_row(out, "Regressions ❌ <br /> (secondary)", &v->secondary.regressions);
    stat_row(out, "Improvements ✅ <br /> (primary)", &v->primary.improvements);
    stat_row(out, "Improvements ✅ <br /> (secondary)", &v->secondary.improvements);
    stat_row(out, "All ❌✅ (primary)", &v->primary.all);
}

static void explanation(sup_buf *out, const perf_explanation *e)
{
    secs(out, e->delta);
    putch(out, ':');
    if (e->cross_compiler) {
        sup_buf_printf(out,
                       " A is %s, B is %s: their query names differ, so no query explains "
                       "it; compare the totals and the sections (detail)",
                       e->kind_a, e->kind_b);
        return;
    }
    for (size_t k = 0; k < e->count; k++) {
        sup_buf_str(out, k ? ", " : " ");
        text(out, e->items[k].label);
        putch(out, ' ');
        secs(out, e->items[k].delta);
    }
    if (e->count == 0)
        sup_buf_str(out, " no query changed beyond noise this way");
    sup_buf_printf(out, "; %.0f%% of Δ", 100 * e->explained);
    if (e->one_sided_count) {
        sup_buf_printf(out, "; on one side only (not movers): %zu quer%s, A ", e->one_sided_count,
                       e->one_sided_count == 1 ? "y" : "ies");
        span(out, e->only_a);
        sup_buf_str(out, ", B ");
        span(out, e->only_b);
    }
    if (e->noise_too_large)
        sup_buf_printf(out,
                       "; per-query noise too large to judge (%.2f of ln self time a run: a "
                       "query must change by %.0f%%; more self-profiled runs or a quieter "
                       "machine would help)",
                       e->query_noise, 100 * e->judgeable);
}

static void case_row(sup_buf *out, const perf_comparison *c, const perf_compare_row *r,
                     const char *url)
{
    sup_buf_str(out, "| ");
    if (url) {
        putch(out, '[');
        text(out, r->benchmark);
        sup_buf_str(out, "](");
        const char *const params[] = {"a",         c->a,         "b",       c->b,
                                      "benchmark", r->benchmark, "profile", r->profile,
                                      "scenario",  r->scenario,  NULL};
        page_link(out, url, "detail.html", params);
        putch(out, ')');
    } else {
        text(out, r->benchmark);
    }
    sup_buf_str(out, " | ");
    text(out, r->profile);
    sup_buf_str(out, " | ");
    text(out, r->scenario);
    sup_buf_str(out, " | ");
    text(out, r->category);
    sup_buf_str(out, " | ");
    pct(out, r->change);
    if (r->sig.source == PERF_SIG_APART) { /* never mistaken for a side-by-side verdict */
        char how[64];
        perf_sig_session_text(&r->sig, r->remeasured, how, sizeof how);
        sup_buf_printf(out, " (%s)", how);
    }
    sup_buf_printf(out, " | %s | %.2fx | ", perf_magnitude_name(r->magnitude), r->sig.factor);
    if (r->explanation)
        explanation(out, r->explanation);
    else
        putch(out, '-');
    sup_buf_str(out, " |\n");
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
static int cases(sup_buf *out, const perf_comparison *c, int sign, const char *url, int level)
{
    const perf_compare_row **rows = malloc((c->count ? c->count : 1) * sizeof *rows);
    if (!rows) {
        out->failed = 1; /* the report is cut short: a server answers 500 */
        return -1;
    }
    size_t n = 0;
    for (size_t i = 0; i < c->count; i++)
        if (c->rows[i].relevant && (sign > 0 ? c->rows[i].change > 0 : c->rows[i].change <= 0))
            rows[n++] = &c->rows[i];
    qsort(rows, n, sizeof *rows, larger_first);
    putch(out, '\n');
    heading(out, level);
    sup_buf_printf(out, "%s (%zu)\n\n", sign > 0 ? "Regressions" : "Improvements", n);
    if (n == 0)
        sup_buf_str(out, "None.\n");
    else
        sup_buf_str(out, "| benchmark | profile | scenario | category | change | magnitude | "
                         "factor | queries |\n|:---|:---|:---|:---|---:|:---|---:|:---|\n");
    for (size_t i = 0; i < n; i++)
        case_row(out, c, rows[i], url);
    free(rows);
    return 0;
}

static void group_rows(sup_buf *out, const char *what, const perf_relevance_group *g, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        sup_buf_printf(out, "| %s ", what);
        text(out, g[i].name);
        sup_buf_printf(out, " | %zu | %zu | ", g[i].s.regressions.count, g[i].s.improvements.count);
        if (g[i].s.all.count)
            pct(out, g[i].s.all.mean);
        else
            putch(out, '-');
        sup_buf_printf(out, " | %s |\n", perf_direction_name(g[i].s.direction));
    }
}

int perf_markdown_comparison(sup_buf *out, const perf_comparison *c, const char *url, int level)
{
    const perf_relevance *v = &c->summary.relevance;
    heading(out, level);
    text(out, c->a);
    sup_buf_str(out, " → ");
    text(out, c->b);
    sup_buf_str(out, ": ");
    text(out, c->metric);
    sup_buf_str(out, "\n\nComparing ");
    text(out, c->a);
    sup_buf_printf(out, " (%s) with ", c->a_date);
    text(out, c->b);
    sup_buf_printf(out, " (%s) on ", c->b_date);
    text(out, c->metric);
    sup_buf_str(out, " (");
    text(out, c->unit);
    sup_buf_printf(out, "): %zu test case%s, %zu relevant change%s; direction: **%s**; %s.",
                   c->count, c->count == 1 ? "" : "s",
                   v->primary.all.count + v->secondary.all.count,
                   v->primary.all.count + v->secondary.all.count == 1 ? "" : "s",
                   perf_direction_name(v->direction),
                   v->deserves_attention ? "**deserves attention**" : "does not deserve attention");
    if (url) {
        sup_buf_str(out, " [Comparison](");
        compare_link(out, url, c->a, c->b, c->metric);
        putch(out, ')');
    }
    sup_buf_str(out, "\n\n");
    summary_table(out, c);
    if (cases(out, c, 1, url, level + 1) < 0 || cases(out, c, -1, url, level + 1) < 0)
        return -1;
    putch(out, '\n');
    heading(out, level + 1);
    sup_buf_str(out, "By profile, scenario and category\n\n"
                     "| group | regressions | improvements | mean | direction |\n"
                     "|:---|---:|---:|---:|:---|\n");
    group_rows(out, "profile", v->by_profile, v->n_profile);
    group_rows(out, "scenario", v->by_scenario, v->n_scenario);
    group_rows(out, "category", v->by_category, v->n_category);
    size_t apart = 0;
    for (size_t i = 0; i < c->count; i++)
        apart += c->rows[i].sig.source == PERF_SIG_APART;
    sup_buf_str(out, "\nRelevant: significant and of magnitude small or more (rustc-perf's "
                     "rules). A change is the estimate of its rule: from clean runs, the shift "
                     "of B's runs against A's (side by side: the mean of the pairs' log ratios; "
                     "else the Hodges-Lehmann shift), not after/before - 1 of the minima; from "
                     "history or counts, after/before - 1. Before and after, where shown "
                     "(compare --json, the compare page), are on the change's basis: for an "
                     "estimate from clean runs, A's geometric mean and that times 1 + change "
                     "(the minima are min_before and min_after).\n");
    if (apart)
        sup_buf_printf(out,
                       "\n%zu of %zu test cases were measured apart (A's and B's runs in two "
                       "sessions): their intervals include the noise between sessions; queue "
                       "B with --base A to measure them side by side.\n",
                       apart, c->count);
    return out->failed ? -1 : 0;
}

int perf_markdown_triage(sup_buf *out, const char *from, const char *to, const char *metric,
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
    sup_buf_str(out, "# Triage log: ");
    text(out, from);
    sup_buf_str(out, " to ");
    text(out, to);
    sup_buf_str(out, "\n\n");
    if (n > 0) {
        sup_buf_str(out, "Revision range: ");
        if (url) {
            putch(out, '[');
            text(out, c[0]->a);
            sup_buf_str(out, "..");
            text(out, c[n - 1]->b);
            sup_buf_str(out, "](");
            compare_link(out, url, c[0]->a, c[n - 1]->b, metric);
            putch(out, ')');
        } else {
            text(out, c[0]->a);
            sup_buf_str(out, "..");
            text(out, c[n - 1]->b);
        }
        sup_buf_str(out, " on ");
        text(out, metric);
        sup_buf_str(out, "\n\n");
    }
    sup_buf_printf(out, "%zu Regression%s, %zu Improvement%s, %zu Mixed\n", count[0],
                   count[0] == 1 ? "" : "s", count[1], count[1] == 1 ? "" : "s", count[2]);
    sup_buf_printf(out, "%zu artifact comparison%s made in total\n", n, n == 1 ? "" : "s");
    for (size_t d = 0; d < 3; d++) {
        sup_buf_printf(out, "\n## %s\n\n", TITLE[d]);
        if (count[d] == 0)
            sup_buf_str(out, "None.\n");
        int first = 1;
        for (size_t i = 0; i < n; i++) {
            const perf_relevance *v = &c[i]->summary.relevance;
            if (!v->deserves_attention || v->direction != ORDER[d])
                continue;
            if (!first)
                putch(out, '\n');
            first = 0;
            if (perf_markdown_comparison(out, c[i], url, 3) < 0)
                return -1;
        }
    }
    return out->failed ? -1 : 0;
}
