/* cmd_compare.c — `selfprof-perf compare A B`: every test case measured
 * on both artifacts, one line each, with its change and significance, and
 * the summary. The text output is meant to diff well between runs: fixed
 * columns, byte-order sorted rows, nothing that depends on the clock. */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../explain/explain.h"
#include "../report/report.h"
#include "../report/relevance.h"
#include "../render/report_json.h"
#include "../report/significance.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf compare A B [--metric M] [--explain] [--relevant] [--json]\n"
    "                             [--db URL]\n\n"
    "Compares artifact A (before) with B (after) on one metric over every test\n"
    "case (benchmark x profile x scenario) measured on both. before and after are\n"
    "the minimum over the clean iterations (the self-profiled one is kept apart).\n\n"
    "Columns: benchmark, profile, scenario, before, after (in the metric's unit),\n"
    "% change, +- (its 99% confidence interval, when the rule has one), the\n"
    "significance threshold (the change needed to count), the significance\n"
    "factor (|change| / threshold), the magnitude (very small, small, medium,\n"
    "large, very large: rustc-perf's, from the factor and the size of the\n"
    "change), the rule and the verdict: regression or\n"
    "improvement (significant, marked *), no change (the 90% interval within\n"
    "+-5%: two one-sided tests at 5% rule out a change of 5% or more), too\n"
    "noisy (the 90% interval could hide a change of 5% or more: no judgement)\n"
    "or too few runs.\n"
    "The rules: history (Q3 + 3 x IQR of the relative changes between up to 30\n"
    "previous artifacts, rustc-perf's rule, from 10 on); else, for a count that\n"
    "noise does not move (instructions, query executions, sizes), exact (any\n"
    "change from 0.2%); else interval: for runs measured side by side, the\n"
    "mean of the pairs' log ratios with its 99% Student t interval (3 pairs\n"
    "or more; with 5 or more paired test cases, each one's variance is\n"
    "moderated by the noise level they share, limma's empirical Bayes);\n"
    "otherwise the Hodges-Lehmann estimate of the shift between A's\n"
    "and B's clean iterations and its exact 99% Mann-Whitney interval (5\n"
    "iterations a side); significant when the interval excludes 0; else\n"
    "default (0.2%). docs/guide.md, \"When is a change significant?\".\n\n"
    "The summary counts significant changes: regressions, improvements and all\n"
    "(count, mean, range), and gives the geometric mean of after/before over\n"
    "every test case. Then rustc-perf's summary of the relevant changes\n"
    "(significant and at least small), primary and secondary benchmarks apart,\n"
    "by profile, scenario and category, their direction (improvement,\n"
    "regression or mixed) and whether the comparison deserves attention\n"
    "(rustc-perf's rule for its triage report).\n\n"
    "Options:\n"
    "  --metric M  cpu-time (the default: user + system time; waiting for a\n"
    "              busy processor is not counted, but a loaded machine still\n"
    "              moves it between sessions; wall-time when there is none),\n"
    "              wall-time, max-rss, instructions:u (hardware counter),\n"
    "              instructions:cachegrind (queue --metrics\n"
    "              instructions), query-executions, query-cache-hits,\n"
    "              self-profile-events (the self-profile's counts), size:NAME,\n"
    "              ... or self-profile-overhead (the self-profiled run's wall\n"
    "              time over the clean minimum, in %)\n"
    "  --explain   under each significant change of a time, the queries whose self\n"
    "              time changed beyond noise in its direction, largest first, and\n"
    "              the share of the change they account for (needs 2 or more\n"
    "              self-profiled runs a side: queue --self-profiles); after the\n"
    "              summary, the queries that grew or shrank beyond noise in the\n"
    "              most explained test cases (up to 20), with their total change\n"
    "              and the test cases where they moved (for `detail`)\n"
    "  --relevant  list the relevant changes only (the summaries are of them)\n"
    "  --json      the comparison as JSON (changes as fractions; with --explain,\n"
    "              each explained row's explanation and \"queries\",\n"
    "              the suite-wide view)\n"
    "  --db URL    the database (default $SELFPROF_PERF_DB, then\n"
    "              sqlite:./selfprof-perf.db)\n";

