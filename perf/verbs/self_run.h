/* self_run.h — verbs that chain other verbs (calibrate, try) run them as
 * child processes of this very program, so what they do is what a user
 * who typed the steps one by one would get. */
#ifndef PERF_VERBS_SELF_RUN_H
#define PERF_VERBS_SELF_RUN_H

#include <stddef.h>

/* Runs this program (/proc/self/exe) with argv (argv[0] is shown, not
 * used) and $SELFPROF_PERF_DB set to the database URL `db`, through
 * support's child runner, and waits for it. Its stdout goes to /dev/null
 * when `quiet`, else to ours; stderr is always ours. Returns its exit
 * status, or -1 when it could not run or was killed. */
int perf_run_self(const char *db, int quiet, char *const *argv);

/* Writes to out (n bytes) the rustc to measure for `rustc` (a path or a
 * command name): behind rustup's proxy the toolchain's own rustc
 * (SYSROOT/bin/rustc, so the benchmark's directory cannot switch
 * toolchains), else `rustc` as given (a wrapper script stays the
 * wrapper); made absolute (PATH, realpath) when it exists. Never fails:
 * a compiler that does not run is left as given, for `artifact add` to
 * report. */
void perf_real_rustc(const char *rustc, char *out, size_t n);

#endif
