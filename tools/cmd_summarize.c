/* cmd_summarize.c — `selfprof summarize PROFILE...`: the aggregated report. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "selfprof/summary.h"
#include "json_writer.h"
#include "summary_report.h"
#include "summarize_cmd.h"

static const char HELP[] =
    "usage: selfprof summarize [OPTIONS] PROFILE|DIR...\n"
    "\n"
    "One line per query or activity, sorted by self time, with a total line first.\n"
    "Several files, or a directory of them (a cargo build writes one per crate),\n"
    "are combined into one report: rows with the same label are summed and the\n"
    "total time is the sum of the files' total times.\n"
    "\n"
    "Columns:\n"
    "  Self time    time in this query/activity minus the time of the events\n"
    "               nested in it (its children), summed over all its events\n"
    "  % total      self time / total time; total time = the sum over threads of\n"
    "               (last event end - first event start)\n"
    "  Invocations  executions of the provider (query cache misses) or activity\n"
    "  Mem hits     in-memory cache hits / all lookups\n"
    "  Incr hits    results loaded from the incremental cache / all lookups\n"
    "               (all lookups = invocations + memory hits + incremental loads,\n"
    "               so the two shares and the executions add up to 100%)\n"
    "  Incr load    time spent loading results from the incremental cache\n"
    "  Blocked      time waiting for another thread computing the same query\n"
    "The total line sums all rows, also those hidden by --top and --filter.\n"
    "Total time counts interval events only. For profiles recorded with a\n"
    "counter other than wall time (e.g. instructions:u) the header names it and\n"
    "values are plain counts of that unit; such profiles cannot be combined\n"
    "with wall-time ones.\n"
    "\n"
    "Options:\n"
    "  --json            measureme-compatible JSON (plus selfprof's extra fields)\n"
    "  --csv             CSV, times as integers in the counter's unit (ns)\n"
    "  -o, --output FILE write to FILE instead of standard output\n"
    "  --sort COLUMN     self (default), time, invocations, hits, load, blocked, label\n"
    "  --top N           only the first N rows\n"
    "  --filter TEXT     only rows whose label contains TEXT (with --by-arg the\n"
    "                    label as shown, e.g. 'typeck(')\n"
    "  --unit UNIT       auto (default), ns, us, ms or s\n"
    "  --per-file        one report per file instead of one combined report (CSV:\n"
    "                    one table with a leading file column; JSON: {\"files\":[...]})\n"
    "  --by-arg          one row per label and arguments (profiles recorded with\n"
    "                    -Zself-profile-events=args): which query keys cost most\n"
    "  -h, --help        this help\n"
    "\n"
    "Exit status: 0 success, 1 unreadable or malformed input, 2 usage error,\n"
    "3 output could not be written.\n";

static int parse_sort(const char *text, selfprof_sort_key *key)
{
    static const struct {
        const char *name;
        selfprof_sort_key key;
    } KEYS[] = {{"self", SELFPROF_SORT_SELF_TIME},       {"time", SELFPROF_SORT_TIME},
                {"invocations", SELFPROF_SORT_INVOCATIONS}, {"hits", SELFPROF_SORT_CACHE_HITS},
                {"load", SELFPROF_SORT_INCR_LOAD_TIME},  {"blocked", SELFPROF_SORT_BLOCKED_TIME},
                {"label", SELFPROF_SORT_LABEL}};
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++) {
        if (strcmp(KEYS[i].name, text) == 0) {
            *key = KEYS[i].key;
            return 0;
        }
    }
    return -1;
}

/* Summarizes one file; prints the error and returns NULL on failure. */
static selfprof_summary *summarize_file(const char *path, const selfprof_summary_options *so)
{
    selfprof_error err = {0};
    selfprof_profile *p;
    selfprof_summary *s = NULL;
    if (cli_profile_open(path, &p, &err) != SELFPROF_OK ||
        selfprof_summarize(p, so, &s, &err) != SELFPROF_OK)
        cli_file_error(path, &err);
    selfprof_profile_close(p);
    return s;
}

/* Writes one report per file (--per-file). */
static void write_per_file(FILE *out, selfprof_summary **sums, char **paths, int n,
                           report_options ro)
{
    if (ro.format == REPORT_JSON)
        fputs("{\"files\":[", out);
    for (int i = 0; i < n; i++) {
        if (ro.format == REPORT_JSON) {
            fputs(i ? ",{\"path\":" : "{\"path\":", out);
            json_string(out, paths[i], strlen(paths[i]));
            fputs(",\"summary\":", out);
            report_write_json_object(out, sums[i], &ro);
            putc('}', out);
        } else {
            if (i && ro.format == REPORT_TABLE)
                putc('\n', out);
            ro.file = paths[i];
            ro.csv_no_header = i > 0;
            report_write(out, sums[i], &ro, paths[i]);
        }
    }
    if (ro.format == REPORT_JSON)
        fputs("]}\n", out);
}

enum { OPT_JSON = SUMMARIZE_OPT_FIRST, OPT_CSV, OPT_SORT, OPT_TOP, OPT_FILTER, OPT_UNIT,
       OPT_PER_FILE, OPT_BY_ARG };

const struct option SUMMARIZE_LONG_OPTIONS[] = {
    {"json", no_argument, 0, OPT_JSON},       {"csv", no_argument, 0, OPT_CSV},
    {"output", required_argument, 0, 'o'},    {"sort", required_argument, 0, OPT_SORT},
    {"top", required_argument, 0, OPT_TOP},   {"filter", required_argument, 0, OPT_FILTER},
    {"unit", required_argument, 0, OPT_UNIT}, {"per-file", no_argument, 0, OPT_PER_FILE},
    {"by-arg", no_argument, 0, OPT_BY_ARG},   {0, 0, 0, 0}};
