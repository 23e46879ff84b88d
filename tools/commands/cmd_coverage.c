/* cmd_coverage.c — `selfprof coverage PROFILE...`: per thread, how much of
 * its span no interval event covers, and the largest such gaps with the
 * events around them (the computation is selfprof/coverage.h's). */
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "support/json_writer.h"
#include "selfprof/coverage.h"

static const char HELP[] =
    "usage: selfprof coverage [OPTIONS] PROFILE|DIR...\n"
    "\n"
    "What the profile does not see. Per thread: its span (first start to last\n"
    "end of its interval events), the time inside the span that no interval event\n"
    "covers (untracked), its share of the span, the number of gaps (maximal\n"
    "stretches of untracked time) and the largest gaps, each with the event that\n"
    "ends where it starts and the one that starts where it ends (the longest of\n"
    "them when several do). Instants and integer events are ignored; nesting and\n"
    "overlap do not matter, only the union of the intervals. Several files, or a\n"
    "directory of them, are combined: every file keeps its own threads and the\n"
    "first line sums them all.\n"
    "\n"
    "Options:\n"
    "  --json            JSON: the totals, every thread with its largest gaps, the\n"
    "                    largest gaps of all (times as integers in the counter unit)\n"
    "  -o, --output FILE write to FILE instead of standard output\n"
    "  --top N           list the N largest gaps (default 10; 0: none)\n"
    "  --min-gap TIME    list only gaps of at least TIME (500us, 1ms, 2s; a plain\n"
    "                    number is in the counter's unit, ns for wall time) and\n"
    "                    count them apart: gaps and time in gaps of at least TIME\n"
    "  --per-thread      list the largest gaps of each thread, not only of all\n"
    "  -h, --help        this help\n"
    "\n"
    "Exit status: 0 success, 1 unreadable or malformed input, 2 usage error,\n"
    "3 output could not be written, 4 out of memory.\n";

typedef struct options {
    int json, per_thread;
    selfprof_coverage_options cov;
    const char *output;
} options;

typedef struct inputs {
    char **paths;
    int count;
} inputs;

/* A counter value as text: a time in the most readable unit for wall-time
 * profiles, else a number and the unit. */
static void fmt_value(char *buf, size_t n, uint64_t v, const char *unit)
{
    double d = (double)v;
    if (strcmp(unit, "ns") != 0)
        snprintf(buf, n, "%" PRIu64 " %s", v, unit);
    else if (v < 1000)
        snprintf(buf, n, "%" PRIu64 "ns", v);
    else if (v < 1000000)
        snprintf(buf, n, "%.2fus", d / 1e3);
    else if (v < 1000000000)
        snprintf(buf, n, "%.2fms", d / 1e6);
    else
        snprintf(buf, n, "%.3fs", d / 1e9);
}

static void fmt_share(char *buf, size_t n, uint64_t part, uint64_t whole)
{
    if (whole == 0)
        snprintf(buf, n, "-");
    else
        snprintf(buf, n, "%.2f%%", 100.0 * (double)part / (double)whole);
}

/* The one-line summary of `f` (no newline). */
static void write_figures_line(FILE *out, const selfprof_coverage_figures *f, const char *unit,
                               uint64_t min_gap)
{
    char span[48], untracked[48], share[16];
    fmt_value(span, sizeof span, f->span, unit);
    fmt_value(untracked, sizeof untracked, f->untracked, unit);
    fmt_share(share, sizeof share, f->untracked, f->span);
    fprintf(out, "span %s, untracked %s (%s) in %" PRIu64 " gap%s", span, untracked, share, f->gaps,
            f->gaps == 1 ? "" : "s");
    if (min_gap) {
        char min[48], large[48], lshare[16];
        fmt_value(min, sizeof min, min_gap, unit);
        fmt_value(large, sizeof large, f->large_untracked, unit);
        fmt_share(lshare, sizeof lshare, f->large_untracked, f->span);
        fprintf(out, "; %" PRIu64 " gap%s of at least %s: %s (%s)", f->large_gaps,
                f->large_gaps == 1 ? "" : "s", min, large, lshare);
    }
}

