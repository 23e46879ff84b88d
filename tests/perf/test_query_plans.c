/* test_query_plans.c — every query whose cost could grow with the history
 * kept (compare, detail, the graphs, the metric, artifact and benchmark
 * lists, status) searches an index of the big tables instead of scanning
 * them (issue 27: "a missing index fails a test, not a user"). SQLite's
 * EXPLAIN QUERY PLAN of each, on a database migrated by perf_core's own
 * migrations, must have no "SCAN" of sample, query_block or job
 * (by table name or by the alias the query gives it). A plan does not
 * depends on the planner's statistics, so each query is EXPLAINed twice:
 * on the empty database, as `init` leaves it, and after ANALYZE of a few
 * thousand rows shaped like a long history (most jobs done, a few
 * queued; many samples per metric); a few hundred milliseconds in all.
 * The queries are hot_queries.c's, which pg_query_plans.c checks on
 * PostgreSQL.
 * Three controls show the check can fail: the DISTINCT over every sample
 * that /api/benchmarks ran before, status once job_state_request is
 * dropped (with statistics, the planner then reads all of
 * job_request_state to find the requests with queued jobs), and the
 * collectors' LEFT JOIN of before issue 35 (a Bloom filter over every
 * job, since nothing analyzes the collector table). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "db/db.h"
#include "db/migrate.h"
#include "hot_queries.h"
#include "report/status.h"

static char g_dir[] = "/tmp/selfprof-plans.XXXXXX";
static char g_path[64];
static perf_db *g_db;
static char g_err[1024];

/* The first plan line of `sql` that scans one of no_scan, malloc'd, or
 * NULL when there is none. A Bloom filter on one of them is a scan too:
 * SQLite fills it by reading the whole table. */
static char *bad_scan(const char *sql, const char *const *no_scan)
{
    char *explain = malloc(strlen(sql) + 32);
    assert_non_null(explain);
    sprintf(explain, "EXPLAIN QUERY PLAN %s", sql);
    perf_stmt *st;
    if (perf_db_prepare(g_db, explain, &st, g_err, sizeof g_err) < 0)
        fail_msg("%s: %s", sql, g_err);
    free(explain);
    char *bad = NULL;
    int r;
    while (!bad && (r = perf_stmt_step(st, g_err, sizeof g_err)) == PERF_DB_ROW) {
        const char *detail = perf_stmt_column_text(st, 3); /* id, parent, notused, detail */
        size_t skip = !detail                                    ? 0
                      : !strncmp(detail, "SCAN ", 5)             ? 5
                      : !strncmp(detail, "BLOOM FILTER ON ", 16) ? 16
                                                                 : 0;
        if (!skip)
            continue;
        size_t len = strcspn(detail + skip, " ");
        for (int i = 0; no_scan[i]; i++)
            if (strlen(no_scan[i]) == len && !strncmp(detail + skip, no_scan[i], len))
                bad = strdup(detail);
    }
    perf_stmt_finalize(st);
    return bad;
}

