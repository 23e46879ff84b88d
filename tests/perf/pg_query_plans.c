/* pg_query_plans.c — test_query_plans.c's guarantee on PostgreSQL: every
 * hot query (hot_queries.c, the SQL texts perf_core runs) searches the
 * indexes meant for it and never reads sample, query_block, job
 * or the other big tables whole (issue 27).
 *
 * On a fresh database of the CTest fixture perf_pg's server (its URL in
 * $SELFPROF_PERF_PG_URL_FILE; no server is a failure, not a skip),
 * migrated by perf_core's own migrations, it writes a history shaped like
 * a long one (HISTORY: 10,000 artifacts, 157,500 samples, 50,000 jobs),
 * runs VACUUM ANALYZE and EXPLAINs (FORMAT JSON) each query as the
 * program runs it: prepared without parameter types (as PQprepare in
 * db_postgres_stmt.c), executed with values of these rows, as many times
 * as it takes the server to settle on a plan (CUSTOM_RUNS + 1: custom
 * plans first, then the generic one when it costs no more). No plan may
 * have a Seq Scan of the query's hot_query.no_scan (by table or alias),
 * and each must search every index of its pg_indexes. Planner settings
 * are the server's defaults (enable_seqscan on): it chooses freely.
 *
 * Deterministic: ANALYZE runs with default_statistics_target 1000, so
 * that it reads every row of each table (up to 300,000) and the
 * statistics do not depend on its random sample; VACUUM marks every page
 * all-visible (index-only scans cost what they cost on a long-lived
 * database that autovacuum keeps), not as far as autovacuum happened to
 * get. 3 to 5 seconds in all. Controls show the check can fail: a read of a column no index holds, the metric
 * list once migration 5's sample_metric_self is dropped, and status once
 * job_state_request is. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <jansson.h>

#include "../unit/test_support.h"
#include "db/db.h"
#include "db/migrate.h"
#include "hot_queries.h"

static char base_url[1024]; /* the fixture's database, to create and drop ours */
static char url[1024];      /* ours: .../plans_test_PID */
static perf_db *g_db;
static char g_err[1024];

/* A history with the shape of a long one, at the size of
 * bench/scale_bench.sh's largest: 10,000 artifacts, each the parent of
 * the next, with a request of 5 jobs (done, but the newest request's,
 * queued) and 15 samples (5 test cases, 3 metrics); every 20th also
 * self-profiled (its self-profiled samples, self-profiles of 30 query
 * rows and times). Smaller tables are read whole by plans that are right
 * for their size (a hash join of all 3,000 requests costs less than 30
 * lookups), which says nothing of a long history. Written with triggers
 * and foreign key checks off (session_replication_role, which the
 * fixture's user, a superuser, may set: seconds less), artifact_count
 * and test_case then filled as migration 4 fills them. */
