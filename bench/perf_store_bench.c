/* perf_store_bench.c — the cost of storing one self-profile in the
 * dashboard's SQLite database (issue 10's goal: the rows of a syn-sized
 * profile, ~3,000 labels, in at most 50 ms), and the bytes it takes.
 *
 * Usage: perf_store_bench PROFILE [--runs N] [--pg URL]
 *
 * Each run stores PROFILE into a new database file (WAL, as selfprof-perf
 * uses it) with perf_store_self_profile, which summarizes, compresses and
 * inserts in one transaction. The summary and the compression are timed
 * alone too, so the part the database costs is the difference. Medians of
 * N runs (default 5). Prints `NAME VALUE UNIT` lines. With --pg URL the
 * same store also runs on that PostgreSQL database (its public schema is
 * emptied before each run: give it a database of its own), side by side:
 * perf_store_pg_*. scripts/run-bench.sh starts a PostgreSQL server of its
 * own for it (tests/pg/pg_server.sh, as the tests do).
 *
 * perf_store_rows_ms (and _pg_) is the summary's rows alone, as the
 * collector stores them (perf_store_ensure_labels and
 * perf_store_self_profile_rows in one transaction, without the raw file):
 * issue 25's goal is at most 50 ms on both engines (PostgreSQL took 640 ms
 * with one statement per label). */
#include <selfprof/profile.h>
#include <selfprof/summary.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include "bench_util.h"
#include "db/db.h"
#include "db/migrate.h"
#include "store/self_profile_store.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return v[n / 2];
}

static double time_summarize(const char *path, size_t *rows)
{
    double t0 = bench_now();
    selfprof_error e;
    selfprof_profile *p;
    selfprof_summary *s;
    if (selfprof_profile_open(path, &p, &e) != SELFPROF_OK ||
        selfprof_summarize(p, NULL, &s, &e) != SELFPROF_OK) {
        fprintf(stderr, "perf_store_bench: %s: %s\n", path, e.message);
        exit(1);
    }
    double t = bench_now() - t0;
    *rows = s->row_count;
    selfprof_summary_free(s);
    selfprof_profile_close(p);
    return t;
}

static double time_compress(const char *path)
{
    FILE *f = fopen(path, "rb");
    struct stat st;
    if (!f || fstat(fileno(f), &st) < 0)
        exit(1);
    size_t n = (size_t)st.st_size;
    char *buf = malloc(n), *z = malloc(ZSTD_compressBound(n));
    if (!buf || !z || fread(buf, 1, n, f) != n)
        exit(1);
    fclose(f);
    double t0 = bench_now();
    size_t zn = ZSTD_compress(z, ZSTD_compressBound(n), buf, n, 3);
    double t = bench_now() - t0;
    if (ZSTD_isError(zn))
        exit(1);
    free(buf);
    free(z);
    return t;
}

/* One store into a fresh database (SQLite: a new file in dir; pg_url: its
 * schema emptied); returns seconds, sets *db_bytes (SQLite only). */
