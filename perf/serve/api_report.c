/* api_report.c — the endpoints over perf/report: /api/compare,
 * /api/report (the Markdown of `selfprof-perf report`), /api/detail,
 * /api/metrics, /api/history, /api/changes, /api/query-history,
 * /api/status. The JSON and the Markdown are perf/report's
 * (report_json.c, status.c, markdown.c) and perf/changes', the same
 * writers as the verbs', written straight into the answer's buffer. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../changes/changes.h"
#include "../render/changes_json.h"
#include "../explain/explain.h"
#include "../render/markdown.h"
#include "../report/report.h"
#include "../render/report_json.h"
#include "../render/status_doc.h"
#include "../report/status.h"
#include "../sections/sections.h"
#include "api.h"

/* resp as a 200 of media type `mime` whose body the caller then writes:
 * the buffer report/ writes into. The router answers 500 instead when it
 * ran out of memory (body.failed). */
static sup_buf *answer(perf_http_resp *resp, const char *mime)
{
    sup_buf_free(&resp->body);
    resp->status = 200;
    resp->type = mime;
    return &resp->body;
}

/* A report function's failure as 404 (unknown name) or 500. */
static void report_error(perf_http_resp *resp, int rc, const char *err)
{
    perf_http_error(resp, rc == PERF_REPORT_NOT_FOUND ? 404 : 500, "%s", err);
}

/* The test case parameters benchmark, profile, scenario: all required and
 * valid; 0 or -1 with a 400 in resp. */
static int test_case(perf_http_req *req, perf_http_resp *resp, const char **bench,
                     const char **profile, const char **scenario)
{
    if (!(*bench = perf_http_need(req, resp, "benchmark")) ||
        !(*profile = perf_http_need(req, resp, "profile")) ||
        !(*scenario = perf_http_need(req, resp, "scenario")) ||
        !api_check_profile(resp, *profile) || !api_check_scenario(resp, *scenario))
        return -1;
    return 0;
}

typedef struct compare_filter {
    const char *name, *profile, *scenario, *category;
    int significant; /* only significant rows */
    int direction;   /* 1 regressions, -1 improvements, 0 both */
    int relevant;    /* only relevant rows (perf/report/relevance.h) */
} compare_filter;

static int keep(const perf_compare_row *r, const void *arg)
{
    const compare_filter *f = arg;
    if (f->name && !strstr(r->benchmark, f->name))
        return 0;
    if (f->profile && strcmp(r->profile, f->profile) != 0)
        return 0;
    if (f->scenario) {
        /* "incr-patched" stands for every patched scenario */
        if (strcmp(f->scenario, "incr-patched") == 0
                ? strncmp(r->scenario, "incr-patched: ", 14) != 0
                : strcmp(r->scenario, f->scenario) != 0)
            return 0;
    }
    if (f->category && strcmp(r->category, f->category) != 0)
        return 0;
    if (f->significant && !r->sig.significant)
        return 0;
    if (f->relevant && !r->relevant)
        return 0;
    if (f->direction > 0 && !(r->change > 0))
        return 0;
    if (f->direction < 0 && !(r->change < 0))
        return 0;
    return 1;
}

/* What an answer holding comparison c read, for the cache: A's and B's
 * results, and those of the artifacts before A (the history its
 * significance rule read); a row measured apart read the noise between
 * sessions of every artifact, so such an answer depends on everything
 * (deps left unset). */
static void compare_deps(perf_http_resp *resp, const perf_comparison *c)
{
    int apart = 0;
    for (size_t i = 0; i < c->count; i++)
        apart |= c->rows[i].sig.source == PERF_SIG_APART;
    if (!apart && c->a_date && strlen(c->a_date) < sizeof resp->deps.before_date) {
        resp->deps = (perf_cache_deps){
            .set = 1, .n = 2, .artifacts = {c->a_id, c->b_id}, .before = 1, .before_id = c->a_id};
        memcpy(resp->deps.before_date, c->a_date, strlen(c->a_date) + 1);
    }
}

