/* cmd_detail.c — `selfprof-perf detail A B BENCHMARK PROFILE SCENARIO`:
 * one test case of two artifacts, query by query, from the stored summary
 * rows: every column of `selfprof summarize` for A and B with deltas, the
 * totals line first, then the artifact sizes paired by label, then the
 * sections (the phases of the compilation, from the stored raw profiles;
 * perf/sections/). */
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../report/report.h"
#include "../render/report_json.h"
#include "../sections/sections.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf detail A B BENCHMARK PROFILE SCENARIO [--changed] [--json]\n"
    "                            [--metric NAME] [--db URL]\n\n"
    "The self-profiles of one test case on artifacts A and B, query by query,\n"
    "read from the stored summary rows (equal, label for label, to 'selfprof\n"
    "summarize --json' of the stored raw profile). One line per label, sorted by\n"
    "the larger self time; the (total) line first sums every row's self time and\n"
    "counts (inclusive times do not add up: a query's time is in its callers' too).\n"
    "First the test case's row of 'compare A B' (its change, interval, verdict and\n"
    "rule, on --metric or the default) and how the self-profile figures relate to\n"
    "it: they are of one self-profiled run a side, not of the metric over the\n"
    "clean runs, so the two changes need not agree.\n\n"
    "Columns, A then B then the change (times in ms for wall-time profiles,\n"
    "plain counts of the counter's unit otherwise):\n"
    "  self        self time: time in the query minus its children's\n"
    "  noise       whether the self time changed beyond its noise, from every\n"
    "              self-profiled run of each side (queue --self-profiles):\n"
    "              grew * / shrank *, within, or - (fewer than 2 runs a side);\n"
    "              the noise is pooled over queries of similar size, and a change\n"
    "              counts when it is 5 standard errors out, every run of B is on\n"
    "              the same side of every run of A, and it is at least 0.1% of the\n"
    "              test case's self time. The counts (invocations, hits) are exact.\n"
    "  %total      self time / the profile's total time\n"
    "  invocations executions of the provider or activity (not cache misses)\n"
    "  mem hit%    in-memory cache hits / all lookups\n"
    "  incr hit%   results loaded from the incremental cache / all lookups\n"
    "              (lookups = invocations + memory hits + incremental loads)\n"
    "  incr load   time loading results from the incremental cache\n"
    "  blocked     time waiting for another thread computing the same query\n"
    "              (these four only rustc records: when both artifacts are gcc or\n"
    "              clang, they are left out)\n"
    "Then the artifact sizes, paired by label, and the sections: how the\n"
    "compile time divides into phases, computed from the stored raw profiles\n"
    "(rustc: frontend = first event to codegen_crate, backend = codegen_crate\n"
    "to the end of finish_ongoing_codegen, linker = link_crate, as rustc-perf;\n"
    "gcc: GCC's pass manager, setup, parsing, lowering, early_gimple (the\n"
    "small IPA list's per-function GIMPLE passes), ipa, gimple (all_passes up\n"
    "to expand), rtl (from expand on), late (output of variables, debug info,\n"
    "the assembly's end); clang: frontend, optimizer, codegen from\n"
    "-ftime-trace), each with its share of the side's sum (-ftime-report's\n"
    "subtotals). When A and B are different compilers (gcc against clang),\n"
    "their query names differ: no row is judged, and each side's sections\n"
    "are shown under its own compiler's names.\n\n"
    "Options:\n"
    "  --changed   only the queries whose self time changed beyond noise\n"
    "  --json      everything as JSON, times as integers in the counter unit\n"
    "  --metric NAME  the compare row's metric (default: compare's)\n"
    "  --db URL    the database (default $SELFPROF_PERF_DB, then\n"
    "              sqlite:./selfprof-perf.db)\n";

/* Time columns: ms when the counter is wall time in ns, else raw counts. */
static void fmt_time(char *buf, size_t n, int64_t v, int ns)
{
    if (ns)
        snprintf(buf, n, "%.3f", (double)v / 1e6);
    else
        snprintf(buf, n, "%" PRId64, v);
}

