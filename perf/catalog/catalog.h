/* catalog.h — what the database holds, by name and in lists: artifacts
 * (compiler builds) and the test cases that have results. The one place
 * their SQL is written, for the verbs, the reports and the server, so
 * that the terminal and the pages show the same rows in the same order.
 *
 * Every function returns -1 with one line in err on a database failure;
 * err may be NULL when errlen is 0. */
#ifndef PERF_CATALOG_H
#define PERF_CATALOG_H

#include <stddef.h>
#include <stdint.h>

#include "../db/db.h"

/* One artifact, a compiler build as stored in the artifact table (the
 * queue's jobs carry one too). Strings are malloc'd, NULL for SQL NULL or
 * what the maker did not read. */
typedef struct perf_artifact {
    int64_t id;
    char *name;
    char *kind;        /* "rustc" | "gcc" | "clang" */
    char *compiler;    /* absolute path */
    char *cargo;       /* absolute path of cargo, or NULL (C compilers) */
    char *version;     /* `rustc -vV` / `cc --version` first line */
    char *date;        /* ISO 8601, orders the history */
    char *added_at;    /* ISO 8601, when `artifact add` ran */
    int64_t parent_id; /* 0: none */
    char *parent;      /* the parent's name, or NULL */
    /* how many self-profiles and samples the database holds of it */
    int64_t self_profiles, samples;
} perf_artifact;

/* The artifact called `name` into *a (freed with perf_artifact_clear).
 * 1 found, 0 no such artifact (*a zeroed), -1 error. */
int perf_artifact_find(perf_db *db, const char *name, perf_artifact *a, char *err, size_t errlen);

/* The artifact with id `id`, as perf_artifact_find gives it (the same
 * columns: the queue reads a claimed job's artifact with it). 1 found, 0
 * no such artifact (*a zeroed), -1 error. */
int perf_artifact_get(perf_db *db, int64_t id, perf_artifact *a, char *err, size_t errlen);

/* Every artifact, in the one order of every list of them: newest date
 * first, and of one date the last added first (date DESC, id DESC, as
 * compare's history walks them). *list is malloc'd (free it with
 * perf_artifact_list_free), NULL when there are none. 0 or -1. */
int perf_artifact_list(perf_db *db, perf_artifact **list, size_t *n, char *err, size_t errlen);

/* Adds an artifact from a's name, kind, compiler, cargo, version, date,
 * added_at (text, cargo may be NULL) and parent_id (0: none); a->id is
 * ignored. The caller checks the name is new (the table's UNIQUE
 * constraint refuses it otherwise, as an error). 0 or -1. */
int perf_artifact_add(perf_db *db, const perf_artifact *a, char *err, size_t errlen);

/* Frees a's strings and zeroes it; a zeroed artifact is fine. */
void perf_artifact_clear(perf_artifact *a);

/* Frees a list from perf_artifact_list. */
void perf_artifact_list_free(perf_artifact *list, size_t n);

/* One test case that has results (samples or a self-profile), of any
 * artifact: its benchmark (name, language, category), profile, scenario. */
typedef struct perf_catalog_case {
    char *benchmark, *language, *category, *profile, *scenario;
} perf_catalog_case;

/* Every test case with results, ordered by benchmark, profile, scenario.
 * *list is malloc'd (perf_catalog_cases_free), NULL when there are none.
 * 0 or -1. */
int perf_catalog_cases(perf_db *db, perf_catalog_case **list, size_t *n, char *err, size_t errlen);

/* Frees a list from perf_catalog_cases. */
void perf_catalog_cases_free(perf_catalog_case *list, size_t n);

/* Whether p is a profile that runs (the table of perf/profile/profile.h:
 * check, debug, opt, o3, os, lto, doc) and s a scenario
 * (full, incr-full, incr-unchanged, "incr-patched: NAME"), as the verbs
 * and the API accept them: 1 or 0. */
int perf_profile_valid(const char *p);
int perf_scenario_valid(const char *s);

#endif
