/* export_bench — time and peak memory of the exporting subcommands of
 * `selfprof` on a large real profile, each run as its own process (as a
 * user runs it: open, walk, write the output file).
 *
 * usage: export_bench PROFILE [--selfprof PATH] [--runs N]
 *   PATH defaults to ../selfprof next to this program's directory
 *   (BUILD/bench/export_bench -> BUILD/selfprof).
 *
 * Prints `NAME VALUE UNIT` lines for each export EXPORT:
 *   EXPORT_seconds         best of N runs, wall time
 *   EXPORT_median_seconds
 *   EXPORT_cpu_seconds     best of N runs, user + system CPU time of the child
 *                          (what a busy machine does not inflate)
 *   EXPORT_peak_rss        peak RSS of one run (ru_maxrss of the child)
 *   EXPORT_output_bytes    size of what it wrote
 * References (spec/issue #4, the ~120 MB syn profile): measureme's
 * stack_collapse 3.0 s and crox 2.8 s, each at 252 MiB peak.
 * chrome writes a file of hundreds of MB through a fixed 256 KiB buffer: its
 * peak RSS is the mapped input and one entry per distinct string, less than
 * the output and independent of it.
 *
 * chrome is the default (--max-size 100 MB: on the syn profile a measuring
 * pass, then a trace without intervals under 1 us); chrome_max_size_0 is
 * the whole trace without the measuring pass, chrome_minimum_1us the same
 * trace as the default without it: chrome - chrome_minimum_1us is what the
 * measuring pass costs.
 *
 * Adding an export: one measure() call in main() with its arguments.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench_util.h"

static const char *selfprof = NULL;
static int runs = 5;
static char out_dir[] = "/tmp/export_bench.XXXXXX";

/* Runs selfprof with `args` (NULL-terminated, without argv[0]); returns the
 * wall time and stores the child's peak RSS in KiB and its CPU time. Exits
 * on failure. */
static double run_once(char *const args[], long *max_rss_kib, double *cpu)
{
    char *argv[32];
    int n = 0;
    argv[n++] = (char *)selfprof;
    for (; args[n - 1] && n < 31; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    double t0 = bench_now();
    pid_t child = fork();
    if (child == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        execv(selfprof, argv);
        perror(selfprof);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (child < 0 || wait4(child, &status, 0, &ru) < 0) {
        perror("export_bench: fork/wait");
        exit(1);
    }
    double t = bench_now() - t0;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "export_bench: %s %s ... failed (status %d)\n", selfprof, args[0],
                status);
        exit(1);
    }
    *max_rss_kib = ru.ru_maxrss;
    *cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
           (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
    return t;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Measures `selfprof ARGS...` writing `output` (a path under out_dir). */
static void measure(const char *name, const char *output, char *const args[])
{
    double t[64], cpu = 0;
    long rss = 0;
    int n = runs < 64 ? runs : 64;
    for (int i = 0; i < n; i++) {
        long r;
        double c;
        t[i] = run_once(args, &r, &c);
        if (r > rss)
            rss = r;
        if (i == 0 || c < cpu)
            cpu = c;
    }
    qsort(t, (size_t)n, sizeof *t, compare_doubles);
    struct stat st;
    long long bytes = stat(output, &st) == 0 ? (long long)st.st_size : -1;
    unlink(output);
    printf("%s_seconds %.4f s\n", name, t[0]);
    printf("%s_median_seconds %.4f s\n", name, t[n / 2]);
    printf("%s_cpu_seconds %.4f s\n", name, cpu);
    printf("%s_peak_rss %.1f MiB\n", name, (double)rss / 1024.0);
    printf("%s_output_bytes %lld bytes\n", name, bytes);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    char *profile = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--selfprof") == 0 && i + 1 < argc)
            selfprof = argv[++i];
        else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else
            profile = argv[i];
    }
    if (!profile || runs < 1) {
        fprintf(stderr, "usage: export_bench PROFILE [--selfprof PATH] [--runs N]\n");
        return 2;
    }
    static char default_path[4096];
    if (!selfprof) {
        snprintf(default_path, sizeof default_path, "%s", argv[0]);
        char *slash = strrchr(default_path, '/');
        if (slash)
            snprintf(slash + 1, sizeof default_path - (size_t)(slash + 1 - default_path),
                     "../selfprof");
        else
            snprintf(default_path, sizeof default_path, "../selfprof");
        selfprof = default_path;
    }
    if (access(selfprof, X_OK) != 0) {
        fprintf(stderr, "export_bench: %s is not executable (use --selfprof PATH)\n", selfprof);
        return 1;
    }
    if (!mkdtemp(out_dir)) {
        perror("export_bench: mkdtemp");
        return 1;
    }
    (void)bench_read_file(profile);
    char folded[64], svg[64], trace[64];
    snprintf(folded, sizeof folded, "%s/out.folded", out_dir);
    snprintf(trace, sizeof trace, "%s/out.json", out_dir);
    snprintf(svg, sizeof svg, "%s/out.svg", out_dir);
    measure("collapse", folded, (char *const[]){"collapse", "-o", folded, profile, NULL});
    measure("collapse_threads", folded,
            (char *const[]){"collapse", "--threads", "-o", folded, profile, NULL});
    measure("flamegraph", svg, (char *const[]){"flamegraph", "-o", svg, profile, NULL});
    measure("flamegraph_all_frames", svg,
            (char *const[]){"flamegraph", "--min-width", "0", "--threads", "per", "-o", svg,
                            profile, NULL});
    measure("chrome", trace, (char *const[]){"chrome", "-o", trace, profile, NULL});
    measure("chrome_max_size_0", trace,
            (char *const[]){"chrome", "--max-size", "0", "-o", trace, profile, NULL});
    measure("chrome_minimum_1us", trace,
            (char *const[]){"chrome", "--minimum-duration", "1", "-o", trace, profile, NULL});
    measure("chrome_collapse_threads", trace,
            (char *const[]){"chrome", "--collapse-threads", "-o", trace, profile, NULL});
    rmdir(out_dir);
    return 0;
}