/* A value in its unit: integers as integers, others with 6 significant
 * digits, never in exponent form (columns stay comparable). */
static void fmt_value(char *buf, size_t n, double v)
{
    if (!isfinite(v))
        snprintf(buf, n, "-");
    else if (v == floor(v) || fabs(v) >= 1e5)
        snprintf(buf, n, "%.0f", v);
    else if (fabs(v) >= 1)
        snprintf(buf, n, "%.*f", 5 - (int)floor(log10(fabs(v))), v);
    else
        snprintf(buf, n, "%.6f", v);
}

static void fmt_pct(char *buf, size_t n, double frac)
{
    if (isfinite(frac))
        snprintf(buf, n, "%+.2f%%", 100 * frac);
    else
        snprintf(buf, n, "%s", frac > 0 ? "+inf" : frac < 0 ? "-inf" : "-");
}

static void print_stats(const char *what, const perf_change_stats *s)
{
    char mean[32], lo[32], hi[32];
    if (s->count == 0) {
        printf("%-13s 0\n", what);
        return;
    }
    fmt_pct(mean, sizeof mean, s->mean);
    fmt_pct(lo, sizeof lo, s->min);
    fmt_pct(hi, sizeof hi, s->max);
    printf("%-13s %zu, mean %s, range %s .. %s\n", what, s->count, mean, lo, hi);
}

/* "+41.2 ms" / "-3.1 s": a change in seconds, readably. */
static void fmt_secs(char *buf, size_t n, double s)
{
    if (fabs(s) >= 1)
        snprintf(buf, n, "%+.2f s", s);
    else
        snprintf(buf, n, "%+.1f ms", 1e3 * s);
}

/* The line under an explained row: "+41.2 ms: typeck +22.0 ms, ...;
 * 90% of the change (N queries beyond noise)". */
static void print_explanation(const perf_explanation *e)
{
    char d[32];
    fmt_secs(d, sizeof d, e->delta);
    printf("    %s:", d);
    if (e->cross_compiler) {
        printf(" A is %s, B is %s: their query names differ, so no query explains it; compare "
               "the totals and the sections (detail)\n",
               e->kind_a, e->kind_b);
        return;
    }
    for (size_t k = 0; k < e->count; k++) {
        char q[32];
        fmt_secs(q, sizeof q, e->items[k].delta);
        printf("%s %s %s", k ? "," : "", e->items[k].label, q);
    }
    if (e->count == 0)
        printf(" no query's self time changed beyond its noise this way (the change is "
               "outside the queries, or spread thin over many)");
    printf("; %.0f%% of the change (%zu quer%s beyond noise)\n", 100 * e->explained, e->beyond,
           e->beyond == 1 ? "y" : "ies");
    if (e->one_sided_count) {
        char a[32], b[32];
        fmt_secs(a, sizeof a, e->only_a);
        fmt_secs(b, sizeof b, e->only_b);
        printf("      on one side only (renamed, added or removed; not movers): %zu quer%s, A %s, "
               "B %s:",
               e->one_sided_count, e->one_sided_count == 1 ? "y" : "ies", a + (a[0] == '+'),
               b + (b[0] == '+'));
        for (size_t k = 0; k < e->n_one_sided; k++) {
            char t[32];
            fmt_secs(t, sizeof t, e->one_sided[k].time);
            printf("%s %s (%c) %s", k ? "," : "", e->one_sided[k].label, e->one_sided[k].side,
                   t + (t[0] == '+'));
        }
        printf("\n");
    }
    if (e->noise_too_large)
        printf("      per-query noise too large to judge: %.2f of ln self time a run, so a query "
               "must change by %.0f%% to be seen; more self-profiled runs (queue "
               "--self-profiles) or a quieter machine would help\n",
               e->query_noise, 100 * e->judgeable);
}

