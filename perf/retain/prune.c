/* prune.c — the retention policy: see prune.h. The rules are decided in C
 * over the artifact list (one small table), the drops are one artifact's
 * rows per transaction, so that a prune of years of history never holds
 * the database's write lock for long. */
#include "prune.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../catalog/catalog.h"
#include "../store/change_log.h"
#include "../store/sql_run.h"

int perf_prune_is_release(const char *name)
{
    static const char PATTERN[] = "^([A-Za-z]+-)?v?[0-9]+\\.[0-9]+(\\.[0-9]+)?$";
    regex_t re;
    if (regcomp(&re, PATTERN, REG_EXTENDED | REG_NOSUB) != 0)
        return 0;
    int hit = regexec(&re, name, 0, NULL, 0) == 0;
    regfree(&re);
    return hit;
}

int perf_prune_drops(const perf_prune_rules *rules, size_t rank, const char *name, const char *date)
{
    int raw = rules->keep_raw_last >= 0 && rank >= (size_t)rules->keep_raw_last &&
              !(rules->keep_raw_releases && perf_prune_is_release(name));
    int queries = rules->drop_queries_before && strcmp(date, rules->drop_queries_before) < 0;
    return (raw ? PERF_PRUNE_RAW : 0) | (queries ? PERF_PRUNE_QUERIES : 0);
}

/* The first column of a one-row query whose parameter $1 (if any) is
 * `art`: a count or a size. -1 on error. */
static int64_t one_value(perf_db *db, const char *sql, int64_t art, char *err, size_t errlen)
{
    int64_t v;
    return perf_sql_run(db, sql, err, errlen, &v, strstr(sql, "$1") ? "i" : "", art) ==
                   PERF_DB_ERROR
               ? -1
               : v;
}

int64_t perf_prune_disk_bytes(perf_db *db, char *err, size_t errlen)
{
    int pg = strcmp(perf_db_engine(db), "postgres") == 0;
    return one_value(db,
                     pg ? "SELECT pg_database_size(current_database())"
                        : "SELECT p.page_count * s.page_size FROM pragma_page_count() p, "
                          "pragma_page_size() s",
                     0, err, errlen);
}

/* The self-profiles of artifact $1. */
#define OF_ARTIFACT "self_profile_id IN (SELECT id FROM self_profile WHERE artifact_id = $1)"

/* The per-query tables and what counts as their rows: a block holds a
 * row per label (the rows query_row held before migration 8). */
static const struct {
    const char *table, *rows;
} QUERY_TABLES[] = {{"query_block", "COALESCE(SUM(labels), 0)"}, {"artifact_size", "count(*)"}};

/* Counts (and with apply, drops in one transaction) what the rules drop of
 * one artifact: raw profiles when `raw`, per-query rows when `queries`. */
