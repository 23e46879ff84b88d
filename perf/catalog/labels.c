/* labels.c — see labels.h. */
#include "labels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "SELECT id, name FROM label WHERE <column> IN ($1, ..., $CHUNK)
 * ORDER BY id" into buf. */
static void chunk_sql(char *buf, size_t size, const char *column)
{
    int k = snprintf(buf, size, "SELECT id, name FROM label WHERE %s IN (", column);
    for (int i = 1; i <= PERF_LABELS_CHUNK && k > 0 && (size_t)k < size; i++)
        k += snprintf(buf + k, size - (size_t)k, i > 1 ? ", $%d" : "$%d", i);
    if (k > 0 && (size_t)k < size)
        snprintf(buf + k, size - (size_t)k, ") ORDER BY id");
}

/* Room for chunk_sql's text. */
#define CHUNK_SQL_SIZE (64 + PERF_LABELS_CHUNK * 7)

int perf_label_names(perf_db *db, const int64_t *ids, size_t n, char **names, char *err,
                     size_t errlen)
{
    memset(names, 0, n * sizeof *names);
    char sql[CHUNK_SQL_SIZE];
    chunk_sql(sql, sizeof sql, "id");
    perf_stmt *st = NULL;
    if (n && perf_db_prepare(db, sql, &st, err, errlen) < 0)
        return -1;
    int rc = 0;
    for (size_t at = 0; rc == 0 && at < n; at += PERF_LABELS_CHUNK) {
        size_t m = n - at < PERF_LABELS_CHUNK ? n - at : PERF_LABELS_CHUNK, j = at;
        for (size_t i = 0; i < m; i++) /* the rest stay unbound: NULL */
            perf_stmt_bind_int64(st, (int)i + 1, ids[at + i]);
        int r;
        /* both in id order: one walk pairs them */
        while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
            int64_t id = perf_stmt_column_int64(st, 0);
            while (j < at + m && ids[j] < id)
                j++;
            if (j < at + m && ids[j] == id && !(names[j] = strdup(perf_stmt_column_text(st, 1)))) {
                snprintf(err, errlen, "out of memory");
                rc = -1;
                break;
            }
        }
        perf_stmt_reset(st);
        if (r == PERF_DB_ERROR)
            rc = -1;
        for (size_t i = at; rc == 0 && i < at + m; i++)
            if (!names[i]) {
                snprintf(err, errlen, "%s: no label has id %lld", perf_db_name(db),
                         (long long)ids[i]);
                rc = -1;
            }
    }
    perf_stmt_finalize(st);
    if (rc < 0)
        for (size_t i = 0; i < n; i++) {
            free(names[i]);
            names[i] = NULL;
        }
    return rc;
}

/* A name and where it is in the caller's list. */
typedef struct named {
    const char *name;
    size_t at;
} named;

static int by_name(const void *x, const void *y)
{
    return strcmp(((const named *)x)->name, ((const named *)y)->name);
}

int perf_label_ids(perf_db *db, const char *const *names, size_t n, int64_t *ids, char *err,
                   size_t errlen)
{
    memset(ids, 0, n * sizeof *ids);
    named *sorted = malloc((n ? n : 1) * sizeof *sorted);
    if (!sorted) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        sorted[i] = (named){names[i], i};
    qsort(sorted, n, sizeof *sorted, by_name);
    char sql[CHUNK_SQL_SIZE];
    chunk_sql(sql, sizeof sql, "name");
    perf_stmt *st = NULL;
    int rc = n && perf_db_prepare(db, sql, &st, err, errlen) < 0 ? -1 : 0;
    /* distinct names in chunks; each answer finds its names by search
     * (the engine's collation may order names unlike strcmp) */
    size_t at = 0;
    while (rc == 0 && at < n) {
        size_t first = at;
        int bound = 0;
        for (; at < n && bound < PERF_LABELS_CHUNK; at++)
            if (at == first || strcmp(sorted[at].name, sorted[at - 1].name) != 0)
                perf_stmt_bind_text(st, ++bound, sorted[at].name);
        int r;
        while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
            named key = {perf_stmt_column_text(st, 1), 0};
            named *hit = key.name ? bsearch(&key, sorted + first, at - first, sizeof key, by_name)
                                  : NULL;
            for (; hit && hit > sorted + first && strcmp(hit[-1].name, key.name) == 0;)
                hit--;
            for (; hit && hit < sorted + at && strcmp(hit->name, key.name) == 0; hit++)
                ids[hit->at] = perf_stmt_column_int64(st, 0);
        }
        perf_stmt_reset(st);
        if (r == PERF_DB_ERROR)
            rc = -1;
        for (size_t i = first; rc == 0 && i < at; i++)
            if (!ids[sorted[i].at]) {
                snprintf(err, errlen, "%s: no label is named '%s'", perf_db_name(db),
                         sorted[i].name);
                rc = -1;
            }
    }
    perf_stmt_finalize(st);
    free(sorted);
    return rc;
}
