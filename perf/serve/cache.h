/* cache.h — the server's answer cache for the JSON endpoints whose answer
 * depends only on their parameters and the database (compare, detail,
 * histories, ...): each answer with its gzip form and their ETags, made
 * once and shared by every worker thread without copying, valid until the
 * database changes what it read.
 *
 * Single flight: the first thread to ask for an answer nobody has computes
 * it; the others asking for the same key meanwhile wait for that answer
 * instead of computing it too (64 connections asking at once for a fresh
 * compare otherwise cost 64 computations).
 *
 * Validity: each answer says what it read (perf_cache_deps: some
 * artifacts, those dated before one, or everything). Each worker asks its
 * own connection before every request whether the database changed: on
 * SQLite `PRAGMA data_version`, on PostgreSQL the change log's newest seq
 * (serve/db_conn.c); on a change (on SQLite any commit by another
 * program, often one that touched nothing cached: a heartbeat) or a
 * thread's first request, perf_cache_sync reads
 * the database's change log (perf/store/change_log.h) after the last entry
 * the cache has seen and drops only the answers those entries touched;
 * when the log cannot tell (trimmed past that entry, unknown kind, the
 * server's first request) it empties the cache. An answer still being
 * computed when its entry is dropped is served to the thread that computed
 * it only (as it would be without a cache), not stored, and one of the
 * threads waiting for it computes the new one for the others (after three
 * such rounds each computes its own); so no entry is older than the last
 * commit touching it that a worker saw before serving it. This needs the
 * log in commit order (a reader that saw seq N never meets a smaller one
 * later): SQLite's writers take turns; on PostgreSQL every noter holds a
 * lock from its seq to its commit (migration 9). A lost connection or an
 * unreachable database empties the cache (db_conn.c says why).
 * Bounded: past PERF_CACHE_MAX_BYTES or PERF_CACHE_MAX_ENTRIES the cache
 * is emptied (the common case, one dashboard and a few views, fits).
 * Entries are reference counted: emptying the cache frees an entry only
 * when the last response sending it is done. */
#ifndef PERF_SERVE_CACHE_H
#define PERF_SERVE_CACHE_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "../db/db.h"
#include "../store/change_log.h"
#include "support/json_buf.h"

#define PERF_CACHE_MAX_BYTES ((size_t)128 << 20)
#define PERF_CACHE_MAX_ENTRIES 4096u

typedef struct perf_cache_entry perf_cache_entry;

/* What an answer read, for perf_cache_sync to drop it when that changes.
 * All zero (set 0): everything (lists, histories, an endpoint that does
 * not say). Otherwise the results of `artifacts` and, with `before`, of
 * every artifact ordered before (before_date, before_id) by date then id
 * (compare's history: the artifacts before A). */
typedef struct perf_cache_deps {
    int set;
    size_t n;
    int64_t artifacts[2];
    int before;
    int64_t before_id;
    char before_date[64];
} perf_cache_deps;

typedef struct perf_cache {
    pthread_mutex_t lock;
    pthread_cond_t settled; /* an answer being computed was published or given up */
    int64_t seq;            /* the last change log entry the entries account for; -1: none yet */
    perf_cache_entry **buckets; /* PERF_CACHE_BUCKETS chains */
    size_t bytes, entries;
} perf_cache;

int perf_cache_init(perf_cache *c);
/* Frees the cache; no entry may still be referenced. */
void perf_cache_destroy(perf_cache *c);

/* Empties the cache; it accounts for no change log entry (seq -1). */
void perf_cache_invalidate(perf_cache *c);

/* Brings the cache up to date with `db`'s change log: drops the entries
 * the changes after c->seq touched (everything when the log cannot tell,
 * or cannot be read) and every entry still being computed. Called by a
 * worker that saw the database change. 0, or -1 when the log could not be
 * read (the cache is emptied). */
int perf_cache_sync(perf_cache *c, perf_db *db);

/* The drop of perf_cache_sync, for `n` changes up to entry `last`: what
 * each change touched (change_log.h: everything, the entries that depend
 * on everything, or an artifact's dependents) and the pending entries. */
void perf_cache_evict(perf_cache *c, const perf_change *ch, size_t n, int64_t last);

/* What perf_cache_lookup found. */
enum {
    PERF_CACHE_UNCACHED, /* compute the answer without the cache */
    PERF_CACHE_HIT,      /* *e: the answer */
    PERF_CACHE_COMPUTE,  /* *e: a placeholder; compute, then fill or abandon it */
};

/* Looks `key` up, waiting while another thread computes its answer.
 * HIT: *e is the answer, a reference the caller gives back with
 * perf_cache_release once sent. COMPUTE: nobody has it; the caller computes
 * it and passes *e to perf_cache_fill (a 200 answer) or perf_cache_abandon
 * (an error, not cached); threads asking for `key` meanwhile wait.
 * UNCACHED (*e NULL): out of memory, the answer waited for was given up
 * (an error), or overtaken by database changes three times over; the
 * caller computes its own. */
int perf_cache_lookup(perf_cache *c, const char *key, perf_cache_entry **e);

/* Publishes the answer of a COMPUTE placeholder and wakes its waiters:
 * takes `body` (malloc'd, len bytes; freed here on failure), makes its
 * gzip form and ETags; `deps` is what it read (NULL: everything). The
 * caller keeps its reference, to send the answer itself and release it. */
void perf_cache_fill(perf_cache *c, perf_cache_entry *e, char *body, size_t len,
                     const perf_cache_deps *deps);

/* Gives a COMPUTE placeholder up (its answer is not cacheable): its
 * waiters compute their own. Releases the caller's reference. */
void perf_cache_abandon(perf_cache *c, perf_cache_entry *e);

/* Gives back a reference from perf_cache_lookup. */
void perf_cache_release(perf_cache *c, perf_cache_entry *e);

/* A filled entry's body to send: its gzip form when `gzip` and one was
 * worth making (then *gzipped is 1), and that representation's ETag. The
 * bytes stay valid while the reference is held. */
const char *perf_cache_body(const perf_cache_entry *e, int gzip, size_t *len, const char **etag,
                            int *gzipped);

/* The cache an entry belongs to (for a free callback holding only e). */
perf_cache *perf_cache_of(const perf_cache_entry *e);

#endif