static void fmt_dtime(char *buf, size_t n, int64_t a, int64_t b, int ns)
{
    if (ns)
        snprintf(buf, n, "%+.3f", (double)(b - a) / 1e6);
    else
        snprintf(buf, n, "%+" PRId64, b - a);
}

static void fmt_rel(char *buf, size_t n, int64_t a, int64_t b)
{
    double r = perf_delta_rel((double)a, (double)b);
    if (isnan(r))
        snprintf(buf, n, b == a ? "0%%" : "new");
    else
        snprintf(buf, n, "%+.1f%%", 100 * r);
}

static void fmt_share(char *buf, size_t n, int64_t part, int64_t whole)
{
    if (whole > 0)
        snprintf(buf, n, "%.2f%%", 100.0 * (double)part / (double)whole);
    else
        snprintf(buf, n, "-");
}

static int64_t lookups(const perf_query_values *v)
{
    return v->invocation_count + v->number_of_cache_hits + v->incremental_load_count;
}

/* The row's verdict on its self time: "grew *" / "shrank *" (beyond its
 * noise), "within" (judged, not beyond), "-" (no estimate: fewer than 2
 * self-profiled runs a side). */
static const char *verdict(const perf_detail_row *r)
{
    if (!r || !r->judged)
        return "-";
    return r->beyond > 0 ? "grew *" : r->beyond < 0 ? "shrank *" : "within";
}

/* 1 when a side is rustc's: only rustc records cache hits, incremental
 * loads and blocked time, which GCC's plugin and clang's trace lack (their
 * columns would be all 0.00%). */
static int is_c_compiler(const char *kind)
{
    return strcmp(kind, "gcc") == 0 || strcmp(kind, "clang") == 0;
}

static int has_rustc_columns(const perf_detail *d)
{
    return !(is_c_compiler(d->kind_a) && is_c_compiler(d->kind_b));
}

static void print_line(const char *label, const perf_query_values *a, int in_a,
                       const perf_query_values *b, int in_b, const perf_detail *d, int ns,
                       const perf_detail_row *row)
{
    char c[20][24];
    fmt_time(c[0], 24, a->self_time, ns);
    fmt_time(c[1], 24, b->self_time, ns);
    fmt_dtime(c[2], 24, a->self_time, b->self_time, ns);
    fmt_rel(c[3], 24, a->self_time, b->self_time);
    fmt_share(c[4], 24, a->self_time, d->side_a.total_time);
    fmt_share(c[5], 24, b->self_time, d->side_b.total_time);
    snprintf(c[6], 24, "%" PRId64, a->invocation_count);
    snprintf(c[7], 24, "%" PRId64, b->invocation_count);
    snprintf(c[8], 24, "%+" PRId64, b->invocation_count - a->invocation_count);
    fmt_share(c[9], 24, a->number_of_cache_hits, lookups(a));
    fmt_share(c[10], 24, b->number_of_cache_hits, lookups(b));
    fmt_share(c[11], 24, a->incremental_load_count, lookups(a));
    fmt_share(c[12], 24, b->incremental_load_count, lookups(b));
    fmt_time(c[13], 24, a->incremental_load_time, ns);
    fmt_time(c[14], 24, b->incremental_load_time, ns);
    fmt_dtime(c[15], 24, a->incremental_load_time, b->incremental_load_time, ns);
    fmt_time(c[16], 24, a->blocked_time, ns);
    fmt_time(c[17], 24, b->blocked_time, ns);
    fmt_dtime(c[18], 24, a->blocked_time, b->blocked_time, ns);
    /* a side without the label shows '-', its deltas count it as 0 */
    printf("%-50s %10s %10s %10s %7s %-8s %7s %7s %9s %9s %7s", label, in_a ? c[0] : "-",
           in_b ? c[1] : "-", c[2], c[3], verdict(row), in_a ? c[4] : "-", in_b ? c[5] : "-",
           in_a ? c[6] : "-", in_b ? c[7] : "-", c[8]);
    if (has_rustc_columns(d))
        printf(" %8s %8s %8s %8s %9s %9s %9s %9s %9s %9s", in_a ? c[9] : "-", in_b ? c[10] : "-",
               in_a ? c[11] : "-", in_b ? c[12] : "-", in_a ? c[13] : "-", in_b ? c[14] : "-",
               c[15], in_a ? c[16] : "-", in_b ? c[17] : "-", c[18]);
    putchar('\n');
}

