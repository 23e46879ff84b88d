/* suite.h — a benchmark suite on disk, in rustc-perf's layout.
 *
 * A suite is a directory with one sub-directory per benchmark:
 *   Rust: a cargo project, perf-config.json (rustc-perf's fields: artifact,
 *         category, cargo_opts, cargo_rustc_opts, cargo_toml, touch_file,
 *         excluded_profiles, excluded_scenarios, runs, disabled) and
 *         numbered patches N-name.patch (the incr-patched scenarios, applied
 *         cumulatively in order).
 *   C:    sources and a perf-config.json with "language": "c" and the files
 *         and flags to compile (see perf/benchmarks/README.md).
 * Loading validates every config: a broken one is an error naming the file
 * and what is wrong, never a crash. */
#ifndef PERF_SUITE_H
#define PERF_SUITE_H

#include <stddef.h>

typedef struct perf_bench {
    char *name;     /* the directory name */
    char *dir;      /* absolute path of the benchmark's directory */
    char *language; /* "rust" | "c" */
    char *category; /* "primary" | "secondary" | "stable" */
    int disabled;
    char **profiles; /* allowed profiles in the table's order (perf/profile/profile.h), after
                        exclusions */
    size_t profile_count;
    char **scenarios; /* allowed scenarios in run order ("full", "incr-full",
                         "incr-unchanged", "incr-patched: NAME"...), after exclusions */
    size_t scenario_count;
    void *config; /* the loader's private parsed config, for the runner */
} perf_bench;

/* A benchmark directory that does not load (perf_suite_load_each). */
typedef struct perf_broken_bench {
    char *name;  /* the directory name */
    char *error; /* "DIR/NAME/perf-config.json: what is wrong" */
} perf_broken_bench;

typedef struct perf_suite {
    char *dir;           /* absolute path */
    perf_bench *benches; /* sorted by name */
    size_t count;
    perf_broken_bench *broken; /* sorted by name; only from perf_suite_load_each */
    size_t broken_count;
} perf_suite;

/* The suite shipped with selfprof-perf (perf/benchmarks, installed under
 * the data directory); used when --suite is not given. */
const char *perf_suite_default_dir(void);

/* Loads the suite in `dir`. Returns 0 and *out (perf_suite_free it), or -1
 * with err ("DIR/NAME/perf-config.json: what is wrong"). */
int perf_suite_load(const char *dir, perf_suite **out, char *err, size_t errlen);

/* perf_suite_load, except that a benchmark directory that does not load
 * (an empty new directory, a broken perf-config.json or patch name, a bad
 * directory name) does not fail the suite: it is listed in suite->broken
 * with its message, and the others load. Why: one bad entry must fail
 * only its own jobs, never `queue` or the collection of the others.
 * -1 with err only when the directory itself cannot be read or holds no
 * benchmark directory at all. */
int perf_suite_load_each(const char *dir, perf_suite **out, char *err, size_t errlen);

/* The message of benchmark `name` when its directory is broken
 * (perf_suite_load_each), else NULL. */
const char *perf_suite_broken(const perf_suite *suite, const char *name);

/* The benchmark called `name`, or NULL. */
const perf_bench *perf_suite_find(const perf_suite *suite, const char *name);

/* Frees the suite; NULL is allowed. */
void perf_suite_free(perf_suite *suite);

#endif
