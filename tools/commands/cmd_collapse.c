/* cmd_collapse.c — `selfprof collapse PROFILE...`: folded stacks, one line
 * `frame;frame;... VALUE` per stack, as measureme's stack_collapse writes
 * them, but sorted. */
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "input/stacks_input.h"

static const char HELP[] =
    "usage: selfprof collapse [OPTIONS] PROFILE|DIR...\n"
    "\n"
    "Folded stacks: one line 'rustc;frame;frame... VALUE' per distinct stack of\n"
    "interval events, the input of flamegraph.pl, inferno-flamegraph and\n"
    "speedscope. The lines are those of measureme's stack_collapse: nesting is\n"
    "taken from time containment per thread, VALUE is the time (ns) of the events\n"
    "ending this stack minus the time of their children, and the line 'rustc'\n"
    "holds each thread's time outside any top-level event. The values sum to\n"
    "summarize's total time. Lines are sorted frame by frame (byte order), so the\n"
    "output is the same for the same input. Several files, or a directory of them,\n"
    "are combined: equal stacks are summed.\n"
    "\n"
    "Options:\n"
    "  -o, --output FILE write to FILE instead of standard output\n"
    "  --threads         per-thread stacks: every line starts with 'thread N;'\n"
    "  --root NAME       name of the root frame (default: the compiler that wrote\n"
    "                    the profiles, rustc, gcc or clang; 'all' when mixed)\n"
    "  --by-crate        a frame per crate under the root (the file name before\n"
    "                    '-<pid>.mm_profdata'): 'rustc;syn;typeck 1234'\n"
    "  -h, --help        this help\n"
    "\n"
    "Exit status: 0 success, 1 unreadable or malformed input, 2 usage error,\n"
    "3 output could not be written, 4 out of memory.\n";

typedef struct line_writer {
    FILE *out;
    char *buf;      /* the current stack's text */
    size_t *len_at; /* len_at[d] = length of the text of the frames above depth d */
    size_t cap;
} line_writer;

static int write_line(void *ctx, const selfprof_stack_visit *v)
{
    line_writer *w = ctx;
    size_t at = w->len_at[v->depth];
    size_t need = at + 1 + v->frame_lens[v->depth] + 32;
    if (need > w->cap) {
        size_t cap = w->cap * 2 > need ? w->cap * 2 : need;
        char *b = realloc(w->buf, cap);
        if (!b)
            return SELFPROF_E_NOMEM;
        w->buf = b;
        w->cap = cap;
    }
    if (v->depth > 0)
        w->buf[at++] = ';';
    memcpy(w->buf + at, v->frames[v->depth], v->frame_lens[v->depth]);
    at += v->frame_lens[v->depth];
    w->len_at[v->depth + 1] = at;
    if (v->is_line) {
        int n = snprintf(w->buf + at, 32, " %" PRId64 "\n", v->value);
        fwrite(w->buf, 1, at + (size_t)n, w->out);
    }
    return 0;
}

int cmd_collapse(int argc, char **argv)
{
    enum { OPT_THREADS = 256, OPT_ROOT, OPT_BY_CRATE };
    static const struct option LONG[] = {
        {"output", required_argument, 0, 'o'},      {"threads", no_argument, 0, OPT_THREADS},
        {"root", required_argument, 0, OPT_ROOT},   {"help", no_argument, 0, 'h'},
        {"by-crate", no_argument, 0, OPT_BY_CRATE}, {0, 0, 0, 0}};
    selfprof_stacks_options so = {0};
    int by_crate = 0;
    const char *output = NULL;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":ho:", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return EXIT_OK;
        case 'o': output = optarg; break;
        case OPT_THREADS: so.per_thread = 1; break;
        case OPT_ROOT: so.root = optarg; break;
        case OPT_BY_CRATE: by_crate = 1; break;
        default: cli_option_error("collapse", c, argv); return EXIT_USAGE;
        }
    }
    selfprof_stacks *s;
    char *single;
    int nfiles;
    int status = stacks_input_load("collapse", argv + optind, argc - optind, &so, by_crate, &s,
                                   &nfiles, &single);
    if (status != EXIT_OK)
        return status;
    free(single);
    FILE *out = cli_open_output(output);
    if (!out) {
        selfprof_stacks_free(s);
        return EXIT_OUTPUT;
    }
    static char obuf[1 << 16];
    setvbuf(out, obuf, _IOFBF, sizeof obuf);
    line_writer w = {out, NULL, NULL, 0};
    w.len_at = calloc((size_t)selfprof_stacks_max_depth(s) + 2, sizeof *w.len_at);
    if (!w.len_at || selfprof_stacks_walk(s, write_line, &w) != 0)
        cli_out_of_memory();
    free(w.buf);
    free(w.len_at);
    selfprof_stacks_free(s);
    if (cli_close_output(out, output) != 0 && status == EXIT_OK)
        status = EXIT_OUTPUT;
    return status;
}
