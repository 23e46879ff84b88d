/* cmd_compare.c — `selfprof-perf compare A B`: every test case measured
 * on both artifacts, one line each, with its change and significance, and
 * the summary. The text output is meant to diff well between runs: fixed
 * columns, byte-order sorted rows, nothing that depends on the clock. */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../report/report.h"
#include "../report/report_json.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf compare A B [--metric M] [--json] [--db URL]\n\n"
    "Compares artifact A (before) with B (after) on one metric over every test\n"
    "case (benchmark x profile x scenario) measured on both. before and after are\n"
    "the minimum over the clean iterations (the self-profiled one is kept apart).\n\n"
    "Columns: benchmark, profile, scenario, before, after (in the metric's unit),\n"
    "% change, the significance threshold (the change needed to count), the\n"
    "significance factor (|change| / threshold), the rule that set the threshold\n"
    "and '*' when significant. The rules: history (Q3 + 3 x IQR of the relative\n"
    "changes between up to 30 previous artifacts, rustc-perf's rule, from 10 on),\n"
    "else samples (the spread of A's and B's iterations, at least 0.2%), else\n"
    "default (0.2%); docs/guide.md part 15.\n\n"
    "The summary counts significant changes: regressions, improvements and all\n"
    "(count, mean, range), and gives the geometric mean of after/before over\n"
    "every test case.\n\n"
    "Options:\n"
    "  --metric M  wall-time (default), cpu-time, max-rss, instructions:u,\n"
    "              size:NAME, ... or self-profile-overhead (the self-profiled\n"
    "              run's wall time over the clean minimum, in %)\n"
    "  --json      the comparison as JSON (changes as fractions)\n"
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
    printf("%-*s  %-*s  %-*s  %14s  %14s  %9s  %9s  %8s  %s\n", (int)wb, "benchmark", (int)wp,
           "profile", (int)ws, "scenario", "before", "after", "change", "threshold", "factor",
           "rule");
    for (size_t i = 0; i < c->count; i++) {
        const perf_compare_row *r = &c->rows[i];
        char before[32], after[32], change[32], thr[32], factor[32];
        fmt_value(before, sizeof before, r->before);
        fmt_value(after, sizeof after, r->after);
        fmt_pct(change, sizeof change, r->change);
        snprintf(thr, sizeof thr, "%.2f%%", 100 * r->sig.threshold);
        snprintf(factor, sizeof factor, "%.2fx", r->sig.factor);
        /* no trailing blanks: the lines diff cleanly */
        printf("%-*s  %-*s  %-*s  %14s  %14s  %9s  %9s  %8s  %-*s%s\n", (int)wb, r->benchmark,
               (int)wp, r->profile, (int)ws, r->scenario, before, after, change, thr, factor,
               r->sig.significant ? 7 : 0, perf_sig_source_name(r->sig.source),
               r->sig.significant ? " *" : "");
    }
    printf("\nsignificant changes (*):\n");
    print_stats("regressions", &c->summary.regressions);
    print_stats("improvements", &c->summary.improvements);
    print_stats("all", &c->summary.all);
    char g[32];
    fmt_pct(g, sizeof g, c->summary.geomean);
    printf("geometric mean of after/before: %s over %zu test case%s\n", g, c->summary.geomean_n,
           c->summary.geomean_n == 1 ? "" : "s");
    if (c->only_a || c->only_b)
        printf("measured on one side only: %zu in %s, %zu in %s\n", c->only_a, c->a, c->only_b,
               c->b);
}

int cmd_compare(int argc, char **argv)
{
    static const struct option LONG[] = {{"db", required_argument, 0, 'd'},
                                         {"metric", required_argument, 0, 'm'},
                                         {"json", no_argument, 0, 'j'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *db_arg = NULL, *metric = NULL;
    int json = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'm': metric = optarg; break;
        case 'j': json = 1; break;
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
    int rc = perf_report_compare(db, argv[optind], argv[optind + 1], metric, &cmp, err, sizeof err);
    perf_db_close(db);
    if (rc != PERF_REPORT_OK)
        return perf_fail("compare: %s", err);
    if (json)
        perf_json_comparison(stdout, cmp);
    else
        print_table(cmp);
    perf_comparison_free(cmp);
    if (fflush(stdout) != 0 || ferror(stdout))
        return perf_fail("compare: cannot write the output");
    return PERF_EXIT_OK;
}
