/* bench_config.h — one benchmark's parsed perf-config.json (perf_bench's
 * `config`), what the runner needs beyond suite.h.
 *
 * The format (perf/benchmarks/README.md): rustc-perf's fields, plus ours:
 *   "language": "rust" (default) | "c"
 *   "source": where the sources come from: "debian:CRATE" (the newest
 *             CRATE-VERSION directory of Debian's crate registry,
 *             /usr/share/cargo/registry, or $SELFPROF_PERF_CRATE_REGISTRY),
 *             an absolute path, or a path relative to the benchmark's
 *             directory; absent: the benchmark's directory itself.
 *   "debian_package": the package that ships that source (for messages).
 *   C only: "files" (translation units, relative to the source), "cflags",
 *           "include_dirs", "ldflags"; "artifact" "library" compiles each
 *           file with -c, "binary" links them into one program.
 * Paths inside the source (cargo_toml, touch_file, files) are relative and
 * never leave it (no absolute path, no ".." component). */
#ifndef PERF_BENCH_CONFIG_H
#define PERF_BENCH_CONFIG_H

#include <stddef.h>

struct perf_bench;

typedef struct perf_strv {
    char **v;
    size_t n;
    size_t cap; /* room in v (sup_grow) */
} perf_strv;

typedef struct perf_patch {
    int number; /* N of N-name.patch */
    char *name; /* "name": the scenario is "incr-patched: name" */
    char *path; /* absolute path of the file */
} perf_patch;

typedef struct perf_bench_config {
    char *artifact;             /* "library" | "binary" */
    char *source;               /* NULL (the benchmark's dir), "debian:CRATE" or an absolute path */
    char *debian_package;       /* or NULL */
    perf_strv cargo_opts;       /* rustc-perf's cargo_opts, split at white space */
    perf_strv cargo_rustc_opts; /* extra arguments of the leaf crate's rustc */
    char *cargo_toml;           /* relative to the source, or NULL (Cargo.toml) */
    char *touch_file;           /* relative to the source, or NULL (src/lib.rs | src/main.rs) */
    int runs;                   /* at most this many clean iterations; 0: no limit */
    perf_patch *patches;        /* sorted by number */
    size_t patch_count;
    /* C */
    perf_strv files;
    perf_strv cflags;
    perf_strv include_dirs; /* relative to the source, or absolute */
    perf_strv ldflags;
} perf_bench_config;

/* Parses and validates the perf-config.json text `json[0..len)` of the
 * benchmark in directory `dir` called `name` (`file`: the config's path,
 * for messages) with the patch files `patches[0..npatch)` found next to it
 * (their names, "N-name.patch"), and fills *b (its strings malloc'ed; free
 * with perf_bench_clear). Returns 0, or -1 with err "FILE: what is wrong".
 * Never reads a file; the fuzz target calls it on arbitrary bytes. */
int perf_bench_parse(const char *json, size_t len, const char *file, const char *dir,
                     const char *name, const char *const *patches, size_t npatch,
                     struct perf_bench *b, char *err, size_t errlen);

/* Frees what *b owns (not b itself) and zeroes it. */
void perf_bench_clear(struct perf_bench *b);

/* 1 when `file` is a patch name "N-name.patch" (N decimal, name not
 * empty); *number and the name's bounds are set then. */
int perf_patch_name_parse(const char *file, int *number, size_t *name_start, size_t *name_len);

#endif