static double time_store(const char *path, const char *dir, int run, const char *pg_url,
                         long *db_bytes, double *rows_seconds)
{
    char file[4096], url[4200], err[1024];
    snprintf(file, sizeof file, "%s/store-%d.db", dir, run);
    snprintf(url, sizeof url, "sqlite:%s", file);
    perf_db *db;
    if (perf_db_open(pg_url ? pg_url : url, 0, &db, err, sizeof err) < 0 ||
        (pg_url && perf_db_exec(db, "DROP SCHEMA public CASCADE; CREATE SCHEMA public", err,
                                sizeof err) < 0) ||
        perf_db_migrate(db, err, sizeof err) < 0 ||
        perf_db_exec(db,
                     "INSERT INTO artifact (name, kind, compiler, version, date, added_at) "
                     "VALUES ('a', 'rustc', '/bin/true', 'bench', '2026-01-01', '2026-01-01')",
                     err, sizeof err) < 0) {
        fprintf(stderr, "perf_store_bench: %s\n", err);
        exit(1);
    }
    perf_test_case tc = {1, "bench", "rust", "check", "full"};
    const char *paths[1] = {path};
    double t0 = bench_now();
    if (perf_store_self_profile(db, &tc, paths, 1, err, sizeof err) != 0) {
        fprintf(stderr, "perf_store_bench: %s\n", err);
        exit(1);
    }
    double t = bench_now() - t0;
    /* The rows alone, under another benchmark of the same artifact. */
    uint64_t untracked = 0;
    selfprof_summary *s = perf_summarize_files(paths, 1, &untracked, err, sizeof err);
    int64_t bench = 0;
    if (!s || perf_db_exec(db,
                           "INSERT INTO benchmark (name, language, category, suite) "
                           "VALUES ('rows', 'rust', 'primary', '-')",
                           err, sizeof err) < 0) {
        fprintf(stderr, "perf_store_bench: %s\n", err);
        exit(1);
    }
    perf_stmt *q;
    if (perf_db_prepare(db, "SELECT id FROM benchmark WHERE name = 'rows'", &q, err, sizeof err) ==
            0 &&
        perf_stmt_step(q, err, sizeof err) == PERF_DB_ROW)
        bench = perf_stmt_column_int64(q, 0);
    perf_stmt_finalize(q);
    const selfprof_summary *one[1] = {s};
    t0 = bench_now();
    if (perf_db_begin(db, err, sizeof err) < 0 ||
        perf_store_ensure_labels(db, one, 1, err, sizeof err) < 0 ||
        perf_store_self_profile_rows(db, 1, bench, "check", "full", s, (int64_t)untracked, NULL, 0,
                                     err, sizeof err) != 0 ||
        perf_db_commit(db, err, sizeof err) < 0) {
        fprintf(stderr, "perf_store_bench: rows: %s\n", err);
        exit(1);
    }
    *rows_seconds = bench_now() - t0;
    selfprof_summary_free(s);
    if (pg_url) {
        perf_db_close(db);
        return t;
    }
    perf_db_exec(db, "PRAGMA wal_checkpoint(TRUNCATE)", err, sizeof err);
    perf_db_close(db);
    struct stat st;
    *db_bytes = stat(file, &st) == 0 ? (long)st.st_size : -1;
    char side[4300];
    unlink(file);
    snprintf(side, sizeof side, "%s-wal", file);
    unlink(side);
    snprintf(side, sizeof side, "%s-shm", file);
    unlink(side);
    return t;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs("usage: perf_store_bench PROFILE [--runs N] [--pg URL]\n", stderr);
        return 2;
    }
    int runs = 5;
    const char *pg_url = NULL;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--runs") == 0)
            runs = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--pg") == 0)
            pg_url = argv[i + 1];
    }
    if (runs < 1 || runs > 100)
        runs = 5;
    const char *path = argv[1];
    char dir[] = "/tmp/perf-store-bench.XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    bench_read_file(path);
    double store[100], summ[100], comp[100], pg[100], rows_s[100], pg_rows[100];
    size_t rows = 0;
    long db_bytes = 0;
    for (int i = 0; i < runs; i++) {
        summ[i] = time_summarize(path, &rows);
        comp[i] = time_compress(path);
        store[i] = time_store(path, dir, i, NULL, &db_bytes, &rows_s[i]);
        if (pg_url) {
            long unused;
            pg[i] = time_store(path, dir, i, pg_url, &unused, &pg_rows[i]);
        }
    }
    rmdir(dir);
    struct stat st;
    stat(path, &st);
    double s = median(store, runs), a = median(summ, runs), c = median(comp, runs);
    printf("perf_store_rows %zu labels\n", rows);
    printf("perf_store_total %.1f ms\n", s * 1e3);
    printf("perf_store_summarize_alone %.1f ms\n", a * 1e3);
    printf("perf_store_compress_alone %.1f ms\n", c * 1e3);
    printf("perf_store_database_part %.1f ms\n", (s - a - c) * 1e3);
    printf("perf_store_rows_ms %.1f ms\n", median(rows_s, runs) * 1e3);
    printf("perf_store_raw_bytes %lld bytes\n", (long long)st.st_size);
    printf("perf_store_db_bytes %ld bytes\n", db_bytes);
    printf("perf_store_db_to_raw %.3f ratio\n", (double)db_bytes / (double)st.st_size);
    if (pg_url) {
        double p = median(pg, runs);
        printf("perf_store_pg_total %.1f ms\n", p * 1e3);
        printf("perf_store_pg_database_part %.1f ms\n", (p - a - c) * 1e3);
        printf("perf_store_pg_rows_ms %.1f ms\n", median(pg_rows, runs) * 1e3);
    }
    return 0;
}
