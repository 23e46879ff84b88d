/* perf_report_bench.c — the cost of the dashboard's two reports on SQLite
 * (issue 10's goals: compare over 300 test cases and detail over 3,000
 * rows, each in at most 20 ms).
 *
 * Usage: perf_report_bench [--runs N] [--db URL]
 *
 * Builds one database file: 32 artifacts (30 of history, then A and B), 50
 * benchmarks x 3 profiles x 2 scenarios = 300 test cases, 3 metrics, 3
 * clean iterations and a self-profiled one each (115,200 samples), and a
 * self-profile of one test case on A and B with 3,000 labels each. Times
 * perf_report_compare (A vs B, so every test case reads its 30-artifact
 * history; and the oldest pair, without history), perf_report_detail, and
 * their JSON writing, on an open connection (as the server keeps them) and
 * including the open (as a verb does); wall clock, and the report's CPU
 * time (steadier on a loaded machine). --db runs it on an EMPTY database of
 * any engine (PostgreSQL: the server's CPU is not in the _cpu lines), which
 * it leaves filled; by default a new SQLite file, removed after. Medians of N runs (default 11).
 * Prints `NAME VALUE UNIT` lines. PERF_REPORT_BENCH_KEEP=1 keeps the
 * database file (its name goes to stderr). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_util.h"
#define BENCH_NAME "perf_report_bench"
#include "bench_rows.h"
#include "db/db.h"
#include "db/migrate.h"
#include "db/migrate_blocks.h"
#include "report/report.h"
#include "render/report_json.h"

#define NHIST 30
#define NBENCH 50
#define NLABELS 3000

static void build(perf_db *db)
{
    static const char *const PROFILES[3] = {"check", "debug", "opt"};
    static const char *const SCENARIOS[2] = {"full", "incr-full"};
    if (perf_db_begin(db, bench_err, sizeof bench_err) < 0)
        bench_die("begin");
    perf_stmt *art = bench_prep(
        db, "INSERT INTO artifact (name, kind, compiler, version, date, added_at) "
            "VALUES ($1, 'rustc', '/bin/true', 'bench', $2, $2)");
    for (int i = 0; i < NHIST + 2; i++) {
        char name[16], date[32];
        snprintf(name, sizeof name, i < NHIST ? "h%02d" : i == NHIST ? "A" : "B", i);
        snprintf(date, sizeof date, "2025-%02d-%02d", 1 + i / 28, 1 + i % 28);
        perf_stmt_bind_text(art, 1, name);
        perf_stmt_bind_text(art, 2, date);
        bench_step(art);
    }
    perf_stmt_finalize(art);
    bench_catalog(db, NBENCH);
    perf_stmt *s = bench_prep(db,
                              "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, "
                              "metric_id, iteration, self_profiled, value) "
                              "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)");
    unsigned seed = 1;
    for (int a = 1; a <= NHIST + 2; a++)
        for (int bn = 1; bn <= NBENCH; bn++)
            for (int p = 0; p < 3; p++)
                for (int sc = 0; sc < 2; sc++)
                    for (int mt = 1; mt <= 3; mt++)
                        for (int it = 0; it <= 3; it++) {
                            perf_stmt_bind_int64(s, 1, a);
                            perf_stmt_bind_int64(s, 2, bn);
                            perf_stmt_bind_text(s, 3, PROFILES[p]);
                            perf_stmt_bind_text(s, 4, SCENARIOS[sc]);
                            perf_stmt_bind_int64(s, 5, mt);
                            perf_stmt_bind_int64(s, 6, it);
                            perf_stmt_bind_int64(s, 7, it == 0);
                            perf_stmt_bind_double(s, 8,
                                                  (1.0 + bn) * (1.0 + 0.01 * bench_jitter(&seed)) *
                                                      (it == 0 ? 1.08 : 1.0));
                            bench_step(s);
                        }
    perf_stmt_finalize(s);
    /* the detail: one self-profile on A and on B, 3,000 labels each,
     * written as the rows of schema 7 and turned into their blocks by
     * migration 8's step */
    if (perf_db_exec(db, PERF_QUERY_ROWS_SQL, bench_err, sizeof bench_err) < 0)
        bench_die("query_row");
    perf_stmt *l = bench_prep(db, "INSERT INTO label (name) VALUES ($1)");
    for (int i = 0; i < NLABELS; i++) {
        char name[64];
        snprintf(name, sizeof name, "query_number_%04d_of_a_syn_sized_profile", i);
        perf_stmt_bind_text(l, 1, name);
        bench_step(l);
    }
    perf_stmt_finalize(l);
    perf_stmt *sp = bench_prep(db, "INSERT INTO self_profile (artifact_id, benchmark_id, profile, "
                                   "scenario, counter, unit, total_time, event_count, file_count) "
                                   "VALUES ($1, 1, 'check', 'full', 'wall-time', 'ns', 9000000000, "
                                   "1000000, 1)");
    perf_stmt *q = bench_prep(db,
                              "INSERT INTO query_row VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, "
                              "$10, $11, $12)");
    perf_stmt *sz = bench_prep(db, "INSERT INTO artifact_size VALUES ($1, $2, $3)");
    for (int side = 0; side < 2; side++) {
        perf_stmt_bind_int64(sp, 1, NHIST + 1 + side);
        bench_step(sp);
        for (int i = 1; i <= NLABELS; i++) {
            int64_t v[12] = {side + 1, i,          1000 * i + side * 7, 2000 * i,
                             i % 7,    i % 3,      i % 11 * 100,        i % 5,
                             i % 13,   1 + i % 17, 1 + i % 17,          i % 19};
            for (int k = 0; k < 12; k++)
                perf_stmt_bind_int64(q, k + 1, v[k]);
            bench_step(q);
            if (i <= 10) {
                perf_stmt_bind_int64(sz, 1, side + 1);
                perf_stmt_bind_int64(sz, 2, i);
                perf_stmt_bind_int64(sz, 3, 1000 * i + side);
                bench_step(sz);
            }
        }
    }
    perf_stmt_finalize(sp);
    perf_stmt_finalize(q);
    perf_stmt_finalize(sz);
    if (perf_migrate_query_blocks(db, bench_err, sizeof bench_err) < 0 ||
        perf_db_exec(db, "DROP TABLE query_row; DROP TABLE query_time", bench_err,
                     sizeof bench_err) < 0)
        bench_die("query blocks");
    if (perf_db_commit(db, bench_err, sizeof bench_err) < 0)
        bench_die("commit");
}

