/* rows_insert.c — see rows_insert.h. */
#include "rows_insert.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Parameters per statement. SQLite allows 32,766 (since 3.32) and
 * PostgreSQL 65,535, but libpq (15) drops the connection on a server
 * message over 30,000 bytes of a kind it does not expect to be long ("lost
 * synchronization with server"), and a prepared statement's description,
 * which perf/db reads for its parameter count, is one: 4 bytes a
 * parameter, so at most about 7,490 (test_perf_db's wide_inserts). */
#define MAX_PARAMS 7000
/* The smallest chunk: fewer texts for small tables, little padding. */
#define MIN_ROWS 8

/* "head ($2,$3),($4,$5) tail" for `rows` rows from $param; NULL when out
 * of memory. */
static char *chunk_sql(const char *head, const char *tail, int per_row, size_t rows, int param)
{
    size_t cap = strlen(head) + strlen(tail) + rows * (size_t)per_row * 9 + rows * 3 + 1;
    char *sql = malloc(cap);
    if (!sql)
        return NULL;
    size_t len = (size_t)snprintf(sql, cap, "%s", head);
    for (size_t r = 0; r < rows; r++) {
        sql[len++] = r ? ',' : '(';
        if (r)
            sql[len++] = '(';
        for (int k = 0; k < per_row; k++)
            len += (size_t)snprintf(sql + len, cap - len, k ? ",$%d" : "$%d", param++);
        sql[len++] = ')';
    }
    snprintf(sql + len, cap - len, "%s", tail);
    return sql;
}

int perf_rows_insert(perf_db *db, const char *head, const char *tail, int per_row,
                     const int64_t *fixed, size_t n, perf_rows_bind bind, void *ctx, char *err,
                     size_t errlen)
{
    size_t max_rows = MIN_ROWS;
    while (max_rows * 2 * (size_t)per_row <= MAX_PARAMS)
        max_rows *= 2;
    for (size_t done = 0; done < n;) {
        size_t rows = MIN_ROWS;
        while (rows < n - done && rows < max_rows)
            rows *= 2;
        int first = fixed ? 2 : 1;
        char *sql = chunk_sql(head, tail, per_row, rows, first);
        perf_stmt *st;
        if (!sql) {
            snprintf(err, errlen, "%s: out of memory", perf_db_name(db));
            return -1;
        }
        int rc = perf_db_prepare(db, sql, &st, err, errlen);
        free(sql);
        if (rc < 0)
            return -1;
        if (fixed)
            perf_stmt_bind_int64(st, 1, *fixed);
        size_t end = done + rows < n ? done + rows : n;
        /* the rows after `end` stay unbound: NULL, dropped by the statement */
        for (size_t r = done; r < end; r++)
            bind(st, first + (int)(r - done) * per_row, r, ctx);
        rc = perf_stmt_step(st, err, errlen);
        perf_stmt_finalize(st);
        if (rc == PERF_DB_ERROR)
            return -1;
        done = end;
    }
    return 0;
}
