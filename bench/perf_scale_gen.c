/* perf_scale_gen.c — a synthetic history in the dashboard's real schema,
 * for bench/scale_bench.sh (issue 27: every page as cheap at 10,000
 * artifacts as at 30).
 *
 * Usage: perf_scale_gen --db URL --artifacts N [--schema VERSION]
 *                       [--self-profiled K]
 *
 * Fills an EMPTY database, migrated by perf_core's own migrations (up to
 * VERSION, default the latest: an older version lets an older
 * selfprof-perf be measured on the same rows before `init` migrates them):
 * N artifacts one hour apart (a00001 ...), each the parent of the next; 50
 * benchmarks x 3 profiles x 2 scenarios = 300 test cases, 3 metrics, 3
 * clean iterations and a self-profiled one each (3,600 samples per
 * artifact); one request per artifact (base: the one before) with its 150
 * jobs, done, but for the newest artifact's: 10 running, the rest queued;
 * 400 labels; a self-profile of 10 test cases (bench00..bench04, check,
 * both scenarios), all 400 labels each, on the newest K artifacts
 * (default 30) and on every 10th: from schema 8 on, one query_block each
 * with two further self-profiled runs, before it 400 query_row rows.
 * Rows are written through perf/db in
 * transactions of 50 artifacts, an artifact's samples and a self-profile's
 * rows and its jobs in a statement or two each (store/rows_insert.h, as the collector
 * stores a self-profile; one statement per row took 2 minutes a hundred
 * artifacts on PostgreSQL), so the engine's own constraints and the
 * schema's triggers hold for them.
 * Prints `NAME VALUE UNIT` lines: the rows written and the time taken. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_util.h"
#define BENCH_NAME "perf_scale_gen"
#include "bench_rows.h"
#include "db/db.h"
#include "block/query_block.h"
#include "db/migrate.h"
#include "store/rows_insert.h"

#define NBENCH 50
#define NLABELS 400
#define SP_BENCH 5 /* self-profiled benchmarks: bench00 .. bench04, profile check */

static const char *const PROFILES[3] = {"check", "debug", "opt"};
static const char *const SCENARIOS[2] = {"full", "incr-full"};

#define SAMPLES_PER_ARTIFACT (NBENCH * 3 * 2 * 3 * 4)

typedef struct gen {
    perf_db *db;
    perf_stmt *art, *req, *sp, *blk;
    int blocks;                          /* schema 8 on: query_block, else query_row */
    double values[SAMPLES_PER_ARTIFACT]; /* the artifact's sample values, in row order */
    int64_t qrow[NLABELS][11];           /* a self-profile's rows but its id */
    long n, self_profiled;
    unsigned seed;
    long long samples, jobs, self_profiles, query_rows, block_bytes;
} gen;

/* The catalog: benchmarks, metrics, labels, two collectors. */
static void catalog(gen *g)
{
    bench_catalog(g->db, NBENCH);
    perf_stmt *l = bench_prep(g->db, "INSERT INTO label (name) VALUES ($1)");
    for (int i = 0; i < NLABELS; i++) {
        char name[64];
        snprintf(name, sizeof name, "query_%03d", i);
        perf_stmt_bind_text(l, 1, name);
        bench_step(l);
    }
    perf_stmt_finalize(l);
    if (perf_db_exec(g->db,
                     "INSERT INTO collector (name, host, pid, started_at, last_heartbeat) "
                     "VALUES ('c1', 'bench', 1, 0, 0);"
                     " INSERT INTO collector (name, host, pid, started_at, last_heartbeat) "
                     "VALUES ('c2', 'bench', 2, 0, 0)",
                     bench_err, sizeof bench_err) < 0)
        bench_die("collectors");
}

/* Sample row `row` of an artifact: benchmark, profile, scenario, metric
 * and iteration in nested order (iteration fastest), then its value. */
