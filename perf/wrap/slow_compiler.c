/* slow_compiler.c — selfprof-perf-slow, a compiler made slower by a known
 * amount, for calibration (selfprof-perf calibrate): runs the real
 * compiler, then burns FRACTION of the CPU time the compiler used (user +
 * system, its children's included) in a loop of its own, and exits with
 * the compiler's status. A known regression on every test case: a
 * significance rule must find it, and must not find one between two runs
 * of the same compiler.
 *
 *   selfprof-perf-slow FRACTION COMPILER ARGS...
 *
 * Why CPU time, not wall time: the extra work then costs what the
 * compiler's own work costs on the same machine at the same moment, so
 * the slowdown is FRACTION of the compiler's CPU time under any load.
 * The burned loop touches no memory, so it adds CPU time and
 * instructions, not RSS. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "support/child.h"

static double tv(struct timeval t) { return (double)t.tv_sec + (double)t.tv_usec / 1e6; }

static double own_cpu(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    char *end = NULL;
    double fraction = argc >= 3 ? strtod(argv[1], &end) : -1;
    if (argc < 3 || !end || *end || fraction < 0 || fraction > 10) {
        fputs("usage: selfprof-perf-slow FRACTION COMPILER ARGS...\n\n"
              "Runs COMPILER ARGS, then spends FRACTION (0..10; 0.1 = 10%) of the CPU time\n"
              "it used in a loop, and exits with its status: a compiler made slower by a\n"
              "known amount, for selfprof-perf calibrate.\n",
              stderr);
        return 2;
    }
    /* the compiler through support's child runner (support/child.h) */
    sup_child_spec spec = {.argv = argv + 2};
    sup_child_result r;
    char err[512];
    if (sup_child_run(&spec, 0, &r, err, sizeof err) < 0) {
        fprintf(stderr, "selfprof-perf-slow: %s\n", err);
        return 127;
    }
    int status = r.status;
    struct rusage ru = r.ru;
    double target = own_cpu() + fraction * (tv(ru.ru_utime) + tv(ru.ru_stime));
    volatile unsigned long sink = 0;
    while (own_cpu() < target)
        for (unsigned long i = 0; i < 100000; i++)
            sink += i * i;
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}
