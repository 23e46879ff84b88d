/* bench_rows.h — what the dashboard's benchmarks that write their own rows
 * share (perf_report_bench, perf_scale_gen): prepared statements that end
 * the program with one error line on failure, and a deterministic jitter.
 * The including program defines BENCH_NAME (its name, for the error
 * line). Rows go through perf/db, so the engine's constraints and the
 * schema's triggers hold for them. */
#ifndef SELFPROF_BENCH_ROWS_H
#define SELFPROF_BENCH_ROWS_H

#include <stdio.h>
#include <stdlib.h>

#include "db/db.h"

static char bench_err[1024]; /* the last database error */

/* Prints "BENCH_NAME: WHAT: the last error" and exits 1. */
static inline void bench_die(const char *what)
{
    fprintf(stderr, "%s: %s: %s\n", BENCH_NAME, what, bench_err);
    exit(1);
}

/* A prepared statement, or the end of the program. */
static inline perf_stmt *bench_prep(perf_db *db, const char *sql)
{
    perf_stmt *st;
    if (perf_db_prepare(db, sql, &st, bench_err, sizeof bench_err) < 0)
        bench_die("prepare");
    return st;
}

/* Runs an INSERT (or any statement without rows) and resets it for the
 * next bindings; a failure ends the program. */
static inline void bench_step(perf_stmt *st)
{
    if (perf_stmt_step(st, bench_err, sizeof bench_err) == PERF_DB_ERROR)
        bench_die("insert");
    perf_stmt_reset(st);
}

/* The benchmarks bench00 .. bench{n-1} (rust, primary) and the metrics
 * wall-time, cpu-time and max-rss, with ids 1.. in that order. */
static inline void bench_catalog(perf_db *db, int n)
{
    static const char *const METRICS[3][2] = {
        {"wall-time", "s"}, {"cpu-time", "s"}, {"max-rss", "KiB"}};
    perf_stmt *b = bench_prep(db, "INSERT INTO benchmark (name, language, category, suite) "
                                  "VALUES ($1, 'rust', 'primary', 'bench')");
    for (int i = 0; i < n; i++) {
        char name[16];
        snprintf(name, sizeof name, "bench%02d", i);
        perf_stmt_bind_text(b, 1, name);
        bench_step(b);
    }
    perf_stmt_finalize(b);
    perf_stmt *m = bench_prep(db, "INSERT INTO metric (name, unit) VALUES ($1, $2)");
    for (int i = 0; i < 3; i++) {
        perf_stmt_bind_text(m, 1, METRICS[i][0]);
        perf_stmt_bind_text(m, 2, METRICS[i][1]);
        bench_step(m);
    }
    perf_stmt_finalize(m);
}

/* A deterministic jitter in [0, 1): the same rows on every run. */
static inline double bench_jitter(unsigned *s)
{
    *s = *s * 1103515245u + 12345u;
    return (double)((*s >> 8) & 0xffff) / 65536.0;
}

#endif
