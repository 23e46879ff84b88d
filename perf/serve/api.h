/* api.h — the JSON API's endpoints (docs/guide.md, "The web dashboard").
 * Each fills the response from the request's validated parameters and the
 * worker thread's read-only connection; failures are JSON errors (400 for
 * a bad parameter, 404 for an unknown artifact, benchmark, metric or test
 * case, 500 for a database error, whose reason the router logs instead of
 * answering; a lost connection becomes a retry or a 503 there). */
#ifndef PERF_SERVE_API_H
#define PERF_SERVE_API_H

#include "http.h"

/* api_catalog.c: what there is */
void api_artifacts(perf_http_req *req, perf_http_resp *resp);
void api_benchmarks(perf_http_req *req, perf_http_resp *resp);
void api_status(perf_http_req *req, perf_http_resp *resp);

/* api_report.c: over perf/report, the verbs' JSON */
void api_compare(perf_http_req *req, perf_http_resp *resp);
void api_report(perf_http_req *req, perf_http_resp *resp); /* text/markdown */
void api_detail(perf_http_req *req, perf_http_resp *resp);
void api_metrics(perf_http_req *req, perf_http_resp *resp);
void api_history(perf_http_req *req, perf_http_resp *resp);
/* /api/changes?benchmark=&metric=&min_step=: perf_json_changes (min_step a
 * fraction, default PERF_CHANGE_MIN_STEP). */
void api_changes(perf_http_req *req, perf_http_resp *resp);
void api_query_history(perf_http_req *req, perf_http_resp *resp);

/* api_files.c: downloads */
void api_raw(perf_http_req *req, perf_http_resp *resp);
void api_raw_files(perf_http_req *req, perf_http_resp *resp);
void api_flamegraph(perf_http_req *req, perf_http_resp *resp);
void api_chrome(perf_http_req *req, perf_http_resp *resp);
void api_diff(perf_http_req *req, perf_http_resp *resp);
void api_diff_flamegraph(perf_http_req *req, perf_http_resp *resp);

/* Validators shared by the endpoints: 1 when valid, else a 400 in resp. */
int api_check_profile(perf_http_resp *resp, const char *profile);
int api_check_scenario(perf_http_resp *resp, const char *scenario);

#endif