void api_compare(perf_http_req *req, perf_http_resp *resp)
{
    const char *a, *b;
    if (!(a = perf_http_need(req, resp, "a")) || !(b = perf_http_need(req, resp, "b")))
        return;
    const char *metric = perf_http_param(req, "metric");
    compare_filter f = {0};
    const char *v;
    f.name = (v = perf_http_param(req, "name")) && *v ? v : NULL;
    f.profile = (v = perf_http_param(req, "profile")) && *v ? v : NULL;
    if (f.profile && !api_check_profile(resp, f.profile))
        return;
    f.scenario = (v = perf_http_param(req, "scenario")) && *v ? v : NULL;
    if (f.scenario && strcmp(f.scenario, "incr-patched") != 0 &&
        !api_check_scenario(resp, f.scenario))
        return;
    f.category = (v = perf_http_param(req, "category")) && *v ? v : NULL;
    if (f.category && strcmp(f.category, "primary") && strcmp(f.category, "secondary") &&
        strcmp(f.category, "stable")) {
        perf_http_error(resp, 400, "category '%s' is not primary, secondary or stable", f.category);
        return;
    }
    if ((v = perf_http_param(req, "significant")) && *v) {
        if (strcmp(v, "0") && strcmp(v, "1")) {
            perf_http_error(resp, 400, "significant '%s' is not 0 or 1", v);
            return;
        }
        f.significant = *v == '1';
    }
    if ((v = perf_http_param(req, "relevant")) && *v) {
        if (strcmp(v, "0") && strcmp(v, "1")) {
            perf_http_error(resp, 400, "relevant '%s' is not 0 or 1", v);
            return;
        }
        f.relevant = *v == '1';
    }
    if ((v = perf_http_param(req, "direction")) && *v) {
        if (!strcmp(v, "regressions"))
            f.direction = 1;
        else if (!strcmp(v, "improvements"))
            f.direction = -1;
        else if (strcmp(v, "all")) {
            perf_http_error(resp, 400, "direction '%s' is not all, regressions or improvements", v);
            return;
        }
    }
    int explain = 0;
    if ((v = perf_http_param(req, "explain")) && *v) {
        if (strcmp(v, "0") && strcmp(v, "1")) {
            perf_http_error(resp, 400, "explain '%s' is not 0 or 1", v);
            return;
        }
        explain = *v == '1';
    }
    char err[512];
    perf_comparison *c;
    /* explain=1: compare --explain's explanations and suite-wide view,
     * over every test case whatever the filters (the view shares them) */
    int rc = perf_explain_compare(req->db, a, b, metric, explain, &c, err, sizeof err);
    if (rc != PERF_REPORT_OK) {
        report_error(resp, rc, err);
        return;
    }
    compare_deps(resp, c);
    /* The filtered view: the kept rows (sharing their strings) and their
     * own summary; the unfiltered count goes along as "total". */
    perf_comparison view;
    if (perf_comparison_view(c, keep, &f, &view) < 0) {
        perf_comparison_free(c);
        perf_http_error(resp, 500, "out of memory");
        return;
    }
    perf_json_comparison_of(answer(resp, "application/json"), &view, c->count);
    free(view.rows);
    perf_comparison_free(c);
}

void api_report(perf_http_req *req, perf_http_resp *resp)
{
    const char *a, *b;
    if (!(a = perf_http_need(req, resp, "a")) || !(b = perf_http_need(req, resp, "b")))
        return;
    const char *metric = perf_http_param(req, "metric");
    const char *url = perf_http_param(req, "url");
    char err[512];
    perf_comparison *c;
    int rc = perf_explain_compare(req->db, a, b, metric, 1, &c, err, sizeof err);
    if (rc != PERF_REPORT_OK) {
        report_error(resp, rc, err);
        return;
    }
    /* the page passes its own address (location.origin) for the links */
    perf_markdown_comparison(answer(resp, "text/markdown; charset=utf-8"), c,
                             url && *url ? url : NULL, 2);
    perf_comparison_free(c);
}

void api_detail(perf_http_req *req, perf_http_resp *resp)
{
    const char *a, *b, *bench, *profile, *scenario;
    if (!(a = perf_http_need(req, resp, "a")) || !(b = perf_http_need(req, resp, "b")) ||
        test_case(req, resp, &bench, &profile, &scenario) < 0)
        return;
    char err[512];
    perf_detail *d;
    int rc = perf_sections_detail(req->db, a, b, bench, profile, scenario, &d, err, sizeof err);
    if (rc != PERF_REPORT_OK) {
        report_error(resp, rc, err);
        return;
    }
    /* its compare row, on `metric` (else the default): the comparison
     * of every test case, as the compare page's row is (its noise is
     * pooled over the others) */
    perf_comparison *c = NULL;
    const char *metric = perf_http_param(req, "metric");
    rc = perf_report_compare(req->db, a, b, metric, &c, err, sizeof err);
    /* no metric measured yet (imported self-profiles alone): the detail
     * without a compare row ("compare": null), as detail's */
    if (rc != PERF_REPORT_OK && !(rc == PERF_REPORT_NOT_FOUND && !(metric && *metric))) {
        perf_detail_free(d);
        report_error(resp, rc, err);
        return;
    }
    if (rc != PERF_REPORT_OK)
        c = NULL;
    /* cached until A's or B's results change (their rows, raw profiles),
     * or what the compare row read */
    if (c)
        compare_deps(resp, c);
    else
        resp->deps = (perf_cache_deps){.set = 1, .n = 2, .artifacts = {d->a_id, d->b_id}};
    perf_json_detail(answer(resp, "application/json"), d, c);
    perf_comparison_free(c);
    perf_detail_free(d);
}

void api_metrics(perf_http_req *req, perf_http_resp *resp)
{
    char err[512];
    perf_metric_info *m;
    size_t n;
    int rc = perf_report_metrics(req->db, &m, &n, err, sizeof err);
    if (rc != PERF_REPORT_OK) {
        report_error(resp, rc, err);
        return;
    }
    perf_json_metrics(answer(resp, "application/json"), m, n);
    perf_metric_list_free(m, n);
}

