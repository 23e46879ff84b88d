/* router.c — see router.h. */
#include "router.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "db_conn.h"
#include "server.h"

#define MAX_PARAMS 11

typedef struct route {
    const char *path;
    void (*run)(perf_http_req *, perf_http_resp *);
    const char *params[MAX_PARAMS + 1]; /* the accepted query parameters */
    int cacheable; /* the answer depends on the parameters and the database only */
} route;

static const route ROUTES[] = {
    {"/api/artifacts", api_artifacts, {NULL}, 1},
    {"/api/benchmarks", api_benchmarks, {NULL}, 1},
    {"/api/status", api_status, {"finished", "offset"}, 0},
    {"/api/metrics", api_metrics, {NULL}, 1},
    {"/api/compare",
     api_compare,
     {"a", "b", "metric", "name", "profile", "scenario", "category", "significant", "direction",
      "relevant", "explain"},
     1},
    /* not cached: the cache serves its entries as JSON */
    {"/api/report", api_report, {"a", "b", "metric", "url"}, 0},
    {"/api/detail", api_detail, {"a", "b", "benchmark", "profile", "scenario", "metric"}, 1},
    {"/api/history",
     api_history,
     {"benchmark", "metric", "profile", "scenario", "from", "to", "points"},
     1},
    {"/api/changes", api_changes, {"benchmark", "metric", "min_step"}, 1},
    {"/api/query-history",
     api_query_history,
     {"benchmark", "profile", "scenario", "label", "from", "to", "points"},
     1},
    {"/api/raw", api_raw, {"artifact", "benchmark", "profile", "scenario", "file"}, 0},
    {"/api/raw-files", api_raw_files, {"artifact", "benchmark", "profile", "scenario"}, 0},
    {"/api/flamegraph", api_flamegraph, {"artifact", "benchmark", "profile", "scenario"}, 0},
    {"/api/chrome", api_chrome, {"artifact", "benchmark", "profile", "scenario"}, 0},
    {"/api/diff", api_diff, {"a", "b", "benchmark", "profile", "scenario"}, 0},
    {"/api/diff-flamegraph",
     api_diff_flamegraph,
     {"a", "b", "benchmark", "profile", "scenario", "widths"},
     0},
};

const char *perf_http_param(const perf_http_req *req, const char *name)
{
    return MHD_lookup_connection_value(req->conn, MHD_GET_ARGUMENT_KIND, name);
}

void perf_http_error(perf_http_resp *resp, unsigned status, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    resp->detail[0] = 0;
    if (status >= 500) {
        snprintf(resp->detail, sizeof resp->detail, "%s", msg);
        snprintf(msg, sizeof msg, "%s",
                 status == 503 ? "the database is unavailable; try again shortly"
                               : "internal error; the server's log has the details");
    }
    sup_buf_free(&resp->body);
    resp->body.failed = 0;
    resp->static_body = NULL;
    resp->attachment[0] = 0;
    resp->show_inline = 0;
    resp->etag[0] = 0;
    resp->no_gzip = 0;
    resp->encoding = NULL;
    resp->status = status;
    resp->type = "application/json";
    sup_json j;
    sup_json_init(&j, &resp->body);
    sup_json_obj(&j, NULL);
    sup_json_str(&j, "error", msg);
    sup_json_int(&j, "status", status);
    sup_json_end_obj(&j);
}

const char *perf_http_need(const perf_http_req *req, perf_http_resp *resp, const char *name)
{
    const char *v = perf_http_param(req, name);
    if (!v || !*v) {
        perf_http_error(resp, 400, "missing parameter '%s'", name);
        return NULL;
    }
    return v;
}

void perf_http_json(perf_http_resp *resp, sup_json *j)
{
    resp->status = 200;
    resp->type = "application/json";
    sup_json_init(j, &resp->body);
}

/* 1 when s is valid UTF-8 without control characters. */
static int clean_text(const char *str)
{
    const unsigned char *s = (const unsigned char *)str;
    while (*s) {
        unsigned char c = *s;
        size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (len == 0 || c < 0x20 || c == 0x7f || (len == 2 && c < 0xc2))
            return 0;
        for (size_t i = 1; i < len; i++)
            if ((s[i] & 0xC0) != 0x80)
                return 0;
        s += len;
    }
    return 1;
}

typedef struct param_check {
    const route *r;
    unsigned seen; /* bit i: params[i] given */
    perf_http_resp *resp;
    int bad;
} param_check;

