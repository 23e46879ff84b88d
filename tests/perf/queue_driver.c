/* queue_driver.c — drives perf/queue and perf/store/results against a real
 * database (SQLite file or PostgreSQL server, by URL), for the tests in
 * tests/perf/:
 *
 *   queue_driver api URL PROFILE_FILE
 *       every queue contract on a fresh database: claim, lease, heartbeat,
 *       takeover after expiry, complete only by the holder, 3 tries then
 *       failed, release, skipping measured test cases, never replacing
 *       stored results, a full database rolling back (SQLite).
 *   queue_driver setup URL NJOBS
 *       a migrated database with NJOBS queued jobs (2 scenarios each).
 *   queue_driver work URL NAME LEASE HOLD_MS PROFILE_FILE
 *       a minimal collector: claims until nothing is claimable, holds each
 *       job HOLD_MS (heartbeating), completes it with samples and a
 *       self-profile; prints "done JOB" per stored job; stops when no job
 *       is queued or running. With HOLD_MS < 0
 *       it claims one job, prints "claimed JOB" and sleeps forever (for
 *       SIGKILL).
 *   queue_driver store URL ARTIFACT BENCHMARK PROFILE_FILE
 *       the collector's store of one job of an existing artifact and
 *       benchmark (check, scenario full): queued as `queue` does (the
 *       benchmark upserted as it is), claimed, completed with samples
 *       and the self-profile of PROFILE_FILE; prints "done JOB".
 *   queue_driver sql URL QUERY
 *       prints the first column of the first row (a count, a state).
 *   queue_driver further URL
 *       gives every self-profile of the check profile two further
 *       self-profiled runs, each query's self time within +-0.8% of the
 *       first run's (a fixed formula of label, run and self-profile), in
 *       its query_block (tests/perf/lib/serve.sh).
 * Exit status 0 when every check passed, 1 otherwise. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "block/query_block.h"
#include "db/migrate.h"
#include "queue/queue.h"
#include "store/results.h"
#include "store/sql_run.h"

static int failures;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);               \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static char err[16384];

static perf_db *open_db(const char *url)
{
    perf_db *db;
    if (perf_db_open(url, 0, &db, err, sizeof err) < 0) {
        fprintf(stderr, "open: %s\n", err);
        exit(1);
    }
    return db;
}

/* An integer from one query (-1 on error, printed). */
static int64_t q1(perf_db *db, const char *sql, const char *fmt, ...)
{
    /* Only the forms used here: no parameter, or one int64 parameter. */
    int64_t v = -1;
    int r;
    if (*fmt) {
        va_list ap;
        va_start(ap, fmt);
        int64_t a = va_arg(ap, int64_t);
        va_end(ap);
        r = perf_sql_run(db, sql, err, sizeof err, &v, "i", a);
    } else {
        r = perf_sql_run(db, sql, err, sizeof err, &v, "");
    }
    if (r == PERF_DB_ERROR) {
        fprintf(stderr, "query %s: %s\n", sql, err);
        return -1;
    }
    return v;
}

static char *qtext(perf_db *db, const char *sql, int64_t id)
{
    perf_stmt *st;
    char *out = NULL;
    if (perf_db_prepare(db, sql, &st, err, sizeof err) < 0)
        return NULL;
    perf_stmt_bind_int64(st, 1, id);
    if (perf_stmt_step(st, err, sizeof err) == PERF_DB_ROW && perf_stmt_column_text(st, 0))
        out = strdup(perf_stmt_column_text(st, 0));
    perf_stmt_finalize(st);
    return out;
}

static void must(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "%s: %s\n", what, err);
        exit(1);
    }
}

/* Migrated, with artifact 'a1' and benchmark 'b1'; returns the request id. */
static int64_t setup(perf_db *db, int64_t *artifact, int64_t *bench)
{
    must(perf_db_migrate(db, err, sizeof err) >= 0, "migrate");
    must(perf_sql_run(db,
                      "INSERT INTO artifact (name, kind, compiler, cargo, version, date, added_at) "
                      "VALUES ('a1', 'rustc', '/usr/bin/rustc', '/usr/bin/cargo', 'rustc 1.63', "
                      "'2022-08-11T00:00:00Z', '2026-01-01T00:00:00Z') RETURNING id",
                      err, sizeof err, artifact, "") == PERF_DB_ROW,
         "artifact");
    *bench = perf_queue_benchmark(db, "b1", "rust", "primary", "/suite", err, sizeof err);
    must(*bench > 0, "benchmark");
    int64_t req;
    must(perf_queue_request_create(db, *artifact, 0, "/suite", 2, &req, err, sizeof err) == 0,
         "request");
    return req;
}