/* Parameter `name` as an integer in [0, max] into *v (unchanged when
 * absent); 0, or -1 with a 400 in resp. */
static int int_param(perf_http_req *req, perf_http_resp *resp, const char *name, int64_t max,
                     int64_t *v)
{
    const char *s = perf_http_param(req, name);
    if (!s || !*s)
        return 0;
    char *end;
    long long x = strtoll(s, &end, 10);
    if (*end || x < 0 || x > max) {
        perf_http_error(resp, 400, "%s must be an integer from 0 to %lld", name, (long long)max);
        return -1;
    }
    *v = x;
    return 0;
}

/* The graphs' window: from, to (dates) and points (at most that many
 * artifacts, 2 to PERF_HISTORY_MAX_POINTS); see perf_history_window. 0, or
 * -1 with a 400 in resp. */
static int history_range(perf_http_req *req, perf_http_resp *resp, perf_history_range *r)
{
    int64_t points = PERF_HISTORY_MAX_POINTS;
    r->from = perf_http_param(req, "from");
    r->to = perf_http_param(req, "to");
    if (int_param(req, resp, "points", PERF_HISTORY_MAX_POINTS, &points) < 0)
        return -1;
    if (points < 2) {
        perf_http_error(resp, 400, "points must be at least 2");
        return -1;
    }
    r->max_points = (size_t)points;
    return 0;
}

void api_history(perf_http_req *req, perf_http_resp *resp)
{
    const char *bench, *metric;
    if (!(bench = perf_http_need(req, resp, "benchmark")) ||
        !(metric = perf_http_need(req, resp, "metric")))
        return;
    const char *profile = perf_http_param(req, "profile");
    const char *scenario = perf_http_param(req, "scenario");
    profile = profile && *profile ? profile : NULL;
    scenario = scenario && *scenario ? scenario : NULL;
    if ((profile && !api_check_profile(resp, profile)) ||
        (scenario && !api_check_scenario(resp, scenario)))
        return;
    char err[512];
    perf_history *h;
    perf_history_range range;
    if (history_range(req, resp, &range) < 0)
        return;
    int rc = perf_report_benchmark_history(req->db, bench, metric, profile, scenario, &range, &h,
                                           err, sizeof err);
    if (rc != PERF_REPORT_OK) {
        report_error(resp, rc, err);
        return;
    }
    perf_json_history(answer(resp, "application/json"), h);
    perf_history_free(h);
}

void api_changes(perf_http_req *req, perf_http_resp *resp)
{
    const char *bench = perf_http_param(req, "benchmark");
    const char *metric = perf_http_param(req, "metric");
    const char *step = perf_http_param(req, "min_step");
    double min_step = PERF_CHANGE_MIN_STEP;
    if (step && *step) {
        char *end;
        min_step = strtod(step, &end);
        if (end == step || *end || !(min_step >= 0 && min_step < 10)) {
            perf_http_error(resp, 400, "min_step: '%s' is not a fraction from 0 to 10", step);
            return;
        }
    }
    char err[512];
    perf_changes *c;
    int rc = perf_report_changes(req->db, metric && *metric ? metric : NULL,
                                 bench && *bench ? bench : NULL, min_step, &c, err, sizeof err);
    if (rc != PERF_REPORT_OK) {
        report_error(resp, rc, err);
        return;
    }
    perf_json_changes(answer(resp, "application/json"), c, min_step);
    perf_changes_free(c);
}

void api_query_history(perf_http_req *req, perf_http_resp *resp)
{
    const char *bench, *profile, *scenario, *label;
    if (test_case(req, resp, &bench, &profile, &scenario) < 0 ||
        !(label = perf_http_need(req, resp, "label")))
        return;
    char err[512];
    perf_query_history *h;
    perf_history_range range;
    if (history_range(req, resp, &range) < 0)
        return;
    int rc = perf_report_query_history(req->db, bench, profile, scenario, label, &range, &h, err,
                                       sizeof err);
    if (rc != PERF_REPORT_OK) {
        report_error(resp, rc, err);
        return;
    }
    perf_json_query_history(answer(resp, "application/json"), h);
    perf_query_history_free(h);
}

void api_status(perf_http_req *req, perf_http_resp *resp)
{
    char err[512] = "";
    int64_t finished = PERF_STATUS_FINISHED_DEFAULT, offset = 0;
    if (int_param(req, resp, "finished", PERF_STATUS_FINISHED_MAX, &finished) < 0 ||
        int_param(req, resp, "offset", INT32_MAX, &offset) < 0)
        return;
    perf_status *s;
    if (perf_status_read(req->db, finished, offset, &s, err, sizeof err) < 0) {
        perf_http_error(resp, 500, "%s", err);
        return;
    }
    /* a failure replaces the partial document with the error */
    if (perf_status_json(answer(resp, "application/json"), s) < 0)
        perf_http_error(resp, 500, "out of memory");
    perf_status_free(s);
}
