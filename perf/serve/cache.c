/* cache.c — see cache.h. Every field of an entry but the immutable answer
 * (body, gz, their lengths and ETags, written once before `state` becomes
 * READY under the lock) is guarded by the cache's lock. */
#include "cache.h"

#include <stdlib.h>
#include <string.h>

#include "http.h"

#define PERF_CACHE_BUCKETS 1024u

enum { PENDING, READY, GIVEN_UP, OVERTAKEN };

struct perf_cache_entry {
    perf_cache_entry *next;
    perf_cache *cache;
    char *key;
    int state;
    int linked;    /* in the table (holding a reference) */
    unsigned refs; /* the table's, the computing thread's, waiters', responses' */
    size_t size;   /* bytes counted in cache->bytes */
    char *body, *gz;
    size_t len, gz_len;
    char etag[PERF_ETAG_SIZE], etag_gz[PERF_ETAG_SIZE];
    perf_cache_deps deps; /* what the answer read; written with it */
};

static unsigned hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h % PERF_CACHE_BUCKETS;
}

int perf_cache_init(perf_cache *c)
{
    memset(c, 0, sizeof *c);
    c->seq = -1;
    c->buckets = calloc(PERF_CACHE_BUCKETS, sizeof *c->buckets);
    if (!c->buckets)
        return -1;
    if (pthread_mutex_init(&c->lock, NULL) != 0) {
        free(c->buckets);
        return -1;
    }
    if (pthread_cond_init(&c->settled, NULL) != 0) {
        pthread_mutex_destroy(&c->lock);
        free(c->buckets);
        return -1;
    }
    return 0;
}

static void free_entry(perf_cache_entry *e)
{
    free(e->key);
    free(e->body);
    free(e->gz);
    free(e);
}

/* Under the lock. */
static void unref(perf_cache_entry *e)
{
    if (--e->refs == 0)
        free_entry(e);
}

/* Under the lock: every entry out of the table. */
static void clear(perf_cache *c)
{
    for (unsigned i = 0; i < PERF_CACHE_BUCKETS; i++) {
        perf_cache_entry *e = c->buckets[i];
        while (e) {
            perf_cache_entry *n = e->next;
            e->linked = 0;
            e->next = NULL;
            unref(e);
            e = n;
        }
        c->buckets[i] = NULL;
    }
    c->bytes = c->entries = 0;
}

void perf_cache_destroy(perf_cache *c)
{
    if (!c->buckets)
        return;
    clear(c);
    free(c->buckets);
    c->buckets = NULL;
    pthread_cond_destroy(&c->settled);
    pthread_mutex_destroy(&c->lock);
}

void perf_cache_invalidate(perf_cache *c)
{
    pthread_mutex_lock(&c->lock);
    clear(c);
    c->seq = -1;
    pthread_mutex_unlock(&c->lock);
}

/* 1 when change `ch` (never ALL) may alter the answer of `d`. */
static int touches(const perf_change *ch, const perf_cache_deps *d)
{
    if (!d->set)
        return 1; /* depends on everything: the lists too */
    if (ch->kind != PERF_CHANGE_RESULTS)
        return 0; /* a new artifact or benchmark has no results yet */
    for (size_t i = 0; i < d->n; i++)
        if (d->artifacts[i] == ch->artifact)
            return 1;
    if (!d->before)
        return 0;
    /* the order of compare's history (report_sql.h): date, then id, the
     * dates compared byte by byte as SQLite compares text. PostgreSQL
     * compares them in the database's collation, which may skip the
     * punctuation: it agrees with the bytes when both dates have one of
     * `--date`'s forms (each has its own length), not always across forms,
     * so two dates of different lengths count as touching. */
    if (strlen(ch->date) != strlen(d->before_date))
        return 1;
    int k = strcmp(ch->date, d->before_date);
    return k < 0 || (k == 0 && ch->artifact < d->before_id);
}

static void unlink_entry(perf_cache *c, perf_cache_entry *e); /* below, with its users */

void perf_cache_evict(perf_cache *c, const perf_change *ch, size_t n, int64_t last)
{
    int all = 0;
    for (size_t i = 0; i < n; i++)
        all |= ch[i].kind == PERF_CHANGE_ALL;
    pthread_mutex_lock(&c->lock);
    if (all) {
        clear(c);
    } else if (n > 0) {
        for (unsigned b = 0; b < PERF_CACHE_BUCKETS; b++) {
            perf_cache_entry *e = c->buckets[b];
            while (e) {
                perf_cache_entry *next = e->next;
                /* a pending answer may have read what changed: not stored */
                int drop = e->state != READY;
                for (size_t i = 0; !drop && i < n; i++)
                    drop = touches(&ch[i], &e->deps);
                if (drop) {
                    e->refs++; /* unlink_entry drops the table's */
                    unlink_entry(c, e);
                    unref(e);
                }
                e = next;
            }
        }
    }
    /* two workers may sync at once: the later entry wins */
    if (last > c->seq)
        c->seq = last;
    pthread_mutex_unlock(&c->lock);
}

