/* cmd_record.c — `selfprof record [OPTIONS] -- COMMAND [ARGS...]`: runs a
 * build with self-profiling switched on, waits for it, then prints the
 * summary of every profile it wrote (the report of summarize_paths.h).
 * This file holds the options and the order of the steps; each step is a
 * file of tools/record/.
 *
 * How profiling is switched on, all at once (the command may be anything
 * that runs compilers: cargo, make, a script):
 *   - rustc: RUSTC_BOOTSTRAP=1, and -Zself-profile=DIR (absolute) plus
 *     -Zself-profile-events/-counter, added to the argument list of a direct
 *     rustc command, else appended to RUSTFLAGS (CARGO_ENCODED_RUSTFLAGS when
 *     that is set or DIR contains white space; record/env.c); for cargo DIR
 *     is a stable link to the real folder (record/stable_link.c), so that
 *     RUSTFLAGS, which cargo fingerprints, is the same for a record into any
 *     folder; a rustc wrapper first on PATH (record/wrap_rustc.c) adds the
 *     flags for make and scripts;
 *   - libselfprof programs: SELFPROF_DIR, SELFPROF_EVENTS, SELFPROF_COUNTER;
 *   - gcc, when the GCC plugin is found: a private directory put first on
 *     PATH holds wrapper scripts gcc, cc, g++, c++ (and gcc-N, g++-N) that
 *     exec the real driver with -fplugin=selfprof.so and its arguments,
 *     the plugin built for the driver's version (record/wrap_gcc.c,
 *     support/compilers.h);
 *   - clang: wrappers for clang, clang++, clang-N (and cc, c++ when they are
 *     clang) add -ftime-trace and import the traces (record/wrap_clang.c).
 * The profiles are the *.mm_profdata files of DIR that did not exist, or
 * changed, since the start (DIR may hold older ones; record/profile_list.c).
 * cargo's target information probe (`rustc - --crate-name ___ --print ...`)
 * also writes a profile under RUSTFLAGS; those ___-PID files are removed.
 * The command runs with signals passed on and, on a terminal, a progress
 * line (record/run_command.c, record/progress.c); an exit on the way (out
 * of memory) removes what record made (record/cleanup.c).
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "record/cleanup.h"
#include "record/env.h"
#include "record/outcome.h"
#include "record/profile_list.h"
#include "record/run_command.h"
#include "record/stable_link.h"
#include "record/wrappers.h"
#include "report/summarize_paths.h"
#include "support/compilers.h"
#include "support/files.h"

static const char HELP[] =
    "usage: selfprof record [OPTIONS] [--] COMMAND [ARGS...]\n"
    "\n"
    "Runs COMMAND (a build: cargo, rustc, make, gcc, clang, a program using\n"
    "libselfprof) with self-profiling switched on, waits for it, then prints the\n"
    "combined summary of every profile it wrote, like 'selfprof summarize'.\n"
    "\n"
    "  rustc, cargo  RUSTC_BOOTSTRAP=1 and -Zself-profile=DIR, added to the\n"
    "                arguments of a direct rustc command, else appended to\n"
    "                RUSTFLAGS; a rustc wrapper first on PATH adds them for make\n"
    "                and scripts. For cargo DIR is the same path on every run (a\n"
    "                link in ~/.cache/selfprof to this run's folder): the first\n"
    "                record rebuilds everything, later ones into any folder only\n"
    "                what changed, so a cold build and its rebuild after an edit\n"
    "                go into two folders:\n"
    "                  selfprof record --out cold -- cargo build\n"
    "                  (edit)  selfprof record --out incr -- cargo build\n"
    "                  selfprof diff cold incr\n"
    "  libselfprof   SELFPROF_DIR, SELFPROF_EVENTS, SELFPROF_COUNTER\n"
    "  gcc           when the selfprof GCC plugin is found: wrappers for gcc, cc,\n"
    "                g++, c++ first on PATH add -fplugin=selfprof.so\n"
    "  clang         wrappers for clang, clang++, clang-N first on PATH add\n"
    "                -ftime-trace to each compile and import its traces (as\n"
    "                'selfprof import clang-time-trace'), leaving no .json behind\n"
    "The command's standard output goes to standard error (unless -o is given),\n"
    "so that standard output holds the report alone.\n"
    "\n"
    "Options:\n"
    "  --out DIR         keep the profiles in DIR (created if missing); when DIR\n"
    "                    already holds profiles, only the new ones are summarized\n"
    "                    (default: a temporary directory, removed afterwards)\n"
    "  --keep            keep the temporary directory and print its name\n"
    "  --events LIST     event groups, as rustc's -Zself-profile-events (e.g.\n"
    "                    default,args or all; default: the recorders' default)\n"
    "  --counter NAME    wall-time (default) or instructions:u\n"
    "  --gcc-plugin PATH the GCC plugin (default: $SELFPROF_GCC_PLUGIN, else next\n"
    "                    to this program's build or installation)\n"
    "  --no-gcc          do not wrap gcc\n"
    "  --no-clang        do not wrap clang\n"
    "  -h, --help        this help\n"
    "Report options, as in 'selfprof summarize': --json, --csv, -o FILE,\n"
    "  --sort COLUMN, --top N, --filter TEXT, --unit UNIT, --percent-above PCT,\n"
    "  --all-columns, --newest, --per-file, --by-arg, --by-crate\n"
    "  On a terminal the table shows the first 30 rows (--top 0: all of them);\n"
    "  piped, written with -o, or as --json or --csv, every row.\n"
    "\n"
    "On a terminal a progress line (elapsed time, profiles written) is shown on\n"
    "standard error, on the last row, below the command's output. SIGINT,\n"
    "SIGTERM and SIGHUP sent to selfprof are passed on to the command.\n"
    "\n"
    "Exit status: the command's own status when it failed (what it wrote is\n"
    "still summarized), else 0; 127 the command was not found, 126 it could not\n"
    "be run; 1 it wrote no profile or a profile is unreadable, 2 usage error,\n"
    "3 output could not be written, 4 out of memory.\n";

enum { RECORD_TTY_TOP = 30 };

enum {
    OPT_OUT = SUMMARIZE_OPT_FIRST + 100,
    OPT_KEEP,
    OPT_EVENTS,
    OPT_COUNTER,
    OPT_GCC_PLUGIN,
    OPT_NO_GCC,
    OPT_NO_CLANG
};

/* record's own options, after summarize's report options. */
static const struct option RECORD_OPTIONS[] = {
    {"out", required_argument, 0, OPT_OUT},
    {"keep", no_argument, 0, OPT_KEEP},
    {"events", required_argument, 0, OPT_EVENTS},
    {"counter", required_argument, 0, OPT_COUNTER},
    {"gcc-plugin", required_argument, 0, OPT_GCC_PLUGIN},
    {"no-gcc", no_argument, 0, OPT_NO_GCC},
    {"no-clang", no_argument, 0, OPT_NO_CLANG},
    {"help", no_argument, 0, 'h'},
};
#define RECORD_NOPTIONS (sizeof RECORD_OPTIONS / sizeof RECORD_OPTIONS[0])

