/* db_conn.h — the worker threads' database connections and what the
 * server knows of the database's health. Each worker thread has its own
 * read-only connection, opened on its first request; a connection that is
 * lost (PERF_DB_CONNECT: the server restarted, the network dropped it) is
 * closed and a new one opened, so `serve` outlives its database's
 * restarts. While the database cannot be reached, requests are answered
 * 503 at once, and a request tries a new connection (a probe: a refused
 * connection costs a millisecond) at most every 0.25 s, one thread at a
 * time, so an unreachable host (a 10 s connect timeout) holds at most one
 * worker, and the first request 0.25 s after the database is back is
 * answered (no growing delay to sit out). The log says once that the
 * database is away (with the reason, never a password) and once that it
 * is back. An SQLite file deleted or replaced under the server (moved
 * over, restored as a new copy) is noticed at the next request
 * (perf_db_moved): said once in the log, the connections to the old file
 * closed and the answer cache emptied; what is at the path then is
 * opened, and while nothing is, the answer is 503. */
#ifndef PERF_SERVE_DB_CONN_H
#define PERF_SERVE_DB_CONN_H

#include <pthread.h>
#include <stdint.h>

#include "../db/db.h"

struct perf_server;

typedef struct perf_db_health {
    pthread_mutex_t lock;
    int down;           /* the latest open failed */
    int64_t down_since; /* ms, CLOCK_MONOTONIC */
    int64_t next_try;   /* ms: no probe before then while down */
    int probing;        /* a thread is trying to connect while down */
    unsigned moves;     /* SQLite files found deleted or replaced so far */
} perf_db_health;

/* An up database. 0, or -1 (pthread). */
int perf_db_health_init(perf_db_health *h);
void perf_db_health_destroy(perf_db_health *h);

/* The calling worker thread's read-only connection, opened when it has
 * none (first request, the previous one lost it, or its SQLite file was
 * deleted or replaced), a probe at most every 0.25 s while the database
 * is down;
 * NULL when the database cannot be reached now: answer 503 (and the
 * answer cache is emptied, as when a connection is lost). Called once per
 * API request, before any cache lookup: it also asks the connection
 * whether the database changed (SQLite: PRAGMA data_version since this
 * thread's previous request; PostgreSQL: the change log's newest seq
 * against the cache's) and if so, or if this is the thread's first
 * request, brings the answer cache up to date with the database's change
 * log (perf_cache_sync: only the answers the commits touched are
 * dropped); *cacheable says whether the cache could be brought up to
 * date. */
perf_db *perf_server_thread_db(const struct perf_server *s, int *cacheable);

/* After a request on the thread's connection: 1 when the connection was
 * lost during it (its latest failure is PERF_DB_CONNECT), which closes it
 * (the next perf_server_thread_db opens a new one) and empties the answer
 * cache; else 0. */
int perf_server_db_lost(const struct perf_server *s);

/* Frees the thread's connection: the destructor of the server's key. */
void perf_server_db_close(void *thread_db);

#endif
