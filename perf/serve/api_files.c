/* api_files.c — the downloads: /api/raw (a stored raw profile, as
 * imported), /api/raw-files (their names and sizes), and the processed
 * ones made by the selfprof program from the stored raw profiles:
 * /api/flamegraph (SVG), /api/chrome (Chrome trace JSON for Perfetto),
 * /api/diff (`selfprof diff` text of A's and B's profiles) and
 * /api/diff-flamegraph (`selfprof flamegraph --diff` SVG of them). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../report/report.h"
#include "api.h"
#include "server.h"
#include "tool.h"

#define MAX_FILES 64

/* The test case of one artifact: artifact, benchmark, profile, scenario. */
static perf_raw_profile *load_raw(perf_http_req *req, perf_http_resp *resp, const char *art_param,
                                  const char **art, const char **bench, const char **profile,
                                  const char **scenario)
{
    if (!(*art = perf_http_need(req, resp, art_param)) ||
        !(*bench = perf_http_need(req, resp, "benchmark")) ||
        !(*profile = perf_http_need(req, resp, "profile")) ||
        !(*scenario = perf_http_need(req, resp, "scenario")) ||
        !api_check_profile(resp, *profile) || !api_check_scenario(resp, *scenario))
        return NULL;
    char err[512];
    perf_raw_profile *r;
    int rc = perf_report_raw(req->db, *art, *bench, *profile, *scenario, &r, err, sizeof err);
    if (rc != PERF_REPORT_OK) {
        perf_http_error(resp, rc == PERF_REPORT_NOT_FOUND ? 404 : 500, "%s", err);
        return NULL;
    }
    if (r->count == 0) {
        perf_raw_profile_free(r);
        perf_http_error(resp, 404, "'%s' stored no raw profile for %s %s %s", *art, *bench,
                        *profile, *scenario);
        return NULL;
    }
    return r;
}

/* A download's file name from its parts, reduced to [A-Za-z0-9._-]. */
static void attachment(perf_http_resp *resp, const char *const parts[], const char *ext)
{
    size_t k = 0, max = sizeof resp->attachment - 16;
    for (size_t p = 0; parts[p] && k < max; p++) {
        if (p)
            resp->attachment[k++] = '-';
        for (const char *s = parts[p]; *s && k < max; s++) {
            char c = *s;
            int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                     c == '.' || c == '_' || c == '-';
            if (ok || (k && resp->attachment[k - 1] != '_'))
                resp->attachment[k++] = ok ? c : '_';
        }
    }
    snprintf(resp->attachment + k, sizeof resp->attachment - k, "%s", ext);
}

void api_raw(perf_http_req *req, perf_http_resp *resp)
{
    const char *art, *bench, *profile, *scenario;
    perf_raw_profile *r = load_raw(req, resp, "artifact", &art, &bench, &profile, &scenario);
    if (!r)
        return;
    const char *file = perf_http_param(req, "file");
    const perf_raw_file *f = NULL;
    if (file && *file) {
        for (size_t i = 0; i < r->count; i++)
            if (strcmp(r->files[i].name, file) == 0)
                f = &r->files[i];
        if (!f)
            perf_http_error(resp, 404, "the raw profile of %s %s %s %s has no file '%s'", art,
                            bench, profile, scenario, file);
    } else if (r->count > 1) {
        perf_http_error(resp, 400,
                        "the raw profile of %s %s %s %s has %zu files: name one with "
                        "file= (see /api/raw-files)",
                        art, bench, profile, scenario, r->count);
    } else {
        f = &r->files[0];
    }
    if (f) {
        sup_buf_add(&resp->body, f->data, f->size);
        resp->status = 200;
        resp->type = "application/octet-stream";
        const char *parts[] = {art, bench, profile, scenario, NULL};
        attachment(resp, parts, r->count > 1 ? "" : ".mm_profdata");
        if (r->count > 1) {
            const char *p2[] = {resp->attachment, f->name, NULL};
            char first[sizeof resp->attachment];
            snprintf(first, sizeof first, "%s", resp->attachment);
            p2[0] = first;
            attachment(resp, p2, "");
        }
        resp->no_gzip = 1; /* binary; the browser saves it as it is */
    }
    perf_raw_profile_free(r);
}