int cmd_record(int argc, char **argv)
{
    /* Both tables and the zero entry that ends them, sized from the tables. */
    struct option LONG[SUMMARIZE_NLONG_OPTIONS + RECORD_NOPTIONS + 1];
    memcpy(LONG, SUMMARIZE_LONG_OPTIONS, SUMMARIZE_NLONG_OPTIONS * sizeof *LONG);
    memcpy(LONG + SUMMARIZE_NLONG_OPTIONS, RECORD_OPTIONS, sizeof RECORD_OPTIONS);
    LONG[SUMMARIZE_NLONG_OPTIONS + RECORD_NOPTIONS] = (struct option){0, 0, 0, 0};

    summarize_args a;
    summarize_args_init(&a);
    a.ro.top = UINT64_MAX; /* not given: see RECORD_TTY_TOP */
    const char *out_arg = NULL, *events = NULL, *counter = NULL, *plugin_arg = NULL;
    int keep = 0, no_gcc = 0, no_clang = 0, c;
    optind = 1;
    opterr = 0;
    /* '+': options end at the command's name. */
    while ((c = getopt_long(argc, argv, "+:ho:", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return EXIT_OK;
        case OPT_OUT: out_arg = optarg; break;
        case OPT_KEEP: keep = 1; break;
        case OPT_EVENTS: events = optarg; break;
        case OPT_COUNTER: counter = optarg; break;
        case OPT_GCC_PLUGIN: plugin_arg = optarg; break;
        case OPT_NO_GCC: no_gcc = 1; break;
        case OPT_NO_CLANG: no_clang = 1; break;
        default: {
            int r = summarize_args_apply(&a, c, optarg);
            if (r < 0)
                return EXIT_USAGE;
            if (r == 0) {
                cli_option_error("record", c, argv);
                return EXIT_USAGE;
            }
        }
        }
    }
    /* A build has hundreds of rows: on a terminal the table shows the first
     * RECORD_TTY_TOP unless --top says otherwise; piped or written to a
     * file, all of them, as summarize does. */
    if (a.ro.top == UINT64_MAX)
        a.ro.top = a.ro.format == REPORT_TABLE && !a.output && isatty(1) ? RECORD_TTY_TOP : 0;
    /* ...and the crate table above it when the build compiled several. */
    if (!a.by_crate && a.ro.format == REPORT_TABLE && !a.output && isatty(1))
        a.by_crate = 2;
    if (optind >= argc) {
        cli_error("record: no command given (see 'selfprof record --help')");
        return EXIT_USAGE;
    }
    if ((out_arg && !*out_arg) || (events && !*events) || (counter && !*counter)) {
        cli_error("record: %s needs a value that is not empty", out_arg && !*out_arg ? "--out"
                                                                : events && !*events ? "--events"
                                                                                     : "--counter");
        return EXIT_USAGE;
    }
    if (events && strpbrk(events, " \t\n")) {
        cli_error("record: --events: a comma-separated list without spaces, not '%s'", events);
        return EXIT_USAGE;
    }
    if (plugin_arg && access(plugin_arg, R_OK) != 0) {
        cli_error("record: --gcc-plugin: %s: %s", plugin_arg, strerror(errno));
        return EXIT_USAGE;
    }
    char **cmd = argv + optind;
    int ncmd = argc - optind;

    /* The directories: profiles (DIR, shown as `shown`), and a private one
     * for the gcc wrappers. */
    char *priv = NULL, *dir = NULL, *shown = NULL;
    int temp = !out_arg, status = EXIT_OK;
    /* allocated first: an exit for memory must not leave the directory */
    char tmp_err[PATH_MAX + 128];
    priv = cli_xmalloc(PATH_MAX);
    if (sup_temp_dir("selfprof-record", priv, PATH_MAX, tmp_err, sizeof tmp_err) < 0) {
        cli_error("record: %s", tmp_err);
        free(priv);
        return EXIT_OUTPUT;
    }
    /* An exit on the way (out of memory) removes it too. */
    rec_cleanup_at_exit(priv);
    if (temp) {
        shown = cli_xasprintf("%s/profiles", priv);
    } else {
        size_t len = strlen(out_arg);
        while (len > 1 && out_arg[len - 1] == '/')
            len--;
        shown = cli_xasprintf("%.*s", (int)len, out_arg);
    }
    struct stat st;
    if (!temp && stat(shown, &st) == 0 && !S_ISDIR(st.st_mode)) {
        cli_error("record: --out %s: not a directory", shown);
        status = EXIT_OUTPUT;
        goto done;
    }
    if (cli_mkdir_p(shown) != 0 || !(dir = realpath(shown, NULL))) {
        if (errno == ENOMEM)
            cli_out_of_memory();
        cli_error("record: %s: cannot create: %s", shown, strerror(errno));
        status = EXIT_OUTPUT;
        goto done;
    }
    rec_file_list before;
    if (rec_list_profiles(dir, NULL, &before) != 0) {
        if (errno == ENOMEM)
            cli_out_of_memory();
        cli_error("record: %s: cannot read directory: %s", shown, strerror(errno));
        status = EXIT_OUTPUT;
        goto done;
    }

    /* The environment, inherited by the command. rustc run by cargo (or
     * through the rustc wrapper) writes through the stable link. */
    int direct_rustc = rec_is_rustc(cmd[0]);
    char why[256] = "";
    const char *rustc_dir = direct_rustc ? NULL : rec_stable_link(dir, why, sizeof why);
    if (!rustc_dir) {
        rustc_dir = dir;
        if (rec_is_cargo(cmd[0]))
            cli_error("record: note: rustc is given %s itself (%s): cargo rebuilds what a "
                      "record into another folder built",
                      shown, why);
    }
    char *zflags[SUP_PROFILE_MAX_FLAGS];
    int nz = sup_rustc_flags(zflags, rustc_dir, events, counter);
    if (nz < 0)
        cli_out_of_memory();
    rec_set_profiling_env(dir, events, counter);
    char **args = cli_xcalloc((size_t)ncmd + SUP_PROFILE_MAX_FLAGS + 1, sizeof *args);
    int na = 0;
    args[na++] = cmd[0];
    if (direct_rustc)
        for (int i = 0; i < nz; i++)
            args[na++] = zflags[i];
    else
        rec_append_rustflags(zflags, nz, rustc_dir);
    for (int i = 1; i < ncmd; i++)
        args[na++] = cmd[i];
    args[na] = NULL;

    /* Wrappers first on PATH: rustc, gcc with the plugin, clang. */
    rec_wrappers wrappers = {0};
    int nclang = 0;
    if (!direct_rustc && (wrappers.bin = cli_xasprintf("%s/bin", priv)) &&
        mkdir(wrappers.bin, 0755) == 0) {
        int n = rec_wrap_rustc(wrappers.bin, zflags, nz);
        if (!no_gcc)
            n += rec_wrap_gcc(&wrappers, plugin_arg, wrappers.bin, dir, events, counter);
        if (!no_clang)
            n += nclang = rec_wrap_clang(&wrappers, wrappers.bin, dir, priv);
        if (n)
            rec_prepend_path(wrappers.bin);
    }

    int tty = isatty(2);
    int ws = rec_run_command(args, rec_wrapper_for(&wrappers, cmd[0]), !a.output, tty, dir,
                             &before);

    int cmd_status;
    char what[64] = "";
    status = rec_command_outcome(ws, cmd[0], &cmd_status, what, sizeof what);

    rec_file_list made = {0};
    if (ws >= 0 && rec_list_profiles(dir, &before, &made) != 0) {
        if (errno == ENOMEM)
            cli_out_of_memory();
        cli_error("record: %s: cannot read directory: %s", shown, strerror(errno));
        status = cmd_status ? cmd_status : EXIT_INPUT;
    } else if (ws >= 0) {
        /* The new profiles, without cargo's probes (which are removed). */
        int np;
        char **paths = rec_new_profile_paths(&made, shown, &np);
        if (np == 0) {
            rec_watched watched = {direct_rustc, wrappers.n > nclang, nclang > 0, no_gcc};
            rec_say_no_profile(cmd[0], cmd_status, what, &watched);
            status = cmd_status ? cmd_status : EXIT_INPUT;
        } else {
            status = summarize_paths(&a, paths, np);
            if (cmd_status) {
                cli_error("record: note: %s %s; the report covers the %d profile%s it wrote",
                          cmd[0], what, np, np == 1 ? "" : "s");
                status = cmd_status;
            }
        }
        cli_free_inputs(paths, np);
    }
    rec_list_free(&made);
    rec_list_free(&before);
    sup_profile_flags_free(zflags, nz);
    free(args);
    rec_wrappers_free(&wrappers);
done:
    if (temp && keep && dir)
        cli_error("record: profiles kept in %s", shown);
    if (temp && keep) {
        /* keep the profiles, remove the rest of the private directory */
        char *bin = cli_xasprintf("%s/bin", priv);
        sup_remove_tree(bin);
        free(bin);
    } else {
        sup_remove_tree(priv);
    }
    rec_stable_link_remove();
    rec_cleanup_disarm();
    free(dir);
    free(shown);
    free(priv);
    return status;
}
