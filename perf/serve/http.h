/* http.h — what the server's request handlers see: one request (its path,
 * its validated query parameters, the worker thread's read-only database
 * connection) and the response they fill in. The router (router.c) turns
 * the response into libmicrohttpd's, compressing it when the client
 * accepts gzip. */
#ifndef PERF_SERVE_HTTP_H
#define PERF_SERVE_HTTP_H

#include <stddef.h>

#include "../db/db.h"
#include "cache.h"
#include "support/json_buf.h"

struct MHD_Connection;
typedef struct perf_server perf_server;

/* Longest query parameter value accepted (bytes); longer ones are a 400. */
#define PERF_HTTP_PARAM_MAX 512

typedef struct perf_http_req {
    struct MHD_Connection *conn;
    const char *path;
    const perf_server *srv;
    perf_db *db; /* this worker thread's connection; NULL for static files */
} perf_http_req;

typedef struct perf_http_resp {
    unsigned status;  /* 200 unless set */
    const char *type; /* Content-Type (a literal) */
    sup_buf body;
    char attachment[160];    /* non-empty: Content-Disposition filename */
    int show_inline;         /* with attachment: "inline" (the browser shows
                                 it, saving it names it) not "attachment" */
    char etag[40];           /* non-empty: the ETag, quotes included (else
                                 the router derives one from the body) */
    int no_gzip;             /* already compressed or not worth it */
    const char *encoding;    /* Content-Encoding of static_body ("gzip") */
    const void *static_body; /* when set, sent instead of body (not freed) */
    size_t static_len;
    perf_cache_entry *cached; /* when set, sent instead of body: a reference
                                 on an answer cache entry (cache.h) */
    perf_cache_deps deps;     /* what a cacheable endpoint's answer read
                                 (cache.h); left zero: everything */
    const char *cache_state;  /* "hit" or "miss" for a cached endpoint's
                                 answer (the X-Cache header), else NULL */
    char detail[1024];        /* a 5xx's reason, for the log only */
} perf_http_resp;

/* The value of query parameter `name` (NULL when absent). The router has
 * already refused unknown, repeated, overlong and non-UTF-8 parameters. */
const char *perf_http_param(const perf_http_req *req, const char *name);

/* A JSON error response: {"error": MESSAGE, "status": STATUS}. A 5xx's
 * MESSAGE goes to the server's log only (it may name the database's user,
 * host, port or a path): the client gets a generic message. */
void perf_http_error(perf_http_resp *resp, unsigned status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Like perf_http_param, but a missing or empty parameter fills resp with a
 * 400 and returns NULL. */
const char *perf_http_need(const perf_http_req *req, perf_http_resp *resp, const char *name);

/* Starts a JSON response (status 200, application/json) and its writer. */
void perf_http_json(perf_http_resp *resp, sup_json *j);

/* Strong entity tags of a body, quotes included: "HASH" for the bytes as
 * they are and "HASH-gz" for their gzip form (a different representation
 * needs a different tag). HASH is FNV-1a 64 of the bytes, so the tag
 * changes exactly when the answer does, whatever the database engine. */
#define PERF_ETAG_SIZE 28
void perf_http_etag(const void *body, size_t len, char etag[PERF_ETAG_SIZE],
                    char etag_gz[PERF_ETAG_SIZE]);

/* 1 when an If-None-Match header value (NULL: absent) lists `etag` or is
 * "*"; weak tags (W/"...") match too, as RFC 9110 asks for GET. */
int perf_http_etag_matches(const char *if_none_match, const char *etag);

/* gzip (RFC 1952) of data[0..n) into out; 0 or -1. */
int perf_gzip(const void *data, size_t n, sup_buf *out);

/* 1 when an Accept-Encoding header value accepts gzip (a "gzip" or "*"
 * token without q=0). */
int perf_http_accepts_gzip(const char *accept_encoding);

#endif
