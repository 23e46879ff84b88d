/* cmd_calibrate.c — `selfprof-perf calibrate --rustc PATH` (or `--cc PATH`,
 * a gcc or clang, on the C and C++ suite): how far the verdicts of
 * `compare` can be trusted on this machine, measured with two experiments
 * whose answers are known:
 *
 *   A/A  the same compiler under two names (aa-1, aa-2): every change
 *        found is a false one;
 *   A/B  the same compiler (ab-base) against itself made slower by a known
 *        amount (ab-slower: selfprof-perf-slow, which burns --slowdown of
 *        the compiler's CPU time after it): every test case should be a
 *        regression. For a C compiler the slower one is a directory of
 *        wrappers named as the compiler and its C++ driver (gcc-12 and
 *        g++-12), so that the runner finds the C++ driver beside it as it
 *        does beside the real one (sup_cxx_driver).
 *
 * Both pairs are queued with a base, so each runs interleaved, exactly as
 * a user's comparison does; the counts per metric are printed. The work is
 * done by this program's own verbs (init, artifact, queue, collect), run
 * as child processes, so calibration measures what a user runs. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../queue/queue.h"
#include "../report/report.h"
#include "../run/find_helper.h"
#include "self_run.h"
#include "support/compilers.h"
#include "support/files.h"
#include "support/json_buf.h"
#include "verbs.h"

/* queue's default, as the text calibrate passes on and prints */
#define STR_(x) #x
#define STR(x) STR_(x)
#define DEFAULT_ITERATIONS STR(PERF_QUEUE_DEFAULT_ITERATIONS)

/* --cc's defaults: 6 programs (3 C, 2 C++ with heavy templates, one C
 * with large headers) x -O0 -g, -O2 and -O3, 18 test cases as the
 * rustc default has (bench/perf_c_verdicts_bench.sh's set). */
#define C_BENCHMARKS "matrix-c,xxhash,stb-truetype,stb-image,glm,fmt"
#define C_PROFILES "debug,opt,o3"

static const char HELP[] =
    "Usage: selfprof-perf calibrate (--rustc PATH [--cargo PATH] | --cc PATH)\n"
    "                               [--benchmarks LIST] [--profiles LIST]\n"
    "                               [--scenarios LIST] [--iterations N]\n"
    "                               [--slowdown FRACTION] [--metrics instructions]\n"
    "                               [--suite DIR] [--keep DIR] [--json]\n\n"
    "How far compare's verdicts can be trusted on this machine: runs an A/A\n"
    "comparison (the same compiler under two names: every change found is\n"
    "false) and an A/B one (the compiler against itself made slower by --slowdown of its CPU\n"
    "time: every test case is a regression), each queued and collected as a\n"
    "user's comparison is (side by side, iterations interleaved), on a fresh\n"
    "SQLite database, and prints per metric how many test cases came out\n"
    "significant in A/A (false changes) and as regressions in A/B (found), and\n"
    "how many were too noisy or had too few runs to judge. docs/guide.md, \"When\n"
    "is a change significant?\", says how to read it.\n\n"
    "  --rustc PATH        the rustc to calibrate with (rustup's proxy is resolved\n"
    "                      to the toolchain's rustc)\n"
    "  --cargo PATH        the cargo to drive it (default: next to that rustc)\n"
    "  --cc PATH           a gcc or clang instead, on the C and C++ benchmarks (its\n"
    "                      C++ driver, g++-12 for gcc-12, is found beside it)\n"
    "  --benchmarks LIST   default itoa,fnv,either,log,semver,memchr; with --cc\n"
    "                      " C_BENCHMARKS "\n"
    "  --profiles LIST     default check; with --cc " C_PROFILES "\n"
    "  --scenarios LIST    default full,incr-full,incr-unchanged; with --cc full\n"
    "  --iterations N      clean iterations per side (default 15, as queue)\n"
    "  --slowdown FRACTION the known regression of A/B (default 0.10: +10% CPU time)\n"
    "  --metrics LIST      instructions: also cachegrind's instruction count (slow)\n"
    "  --suite DIR         the suite (default: the one installed with selfprof-perf)\n"
    "  --keep DIR          keep the database and scripts in DIR (created; must not\n"
    "                      exist), to look at with compare, detail or serve\n"
    "  --json              the counts as JSON (and no progress lines)\n"
    "  -h, --help          this text\n";

