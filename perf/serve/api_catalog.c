/* api_catalog.c — /api/artifacts, /api/benchmarks: what the database
 * holds, for the pages' selectors, as the catalog (perf/catalog) lists it. */
#include <stdio.h>
#include <string.h>

#include "../catalog/catalog.h"
#include "api.h"

int api_check_profile(perf_http_resp *resp, const char *p)
{
    if (perf_profile_valid(p))
        return 1;
    perf_http_error(resp, 400, "profile '%s' is not check, debug or opt", p);
    return 0;
}

int api_check_scenario(perf_http_resp *resp, const char *s)
{
    if (perf_scenario_valid(s))
        return 1;
    perf_http_error(resp, 400,
                    "scenario '%s' is not full, incr-full, incr-unchanged or 'incr-patched: NAME'",
                    s);
    return 0;
}

void api_artifacts(perf_http_req *req, perf_http_resp *resp)
{
    char err[512];
    perf_artifact *arts;
    size_t n;
    if (perf_artifact_list(req->db, &arts, &n, err, sizeof err) < 0) {
        perf_http_error(resp, 500, "%s", err);
        return;
    }
    perf_json j;
    perf_http_json(resp, &j);
    pj_obj(&j, NULL);
    pj_arr(&j, "artifacts");
    for (size_t i = 0; i < n; i++) {
        pj_obj(&j, NULL);
        pj_str(&j, "name", arts[i].name);
        pj_str(&j, "kind", arts[i].kind);
        pj_str(&j, "version", arts[i].version);
        pj_str(&j, "date", arts[i].date);
        pj_str(&j, "parent", arts[i].parent);
        pj_str(&j, "added_at", arts[i].added_at);
        pj_int(&j, "self_profiles", arts[i].self_profiles);
        pj_int(&j, "samples", arts[i].samples);
        pj_end_obj(&j);
    }
    pj_end_arr(&j);
    pj_end_obj(&j);
    perf_artifact_list_free(arts, n);
}

void api_benchmarks(perf_http_req *req, perf_http_resp *resp)
{
    char err[512];
    perf_catalog_case *cases;
    size_t n;
    if (perf_catalog_cases(req->db, &cases, &n, err, sizeof err) < 0) {
        perf_http_error(resp, 500, "%s", err);
        return;
    }
    perf_json j;
    perf_http_json(resp, &j);
    pj_obj(&j, NULL);
    pj_arr(&j, "test_cases");
    for (size_t i = 0; i < n; i++) {
        pj_obj(&j, NULL);
        pj_str(&j, "name", cases[i].benchmark);
        pj_str(&j, "language", cases[i].language);
        pj_str(&j, "category", cases[i].category);
        pj_str(&j, "profile", cases[i].profile);
        pj_str(&j, "scenario", cases[i].scenario);
        pj_end_obj(&j);
    }
    pj_end_arr(&j);
    pj_end_obj(&j);
    perf_catalog_cases_free(cases, n);
}
