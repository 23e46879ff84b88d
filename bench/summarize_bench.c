/* summarize_bench — how fast selfprof_summarize reads a large real profile.
 *
 * usage: summarize_bench PROFILE [--runs N] [--by-arg]
 *
 * Prints `NAME VALUE UNIT` lines:
 *   summarize_seconds     best of N in-process open + summarize + close
 *   summarize_median_seconds
 *   summarize_peak_rss    peak RSS of a child process doing one summarize
 *   summarize_events_per_second   events / best time, in M events/s
 *   floor_read_seconds    reading the whole file with read() from the page
 *                         cache: what no reader can beat
 *   floor_events_per_second
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

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    const char *path = NULL;
    int runs = 7, by_arg = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--by-arg") == 0)
            by_arg = 1;
        else
            path = argv[i];
    }
    if (!path || runs < 1) {
        fprintf(stderr, "usage: summarize_bench PROFILE [--runs N] [--by-arg]\n");
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
    printf("floor_read_seconds %.4f s\n", floor);
    printf("floor_events_per_second %.2f Mevents/s\n", (double)events / floor / 1e6);
    free(t);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