typedef struct tally {
    size_t n, changed, regressions, improvements, noisy, few;
} tally;

static tally count(const perf_comparison *c)
{
    tally t = {c->count, 0, 0, 0, 0, 0};
    for (size_t i = 0; i < c->count; i++) {
        const perf_significance *s = &c->rows[i].sig;
        t.changed += (size_t)s->significant;
        t.regressions += (size_t)(s->significant && c->rows[i].change > 0);
        t.improvements += (size_t)(s->significant && c->rows[i].change < 0);
        t.noisy += s->verdict == PERF_VERDICT_TOO_NOISY;
        t.few += s->verdict == PERF_VERDICT_TOO_FEW;
    }
    return t;
}

/* One metric's counts: a line of the table, or (j not NULL) an object of
 * --json's "metrics". 0, or 1 when the metric has no test case (it is
 * left out). */
static int report_metric(perf_db *db, const char *metric, int timed, sup_json *j)
{
    char err[512];
    perf_comparison *aa = NULL, *ab = NULL;
    if (perf_report_compare(db, "aa-1", "aa-2", metric, &aa, err, sizeof err) != 0 ||
        perf_report_compare(db, "ab-base", "ab-slower", metric, &ab, err, sizeof err) != 0) {
        perf_comparison_free(aa);
        return 1;
    }
    tally a = count(aa), b = count(ab);
    if (j) {
        sup_json_obj(j, NULL);
        sup_json_str(j, "metric", metric);
        sup_json_bool(j, "timed", timed);
        sup_json_obj(j, "aa");
        sup_json_int(j, "test_cases", (int64_t)a.n);
        sup_json_int(j, "false", (int64_t)a.changed);
        sup_json_int(j, "too_noisy", (int64_t)a.noisy);
        sup_json_int(j, "too_few", (int64_t)a.few);
        sup_json_end_obj(j);
        sup_json_obj(j, "ab");
        sup_json_int(j, "test_cases", (int64_t)b.n);
        sup_json_int(j, "found", (int64_t)b.regressions);
        sup_json_int(j, "changed", (int64_t)b.changed);
        sup_json_int(j, "wrong_way", (int64_t)b.improvements);
        sup_json_int(j, "too_noisy", (int64_t)b.noisy);
        sup_json_int(j, "too_few", (int64_t)b.few);
        sup_json_end_obj(j);
        sup_json_end_obj(j);
    } else {
        char found[32];
        /* a slowdown of CPU time does not change what the compiler does */
        if (timed)
            snprintf(found, sizeof found, "%zu/%zu", b.regressions, b.n);
        else
            snprintf(found, sizeof found, "(%zu/%zu)", b.changed, b.n);
        printf("%-24s  %5zu/%-3zu  %5zu  %5zu   %9s  %6zu  %5zu  %5zu\n", metric, a.changed, a.n,
               a.noisy, a.few, found, b.improvements, b.noisy, b.few);
    }
    perf_comparison_free(aa);
    perf_comparison_free(ab);
    return 0;
}

static double loadavg(void)
{
    double l[1];
    return getloadavg(l, 1) == 1 ? l[0] : -1;
}

/* Writes an executable script `path` that runs `compiler` made slower by
 * `slowdown` of its CPU time through selfprof-perf-slow `slow`. 0, or -1
 * with the message printed. */