static const char HISTORY[] =
    /* no autovacuum (its snapshot would keep VACUUM below from marking
     * pages all-visible, its ANALYZE would replace ours) */
    "DO $$DECLARE t text; BEGIN FOR t IN SELECT tablename FROM pg_tables "
    "WHERE schemaname = current_schema() LOOP "
    "EXECUTE format('ALTER TABLE %I SET (autovacuum_enabled = off)', t); END LOOP; END $$;"
    /* the fixture's server commits asynchronously: a commit not yet on
     * disk leaves its rows without hint bits, and VACUUM does not mark
     * their pages all-visible until the WAL writer has passed */
    "SET synchronous_commit = on;"
    "SET session_replication_role = replica;"
    "INSERT INTO benchmark (name, language, category, suite) "
    "SELECT 'b' || i, 'rust', 'primary', 's' FROM generate_series(1, 5) i;"
    "INSERT INTO metric (name, unit) VALUES ('wall-time', 's'), ('cpu-time', 's'), "
    "('instructions', 'n');"
    "INSERT INTO label (name) SELECT 'q' || i FROM generate_series(1, 30) i;"
    "INSERT INTO artifact (name, kind, compiler, version, date, added_at, parent_id) "
    "SELECT 'a' || i, 'rustc', '/x', 'v', '2026-' || (100000 + i), 'now', NULLIF(i - 1, 0) "
    "FROM generate_series(1, 10000) i;"
    "INSERT INTO request (artifact_id, base_id, suite, iterations, created_at) "
    "SELECT id, parent_id, 's', 3, id FROM artifact;"
    "INSERT INTO job (request_id, artifact_id, benchmark_id, profile, scenarios, iterations, "
    "state, queued_at, finished_at) SELECT r.id, r.artifact_id, b.id, 'check', 'full', 3, "
    "CASE WHEN r.id = 10000 THEN 'queued' ELSE 'done' END, 0, "
    "CASE WHEN r.id = 10000 THEN NULL ELSE r.id END FROM request r, benchmark b;"
    "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, iteration, "
    "self_profiled, value, measured_at) SELECT a.id, b.id, 'check', 'full', m.id, i, "
    "CASE WHEN i = 0 THEN 1 ELSE 0 END, 1.0, 0 FROM artifact a, benchmark b, metric m, "
    "generate_series(0, 1) i WHERE i = 1 OR a.id % 20 = 0;"
    "INSERT INTO self_profile (artifact_id, benchmark_id, profile, scenario, counter, unit, "
    "total_time, event_count, file_count) SELECT a.id, b.id, 'check', 'full', 'wall-time', "
    "'ns', 1, 1, 1 FROM artifact a, benchmark b WHERE a.id % 20 = 0;"
    /* the blocks' bytes do not matter to a plan */
    "INSERT INTO query_block SELECT id, 30, 2, decode(repeat('00', 300), 'hex') "
    "FROM self_profile;"
    "INSERT INTO test_case SELECT benchmark_id, profile, scenario FROM sample "
    "UNION SELECT benchmark_id, profile, scenario FROM self_profile;"
    "INSERT INTO artifact_count SELECT a.id, COALESCE(s.n, 0), COALESCE(p.n, 0) FROM artifact a "
    "LEFT JOIN (SELECT artifact_id, count(*) AS n FROM sample GROUP BY artifact_id) s "
    "ON s.artifact_id = a.id LEFT JOIN (SELECT artifact_id, count(*) AS n FROM self_profile "
    "GROUP BY artifact_id) p ON p.artifact_id = a.id;"
    "RESET session_replication_role;";

/* Whether `name` is one of list's (NULL-terminated, at most 2). */
static int listed(const char *const *list, const char *name)
{
    for (int i = 0; i < 2 && list[i]; i++)
        if (!strcmp(list[i], name))
            return 1;
    return 0;
}

/* Walks one plan node of q and its children: the first Seq Scan of a
 * name of q->no_scan (but q->pg_may_scan) into bad when bad is still
 * empty, and which of q->pg_indexes are searched into found[]. */
static void walk(json_t *node, const hot_query *q, int *found, char *bad, size_t badlen)
{
    const char *type = json_string_value(json_object_get(node, "Node Type"));
    const char *rel = json_string_value(json_object_get(node, "Relation Name"));
    const char *alias = json_string_value(json_object_get(node, "Alias"));
    const char *index = json_string_value(json_object_get(node, "Index Name"));
    if (type && strstr(type, "Seq Scan") && !bad[0]) /* also "Parallel Seq Scan" */
        for (int i = 0; q->no_scan[i]; i++)
            if (((rel && !strcmp(rel, q->no_scan[i])) ||
                 (alias && !strcmp(alias, q->no_scan[i]))) &&
                !listed(q->pg_may_scan, q->no_scan[i])) {
                snprintf(bad, badlen, "%s on %s %s", type, rel ? rel : "?", alias ? alias : "");
                break;
            }
    for (int i = 0; index && q->pg_indexes[i]; i++) {
        /* an entry is one name or alternatives "a|b" */
        size_t n = strlen(index);
        for (const char *p = q->pg_indexes[i]; p; p = strchr(p, '|') ? strchr(p, '|') + 1 : NULL)
            if (!strncmp(p, index, n) && (p[n] == '\0' || p[n] == '|'))
                found[i] = 1;
    }
    json_t *plans = json_object_get(node, "Plans"); /* its children; NULL: none */
    for (size_t k = 0; k < json_array_size(plans); k++)
        walk(json_array_get(plans, k), q, found, bad, badlen);
}

