/* cache.c — see cache.h. */
#include "cache.h"

#include <stdlib.h>
#include <string.h>

#include "http.h"

#define PERF_CACHE_BUCKETS 1024u

struct perf_cache_entry {
    perf_cache_entry *next;
    char *key;
    char *body, *gz;
    size_t len, gz_len;
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
    c->buckets = calloc(PERF_CACHE_BUCKETS, sizeof *c->buckets);
    if (!c->buckets || pthread_mutex_init(&c->lock, NULL) != 0) {
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
static void clear(perf_cache *c)
{
    for (unsigned i = 0; i < PERF_CACHE_BUCKETS; i++) {
        perf_cache_entry *e = c->buckets[i];
        while (e) {
            perf_cache_entry *n = e->next;
            free_entry(e);
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
    pthread_mutex_destroy(&c->lock);
}

void perf_cache_invalidate(perf_cache *c)
{
    pthread_mutex_lock(&c->lock);
    clear(c);
    c->generation++;
    pthread_mutex_unlock(&c->lock);
}

uint64_t perf_cache_generation(perf_cache *c)
{
    pthread_mutex_lock(&c->lock);
    uint64_t g = c->generation;
    pthread_mutex_unlock(&c->lock);
    return g;
}

int perf_cache_get(perf_cache *c, const char *key, int gzip, perf_buf *out)
{
    int hit = 0;
    pthread_mutex_lock(&c->lock);
    for (perf_cache_entry *e = c->buckets[hash(key)]; e; e = e->next) {
        if (strcmp(e->key, key) == 0) {
            if (gzip && e->gz)
                perf_buf_add(out, e->gz, e->gz_len);
            else
                perf_buf_add(out, e->body, e->len);
            hit = out->failed ? 0 : 1 + (gzip && e->gz); /* 2: the gzip form */
            break;
        }
    }
    pthread_mutex_unlock(&c->lock);
    return hit;
}

void perf_cache_put(perf_cache *c, const char *key, uint64_t generation, const char *body,
                    size_t len)
{
    perf_cache_entry *e = calloc(1, sizeof *e);
    if (!e)
        return;
    e->key = strdup(key);
    e->body = malloc(len ? len : 1);
    if (!e->key || !e->body) {
        free_entry(e);
        return;
    }
    memcpy(e->body, body, len);
    e->len = len;
    perf_buf gz = {0};
    if (len >= 256 && perf_gzip(body, len, &gz) == 0) { /* outside the lock */
        e->gz = gz.data;
        e->gz_len = gz.len;
    }
    size_t size = e->len + e->gz_len + strlen(key);
    pthread_mutex_lock(&c->lock);
    if (c->generation != generation || size > PERF_CACHE_MAX_BYTES) {
        pthread_mutex_unlock(&c->lock);
        free_entry(e);
        return;
    }
    unsigned h = hash(key);
    for (perf_cache_entry *o = c->buckets[h]; o; o = o->next)
        if (strcmp(o->key, key) == 0) { /* another thread was first */
            pthread_mutex_unlock(&c->lock);
            free_entry(e);
            return;
        }
    if (c->bytes + size > PERF_CACHE_MAX_BYTES || c->entries + 1 > PERF_CACHE_MAX_ENTRIES) {
        clear(c);
        h = hash(key);
    }
    e->next = c->buckets[h];
    c->buckets[h] = e;
    c->bytes += size;
    c->entries++;
    pthread_mutex_unlock(&c->lock);
}
