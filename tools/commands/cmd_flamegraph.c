/* cmd_flamegraph.c — `selfprof flamegraph PROFILE... -o OUT.svg`: the folded
 * stacks of `collapse`, drawn as an interactive SVG by flamegraph_svg.c;
 * with --diff A B, the differential graph of two builds (flamegraph_diff.c). */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "report/flamegraph_diff.h"
#include "report/flamegraph_svg.h"
#include "input/stacks_input.h"

static const char HELP[] =
    "usage: selfprof flamegraph [OPTIONS] PROFILE|DIR... -o OUT.svg\n"
    "       selfprof flamegraph --diff [OPTIONS] A B -o OUT.svg\n"
    "\n"
    "Draws the folded stacks of 'selfprof collapse' as a flame graph: one box per\n"
    "stack, as wide as its total time (its own time plus everything nested in\n"
    "it), the root 'rustc' at the bottom, callees above their callers, siblings in\n"
    "alphabetical order. The SVG is self-contained (an embedded script, no\n"
    "external resources); open it in a web browser:\n"
    "  hover      shows label, total time, % of total and self time\n"
    "  click      zooms into a frame ('Reset Zoom' or Escape goes back)\n"
    "  Search     (or Ctrl+F) highlights the labels matching a regular expression\n"
    "             and shows the share of the total time they cover\n"
    "Several files, or a directory of them, are drawn as one graph.\n"
    "\n"
    "With --diff, A and B (a profile or a directory of them each) give one\n"
    "differential graph: B's frames at B's widths, each coloured by how its total\n"
    "time changed from A (red grew, blue shrank, white unchanged; the deeper the\n"
    "colour the larger the factor, full at 2x or for a frame new in B); hover\n"
    "adds 'A .. -> B .., delta (%)'. Frames only in A cannot be drawn at B's\n"
    "widths: their time is in their parent's A total (its tooltip says 'gone in\n"
    "B') and the subtitle counts them all; --widths a draws the second graph\n"
    "(Brendan Gregg's negated one), A's frames at A's widths in the same\n"
    "colours, where what only A has is drawn (full blue) and what only B has is\n"
    "counted instead.\n"
    "\n"
    "Options:\n"
    "  -o, --output FILE  write the SVG to FILE (default: standard output)\n"
    "  --diff             two inputs, A then B: the differential flame graph\n"
    "  --widths a|b       with --diff, whose frames and widths: B's (default) or A's\n"
    "  --threads MODE     merged (default): all threads in one graph, as measureme;\n"
    "                     per: one tower per thread id, side by side, each headed\n"
    "                     by a frame 'thread N' and as wide as that thread's time\n"
    "  --title TEXT       the title line (default \"Flame Graph\", with --diff\n"
    "                     \"Differential Flame Graph\")\n"
    "  --width PIXELS     image width (default 1200, 200..100000)\n"
    "  --min-width PIXELS leave out frames narrower than this (default 0.1; 0 draws\n"
    "                     every frame with a non-zero time)\n"
    "  --root NAME        name of the root frame (default: the compiler that wrote\n"
    "                     the profiles, rustc, gcc or clang; 'all' when mixed)\n"
    "  --by-crate         a frame per crate under the root (the file name before\n"
    "                     '-<pid>.mm_profdata'), so a cargo build's crates sit\n"
    "                     side by side\n"
    "  -h, --help         this help\n"
    "\n"
    "Exit status: 0 success, 1 unreadable or malformed input, 2 usage error,\n"
    "3 output could not be written, 4 out of memory.\n";

/* Loads the stacks of `args` (stacks_input_load) into *out and names them
 * in `files`: the one file's path, or "N profiles". Returns an exit status. */
static int load_side(char **args, int nargs, const selfprof_stacks_options *so, int by_crate,
                     selfprof_stacks **out, char *files, size_t size)
{
    char *single;
    int nfiles;
    int status = stacks_input_load("flamegraph", args, nargs, so, by_crate, out, &nfiles, &single);
    if (status != EXIT_OK)
        return status;
    if (single)
        snprintf(files, size, "%s", single);
    else
        snprintf(files, size, "%d profiles", nfiles);
    free(single);
    return EXIT_OK;
}

/* --diff A B: each side is one argument, a profile or a directory. */
static int write_diff(char **args, int nargs, const selfprof_stacks_options *so, int by_crate,
                      int negate, const flamegraph_options *options, const char *output)
{
    if (nargs != 2) {
        cli_error("flamegraph --diff needs two inputs, A and B, not %d (see 'selfprof "
                  "flamegraph --help')",
                  nargs);
        return EXIT_USAGE;
    }
    selfprof_stacks *a, *b;
    char fa[300], fb[300], subtitle[700];
    int status = load_side(args, 1, so, by_crate, &a, fa, sizeof fa);
    if (status != EXIT_OK)
        return status;
    if ((status = load_side(args + 1, 1, so, by_crate, &b, fb, sizeof fb)) != EXIT_OK) {
        selfprof_stacks_free(a);
        return status;
    }
    if (strcmp(selfprof_stacks_unit(a), selfprof_stacks_unit(b)) != 0) {
        cli_error("flamegraph --diff: A counts %s and B %s: they cannot be compared",
                  selfprof_stacks_unit(a), selfprof_stacks_unit(b));
        selfprof_stacks_free(a);
        selfprof_stacks_free(b);
        return EXIT_INPUT;
    }
    snprintf(subtitle, sizeof subtitle, "A %s \xE2\x86\x92 B %s", fa, fb);
    flamegraph_options fo = *options;
    fo.subtitle = subtitle;
    FILE *out = cli_open_output(output);
    if (!out) {
        selfprof_stacks_free(a);
        selfprof_stacks_free(b);
        return EXIT_OUTPUT;
    }
    static char obuf[1 << 16];
    setvbuf(out, obuf, _IOFBF, sizeof obuf);
    if (flamegraph_write_diff_svg(out, a, b, negate, &fo) != 0)
        cli_out_of_memory();
    selfprof_stacks_free(a);
    selfprof_stacks_free(b);
    return cli_close_output(out, output) != 0 ? EXIT_OUTPUT : EXIT_OK;
}

