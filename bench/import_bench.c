/* import_bench — throughput and peak memory of `selfprof import
 * clang-time-trace` on a large clang -ftime-trace JSON, each run as its own
 * process (as a user runs it: read the trace, write the profile).
 *
 * usage: import_bench TRACE.json [--selfprof PATH] [--runs N]
 *   PATH defaults to ../selfprof next to this program's directory
 *   (BUILD/bench/import_bench -> BUILD/selfprof).  scripts/run-bench.sh
 *   passes the ~100 MB trace of scripts/make-clang-trace.sh.
 *
 * Prints `NAME VALUE UNIT` lines:
 *   import_trace_bytes       size of the trace
 *   import_events            intervals written (from --verbose)
 *   import_seconds           best of N runs, wall time (trace in the page cache)
 *   import_median_seconds
 *   import_mb_per_s          trace MB (10^6 bytes) per second, best run
 *   import_median_mb_per_s
 *   import_cpu_seconds       best user + system CPU time of the child
 *   import_peak_rss          peak RSS of one run (ru_maxrss of the child)
 *   import_output_bytes      size of the profile
 * Goal (issue #5): at least 50 MB/s of trace JSON.  The peak RSS is the
 * 1 MiB read buffer, one entry per distinct label+detail (the importer's and
 * the string table's) and the reorder window, not the trace size.
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

/* One import as a child process, stderr (the --verbose line) to `log`.
 * Returns the wall time; stores peak RSS (KiB) and CPU seconds. */
static double run(const char *selfprof, const char *trace, const char *out, const char *log,
                  long *rss_kib, double *cpu)
{
    double t0 = bench_now();
    pid_t child = fork();
    if (child == 0) {
        int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0)
            dup2(fd, 2);
        execl(selfprof, selfprof, "import", "clang-time-trace", trace, "-o", out, "--verbose",
              (char *)NULL);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (child < 0 || wait4(child, &status, 0, &ru) < 0) {
        perror("import_bench: fork/wait");
        exit(1);
    }
    double t = bench_now() - t0;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "import_bench: %s import failed (see %s)\n", selfprof, log);
        exit(1);
    }
    *rss_kib = ru.ru_maxrss;
    *cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
           (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
    return t;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    const char *trace = NULL, *selfprof = NULL;
    int runs = 5;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--selfprof") == 0 && i + 1 < argc)
            selfprof = argv[++i];
        else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (!trace)
            trace = argv[i];
        else {
            fprintf(stderr, "usage: import_bench TRACE.json [--selfprof PATH] [--runs N]\n");
            return 2;
        }
    }
    if (!trace || runs < 1) {
        fprintf(stderr, "usage: import_bench TRACE.json [--selfprof PATH] [--runs N]\n");
        return 2;
    }
    char path[4200];
    if (!selfprof) {
        char self[4096];
        ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
        if (n < 0)
            return perror("readlink"), 1;
        self[n] = 0;
        char *slash = strrchr(self, '/');
        *slash = 0;
        snprintf(path, sizeof path, "%s/../selfprof", self);
        selfprof = path;
    }
    char dir[] = "/tmp/import_bench.XXXXXX";
    if (!mkdtemp(dir))
        return perror("mkdtemp"), 1;
    char out[4200], log[4200];
    snprintf(out, sizeof out, "%s/trace.mm_profdata", dir);
    snprintf(log, sizeof log, "%s/import.log", dir);
    struct stat st;
    if (stat(trace, &st) != 0)
        return perror(trace), 1;
    (void)bench_read_file(trace);
    double *wall = calloc((size_t)runs, sizeof *wall), best_cpu = 1e30;
    long rss = 0;
    for (int i = 0; i < runs; i++) {
        double cpu;
        long r;
        wall[i] = run(selfprof, trace, out, log, &r, &cpu);
        if (cpu < best_cpu)
            best_cpu = cpu;
        if (r > rss)
            rss = r;
    }
    qsort(wall, (size_t)runs, sizeof *wall, cmp_double);
    double median = wall[runs / 2];
    unsigned long long events = 0;
    FILE *f = fopen(log, "r");
    char line[2048];
    if (f && fgets(line, sizeof line, f)) {
        char *p = strstr(line, " intervals (");
        while (p && p > line && p[-1] >= '0' && p[-1] <= '9')
            p--;
        if (p)
            events = strtoull(p, NULL, 10);
    }
    if (f)
        fclose(f);
    struct stat os;
    double mb = (double)st.st_size / 1e6;
    printf("import_trace_bytes %lld bytes\n", (long long)st.st_size);
    printf("import_events %llu events\n", events);
    printf("import_seconds %.3f s\n", wall[0]);
    printf("import_median_seconds %.3f s\n", median);
    printf("import_mb_per_s %.1f MB/s\n", mb / wall[0]);
    printf("import_median_mb_per_s %.1f MB/s\n", mb / median);
    printf("import_cpu_seconds %.3f s\n", best_cpu);
    printf("import_peak_rss %.1f MiB\n", (double)rss / 1024.0);
    printf("import_output_bytes %lld bytes\n", stat(out, &os) == 0 ? (long long)os.st_size : -1LL);
    unlink(out);
    unlink(log);
    rmdir(dir);
    free(wall);
    return 0;
}