static int add_job(perf_db *db, int64_t req, int64_t art, int64_t bench, const char *profile,
                   const char *s1, const char *s2)
{
    const char *sc[2] = {s1, s2};
    int r = perf_queue_add_job(db, req, art, bench, profile, sc, s2 ? 2 : 1, 2, NULL, err,
                               sizeof err);
    if (r < 0)
        fprintf(stderr, "add_job: %s\n", err);
    return r;
}

/* Results for every scenario of `job`: 2 clean iterations and the
 * self-profiled one of wall-time, and a self-profile for the first. */
static perf_results *results_for(const perf_job *job, const char *profile_file, double base)
{
    perf_results *r = perf_results_new();
    for (size_t s = 0; s < job->scenario_count; s++)
        for (int it = 0; it <= 2; it++) {
            CHECK(perf_results_add_sample(r, job->scenarios[s], "wall-time", "s", it, it == 0,
                                          base + it) == 0);
            CHECK(perf_results_add_sample(r, job->scenarios[s], "max-rss", "KiB", it, it == 0,
                                          1000 + it) == 0);
        }
    const char *files[1] = {profile_file};
    if (perf_results_add_self_profile(r, job->scenarios[0], files, 1, err, sizeof err) < 0) {
        fprintf(stderr, "add_self_profile: %s\n", err);
        failures++;
    }
    return r;
}

static int64_t job_samples(perf_db *db, int64_t job)
{
    return q1(db,
              "SELECT count(*) FROM sample s JOIN job j ON j.artifact_id = s.artifact_id AND "
              "j.benchmark_id = s.benchmark_id AND j.profile = s.profile WHERE j.id = $1",
              "i", job);
}

