/* sections_cache.c — perf_sections_of_self_profile: the sections of a
 * stored raw profile, each file's analysed once per process. The guide
 * promises that a comparison never re-analyses a profile; the sections
 * are the one part of the detail that needs the events, so the first
 * detail of a test case decompresses and walks its raw profile, and the
 * next ones (another comparison with the same side, the server's next
 * request after its answer cache dropped the page) take the result from
 * here.
 *
 * A cached entry is keyed by the database's name, the self-profile's id
 * and what is stored of its files (names, sizes, the compressed blobs'
 * lengths), read without the blobs: a raw profile that prune dropped, or
 * a database made again under the same name with other files, misses.
 * The table is small and shared by the server's workers under a lock; an
 * entry replaces the oldest when it is full. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sections.h"
#include "support/json_buf.h"

/* Raw profiles remembered (a few hundred bytes each). */
#define CACHE_SLOTS 256

typedef struct entry {
    char *key;            /* NULL: an empty slot */
    perf_sections *files; /* one per file, in perf_report_raw_of's order */
    size_t n;
} entry;

static entry g_cache[CACHE_SLOTS];
static size_t g_next; /* the slot the next new entry takes */
static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;

/* The key of sp's stored files into *key (a sup_buf's string); *stored is
 * 0 when there is no raw profile to analyse (none stored, or dropped). */
static int stored_key(perf_db *db, int64_t sp, sup_buf *key, int *stored, char *err, size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "SELECT r.file_name, r.raw_size, length(b.zstd) FROM raw_profile r "
                        "LEFT JOIN raw_blob b ON b.self_profile_id = r.self_profile_id "
                        "AND b.file_name = r.file_name WHERE r.self_profile_id = $1 "
                        "ORDER BY r.file_name",
                        &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, sp);
    sup_buf_printf(key, "%s\n%lld", perf_db_name(db), (long long)sp);
    int r, files = 0, dropped = 0;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        files++;
        dropped |= perf_stmt_column_is_null(st, 2);
        sup_buf_printf(key, "\n%s\n%lld %lld", perf_stmt_column_text(st, 0),
                       (long long)perf_stmt_column_int64(st, 1),
                       (long long)perf_stmt_column_int64(st, 2));
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    if (key->failed) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    *stored = files > 0 && !dropped;
    return 0;
}

/* A copy of the cached files of `key`, or NULL (*n 0) when not cached
 * (a copy that fails to allocate is a miss: analysed again). */
static perf_sections *lookup(const char *key, size_t *n)
{
    perf_sections *copy = NULL;
    *n = 0;
    pthread_mutex_lock(&g_lock);
    for (size_t i = 0; i < CACHE_SLOTS; i++)
        if (g_cache[i].key && strcmp(g_cache[i].key, key) == 0) {
            copy = malloc(g_cache[i].n * sizeof *copy);
            if (copy) {
                memcpy(copy, g_cache[i].files, g_cache[i].n * sizeof *copy);
                *n = g_cache[i].n;
            }
            break;
        }
    pthread_mutex_unlock(&g_lock);
    return copy;
}

/* Remembers files[0..n) under key (copies both; out of memory: not
 * remembered). */
static void remember(const char *key, const perf_sections *files, size_t n)
{
    char *k = strdup(key);
    perf_sections *f = malloc(n * sizeof *f);
    if (!k || !f) {
        free(k);
        free(f);
        return;
    }
    memcpy(f, files, n * sizeof *f);
    pthread_mutex_lock(&g_lock);
    entry *e = &g_cache[g_next];
    g_next = (g_next + 1) % CACHE_SLOTS;
    free(e->key);
    free(e->files);
    *e = (entry){k, f, n};
    pthread_mutex_unlock(&g_lock);
}

/* Decompresses and walks sp's raw profile: each file's sections alone.
 * *n 0 when it is gone (dropped since the key was read). */
static int analyse(perf_db *db, int64_t sp, perf_sections **out, size_t *n, char *err,
                   size_t errlen)
{
    perf_raw_profile *raw;
    int rc = perf_report_raw_of(db, sp, &raw, NULL, err, errlen);
    if (rc == PERF_REPORT_NOT_FOUND)
        return PERF_REPORT_OK;
    if (rc != PERF_REPORT_OK)
        return rc;
    perf_sections *files = calloc(raw->count, sizeof *files);
    if (!files) {
        perf_raw_profile_free(raw);
        snprintf(err, errlen, "out of memory");
        return PERF_REPORT_ERROR;
    }
    for (size_t i = 0; i < raw->count && rc == PERF_REPORT_OK; i++) {
        selfprof_profile *p;
        selfprof_error e;
        if (selfprof_profile_open_memory(raw->files[i].data, raw->files[i].size, &p, &e) !=
            SELFPROF_OK) {
            snprintf(err, errlen, "%s: %s", raw->files[i].name, e.message);
            rc = PERF_REPORT_ERROR;
            break;
        }
        char why[256];
        if (perf_sections_of_profile(p, 0, &files[i], why, sizeof why) < 0) {
            snprintf(err, errlen, "%s: %s", raw->files[i].name, why);
            rc = PERF_REPORT_ERROR;
        }
        selfprof_profile_close(p);
    }
    if (rc == PERF_REPORT_OK) {
        *out = files;
        *n = raw->count;
    } else {
        free(files);
    }
    perf_raw_profile_free(raw);
    return rc;
}

int perf_sections_of_self_profile(perf_db *db, int64_t sp, perf_sections **files, size_t *n,
                                  char *err, size_t errlen)
{
    *files = NULL;
    *n = 0;
    sup_buf key = {0};
    int stored = 0, rc = PERF_REPORT_OK;
    if (stored_key(db, sp, &key, &stored, err, errlen) < 0)
        rc = PERF_REPORT_ERROR;
    else if (stored && !(*files = lookup(key.data, n))) {
        rc = analyse(db, sp, files, n, err, errlen);
        if (rc == PERF_REPORT_OK && *n)
            remember(key.data, *files, *n);
    }
    sup_buf_free(&key);
    return rc;
}