static const char *side_line(char *buf, size_t n, const perf_detail_side *s, int ns)
{
    if (!s->present) {
        snprintf(buf, n, "no self-profile");
        return buf;
    }
    char total[32], untracked[48] = "";
    fmt_time(total, sizeof total, s->total_time, ns);
    if (s->untracked_time >= 0) {
        char u[32];
        fmt_time(u, sizeof u, s->untracked_time, ns);
        snprintf(untracked, sizeof untracked, ", untracked %s%s", u, ns ? "ms" : "");
    }
    snprintf(buf, n, "%s, total time %s%s%s, %" PRId64 " events, %" PRId64 " file%s", s->counter,
             total, ns ? "ms" : "", untracked, s->event_count, s->file_count,
             s->file_count == 1 ? "" : "s");
    return buf;
}

/* The test case's compare row, as compare prints its change, interval
 * and verdict, and how the figures below relate to it. */
static void print_compare_row(const perf_detail *d, const perf_comparison *c)
{
    if (!c) {
        printf("no compare row: nothing has been measured on these artifacts yet\n");
        return;
    }
    const perf_compare_row *r = perf_comparison_row(c, d->benchmark, d->profile, d->scenario);
    if (r) {
        const perf_significance *s = &r->sig;
        printf("compare row (%s): %+.2f%%", c->metric, 100 * r->change);
        if (s->has_interval)
            printf(", %.1f%% interval [%+.2f%%, %+.2f%%]", 100 * s->confidence, 100 * s->lo,
                   100 * s->hi);
        printf("; %s; rule %s; before %.6g, after %.6g %s (%s), over %zu and %zu clean runs\n",
               s->significant ? (r->change > 0 ? "regression" : "improvement")
                              : perf_verdict_name(s->verdict),
               perf_sig_source_name(s->source), r->before, r->after, c->unit,
               perf_basis_text(r->basis), r->before_n, r->after_n);
    }
    char why[1024];
    printf("%s\n", perf_detail_relation(d, c->metric, r, why, sizeof why));
}