static int test_api(const char *url, const char *profile_file)
{
    perf_db *db = open_db(url), *db2 = open_db(url);
    int64_t art, bench, req = setup(db, &art, &bench);
    perf_job ja, jb;

    /* results.c on its own */
    perf_results *r0 = perf_results_new();
    CHECK(perf_results_add_sample(r0, "full", "wall-time", "s", 1, 0, 1.0) == 0);
    CHECK(perf_results_add_sample(r0, "full", "wall-time", "s", 1, 0, 2.0) == 0);
    CHECK(perf_results_sample_count(r0) == 1 && perf_results_samples(r0)[0].value == 2.0);
    CHECK(perf_results_add_sample(r0, "full", "", "s", 1, 0, 1.0) < 0);
    CHECK(perf_results_add_sample(r0, "full", "x", "s", -1, 0, 1.0) < 0);
    const char *bad[1] = {"/etc/passwd"};
    CHECK(perf_results_add_self_profile(r0, "full", bad, 1, err, sizeof err) < 0 &&
          strstr(err, "/etc/passwd") != NULL);
    CHECK(perf_results_profile_count(r0) == 0);
    perf_results_free(r0);

    CHECK(perf_collector_register(db, "A", 60, err, sizeof err) == 0);
    CHECK(perf_collector_register(db, "B", 60, err, sizeof err) == 0);
    CHECK(perf_queue_claim(db, "A", 60, &ja, err, sizeof err) == 0);

    /* 1: claim, exclusive lease, heartbeat, complete by the holder only */
    CHECK(add_job(db, req, art, bench, "check", "full", "incr-full") == 0);
    CHECK(add_job(db, req, art, bench, "check", "full", "incr-full") == 1);
    CHECK(add_job(db, req, art, bench, "x,y", "full,x", NULL) < 0);
    CHECK(perf_queue_claim(db, "A", 60, &ja, err, sizeof err) == 1);
    CHECK(ja.tries == 1 && ja.iterations == 2 && ja.scenario_count == 2);
    CHECK(ja.scenario_count == 2 && !strcmp(ja.scenarios[0], "full") &&
          !strcmp(ja.scenarios[1], "incr-full"));
    CHECK(!strcmp(ja.benchmark, "b1") && !strcmp(ja.profile, "check") &&
          !strcmp(ja.suite, "/suite"));
    CHECK(!strcmp(ja.artifact.name, "a1") && !strcmp(ja.artifact.kind, "rustc") &&
          ja.artifact.cargo && !strcmp(ja.artifact.cargo, "/usr/bin/cargo"));
    CHECK(ja.lease_until >= (int64_t)time(NULL) + 59);
    CHECK(ja.artifact.id == art && ja.artifact.date && ja.artifact.added_at);
    perf_collector_hold hold;
    CHECK(perf_collector_holder(db, "A", &hold, err, sizeof err) == 1 && hold.job_id == ja.id &&
          hold.pid == (int64_t)getpid() && hold.host[0]);
    CHECK(perf_collector_holder(db, "B", &hold, err, sizeof err) == 0 && hold.job_id == 0);
    CHECK(perf_queue_claim(db2, "B", 60, &jb, err, sizeof err) == 0);
    CHECK(perf_queue_heartbeat(db2, "A", ja.id, 60, err, sizeof err) == 0);
    CHECK(perf_queue_heartbeat(db2, "B", ja.id, 60, err, sizeof err) == 1);
    CHECK(q1(db, "SELECT job_id FROM collector WHERE name = 'A'", "") == ja.id);
    perf_results *ra = results_for(&ja, profile_file, 5.0);
    CHECK(perf_queue_complete(db, &ja, "B", ra, err, sizeof err) == 1);
    CHECK(job_samples(db, ja.id) == 0);
    CHECK(perf_queue_complete(db, &ja, "A", ra, err, sizeof err) == 0);
    CHECK(job_samples(db, ja.id) == 2 * 3 * 2);
    CHECK(q1(db, "SELECT count(*) FROM self_profile", "") == 1);
    CHECK(q1(db, "SELECT COALESCE(SUM(labels), 0) FROM query_block", "") ==
          (int64_t)perf_results_profiles(ra)[0].summary->row_count);
    CHECK(q1(db, "SELECT count(*) FROM raw_profile", "") == 1);
    CHECK(q1(db, "SELECT count(*) FROM metric", "") == 2);
    char *st = qtext(db, "SELECT state FROM job WHERE id = $1", ja.id);
    CHECK(st && !strcmp(st, "done"));
    free(st);
    CHECK(q1(db, "SELECT count(*) FROM collector WHERE name = 'A' AND job_id IS NULL", "") == 1);
    CHECK(perf_collector_holder(db, "A", &hold, err, sizeof err) == 0);
    CHECK(perf_queue_complete(db, &ja, "A", ra, err, sizeof err) == 1); /* twice: not held */
    CHECK(job_samples(db, ja.id) == 12);
    CHECK(perf_queue_heartbeat(db, "A", ja.id, 60, err, sizeof err) == 1);
    perf_results_free(ra);

    /* measured: queueing it again changes nothing; an extra scenario
     * requeues the job, and completing keeps the old samples */
    CHECK(add_job(db, req, art, bench, "check", "full", "incr-full") == 1);
    CHECK(add_job(db, req, art, bench, "check", "full", "incr-unchanged") == 2);
    CHECK(perf_queue_claim(db, "A", 60, &ja, err, sizeof err) == 1);
    CHECK(ja.tries == 1 && ja.scenario_count == 2);
    ra = results_for(&ja, profile_file, 100.0);
    CHECK(perf_queue_complete(db, &ja, "A", ra, err, sizeof err) == 0);
    CHECK(job_samples(db, ja.id) == 18);
    CHECK(q1(db,
             "SELECT count(*) FROM sample WHERE scenario = 'full' AND value BETWEEN 100 AND 200",
             "") == 0);
    CHECK(
        q1(db,
           "SELECT count(*) FROM sample WHERE scenario = 'incr-unchanged' AND value BETWEEN 100 AND 200",
           "") == 3);
    CHECK(q1(db, "SELECT count(*) FROM self_profile", "") == 1); /* 'full' kept its own */
    perf_results_free(ra);
    perf_job_clear(&ja);

    /* a queued job whose test cases were all measured meanwhile is done at
     * claim time (a restarted collector resumes) */
    CHECK(add_job(db, req, art, bench, "debug", "full", NULL) == 0);
    int64_t debug_job = q1(db, "SELECT id FROM job WHERE profile = 'debug'", "");
    CHECK(
        perf_sql_run(db,
                     "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, "
                     "iteration, self_profiled, value) VALUES ($1, $2, 'debug', 'full', "
                     "(SELECT min(id) FROM metric), 1, 0, 1.5)",
                     err, sizeof err, NULL, "ii", art, bench) != PERF_DB_ERROR);
    CHECK(perf_queue_claim(db, "A", 60, &ja, err, sizeof err) == 0);
    st = qtext(db, "SELECT state FROM job WHERE id = $1", debug_job);
    CHECK(st && !strcmp(st, "done"));
    free(st);

    /* 2: a lease that expires is taken over; the old holder changes nothing */
    CHECK(add_job(db, req, art, bench, "opt", "full", NULL) == 0);
    CHECK(perf_queue_claim(db, "A", 1, &ja, err, sizeof err) == 1);
    CHECK(perf_queue_claim(db2, "B", 60, &jb, err, sizeof err) == 0);
    sleep(2);
    CHECK(perf_queue_claim(db2, "B", 60, &jb, err, sizeof err) == 1);
    CHECK(jb.id == ja.id && jb.tries == 2);
    st = qtext(db, "SELECT error FROM job WHERE id = $1", jb.id);
    CHECK(st && strstr(st, "'A' stopped heartbeating"));
    free(st);
    CHECK(perf_queue_heartbeat(db, "A", ja.id, 60, err, sizeof err) == 1);
    ra = results_for(&ja, profile_file, 7.0);
    CHECK(perf_queue_complete(db, &ja, "A", ra, err, sizeof err) == 1);
    CHECK(strstr(err, "lease lost") != NULL);
    CHECK(job_samples(db, ja.id) == 0);
    CHECK(perf_queue_fail(db, &ja, "A", "late", err, sizeof err) == 1);
    CHECK(perf_queue_release(db, &ja, "A", err, sizeof err) == 1);
    CHECK(perf_queue_complete(db2, &jb, "B", ra, err, sizeof err) == 0);
    CHECK(job_samples(db, jb.id) == 6);
    perf_results_free(ra);
    perf_job_clear(&ja);
    perf_job_clear(&jb);

    /* 3: three failures, then failed with the error's valid UTF-8 tail,
     * naming no database server (perf_db_scrub) */
    int64_t b2 = perf_queue_benchmark(db, "b2", "c", "primary", "/suite", err, sizeof err);
    CHECK(add_job(db, req, art, b2, "opt", "full", NULL) == 0);
    char *msg = malloc(20000);
    memset(msg, 'x', 19999);
    msg[19999] = 0;
    memcpy(msg + 19000, "\xff\xfe bad bytes \xc3", 14);
    memcpy(msg + 19990, "END\xe2\x82\xac", 6); /* a euro sign */
    memcpy(msg + 19950, " postgres://u@dbhost:5433/p: x", 30);
    for (int i = 1; i <= PERF_QUEUE_MAX_TRIES; i++) {
        CHECK(perf_queue_claim(db, "A", 60, &ja, err, sizeof err) == 1);
        CHECK(ja.tries == i);
        CHECK(perf_queue_fail(db, &ja, "B", "not mine", err, sizeof err) == 1);
        CHECK(perf_queue_fail(db, &ja, "A", msg, err, sizeof err) == 0);
        st = qtext(db, "SELECT state FROM job WHERE id = $1", ja.id);
        CHECK(st && !strcmp(st, i < PERF_QUEUE_MAX_TRIES ? "queued" : "failed"));
        free(st);
        perf_job_clear(&ja);
    }
    CHECK(perf_queue_claim(db, "A", 60, &ja, err, sizeof err) == 0);
    int64_t failed = q1(db, "SELECT id FROM job WHERE benchmark_id = $1", "i", b2);
    st = qtext(db, "SELECT error FROM job WHERE id = $1", failed);
    CHECK(st && strlen(st) <= PERF_QUEUE_ERROR_MAX && strlen(st) > 8000);
    CHECK(st && strstr(st, "? bad bytes ?") && strstr(st, "END\xe2\x82\xac"));
    CHECK(st && strstr(st, " postgres://<hidden>/p: x") && !strstr(st, "dbhost"));
    free(st);
    free(msg);
    /* queueing a failed job again gives it new tries */
    CHECK(add_job(db, req, art, b2, "opt", "full", NULL) == 2);
    CHECK(perf_queue_claim(db, "A", 60, &ja, err, sizeof err) == 1 && ja.tries == 1);

    /* 4: release does not count a try */
    CHECK(perf_queue_release(db, &ja, "A", err, sizeof err) == 0);
    st = qtext(db, "SELECT state FROM job WHERE id = $1", ja.id);
    CHECK(st && !strcmp(st, "queued"));
    free(st);
    perf_job_clear(&ja);
    CHECK(perf_queue_claim(db, "A", 60, &ja, err, sizeof err) == 1 && ja.tries == 1);

    /* 5: results for a scenario the job lacks: refused, nothing stored */
    perf_results *foreign = perf_results_new();
    CHECK(perf_results_add_sample(foreign, "incr-full", "wall-time", "s", 1, 0, 1.0) == 0);
    CHECK(perf_queue_complete(db, &ja, "A", foreign, err, sizeof err) < 0);
    CHECK(job_samples(db, ja.id) == 0);
    perf_results_free(foreign);

    /* 6: a collector that dies on every try: failed after the last one */
    CHECK(perf_queue_release(db, &ja, "A", err, sizeof err) == 0);
    perf_job_clear(&ja);
    for (int i = 1; i <= PERF_QUEUE_MAX_TRIES; i++) {
        CHECK(perf_queue_claim(db, "A", 0, &ja, err, sizeof err) == 1 && ja.tries == i);
        perf_job_clear(&ja);
        sleep(1);
    }
    sleep(1);
    CHECK(perf_queue_claim(db, "B", 60, &ja, err, sizeof err) == 0);
    st = qtext(db, "SELECT state || ': ' || error FROM job WHERE benchmark_id = $1", b2);
    CHECK(st && strstr(st, "failed: try 3: collector 'A' stopped heartbeating"));
    free(st);

    /* 7 (SQLite): a full database rolls the whole job back; the job keeps
     * its lease and records the error; results stored before stay */
    if (!strcmp(perf_db_engine(db), "sqlite")) {
        int64_t b3 = perf_queue_benchmark(db, "b3", "rust", "primary", "/suite", err, sizeof err);
        CHECK(add_job(db, req, art, b3, "check", "full", NULL) == 0);
        CHECK(perf_queue_claim(db, "A", 60, &ja, err, sizeof err) == 1);
        int64_t before = q1(db, "SELECT count(*) FROM sample", "");
        int64_t rows = q1(db, "SELECT COALESCE(SUM(labels), 0) FROM query_block", "");
        ra = results_for(&ja, profile_file, 9.0);
        int64_t pages = q1(db, "PRAGMA page_count", "");
        char pragma[64];
        snprintf(pragma, sizeof pragma, "PRAGMA max_page_count = %lld", (long long)pages + 2);
        CHECK(perf_db_exec(db, pragma, err, sizeof err) == 0);
        int rc = perf_queue_complete(db, &ja, "A", ra, err, sizeof err);
        CHECK(rc == PERF_DB_FULL && strstr(err, "full") != NULL);
        fprintf(stderr, "full database: %s\n", err);
        CHECK(q1(db, "SELECT count(*) FROM sample", "") == before);
        CHECK(q1(db, "SELECT COALESCE(SUM(labels), 0) FROM query_block", "") == rows);
        CHECK(perf_queue_fail(db, &ja, "A", err, err, sizeof err) == 0);
        st = qtext(db, "SELECT state || ': ' || error FROM job WHERE id = $1", ja.id);
        CHECK(st && strstr(st, "queued: ") && strstr(st, "full"));
        free(st);
        perf_results_free(ra);
        perf_job_clear(&ja);
    }
    perf_db_close(db2);
    perf_db_close(db);
    if (failures)
        fprintf(stderr, "queue_driver api: %d check(s) failed\n", failures);
    else
        printf("queue_driver api (%s): ok\n", url);
    return failures ? 1 : 0;
}