static void bind_sample(perf_stmt *st, int first, size_t row, void *ctx)
{
    const gen *g = ctx;
    size_t r = row;
    int it = (int)(r % 4), mt = (int)(r / 4 % 3) + 1, sc = (int)(r / 12 % 2), p = (int)(r / 24 % 3),
        bn = (int)(r / 72) + 1;
    perf_stmt_bind_int64(st, first, bn);
    perf_stmt_bind_text(st, first + 1, PROFILES[p]);
    perf_stmt_bind_text(st, first + 2, SCENARIOS[sc]);
    perf_stmt_bind_int64(st, first + 3, mt);
    perf_stmt_bind_int64(st, first + 4, it);
    perf_stmt_bind_int64(st, first + 5, it == 0);
    perf_stmt_bind_double(st, first + 6, g->values[row]);
}

static void bind_query_row(perf_stmt *st, int first, size_t row, void *ctx)
{
    const gen *g = ctx;
    for (int k = 0; k < 11; k++)
        perf_stmt_bind_int64(st, first + k, g->qrow[row][k]);
}

/* An artifact's jobs: done, but for the newest artifact's (10 running,
 * the rest queued); t its date. */
typedef struct job_rows {
    int newest;
    int64_t t;
} job_rows;

/* Job row `row` (benchmark, then profile): benchmark, profile, state,
 * collector, lease, queued, started and finished times, as the collector
 * leaves them. */
static void bind_job(perf_stmt *st, int first, size_t row, void *ctx)
{
    const job_rows *j = ctx;
    int k = (int)row;
    const char *state = !j->newest ? "done" : k < 10 ? "running" : "queued";
    perf_stmt_bind_int64(st, first, k / 3 + 1);
    perf_stmt_bind_text(st, first + 1, PROFILES[k % 3]);
    perf_stmt_bind_text(st, first + 2, state);
    if (strcmp(state, "queued"))
        perf_stmt_bind_text(st, first + 3, k % 2 ? "c1" : "c2");
    else
        perf_stmt_bind_null(st, first + 3);
    if (!strcmp(state, "running"))
        perf_stmt_bind_int64(st, first + 4, j->t + 300);
    else
        perf_stmt_bind_null(st, first + 4);
    perf_stmt_bind_int64(st, first + 5, j->t);
    if (!strcmp(state, "queued"))
        perf_stmt_bind_null(st, first + 6);
    else
        perf_stmt_bind_int64(st, first + 6, j->t + k);
    if (!strcmp(state, "done"))
        perf_stmt_bind_int64(st, first + 7, j->t + k + 60);
    else
        perf_stmt_bind_null(st, first + 7);
}

/* Self-profile spid's query_block from g->qrow (label ids 1..NLABELS:
 * the catalog inserts them first), with two further self-profiled runs
 * (queue --self-profiles 3, rustc-perf's count), each query's self time
 * within +-3% of the first run's. */
static void block(gen *g, int64_t spid)
{
    perf_query_block b;
    if (perf_query_block_alloc(&b, NLABELS, 2) < 0)
        bench_die("memory");
    for (size_t l = 0; l < NLABELS; l++) {
        b.label_id[l] = g->qrow[l][0];
        memcpy(b.values + l * PERF_QB_COLUMNS, &g->qrow[l][1], PERF_QB_COLUMNS * sizeof(int64_t));
        for (size_t r = 0; r < 2; r++)
            b.run_time[r * NLABELS + l] = g->qrow[l][1] +
                                          g->qrow[l][1] * (int64_t)(3 * bench_jitter(&g->seed)) /
                                              100;
    }
    unsigned char *z;
    size_t len;
    if (perf_query_block_encode(&b, PERF_QB_LEVEL, &z, &len, bench_err, sizeof bench_err) < 0)
        bench_die("block");
    perf_stmt_bind_int64(g->blk, 1, spid);
    perf_stmt_bind_blob(g->blk, 2, z, len);
    bench_step(g->blk);
    free(z);
    perf_query_block_free(&b);
    g->query_rows += NLABELS;
    g->block_bytes += (long long)len;
}