static void print_detail(const perf_detail *d, const perf_comparison *c, int changed_only)
{
    const perf_detail_side *any = d->side_a.present ? &d->side_a : &d->side_b;
    int ns = strcmp(any->unit, "ns") == 0;
    char buf[256];
    printf("%s %s %s: %s -> %s\n", d->benchmark, d->profile, d->scenario, d->a, d->b);
    print_compare_row(d, c);
    printf("A %s: %s\n", d->a, side_line(buf, sizeof buf, &d->side_a, ns));
    printf("B %s: %s\n", d->b, side_line(buf, sizeof buf, &d->side_b, ns));
    printf("times in %s\n", ns ? "ms" : any->unit);
    if (d->cross_compiler)
        printf("A is %s, B is %s: different compilers, whose query names differ; no query's "
               "change is judged. Compare the totals and each side's sections (below).\n\n",
               d->kind_a, d->kind_b);
    else if (d->runs_a >= 2 && d->runs_b >= 2)
        printf("self-profiled runs: %zu of A, %zu of B; self times that changed beyond their "
               "noise: %zu (marked *); the counts are exact\n\n",
               d->runs_a, d->runs_b, d->beyond_count);
    else
        printf("self-profiled runs: %zu of A, %zu of B: too few to tell a query's change from "
               "its noise (queue --self-profiles 2 or more); the counts are exact\n\n",
               d->runs_a, d->runs_b);
    printf("%-50s %10s %10s %10s %7s %-8s %7s %7s %9s %9s %7s", "label", "self A", "self B",
           "self d", "self d%", "noise", "%tot A", "%tot B", "invoc A", "invoc B", "invoc d");
    if (has_rustc_columns(d))
        printf(" %8s %8s %8s %8s %9s %9s %9s %9s %9s %9s", "memhit A", "memhit B", "incrhitA",
               "incrhitB", "load A", "load B", "load d", "blocked A", "blocked B", "blocked d");
    putchar('\n');
    print_line("(total)", &d->side_a.totals, d->side_a.present, &d->side_b.totals,
               d->side_b.present, d, ns, NULL);
    for (size_t i = 0; i < d->count; i++)
        if (!changed_only || d->rows[i].beyond)
            print_line(d->rows[i].label, &d->rows[i].a, d->rows[i].in_a, &d->rows[i].b,
                       d->rows[i].in_b, d, ns, &d->rows[i]);
    if (d->size_count == 0)
        return;
    printf("\n%-40s %14s %14s %14s %8s\n", "artifact size (bytes)", "A", "B", "change", "%");
    for (size_t i = 0; i < d->size_count; i++) {
        const perf_detail_size *s = &d->sizes[i];
        char a[24], b[24], rel[24];
        snprintf(a, sizeof a, "%" PRId64, s->a);
        snprintf(b, sizeof b, "%" PRId64, s->b);
        fmt_rel(rel, sizeof rel, s->a, s->b);
        printf("%-40s %14s %14s %+14" PRId64 " %8s\n", s->label, s->in_a ? a : "-",
               s->in_b ? b : "-", s->b - s->a, rel);
    }
}

/* The sum of a side's present sections (what its shares are of). */
static int64_t sections_sum(const sup_sections *s)
{
    int64_t t = 0;
    for (size_t i = 0; i < s->count; i++)
        t += s->has[i] ? s->v[i] : 0;
    return t;
}

static void fmt_part(char *buf, size_t n, const sup_sections *s, size_t i, int64_t sum)
{
    if (!s->compiler || i >= s->count || !s->has[i])
        snprintf(buf, n, "-");
    else
        fmt_share(buf, n, s->v[i], sum);
}

/* One side's sections alone, under its own compiler's names, with their
 * shares of its sum (a comparison of two compilers: nothing pairs). */
static void print_side_sections(const char *side, const char *artifact, const sup_sections *s,
                                int ns)
{
    char title[80];
    snprintf(title, sizeof title, "sections of %s %s (%s)", side, artifact,
             s->compiler ? s->compiler : "none stored");
    printf("\n%-40s %14s %8s\n", title, side, "%");
    if (!s->compiler)
        return;
    int64_t sum = sections_sum(s);
    for (size_t i = 0; i < s->count; i++) {
        char v[24], share[24];
        fmt_time(v, sizeof v, s->v[i], ns);
        fmt_part(share, sizeof share, s, i, sum);
        printf("%-40s %14s %8s\n", s->names[i], s->has[i] ? v : "-", share);
    }
    char t[24];
    fmt_time(t, sizeof t, sum, ns);
    printf("%-40s %14s %8s\n", "(sum)", t, "100.00%");
}

/* The sections: paired A against B when both sides are one compiler's
 * (with each side's share of its sum: -ftime-report's subtotals), each
 * side alone under its own compiler's names when they differ. */
