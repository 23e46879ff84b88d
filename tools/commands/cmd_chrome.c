/* cmd_chrome.c — `selfprof chrome PROFILE|DIR... -o OUT.json`: the options,
 * the --max-size budget and the output file; the trace itself is written by
 * report/chrome_trace.c. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "report/chrome_trace.h"
#include "report/out_buffer.h"

static const char HELP[] =
    "usage: selfprof chrome [OPTIONS] PROFILE|DIR... [-o OUT.json]\n"
    "\n"
    "Writes the events as Chrome trace-event JSON, for ui.perfetto.dev (Open trace\n"
    "file) and chrome://tracing (Load). The intervals are written exactly like\n"
    "measureme's crox: one \"X\" event each, with name (label), cat (kind), ts and\n"
    "dur in microseconds (ts since the Unix epoch, so several files share one\n"
    "timeline), pid (the profiled process), tid (the thread) and args (the\n"
    "event's arguments, or null), plus process_name (the --crate-name) and\n"
    "process_sort_index metadata per file. Unlike crox it also writes instant\n"
    "events (ph \"i\", thread scope) and integer events such as cache hit counts\n"
    "and artifact sizes (counters, ph \"C\", args {\"value\":N}, at the time of the\n"
    "latest earlier event of the same thread, or at the start of the profile).\n"
    "rustc's QueryCacheHitCount counters (one per query, often most of a build's\n"
    "events; summarize shows them as Mem hits) are left out unless --all-counters\n"
    "is given. Browsers cannot load traces much above 500 MB: a trace that would be\n"
    "larger than --max-size (100 MB) leaves out its instants and counters; when it\n"
    "is still too large, also its shortest intervals, at the smallest minimum\n"
    "duration of two significant digits (10ns, 11ns ... 990ns, 1us, 1.1us ...)\n"
    "that fits, and says so in a note; above 400 MB (with --max-size 0) it gets a\n"
    "warning.\n"
    "GCC and clang processes are named after the compiler and the source file.\n"
    "\n"
    "Options:\n"
    "  -o, --output FILE         write to FILE instead of standard output\n"
    "  --collapse-threads        put threads whose events do not overlap in time\n"
    "                            on one lane (crox's algorithm), e.g. rustc's short\n"
    "                            LLVM worker threads\n"
    "  --minimum-duration US     leave out intervals shorter than US microseconds\n"
    "                            or a time with a unit: 250us, 1.5ms, 2s\n"
    "                            (instants and counters, which have no duration,\n"
    "                            are left out too)\n"
    "  --max-size SIZE           keep the trace within SIZE: megabytes, or with a unit\n"
    "                            500kB, 100MB, 1GB (default 100; 0: no limit;\n"
    "                            --minimum-duration, when given, wins)\n"
    "  --all-counters            also rustc's QueryCacheHitCount counters\n"
    "  --intervals-only          only the intervals, like crox\n"
    "  -h, --help                this help\n"
    "\n"
    "Exit status: 0 success, 1 unreadable or malformed input, 2 usage error,\n"
    "3 output could not be written, 4 out of memory.\n";

/* Above this size a trace gets a warning (SELFPROF_CHROME_WARN_MB
 * overrides it, for the tests). */
static uint64_t CHROME_WARN_BYTES = 400000000u;

/* Parses --max-size: megabytes, or a number with kB, MB or GB (decimal
 * units, as the note prints them). Returns 0, or -1 for anything else. */
static int parse_size(const char *text, uint64_t *bytes)
{
    static const struct {
        const char *unit;
        uint64_t scale;
    } UNITS[] = {{"", 1000000}, {"kB", 1000}, {"KB", 1000}, {"MB", 1000000}, {"GB", 1000000000}};
    size_t digits = strspn(text, "0123456789");
    if (digits == 0 || digits > 12)
        return -1;
    uint64_t n = strtoull(text, NULL, 10);
    for (size_t i = 0; i < sizeof UNITS / sizeof UNITS[0]; i++) {
        if (strcmp(text + digits, UNITS[i].unit) == 0) {
            *bytes = n * UNITS[i].scale;
            return 0;
        }
    }
    return -1;
}

/* "402 MB", or "51 kB" under a megabyte: sizes as the note prints them. */
static const char *fmt_size(char *buf, size_t n, uint64_t bytes)
{
    if (bytes >= 1000000)
        snprintf(buf, n, "%llu MB", (unsigned long long)(bytes / 1000000));
    else
        snprintf(buf, n, "%llu kB", (unsigned long long)(bytes / 1000));
    return buf;
}

/* The bytes of the input files (a cheap bound on when the trace can be
 * large: a trace is a few times its profile). */
static uint64_t input_bytes(char **paths, int npaths)
{
    uint64_t n = 0;
    struct stat st;
    for (int i = 0; i < npaths; i++)
        if (stat(paths[i], &st) == 0)
            n += (uint64_t)st.st_size;
    return n;
}

