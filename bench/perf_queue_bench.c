/* perf_queue_bench.c — the cost of the job queue's database side on
 * SQLite: claiming a job, a heartbeat, and completing it (the one
 * transaction that writes a whole job: 4 scenarios, each with 5 metrics x
 * 4 iterations of samples and a self-profile of PROFILE with its rows,
 * artifact sizes and zstd raw file).
 *
 * Usage: perf_queue_bench PROFILE [--runs N]
 *
 * Each run uses a new database file (WAL, as selfprof-perf does).
 * Medians of N runs (default 5). Prints `NAME VALUE UNIT` lines;
 * perf_queue_complete_per_profile is complete's time divided by the 4
 * self-profiles it stores, to set beside perf_store_database_part. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_util.h"
#include "db/db.h"
#include "db/migrate.h"
#include "queue/queue.h"
#include "store/results.h"
#include "store/sql_run.h"

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

static void must(int ok, const char *what, const char *err)
{
    if (!ok) {
        fprintf(stderr, "perf_queue_bench: %s: %s\n", what, err);
        exit(1);
    }
}

static const char *const SCENARIOS[] = {"full", "incr-full", "incr-unchanged",
                                        "incr-patched: println"};
static const char *const METRICS[][2] = {{"wall-time", "s"},
                                         {"cpu-time", "s"},
                                         {"max-rss", "KiB"},
                                         {"size:object", "bytes"},
                                         {"instructions:u", "instructions"}};

/* One run: claim, heartbeat and complete, each timed. */
static void run_once(const char *dir, const char *profile, double *claim, double *beat,
                     double *complete)
{
    char err[4096], url[4200];
    snprintf(url, sizeof url, "sqlite:%s/bench.db", dir);
    char path[4200];
    snprintf(path, sizeof path, "%s/bench.db", dir);
    unlink(path);
    perf_db *db;
    must(perf_db_open(url, 0, &db, err, sizeof err) == 0, "open", err);
    must(perf_db_migrate(db, err, sizeof err) >= 0, "migrate", err);
    int64_t art, req;
    must(perf_sql_run(db,
                      "INSERT INTO artifact (name, kind, compiler, version, date, added_at) VALUES "
                      "('a', 'rustc', '/usr/bin/rustc', 'rustc', '2026-01-01', '2026-01-01') "
                      "RETURNING id",
                      err, sizeof err, &art, "") == PERF_DB_ROW,
         "artifact", err);
    int64_t bench = perf_queue_benchmark(db, "b", "rust", "primary", "/s", err, sizeof err);
    must(bench > 0, "benchmark", err);
    must(perf_queue_request_create(db, art, 0, "/s", 3, &req, err, sizeof err) == 0, "request",
         err);
    must(perf_queue_add_job(db, req, art, bench, "check", SCENARIOS, 4, 3, NULL, err, sizeof err) ==
             0,
         "job", err);
    must(perf_collector_register(db, "bench", 60, err, sizeof err) == 0, "register", err);

    perf_results *r = perf_results_new();
    for (size_t s = 0; s < 4; s++) {
        for (int it = 0; it <= 3; it++)
            for (size_t m = 0; m < 5; m++)
                must(perf_results_add_sample(r, SCENARIOS[s], METRICS[m][0], METRICS[m][1], it,
                                             it == 0, 1.0 + it) == 0,
                     "sample", "");
        const char *files[1] = {profile};
        must(perf_results_add_self_profile(r, SCENARIOS[s], files, 1, err, sizeof err) == 0,
             "self-profile", err);
    }
    perf_job job;
    double t0 = bench_now();
    must(perf_queue_claim(db, "bench", 60, &job, err, sizeof err) == 1, "claim", err);
    double t1 = bench_now();
    must(perf_queue_heartbeat(db, "bench", job.id, 60, err, sizeof err) == 0, "heartbeat", err);
    double t2 = bench_now();
    must(perf_queue_complete(db, &job, "bench", r, err, sizeof err) == 0, "complete", err);
    double t3 = bench_now();
    *claim = (t1 - t0) * 1e3;
    *beat = (t2 - t1) * 1e3;
    *complete = (t3 - t2) * 1e3;
    perf_job_clear(&job);
    perf_results_free(r);
    perf_db_close(db);
    unlink(path);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: perf_queue_bench PROFILE [--runs N]\n");
        return 2;
    }
    int runs = argc == 4 && !strcmp(argv[2], "--runs") ? atoi(argv[3]) : 5;
    if (runs < 1 || runs > 100)
        runs = 5;
    char dir[] = "/tmp/perf_queue_bench.XXXXXX";
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    double claim[100], beat[100], complete[100];
    for (int i = 0; i < runs; i++)
        run_once(dir, argv[1], &claim[i], &beat[i], &complete[i]);
    char wal[64], shm[64];
    snprintf(wal, sizeof wal, "%s/bench.db-wal", dir);
    snprintf(shm, sizeof shm, "%s/bench.db-shm", dir);
    unlink(wal);
    unlink(shm);
    rmdir(dir);
    double c = median(complete, runs);
    printf("perf_queue_claim %.2f ms\n", median(claim, runs));
    printf("perf_queue_heartbeat %.2f ms\n", median(beat, runs));
    printf("perf_queue_complete %.1f ms\n", c);
    printf("perf_queue_complete_per_profile %.1f ms\n", c / 4);
    return 0;
}
