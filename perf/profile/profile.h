/* profile.h — what each profile is, written once: its name (and
 * rustc-perf's spelling), the languages that have it, whether a queue
 * without --profiles runs it, whether it needs a linked program, and for
 * gcc and clang the flags it compiles with. The suite's parser, the
 * runner, `queue`, `import`, the server's test-case names and the help
 * read the table through these functions and never list profile names
 * themselves.
 *
 * The lowest room of perf/, beside metric/: it uses nothing else of
 * perf/ and no database, so every room may use it
 * (docs/architecture.md). */
#ifndef PERF_PROFILE_H
#define PERF_PROFILE_H

#include <stddef.h>

/* The languages of a profile (a benchmark's "language"). */
#define PERF_PROFILE_RUST 1u
#define PERF_PROFILE_C 2u /* C and C++: gcc and clang artifacts */

/* The most flags a profile gives a gcc or clang invocation. */
#define PERF_PROFILE_MAX_FLAGS 3

/* One row of the table. */
typedef struct perf_profile_def {
    const char *name;       /* canonical: "check", "o3", ... */
    const char *rustc_perf; /* rustc-perf's spelling ("Check"), or NULL */
    unsigned languages;     /* PERF_PROFILE_RUST | PERF_PROFILE_C; 0: known to
                               excluded_profiles (rustc-perf's Clippy, DocJson)
                               but never run */
    int by_default;         /* run by a queue without --profiles */
    int links;              /* only for benchmarks linked into a program
                               ("artifact": "binary"): the flags reach the link */
    const char *flags[PERF_PROFILE_MAX_FLAGS + 1]; /* gcc/clang flags, NULL-ended */
    const char *what;                              /* one line for the help */
} perf_profile_def;

/* The table, in canonical order (the order a benchmark lists its
 * profiles and the help lists them); *n its length. */
const perf_profile_def *perf_profile_table(size_t *n);

/* The row of the canonical `name`, or NULL. */
const perf_profile_def *perf_profile_find(const char *name);

/* The row of `name` as a perf-config.json may spell it: canonical in any
 * case ("O3", "Debug") or rustc-perf's ("DocJson"); NULL when unknown. */
const perf_profile_def *perf_profile_parse(const char *name);

/* 1 when benchmarks of `language` ("rust" or "c") have profile `p`. */
int perf_profile_for(const perf_profile_def *p, const char *language);

/* The names of the profiles of `language` ("rust", "c", or NULL for
 * every profile that runs), comma-separated into buf ("check, debug,
 * opt, doc"); buf. */
const char *perf_profile_names(const char *language, char *buf, size_t len);

#endif
