/* env.h — the environment `selfprof record` gives the build: which command
 * is rustc or cargo, the variables that switch self-profiling on, rustc's
 * flags in cargo's variables, the wrappers' directory on PATH (see env.c). */
#ifndef SELFPROF_RECORD_ENV_H
#define SELFPROF_RECORD_ENV_H

/* 1 when the command `argv0` (a name or a path) is rustc itself: rustc,
 * rustc-*, or clippy-driver, which takes rustc's flags. */
int rec_is_rustc(const char *argv0);

/* 1 when the command `argv0` is cargo or one of its subcommand programs
 * (cargo-*). */
int rec_is_cargo(const char *argv0);

/* Sets what every profiled program reads: RUSTC_BOOTSTRAP=1 (so a stable
 * rustc takes -Z flags), SELFPROF_DIR=`dir`, and SELFPROF_EVENTS and
 * SELFPROF_COUNTER when `events` or `counter` is not NULL. Out of memory
 * exits (cli_out_of_memory). */
void rec_set_profiling_env(const char *dir, const char *events, const char *counter);

/* Appends the n rustc `flags` to cargo's flags from the environment:
 * RUSTFLAGS, space-separated; or CARGO_ENCODED_RUSTFLAGS (0x1f-separated)
 * when that is set already or `dir`, which the flags name, holds white
 * space, RUSTFLAGS' words then moving into it as cargo prefers it. Out of
 * memory exits. */
void rec_append_rustflags(char **flags, int n, const char *dir);

/* Puts the directory `bin` first on PATH. Out of memory exits. */
void rec_prepend_path(const char *bin);

#endif
