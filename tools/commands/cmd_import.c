/* cmd_import.c — `selfprof import clang-time-trace TRACE.json -o OUT`:
 * another tool's trace as a .mm_profdata profile, written through the
 * recording library (selfprof_record_raw_interval). */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "clang/import_clang.h"
#include "selfprof/recorder.h"

static const char HELP[] =
    "usage: selfprof import clang-time-trace [OPTIONS] TRACE.json [-o OUT.mm_profdata]\n"
    "\n"
    "Converts the JSON that clang -ftime-trace writes (next to the object file:\n"
    "x.o -> x.json) into a profile, so summarize, diff, collapse, flamegraph,\n"
    "view and chrome work for clang too.  TRACE may be '-' (standard input).\n"
    "The JSON is read as a stream: memory does not grow with the file.\n"
    "\n"
    "  X events        one interval each (ts, dur: µs -> ns), kind GenericActivity,\n"
    "                  label = the event name (Frontend, ParseClass,\n"
    "                  InstantiateFunction, OptFunction, ...), argument =\n"
    "                  args.detail (file, class or function), see --by-arg;\n"
    "                  a machine pass (RunPass with a detail) is labelled\n"
    "                  RunPass(PASS), so summarize shows each pass in a row\n"
    "  b/e pairs       (clang 19) one interval per pair, matched by thread, cat,\n"
    "                  id and name; on thread tid + 2^31, as they need not nest\n"
    "                  with the thread's other events\n"
    "  B/E pairs       one interval per pair, matched per thread\n"
    "  M events        process_name is used for the metadata cmd when it comes\n"
    "                  first; thread names are counted (the format has no place)\n"
    "  \"Total ...\"     clang's per-name sums: skipped\n"
    "Metadata: start_time = beginningOfTime, process_id = the events' pid.\n"
    "Thread ids are clang's tids.  Nesting follows from the times: a child\n"
    "that clang's µs rounding lets end up to 1 µs after its parent extends the\n"
    "parent.\n"
    "\n"
    "Options:\n"
    "  -o, --output FILE  the profile to write (default: TRACE with .json\n"
    "                     replaced by .mm_profdata); written to FILE.tmp and\n"
    "                     renamed, so a failed import leaves nothing behind;\n"
    "                     its folder is created if missing\n"
    "  --cmd TEXT         the metadata cmd (default: \"clang -ftime-trace TRACE\")\n"
    "  --lump-passes      label every machine pass RunPass, the pass its\n"
    "                     argument (one RunPass row unless summarize --by-arg)\n"
    "  -v, --verbose      print what was converted on standard error\n"
    "  -h, --help         this help\n"
    "\n"
    "Exit status: 0 success, 1 unreadable or malformed input, 2 usage error,\n"
    "3 output could not be written, 4 out of memory.\n";

typedef struct writer {
    const char *trace, *out_tmp, *cmd;
    selfprof_profiler *prof;
    selfprof_string_id *ids; /* per import name number; 0 = not interned */
    size_t nids;
    int output_failed;
} writer;

static int writer_begin(void *ctx, const import_meta *m, selfprof_error *err)
{
    writer *w = ctx;
    char *argv[6];
    int argc = 0;
    if (w->cmd) {
        argv[argc++] = (char *)w->cmd;
    } else {
        argv[argc++] = (char *)(m->process_name ? m->process_name : "clang");
        argv[argc++] = (char *)"-ftime-trace";
        argv[argc++] = (char *)w->trace;
    }
    selfprof_options o;
    selfprof_options_init(&o);
    o.path = w->out_tmp;
    o.name = "import";
    o.events = "all";
    o.clock = "monotonic"; /* no clock is read: no TSC calibration */
    o.argc = argc;
    o.argv = argv;
    o.start_time = m->start_time_ns;
    o.process_id = m->pid;
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    int rc = selfprof_profiler_create(&o, &w->prof, err);
    if (rc != SELFPROF_OK)
        w->output_failed = 1;
    return rc;
}

/* The temporary output while import runs; removed by an exit() that ends
 * import early (out of memory), so no OUT.tmpPID is left behind. */
