/* replay.h — a leaf compiler invocation kept so that it can be run again
 * without cargo.
 *
 * Why: a benchmark's build through cargo costs cargo's own start-up,
 * lock-file and fingerprint work (60-100 ms on the development VM) around
 * a leaf rustc of 25-250 ms, and only the leaf is measured. The wrapper
 * (selfprof-perf-rustc) records each leaf invocation it sees: its
 * directory, its command line (the wrapper's own, so running it again
 * measures, self-profiles and adds arguments exactly as cargo's run did)
 * and its environment (cargo's CARGO_* variables, OUT_DIR). The runner
 * records every part of the first iteration through cargo and runs the
 * records of the later ones (run_rust.c): the same compilations, at the
 * same paths, at about half the cost, and with the two sides of a pair
 * closer together in time.
 *
 * A record file holds the invocations of one build in the order they
 * started; each is appended with one write(2) (O_APPEND), so invocations
 * cargo runs at once do not mix. Format, NUL-terminated fields:
 *   "SPR1" CWD ARGC ARG... ENVC ENV...   (ARGC, ENVC in decimal) */
#ifndef PERF_RUN_REPLAY_H
#define PERF_RUN_REPLAY_H

#include <stddef.h>

/* One recorded invocation: NULL-terminated argv and envp. */
typedef struct perf_replay_call {
    const char *cwd;
    char **argv;
    char **envp;
} perf_replay_call;

/* The invocations of one record file. */
typedef struct perf_replay {
    char *buf; /* the file; every string points into it */
    perf_replay_call *calls;
    size_t n;
} perf_replay;

/* Appends the invocation (cwd, argv, envp; argv and envp NULL-terminated)
 * to the record file `path` (created if absent) in one write. Returns 0,
 * or -1 with errno set. */
int perf_replay_append(const char *path, const char *cwd, char *const *argv, char *const *envp);

/* Reads the record file `path` into *r. Returns 0, or -1 with a one-line
 * reason in err (no such file, a malformed record, out of memory); *r is
 * then empty. */
int perf_replay_load(const char *path, perf_replay *r, char *err, size_t errn);

/* Frees what perf_replay_load made; *r is empty afterwards. */
void perf_replay_free(perf_replay *r);

#endif