/* CPU seconds of this thread: what a report costs whatever else the
 * machine runs (the wall-clock figures move with the load). */
static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

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

/* "postgres" or "sqlite", from a URL as perf_db_open reads it. */
static const char *perf_db_engine_of(const char *url)
{
    return strncmp(url, "postgres", 8) == 0 ? "postgres" : "sqlite";
}

enum { COMPARE, COMPARE_NOHIST, DETAIL };

static size_t g_json_bytes; /* the last JSON's size */

/* One report and its JSON into memory: wall seconds of the report in
 * *t_report, CPU seconds of the report in *cpu and of the JSON in *t_json. */
static size_t run(perf_db *db, int what, double *t_report, double *t_json, double *cpu)
{
    sup_buf buf = {0};
    size_t n;
    double t0 = bench_now(), c0 = cpu_now();
    if (what == DETAIL) {
        perf_detail *d;
        if (perf_report_detail(db, "A", "B", "bench00", "check", "full", &d, bench_err,
                               sizeof bench_err))
            bench_die("detail");
        double t1 = bench_now();
        *cpu = cpu_now() - c0;
        perf_json_detail(&buf, d, NULL);
        *t_report = t1 - t0;
        *t_json = cpu_now() - c0 - *cpu;
        n = d->count;
        perf_detail_free(d);
    } else {
        perf_comparison *c;
        const char *a = what == COMPARE ? "A" : "h00", *b = what == COMPARE ? "B" : "h01";
        if (perf_report_compare(db, a, b, "wall-time", &c, bench_err, sizeof bench_err))
            bench_die("compare");
        double t1 = bench_now();
        *cpu = cpu_now() - c0;
        perf_json_comparison(&buf, c);
        *t_report = t1 - t0;
        *t_json = cpu_now() - c0 - *cpu;
        n = c->count;
        if (what == COMPARE && c->rows[0].sig.history_points != NHIST)
            bench_die("compare did not read the history");
        perf_comparison_free(c);
    }
    g_json_bytes = buf.len;
    sup_buf_free(&buf);
    return n;
}

