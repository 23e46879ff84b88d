/* server.h — `selfprof-perf serve`: the dashboard's HTTP server on
 * libmicrohttpd, behind its own front door (door.h: connections are taken
 * there and handed on once their request head is in). A pool of worker
 * threads, each with its own read-only database connection (db_conn.h:
 * opened on its first request, opened again after it is lost, closed when
 * the thread ends); the static files in memory; limits on connections,
 * request size, head time and idle time; SIGINT and SIGTERM stop it
 * cleanly (in-flight requests end, connections close, exit status 0). */
#ifndef PERF_SERVE_SERVER_H
#define PERF_SERVE_SERVER_H

#include <limits.h>
#include <pthread.h>

#include "../db/db.h"
#include "cache.h"
#include "static_files.h"

typedef struct perf_serve_options {
    const char *listen;   /* "HOST:PORT", "[V6]:PORT"; default 127.0.0.1:8080 */
    const char *db_url;   /* as for every verb (perf_db_url_choose) */
    const char *web_dir;  /* NULL: perf_static_locate */
    const char *selfprof; /* the selfprof program; NULL: next to this one */
    unsigned threads;     /* worker threads, 1..64 */
    unsigned timeout;     /* seconds a connection may stay idle, and at most
                             take for its request head (door.h), 1..3600 */
} perf_serve_options;

struct perf_server {
    const char *db_url;
    perf_static_files web;
    char selfprof[PATH_MAX];
    unsigned tool_timeout;         /* seconds a selfprof run may take */
    pthread_key_t db_key;          /* each worker thread's connection (db_conn.h) */
    struct perf_db_health *health; /* the database reachable or not (db_conn.h) */
    perf_cache *cache;             /* answers of the cacheable endpoints */
};

/* Runs the server until SIGINT or SIGTERM. Prints the URL it listens on
 * ("selfprof-perf serve: listening on http://HOST:PORT/") to stdout.
 * Returns an exit status (errors: one line on stderr, status 1). */
int perf_serve_run(const perf_serve_options *o);

#endif