/* The suite-wide view under --explain (perf/explain/queries.h): one line
 * a query, the test cases where it moved named as `detail` takes them. */
static void print_queries(const perf_comparison *c)
{
    printf("\nqueries beyond noise in the explained changes (most test cases first):\n");
    if (c->n_queries == 0) {
        printf("  none (no significant change of a time with 2 self-profiled runs a side)\n");
        return;
    }
    size_t wl = strlen("query");
    for (size_t i = 0; i < c->n_queries; i++)
        if (strlen(c->queries[i].label) > wl)
            wl = strlen(c->queries[i].label);
    printf("  %-*s  %-6s  %10s  %12s  %s\n", (int)wl, "query", "change", "test cases", "total",
           "where");
    for (size_t i = 0; i < c->n_queries; i++) {
        const perf_query_change *q = &c->queries[i];
        char d[32];
        fmt_secs(d, sizeof d, q->delta);
        printf("  %-*s  %-6s  %10zu  %12s ", (int)wl, q->label,
               q->direction > 0 ? "grew" : "shrank", q->n_cases, d);
        for (size_t k = 0; k < q->n_cases; k++) {
            fmt_secs(d, sizeof d, q->cases[k].delta);
            printf("%s %s %s %s %s", k ? "," : "", q->cases[k].benchmark, q->cases[k].profile,
                   q->cases[k].scenario, d);
        }
        putchar('\n');
    }
}

/* "2, mean +5.10%, range +1.00% .. +9.20%" or "0", after `what`. */
static void print_counts(const char *what, const perf_change_stats *s)
{
    char mean[32], lo[32], hi[32];
    printf("%s %zu", what, s->count);
    if (s->count) {
        fmt_pct(mean, sizeof mean, s->mean);
        fmt_pct(lo, sizeof lo, s->min);
        fmt_pct(hi, sizeof hi, s->max);
        printf(", mean %s, range %s .. %s", mean, lo, hi);
    }
}

/* One line of a relevance summary: "NAME: regressions ...; improvements
 * ...; direction D". */
static void print_relevance_line(const char *name, const perf_relevance_stats *s)
{
    printf("%-24s  ", name);
    print_counts("regressions", &s->regressions);
    fputs("; ", stdout);
    print_counts("improvements", &s->improvements);
    printf("; %s\n", perf_direction_name(s->direction));
}

static void print_groups(const char *what, const perf_relevance_group *g, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char name[96];
        snprintf(name, sizeof name, "%s %s", what, g[i].name);
        print_relevance_line(name, &g[i].s);
    }
}

/* rustc-perf's summary of the relevant changes (relevance.h). */
static void print_relevance(const perf_relevance *v)
{
    printf("\nrelevant changes (significant, magnitude small or more):\n");
    print_relevance_line("primary", &v->primary);
    print_relevance_line("secondary", &v->secondary);
    print_groups("profile", v->by_profile, v->n_profile);
    print_groups("scenario", v->by_scenario, v->n_scenario);
    print_groups("category", v->by_category, v->n_category);
    printf("direction: %s; %s\n", perf_direction_name(v->direction),
           v->deserves_attention ? "deserves attention" : "does not deserve attention");
}

