/* crate_sources.h — where a Rust benchmark's crates come from, decided
 * and checked before anything is built (crate_sources.c). */
#ifndef PERF_CRATE_SOURCES_H
#define PERF_CRATE_SOURCES_H

#include "run_internal.h"

typedef enum {
    PERF_CRATES_DEBIAN,     /* Debian's registry directory (perf_crate_registry) */
    PERF_CRATES_VENDOR,     /* the benchmark's vendor/ (`cargo vendor`'s layout) */
    PERF_CRATES_OWN_CONFIG, /* the benchmark's .cargo/config.toml says (cargo reads it) */
} perf_crate_mode;

/* Decides where the crates of the benchmark whose private copy is `src`
 * (WORK/b/src) come from, and that those of its Cargo.lock (`lock`, NULL:
 * none) that the build of `manifest` (dev-dependencies stripped) needs
 * can be had offline (cargo_lock.h):
 *   SRC/.cargo/config.toml (or config): the benchmark's own source
 *     replacement, which cargo reads from the copy; nothing is checked.
 *   SRC/vendor/: every package of the lock from a registry or git must be
 *     there as vendor/NAME or vendor/NAME-VERSION.
 *   else Debian's registry: every such package must have a NAME-VERSION
 *     directory there, of a version in the locked one's caret range (the
 *     lock is dropped and cargo resolves again, see run_rust.c).
 * A crate missing is final (perf_run_fail_final): one line naming the
 * crates and how to provide them. Returns 0 with *mode, or -1. */
int perf_crate_sources_check(perf_run_ctx *c, const char *src, const char *manifest,
                             const char *lock, perf_crate_mode *mode);

/* After the job's first cargo build failed (its output in c->log): when
 * cargo could not resolve a crate against the offline source ("failed to
 * select a version for ...", "no matching package named ..."), which the
 * check above lets through for a requirement outside the lock's caret
 * range (serde's `serde_derive = "=1.0.219"`) or a benchmark without a
 * lock, every try would fail alike: c->err becomes one line naming the
 * crate, what the source has and how to provide it, final. Returns 1
 * then, else 0 with c->err untouched. */
int perf_crate_sources_unresolved(perf_run_ctx *c);

#endif