static int setup(void **state)
{
    (void)state;
    if (!mkdtemp(g_dir))
        return -1;
    snprintf(g_path, sizeof g_path, "sqlite:%s/db", g_dir);
    if (perf_db_open(g_path, 0, &g_db, g_err, sizeof g_err) < 0 ||
        perf_db_migrate(g_db, g_err, sizeof g_err) < 0) {
        fprintf(stderr, "%s\n", g_err);
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    perf_db_close(g_db);
    char rm[128];
    snprintf(rm, sizeof rm, "rm -rf %s", g_dir);
    return system(rm) == 0 ? 0 : -1;
}

/* A small history with the shape of a long one, and its statistics. */
static const char HISTORY[] =
    "INSERT INTO benchmark (name, language, category, suite) WITH RECURSIVE n(i) AS "
    "(SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20) "
    "SELECT 'b' || i, 'rust', 'primary', 's' FROM n;"
    "INSERT INTO metric (name, unit) VALUES ('wall-time', 's'), ('cpu-time', 's');"
    "INSERT INTO label (name) WITH RECURSIVE n(i) AS "
    "(SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50) SELECT 'q' || i FROM n;"
    "INSERT INTO artifact (name, kind, compiler, version, date, added_at) WITH RECURSIVE n(i) AS "
    "(SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100) "
    "SELECT 'a' || i, 'rustc', '/x', 'v', printf('2026-%05d', i), 'now' FROM n;"
    "INSERT INTO request (artifact_id, suite, iterations, created_at) "
    "SELECT id, 's', 3, id FROM artifact;"
    "INSERT INTO job (request_id, artifact_id, benchmark_id, profile, scenarios, iterations, "
    "state, queued_at, finished_at) SELECT r.id, r.artifact_id, b.id, 'check', 'full', 3, "
    "CASE WHEN r.id = 100 THEN 'queued' ELSE 'done' END, 0, "
    "CASE WHEN r.id = 100 THEN NULL ELSE r.id END FROM request r, benchmark b;"
    "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, iteration, "
    "self_profiled, value) SELECT a.id, b.id, 'check', 'full', m.id, 1, 0, 1.0 "
    "FROM artifact a, benchmark b, metric m;"
    "INSERT INTO self_profile (artifact_id, benchmark_id, profile, scenario, counter, unit, "
    "total_time, event_count, file_count) SELECT a.id, b.id, 'check', 'full', 'wall-time', "
    "'ns', 1, 1, 1 FROM artifact a, benchmark b WHERE a.id % 10 = 0;"
    /* the blocks' bytes do not matter to a plan */
    "INSERT INTO query_block SELECT id, 50, 2, zeroblob(300) FROM self_profile;"
    "ANALYZE";

/* Every query of HOT_QUERIES on the database as it is; the number of them
 * that scan, each named on stderr. */
static int scans(const char *when)
{
    int failures = 0;
    for (size_t i = 0; i < HOT_QUERY_COUNT; i++) {
        char *bad = bad_scan(HOT_QUERIES[i].sql, HOT_QUERIES[i].no_scan);
        if (bad) {
            fprintf(stderr, "%s, %s: %s (an index is missing)\n", HOT_QUERIES[i].name, when, bad);
            failures++;
        }
        free(bad);
    }
    return failures;
}

static void no_query_scans_a_big_table(void **state)
{
    (void)state;
    assert_int_equal(scans("empty database"), 0);
    if (perf_db_exec(g_db, HISTORY, g_err, sizeof g_err) < 0)
        fail_msg("%s", g_err);
    assert_int_equal(scans("after ANALYZE"), 0);
}

/* The controls: a scan is seen when there is one. */
static void a_scan_fails(void **state)
{
    (void)state;
    static const char *const SAMPLE[] = {"sample", NULL};
    char *bad = bad_scan("SELECT DISTINCT benchmark_id, profile, scenario FROM sample", SAMPLE);
    assert_non_null(bad);
    free(bad);
    assert_int_equal(perf_db_exec(g_db, "DROP INDEX job_state_request", g_err, sizeof g_err), 0);
    static const char *const JOB[] = {"job", NULL};
    bad = bad_scan(PERF_STATUS_REQUESTS, JOB);
    assert_non_null(bad);
    free(bad);
    /* the collectors' LEFT JOIN of before issue 35: a Bloom filter over
     * every job while the collector table has no statistics */
    static const char *const J[] = {"j", NULL};
    bad = bad_scan("SELECT c.name, j.id FROM collector c LEFT JOIN job j ON j.id = c.job_id "
                   "AND j.collector = c.name AND j.state = 'running' "
                   "WHERE c.last_heartbeat >= 0 OR j.id IS NOT NULL ORDER BY c.name",
                   J);
    assert_non_null(bad);
    free(bad);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(no_query_scans_a_big_table),
        cmocka_unit_test(a_scan_fails), /* last: it drops an index */
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