static void print_table(const perf_comparison *c)
{
    size_t wb = strlen("benchmark"), wp = strlen("profile"), ws = strlen("scenario");
    for (size_t i = 0; i < c->count; i++) {
        size_t k;
        if ((k = strlen(c->rows[i].benchmark)) > wb)
            wb = k;
        if ((k = strlen(c->rows[i].profile)) > wp)
            wp = k;
        if ((k = strlen(c->rows[i].scenario)) > ws)
            ws = k;
    }
    printf("%s (%s): %s (%s) -> %s (%s), %zu test case%s\n", c->metric, c->unit, c->a, c->a_date,
           c->b, c->b_date, c->count, c->count == 1 ? "" : "s");
    printf("%-*s  %-*s  %-*s  %14s  %14s  %9s  %9s  %9s  %8s  %-10s  %-8s  %s\n", (int)wb,
           "benchmark", (int)wp, "profile", (int)ws, "scenario", "before", "after", "change", "+-",
           "threshold", "factor", "magnitude", "rule", "verdict");
    size_t noisy = 0, few = 0, apart = 0, again = 0, on_runs = 0, one = 0;
    double apart_max = 0, session_noise = 0;
    for (size_t i = 0; i < c->count; i++) {
        const perf_compare_row *r = &c->rows[i];
        char before[32], after[32], change[32], pm[32], thr[32], factor[32];
        fmt_value(before, sizeof before, r->before);
        fmt_value(after, sizeof after, r->after);
        fmt_pct(change, sizeof change, r->change);
        /* the interval as estimate +- the larger of its two sides (the
         * JSON has both ends) */
        if (r->sig.has_interval && isfinite(r->change))
            snprintf(pm, sizeof pm, "%.2f%%",
                     100 * fmax(r->change - r->sig.lo, r->sig.hi - r->change));
        else
            snprintf(pm, sizeof pm, "-");
        if (isfinite(r->sig.threshold))
            snprintf(thr, sizeof thr, "%.2f%%", 100 * r->sig.threshold);
        else
            snprintf(thr, sizeof thr, "-");
        snprintf(factor, sizeof factor, "%.2fx", r->sig.factor);
        const char *verdict = !r->sig.significant ? perf_verdict_name(r->sig.verdict)
                              : r->change > 0     ? "regression *"
                                                  : "improvement *";
        noisy += r->sig.verdict == PERF_VERDICT_TOO_NOISY;
        few += r->sig.verdict == PERF_VERDICT_TOO_FEW;
        one += r->sig.verdict == PERF_VERDICT_ONE_SAMPLE;
        on_runs += r->basis == PERF_BASIS_RUNS;
        char how[64];
        perf_sig_session_text(&r->sig, r->remeasured, how, sizeof how);
        if (r->sig.source == PERF_SIG_APART) {
            apart++;
            apart_max = fmax(apart_max, isnan(r->sig.apart_minutes) ? 0 : r->sig.apart_minutes);
            session_noise = r->sig.session_noise;
        }
        again += r->sig.paired && r->remeasured;
        /* no trailing blanks: the lines diff cleanly; a row measured
         * apart says so after its verdict */
        printf("%-*s  %-*s  %-*s  %14s  %14s  %9s  %9s  %9s  %8s  %-10s  %-8s  %s%s%s%s\n", (int)wb,
               r->benchmark, (int)wp, r->profile, (int)ws, r->scenario, before, after, change, pm,
               thr, factor, perf_magnitude_name(r->magnitude), perf_sig_source_name(r->sig.source),
               verdict, r->sig.source == PERF_SIG_APART ? "  [" : "",
               r->sig.source == PERF_SIG_APART ? how : "",
               r->sig.source == PERF_SIG_APART ? "]" : "");
        if (r->explanation)
            print_explanation(r->explanation);
    }
    printf("\nsignificant changes (*):\n");
    print_stats("regressions", &c->summary.regressions);
    print_stats("improvements", &c->summary.improvements);
    print_stats("all", &c->summary.all);
    char g[32];
    fmt_pct(g, sizeof g, c->summary.geomean);
    printf("geometric mean of after/before: %s over %zu test case%s\n", g, c->summary.geomean_n,
           c->summary.geomean_n == 1 ? "" : "s");
    print_relevance(&c->summary.relevance);
    if (c->explained)
        print_queries(c);
    if (c->only_a || c->only_b)
        printf("measured on one side only: %zu in %s, %zu in %s\n", c->only_a, c->a, c->only_b,
               c->b);
    char why[512];
    if (perf_compare_empty_reason(c, why, sizeof why))
        printf("nothing to compare: %s\n", why);
    if (c->noise.df > 0) {
        char dfs[32];
        if (isfinite(c->noise.df))
            snprintf(dfs, sizeof dfs, "%.1f", c->noise.df);
        else
            snprintf(dfs, sizeof dfs, "all alike");
        printf("noise shared by the %zu paired test cases: %.1f%% a pair (prior degrees of "
               "freedom: %s)\n",
               c->noise.cases, 100 * sqrt(c->noise.s2), dfs);
    }
    if (again)
        printf("side by side: %zu test case%s compare a session in which one artifact was measured "
               "again beside the other (its own runs are from another hour)\n",
               again, again == 1 ? "" : "s");
    if (apart)
        printf("measured apart: %zu test case%s (A's and B's runs from two sessions, up to %.0f "
               "min apart; the interval includes the noise between sessions, %.1f%%%s); queue "
               "%s --base %s to measure them side by side\n",
               apart, apart == 1 ? "" : "s", apart_max, 100 * session_noise,
               session_noise == PERF_SIG_SESSION_NOISE_DEFAULT ? ", assumed" : "", c->b, c->a);
    if (noisy)
        printf("too noisy to judge: %zu test case%s (the %.0f%% interval could hide a change of "
               "%.0f%% or more; more --iterations, a quieter machine or --metric "
               "instructions:cachegrind)\n",
               noisy, noisy == 1 ? "" : "s", 100 * PERF_SIG_EQUIVALENCE, 100 * PERF_SIG_RESOLUTION);
    if (on_runs)
        printf("before/after: %zu of %zu test case%s: %s (--json has the minima: min_before, "
               "min_after)%s%s\n",
               on_runs, c->count, c->count == 1 ? "" : "s", perf_basis_text(PERF_BASIS_RUNS),
               on_runs < c->count ? "; the others: " : "",
               on_runs < c->count ? perf_basis_text(PERF_BASIS_MINIMUM) : "");
    if (one)
        printf("not judged: %s has one sample a side (the self-profiled run), which no rule "
               "can judge; its changes are shown only\n",
               c->metric);
    if (few)
        printf("too few runs to judge: %zu test case%s (fewer than %d clean iterations on a "
               "side; queue --iterations 5 or more)\n",
               few, few == 1 ? "" : "s", 5);
}

