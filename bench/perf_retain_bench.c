/* perf_retain_bench.c — the bytes an artifact costs in the dashboard's
 * database, and what `selfprof-perf prune` gives back (issue 27, "Storage
 * that fits years").
 *
 * Usage: perf_retain_bench PROFILE [--artifacts N] [--cases T]
 *                          [--self-profiles R] [--pg URL]
 *
 * Builds a history in the real schema through the collector's own store
 * path: N artifacts (default 20), each with T test cases (default 30),
 * each with 5 metrics x 4 iterations of samples and the self-profile of
 * PROFILE (its summary as a query_block, artifact sizes and zstd raw
 * file; with R > 1 (default 1) the block holds R - 1 further
 * self-profiled runs too, each query's self time within +-3% of the
 * first's, as queue --self-profiles R stores them). Then
 * prunes it as an operator keeping years would: the raw profiles of the
 * newest 5 artifacts, the per-query rows of the newer half (perf_prune,
 * --apply, VACUUM). Prints `NAME VALUE UNIT` lines: bytes per artifact
 * before and after, split into raw profiles (their compressed bytes) and
 * the rest (rows and indexes), the query_blocks' bytes alone, and the
 * prune's time. SQLite in a new file
 * (WAL); with --pg URL the same on that PostgreSQL database too (its
 * public schema is emptied first: give it a database of its own),
 * perf_retain_pg_*. */
#include <selfprof/summary.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_util.h"
#include "db/db.h"
#include "db/migrate.h"
#include "retain/prune.h"
#include "store/self_profile_store.h"
#include "store/sql_run.h"

static void must(int ok, const char *what, const char *err)
{
    if (!ok) {
        fprintf(stderr, "perf_retain_bench: %s: %s\n", what, err);
        exit(1);
    }
}

static const char *const METRICS[] = {"wall-time", "cpu-time", "max-rss", "size:object",
                                      "instructions:u"};

/* One artifact: its row, then every test case's samples and self-profile,
 * in one transaction as a job's completion stores them. */
/* The further self-profiled runs every test case stores. */
static perf_further_run *g_runs;
static size_t g_nruns;

static void add_artifact(perf_db *db, int a, int cases, const selfprof_summary *s,
                         const perf_raw_file *raw, char *err, size_t errlen)
{
    char name[32], date[32];
    snprintf(name, sizeof name, "a%05d", a);
    snprintf(date, sizeof date, "2026-01-01T%02d:%02d:%02dZ", a / 3600, a / 60 % 60, a % 60);
    int64_t art;
    must(perf_db_begin(db, err, errlen) == 0, "begin", err);
    must(perf_sql_run(db,
                      "INSERT INTO artifact (name, kind, compiler, version, date, added_at) "
                      "VALUES ($1, 'rustc', '/usr/bin/rustc', 'rustc', $2, $2) RETURNING id",
                      err, errlen, &art, "tt", name, date) == PERF_DB_ROW,
         "artifact", err);
    for (int c = 0; c < cases; c++) {
        for (int m = 0; m < 5; m++)
            for (int it = 0; it < 4; it++)
                must(perf_sql_run(db,
                                  "INSERT INTO sample (artifact_id, benchmark_id, profile, "
                                  "scenario, metric_id, iteration, self_profiled, value) "
                                  "VALUES ($1, $2, 'check', 'full', $3, $4, $5, $6)",
                                  err, errlen, NULL, "iiiiid", art, (int64_t)c + 1, (int64_t)m + 1,
                                  (int64_t)it, (int64_t)(it == 0), 1.0 + it + c) != PERF_DB_ERROR,
                     "sample", err);
        must(perf_store_self_profile_runs(db, art, c + 1, "check", "full", s, -1, g_runs, g_nruns,
                                          raw, 1, err, errlen) == 0,
             "self-profile", err);
    }
    must(perf_db_commit(db, err, errlen) == 0, "commit", err);
}

static int64_t raw_bytes(perf_db *db, char *err, size_t errlen)
{
    int64_t v;
    must(perf_sql_run(db, "SELECT COALESCE(SUM(LENGTH(zstd)), 0) FROM raw_blob", err, errlen, &v,
                      "") != PERF_DB_ERROR,
         "raw bytes", err);
    return v;
}