static void write_gap_rows(FILE *out, const selfprof_coverage *c, const selfprof_coverage_gap *g,
                           size_t n, const inputs *in, int with_thread)
{
    size_t count;
    const selfprof_coverage_thread *threads = selfprof_coverage_threads(c, &count);
    const char *unit = selfprof_coverage_unit(c);
    size_t pw = strlen("Profile");
    for (size_t i = 0; with_thread && in->count > 1 && i < n; i++) {
        size_t w = cli_display_width(in->paths[threads[g[i].thread].profile]);
        pw = w > pw ? w : pw;
    }
    fprintf(out, "%12s %12s  ", "Gap", "At");
    if (with_thread && in->count > 1)
        fprintf(out, "%-*s  ", (int)pw, "Profile");
    if (with_thread)
        fprintf(out, "%6s  ", "Thread");
    fprintf(out, "Before -> After\n");
    for (size_t i = 0; i < n; i++) {
        const selfprof_coverage_thread *t = &threads[g[i].thread];
        char len[48], at[48];
        fmt_value(len, sizeof len, g[i].end - g[i].start, unit);
        fmt_value(at, sizeof at, g[i].start - t->start, unit);
        fprintf(out, "%12s %12s  ", len, at);
        if (with_thread && in->count > 1) {
            const char *p = in->paths[t->profile];
            fprintf(out, "%s%*s  ", p, (int)(pw - cli_display_width(p)), "");
        }
        if (with_thread)
            fprintf(out, "%6" PRIu32 "  ", t->thread_id);
        fprintf(out, "%s -> %s\n", g[i].before, g[i].after);
    }
}

static void write_table(FILE *out, const selfprof_coverage *c, const options *o, const inputs *in)
{
    const char *unit = selfprof_coverage_unit(c);
    const selfprof_coverage_figures *tot = selfprof_coverage_totals(c);
    size_t count;
    const selfprof_coverage_thread *threads = selfprof_coverage_threads(c, &count);
    uint64_t min_gap = o->cov.min_gap;
    if (in->count == 1)
        fprintf(out, "%s: ", in->paths[0]);
    else
        fprintf(out, "%d profiles: ", in->count);
    fprintf(out, "%zu thread%s, ", count, count == 1 ? "" : "s");
    write_figures_line(out, tot, unit, min_gap);
    fputc('\n', out);
    if (count == 0)
        return;
    /* The thread table. */
    size_t pw = strlen("Profile");
    for (int i = 0; in->count > 1 && i < in->count; i++) {
        size_t w = cli_display_width(in->paths[i]);
        pw = w > pw ? w : pw;
    }
    char min[48] = "", head_gaps[64], head_time[64];
    fmt_value(min, sizeof min, min_gap, unit);
    snprintf(head_gaps, sizeof head_gaps, "Gaps>=%s", min);
    snprintf(head_time, sizeof head_time, "In gaps>=%s", min);
    fputc('\n', out);
    if (in->count > 1)
        fprintf(out, "%-*s  ", (int)pw, "Profile");
    fprintf(out, "%6s %12s %12s %8s %8s", "Thread", "Span", "Untracked", "Share", "Gaps");
    if (min_gap)
        fprintf(out, " %12s %14s", head_gaps, head_time);
    fprintf(out, " %12s\n", "Largest gap");
    for (size_t i = 0; i < count; i++) {
        const selfprof_coverage_thread *t = &threads[i];
        const selfprof_coverage_figures *f = &t->figures;
        char span[48], untracked[48], share[16], largest[48] = "-";
        fmt_value(span, sizeof span, f->span, unit);
        fmt_value(untracked, sizeof untracked, f->untracked, unit);
        fmt_share(share, sizeof share, f->untracked, f->span);
        if (t->largest_count)
            fmt_value(largest, sizeof largest, t->largest[0].end - t->largest[0].start, unit);
        if (in->count > 1) {
            const char *p = in->paths[t->profile];
            fprintf(out, "%s%*s  ", p, (int)(pw - cli_display_width(p)), "");
        }
        fprintf(out, "%6" PRIu32 " %12s %12s %8s %8" PRIu64, t->thread_id, span, untracked, share,
                f->gaps);
        if (min_gap) {
            char large[48];
            fmt_value(large, sizeof large, f->large_untracked, unit);
            fprintf(out, " %12" PRIu64 " %14s", f->large_gaps, large);
        }
        fprintf(out, " %12s\n", largest);
    }
    size_t n;
    const selfprof_coverage_gap *g = selfprof_coverage_largest(c, &n);
    if (n) {
        fprintf(out, "\nLargest gaps (%zu of %" PRIu64 "%s%s):\n", n, tot->large_gaps,
                min_gap ? " of at least " : "", min_gap ? min : "");
        write_gap_rows(out, c, g, n, in, 1);
    }
    for (size_t i = 0; o->per_thread && i < count; i++) {
        const selfprof_coverage_thread *t = &threads[i];
        if (!t->largest_count)
            continue;
        fputc('\n', out);
        if (in->count > 1)
            fprintf(out, "%s, ", in->paths[t->profile]);
        fprintf(out, "thread %" PRIu32 ": ", t->thread_id);
        write_figures_line(out, &t->figures, unit, min_gap);
        fputc('\n', out);
        write_gap_rows(out, c, t->largest, t->largest_count, in, 0);
    }
}