static void print_sections(const perf_detail *d, int ns)
{
    const perf_sections *s = d->sections;
    if (!s || (!s->a.compiler && !s->b.compiler))
        return;
    if (s->a.compiler && s->b.compiler && !perf_sections_paired(s)) {
        print_side_sections("A", d->a, &s->a, ns);
        print_side_sections("B", d->b, &s->b, ns);
        return;
    }
    const sup_sections *one = s->a.compiler ? &s->a : &s->b;
    char title[40];
    snprintf(title, sizeof title, "sections (%s)", one->compiler);
    printf("\n%-40s %14s %8s %14s %8s %14s %8s\n", title, "A", "%A", "B", "%B", "change", "%");
    int64_t sum_a = sections_sum(&s->a), sum_b = sections_sum(&s->b);
    for (size_t i = 0; i < one->count; i++) {
        char a[24], b[24], pa[24], pb[24], dt[24], rel[24];
        int has_a = s->a.compiler && s->a.has[i], has_b = s->b.compiler && s->b.has[i];
        fmt_time(a, sizeof a, s->a.v[i], ns);
        fmt_time(b, sizeof b, s->b.v[i], ns);
        fmt_part(pa, sizeof pa, &s->a, i, sum_a);
        fmt_part(pb, sizeof pb, &s->b, i, sum_b);
        fmt_dtime(dt, sizeof dt, s->a.v[i], s->b.v[i], ns);
        fmt_rel(rel, sizeof rel, s->a.v[i], s->b.v[i]);
        int both = has_a && has_b;
        printf("%-40s %14s %8s %14s %8s %14s %8s\n", one->names[i], has_a ? a : "-", pa,
               has_b ? b : "-", pb, both ? dt : "-", both ? rel : "-");
    }
    char a[24], b[24], dt[24], rel[24];
    fmt_time(a, sizeof a, sum_a, ns);
    fmt_time(b, sizeof b, sum_b, ns);
    fmt_dtime(dt, sizeof dt, sum_a, sum_b, ns);
    fmt_rel(rel, sizeof rel, sum_a, sum_b);
    int both = s->a.compiler && s->b.compiler;
    printf("%-40s %14s %8s %14s %8s %14s %8s\n", "(sum)", s->a.compiler ? a : "-",
           s->a.compiler ? "100.00%" : "-", s->b.compiler ? b : "-",
           s->b.compiler ? "100.00%" : "-", both ? dt : "-", both ? rel : "-");
}

int cmd_detail(int argc, char **argv)
{
    static const struct option LONG[] = {
        {"db", required_argument, 0, 'd'}, {"json", no_argument, 0, 'j'},
        {"changed", no_argument, 0, 'c'},  {"metric", required_argument, 0, 'm'},
        {"help", no_argument, 0, 'h'},     {0, 0, 0, 0}};
    const char *db_arg = NULL, *metric = NULL;
    int json = 0, changed = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'j': json = 1; break;
        case 'c': changed = 1; break;
        case 'm': metric = optarg; break;
        default: return perf_option_error("detail", c, argv);
        }
    }
    if (argc - optind != 5) {
        fputs("selfprof-perf: detail: give A B BENCHMARK PROFILE SCENARIO (try --help)\n", stderr);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, 1, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    char err[512];
    perf_detail *d;
    char **o = argv + optind;
    int rc = perf_sections_detail(db, o[0], o[1], o[2], o[3], o[4], &d, err, sizeof err);
    /* its compare row: the comparison of every test case, as compare's */
    perf_comparison *cmp = NULL;
    if (rc == PERF_REPORT_OK) {
        int cr = perf_report_compare(db, o[0], o[1], metric, &cmp, err, sizeof err);
        /* no metric measured yet (imported self-profiles alone): the
         * detail without a compare row, not an error */
        if (cr != PERF_REPORT_OK && !(cr == PERF_REPORT_NOT_FOUND && !metric)) {
            rc = cr;
            perf_detail_free(d);
        }
        if (cr != PERF_REPORT_OK)
            cmp = NULL;
    }
    perf_db_close(db);
    if (rc != PERF_REPORT_OK)
        return perf_fail("detail: %s", err);
    int bad = 0;
    if (json) {
        sup_buf b = {0};
        bad = perf_print_document(&b, perf_json_detail(&b, d, cmp));
    } else {
        print_detail(d, cmp, changed);
        const perf_detail_side *any = d->side_a.present ? &d->side_a : &d->side_b;
        print_sections(d, strcmp(any->unit, "ns") == 0);
    }
    perf_comparison_free(cmp);
    perf_detail_free(d);
    return perf_output_done("detail", bad);
}
