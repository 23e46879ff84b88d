/* measure.h — running one compiler invocation and measuring it: fork,
 * exec, wait4. What is measured is the child alone (its own rusage):
 * wall time, user+sys CPU time, max RSS, and instructions:u through
 * perf_event_open where the machine has hardware counters.
 *
 * The child runs with ASLR off (personality(ADDR_NO_RANDOMIZE), what
 * `setarch -R` does) when the kernel allows it, with the environment it is
 * given (the caller fixes LC_ALL and the rest), optionally in a process
 * group of its own, and with stdout/stderr to a file. */
#ifndef PERF_MEASURE_H
#define PERF_MEASURE_H

#include <stdint.h>
#include <sys/types.h>

typedef struct perf_measurement {
    double wall_s;         /* from fork to the child's exit */
    double cpu_s;          /* user + system CPU time of the child and its waited-for children */
    double max_rss_kib;    /* ru_maxrss */
    int has_instructions;  /* 0: no counter on this machine (the metric is absent) */
    uint64_t instructions; /* instructions:u */
    int aslr_off;          /* 1 when the personality was set */
    int exit_status;       /* the exit status, when it exited */
    int signal;            /* the signal that killed it, or 0 */
    int timed_out;         /* 1: killed after timeout_s */
} perf_measurement;

typedef struct perf_exec {
    char *const *argv;  /* argv[0]: the program (a path, or a name looked up on PATH) */
    char *const *envp;  /* the whole environment of the child */
    const char *cwd;    /* or NULL */
    const char *output; /* stdout and stderr go to this file (appended), or NULL: inherited */
    int own_group;      /* 1: the child leads a new process group, killed whole on timeout */
    double timeout_s;   /* 0: none */
} perf_exec;

/* Runs e->argv and waits for it. Returns 0 when it ran (whatever its exit
 * status: see m), or -1 with err when it could not be started (fork,
 * exec: "PROGRAM: No such file or directory"). */
int perf_measure_exec(const perf_exec *e, perf_measurement *m, char *err, size_t errlen);

/* 1 when the child ran to exit status 0. */
int perf_measure_ok(const perf_measurement *m);

/* "exited with status N", "was killed by signal N (NAME)", "timed out
 * after N s" into buf. */
const char *perf_measure_describe(const perf_measurement *m, double timeout_s, char *buf,
                                  size_t len);

#endif