/* The plan of `execute` (the prepared statement of q), as EXPLAIN's text,
 * to stderr: what a failure shows. */
static void print_plan(const hot_query *q, const char *execute)
{
    char explain[512];
    snprintf(explain, sizeof explain, "EXPLAIN %s", execute);
    perf_stmt *st;
    if (perf_db_prepare(g_db, explain, &st, g_err, sizeof g_err) < 0)
        fail_msg("%s: %s", q->name, g_err);
    fprintf(stderr, "%s:\n", q->name);
    while (perf_stmt_step(st, g_err, sizeof g_err) == PERF_DB_ROW)
        fprintf(stderr, "    %s\n", perf_stmt_column_text(st, 0));
    perf_stmt_finalize(st);
}

/* What is wrong with the plan of one EXPLAIN (FORMAT JSON) EXECUTE of q:
 * a Seq Scan it may not do, or an index of q->pg_indexes it does not
 * search, written to bad (empty: nothing). */
static void check_plan(const hot_query *q, const char *explain, char *bad, size_t badlen)
{
    perf_stmt *st;
    if (perf_db_prepare(g_db, explain, &st, g_err, sizeof g_err) < 0 ||
        perf_stmt_step(st, g_err, sizeof g_err) != PERF_DB_ROW)
        fail_msg("%s: %s", q->name, g_err);
    json_error_t jerr;
    json_t *doc = json_loads(perf_stmt_column_text(st, 0), 0, &jerr);
    if (!doc)
        fail_msg("%s: the plan is not JSON: %s", q->name, jerr.text);
    int found[4] = {0};
    walk(json_object_get(json_array_get(doc, 0), "Plan"), q, found, bad, badlen);
    for (int i = 0; !bad[0] && i < 4 && q->pg_indexes[i]; i++)
        if (!found[i])
            snprintf(bad, badlen, "no search of %s", q->pg_indexes[i]);
    json_decref(doc);
    perf_stmt_finalize(st);
}

/* PostgreSQL plans a prepared statement anew for each of its first 5
 * executions (custom plans, for the values given), then settles on its
 * generic plan if that costs no more than they did on average, else goes
 * on with custom plans (plancache.c, plan_cache_mode auto). */
#define CUSTOM_RUNS 5

/* What is wrong with the plans of q prepared as the program prepares it,
 * in each of the executions that show what the server will do with it
 * (its first, custom plan, and the plan it settles on after CUSTOM_RUNS):
 * the first fault, written to why with the execution's number (and the
 * plan to stderr); 0 when there is none, 1 when there is one. */
static int bad_plan(const hot_query *q, char *why, size_t whylen)
{
    size_t len = strlen(q->sql) + 64;
    char *prepare = malloc(len);
    assert_non_null(prepare);
    snprintf(prepare, len, "PREPARE hot AS %s", q->sql);
    if (perf_db_exec(g_db, prepare, g_err, sizeof g_err) < 0)
        fail_msg("%s: %s", q->name, g_err);
    free(prepare);
    char explain[512];
    snprintf(explain, sizeof explain, "EXPLAIN (FORMAT JSON) EXECUTE hot%s%s%s",
             q->pg_args ? "(" : "", q->pg_args ? q->pg_args : "", q->pg_args ? ")" : "");
    char bad[256] = "";
    int run;
    for (run = 1; run <= CUSTOM_RUNS + 1 && !bad[0]; run++)
        check_plan(q, explain, bad, sizeof bad);
    if (bad[0]) {
        snprintf(why, whylen, "execution %d: %s", run - 1, bad);
        print_plan(q, explain + strlen("EXPLAIN (FORMAT JSON) "));
    }
    if (perf_db_exec(g_db, "DEALLOCATE hot", g_err, sizeof g_err) < 0)
        fail_msg("%s: %s", q->name, g_err);
    return bad[0] != '\0';
}

