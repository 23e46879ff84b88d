/* cmd_try.c — `selfprof-perf try --base A --rustc PATH`: a developer's
 * first comparison in one command, as rustc-perf's `bench_local` and its
 * site are: the database is created (or reused), the base (a stored
 * artifact's name, or a compiler's path) and the new rustc become
 * artifacts, the pair is queued side by side, collected with progress, and
 * compared with the explanation of each significant change; then the
 * serve command, offered to run on a terminal. Every step is one of this
 * program's own verbs run as a child (self_run.h), so `try` does what the
 * verbs typed one by one would, and nothing else. */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../report/report_util.h"
#include "self_run.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf try --base NAME-OR-PATH --rustc PATH [--cargo PATH]\n"
    "                         [--base-cargo PATH] [--name NAME] [--benchmarks LIST]\n"
    "                         [--profiles LIST] [--scenarios LIST] [--iterations N]\n"
    "                         [--suite DIR] [--no-serve] [--db URL]\n\n"
    "A first comparison in one command: creates the database (or uses the one\n"
    "there), adds the two compilers as artifacts, queues the new one with the\n"
    "base (side by side, iterations interleaved, as 'queue B --base A'),\n"
    "collects with progress (on stderr, a line per build naming its compiler),\n"
    "and prints 'compare BASE NEW --explain': every test\n"
    "case with its change, its 99% interval and verdict, and under each\n"
    "significant change of a time the queries behind it. Last, the command that\n"
    "serves the web dashboard on the database; on a terminal it offers to start\n"
    "it.\n\n"
    "  --base NAME-OR-PATH the compiler to compare with: the name of an artifact\n"
    "                    of the database (what it lacks is measured, and where it\n"
    "                    has results from an earlier session it is measured again\n"
    "                    beside the new one, so the comparison is side by side;\n"
    "                    queue says so), else a rustc's path or command name,\n"
    "                    added as the artifact try-N-base\n"
    "  --rustc PATH      the new rustc (rustup's proxy is resolved to the\n"
    "                    toolchain's rustc); added as the artifact try-N, N the\n"
    "                    first number free, each run a new one (a rebuilt\n"
    "                    compiler at the same path is measured again)\n"
    "  --cargo PATH      the cargo that drives it (default: next to that rustc)\n"
    "  --base-cargo PATH the cargo for a --base given as a path (default: next to it)\n"
    "  --name NAME       the new artifact's name instead of try-N\n"
    "  --benchmarks LIST --profiles LIST --scenarios LIST --iterations N --suite DIR\n"
    "                    as for queue (default: every enabled benchmark, each\n"
    "                    one's profiles but doc, every scenario, 15 iterations);\n"
    "                    incr-unchanged and incr-patched bring incr-full with\n"
    "                    them (their incremental directory), and try says so\n"
    "  --no-serve        do not offer to start the server\n"
    "  --db URL          sqlite:PATH or postgres://... (default $SELFPROF_PERF_DB,\n"
    "                    then sqlite:./selfprof-perf.db, created when missing)\n"
    "  -h, --help        this text\n\n"
    "Exit status: 0 when the comparison was printed, 1 when a step failed (its\n"
    "error above), 2 on a usage error.\n";

/* The options of a run. */
typedef struct {
    const char *base, *rustc, *cargo, *base_cargo, *name, *suite;
    const char *benchmarks, *profiles, *scenarios, *iterations;
    int no_serve;
} try_opts;

/* 1 if `name` is an artifact of db, 0 if not, -1 on a database error
 * (printed). */
static int artifact_exists(perf_db *db, const char *name)
{
    char err[512];
    int64_t id;
    int rc = perf_report_find_artifact(db, name, &id, NULL, err, sizeof err);
    if (rc == PERF_REPORT_OK)
        return 1;
    if (rc == PERF_REPORT_NOT_FOUND)
        return 0;
    perf_fail("try: %s", err);
    return -1;
}

/* Chooses the artifacts' names: *base_name is o->base when it names an
 * artifact (*add_base = 0), else try-N-base (*add_base = 1); new_name is
 * o->name or try-N, with the first N for which neither is taken. 0, or -1
 * after printing the error. */
static int choose_names(const char *url, const try_opts *o, char *base_name, char *new_name,
                        size_t n, int *add_base)
{
    perf_db *db = perf_open_db(url, 1, 0);
    if (!db)
        return -1;
    int rc = -1, known = artifact_exists(db, o->base);
    if (known < 0)
        goto out;
    *add_base = !known;
    if (known)
        snprintf(base_name, n, "%s", o->base);
    for (int k = 1; k < 100000; k++) {
        char b[64], t[64];
        snprintf(b, sizeof b, "try-%d-base", k);
        snprintf(t, sizeof t, "try-%d", k);
        int eb = known ? 0 : artifact_exists(db, b);
        int et = o->name ? 0 : artifact_exists(db, t);
        if (eb < 0 || et < 0)
            goto out;
        if (eb || et)
            continue;
        if (!known)
            snprintf(base_name, n, "%s", b);
        snprintf(new_name, n, "%s", o->name ? o->name : t);
        rc = 0;
        break;
    }
out:
    perf_db_close(db);
    return rc;
}

/* `artifact add NAME --rustc RUSTC [--cargo CARGO] [--parent PARENT]`,
 * quietly (its errors show on stderr). 0 or -1. */
static int add_artifact(const char *url, const char *name, const char *rustc, const char *cargo,
                        const char *parent)
{
    char real[PATH_MAX];
    perf_real_rustc(rustc, real, sizeof real);
    char *av[12];
    int n = 0;
    av[n++] = "selfprof-perf";
    av[n++] = "artifact";
    av[n++] = "add";
    av[n++] = (char *)name;
    av[n++] = "--rustc";
    av[n++] = real;
    if (cargo) {
        av[n++] = "--cargo";
        av[n++] = (char *)cargo;
    }
    if (parent) {
        av[n++] = "--parent";
        av[n++] = (char *)parent;
    }
    av[n] = NULL;
    return perf_run_self(url, 0, av) == 0 ? 0 : -1;
}

