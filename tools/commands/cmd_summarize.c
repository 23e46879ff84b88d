/* cmd_summarize.c — `selfprof summarize PROFILE...`: the aggregated report. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "report/summarize_paths.h"

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
    "  Time         time including nested events (what --sort time sorts by)\n"
    "  Invocations  executions of the provider (query cache misses) or activity\n"
    "  Mem hits     in-memory cache hits / all lookups\n"
    "  Incr hits    results loaded from the incremental cache / all lookups\n"
    "               (all lookups = invocations + memory hits + incremental loads,\n"
    "               so the two shares and the executions add up to 100%)\n"
    "  Incr load    time spent loading results from the incremental cache\n"
    "  Incr hash    time hashing query results for incremental compilation\n"
    "  Blocked      time waiting for another thread computing the same query\n"
    "Mem hits to Blocked are shown only when some row is not zero there.\n"
    "The total line sums all rows, also those hidden by --top and --filter\n"
    "(but not Time: nested times overlap). Artifact sizes follow the table,\n"
    "then, for GCC and clang profiles, the compiler's sections, each with its\n"
    "share of their sum (-ftime-report's subtotals; GCC: setup, parsing,\n"
    "lowering, early_gimple, ipa, gimple, rtl, late; clang: frontend,\n"
    "optimizer, codegen). Not with --json, --csv or --per-file.\n"
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
    "  --percent-above PCT  only rows with at least PCT% of the total time\n"
    "  --all-columns     also the columns that are zero in every row\n"
    "  --newest          of several profiles of one crate (a rebuild recorded into\n"
    "                    the same folder), only the newest; without it they are\n"
    "                    summed, with a warning\n"
    "  --per-file        one report per file instead of one combined report (CSV:\n"
    "                    one table with a leading file column; JSON: {\"files\":[...]})\n"
    "  --by-arg          one row per label and arguments (profiles recorded with\n"
    "                    -Zself-profile-events=args): which query keys cost most\n"
    "  --by-crate        first a table of the crates (the file name before\n"
    "                    '-<pid>.mm_profdata'): profiles, self time, % total, total\n"
    "                    time, events; then the combined table (JSON:\n"
    "                    {\"crates\":[...],\"summary\":{...}}; not with --csv, --per-file)\n"
    "  -h, --help        this help\n"
    "\n"
    "Exit status: 0 success, 1 unreadable or malformed input, 2 usage error,\n"
    "3 output could not be written, 4 out of memory.\n";

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