static int cmd_setup(const char *url, int n)
{
    perf_db *db = open_db(url);
    int64_t art, bench, req = setup(db, &art, &bench);
    static const char *PROFILES[] = {"check", "debug", "opt"};
    must(perf_db_begin(db, err, sizeof err) == 0, "begin");
    for (int i = 0; i < n; i++) {
        char name[32];
        snprintf(name, sizeof name, "bench%02d", i / 3);
        int64_t b = perf_queue_benchmark(db, name, "rust", "primary", "/suite", err, sizeof err);
        must(b > 0 && add_job(db, req, art, b, PROFILES[i % 3], "full", "incr-full") == 0, "job");
    }
    must(perf_db_commit(db, err, sizeof err) == 0, "commit");
    perf_db_close(db);
    return 0;
}

static void sleep_ms(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static int cmd_work(const char *url, const char *name, int lease, long hold_ms, const char *profile)
{
    perf_db *db = open_db(url);
    must(perf_collector_register(db, name, lease, err, sizeof err) == 0, "register");
    perf_job job;
    for (;;) {
        int r = perf_queue_claim(db, name, lease, &job, err, sizeof err);
        must(r >= 0, "claim");
        if (r == 0) {
            int64_t open = perf_queue_open_jobs(db, err, sizeof err);
            must(open >= 0, "open jobs");
            if (open == 0)
                break;
            sleep_ms(200); /* a running job's lease may still expire */
            continue;
        }
        if (hold_ms < 0) {
            printf("claimed %lld\n", (long long)job.id);
            fflush(stdout);
            for (;;)
                pause();
        }
        for (long t = 0; t < hold_ms; t += 100) {
            sleep_ms(100);
            int h = perf_queue_heartbeat(db, name, job.id, lease, err, sizeof err);
            must(h >= 0, "heartbeat");
        }
        perf_results *res = results_for(&job, profile, 1.0);
        int c = perf_queue_complete(db, &job, name, res, err, sizeof err);
        must(c >= 0, "complete");
        if (c == 0)
            printf("done %lld\n", (long long)job.id);
        else
            printf("lost %lld\n", (long long)job.id);
        fflush(stdout);
        perf_results_free(res);
        perf_job_clear(&job);
    }
    perf_db_close(db);
    return failures ? 1 : 0;
}

/* The three text columns of `sql`'s row for $1 into cols (malloc'd);
 * exits on failure. */
static void text_row3(perf_db *db, const char *sql, const char *key, char **cols)
{
    perf_stmt *st;
    must(perf_db_prepare(db, sql, &st, err, sizeof err) == 0, "prepare");
    perf_stmt_bind_text(st, 1, key);
    must(perf_stmt_step(st, err, sizeof err) == PERF_DB_ROW, key);
    for (int i = 0; i < 3; i++)
        must((cols[i] = strdup(perf_stmt_column_text(st, i))) != NULL, "strdup");
    perf_stmt_finalize(st);
}

static int cmd_store(const char *url, const char *artifact, const char *bench, const char *profile)
{
    perf_db *db = open_db(url);
    int64_t art, req, job_id;
    must(perf_sql_run(db, "SELECT id FROM artifact WHERE name = $1", err, sizeof err, &art, "t",
                      artifact) == PERF_DB_ROW,
         artifact);
    char *b[3];
    text_row3(db, "SELECT language, category, suite FROM benchmark WHERE name = $1", bench, b);
    must(perf_db_begin(db, err, sizeof err) == 0, "begin");
    int64_t bid = perf_queue_benchmark(db, bench, b[0], b[1], b[2], err, sizeof err);
    must(bid > 0, "benchmark");
    must(perf_queue_request_create(db, art, 0, b[2], 2, &req, err, sizeof err) == 0, "request");
    must(add_job(db, req, art, bid, "check", "full", NULL) == 0, "job");
    must(perf_db_commit(db, err, sizeof err) == 0, "commit");
    for (int i = 0; i < 3; i++)
        free(b[i]);
    must(perf_collector_register(db, "store", 60, err, sizeof err) == 0, "register");
    perf_job job;
    must(perf_queue_claim(db, "store", 60, &job, err, sizeof err) == 1, "claim");
    job_id = job.id;
    perf_results *res = results_for(&job, profile, 3.0);
    must(perf_queue_complete(db, &job, "store", res, err, sizeof err) == 0, "complete");
    printf("done %lld\n", (long long)job_id);
    perf_results_free(res);
    perf_job_clear(&job);
    perf_db_close(db);
    return failures ? 1 : 0;
}

/* queue_driver further URL (see the top). */
static int cmd_further(const char *url)
{
    perf_db *db = open_db(url);
    perf_stmt *st, *up;
    must(perf_db_prepare(db,
                         "SELECT q.self_profile_id, q.zstd FROM query_block q JOIN self_profile s "
                         "ON s.id = q.self_profile_id WHERE s.profile = 'check'",
                         &st, err, sizeof err) == 0 &&
             perf_db_prepare(db,
                             "UPDATE query_block SET runs = $2, zstd = $3 "
                             "WHERE self_profile_id = $1",
                             &up, err, sizeof err) == 0,
         "prepare");
    must(perf_db_begin(db, err, sizeof err) == 0, "begin");
    int r;
    /* read all first: an update under an open read is not every engine's */
    size_t n = 0, cap = 0;
    struct {
        int64_t sp;
        perf_query_block b;
    } *all = NULL;
    while ((r = perf_stmt_step(st, err, sizeof err)) == PERF_DB_ROW) {
        if (n == cap) {
            cap = cap ? 2 * cap : 16;
            all = realloc(all, cap * sizeof *all);
            must(all != NULL, "memory");
        }
        size_t len;
        const void *z = perf_stmt_column_blob(st, 1, &len);
        perf_query_block one;
        must(perf_query_block_decode(z, len, &one, err, sizeof err) == 0, "decode");
        all[n].sp = perf_stmt_column_int64(st, 0);
        must(perf_query_block_alloc(&all[n].b, one.labels, 2) == 0, "memory");
        perf_query_block *b = &all[n++].b;
        memcpy(b->label_id, one.label_id, one.labels * sizeof *b->label_id);
        memcpy(b->in_first, one.in_first, one.labels);
        memcpy(b->values, one.values, one.labels * PERF_QB_COLUMNS * sizeof *b->values);
        for (size_t k = 0; k < 2; k++)
            for (size_t i = 0; i < b->labels; i++)
                b->run_time[k * b->labels + i] =
                    b->values[i * PERF_QB_COLUMNS + PERF_QB_SELF_TIME] *
                    (1000 + (b->label_id[i] * 37 + (int64_t)(k + 1) * 11 + all[n - 1].sp * 5) % 17 -
                     8) /
                    1000;
        perf_query_block_free(&one);
    }
    must(r == PERF_DB_DONE, "read");
    perf_stmt_finalize(st);
    for (size_t i = 0; i < n; i++) {
        unsigned char *z;
        size_t len;
        must(perf_query_block_encode(&all[i].b, PERF_QB_LEVEL, &z, &len, err, sizeof err) == 0,
             "encode");
        perf_stmt_bind_int64(up, 1, all[i].sp);
        perf_stmt_bind_int64(up, 2, 2);
        perf_stmt_bind_blob(up, 3, z, len);
        must(perf_stmt_step(up, err, sizeof err) == PERF_DB_DONE, "update");
        perf_stmt_reset(up);
        free(z);
        perf_query_block_free(&all[i].b);
    }
    free(all);
    perf_stmt_finalize(up);
    must(perf_db_commit(db, err, sizeof err) == 0, "commit");
    perf_db_close(db);
    return failures ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "further"))
        return cmd_further(argv[2]);
    if (argc == 4 && !strcmp(argv[1], "api"))
        return test_api(argv[2], argv[3]);
    if (argc == 4 && !strcmp(argv[1], "setup"))
        return cmd_setup(argv[2], atoi(argv[3]));
    if (argc == 7 && !strcmp(argv[1], "work"))
        return cmd_work(argv[2], argv[3], atoi(argv[4]), atol(argv[5]), argv[6]);
    if (argc == 6 && !strcmp(argv[1], "store"))
        return cmd_store(argv[2], argv[3], argv[4], argv[5]);
    if (argc == 4 && !strcmp(argv[1], "sql")) {
        perf_db *db = open_db(argv[2]);
        perf_stmt *st;
        must(perf_db_prepare(db, argv[3], &st, err, sizeof err) == 0, "prepare");
        int r = perf_stmt_step(st, err, sizeof err);
        must(r != PERF_DB_ERROR, "query");
        if (r == PERF_DB_ROW)
            printf("%s\n", perf_stmt_column_text(st, 0) ? perf_stmt_column_text(st, 0) : "NULL");
        perf_stmt_finalize(st);
        perf_db_close(db);
        return 0;
    }
    fprintf(stderr, "usage: queue_driver api URL PROFILE | setup URL N | "
                    "work URL NAME LEASE HOLD_MS PROFILE | store URL ARTIFACT BENCHMARK PROFILE | "
                    "sql URL QUERY | further URL\n");
    return 2;
}