/* summarize_cmd.h's count, kept by hand for the arrays sized from it. */
_Static_assert(sizeof SUMMARIZE_LONG_OPTIONS / sizeof SUMMARIZE_LONG_OPTIONS[0]
                   == SUMMARIZE_NLONG_OPTIONS + 1,
               "SUMMARIZE_NLONG_OPTIONS must count SUMMARIZE_LONG_OPTIONS");

void summarize_args_init(summarize_args *a)
{
    memset(a, 0, sizeof *a);
    a->ro.format = REPORT_TABLE;
    a->ro.unit = UNIT_AUTO;
    a->sort = SELFPROF_SORT_SELF_TIME;
}

int summarize_args_apply(summarize_args *a, int c, const char *value)
{
    switch (c) {
    case 'o': a->output = value; return 1;
    case OPT_JSON: a->ro.format = REPORT_JSON; return 1;
    case OPT_CSV: a->ro.format = REPORT_CSV; return 1;
    case OPT_TOP: return cli_parse_u64("--top", value, &a->ro.top) == 0 ? 1 : -1;
    case OPT_FILTER: a->ro.filter = value; return 1;
    case OPT_PER_FILE: a->per_file = 1; return 1;
    case OPT_BY_ARG: a->so.by_arg = 1; return 1;
    case OPT_SORT:
        if (parse_sort(value, &a->sort) != 0) {
            cli_error("--sort: unknown column '%s' (self, time, invocations, hits, load, "
                      "blocked, label)", value);
            return -1;
        }
        return 1;
    case OPT_UNIT:
        if (report_parse_unit(value, &a->ro.unit) != 0) {
            cli_error("--unit: unknown unit '%s' (auto, ns, us, ms, s)", value);
            return -1;
        }
        return 1;
    default: return 0;
    }
}

int summarize_paths(const summarize_args *a, char **paths, int npaths)
{
    report_options ro = a->ro;
    const char *output = a->output;
    int per_file = a->per_file;
    /* Everything is read before anything is written, so a bad file leaves
     * no half-written report behind. */
    selfprof_summary **sums = calloc((size_t)npaths, sizeof *sums);
    int status = sums ? EXIT_OK : EXIT_INPUT;
    for (int i = 0; i < npaths && status == EXIT_OK; i++) {
        if (!(sums[i] = summarize_file(paths[i], &a->so)))
            status = EXIT_INPUT;
        else if (i > 0 && !per_file && strcmp(sums[i]->counter, sums[0]->counter) != 0) {
            cli_error("%s: recorded with counter %s, %s with %s: they cannot be combined "
                      "(use --per-file)", paths[i], sums[i]->counter, paths[0], sums[0]->counter);
            status = EXIT_INPUT;
        }
    }
    selfprof_summary *all = NULL;
    if (status == EXIT_OK && !per_file) {
        all = sums[0];
        sums[0] = NULL;
        for (int i = 1; i < npaths && status == EXIT_OK; i++)
            if (selfprof_summary_merge(all, sums[i]) != SELFPROF_OK) {
                cli_error("out of memory");
                status = EXIT_INPUT;
            }
    }
    FILE *out = status == EXIT_OK ? cli_open_output(output) : NULL;
    if (status == EXIT_OK && !out)
        status = EXIT_OUTPUT;
    if (status == EXIT_OK) {
        if (per_file) {
            for (int i = 0; i < npaths; i++)
                selfprof_summary_sort(sums[i], a->sort);
            write_per_file(out, sums, paths, npaths, ro);
        } else {
            selfprof_summary_sort(all, a->sort);
            char title[512];
            if (npaths == 1)
                snprintf(title, sizeof title, "%s", paths[0]);
            else
                snprintf(title, sizeof title, "%d profiles", npaths);
            report_write(out, all, &ro, title);
        }
        if (cli_close_output(out, output) != 0)
            status = EXIT_OUTPUT;
    }
    selfprof_summary_free(all);
    for (int i = 0; sums && i < npaths; i++)
        selfprof_summary_free(sums[i]);
    free(sums);
    return status;
}

int cmd_summarize(int argc, char **argv)
{
    struct option LONG[SUMMARIZE_NLONG_OPTIONS + 2];
    memcpy(LONG, SUMMARIZE_LONG_OPTIONS, SUMMARIZE_NLONG_OPTIONS * sizeof *LONG);
    LONG[SUMMARIZE_NLONG_OPTIONS] = (struct option){"help", no_argument, 0, 'h'};
    LONG[SUMMARIZE_NLONG_OPTIONS + 1] = (struct option){0, 0, 0, 0};
    summarize_args a;
    summarize_args_init(&a);
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":ho:", LONG, NULL)) != -1) {
        if (c == 'h') {
            fputs(HELP, stdout);
            return EXIT_OK;
        }
        int r = summarize_args_apply(&a, c, optarg);
        if (r < 0)
            return EXIT_USAGE;
        if (r == 0) {
            cli_option_error("summarize", c, argv);
            return EXIT_USAGE;
        }
    }
    if (optind >= argc) {
        cli_error("summarize: no profile given (see 'selfprof summarize --help')");
        return EXIT_USAGE;
    }
    char **paths;
    int npaths = cli_expand_inputs(argv + optind, argc - optind, &paths);
    if (npaths < 0)
        return EXIT_INPUT;
    int status = summarize_paths(&a, paths, npaths);
    cli_free_inputs(paths, npaths);
    return status;
}
