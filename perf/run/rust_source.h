/* rust_source.h — preparing a Rust benchmark's private copy (see
 * rust_source.c). */
#ifndef PERF_RUST_SOURCE_H
#define PERF_RUST_SOURCE_H

#include "run_internal.h"

/* Debian's crate registry: $SELFPROF_PERF_CRATE_REGISTRY or
 * /usr/share/cargo/registry. */
const char *perf_crate_registry(void);

/* The newest NAME-VERSION directory of crate `name` in the registry
 * directory `reg` (versions compared as strverscmp does: 1.10.0 after
 * 1.9.2), malloc'ed, or NULL when it has none. */
char *perf_registry_newest(const char *reg, const char *name);

/* The directory the benchmark's sources come from (malloc'ed), or NULL
 * with c->err naming the missing source and its Debian package. */
char *perf_bench_source_dir(perf_run_ctx *c);

/* Rewrites the Cargo.toml at `path` without its dev-dependencies tables
 * and its [[bench]], [[test]] and [[example]] targets: their crates are
 * not in Debian's registry, and cargo resolves dev-dependencies even for
 * a plain build. Returns 0 or -1 with c->err. */
int perf_strip_cargo_toml(perf_run_ctx *c, const char *path);

/* 1 when the Cargo.toml at `path` names a dependency (a [dependencies],
 * [build-dependencies] or [target.*.dependencies] table with an entry, or
 * a [dependencies.NAME] table; dev-dependencies are stripped before), 0
 * when it names none. For messages only. */
int perf_cargo_toml_has_dependencies(const char *path);

/* Writes HOME/config.toml: crates.io replaced by the directory `crates`
 * (Debian's registry, or the benchmark's vendor/), offline. Returns 0 or
 * -1 with c->err. */
int perf_write_cargo_home(perf_run_ctx *c, const char *home, const char *crates);

#endif
