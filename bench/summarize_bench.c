/* summarize_bench — how fast selfprof_summarize reads a large real profile.
 *
 * usage: summarize_bench PROFILE [--runs N] [--by-arg] [--cli SELFPROF]
 *
 * Prints `NAME VALUE UNIT` lines:
 *   summarize_seconds     best of N in-process open + summarize + close
 *   summarize_median_seconds
 *   summarize_peak_rss    peak RSS of a child process doing one summarize
 *   summarize_events_per_second   events / best time, in M events/s
 *   floor_read_seconds    reading the whole file with read() from the page
 *                         cache: what no reader can beat
 *   floor_events_per_second
 *   measureme_summarize_seconds, measureme_summarize_peak_rss
 *                         measureme 12.0.3's figures on the same profile
 *                         (constants, see MEASUREME_* below)
 *   summarize_vs_measureme        measureme's time / the best time (x faster)
 *   summarize_rss_vs_measureme    peak RSS / measureme's (the goal is <= 0.3)
 * With --by-arg (measureme has no such mode) the reference is selfprof's own
 * figure before the reader's redesign (BY_ARG_BEFORE_*):
 *   summarize_by_arg_vs_before    that time / the best time (x faster)
 *   summarize_by_arg_issue_seconds, _goal_seconds, _vs_issue
 *                         issue 12's --by-arg figure, its goal (3x faster), and
 *                         that figure / the best time
 * With --cli, also the command a user runs, `SELFPROF summarize [--by-arg]
 * PROFILE` with its table sent to /dev/null, each run a new process
 * (measureme's figure is such a run of its `summarize summarize`):
 *   summarize_cli_seconds, _cli_median_seconds   best and median wall time
 *   summarize_cli_peak_rss                       the largest ru_maxrss
 *   summarize_cli_vs_measureme (or summarize_by_arg_cli_vs_issue)
 * The file is read once before timing so that it is in the page cache.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench_util.h"
#include "selfprof/summary.h"

/* measureme 12.0.3 (`summarize summarize` of its Rust tools), built by
 * hand on the reference machine (2-core AMD EPYC KVM guest) and run on the
 * profile of scripts/make-syn-profile.sh (117 MB, 1.26 M events), median of
 * 3 runs alternating with selfprof (issue 12). `make` cannot build
 * measureme (no Rust crates beyond Debian's), so these are constants;
 * rerun by hand on another machine. */
#define MEASUREME_SUMMARIZE_SECONDS 1.675
#define MEASUREME_SUMMARIZE_RSS_MIB 252.0
/* selfprof's --by-arg before the reader redesign (commit 14c9055), same
 * machine and profile: best of 3. */
#define BY_ARG_BEFORE_SECONDS 2.06
#define BY_ARG_BEFORE_RSS_MIB 509.0
/* Issue 12's figure for --by-arg on the same profile (1.24 s, 520 MiB) and
 * its goal: at least 3x faster than that. */
#define BY_ARG_ISSUE_SECONDS 1.24
#define BY_ARG_GOAL_SECONDS (BY_ARG_ISSUE_SECONDS / 3)

static uint64_t summarize_once(const char *path, int by_arg)
{
    selfprof_error err;
    selfprof_profile *p;
    selfprof_summary *s;
    selfprof_summary_options o = {by_arg};
    if (selfprof_profile_open(path, &p, &err) != SELFPROF_OK ||
        selfprof_summarize(p, &o, &s, &err) != SELFPROF_OK) {
        fprintf(stderr, "summarize_bench: %s: %s\n", path, err.message);
        exit(1);
    }
    uint64_t n = selfprof_profile_event_count(p);
    selfprof_summary_free(s);
    selfprof_profile_close(p);
    return n;
}

/* Runs `cli summarize [--by-arg] path` with stdout on /dev/null; its wall
 * time in seconds, its peak RSS in *rss_kib. Exits on failure. */