int cmd_chrome(int argc, char **argv)
{
    enum { OPT_COLLAPSE = 256, OPT_MINIMUM, OPT_INTERVALS, OPT_ALL_COUNTERS, OPT_MAX_SIZE };
    static const struct option LONG[] = {{"output", required_argument, 0, 'o'},
                                         {"collapse-threads", no_argument, 0, OPT_COLLAPSE},
                                         {"minimum-duration", required_argument, 0, OPT_MINIMUM},
                                         {"intervals-only", no_argument, 0, OPT_INTERVALS},
                                         {"all-counters", no_argument, 0, OPT_ALL_COUNTERS},
                                         {"max-size", required_argument, 0, OPT_MAX_SIZE},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    chrome_trace_options opt = {0};
    const char *warn_mb = getenv("SELFPROF_CHROME_WARN_MB");
    if (warn_mb && *warn_mb)
        CHROME_WARN_BYTES = strtoull(warn_mb, NULL, 10) * 1000000u;
    const char *output = NULL;
    uint64_t max_bytes = 100000000u; /* --max-size; 0: no limit */
    int minimum_given = 0;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "ho:", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return EXIT_OK;
        case 'o': output = optarg; break;
        case OPT_COLLAPSE: opt.collapse_threads = 1; break;
        case OPT_INTERVALS: opt.intervals_only = 1; break;
        case OPT_ALL_COUNTERS: opt.all_counters = 1; break;
        case OPT_MINIMUM:
            /* A plain number is in microseconds, like crox's option. */
            if (cli_parse_duration(optarg, 1000, &opt.minimum_ns) != 0) {
                cli_error("--minimum-duration needs a non-negative integer of microseconds or a "
                          "time such as 250us or 1ms, not '%s'",
                          optarg);
                return EXIT_USAGE;
            }
            minimum_given = 1;
            break;
        case OPT_MAX_SIZE:
            if (parse_size(optarg, &max_bytes) != 0) {
                cli_error("--max-size needs megabytes (0 for no limit) or a size such as 500kB, "
                          "100MB or 1GB, not '%s'",
                          optarg);
                return EXIT_USAGE;
            }
            break;
        default: fputs("see 'selfprof chrome --help'\n", stderr); return EXIT_USAGE;
        }
    }
    if (optind >= argc) {
        cli_error("chrome: no profile given (see 'selfprof chrome --help')");
        return EXIT_USAGE;
    }
    char **paths;
    int npaths = cli_expand_inputs(argv + optind, argc - optind, &paths);
    if (npaths < 0)
        return EXIT_INPUT;
    /* --max-size: measure first when the trace may be larger (a trace is
     * at most a few times its profiles), then leave out the instants and
     * counters, and the shortest intervals too when that is not enough,
     * until it fits; an explicit --minimum-duration wins. */
    if (max_bytes && !minimum_given && input_bytes(paths, npaths) > max_bytes / 8) {
        chrome_size_tally t = {0};
        if (chrome_trace_measure(&opt, paths, npaths, &t) != 0) {
            cli_free_inputs(paths, npaths);
            return EXIT_INPUT;
        }
        if (t.total > max_bytes) {
            chrome_budget_choice keep = chrome_trace_choose(&t, max_bytes);
            opt.intervals_only = 1;
            opt.minimum_ns = keep.minimum_ns;
            char what[96], step[32];
            if (keep.minimum_ns)
                snprintf(what, sizeof what, "instants, counters and intervals shorter than %s",
                         chrome_format_step(step, sizeof step, keep.minimum_ns));
            else
                snprintf(what, sizeof what, "instants and counters");
            char whole[32], limit[32], left[32];
            cli_error("note: the whole trace would be %s, more than --max-size %s: leaving out "
                      "%s (%llu of %llu events; %s left); --max-size 0 keeps everything",
                      fmt_size(whole, sizeof whole, t.total),
                      fmt_size(limit, sizeof limit, max_bytes), what,
                      (unsigned long long)keep.dropped, (unsigned long long)keep.events,
                      fmt_size(left, sizeof left, keep.size));
        }
    }
    FILE *file = cli_open_output(output);
    if (!file) {
        cli_free_inputs(paths, npaths);
        return EXIT_OUTPUT;
    }
    int status = EXIT_OK;
    out_buffer *out = out_buffer_new(file);
    if (!out)
        cli_out_of_memory();
    chrome_trace *trace = chrome_trace_begin(out, &opt);
    for (int i = 0; status == EXIT_OK && i < npaths && !out->failed; i++)
        if (chrome_trace_add_file(trace, paths[i]) != 0)
            status = EXIT_INPUT;
    chrome_trace_end(trace);
    if (out_buffer_flush(out) != 0 && status == EXIT_OK) {
        cli_error("%s: write failed: %s", output && strcmp(output, "-") ? output : "stdout",
                  strerror(out->error));
        status = EXIT_OUTPUT;
    }
    /* Browsers give up on traces of about 500 MB and more. */
    if (status == EXIT_OK && out->written > CHROME_WARN_BYTES)
        cli_error("warning: %s: the trace is %llu MB; browsers cannot load much more than "
                  "400 MB: try --collapse-threads --minimum-duration 100 or --max-size 100",
                  output && strcmp(output, "-") ? output : "stdout",
                  (unsigned long long)(out->written / 1000000));
    out_buffer_free(out);
    int closed = file == stdout ? fflush(file) : fclose(file);
    if (closed != 0 && status == EXIT_OK) {
        cli_error("%s: write failed: %s", output && strcmp(output, "-") ? output : "stdout",
                  strerror(errno));
        status = EXIT_OUTPUT;
    }
    /* Do not leave half a trace behind. */
    if (status == EXIT_INPUT && output && strcmp(output, "-") != 0)
        unlink(output);
    cli_free_inputs(paths, npaths);
    return status;
}