int cmd_flamegraph(int argc, char **argv)
{
    enum {
        OPT_THREADS = 256,
        OPT_TITLE,
        OPT_WIDTH,
        OPT_MIN_WIDTH,
        OPT_ROOT,
        OPT_BY_CRATE,
        OPT_DIFF,
        OPT_WIDTHS
    };
    static const struct option LONG[] = {{"output", required_argument, 0, 'o'},
                                         {"threads", required_argument, 0, OPT_THREADS},
                                         {"title", required_argument, 0, OPT_TITLE},
                                         {"width", required_argument, 0, OPT_WIDTH},
                                         {"min-width", required_argument, 0, OPT_MIN_WIDTH},
                                         {"root", required_argument, 0, OPT_ROOT},
                                         {"help", no_argument, 0, 'h'},
                                         {"by-crate", no_argument, 0, OPT_BY_CRATE},
                                         {"diff", no_argument, 0, OPT_DIFF},
                                         {"widths", required_argument, 0, OPT_WIDTHS},
                                         {0, 0, 0, 0}};
    selfprof_stacks_options so = {0};
    int by_crate = 0, diff = 0, negate = 0, widths = 0;
    flamegraph_options fo = {NULL, NULL, 1200, 0.1, NULL, NULL};
    const char *output = NULL;
    uint64_t width;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":ho:", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return EXIT_OK;
        case 'o': output = optarg; break;
        case OPT_THREADS:
            if (strcmp(optarg, "per") == 0) {
                so.per_thread = 1;
            } else if (strcmp(optarg, "merged") == 0) {
                so.per_thread = 0;
            } else {
                cli_error("--threads: unknown mode '%s' (per, merged)", optarg);
                return EXIT_USAGE;
            }
            break;
        case OPT_TITLE: fo.title = optarg; break;
        case OPT_WIDTH:
            if (cli_parse_u64("--width", optarg, &width) != 0)
                return EXIT_USAGE;
            if (width < FLAMEGRAPH_MIN_IMAGE_WIDTH || width > FLAMEGRAPH_MAX_IMAGE_WIDTH) {
                cli_error("--width must be between %d and %d pixels, not %s",
                          FLAMEGRAPH_MIN_IMAGE_WIDTH, FLAMEGRAPH_MAX_IMAGE_WIDTH, optarg);
                return EXIT_USAGE;
            }
            fo.width = (unsigned)width;
            break;
        case OPT_MIN_WIDTH: {
            char *end;
            fo.min_width = strtod(optarg, &end);
            if (!*optarg || *end || !(fo.min_width >= 0 && fo.min_width <= 1e6)) {
                cli_error("--min-width needs a number of pixels >= 0, not '%s'", optarg);
                return EXIT_USAGE;
            }
            break;
        }
        case OPT_ROOT: so.root = optarg; break;
        case OPT_BY_CRATE: by_crate = 1; break;
        case OPT_DIFF: diff = 1; break;
        case OPT_WIDTHS:
            if (strcmp(optarg, "a") != 0 && strcmp(optarg, "b") != 0) {
                cli_error("--widths: 'a' or 'b', not '%s'", optarg);
                return EXIT_USAGE;
            }
            negate = optarg[0] == 'a';
            widths = 1;
            break;
        default: cli_option_error("flamegraph", c, argv); return EXIT_USAGE;
        }
    }
    if (!fo.title)
        fo.title = diff ? "Differential Flame Graph" : "Flame Graph";
    if (widths && !diff) {
        cli_error("--widths is for --diff");
        return EXIT_USAGE;
    }
    if (diff)
        return write_diff(argv + optind, argc - optind, &so, by_crate, negate, &fo, output);
    selfprof_stacks *s;
    char files[600];
    int status = load_side(argv + optind, argc - optind, &so, by_crate, &s, files, sizeof files);
    if (status != EXIT_OK)
        return status;
    char subtitle[1024];
    snprintf(subtitle, sizeof subtitle, "%s \xE2\x80\x94 %s", files,
             so.per_thread ? "one tower per thread" : "threads merged");
    fo.subtitle = subtitle;
    FILE *out = cli_open_output(output);
    if (!out) {
        selfprof_stacks_free(s);
        return EXIT_OUTPUT;
    }
    static char obuf[1 << 16];
    setvbuf(out, obuf, _IOFBF, sizeof obuf);
    if (flamegraph_write_svg(out, s, &fo) != 0)
        cli_out_of_memory();
    selfprof_stacks_free(s);
    if (cli_close_output(out, output) != 0 && status == EXIT_OK)
        status = EXIT_OUTPUT;
    return status;
}