static enum MHD_Result check_param(void *cls, enum MHD_ValueKind kind, const char *key,
                                   const char *value)
{
    (void)kind;
    param_check *pc = cls;
    size_t i = 0;
    while (pc->r->params[i] && strcmp(pc->r->params[i], key) != 0)
        i++;
    if (!pc->r->params[i]) {
        char shown[64];
        snprintf(shown, sizeof shown, "%s", clean_text(key) ? key : "?");
        perf_http_error(pc->resp, 400, "unknown parameter '%s' for %s", shown, pc->r->path);
    } else if (pc->seen & (1u << i)) {
        perf_http_error(pc->resp, 400, "parameter '%s' given twice", key);
    } else if (value && strlen(value) > PERF_HTTP_PARAM_MAX) {
        perf_http_error(pc->resp, 400, "parameter '%s' is longer than %d bytes", key,
                        PERF_HTTP_PARAM_MAX);
    } else if (value && !clean_text(value)) {
        perf_http_error(pc->resp, 400, "parameter '%s' is not UTF-8 text", key);
    } else {
        pc->seen |= 1u << i;
        return MHD_YES;
    }
    pc->bad = 1;
    return MHD_NO;
}

/* The cache key: the path and the given parameters in the route's order,
 * separated by bytes no validated value holds. */
static void cache_key(const route *r, const perf_http_req *req, sup_buf *key)
{
    sup_buf_str(key, r->path);
    for (size_t i = 0; r->params[i]; i++) {
        const char *v = perf_http_param(req, r->params[i]);
        if (!v)
            continue;
        sup_buf_add(key, "\x01", 1);
        sup_buf_str(key, r->params[i]);
        sup_buf_add(key, "\x02", 1);
        sup_buf_str(key, v);
    }
}

/* Runs a cacheable endpoint through the server's answer cache: a hit, the
 * answer another thread was computing, or this thread's own, stored. */
static void run_cached(const route *r, perf_http_req *req, perf_http_resp *resp)
{
    sup_buf key = {0};
    cache_key(r, req, &key);
    perf_cache_entry *e = NULL;
    int how = key.failed ? PERF_CACHE_UNCACHED : perf_cache_lookup(req->srv->cache, key.data, &e);
    sup_buf_free(&key);
    if (how == PERF_CACHE_HIT) {
        resp->status = 200;
        resp->type = "application/json";
        resp->cached = e;
        resp->cache_state = "hit";
        return;
    }
    r->run(req, resp);
    resp->cache_state = "miss";
    if (how != PERF_CACHE_COMPUTE)
        return;
    if (resp->status == 200 && !resp->body.failed && !resp->static_body && !resp->attachment[0] &&
        resp->body.len > 0) {
        size_t len;
        char *data = sup_buf_take(&resp->body, &len);
        perf_cache_fill(req->srv->cache, e, data, len, &resp->deps);
        resp->cached = e;
    } else {
        perf_cache_abandon(req->srv->cache, e);
    }
}

/* Empties resp for a second try of its request. */
static void resp_reset(perf_http_resp *resp)
{
    sup_buf_free(&resp->body);
    if (resp->cached)
        perf_cache_release(perf_cache_of(resp->cached), resp->cached);
    memset(resp, 0, sizeof *resp);
    resp->status = 200;
}

/* Runs an API endpoint on this thread's connection. A connection lost
 * during the request (the database restarted since this thread's previous
 * one) is replaced and the request run again, once: it only reads. While
 * the database cannot be reached the answer is a 503 (db_conn.h). */
static void run_api(const struct perf_server *srv, struct MHD_Connection *conn, const char *url,
                    const route *r, perf_http_resp *resp)
{
    for (int attempt = 0; attempt < 2; attempt++) {
        int cacheable = 0;
        perf_http_req req = {conn, url, srv, perf_server_thread_db(srv, &cacheable)};
        if (!req.db)
            break;
        if (r->cacheable && cacheable)
            run_cached(r, &req, resp);
        else
            r->run(&req, resp);
        if (!perf_server_db_lost(srv))
            return;
        resp_reset(resp);
    }
    perf_http_error(resp, 503, "database unavailable");
    resp->detail[0] = 0; /* db_conn.c has said why, once */
}

/* libmicrohttpd is done with a response sending a cache entry. */
static void release_entry(void *cls)
{
    perf_cache_entry *e = cls;
    perf_cache_release(perf_cache_of(e), e);
}

static int compressible(const char *type)
{
    return type && (strncmp(type, "text/", 5) == 0 || strstr(type, "json") || strstr(type, "svg"));
}

/* The body to send for resp as a libmicrohttpd response (NULL: out of
 * memory), after its ETag is known: 304 without a body when the client has
 * that representation already (If-None-Match). Computed answers are
 * compressed here when they are worth it; cached ones and static files
 * carry their gzip form. */
