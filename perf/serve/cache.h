/* cache.h — the server's answer cache for the JSON endpoints whose answer
 * depends only on their parameters and the database (compare, detail,
 * histories, ...): the body and its gzip form, shared by every worker
 * thread, valid until the database changes.
 *
 * Validity: each worker asks its own SQLite connection for `PRAGMA
 * data_version` before every request; a change (a collector committed) or
 * a thread's first request empties the cache and raises its generation.
 * An answer computed while the generation moved is not stored, so no entry
 * is older than the last commit a worker saw before serving it. Only
 * SQLite has such a cheap version; on PostgreSQL nothing is cached.
 * Bounded: past PERF_CACHE_MAX_BYTES or PERF_CACHE_MAX_ENTRIES the cache
 * is emptied (the common case, one dashboard and a few views, fits). */
#ifndef PERF_SERVE_CACHE_H
#define PERF_SERVE_CACHE_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"

#define PERF_CACHE_MAX_BYTES ((size_t)128 << 20)
#define PERF_CACHE_MAX_ENTRIES 4096u

typedef struct perf_cache_entry perf_cache_entry;

typedef struct perf_cache {
    pthread_mutex_t lock;
    uint64_t generation;
    perf_cache_entry **buckets; /* PERF_CACHE_BUCKETS chains */
    size_t bytes, entries;
} perf_cache;

int perf_cache_init(perf_cache *c);
void perf_cache_destroy(perf_cache *c);

/* Empties the cache and raises the generation. */
void perf_cache_invalidate(perf_cache *c);

/* The current generation: pass it to perf_cache_put for an answer
 * computed from now on. */
uint64_t perf_cache_generation(perf_cache *c);

/* Copies the cached body for `key` (gzip form when `gzip`) into out and
 * returns 1; 0 when not cached. */
int perf_cache_get(perf_cache *c, const char *key, int gzip, perf_buf *out);

/* Stores body (and its gzip form, made here) under key, unless the
 * generation is no longer `generation`. */
void perf_cache_put(perf_cache *c, const char *key, uint64_t generation, const char *body,
                    size_t len);

#endif