int main(int argc, char **argv)
{
    int runs = 11;
    const char *given = NULL;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--runs") == 0)
            runs = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--db") == 0)
            given = argv[i + 1];
    }
    if (runs < 1 || runs > 100)
        runs = 11;
    char dir[] = "/tmp/perf-report-bench.XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    char file[128], url[512], side[160];
    snprintf(file, sizeof file, "%s/report.db", dir);
    snprintf(url, sizeof url, "sqlite:%s", file);
    if (given) /* an empty database of any engine, e.g. postgres://...; left filled */
        snprintf(url, sizeof url, "%s", given);
    printf("# perf_report_bench on %s\n", given ? perf_db_engine_of(given) : "sqlite");
    perf_db *db;
    if (perf_db_open(url, 0, &db, bench_err, sizeof bench_err) < 0 ||
        perf_db_migrate(db, bench_err, sizeof bench_err) < 0)
        bench_die(url);
    build(db);
    perf_db_close(db);
    if (perf_db_open(url, 1, &db, bench_err, sizeof bench_err) < 0)
        bench_die(url);
    static const char *const NAMES[3] = {"compare", "compare_nohistory", "detail"};
    for (int what = 0; what < 3; what++) {
        double rep[100], json[100], cold[100], cpu[100], tj, tc;
        size_t n = 0;
        run(db, what, &rep[0], &json[0], &cpu[0]); /* warm the page cache */
        for (int i = 0; i < runs; i++)
            n = run(db, what, &rep[i], &json[i], &cpu[i]);
        for (int i = 0; i < runs; i++) { /* as a verb: open, report, close */
            perf_db *fresh;
            double t0 = bench_now(), tr;
            if (perf_db_open(url, 1, &fresh, bench_err, sizeof bench_err) < 0)
                bench_die(url);
            run(fresh, what, &tr, &tj, &tc);
            perf_db_close(fresh);
            cold[i] = bench_now() - t0;
        }
        printf("perf_report_%s_items %zu %s\n", NAMES[what], n,
               what == DETAIL ? "rows" : "test_cases");
        printf("perf_report_%s %.2f ms\n", NAMES[what], median(rep, runs) * 1e3);
        printf("perf_report_%s_cpu %.2f ms\n", NAMES[what], median(cpu, runs) * 1e3);
        printf("perf_report_%s_json_cpu %.2f ms\n", NAMES[what], median(json, runs) * 1e3);
        printf("perf_report_%s_json_bytes %zu bytes\n", NAMES[what], g_json_bytes);
        printf("perf_report_%s_with_open %.2f ms\n", NAMES[what], median(cold, runs) * 1e3);
    }
    perf_db_close(db);
    if (given) {
        rmdir(dir);
        return 0;
    }
    if (getenv("PERF_REPORT_BENCH_KEEP")) { /* to look at the queries' plans */
        fprintf(stderr, "perf_report_bench: kept %s\n", file);
        return 0;
    }
    unlink(file);
    snprintf(side, sizeof side, "%s-wal", file);
    unlink(side);
    snprintf(side, sizeof side, "%s-shm", file);
    unlink(side);
    rmdir(dir);
    return 0;
}