/* `queue NEW --base BASE` with the options given. 0 or -1. */
static int queue_pair(const char *url, const try_opts *o, const char *base_name,
                      const char *new_name)
{
    char *av[20];
    int n = 0;
    av[n++] = "selfprof-perf";
    av[n++] = "queue";
    av[n++] = (char *)new_name;
    av[n++] = "--base";
    av[n++] = (char *)base_name;
    const char *opt[][2] = {{"--benchmarks", o->benchmarks},
                            {"--profiles", o->profiles},
                            {"--scenarios", o->scenarios},
                            {"--iterations", o->iterations},
                            {"--suite", o->suite}};
    for (size_t i = 0; i < sizeof opt / sizeof opt[0]; i++)
        if (opt[i][1]) {
            av[n++] = (char *)opt[i][0];
            av[n++] = (char *)opt[i][1];
        }
    av[n] = NULL;
    return perf_run_self(url, 0, av) == 0 ? 0 : -1;
}

/* On a terminal (and without --no-serve), asks whether to serve now and
 * if so becomes `selfprof-perf serve --db URL` (exec: Ctrl-C stops it).
 * Returns only when it does not serve. */
static void offer_serve(const char *url, int no_serve)
{
    printf("\nthe web dashboard of this comparison: selfprof-perf serve --db %s\n", url);
    if (no_serve || !isatty(0) || !isatty(1))
        return;
    printf("start it now? [y/N] ");
    fflush(stdout);
    char line[16];
    if (!fgets(line, sizeof line, stdin) || (line[0] != 'y' && line[0] != 'Y'))
        return;
    char *av[] = {"selfprof-perf", "serve", "--db", (char *)url, NULL};
    execv("/proc/self/exe", av);
    perf_fail("try: cannot start serve; run the command above");
}

static int parse(int argc, char **argv, try_opts *o, const char **db_arg)
{
    static const struct option LONG[] = {{"base", required_argument, 0, 'B'},
                                         {"rustc", required_argument, 0, 'r'},
                                         {"cargo", required_argument, 0, 'c'},
                                         {"base-cargo", required_argument, 0, 'C'},
                                         {"name", required_argument, 0, 'n'},
                                         {"benchmarks", required_argument, 0, 'b'},
                                         {"profiles", required_argument, 0, 'p'},
                                         {"scenarios", required_argument, 0, 's'},
                                         {"iterations", required_argument, 0, 'i'},
                                         {"suite", required_argument, 0, 'S'},
                                         {"no-serve", no_argument, 0, 'N'},
                                         {"db", required_argument, 0, 'd'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'B': o->base = optarg; break;
        case 'r': o->rustc = optarg; break;
        case 'c': o->cargo = optarg; break;
        case 'C': o->base_cargo = optarg; break;
        case 'n': o->name = optarg; break;
        case 'b': o->benchmarks = optarg; break;
        case 'p': o->profiles = optarg; break;
        case 's': o->scenarios = optarg; break;
        case 'i': o->iterations = optarg; break; /* queue checks it */
        case 'S': o->suite = optarg; break;
        case 'N': o->no_serve = 1; break;
        case 'd': *db_arg = optarg; break;
        default: return perf_option_error("try", c, argv);
        }
    }
    if (!o->base || !o->rustc || optind != argc) {
        fputs("selfprof-perf: try: give --base NAME-OR-PATH and --rustc PATH, and no operand "
              "(try --help)\n",
              stderr);
        return PERF_EXIT_USAGE;
    }
    return -1;
}

int cmd_try(int argc, char **argv)
{
    try_opts o = {0};
    const char *db_arg = NULL;
    int rc = parse(argc, argv, &o, &db_arg);
    if (rc >= 0)
        return rc;
    const char *url = perf_db_url_choose(db_arg);
    char base_name[256], new_name[256];
    int add_base = 0;
    char *init[] = {"selfprof-perf", "init", NULL};
    if (perf_run_self(url, 1, init) != 0)
        return perf_fail("try: the database %s could not be created or migrated", url);
    if (choose_names(url, &o, base_name, new_name, sizeof base_name, &add_base) < 0)
        return PERF_EXIT_FAIL;
    if (add_base && add_artifact(url, base_name, o.base, o.base_cargo, NULL) < 0)
        return perf_fail("try: --base '%s' is neither an artifact of %s nor a rustc that "
                         "'artifact add' takes",
                         o.base, url);
    if (add_artifact(url, new_name, o.rustc, o.cargo, base_name) < 0)
        return perf_fail("try: --rustc '%s' could not be added (above)", o.rustc);
    if (queue_pair(url, &o, base_name, new_name) < 0)
        return perf_fail("try: queueing %s with base %s failed (above)", new_name, base_name);
    char *collect[] = {"selfprof-perf", "collect", "--until-empty", NULL};
    if (perf_run_self(url, 0, collect) != 0)
        return perf_fail("try: collecting failed (above); 'selfprof-perf status --db %s' "
                         "shows the jobs",
                         url);
    printf("\n");
    char *compare[] = {"selfprof-perf", "compare", base_name, new_name, "--explain", NULL};
    if (perf_run_self(url, 0, compare) != 0)
        return perf_fail("try: compare %s %s failed (above)", base_name, new_name);
    if (add_base)
        printf("\nnext time, --base %s reuses the base's results in this database\n", base_name);
    offer_serve(url, o.no_serve);
    return PERF_EXIT_OK;
}