static double cli_once(const char *cli, const char *path, int by_arg, long *rss_kib)
{
    double t0 = bench_now();
    pid_t child = fork();
    if (child == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0)
            dup2(null, 1);
        if (by_arg)
            execl(cli, cli, "summarize", "--by-arg", path, (char *)NULL);
        else
            execl(cli, cli, "summarize", path, (char *)NULL);
        _exit(127);
    }
    int status;
    struct rusage ru;
    wait4(child, &status, 0, &ru);
    double t = bench_now() - t0;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "summarize_bench: %s summarize %s failed\n", cli, path);
        exit(1);
    }
    *rss_kib = ru.ru_maxrss;
    return t;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    const char *path = NULL, *cli = NULL;
    int runs = 7, by_arg = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--by-arg") == 0)
            by_arg = 1;
        else if (strcmp(argv[i], "--cli") == 0 && i + 1 < argc)
            cli = argv[++i];
        else
            path = argv[i];
    }
    if (!path || runs < 1) {
        fprintf(stderr, "usage: summarize_bench PROFILE [--runs N] [--by-arg] [--cli SELFPROF]\n");
        return 2;
    }
    bench_read_file(path); /* warm the page cache */

    pid_t child = fork();
    if (child == 0) {
        summarize_once(path, by_arg);
        _exit(0);
    }
    int status;
    struct rusage ru;
    wait4(child, &status, 0, &ru);

    double *t = malloc((size_t)runs * sizeof *t), floor = 1e9;
    uint64_t events = 0;
    for (int i = 0; i < runs; i++) {
        /* Interleave floor and real runs so that noise hits both alike. */
        double f = bench_read_file(path);
        if (f < floor)
            floor = f;
        double t0 = bench_now();
        events = summarize_once(path, by_arg);
        t[i] = bench_now() - t0;
    }
    qsort(t, (size_t)runs, sizeof *t, compare_doubles);
    const char *tag = by_arg ? "summarize_by_arg" : "summarize";
    printf("%s_events %llu events\n", tag, (unsigned long long)events);
    printf("%s_seconds %.4f s\n", tag, t[0]);
    printf("%s_median_seconds %.4f s\n", tag, t[runs / 2]);
    printf("%s_peak_rss %.1f MiB\n", tag, (double)ru.ru_maxrss / 1024.0);
    printf("%s_events_per_second %.2f Mevents/s\n", tag, (double)events / t[0] / 1e6);
    double rss = (double)ru.ru_maxrss / 1024.0;
    if (by_arg) {
        printf("summarize_by_arg_before_seconds %.3f s\n", BY_ARG_BEFORE_SECONDS);
        printf("summarize_by_arg_before_peak_rss %.1f MiB\n", BY_ARG_BEFORE_RSS_MIB);
        printf("summarize_by_arg_vs_before %.2f x_faster\n", BY_ARG_BEFORE_SECONDS / t[0]);
        printf("summarize_by_arg_issue_seconds %.3f s\n", BY_ARG_ISSUE_SECONDS);
        printf("summarize_by_arg_goal_seconds %.3f s\n", BY_ARG_GOAL_SECONDS);
        printf("summarize_by_arg_vs_issue %.2f x_faster\n", BY_ARG_ISSUE_SECONDS / t[0]);
    } else {
        printf("measureme_summarize_seconds %.3f s\n", MEASUREME_SUMMARIZE_SECONDS);
        printf("measureme_summarize_peak_rss %.1f MiB\n", MEASUREME_SUMMARIZE_RSS_MIB);
        printf("summarize_vs_measureme %.1f x_faster\n", MEASUREME_SUMMARIZE_SECONDS / t[0]);
        printf("summarize_median_vs_measureme %.1f x_faster\n",
               MEASUREME_SUMMARIZE_SECONDS / t[runs / 2]);
        printf("summarize_rss_vs_measureme %.2f ratio\n", rss / MEASUREME_SUMMARIZE_RSS_MIB);
    }
    if (cli) {
        /* Alternating with in-process runs would not help here: each CLI
         * run is its own process, so the page cache is all they share. */
        long one = 0, peak = 0;
        for (int i = 0; i < runs; i++) {
            t[i] = cli_once(cli, path, by_arg, &one);
            peak = one > peak ? one : peak;
        }
        qsort(t, (size_t)runs, sizeof *t, compare_doubles);
        printf("%s_cli_seconds %.4f s\n", tag, t[0]);
        printf("%s_cli_median_seconds %.4f s\n", tag, t[runs / 2]);
        printf("%s_cli_peak_rss %.1f MiB\n", tag, (double)peak / 1024.0);
        if (by_arg)
            printf("summarize_by_arg_cli_vs_issue %.2f x_faster\n", BY_ARG_ISSUE_SECONDS / t[0]);
        else
            printf("summarize_cli_vs_measureme %.1f x_faster\n",
                   MEASUREME_SUMMARIZE_SECONDS / t[0]);
    }
    printf("floor_read_seconds %.4f s\n", floor);
    printf("floor_events_per_second %.2f Mevents/s\n", (double)events / floor / 1e6);
    free(t);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