/* Artifact a (1-based): its row, request, jobs, samples, self-profiles. */
static void artifact(gen *g, long a)
{
    char name[32], date[32];
    time_t t = (time_t)1577836800 + (time_t)a * 3600; /* 2020-01-01 + a hours */
    snprintf(name, sizeof name, "a%05ld", a);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    perf_stmt_bind_text(g->art, 1, name);
    perf_stmt_bind_text(g->art, 2, date);
    if (a > 1)
        perf_stmt_bind_int64(g->art, 3, a - 1);
    else
        perf_stmt_bind_null(g->art, 3);
    bench_step(g->art);
    perf_stmt_bind_int64(g->req, 1, a);
    if (a > 1)
        perf_stmt_bind_int64(g->req, 2, a - 1);
    else
        perf_stmt_bind_null(g->req, 2);
    perf_stmt_bind_int64(g->req, 3, (int64_t)t);
    bench_step(g->req);
    int newest = a == g->n;
    job_rows jr = {.newest = newest, .t = (int64_t)t};
    int64_t id = a; /* its request's id too: one request per artifact */
    if (perf_rows_insert(g->db,
                         "INSERT INTO job (request_id, artifact_id, benchmark_id, profile, "
                         "scenarios, iterations, state, collector, lease_until, tries, queued_at, "
                         "started_at, finished_at) SELECT CAST($1 AS BIGINT), CAST($1 AS BIGINT), "
                         "CAST(v.column1 AS BIGINT), v.column2, 'full,incr-full', 3, v.column3, "
                         "v.column4, CAST(v.column5 AS BIGINT), 1, CAST(v.column6 AS BIGINT), "
                         "CAST(v.column7 AS BIGINT), CAST(v.column8 AS BIGINT) FROM (VALUES ",
                         ") AS v WHERE v.column1 IS NOT NULL", 8, &id, NBENCH * 3, bind_job, &jr,
                         bench_err, sizeof bench_err) < 0)
        bench_die("jobs");
    g->jobs += NBENCH * 3;
    if (newest)
        return;   /* its jobs have not run yet: no samples */
    size_t k = 0; /* the values in bind_sample's row order, the seed's order as ever */
    for (int bn = 1; bn <= NBENCH; bn++)
        for (int p = 0; p < 3; p++)
            for (int sc = 0; sc < 2; sc++)
                for (int mt = 1; mt <= 3; mt++)
                    for (int it = 0; it <= 3; it++)
                        g->values[k++] = (1.0 + bn) * (1.0 + 0.01 * bench_jitter(&g->seed)) *
                                         (it == 0 ? 1.08 : 1.0);
    if (perf_rows_insert(g->db,
                         "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, "
                         "metric_id, iteration, self_profiled, value) SELECT CAST($1 AS BIGINT), "
                         "CAST(v.column1 AS BIGINT), v.column2, v.column3, "
                         "CAST(v.column4 AS BIGINT), CAST(v.column5 AS INTEGER), "
                         "CAST(v.column6 AS INTEGER), CAST(v.column7 AS DOUBLE PRECISION) "
                         "FROM (VALUES ",
                         ") AS v WHERE v.column1 IS NOT NULL", 7, &id, k, bind_sample, g, bench_err,
                         sizeof bench_err) < 0)
        bench_die("samples");
    g->samples += (long long)k;
    /* the newest K artifacts that have samples, and every 10th */
    if (a < g->n - g->self_profiled && a % 10)
        return;
    for (int bn = 1; bn <= SP_BENCH; bn++)
        for (int sc = 0; sc < 2; sc++) {
            perf_stmt_bind_int64(g->sp, 1, a);
            perf_stmt_bind_int64(g->sp, 2, bn);
            perf_stmt_bind_text(g->sp, 3, SCENARIOS[sc]);
            bench_step(g->sp);
            int64_t spid = ++g->self_profiles; /* ids are dense: nothing else inserts */
            for (int l = 1; l <= NLABELS; l++) {
                int64_t self = 1000 * l + (int64_t)(100 * bench_jitter(&g->seed));
                int64_t v[11] = {l,     self,   2 * self,   l % 7,      l % 3, l % 11 * 100,
                                 l % 5, l % 13, 1 + l % 17, 1 + l % 17, l % 19};
                memcpy(g->qrow[l - 1], v, sizeof v);
            }
            if (g->blocks) {
                block(g, spid);
                continue;
            }
            if (perf_rows_insert(g->db,
                                 "INSERT INTO query_row SELECT CAST($1 AS BIGINT), "
                                 "CAST(v.column1 AS BIGINT), CAST(v.column2 AS BIGINT), "
                                 "CAST(v.column3 AS BIGINT), CAST(v.column4 AS BIGINT), "
                                 "CAST(v.column5 AS BIGINT), CAST(v.column6 AS BIGINT), "
                                 "CAST(v.column7 AS BIGINT), CAST(v.column8 AS BIGINT), "
                                 "CAST(v.column9 AS BIGINT), CAST(v.column10 AS BIGINT), "
                                 "CAST(v.column11 AS BIGINT) FROM (VALUES ",
                                 ") AS v WHERE v.column1 IS NOT NULL", 11, &spid, NLABELS,
                                 bind_query_row, g, bench_err, sizeof bench_err) < 0)
                bench_die("query rows");
            g->query_rows += NLABELS;
        }
}