void api_raw_files(perf_http_req *req, perf_http_resp *resp)
{
    const char *art, *bench, *profile, *scenario;
    perf_raw_profile *r = load_raw(req, resp, "artifact", &art, &bench, &profile, &scenario);
    if (!r)
        return;
    sup_json j;
    perf_http_json(resp, &j);
    sup_json_obj(&j, NULL);
    sup_json_arr(&j, "files");
    for (size_t i = 0; i < r->count; i++) {
        sup_json_obj(&j, NULL);
        sup_json_str(&j, "name", r->files[i].name);
        sup_json_int(&j, "size", (int64_t)r->files[i].size);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_end_obj(&j);
    perf_raw_profile_free(r);
}

/* Runs argv (the selfprof program) in d; its output (the file `output` in
 * d, or its standard output when NULL) becomes the response, of Content-Type
 * `type`, as a download named from `parts` and `ext`; a failure is a 500
 * that begins with `what`. */
static void respond_with_tool(perf_http_req *req, perf_http_resp *resp, const perf_tool_dir *d,
                              char *const argv[], const char *output, const char *what,
                              const char *type, const char *const parts[], const char *ext)
{
    char err[512];
    sup_buf out = {0};
    if (perf_tool_run(d, argv, output, req->srv->tool_timeout, &out, err, sizeof err) < 0) {
        sup_buf_free(&out);
        perf_http_error(resp, 500, "%s: %s", what, err);
        return;
    }
    sup_buf_free(&resp->body);
    resp->body = out;
    resp->status = 200;
    resp->type = type;
    attachment(resp, parts, ext);
}

/* flamegraph / chrome of one artifact's test case. */
static void convert(perf_http_req *req, perf_http_resp *resp, const char *cmd, const char *ext,
                    const char *type)
{
    const char *art, *bench, *profile, *scenario;
    perf_raw_profile *r = load_raw(req, resp, "artifact", &art, &bench, &profile, &scenario);
    if (!r)
        return;
    char err[512], paths[MAX_FILES][320], outfile[300], title[600];
    perf_tool_dir d;
    if (perf_tool_dir_create(&d, err, sizeof err) < 0) {
        perf_raw_profile_free(r);
        perf_http_error(resp, 500, "%s", err);
        return;
    }
    int n = perf_tool_write_raw(&d, "a", r, paths, MAX_FILES, err, sizeof err);
    perf_raw_profile_free(r);
    if (n < 0) {
        perf_tool_dir_remove(&d);
        perf_http_error(resp, 500, "%s", err);
        return;
    }
    snprintf(outfile, sizeof outfile, "result%s", ext);
    snprintf(title, sizeof title, "%s %s %s %s", art, bench, profile, scenario);
    char *argv[MAX_FILES + 8];
    int k = 0;
    argv[k++] = (char *)req->srv->selfprof;
    argv[k++] = (char *)cmd;
    if (strcmp(cmd, "flamegraph") == 0) {
        argv[k++] = (char *)"--title";
        argv[k++] = title;
    }
    argv[k++] = (char *)"-o";
    argv[k++] = outfile;
    for (int i = 0; i < n; i++)
        argv[k++] = paths[i];
    argv[k] = NULL;
    char what[40];
    snprintf(what, sizeof what, "selfprof %s", cmd);
    const char *parts[] = {art, bench, profile, scenario, NULL};
    respond_with_tool(req, resp, &d, argv, outfile, what, type, parts, ext);
    perf_tool_dir_remove(&d);
}

void api_flamegraph(perf_http_req *req, perf_http_resp *resp)
{
    convert(req, resp, "flamegraph", ".svg", "image/svg+xml");
}

void api_chrome(perf_http_req *req, perf_http_resp *resp)
{
    convert(req, resp, "chrome", ".json", "application/json");
}

/* The test case's stored raw profiles of artifacts a and b (the request's
 * parameters a, b, benchmark, profile and scenario) written into a new
 * directory d as a/ and b/; side_a and side_b get what selfprof takes for
 * each side: the one file, or the directory of several (selfprof diff
 * pairs them by crate, a flame graph draws them as one). 0, or -1 with the
 * error in resp and no directory left. */
static int write_pair(perf_http_req *req, perf_http_resp *resp, perf_tool_dir *d,
                      const char *names[5], char side_a[320], char side_b[320])
{
    const char **a = &names[0], **b = &names[1], **bench = &names[2], **profile = &names[3],
               **scenario = &names[4];
    perf_raw_profile *ra = load_raw(req, resp, "a", a, bench, profile, scenario);
    if (!ra)
        return -1;
    perf_raw_profile *rb = load_raw(req, resp, "b", b, bench, profile, scenario);
    if (!rb) {
        perf_raw_profile_free(ra);
        return -1;
    }
    char err[512], pa[MAX_FILES][320], pb[MAX_FILES][320];
    int na = -1, nb = -1;
    d->path[0] = 0;
    if (perf_tool_dir_create(d, err, sizeof err) == 0 &&
        (na = perf_tool_write_raw(d, "a", ra, pa, MAX_FILES, err, sizeof err)) >= 0)
        nb = perf_tool_write_raw(d, "b", rb, pb, MAX_FILES, err, sizeof err);
    perf_raw_profile_free(ra);
    perf_raw_profile_free(rb);
    if (nb < 0) {
        perf_tool_dir_remove(d);
        perf_http_error(resp, 500, "%s", err);
        return -1;
    }
    snprintf(side_a, 320, "%s", na == 1 ? pa[0] : "a");
    snprintf(side_b, 320, "%s", nb == 1 ? pb[0] : "b");
    return 0;
}

void api_diff(perf_http_req *req, perf_http_resp *resp)
{
    const char *n[5];
    char sa[320], sb[320];
    perf_tool_dir d;
    if (write_pair(req, resp, &d, n, sa, sb) < 0)
        return;
    char *argv[] = {(char *)req->srv->selfprof, (char *)"diff", sa, sb, NULL};
    const char *parts[] = {n[0], "vs", n[1], n[2], n[3], n[4], NULL};
    respond_with_tool(req, resp, &d, argv, NULL, "selfprof diff", "text/plain; charset=utf-8",
                      parts, ".diff.txt");
    perf_tool_dir_remove(&d);
}

void api_diff_flamegraph(perf_http_req *req, perf_http_resp *resp)
{
    const char *n[5];
    char sa[320], sb[320], title[600];
    perf_tool_dir d;
    /* widths=a: the second graph, A's frames at A's widths (what only A
     * has is drawn there); b or none: B's */
    const char *widths = perf_http_param(req, "widths");
    if (widths && *widths && strcmp(widths, "a") != 0 && strcmp(widths, "b") != 0) {
        perf_http_error(resp, 400, "widths: 'a' or 'b', not '%s'", widths);
        return;
    }
    if (!widths || !*widths)
        widths = "b";
    if (write_pair(req, resp, &d, n, sa, sb) < 0)
        return;
    snprintf(title, sizeof title, "%s \xE2\x86\x92 %s %s %s %s", n[0], n[1], n[2], n[3], n[4]);
    char *argv[] = {(char *)req->srv->selfprof,
                    (char *)"flamegraph",
                    (char *)"--diff",
                    (char *)"--widths",
                    (char *)widths,
                    (char *)"--title",
                    title,
                    (char *)"-o",
                    (char *)"result.svg",
                    sa,
                    sb,
                    NULL};
    const char *parts[] = {n[0], "vs", n[1], n[2], n[3], n[4], NULL};
    respond_with_tool(req, resp, &d, argv, "result.svg", "selfprof flamegraph --diff",
                      "image/svg+xml", parts, ".diff.svg");
    if (resp->status == 200)
        resp->show_inline = 1; /* the detail page's button opens it */
    perf_tool_dir_remove(&d);
}