static void run(const char *url, const char *tag, int artifacts, int cases,
                const selfprof_summary *s, const perf_raw_file *raw)
{
    char err[4096];
    perf_db *db;
    must(perf_db_open(url, 0, &db, err, sizeof err) == 0, "open", err);
    if (!strcmp(perf_db_engine(db), "postgres"))
        must(perf_db_exec(db, "DROP SCHEMA public CASCADE; CREATE SCHEMA public", err,
                          sizeof err) == 0,
             "empty the database", err);
    must(perf_db_migrate(db, err, sizeof err) >= 0, "migrate", err);
    for (int m = 0; m < 5; m++)
        must(perf_sql_run(db, "INSERT INTO metric (name, unit) VALUES ($1, 'x')", err, sizeof err,
                          NULL, "t", METRICS[m]) != PERF_DB_ERROR,
             "metric", err);
    for (int c = 0; c < cases; c++) {
        char b[32];
        snprintf(b, sizeof b, "b%03d", c);
        must(perf_sql_run(db,
                          "INSERT INTO benchmark (name, language, category, suite) "
                          "VALUES ($1, 'rust', 'primary', '-')",
                          err, sizeof err, NULL, "t", b) != PERF_DB_ERROR,
             "benchmark", err);
    }
    const selfprof_summary *one[1] = {s};
    must(perf_store_ensure_labels(db, one, 1, err, sizeof err) == 0, "labels", err);
    for (int a = 0; a < artifacts; a++)
        add_artifact(db, a, cases, s, raw, err, sizeof err);
    /* Measured after a VACUUM, so that before and after are both compact. */
    must(perf_db_exec(db, strcmp(perf_db_engine(db), "postgres") ? "VACUUM" : "VACUUM FULL ANALYZE",
                      err, sizeof err) == 0,
         "vacuum", err);
    int64_t disk0 = perf_prune_disk_bytes(db, err, sizeof err),
            raw0 = raw_bytes(db, err, sizeof err), blocks0;
    must(disk0 > 0, "size", err);
    must(perf_sql_run(db, "SELECT SUM(LENGTH(zstd)) FROM query_block", err, sizeof err, &blocks0,
                      "") == PERF_DB_ROW,
         "block bytes", err);
    /* The newer half's date: the artifact in the middle's. */
    char half[32];
    int mid = artifacts / 2;
    snprintf(half, sizeof half, "2026-01-01T%02d:%02d:%02dZ", mid / 3600, mid / 60 % 60, mid % 60);
    perf_prune_rules rules = {
        .keep_raw_last = 5, .drop_queries_before = half, .apply = 1, .vacuum = 1, .vacuum_full = 1};
    perf_prune_effect e;
    double t0 = bench_now();
    must(perf_prune(db, &rules, &e, NULL, NULL, err, sizeof err) == 0, "prune", err);
    double ms = (bench_now() - t0) * 1e3;
    int64_t raw1 = raw_bytes(db, err, sizeof err);
    perf_db_close(db);
    printf("perf_retain_%squery_block_bytes_per_self_profile %lld bytes\n", tag,
           (long long)(blocks0 / artifacts / cases));
    printf("perf_retain_%sartifacts %d count\n", tag, artifacts);
    printf("perf_retain_%stest_cases_per_artifact %d count\n", tag, cases);
    printf("perf_retain_%sbytes_per_artifact_before %lld bytes\n", tag,
           (long long)(disk0 / artifacts));
    printf("perf_retain_%sraw_bytes_per_artifact_before %lld bytes\n", tag,
           (long long)(raw0 / artifacts));
    printf("perf_retain_%srow_bytes_per_artifact_before %lld bytes\n", tag,
           (long long)((disk0 - raw0) / artifacts));
    printf("perf_retain_%sbytes_per_artifact_after %lld bytes\n", tag,
           (long long)(e.disk_after / artifacts));
    printf("perf_retain_%sraw_bytes_per_artifact_after %lld bytes\n", tag,
           (long long)(raw1 / artifacts));
    printf("perf_retain_%srow_bytes_per_artifact_after %lld bytes\n", tag,
           (long long)((e.disk_after - raw1) / artifacts));
    printf("perf_retain_%sprune_ms %.0f ms\n", tag, ms);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: perf_retain_bench PROFILE [--artifacts N] [--cases T] "
                        "[--self-profiles R] [--pg URL]\n");
        return 2;
    }
    int artifacts = 20, cases = 30, profiles = 1;
    const char *pg = NULL;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--artifacts"))
            artifacts = (int)strtol(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "--cases"))
            cases = (int)strtol(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "--self-profiles"))
            profiles = (int)strtol(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "--pg"))
            pg = argv[i + 1];
    }
    if (artifacts < 2 || cases < 1 || cases > 999 || profiles < 1 || profiles > 10) {
        fprintf(stderr,
                "perf_retain_bench: --artifacts >= 2, --cases 1..999, --self-profiles 1..10\n");
        return 2;
    }
    char err[4096];
    uint64_t untracked;
    const char *paths[1] = {argv[1]};
    selfprof_summary *s = perf_summarize_files(paths, 1, &untracked, err, sizeof err);
    must(s != NULL, argv[1], err);
    perf_raw_file raw;
    must(perf_raw_file_load(argv[1], &raw, err, sizeof err) == 0, argv[1], err);
    /* the further runs: s's rows, each self time moved by a fixed
     * pseudo-random -3% .. +3% */
    static selfprof_summary further[9]; /* static: g_runs points into them */
    static perf_further_run runs[9];
    uint64_t x = 0x9E3779B97F4A7C15u;
    for (int r = 0; r + 1 < profiles; r++) {
        further[r] = *s;
        further[r].rows = malloc(s->row_count * sizeof *s->rows);
        must(further[r].rows != NULL, "memory", "");
        memcpy(further[r].rows, s->rows, s->row_count * sizeof *s->rows);
        for (size_t i = 0; i < s->row_count; i++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            further[r].rows[i].self_time += further[r].rows[i].self_time *
                                            ((int64_t)(x % 61) - 30) / 1000;
        }
        runs[r] = (perf_further_run){r + 1, &further[r]};
    }
    g_runs = runs;
    g_nruns = (size_t)profiles - 1;
    printf("perf_retain_self_profiles_per_test_case %d count\n", profiles);
    char dir[] = "/tmp/perf_retain_bench.XXXXXX", url[64], path[64];
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    snprintf(url, sizeof url, "sqlite:%s/bench.db", dir);
    run(url, "", artifacts, cases, s, &raw);
    const char *suffix[] = {"", "-wal", "-shm"};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/bench.db%s", dir, suffix[i]);
        unlink(path);
    }
    rmdir(dir);
    if (pg)
        run(pg, "pg_", artifacts, cases, s, &raw);
    perf_raw_file_clear(&raw);
    for (int r = 0; r + 1 < profiles; r++)
        free(further[r].rows);
    selfprof_summary_free(s);
    return 0;
}