static struct MHD_Response *make_body(struct MHD_Connection *conn, perf_http_resp *resp,
                                      int gzip_ok, const char **encoding)
{
    const char *inm = MHD_lookup_connection_value(conn, MHD_HEADER_KIND,
                                                  MHD_HTTP_HEADER_IF_NONE_MATCH);
    if (resp->cached) {
        size_t len;
        const char *etag;
        int gz;
        const char *data = perf_cache_body(resp->cached, gzip_ok, &len, &etag, &gz);
        snprintf(resp->etag, sizeof resp->etag, "%s", etag);
        perf_cache_entry *e = resp->cached;
        resp->cached = NULL;
        if (perf_http_etag_matches(inm, etag)) {
            perf_cache_release(perf_cache_of(e), e);
            resp->status = 304;
            return MHD_create_response_from_buffer(0, (char *)"", MHD_RESPMEM_PERSISTENT);
        }
        *encoding = gz ? "gzip" : NULL;
        /* the entry's bytes, not a copy: released when sent */
        struct MHD_Response *r = MHD_create_response_from_buffer_with_free_callback_cls(
            len, (void *)(uintptr_t)data, release_entry, e);
        if (!r)
            perf_cache_release(perf_cache_of(e), e);
        return r;
    }
    if (resp->static_body)
        return MHD_create_response_from_buffer(
            resp->static_len, (void *)(uintptr_t)resp->static_body, MHD_RESPMEM_PERSISTENT);
    int gz = gzip_ok && !resp->no_gzip && resp->body.len >= 256 && compressible(resp->type);
    if (resp->status == 200 && !resp->etag[0]) {
        char etag[PERF_ETAG_SIZE], etag_gz[PERF_ETAG_SIZE];
        perf_http_etag(resp->body.data ? resp->body.data : "", resp->body.len, etag, etag_gz);
        snprintf(resp->etag, sizeof resp->etag, "%s", gz ? etag_gz : etag);
        if (perf_http_etag_matches(inm, resp->etag)) {
            sup_buf_free(&resp->body);
            resp->status = 304;
            return MHD_create_response_from_buffer(0, (char *)"", MHD_RESPMEM_PERSISTENT);
        }
    }
    if (gz) {
        sup_buf z = {0};
        if (perf_gzip(resp->body.data, resp->body.len, &z) == 0) {
            sup_buf_free(&resp->body);
            resp->body = z;
            *encoding = "gzip";
        } else {
            /* sent as it is: its tag is the plain one */
            sup_buf_free(&z);
            char etag_gz[PERF_ETAG_SIZE];
            perf_http_etag(resp->body.data ? resp->body.data : "", resp->body.len, resp->etag,
                           etag_gz);
        }
    }
    size_t len;
    char *data = sup_buf_take(&resp->body, &len);
    struct MHD_Response *r = MHD_create_response_from_buffer(
        len, data ? data : (char *)"", data ? MHD_RESPMEM_MUST_FREE : MHD_RESPMEM_PERSISTENT);
    if (!r)
        free(data);
    return r;
}

static enum MHD_Result send_response(struct MHD_Connection *conn, perf_http_resp *resp, int gzip_ok,
                                     int is_html)
{
    const char *encoding = resp->encoding;
    if (resp->body.failed) {
        perf_http_error(resp, 500, "out of memory");
    }
    struct MHD_Response *r = make_body(conn, resp, gzip_ok, &encoding);
    if (!r)
        return MHD_NO;
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE,
                            resp->type ? resp->type : "text/plain");
    if (encoding)
        MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_ENCODING, encoding);
    MHD_add_response_header(r, MHD_HTTP_HEADER_VARY, "Accept-Encoding");
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    /* one request per connection: the next comes through the door again,
     * under its head deadline (door.h) */
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONNECTION, "close");
    if (resp->etag[0]) {
        MHD_add_response_header(r, MHD_HTTP_HEADER_ETAG, resp->etag);
        MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, "no-cache");
    } else {
        MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    }
    if (is_html)
        MHD_add_response_header(r, "Content-Security-Policy",
                                "default-src 'self'; img-src 'self' data:; "
                                "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
    if (resp->attachment[0]) {
        char cd[200];
        snprintf(cd, sizeof cd, "%s; filename=\"%s\"", resp->show_inline ? "inline" : "attachment",
                 resp->attachment);
        MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_DISPOSITION, cd);
    }
    /* whether the answer cache served it: for operators and the tests */
    if (resp->cache_state && (resp->status == 200 || resp->status == 304))
        MHD_add_response_header(r, "X-Cache", resp->cache_state);
    if (resp->status == 405)
        MHD_add_response_header(r, MHD_HTTP_HEADER_ALLOW, "GET, HEAD");
    if (resp->status == 503)
        MHD_add_response_header(r, MHD_HTTP_HEADER_RETRY_AFTER, "2");
    enum MHD_Result ok = MHD_queue_response(conn, resp->status, r);
    MHD_destroy_response(r);
    return ok;
}

