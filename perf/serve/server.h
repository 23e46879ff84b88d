/* server.h — `selfprof-perf serve`: the dashboard's HTTP server on
 * libmicrohttpd. A pool of worker threads, each with its own read-only
 * database connection (opened on its first request, closed when the
 * thread ends); the static files in memory; limits on connections, request
 * size and idle time; SIGINT and SIGTERM stop it cleanly (in-flight
 * requests end, connections close, exit status 0). */
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
    unsigned timeout;     /* seconds a connection may stay idle, 1..3600 */
} perf_serve_options;

struct perf_server {
    const char *db_url;
    perf_static_files web;
    char selfprof[PATH_MAX];
    unsigned tool_timeout; /* seconds a selfprof run may take */
    pthread_key_t db_key;
    perf_cache *cache; /* answers of the cacheable endpoints (SQLite only) */
};

/* Runs the server until SIGINT or SIGTERM. Prints the URL it listens on
 * ("selfprof-perf serve: listening on http://HOST:PORT/") to stdout.
 * Returns an exit status (errors: one line on stderr, status 1). */
int perf_serve_run(const perf_serve_options *o);

/* The calling worker thread's read-only database connection, opened on
 * first use; NULL with err on failure. Called once per API request: on
 * SQLite it also asks the connection whether the database changed since
 * this thread's previous request (PRAGMA data_version) and empties the
 * answer cache if so, or if this is the thread's first request; *cacheable
 * says whether the engine allows caching (SQLite). */
perf_db *perf_server_thread_db(const struct perf_server *s, int *cacheable, char *err,
                               size_t errlen);

#endif