int main(int argc, char **argv)
{
    const char *url = NULL;
    static gen g = {.n = 0, .self_profiled = 30, .seed = 1}; /* static: its arrays */
    int schema = perf_schema_latest();
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--db") && i + 1 < argc)
            url = argv[++i];
        else if (!strcmp(argv[i], "--artifacts") && i + 1 < argc)
            g.n = atol(argv[++i]);
        else if (!strcmp(argv[i], "--schema") && i + 1 < argc)
            schema = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--self-profiled") && i + 1 < argc)
            g.self_profiled = atol(argv[++i]);
        else {
            fprintf(stderr, "usage: perf_scale_gen --db URL --artifacts N [--schema VERSION] "
                            "[--self-profiled K]\n");
            return 2;
        }
    }
    if (!url || g.n < 2) {
        fprintf(stderr, "perf_scale_gen: --db URL and --artifacts N (N >= 2) are needed\n");
        return 2;
    }
    double t0 = bench_now();
    if (perf_db_open(url, 0, &g.db, bench_err, sizeof bench_err) < 0)
        bench_die("open");
    if (perf_db_migrate_to(g.db, schema, bench_err, sizeof bench_err) != 0)
        bench_die("migrate (the database must be empty)");
    if (perf_db_begin(g.db, bench_err, sizeof bench_err) < 0)
        bench_die("begin");
    catalog(&g);
    g.art = bench_prep(g.db,
                       "INSERT INTO artifact (name, kind, compiler, version, date, parent_id, "
                       "added_at) VALUES ($1, 'rustc', '/bin/true', 'bench', $2, $3, $2)");
    g.req = bench_prep(g.db,
                       "INSERT INTO request (artifact_id, base_id, suite, iterations, created_at) "
                       "VALUES ($1, $2, 'bench', 3, $3)");
    g.sp = bench_prep(g.db,
                      "INSERT INTO self_profile (artifact_id, benchmark_id, profile, scenario, "
                      "counter, unit, total_time, event_count, file_count) "
                      "VALUES ($1, $2, 'check', $3, 'wall-time', 'ns', 9000000000, 1000000, 1)");
    g.blocks = schema >= 8;
    if (g.blocks)
        g.blk = bench_prep(g.db, "INSERT INTO query_block (self_profile_id, labels, runs, zstd) "
                                 "VALUES ($1, 400, 2, $2)");
    for (long a = 1; a <= g.n; a++) {
        artifact(&g, a);
        if (a % 50 == 0 || a == g.n) {
            if (perf_db_commit(g.db, bench_err, sizeof bench_err) < 0)
                bench_die("commit");
            if (a < g.n && perf_db_begin(g.db, bench_err, sizeof bench_err) < 0)
                bench_die("begin");
        }
    }
    perf_stmt *all[] = {g.art, g.req, g.sp, g.blk};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        perf_stmt_finalize(all[i]);
    perf_db_close(g.db);
    printf("scale_gen_artifacts %ld artifacts\n", g.n);
    printf("scale_gen_samples %lld rows\n", g.samples);
    printf("scale_gen_jobs %lld rows\n", g.jobs);
    printf("scale_gen_self_profiles %lld rows\n", g.self_profiles);
    printf("scale_gen_query_rows %lld rows\n", g.query_rows);
    if (g.blocks)
        printf("scale_gen_query_block_bytes %lld bytes\n", g.block_bytes);
    printf("scale_gen_time %.1f s\n", bench_now() - t0);
    return 0;
}
