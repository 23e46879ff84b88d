/* prune.h — the retention policy (`selfprof-perf prune`): which stored
 * bytes an operator's rules drop, the drop itself and the space given
 * back. Aggregated rows (sample, self_profile, artifact, job) are never
 * dropped: only raw profiles (raw_blob, schema/0003_raw_blob.sql) and the
 * per-query data of self-profiles (query_block, artifact_size).
 * Prints nothing: the verb (verbs/cmd_prune.c) says what happened. */
#ifndef PERF_PRUNE_H
#define PERF_PRUNE_H

#include <stddef.h>
#include <stdint.h>

#include "../db/db.h"

/* The operator's rules. An artifact's raw profiles are dropped when
 * keep_raw_last >= 0, it is not among the newest keep_raw_last artifacts
 * (by date, then id) and not a release kept by keep_raw_releases. Its
 * per-query rows are dropped when drop_queries_before is set and its date
 * sorts before it (ISO 8601 text: "2026-01-01" drops 2025-12-31T23:00Z). */
typedef struct perf_prune_rules {
    long keep_raw_last;              /* -1: raw profiles are not thinned */
    int keep_raw_releases;           /* keep those of perf_prune_is_release names */
    const char *drop_queries_before; /* NULL: per-query rows are kept */
    int apply;                       /* 0: dry run, nothing is written */
    int vacuum;                      /* with apply: give the space back */
    int vacuum_full;                 /* PostgreSQL: VACUUM FULL the row tables too */
} perf_prune_rules;

/* What the rules drop (dry run) or dropped (apply). */
typedef struct perf_prune_effect {
    int64_t artifacts;       /* artifacts in the database */
    int64_t raw_artifacts;   /* artifacts whose raw profiles go */
    int64_t raw_files;       /* raw_blob rows that go */
    int64_t raw_bytes;       /* their compressed bytes */
    int64_t query_artifacts; /* artifacts whose per-query rows go */
    int64_t query_rows;      /* labels of the query_blocks + artifact_size rows */
    int64_t disk_before;     /* the database's bytes on disk before */
    int64_t disk_after;      /* after (apply), else -1 */
} perf_prune_effect;

/* Called for each artifact the rules touch, newest first: its name, date
 * and what goes (raw profiles: raw_files > 0 or per-query rows:
 * query_rows > 0); for `prune --list`. */
typedef void (*perf_prune_each)(void *ctx, const char *name, const char *date, int64_t raw_files,
                                int64_t query_rows);

/* 1 if an artifact name looks like a release: an optional word and '-'
 * ("rustc-", "gcc-"), an optional 'v', then N.N or N.N.N and nothing more
 * ("1.95.0", "v1.63", "gcc-12.2"); 0 otherwise ("nightly-2026-01-02",
 * a commit hash, "1.95.0-beta.1"). */
int perf_prune_is_release(const char *name);

/* What the rules drop of one artifact: its raw profiles, its per-query
 * rows; perf_prune_drops returns a set of these. */
enum { PERF_PRUNE_RAW = 1, PERF_PRUNE_QUERIES = 2 };

/* What `rules` drop of the artifact `name` of `date` that is the rank-th
 * newest of the database (0: the newest; perf_artifact_list's order:
 * date, then the last added first): PERF_PRUNE_RAW and/or PERF_PRUNE_QUERIES by the rules above, or 0
 * when it is kept whole. Pure (no database): perf_prune asks it of each
 * artifact, so a test can ask it of made-up ones. */
int perf_prune_drops(const perf_prune_rules *rules, size_t rank, const char *name,
                     const char *date);

/* Applies `rules` to db: counts what they drop and, with rules->apply,
 * drops it, one artifact per transaction (collectors and serve go on
 * meanwhile; each noted in the change log, store/change_log.h), then with rules->vacuum gives the space back (SQLite:
 * VACUUM and a WAL checkpoint; PostgreSQL: VACUUM FULL raw_blob, VACUUM
 * of the row tables, or VACUUM FULL of them with vacuum_full). Fills
 * *out; `each` (may be NULL) sees every artifact touched. 0, or -1 with
 * err (what was dropped before the failure stays dropped: running the
 * same rules again finishes the work). */
int perf_prune(perf_db *db, const perf_prune_rules *rules, perf_prune_effect *out,
               perf_prune_each each, void *ctx, char *err, size_t errlen);

/* The database's size in bytes: SQLite page_count x page_size (the
 * database as its connections see it, free pages included, WAL or not),
 * PostgreSQL pg_database_size. -1 with err on failure. */
int64_t perf_prune_disk_bytes(perf_db *db, char *err, size_t errlen);

#endif
