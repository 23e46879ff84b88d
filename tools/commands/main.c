/* main.c — `selfprof SUBCOMMAND ...`: dispatch to cmd_<name>. */
#include "cli/cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "selfprof/common.h"
#include "support/files.h"

static const struct {
    const char *name;
    int (*run)(int, char **);
    const char *summary;
} COMMANDS[] = {
    {"summarize", cmd_summarize, "per-query/activity report of one or more profiles"},
    {"diff", cmd_diff, "what changed between two builds, per query (like summarize diff)"},
    {"chrome", cmd_chrome, "Chrome trace JSON for Perfetto / chrome://tracing (like crox)"},
    {"view", cmd_view, "one line per event, with filters (like mmview)"},
    {"collapse", cmd_collapse, "folded stacks (a;b;c N) for flame graph tools"},
    {"flamegraph", cmd_flamegraph, "interactive SVG flame graph of one or more profiles"},
    {"import", cmd_import, "convert clang -ftime-trace JSON into a profile"},
    {"record", cmd_record, "run a build with self-profiling on, then summarize it"},
    {"coverage", cmd_coverage, "time no event covers, per thread, and the largest gaps"},
};

#define NCOMMANDS (sizeof COMMANDS / sizeof COMMANDS[0])

/* Where the man pages are for this program: "man -l DIR/man/selfprof-X.1"
 * in a build tree (build/selfprof beside build/man/), else "man
 * selfprof-X", which finds them once installed. Into `buf`. */
static void man_hint(char *buf, size_t size)
{
    char *exe = sup_exe_dir();
    if (exe) {
        char page[4200];
        snprintf(page, sizeof page, "%s/man/selfprof.1", exe);
        if (access(page, R_OK) == 0) {
            snprintf(buf, size,
                     "'man -l %s/man/selfprof-COMMAND.1' too (installed: 'man "
                     "selfprof-COMMAND')",
                     exe);
            free(exe);
            return;
        }
        free(exe);
    }
    snprintf(buf, size, "'man selfprof-COMMAND' too, once installed");
}

static void usage(FILE *out)
{
    char man[4400];
    man_hint(man, sizeof man);
    fprintf(out, "usage: selfprof COMMAND [OPTIONS] [ARGS]\n\n"
                 "Reads and analyses .mm_profdata self-profiles (rustc -Zself-profile,\n"
                 "libselfprof, the selfprof GCC plugin).\n\ncommands:\n");
    for (size_t i = 0; i < NCOMMANDS; i++)
        fprintf(out, "  %-12s %s\n", COMMANDS[i].name, COMMANDS[i].summary);
    fprintf(out, "\n'selfprof COMMAND --help' describes a command;\n%s.\n", man);
    fprintf(out, "Exit status: 0 success, 1 unreadable or malformed input, 2 usage error,\n"
                 "3 output could not be written, 4 out of memory.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "help") == 0) {
        if (argc > 2 && strcmp(cmd, "help") == 0) {
            char *sub[] = {argv[2], "--help", NULL};
            for (size_t i = 0; i < NCOMMANDS; i++)
                if (strcmp(COMMANDS[i].name, argv[2]) == 0)
                    return COMMANDS[i].run(2, sub);
        }
        usage(stdout);
        return EXIT_OK;
    }
    if (strcmp(cmd, "-V") == 0 || strcmp(cmd, "--version") == 0) {
        printf("selfprof %s\n", selfprof_version());
        return EXIT_OK;
    }
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(COMMANDS[i].name, cmd) == 0)
            return COMMANDS[i].run(argc - 1, argv + 1);
    /* A misspelling: the nearest command within 2 edits (a third of its
     * length at most, so "x" suggests nothing). */
    const char *near = NULL;
    size_t best = 3;
    for (size_t i = 0; i < NCOMMANDS; i++) {
        size_t d = cli_edit_distance(cmd, COMMANDS[i].name);
        if (d < best && d * 3 <= strlen(COMMANDS[i].name))
            best = d, near = COMMANDS[i].name;
    }
    if (near)
        cli_error("unknown command '%s': did you mean '%s'? (see 'selfprof --help')", cmd, near);
    else
        cli_error("unknown command '%s' (see 'selfprof --help')", cmd);
    return EXIT_USAGE;
}