/* --- JSON: one field per line, fixed order, so two runs diff line by line */

static void json_share(FILE *out, uint64_t part, uint64_t whole)
{
    fprintf(out, "%.6f", whole ? (double)part / (double)whole : 0.0);
}

static void json_figures(FILE *out, const selfprof_coverage_figures *f, const char *ind)
{
    fprintf(out, "%s\"intervals\": %" PRIu64 ",\n", ind, f->intervals);
    fprintf(out, "%s\"span\": %" PRIu64 ",\n", ind, f->span);
    fprintf(out, "%s\"untracked\": %" PRIu64 ",\n", ind, f->untracked);
    fprintf(out, "%s\"untracked_share\": ", ind);
    json_share(out, f->untracked, f->span);
    fprintf(out, ",\n%s\"gaps\": %" PRIu64 ",\n", ind, f->gaps);
    fprintf(out, "%s\"large_gaps\": %" PRIu64 ",\n", ind, f->large_gaps);
    fprintf(out, "%s\"large_untracked\": %" PRIu64, ind, f->large_untracked);
}

static void json_text(FILE *out, const char *s) { json_string(out, s, strlen(s)); }

static void json_gaps(FILE *out, const selfprof_coverage *c, const selfprof_coverage_gap *g,
                      size_t n, const inputs *in, int with_thread, const char *ind)
{
    size_t count;
    const selfprof_coverage_thread *threads = selfprof_coverage_threads(c, &count);
    if (n == 0) {
        fputs("[]", out);
        return;
    }
    fputs("[\n", out);
    for (size_t i = 0; i < n; i++) {
        const selfprof_coverage_thread *t = &threads[g[i].thread];
        fprintf(out, "%s  {", ind);
        if (with_thread) {
            fputs("\"profile\": ", out);
            json_text(out, in->paths[t->profile]);
            fprintf(out, ", \"thread\": %" PRIu32 ", ", t->thread_id);
        }
        fprintf(out,
                "\"start\": %" PRIu64 ", \"end\": %" PRIu64 ", \"length\": %" PRIu64
                ", \"at\": %" PRIu64 ", \"before\": ",
                g[i].start, g[i].end, g[i].end - g[i].start, g[i].start - t->start);
        json_text(out, g[i].before);
        fputs(", \"after\": ", out);
        json_text(out, g[i].after);
        fprintf(out, "}%s\n", i + 1 < n ? "," : "");
    }
    fprintf(out, "%s]", ind);
}