static int write_slower(const char *path, const char *slow, double slowdown, const char *compiler)
{
    FILE *f = fopen(path, "w");
    if (!f ||
        fprintf(f, "#!/bin/sh\n# %s made slower by %g of its CPU time\nexec '%s' %g '%s' \"$@\"\n",
                compiler, slowdown, slow, slowdown, compiler) < 0 ||
        fclose(f) != 0 || chmod(path, 0755) != 0) {
        perf_fail("calibrate: %s: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

/* --rustc: the rustc to measure (rustup's proxy resolved) into real, its
 * cargo (`cargo`, else beside it) into cargo_path, and DIR/rustc-slower
 * into script. 0, or -1 with the message printed. */
static int rust_compilers(const char *rustc, const char *cargo, const char *dir, const char *slow,
                          double slowdown, char *real, size_t rn, char *cargo_path, size_t cn,
                          char *script, size_t sn)
{
    perf_real_rustc(rustc, real, rn);
    if (cargo)
        snprintf(cargo_path, cn, "%s", cargo);
    else {
        snprintf(cargo_path, cn, "%s", real);
        char *slash = strrchr(cargo_path, '/');
        if (slash)
            snprintf(slash + 1, cn - (size_t)(slash + 1 - cargo_path), "cargo");
    }
    snprintf(script, sn, "%s/rustc-slower", dir);
    return write_slower(script, slow, slowdown, real);
}

/* --cc: the C compiler (a name looked up on PATH) into real, and the
 * slower one, DIR/slower/NAME, into script, with DIR/slower/CXXNAME
 * beside it when the compiler has a C++ driver. 0, or -1 with the
 * message printed. */
static int c_compilers(const char *cc, const char *dir, const char *slow, double slowdown,
                       char *real, size_t rn, char *script, size_t sn)
{
    char *found = strchr(cc, '/') ? NULL : sup_which(cc, getenv("PATH"));
    snprintf(real, rn, "%s", found ? found : cc);
    free(found);
    if (access(real, X_OK) != 0) {
        perf_fail("calibrate: --cc %s: %s", cc, strerror(errno ? errno : ENOENT));
        return -1;
    }
    char slower[PATH_MAX + 16];
    const char *name = strrchr(real, '/');
    if ((size_t)snprintf(slower, sizeof slower, "%s/slower", dir) >= sizeof slower ||
        (size_t)snprintf(script, sn, "%s/%s", slower, name ? name + 1 : real) >= sn) {
        perf_fail("calibrate: %s: path too long", dir);
        return -1;
    }
    if (mkdir(slower, 0777) != 0) {
        perf_fail("calibrate: %s: %s", slower, strerror(errno));
        return -1;
    }
    if (write_slower(script, slow, slowdown, real) != 0)
        return -1;
    char *cxx = sup_cxx_driver(real);
    int rc = 0;
    if (cxx && strcmp(cxx, real) != 0 && access(cxx, X_OK) == 0) {
        const char *cxx_name = strrchr(cxx, '/');
        char cxx_script[2 * PATH_MAX];
        if ((size_t)snprintf(cxx_script, sizeof cxx_script, "%s/%s", slower,
                             cxx_name ? cxx_name + 1 : cxx) >= sizeof cxx_script) {
            perf_fail("calibrate: %s: path too long", slower);
            rc = -1;
        } else {
            rc = write_slower(cxx_script, slow, slowdown, cxx);
        }
    }
    free(cxx);
    return rc;
}

int cmd_calibrate(int argc, char **argv)
{
    static const struct option LONG[] = {{"rustc", required_argument, 0, 'r'},
                                         {"cc", required_argument, 0, 'C'},
                                         {"cargo", required_argument, 0, 'c'},
                                         {"benchmarks", required_argument, 0, 'b'},
                                         {"profiles", required_argument, 0, 'p'},
                                         {"scenarios", required_argument, 0, 's'},
                                         {"iterations", required_argument, 0, 'i'},
                                         {"slowdown", required_argument, 0, 'w'},
                                         {"metrics", required_argument, 0, 'm'},
                                         {"suite", required_argument, 0, 'S'},
                                         {"keep", required_argument, 0, 'k'},
                                         {"json", no_argument, 0, 'j'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *rustc = NULL, *cargo = NULL, *cc = NULL, *benchmarks = NULL, *profiles = NULL,
               *scenarios = NULL, *iterations = DEFAULT_ITERATIONS, *metrics = NULL, *suite = NULL,
               *keep = NULL;
    double slowdown = 0.10;
    int c, json = 0;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        char *end;
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'r': rustc = optarg; break;
        case 'C': cc = optarg; break;
        case 'c': cargo = optarg; break;
        case 'b': benchmarks = optarg; break;
        case 'p': profiles = optarg; break;
        case 's': scenarios = optarg; break;
        case 'i': {
            long it = strtol(optarg, &end, 10);
            if (*end || end == optarg || it < 1 || it > 100) {
                fprintf(stderr, "selfprof-perf: calibrate: --iterations '%s' is not 1..100\n",
                        optarg);
                return PERF_EXIT_USAGE;
            }
            iterations = optarg;
            break;
        }
        case 'm': metrics = optarg; break;
        case 'S': suite = optarg; break;
        case 'k': keep = optarg; break;
        case 'j': json = 1; break;
        case 'w':
            slowdown = strtod(optarg, &end);
            if (*end || end == optarg || !(slowdown > 0 && slowdown <= 10)) {
                fprintf(stderr, "selfprof-perf: calibrate: --slowdown '%s' is not in (0, 10]\n",
                        optarg);
                return PERF_EXIT_USAGE;
            }
            break;
        default: return perf_option_error("calibrate", c, argv);
        }
    }
    if (!rustc == !cc || (cc && cargo) || optind != argc) {
        fputs("selfprof-perf: calibrate: give --rustc PATH (and --cargo) or --cc PATH, and no "
              "operand (try --help)\n",
              stderr);
        return PERF_EXIT_USAGE;
    }
    benchmarks = benchmarks ? benchmarks : cc ? C_BENCHMARKS : "itoa,fnv,either,log,semver,memchr";
    profiles = profiles ? profiles : cc ? C_PROFILES : "check";
    scenarios = scenarios ? scenarios : cc ? "full" : "full,incr-full,incr-unchanged";
    char *slow = perf_run_find_helper("selfprof-perf-slow", "SELFPROF_PERF_SLOW");
    if (!slow)
        return perf_fail("calibrate: selfprof-perf-slow is not next to this program");
    char dir[PATH_MAX];
    if (keep) {
        if (mkdir(keep, 0777) != 0) {
            free(slow);
            return perf_fail("calibrate: --keep %s: %s", keep, strerror(errno));
        }
        snprintf(dir, sizeof dir, "%s", keep);
    } else {
        char err[PATH_MAX + 128];
        if (sup_temp_dir("selfprof-calibrate", dir, sizeof dir, err, sizeof err) < 0) {
            free(slow);
            return perf_fail("calibrate: %s", err);
        }
    }
    char real[PATH_MAX], cargo_path[PATH_MAX], script[PATH_MAX + 32], db[PATH_MAX + 32];
    snprintf(db, sizeof db, "sqlite:%s/calibrate.db", dir);
    int rc = PERF_EXIT_FAIL;
    if (cc ? c_compilers(cc, dir, slow, slowdown, real, sizeof real, script, sizeof script) != 0
           : rust_compilers(rustc, cargo, dir, slow, slowdown, real, sizeof real, cargo_path,
                            sizeof cargo_path, script, sizeof script) != 0)
        goto out;
    double load0 = loadavg();
    time_t t0 = time(NULL);
    char *init[] = {"selfprof-perf", "init", NULL};
    static char *const NAMES[4] = {"aa-1", "aa-2", "ab-base", "ab-slower"};
    if (perf_run_self(db, 1, init) != 0)
        goto failed;
    for (int i = 0; i < 4; i++) {
        char *av[] = {
            "selfprof-perf",        "artifact", "add",      NAMES[i], cc ? "--cc" : "--rustc",
            i == 3 ? script : real, "--cargo",  cargo_path, NULL};
        if (cc)
            av[6] = NULL; /* no cargo */
        if (perf_run_self(db, 1, av) != 0)
            goto failed;
    }
    for (int pair = 0; pair < 2; pair++) {
        char *q[24];
        int n = 0;
        q[n++] = "selfprof-perf";
        q[n++] = "queue";
        q[n++] = pair ? "ab-slower" : "aa-2";
        q[n++] = "--base";
        q[n++] = pair ? "ab-base" : "aa-1";
        q[n++] = "--benchmarks";
        q[n++] = (char *)benchmarks;
        q[n++] = "--profiles";
        q[n++] = (char *)profiles;
        q[n++] = "--scenarios";
        q[n++] = (char *)scenarios;
        q[n++] = "--iterations";
        q[n++] = (char *)iterations;
        if (metrics) {
            q[n++] = "--metrics";
            q[n++] = (char *)metrics;
        }
        if (suite) {
            q[n++] = "--suite";
            q[n++] = (char *)suite;
        }
        q[n] = NULL;
        if (perf_run_self(db, 1, q) != 0)
            goto failed;
    }
    char *collect[] = {"selfprof-perf",
                       "collect",
                       "--until-empty",
                       "--name",
                       "calibrate",
                       "--work-dir",
                       dir,
                       NULL};
    if (perf_run_self(db, json, collect) != 0)
        goto failed;
    double seconds = difftime(time(NULL), t0), load1 = loadavg();
    perf_db *d = perf_open_db(db, 1, 0);
    if (!d)
        goto out;
    static const char *const TIMED[] = {PERF_METRIC_WALL_TIME, PERF_METRIC_CPU_TIME,
                                        PERF_METRIC_CACHEGRIND};
    static const char *const COUNTS[] = {PERF_METRIC_QUERY_EXECUTIONS, PERF_METRIC_CACHE_HITS,
                                         PERF_METRIC_EVENTS};
    /* --json through the one JSON writer (support/json_buf.h): the names
     * given on the command line are escaped */
    sup_buf out = {0};
    sup_json jw;
    memset(&jw, 0, sizeof jw);
    sup_json *j = json ? &jw : NULL;
    if (j) {
        sup_json_init(j, &out);
        sup_json_obj(j, NULL);
        sup_json_str(j, "benchmarks", benchmarks);
        sup_json_str(j, "profiles", profiles);
        sup_json_str(j, "scenarios", scenarios);
        sup_json_int(j, "iterations", strtol(iterations, NULL, 10));
        sup_json_num(j, "slowdown", slowdown);
        sup_json_num(j, "seconds", seconds);
        sup_json_num(j, "load_start", load0);
        sup_json_num(j, "load_end", load1);
        sup_json_int(j, "processors", (int64_t)sysconf(_SC_NPROCESSORS_ONLN));
        sup_json_arr(j, "metrics");
    } else {
        printf("\ncalibration: %s x %s x %s, %s clean iterations a side, A/B slower by %.1f%% "
               "of its CPU time\n",
               benchmarks, profiles, scenarios, iterations, 100 * slowdown);
        printf("load average %.2f at the start, %.2f at the end (%d processors); %.0f s\n\n", load0,
               load1, (int)sysconf(_SC_NPROCESSORS_ONLN), seconds);
        printf("%-24s  %9s  %5s  %5s   %9s  %6s  %5s  %5s\n", "", "A/A:", "", "", "A/B:", "", "",
               "");
        printf("%-24s  %9s  %5s  %5s   %9s  %6s  %5s  %5s\n", "metric", "false", "noisy", "few",
               "found", "wrong", "noisy", "few");
    }
    for (size_t i = 0; i < 3; i++)
        report_metric(d, TIMED[i], 1, j);
    for (size_t i = 0; i < 3; i++)
        report_metric(d, COUNTS[i], 0, j);
    perf_db_close(d);
    if (j) {
        sup_json_end_arr(j);
        sup_json_end_obj(j);
        sup_buf_str(&out, "\n");
        rc = perf_output_done("calibrate", perf_print_document(&out, 0));
        goto out;
    }
    printf("\nfalse: significant in A/A (each one a false alarm); found: regressions in A/B\n"
           "(each test case is one); wrong: improvements in A/B; noisy: the 90%% interval\n"
           "could hide a change of 5%% or more; few: too few runs. Counts of what the\n"
           "compiler did do not move with a slowdown: (changed) is what A/B showed there.\n");
    if (keep)
        printf("\nthe database: %s (selfprof-perf compare aa-1 aa-2 --db %s)\n", db, db);
    rc = PERF_EXIT_OK;
    goto out;
failed:
    perf_fail("calibrate: a step failed (above); the database is in %s", dir);
    keep = dir; /* keep it to look at */
out:
    if (!keep)
        sup_remove_tree(dir);
    free(slow);
    return rc;
}