int perf_cache_lookup(perf_cache *c, const char *key, perf_cache_entry **out)
{
    *out = NULL;
    unsigned h = hash(key);
    pthread_mutex_lock(&c->lock);
    perf_cache_entry *e;
    /* An answer overtaken by a commit: one of its waiters computes the
     * new one while the others wait again (not all at once); a few
     * rounds, then each computes its own (commits faster than answers). */
    for (int round = 0;; round++) {
        e = c->buckets[h];
        while (e && strcmp(e->key, key) != 0)
            e = e->next;
        if (!e)
            break;
        e->refs++;
        while (e->state == PENDING)
            pthread_cond_wait(&c->settled, &c->lock);
        if (e->state == READY && e->body) {
            pthread_mutex_unlock(&c->lock);
            *out = e;
            return PERF_CACHE_HIT;
        }
        int again = e->state == OVERTAKEN && round < 3;
        unref(e);
        if (!again) { /* given up: not cacheable, or out of memory */
            pthread_mutex_unlock(&c->lock);
            return PERF_CACHE_UNCACHED;
        }
    }
    e = calloc(1, sizeof *e);
    if (!e || !(e->key = strdup(key))) {
        free(e);
        pthread_mutex_unlock(&c->lock);
        return PERF_CACHE_UNCACHED;
    }
    if (c->entries + 1 > PERF_CACHE_MAX_ENTRIES)
        clear(c);
    e->cache = c;
    e->state = PENDING;
    e->linked = 1;
    e->refs = 2; /* the table's and the computing thread's */
    e->next = c->buckets[h];
    c->buckets[h] = e;
    c->entries++;
    pthread_mutex_unlock(&c->lock);
    *out = e;
    return PERF_CACHE_COMPUTE;
}

/* Under the lock: takes e out of the table. */
static void unlink_entry(perf_cache *c, perf_cache_entry *e)
{
    perf_cache_entry **p = &c->buckets[hash(e->key)];
    while (*p && *p != e)
        p = &(*p)->next;
    if (*p) {
        *p = e->next;
        e->next = NULL;
        e->linked = 0;
        c->entries--;
        c->bytes -= e->size;
        unref(e); /* never the last: the caller holds one */
    }
}

void perf_cache_fill(perf_cache *c, perf_cache_entry *e, char *body, size_t len,
                     const perf_cache_deps *deps)
{
    if (deps)
        e->deps = *deps; /* else all zero: everything */
    /* the answer's forms, outside the lock: nobody reads them before READY */
    sup_buf gz = {0};
    if (body && len >= 256 && perf_gzip(body, len, &gz) == 0 && gz.len < len) {
        e->gz = gz.data;
        e->gz_len = gz.len;
    } else {
        sup_buf_free(&gz);
    }
    e->body = body;
    e->len = len;
    if (body)
        perf_http_etag(body, len, e->etag, e->etag_gz);
    size_t size = e->len + e->gz_len + strlen(e->key) + sizeof *e;
    pthread_mutex_lock(&c->lock);
    if (!body || !e->linked) {
        /* out of memory, or the database changed meanwhile: the answer
         * is this thread's only; the waiters compute the new one */
        e->state = body ? OVERTAKEN : GIVEN_UP;
        if (e->linked)
            unlink_entry(c, e);
    } else {
        e->state = READY;
        if (c->bytes + size > PERF_CACHE_MAX_BYTES) {
            e->refs++; /* kept through the clearing */
            clear(c);
            if (size <= PERF_CACHE_MAX_BYTES) {
                unsigned h = hash(e->key);
                e->next = c->buckets[h];
                c->buckets[h] = e;
                e->linked = 1;
                c->entries = 1;
            } else {
                e->refs--; /* served, never stored */
            }
        }
        if (e->linked) {
            e->size = size;
            c->bytes += size;
        }
    }
    pthread_cond_broadcast(&c->settled);
    pthread_mutex_unlock(&c->lock);
}

void perf_cache_abandon(perf_cache *c, perf_cache_entry *e)
{
    pthread_mutex_lock(&c->lock);
    e->state = GIVEN_UP;
    if (e->linked)
        unlink_entry(c, e);
    pthread_cond_broadcast(&c->settled);
    /* unlink_entry dropped the table's reference, never the last: this is
     * the caller's. NOLINTNEXTLINE(clang-analyzer-unix.Malloc) */
    unref(e);
    pthread_mutex_unlock(&c->lock);
}

void perf_cache_release(perf_cache *c, perf_cache_entry *e)
{
    pthread_mutex_lock(&c->lock);
    unref(e);
    pthread_mutex_unlock(&c->lock);
}

const char *perf_cache_body(const perf_cache_entry *e, int gzip, size_t *len, const char **etag,
                            int *gzipped)
{
    *gzipped = gzip && e->gz;
    *len = *gzipped ? e->gz_len : e->len;
    *etag = *gzipped ? e->etag_gz : e->etag;
    return *gzipped ? e->gz : e->body;
}

perf_cache *perf_cache_of(const perf_cache_entry *e) { return e->cache; }