static void serve_static(const struct perf_server *srv, struct MHD_Connection *conn,
                         const char *url, int gzip_ok, perf_http_resp *resp, int *is_html)
{
    const char *name = url + 1;
    if (!*name)
        name = "index.html";
    const perf_static_file *f = perf_static_find(&srv->web, name);
    if (!f) {
        perf_http_error(resp, 404, "no such page or file: %s", url);
        return;
    }
    int gz = gzip_ok && f->gz;
    const char *etag = gz ? f->etag_gz : f->etag;
    snprintf(resp->etag, sizeof resp->etag, "%s", etag);
    resp->type = f->type;
    resp->no_gzip = 1;
    *is_html = strncmp(f->type, "text/html", 9) == 0;
    const char *inm = MHD_lookup_connection_value(conn, MHD_HEADER_KIND,
                                                  MHD_HTTP_HEADER_IF_NONE_MATCH);
    if (perf_http_etag_matches(inm, etag)) {
        resp->status = 304;
        resp->static_body = "";
        resp->static_len = 0;
        return;
    }
    resp->status = 200;
    resp->static_body = gz ? f->gz : f->data;
    resp->encoding = gz ? "gzip" : NULL;
    resp->static_len = gz ? f->gz_size : f->size;
}

static int hex_digit(char c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

size_t perf_router_unescape(void *cls, struct MHD_Connection *conn, char *s)
{
    (void)cls;
    (void)conn;
    char *w = s;
    for (const char *r = s; *r;) {
        int hi, lo;
        if (r[0] == '%' && (hi = hex_digit(r[1])) >= 0 && (lo = hex_digit(r[2])) >= 0 &&
            (hi | lo) != 0) {
            *w++ = (char)(hi << 4 | lo);
            r += 3;
        } else {
            *w++ = *r++;
        }
    }
    *w = 0;
    return (size_t)(w - s);
}

enum MHD_Result perf_router_handle(void *cls, struct MHD_Connection *conn, const char *url,
                                   const char *method, const char *version, const char *upload_data,
                                   size_t *upload_data_size, void **con_cls)
{
    (void)version;
    (void)upload_data;
    const struct perf_server *srv = cls;
    static int first_call_seen;
    /* libmicrohttpd calls twice for a request without a body: once when
     * the headers are in, once when the (empty) body is. A response queued
     * at the first call closes the connection, so plain GETs are answered
     * at the second, and only refusals (which should close) at the first. */
    int first = *con_cls == NULL;
    *con_cls = &first_call_seen; /* a marker: nothing to free */
    if (!first && *upload_data_size) {
        *upload_data_size = 0; /* a body after our answer: dropped */
        return MHD_YES;
    }
    perf_http_resp resp;
    memset(&resp, 0, sizeof resp);
    resp.status = 200;
    int is_html = 0;
    const char *ae = MHD_lookup_connection_value(conn, MHD_HEADER_KIND,
                                                 MHD_HTTP_HEADER_ACCEPT_ENCODING);
    int gzip_ok = perf_http_accepts_gzip(ae);
    const char *cl = MHD_lookup_connection_value(conn, MHD_HEADER_KIND,
                                                 MHD_HTTP_HEADER_CONTENT_LENGTH);
    const char *te = MHD_lookup_connection_value(conn, MHD_HEADER_KIND,
                                                 MHD_HTTP_HEADER_TRANSFER_ENCODING);

    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0) {
        perf_http_error(&resp, 405, "method %.16s not allowed (GET and HEAD only)", method);
    } else if ((cl && strcmp(cl, "0") != 0) || te) {
        perf_http_error(&resp, 413, "a request body is not accepted");
    } else if (first) {
        return MHD_YES;
    } else if (strncmp(url, "/api/", 5) == 0) {
        const route *r = NULL;
        for (size_t i = 0; i < sizeof ROUTES / sizeof ROUTES[0]; i++)
            if (strcmp(url, ROUTES[i].path) == 0)
                r = &ROUTES[i];
        if (!r) {
            perf_http_error(&resp, 404, "no such endpoint: %.200s", url);
        } else {
            param_check pc = {r, 0, &resp, 0};
            MHD_get_connection_values(conn, MHD_GET_ARGUMENT_KIND, check_param, &pc);
            if (!pc.bad)
                run_api(srv, conn, url, r, &resp);
        }
    } else {
        /* Query strings on static files are ignored except for the
         * pages' own state, which the scripts read. */
        serve_static(srv, conn, url, gzip_ok, &resp, &is_html);
    }
    if (resp.status >= 500 && resp.detail[0])
        fprintf(stderr, "selfprof-perf serve: %s %s: %u: %s\n", method,
                clean_text(url) ? url : "(a path that is not text)", resp.status, resp.detail);
    return send_response(conn, &resp, gzip_ok, is_html);
}