static void every_query_searches_its_indexes(void **state)
{
    (void)state;
    int failures = 0;
    for (size_t i = 0; i < HOT_QUERY_COUNT; i++) {
        char why[256];
        if (bad_plan(&HOT_QUERIES[i], why, sizeof why)) {
            fprintf(stderr, "%s, %s (an index is missing)\n", HOT_QUERIES[i].name, why);
            failures++;
        }
    }
    assert_int_equal(failures, 0);
}

/* The entry of HOT_QUERIES called name. (By name, not by its SQL's
 * macro: report/status.h brings support/json_writer.h, whose json_string
 * jansson.h declares too.) */
static const hot_query *hot(const char *name)
{
    for (size_t i = 0; i < HOT_QUERY_COUNT; i++)
        if (!strcmp(HOT_QUERIES[i].name, name))
            return &HOT_QUERIES[i];
    fail_msg("no hot query %s", name);
    return NULL;
}

/* The controls: a scan, and a missing index, are seen when there are:
 * without migration 5's index the metric list reads the sample table,
 * without job_state_request status no longer searches it. */
static void a_scan_fails(void **state)
{
    (void)state;
    char why[256];
    const hot_query all = {.name = "control: every sample",
                           .sql = "SELECT sum(measured_at) FROM sample", /* in no index */
                           .no_scan = {"sample"}};
    assert_int_equal(bad_plan(&all, why, sizeof why), 1);
    assert_non_null(strstr(why, "Seq Scan on sample"));
    assert_int_equal(perf_db_exec(g_db, "DROP INDEX sample_metric_self", g_err, sizeof g_err), 0);
    assert_int_equal(bad_plan(hot("metrics"), why, sizeof why), 1);
    assert_non_null(strstr(why, "Seq Scan on sample"));
    assert_int_equal(perf_db_exec(g_db, "DROP INDEX job_state_request", g_err, sizeof g_err), 0);
    assert_int_equal(bad_plan(hot("status requests"), why, sizeof why), 1);
}

/* Runs one statement on the fixture's database (CREATE or DROP DATABASE). */
static int on_base(const char *sql)
{
    perf_db *db;
    int r = perf_db_open(base_url, 0, &db, g_err, sizeof g_err);
    if (r == 0) {
        r = perf_db_exec(db, sql, g_err, sizeof g_err);
        perf_db_close(db);
    }
    if (r != 0)
        fprintf(stderr, "pg_query_plans: %s\n", g_err);
    return r;
}

static int teardown(void **state)
{
    (void)state;
    perf_db_close(g_db);
    g_db = NULL;
    char sql[128];
    snprintf(sql, sizeof sql, "DROP DATABASE IF EXISTS plans_test_%d WITH (FORCE)", (int)getpid());
    return on_base(sql) == 0 ? 0 : -1;
}

static int setup(void **state)
{
    (void)state;
    if (test_pg_fixture_url("pg_query_plans", base_url, sizeof base_url) < 0)
        return -1;
    const char *slash = strrchr(base_url, '/');
    snprintf(url, sizeof url, "%.*s/plans_test_%d", (int)(slash - base_url), base_url,
             (int)getpid());
    char sql[128];
    snprintf(sql, sizeof sql, "CREATE DATABASE plans_test_%d", (int)getpid());
    if (on_base(sql) != 0)
        return -1;
    if (perf_db_open(url, 0, &g_db, g_err, sizeof g_err) < 0 ||
        perf_db_migrate(g_db, g_err, sizeof g_err) < 0 ||
        perf_db_exec(g_db, HISTORY, g_err, sizeof g_err) < 0 ||
        /* ANALYZE reads 300 x the target rows: all of each table */
        perf_db_exec(g_db, "SET default_statistics_target = 1000", g_err, sizeof g_err) < 0 ||
        /* alone: VACUUM cannot run inside the transaction of a multi-statement text */
        perf_db_exec(g_db, "VACUUM ANALYZE", g_err, sizeof g_err) < 0 ||
        perf_db_exec(g_db, "RESET default_statistics_target", g_err, sizeof g_err) < 0) {
        fprintf(stderr, "pg_query_plans: %s\n", g_err);
        teardown(state); /* cmocka does not when the setup fails */
        return -1;
    }
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_query_searches_its_indexes),
        cmocka_unit_test(a_scan_fails), /* last: it drops indexes */
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
