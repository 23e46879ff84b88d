/* perf_measure_bench.c — what measuring one compiler invocation costs:
 * perf_measure_exec (fork, ASLR personality, the instruction counter
 * attempt, the go/report pipes, exec, wait4 through a pidfd) against a
 * plain fork + execvp + waitpid of the same program, alternating the two
 * in each round so that a noisy machine hits both alike. The program is
 * /bin/true, so the figures are the floor that the runner's wall-time
 * samples stand on. Prints `NAME VALUE UNIT` lines: the medians over
 * --runs rounds (default 301), and the wall time perf_measure_exec
 * reports for the child itself. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_util.h"
#include "run/measure.h"

extern char **environ;

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return v[n / 2];
}

int main(int argc, char **argv)
{
    int runs = 301;
    if (argc == 3 && strcmp(argv[1], "--runs") == 0)
        runs = atoi(argv[2]);
    if (runs < 1) {
        fprintf(stderr, "usage: perf_measure_bench [--runs N]\n");
        return 2;
    }
    char *av[] = {"/bin/true", NULL};
    double *plain = calloc((size_t)runs, sizeof *plain);
    double *measured = calloc((size_t)runs, sizeof *measured);
    double *reported = calloc((size_t)runs, sizeof *reported);
    if (!plain || !measured || !reported)
        return 1;
    int counted = 0;
    for (int i = 0; i < runs; i++) {
        double t0 = bench_now();
        pid_t pid = fork();
        if (pid == 0) {
            execvp(av[0], av);
            _exit(127);
        }
        int st;
        waitpid(pid, &st, 0);
        plain[i] = bench_now() - t0;

        perf_exec e = {.argv = av, .envp = environ, .timeout_s = 60};
        perf_measurement m;
        char err[256];
        t0 = bench_now();
        if (perf_measure_exec(&e, &m, err, sizeof err) < 0) {
            fprintf(stderr, "perf_measure_bench: %s\n", err);
            return 1;
        }
        measured[i] = bench_now() - t0;
        reported[i] = m.wall_s;
        counted = m.has_instructions;
    }
    double p = median(plain, runs), m = median(measured, runs), r = median(reported, runs);
    printf("perf_fork_exec_true %.3f ms\n", p * 1e3);
    printf("perf_measure_exec_true %.3f ms\n", m * 1e3);
    printf("perf_measure_exec_overhead %.3f ms\n", (m - p) * 1e3);
    printf("perf_measure_reported_wall_true %.3f ms\n", r * 1e3);
    printf("perf_measure_instructions_counted %d bool\n", counted);
    free(plain);
    free(measured);
    free(reported);
    return 0;
}