static const char *exit_unlink_path;

static void unlink_at_exit(void)
{
    if (exit_unlink_path)
        unlink(exit_unlink_path);
}

static int writer_interval(void *ctx, uint32_t name, const char *text, size_t len, uint32_t thread,
                           uint64_t start, uint64_t end, selfprof_error *err)
{
    writer *w = ctx;
    if (name >= w->nids) {
        size_t n = w->nids ? w->nids * 2 : 1024;
        while (n <= name)
            n *= 2;
        selfprof_string_id *ids = cli_xrealloc(w->ids, n * sizeof *ids);
        memset(ids + w->nids, 0, (n - w->nids) * sizeof *ids);
        w->ids = ids;
        w->nids = n;
    }
    if (!w->ids[name])
        w->ids[name] = selfprof_intern(w->prof, text, len);
    int rc = selfprof_record_raw_interval(w->prof, SELFPROF_KIND_GENERIC_ACTIVITY, w->ids[name],
                                          thread, start, end);
    if (rc != SELFPROF_OK || w->ids[name] == SELFPROF_INVALID_STRING_ID) {
        w->output_failed = 1;
        snprintf(err->message, sizeof err->message, "cannot write the profile: %s",
                 selfprof_strerror(rc ? rc : SELFPROF_E_NOMEM));
        err->offset = -1;
        return err->code = rc ? rc : SELFPROF_E_NOMEM;
    }
    return 0;
}

static char *default_output(const char *trace)
{
    size_t n = strlen(trace);
    if (n > 5 && strcmp(trace + n - 5, ".json") == 0)
        n -= 5;
    char *out = malloc(n + sizeof ".mm_profdata");
    if (out)
        snprintf(out, n + sizeof ".mm_profdata", "%.*s.mm_profdata", (int)n, trace);
    return out;
}

static void print_stats(const char *trace, const char *out, const import_stats *s)
{
    fprintf(stderr,
            "selfprof: %s -> %s: %llu bytes, %llu trace events: %llu intervals (%llu X, "
            "%llu b/e, %llu B/E) on %llu threads, %llu names; skipped %llu Total, %llu M, "
            "%llu other; %llu parents extended for rounding; at most %llu events held\n",
            trace, out, (unsigned long long)s->bytes, (unsigned long long)s->events,
            (unsigned long long)s->intervals, (unsigned long long)s->complete,
            (unsigned long long)s->async_pairs, (unsigned long long)s->duration_pairs,
            (unsigned long long)s->threads, (unsigned long long)s->names,
            (unsigned long long)s->totals, (unsigned long long)s->metadata,
            (unsigned long long)s->ignored, (unsigned long long)s->extended,
            (unsigned long long)s->max_pending);
}