static void write_json(FILE *out, const selfprof_coverage *c, const options *o, const inputs *in)
{
    size_t count, n;
    const selfprof_coverage_thread *threads = selfprof_coverage_threads(c, &count);
    const selfprof_coverage_gap *g = selfprof_coverage_largest(c, &n);
    fputs("{\n  \"unit\": ", out);
    json_text(out, selfprof_coverage_unit(c));
    fprintf(out, ",\n  \"min_gap\": %" PRIu64 ",\n  \"top\": %" PRIu32 ",\n", o->cov.min_gap,
            o->cov.top);
    fputs("  \"profiles\": [", out);
    for (int i = 0; i < in->count; i++) {
        fputs(i ? ", " : "", out);
        json_text(out, in->paths[i]);
    }
    fprintf(out, "],\n  \"total\": {\n    \"threads\": %zu,\n", count);
    json_figures(out, selfprof_coverage_totals(c), "    ");
    fputs("\n  },\n  \"threads\": [", out);
    for (size_t i = 0; i < count; i++) {
        const selfprof_coverage_thread *t = &threads[i];
        fputs(i ? ",\n    {\n" : "\n    {\n", out);
        fputs("      \"profile\": ", out);
        json_text(out, in->paths[t->profile]);
        fprintf(out, ",\n      \"thread\": %" PRIu32 ",\n", t->thread_id);
        fprintf(out, "      \"start\": %" PRIu64 ",\n      \"end\": %" PRIu64 ",\n", t->start,
                t->end);
        json_figures(out, &t->figures, "      ");
        fputs(",\n      \"largest_gaps\": ", out);
        json_gaps(out, c, t->largest, t->largest_count, in, 0, "      ");
        fputs("\n    }", out);
    }
    fputs(count ? "\n  ],\n" : "],\n", out);
    fputs("  \"largest_gaps\": ", out);
    json_gaps(out, c, g, n, in, 1, "  ");
    fputs("\n}\n", out);
}

/* Adds every input to a new set; prints the error and returns NULL on failure. */
static selfprof_coverage *load(const options *o, const inputs *in)
{
    selfprof_coverage *c;
    if (selfprof_coverage_new(&o->cov, &c) != SELFPROF_OK)
        cli_out_of_memory();
    for (int i = 0; i < in->count; i++) {
        selfprof_error err = {0};
        selfprof_profile *p;
        int rc = cli_profile_open(in->paths[i], &p, &err);
        if (rc == SELFPROF_OK)
            rc = selfprof_coverage_add_profile(c, p, &err);
        selfprof_profile_close(p);
        if (rc != SELFPROF_OK) {
            cli_file_error(in->paths[i], &err);
            selfprof_coverage_free(c);
            return NULL;
        }
    }
    return c;
}

int cmd_coverage(int argc, char **argv)
{
    enum { OPT_JSON = 256, OPT_TOP, OPT_MIN_GAP, OPT_PER_THREAD };
    static const struct option LONG[] = {{"json", no_argument, 0, OPT_JSON},
                                         {"output", required_argument, 0, 'o'},
                                         {"top", required_argument, 0, OPT_TOP},
                                         {"min-gap", required_argument, 0, OPT_MIN_GAP},
                                         {"per-thread", no_argument, 0, OPT_PER_THREAD},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    options o = {0};
    o.cov.top = 10;
    uint64_t top;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":ho:", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return EXIT_OK;
        case 'o': o.output = optarg; break;
        case OPT_JSON: o.json = 1; break;
        case OPT_PER_THREAD: o.per_thread = 1; break;
        case OPT_TOP:
            if (cli_parse_u64("--top", optarg, &top) != 0)
                return EXIT_USAGE;
            o.cov.top = top > UINT32_MAX ? UINT32_MAX : (uint32_t)top;
            break;
        case OPT_MIN_GAP:
            if (cli_parse_duration(optarg, 1, &o.cov.min_gap) != 0) {
                cli_error("--min-gap needs a time such as 500us, 1ms or 2s, not '%s'", optarg);
                return EXIT_USAGE;
            }
            break;
        default: cli_option_error("coverage", c, argv); return EXIT_USAGE;
        }
    }
    if (optind >= argc) {
        cli_error("coverage: no profile given (see 'selfprof coverage --help')");
        return EXIT_USAGE;
    }
    inputs in;
    if ((in.count = cli_expand_inputs(argv + optind, argc - optind, &in.paths)) < 0)
        return EXIT_INPUT;
    selfprof_coverage *cov = load(&o, &in);
    if (!cov) {
        cli_free_inputs(in.paths, in.count);
        return EXIT_INPUT;
    }
    int status = EXIT_OK;
    FILE *out = cli_open_output(o.output);
    if (!out) {
        status = EXIT_OUTPUT;
    } else {
        if (o.json)
            write_json(out, cov, &o, &in);
        else
            write_table(out, cov, &o, &in);
        if (cli_close_output(out, o.output) != 0)
            status = EXIT_OUTPUT;
    }
    selfprof_coverage_free(cov);
    cli_free_inputs(in.paths, in.count);
    return status;
}
