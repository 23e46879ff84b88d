/* cargo_lock.h — a benchmark's Cargo.lock as a graph, and which of its
 * packages a build of the benchmark needs (cargo_lock.c). */
#ifndef PERF_CARGO_LOCK_H
#define PERF_CARGO_LOCK_H

#include <stddef.h>

typedef struct {
    char name[256], version[128];
    int external; /* its source is a registry or git: not in the benchmark */
    int needed;   /* set by perf_cargo_lock_mark_needed */
    char *deps;   /* its dependencies' names, each ended by '\n' (malloc'ed) */
    size_t deps_len;
} perf_lock_package;

typedef struct {
    perf_lock_package *v;
    size_t n, cap;
} perf_cargo_lock;

/* Reads the Cargo.lock at `path` (any of cargo's formats: [[package]]
 * tables, the old [root] one; a dependency written "name", "name version"
 * or "name version (source)") into *out, zeroed first. Returns 0, or -1
 * when it cannot be read or memory runs out (*out then empty). */
int perf_cargo_lock_read(const char *path, perf_cargo_lock *out);

/* Marks `needed` the packages that cargo needs to resolve when it builds
 * the benchmark whose manifest, dev-dependencies already stripped, is
 * `manifest`: everything reachable from the lock's own packages (no
 * source: the benchmark and its path dependencies), except that the
 * edges of the manifest's package count only for names its manifest
 * still mentions. The lock does not tell dev-dependencies from the rest,
 * so without this, rustc-perf's encoding (getopts, a dev-dependency "for
 * examples") looks as if it needed crates.io. When the manifest's
 * package is not in the lock, every package is marked. */
void perf_cargo_lock_mark_needed(perf_cargo_lock *lock, const char *manifest);

void perf_cargo_lock_free(perf_cargo_lock *lock);

#endif