static int keep_relevant(const perf_compare_row *r, const void *arg)
{
    (void)arg;
    return r->relevant;
}

int cmd_compare(int argc, char **argv)
{
    static const struct option LONG[] = {{"db", required_argument, 0, 'd'},
                                         {"metric", required_argument, 0, 'm'},
                                         {"json", no_argument, 0, 'j'},
                                         {"explain", no_argument, 0, 'e'},
                                         {"relevant", no_argument, 0, 'r'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *db_arg = NULL, *metric = NULL;
    int json = 0, explain = 0, relevant = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'm': metric = optarg; break;
        case 'j': json = 1; break;
        case 'e': explain = 1; break;
        case 'r': relevant = 1; break;
        default: return perf_option_error("compare", c, argv);
        }
    }
    if (argc - optind != 2) {
        fputs("selfprof-perf: compare: give two artifacts, A and B (try --help)\n", stderr);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, 1, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    char err[512];
    perf_comparison *cmp;
    int rc = perf_explain_compare(db, argv[optind], argv[optind + 1], metric, explain, &cmp, err,
                                  sizeof err);
    perf_db_close(db);
    if (rc != PERF_REPORT_OK)
        return perf_fail("compare: %s", err);
    perf_comparison view = *cmp;
    if (relevant && perf_comparison_view(cmp, keep_relevant, NULL, &view) < 0) {
        perf_comparison_free(cmp);
        return perf_fail("compare: out of memory");
    }
    int bad = 0;
    if (json) {
        sup_buf b = {0};
        bad = perf_print_document(&b, perf_json_comparison(&b, &view));
    } else {
        print_table(&view);
    }
    if (relevant)
        free(view.rows);
    perf_comparison_free(cmp);
    return perf_output_done("compare", bad);
}
