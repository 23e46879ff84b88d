/* db_conn.c — see db_conn.h. */
#include "db_conn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../db/migrate.h"
#include "server.h"
#include "support/clock.h"

/* While the database is down, a request tries a new connection at most
 * this often (one at a time): a refused connection costs a millisecond,
 * so the probe follows the requests instead of a growing delay, and the
 * first request after the database is back (within this much of it)
 * is answered. */
#define PROBE_MS 250

/* One worker thread's connection and what it knows of the database's
 * version. */
typedef struct thread_db {
    perf_db *db;
    int pg;             /* PostgreSQL: the change log's newest seq is the version */
    perf_stmt *version; /* PRAGMA data_version (SQLite), else NULL */
    int64_t last;       /* its value at the previous request; -1 before */
    unsigned moves;     /* perf_db_health.moves when it was opened */
} thread_db;

/* Milliseconds of CLOCK_MONOTONIC (support's clock). */
static int64_t now_ms(void) { return (int64_t)(sup_now_s() * 1000); }

int perf_db_health_init(perf_db_health *h)
{
    memset(h, 0, sizeof *h);
    return pthread_mutex_init(&h->lock, NULL) == 0 ? 0 : -1;
}

void perf_db_health_destroy(perf_db_health *h) { pthread_mutex_destroy(&h->lock); }

enum { NO_TRY, TRY, PROBE };

/* Whether this thread may try to open a connection now: TRY, always while
 * the database is up; while it is down, PROBE for one thread at a time,
 * PROBE_MS after the previous probe began (the others answer 503
 * meanwhile, so an unreachable host, whose connect waits for its
 * timeout, holds one worker), else NO_TRY. */
static int may_try(perf_db_health *h)
{
    pthread_mutex_lock(&h->lock);
    int64_t now = now_ms();
    int r = !h->down ? TRY : !h->probing && now >= h->next_try ? PROBE : NO_TRY;
    if (r == PROBE) {
        h->probing = 1;
        h->next_try = now + PROBE_MS;
    }
    pthread_mutex_unlock(&h->lock);
    return r;
}

static void opened(perf_db_health *h, int how)
{
    pthread_mutex_lock(&h->lock);
    if (h->down)
        fprintf(stderr, "selfprof-perf serve: database reachable again after %.1f s\n",
                (double)(now_ms() - h->down_since) / 1000);
    h->down = 0;
    if (how == PROBE)
        h->probing = 0;
    pthread_mutex_unlock(&h->lock);
}

static void failed(perf_db_health *h, const char *err, int how)
{
    pthread_mutex_lock(&h->lock);
    if (!h->down) {
        fprintf(stderr,
                "selfprof-perf serve: database unreachable: %s; answering 503, "
                "reconnecting\n",
                err);
        h->down = 1;
        h->down_since = now_ms();
        h->next_try = h->down_since + PROBE_MS;
    }
    if (how == PROBE)
        h->probing = 0;
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

/* Opens the thread's connection (a try `how` of may_try's); NULL (and
 * the database marked down) when it cannot. */
static thread_db *open_thread_db(const struct perf_server *s, int how)
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
    pthread_mutex_lock(&s->health->lock);
    t->moves = s->health->moves;
    pthread_mutex_unlock(&s->health->lock);
    if (strcmp(perf_db_engine(db), "sqlite") == 0 &&
        perf_db_prepare(db, "PRAGMA data_version", &t->version, err, sizeof err) < 0)
        t->version = NULL; /* no cache then */
    opened(s->health, how);
    return t;
fail:
    free(t);
    perf_db_close(db);
    failed(s->health, err, how);
    outage(s);
    return NULL;
}

/* Closes the thread's connection when its SQLite file was deleted or
 * replaced (perf_db_moved): its answers would come from the old file.
 * Said once per move, by the first thread to notice it; the next
 * connection opens what is at the path now, or fails (503) when nothing
 * is. Returns the connection to use, NULL when closed. */
static thread_db *check_moved(const struct perf_server *s, thread_db *t)
{
    int moved = perf_db_moved(t->db);
    if (!moved)
        return t;
    perf_db_health *h = s->health;
    pthread_mutex_lock(&h->lock);
    if (t->moves == h->moves) {
        h->moves++;
        fprintf(stderr, "selfprof-perf serve: the database file of %s was %s; reopening\n",
                perf_db_name(t->db), moved == PERF_DB_MOVED_GONE ? "deleted" : "replaced");
    }
    pthread_mutex_unlock(&h->lock);
    pthread_setspecific(s->db_key, NULL);
    perf_server_db_close(t);
    outage(s);
    return NULL;
}

perf_db *perf_server_thread_db(const struct perf_server *s, int *cacheable)
{
    *cacheable = 0;
    thread_db *t = pthread_getspecific(s->db_key);
    if (t)
        t = check_moved(s, t);
    int how;
    if (!t && ((how = may_try(s->health)) == NO_TRY || !(t = open_thread_db(s, how))))
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
