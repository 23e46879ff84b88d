/* db_conn.c — see db_conn.h. */
#include "db_conn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../db/migrate.h"
#include "server.h"
#include "support/clock.h"

#define FIRST_DELAY_MS 250u
#define MAX_DELAY_MS 8000u

/* One worker thread's connection and what it knows of the database's
 * version. */
typedef struct thread_db {
    perf_db *db;
    int pg;             /* PostgreSQL: the change log's newest seq is the version */
    perf_stmt *version; /* PRAGMA data_version (SQLite), else NULL */
    int64_t last;       /* its value at the previous request; -1 before */
} thread_db;

/* Milliseconds of CLOCK_MONOTONIC (support's clock). */
static int64_t now_ms(void) { return (int64_t)(sup_now_s() * 1000); }

int perf_db_health_init(perf_db_health *h)
{
    memset(h, 0, sizeof *h);
    h->delay = FIRST_DELAY_MS;
    return pthread_mutex_init(&h->lock, NULL) == 0 ? 0 : -1;
}

void perf_db_health_destroy(perf_db_health *h) { pthread_mutex_destroy(&h->lock); }

/* 1 when this thread may try to open a connection now: always while the
 * database is up; while it is down, one thread once the delay is over (the
 * others keep answering 503 meanwhile). */
static int may_try(perf_db_health *h)
{
    pthread_mutex_lock(&h->lock);
    int64_t now = now_ms();
    int ok = !h->down || now >= h->next_try;
    if (ok && h->down) {
        h->next_try = now + h->delay; /* this thread's try, alone */
        h->delay = h->delay * 2 > MAX_DELAY_MS ? MAX_DELAY_MS : h->delay * 2;
    }
    pthread_mutex_unlock(&h->lock);
    return ok;
}

static void opened(perf_db_health *h)
{
    pthread_mutex_lock(&h->lock);
    if (h->down)
        fprintf(stderr, "selfprof-perf serve: database reachable again after %.1f s\n",
                (double)(now_ms() - h->down_since) / 1000);
    h->down = 0;
    h->delay = FIRST_DELAY_MS;
    pthread_mutex_unlock(&h->lock);
}

static void failed(perf_db_health *h, const char *err)
{
    pthread_mutex_lock(&h->lock);
    if (!h->down) {
        fprintf(stderr,
                "selfprof-perf serve: database unreachable: %s; answering 503, "
                "reconnecting\n",
                err);
        h->down = 1;
        h->down_since = now_ms();
        h->next_try = h->down_since + h->delay;
        h->delay *= 2;
    }
    pthread_mutex_unlock(&h->lock);
}

void perf_server_db_close(void *p)
{
    thread_db *t = p;
    if (!t)
        return;
    perf_stmt_finalize(t->version);
    perf_db_close(t->db);
    free(t);
}

/* The cache's rule across outages: a lost connection (the server
 * restarted, the network dropped it, a replaced SQLite file) or a database
 * that cannot be reached empties the cache. Nothing is answered while the
 * database is away (503: no connection, no cache lookup), and the first
 * request after it is back syncs with the log before any lookup, as
 * always; but an outage may hide a restored backup whose log has since
 * grown past the seq the cache saw, which the log alone cannot tell from
 * the changes it lists. So the cache starts over: one cold round of each
 * answer after an outage, which is rare. */
static void outage(const struct perf_server *s)
{
    if (s->cache)
        perf_cache_invalidate(s->cache);
}

/* Opens the thread's connection; NULL (and the database marked down)
 * when it cannot. */
static thread_db *open_thread_db(const struct perf_server *s)
{
    char err[1024];
    perf_db *db = NULL;
    thread_db *t = NULL;
    if (perf_db_open(s->db_url, 1, &db, err, sizeof err) < 0 ||
        perf_db_require_current(db, err, sizeof err) < 0)
        goto fail;
    if (!(t = calloc(1, sizeof *t)) || pthread_setspecific(s->db_key, t) != 0) {
        snprintf(err, sizeof err, "out of memory");
        goto fail;
    }
    t->db = db;
    t->last = -1;
    t->pg = strcmp(perf_db_engine(db), "postgres") == 0;
    if (strcmp(perf_db_engine(db), "sqlite") == 0 &&
        perf_db_prepare(db, "PRAGMA data_version", &t->version, err, sizeof err) < 0)
        t->version = NULL; /* no cache then */
    opened(s->health);
    return t;
fail:
    free(t);
    perf_db_close(db);
    failed(s->health, err);
    outage(s);
    return NULL;
}

perf_db *perf_server_thread_db(const struct perf_server *s, int *cacheable)
{
    *cacheable = 0;
    thread_db *t = pthread_getspecific(s->db_key);
    if (!t && (!may_try(s->health) || !(t = open_thread_db(s))))
        return NULL;
    if (t->pg && s->cache) {
        /* PostgreSQL has no data_version: the log's newest seq is the
         * version (perf_change_log_since asks for it first, one statement
         * seeking both ends of its key, and stops there when it is the
         * cache's). Asked at every request, before the lookup, so a hit
         * is never older than the commits seen at the request's start;
         * seq is in commit order (migration 9), so no commit before the
         * newest seq seen is found later. On failure the cache is emptied
         * and this request is computed. */
        *cacheable = perf_cache_sync(s->cache, t->db) == 0;
    } else if (t->version && s->cache) {
        char err[256];
        int rc = perf_stmt_step(t->version, err, sizeof err);
        int64_t v = rc == PERF_DB_ROW ? perf_stmt_column_int64(t->version, 0) : -2;
        perf_stmt_reset(t->version);
        /* changed, or unknown before: drop what the commits since the
         * cache's last sync touched (cache.h), by this thread's connection */
        int synced = 1;
        if (v < 0)
            perf_cache_invalidate(s->cache);
        else if (v != t->last)
            synced = perf_cache_sync(s->cache, t->db) == 0;
        t->last = synced ? v : -1;
        *cacheable = v >= 0 && synced;
    }
    return t->db;
}

int perf_server_db_lost(const struct perf_server *s)
{
    thread_db *t = pthread_getspecific(s->db_key);
    if (!t || perf_db_status(t->db) != PERF_DB_CONNECT)
        return 0;
    pthread_setspecific(s->db_key, NULL);
    perf_server_db_close(t);
    outage(s);
    return 1;
}