static int prune_artifact(perf_db *db, int64_t art, int raw, int queries, int apply,
                          int64_t *raw_files, int64_t *raw_bytes, int64_t *query_rows, char *err,
                          size_t errlen)
{
    char sql[256];
    *raw_files = *raw_bytes = *query_rows = 0;
    if (apply && perf_db_begin(db, err, errlen) < 0)
        return -1;
    int ok = 1;
    if (raw) {
        ok = (*raw_files = one_value(db, "SELECT count(*) FROM raw_blob WHERE " OF_ARTIFACT, art,
                                     err, errlen)) >= 0 &&
             (*raw_bytes = one_value(db,
                                     "SELECT COALESCE(SUM(LENGTH(zstd)), 0) FROM raw_blob "
                                     "WHERE " OF_ARTIFACT,
                                     art, err, errlen)) >= 0 &&
             (!apply || perf_sql_run(db, "DELETE FROM raw_blob WHERE " OF_ARTIFACT, err, errlen,
                                     NULL, "i", art) == PERF_DB_DONE);
    }
    for (size_t i = 0; ok && queries && i < sizeof QUERY_TABLES / sizeof *QUERY_TABLES; i++) {
        snprintf(sql, sizeof sql, "SELECT %s FROM %s WHERE " OF_ARTIFACT, QUERY_TABLES[i].rows,
                 QUERY_TABLES[i].table);
        int64_t n = one_value(db, sql, art, err, errlen);
        ok = n >= 0;
        *query_rows += ok ? n : 0;
        snprintf(sql, sizeof sql, "DELETE FROM %s WHERE " OF_ARTIFACT, QUERY_TABLES[i].table);
        /* a block of no labels goes too */
        if (ok && apply && (n > 0 || i == 0))
            ok = perf_sql_run(db, sql, err, errlen, NULL, "i", art) == PERF_DB_DONE;
    }
    /* serve's cache drops this artifact's answers (change_log.h) */
    if (apply && ok && (*raw_files > 0 || *query_rows > 0))
        ok = perf_change_note(db, art, err, errlen) == 0;
    if (apply && ok && perf_db_commit(db, err, errlen) < 0)
        ok = 0;
    if (apply && !ok)
        perf_db_rollback(db);
    return ok ? 0 : -1;
}

/* Gives the freed space back (see prune.h). */
static int vacuum(perf_db *db, const perf_prune_rules *r, char *err, size_t errlen)
{
    if (strcmp(perf_db_engine(db), "postgres") != 0)
        /* VACUUM rewrites the file (the WAL holds the new pages), the
         * checkpoint moves them into it and truncates the WAL. */
        return perf_db_exec(db, "VACUUM; PRAGMA wal_checkpoint(TRUNCATE)", err, errlen);
    /* raw_blob is read by the raw downloads alone: rewriting it under
     * its exclusive lock stops no page. The row tables are read by
     * detail: a plain VACUUM makes their space reusable without a lock. */
    const char *const steps[] = {
        "SET lock_timeout = 0", /* wait for the raw downloads, however long */
        "VACUUM FULL raw_blob",
        r->vacuum_full ? "VACUUM FULL query_block, artifact_size"
                       : "VACUUM query_block, artifact_size",
        "RESET lock_timeout"};
    for (size_t i = 0; i < sizeof steps / sizeof *steps; i++)
        if (perf_db_exec(db, steps[i], err, errlen) < 0)
            return -1;
    return 0;
}

int perf_prune(perf_db *db, const perf_prune_rules *rules, perf_prune_effect *out,
               perf_prune_each each, void *ctx, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->disk_after = -1;
    if ((out->disk_before = perf_prune_disk_bytes(db, err, errlen)) < 0)
        return -1;
    perf_artifact *arts; /* newest first: the catalog's order */
    size_t n;
    if (perf_artifact_list(db, &arts, &n, err, errlen) < 0)
        return -1;
    out->artifacts = (int64_t)n;
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        int drops = perf_prune_drops(rules, i, arts[i].name, arts[i].date);
        if (!drops)
            continue;
        int64_t files, bytes, rows;
        rc = prune_artifact(db, arts[i].id, drops & PERF_PRUNE_RAW, drops & PERF_PRUNE_QUERIES,
                            rules->apply, &files, &bytes, &rows, err, errlen);
        if (rc < 0 || (files == 0 && rows == 0))
            continue;
        out->raw_artifacts += files > 0;
        out->raw_files += files;
        out->raw_bytes += bytes;
        out->query_artifacts += rows > 0;
        out->query_rows += rows;
        if (each)
            each(ctx, arts[i].name, arts[i].date, files, rows);
    }
    perf_artifact_list_free(arts, n);
    if (rc == 0 && rules->apply && rules->vacuum && vacuum(db, rules, err, errlen) < 0)
        rc = -1;
    if (rc == 0 && rules->apply && (out->disk_after = perf_prune_disk_bytes(db, err, errlen)) < 0)
        rc = -1;
    return rc;
}
