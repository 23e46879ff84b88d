/* api_catalog.c — /api/artifacts, /api/benchmarks: what the database
 * holds, for the pages' selectors. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "api.h"

int api_check_profile(perf_http_resp *resp, const char *p)
{
    if (!strcmp(p, "check") || !strcmp(p, "debug") || !strcmp(p, "opt"))
        return 1;
    perf_http_error(resp, 400, "profile '%s' is not check, debug or opt", p);
    return 0;
}

int api_check_scenario(perf_http_resp *resp, const char *s)
{
    if (!strcmp(s, "full") || !strcmp(s, "incr-full") || !strcmp(s, "incr-unchanged") ||
        (!strncmp(s, "incr-patched: ", 14) && s[14]))
        return 1;
    perf_http_error(resp, 400,
                    "scenario '%s' is not full, incr-full, incr-unchanged or 'incr-patched: NAME'", s);
    return 0;
}

/* Prepares sql, or fills resp with a 500. */
static perf_stmt *prepare(perf_http_req *req, perf_http_resp *resp, const char *sql)
{
    char err[512];
    perf_stmt *st;
    if (perf_db_prepare(req->db, sql, &st, err, sizeof err) < 0) {
        perf_http_error(resp, 500, "%s", err);
        return NULL;
    }
    return st;
}

/* Column c as a JSON value: null, integer or text. */
static void column(perf_json *j, const char *key, perf_stmt *st, int c, int integer)
{
    if (perf_stmt_column_is_null(st, c))
        pj_null(j, key);
    else if (integer)
        pj_int(j, key, perf_stmt_column_int64(st, c));
    else
        pj_str(j, key, perf_stmt_column_text(st, c));
}

/* Runs st, writing each row as an object with the named columns (a name
 * starting with '#' is an integer). 0, or -1 with a 500 in resp. */
static int rows(perf_http_resp *resp, perf_json *j, perf_stmt *st, const char *const *cols)
{
    char err[512];
    int rc;
    while ((rc = perf_stmt_step(st, err, sizeof err)) == PERF_DB_ROW) {
        pj_obj(j, NULL);
        for (int c = 0; cols[c]; c++)
            column(j, cols[c] + (cols[c][0] == '#'), st, c, cols[c][0] == '#');
        pj_end_obj(j);
    }
    perf_stmt_finalize(st);
    if (rc == PERF_DB_ERROR) {
        perf_http_error(resp, 500, "%s", err);
        return -1;
    }
    return 0;
}

void api_artifacts(perf_http_req *req, perf_http_resp *resp)
{
    static const char *const COLS[] = {"name", "kind", "version", "date", "parent", "added_at",
                                       "#self_profiles", "#samples", NULL};
    perf_stmt *st = prepare(req, resp,
                            "SELECT a.name, a.kind, a.version, a.date, p.name, a.added_at, "
                            "(SELECT count(*) FROM self_profile s WHERE s.artifact_id = a.id), "
                            "(SELECT count(*) FROM sample s WHERE s.artifact_id = a.id) "
                            "FROM artifact a LEFT JOIN artifact p ON p.id = a.parent_id "
                            "ORDER BY a.date DESC, a.name");
    if (!st)
        return;
    perf_json j;
    perf_http_json(resp, &j);
    pj_obj(&j, NULL);
    pj_arr(&j, "artifacts");
    if (rows(resp, &j, st, COLS) < 0)
        return;
    pj_end_arr(&j);
    pj_end_obj(&j);
}

void api_benchmarks(perf_http_req *req, perf_http_resp *resp)
{
    static const char *const COLS[] = {"name", "language", "category", "profile", "scenario", NULL};
    /* one row per test case that has samples or a self-profile */
    perf_stmt *st = prepare(req, resp,
                            "SELECT b.name, b.language, b.category, t.profile, t.scenario "
                            "FROM benchmark b JOIN ("
                            " SELECT DISTINCT benchmark_id, profile, scenario FROM sample"
                            " UNION SELECT benchmark_id, profile, scenario FROM self_profile"
                            ") t ON t.benchmark_id = b.id ORDER BY b.name, t.profile, t.scenario");
    if (!st)
        return;
    perf_json j;
    perf_http_json(resp, &j);
    pj_obj(&j, NULL);
    pj_arr(&j, "test_cases");
    if (rows(resp, &j, st, COLS) < 0)
        return;
    pj_end_arr(&j);
    pj_end_obj(&j);
}
