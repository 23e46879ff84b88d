/* api_catalog.c — /api/artifacts, /api/benchmarks: what the database
 * holds, for the pages' selectors, as the catalog (perf/catalog) lists it. */
#include <stdio.h>
#include <string.h>

#include "../catalog/catalog.h"
#include "../profile/profile.h"
#include "api.h"

int api_check_profile(perf_http_resp *resp, const char *p)
{
    if (perf_profile_valid(p))
        return 1;
    char names[256];
    perf_http_error(resp, 400, "profile '%s' is not one of %s", p,
                    perf_profile_names(NULL, names, sizeof names));
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
    sup_json j;
    perf_http_json(resp, &j);
    sup_json_obj(&j, NULL);
    sup_json_arr(&j, "artifacts");
    for (size_t i = 0; i < n; i++) {
        sup_json_obj(&j, NULL);
        sup_json_str(&j, "name", arts[i].name);
        sup_json_str(&j, "kind", arts[i].kind);
        sup_json_str(&j, "version", arts[i].version);
        sup_json_str(&j, "date", arts[i].date);
        sup_json_str(&j, "parent", arts[i].parent);
        sup_json_str(&j, "added_at", arts[i].added_at);
        sup_json_int(&j, "self_profiles", arts[i].self_profiles);
        sup_json_int(&j, "samples", arts[i].samples);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_end_obj(&j);
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
    sup_json j;
    perf_http_json(resp, &j);
    sup_json_obj(&j, NULL);
    sup_json_arr(&j, "test_cases");
    for (size_t i = 0; i < n; i++) {
        sup_json_obj(&j, NULL);
        sup_json_str(&j, "name", cases[i].benchmark);
        sup_json_str(&j, "language", cases[i].language);
        sup_json_str(&j, "category", cases[i].category);
        sup_json_str(&j, "profile", cases[i].profile);
        sup_json_str(&j, "scenario", cases[i].scenario);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_end_obj(&j);
    perf_catalog_cases_free(cases, n);
}