int cmd_import(int argc, char **argv)
{
    enum { OPT_CMD = 256, OPT_LUMP };
    static const struct option LONG[] = {{"output", required_argument, 0, 'o'},
                                         {"cmd", required_argument, 0, OPT_CMD},
                                         {"lump-passes", no_argument, 0, OPT_LUMP},
                                         {"verbose", no_argument, 0, 'v'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *output = NULL, *cmd = NULL;
    int verbose = 0, lump = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":ho:v", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return EXIT_OK;
        case 'o': output = optarg; break;
        case 'v': verbose = 1; break;
        case OPT_CMD: cmd = optarg; break;
        case OPT_LUMP: lump = 1; break;
        default: cli_option_error("import", c, argv); return EXIT_USAGE;
        }
    }
    if (optind >= argc) {
        cli_error("import: no format given: 'selfprof import clang-time-trace TRACE.json' "
                  "(see 'selfprof import --help')");
        return EXIT_USAGE;
    }
    const char *format = argv[optind++];
    if (strcmp(format, "clang-time-trace") != 0) {
        cli_error("import: unknown format '%s' (known: clang-time-trace)", format);
        return EXIT_USAGE;
    }
    if (optind >= argc) {
        cli_error("import: no trace given (see 'selfprof import --help')");
        return EXIT_USAGE;
    }
    if (argc - optind > 1) {
        cli_error("import: one trace at a time, not '%s' too", argv[optind + 1]);
        return EXIT_USAGE;
    }
    const char *trace = argv[optind];
    int is_stdin = strcmp(trace, "-") == 0;
    if (!output && is_stdin) {
        cli_error("import: reading standard input needs -o OUT.mm_profdata");
        return EXIT_USAGE;
    }
    if (output && strcmp(output, "-") == 0) {
        cli_error("import: a profile cannot go to standard output (-o FILE)");
        return EXIT_USAGE;
    }
    int fd = is_stdin ? 0 : open(trace, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        cli_error("%s: cannot open: %s", trace, strerror(errno));
        return EXIT_INPUT;
    }
    char *out = output ? cli_xstrdup(output) : default_output(trace);
    if (!out)
        cli_out_of_memory();
    size_t tmp_len = strlen(out) + 32;
    char *tmp = cli_xmalloc(tmp_len);
    snprintf(tmp, tmp_len, "%s.tmp%ld", out, (long)getpid());
    /* The output's folder is created if missing, as record --out does. */
    char *slash = strrchr(out, '/');
    if (slash && slash != out) {
        *slash = 0;
        int made = cli_mkdir_p(out);
        int e = errno;
        *slash = '/';
        if (made != 0) {
            cli_error("%s: cannot create its directory: %s", out, strerror(e));
            free(tmp);
            free(out);
            if (!is_stdin)
                close(fd);
            return EXIT_OUTPUT;
        }
    }
    /* Fail before reading the trace if the output cannot be written. */
    int probe = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (probe < 0) {
        cli_error("%s: cannot create: %s", out, strerror(errno));
        free(tmp);
        free(out);
        if (!is_stdin)
            close(fd);
        return EXIT_OUTPUT;
    }
    close(probe);
    /* An exit on the way (out of memory, also inside yajl) removes it. */
    exit_unlink_path = tmp;
    atexit(unlink_at_exit);
    writer w = {.trace = is_stdin ? "(standard input)" : trace, .out_tmp = tmp, .cmd = cmd};
    import_sink sink = {&w, writer_begin, writer_interval, cli_out_of_memory, lump};
    import_stats st;
    selfprof_error err = {0};
    int rc = import_clang_fd(fd, &sink, &st, &err);
    if (!is_stdin)
        close(fd);
    if (rc == SELFPROF_E_NOMEM)
        cli_out_of_memory();
    int status = EXIT_OK;
    if (rc != SELFPROF_OK && w.output_failed) {
        cli_error("%s", err.message);
        status = EXIT_OUTPUT;
    } else if (rc != SELFPROF_OK) {
        cli_file_error(w.trace, &err);
        status = w.output_failed ? EXIT_OUTPUT : EXIT_INPUT;
    }
    if (w.prof) {
        selfprof_error cerr = {0};
        if (selfprof_profiler_close(w.prof, &cerr) != SELFPROF_OK && status == EXIT_OK) {
            cli_error("%s: %s", out, cerr.message);
            status = EXIT_OUTPUT;
        }
    }
    if (status == EXIT_OK && rename(tmp, out) != 0) {
        cli_error("%s: cannot create: %s", out, strerror(errno));
        status = EXIT_OUTPUT;
    }
    if (status != EXIT_OK)
        unlink(tmp);
    exit_unlink_path = NULL;
    if (status == EXIT_OK) {
        if (st.out_of_order)
            cli_error("%s: warning: %llu events came more than 1 ms out of end order on their "
                      "thread (not clang's order); their nesting may be wrong",
                      w.trace, (unsigned long long)st.out_of_order);
        if (st.unmatched_begin)
            cli_error("%s: warning: %llu begin events without an end were dropped", w.trace,
                      (unsigned long long)st.unmatched_begin);
        if (st.start_time_mismatch)
            cli_error("%s: warning: beginningOfTime was not at the end of the file: the "
                      "profile's start_time is not it",
                      w.trace);
        if (verbose)
            print_stats(w.trace, out, &st);
    }
    free(w.ids);
    free(tmp);
    free(out);
    return status;
}
