/* db_postgres_stmt.c — db.h's statements on PostgreSQL.
 *
 * Each SQL text is prepared on the server once per connection (PQprepare,
 * named, with the parameter types left for the server to infer from their
 * context) and kept in the connection's cache, so the per-row statements
 * of the store and the small queries of the queue cost one round trip per
 * execution. Parameters go as text, blobs as binary (so a BYTEA keeps its
 * NUL bytes); results come back as text and are read whole at the first
 * step. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_postgres.h"

/* Beyond this many distinct texts (SQL built at run time), a statement is
 * prepared for itself and deallocated when finalized. */
#define CACHE_MAX 256
#define BYTEA_OID 17

typedef struct {
    perf_stmt base;
    pg_prepared *prep;
    int owned; /* prep is not in the cache: DEALLOCATE at finalize */
    char **values;
    int *lengths;
    int *formats;
    PGresult *res;
    int row, nrows, executed;
    unsigned char *blob; /* the last bytea read, unescaped */
} pg_stmt;

static pg_stmt *of(perf_stmt *st) { return (pg_stmt *)st; }

static void free_prepared(pg_prepared *p)
{
    if (p) {
        free(p->sql);
        free(p);
    }
}

void perf_pg_cache_free(pg_db *db)
{
    for (pg_prepared *p = db->cache, *next; p; p = next) {
        next = p->next;
        free_prepared(p);
    }
    db->cache = NULL;
    db->cached = 0;
}

/* Prepares `sql` on the server under a new name and learns its number of
 * parameters. NULL after a failure (recorded, err written). */
static pg_prepared *prepare_on_server(pg_db *db, const char *sql, char *err, size_t errlen)
{
    pg_prepared *p = calloc(1, sizeof *p);
    if (!p || !(p->sql = strdup(sql))) {
        free(p);
        perf_db_fail(&db->base, PERF_DB_ERROR, err, errlen, "out of memory");
        return NULL;
    }
    snprintf(p->name, sizeof p->name, "perf_%u", db->next_id++);
    PGresult *res = PQprepare(db->conn, p->name, sql, 0, NULL);
    if (PQresultStatus(res) != PGRES_COMMAND_OK) {
        perf_pg_fail(&db->base, res, err, errlen);
        PQclear(res);
        free_prepared(p);
        return NULL;
    }
    PQclear(res);
    res = PQdescribePrepared(db->conn, p->name);
    if (PQresultStatus(res) != PGRES_COMMAND_OK) {
        perf_pg_fail(&db->base, res, err, errlen);
        PQclear(res);
        free_prepared(p);
        return NULL;
    }
    p->nparams = PQnparams(res);
    PQclear(res);
    return p;
}

int perf_pg_prepare(perf_db *base, const char *sql, perf_stmt **out, char *err, size_t errlen)
{
    pg_db *db = (pg_db *)base;
    pg_stmt *st = calloc(1, sizeof *st);
    if (!st) {
        perf_db_fail(base, PERF_DB_ERROR, err, errlen, "out of memory");
        return -1;
    }
    st->base.db = base;
    for (pg_prepared *p = db->cache; p && !st->prep; p = p->next)
        if (strcmp(p->sql, sql) == 0)
            st->prep = p;
    if (!st->prep) {
        if (!(st->prep = prepare_on_server(db, sql, err, errlen))) {
            free(st);
            return -1;
        }
        if (db->cached < CACHE_MAX) {
            st->prep->next = db->cache;
            db->cache = st->prep;
            db->cached++;
        } else {
            st->owned = 1;
        }
    }
    size_t n = (size_t)st->prep->nparams + 1; /* + 1: never calloc(0) */
    st->values = calloc(n, sizeof *st->values);
    st->lengths = calloc(n, sizeof *st->lengths);
    st->formats = calloc(n, sizeof *st->formats);
    st->row = -1;
    if (!st->values || !st->lengths || !st->formats) {
        perf_pg_finalize(&st->base);
        perf_db_fail(base, PERF_DB_ERROR, err, errlen, "out of memory");
        return -1;
    }
    *out = &st->base;
    return 0;
}

/* Stores a copy of `len` bytes as parameter n's value (NULL: SQL NULL). */
static int put(pg_stmt *st, int n, const void *v, size_t len, int binary)
{
    if (n < 1 || n > st->prep->nparams || len > (size_t)INT32_MAX - 1)
        return -1;
    free(st->values[n - 1]);
    st->values[n - 1] = NULL;
    st->lengths[n - 1] = 0;
    st->formats[n - 1] = binary;
    if (!v)
        return 0;
    char *copy = malloc(len + 1);
    if (!copy)
        return -1;
    if (len)
        memcpy(copy, v, len);
    copy[len] = '\0';
    st->values[n - 1] = copy;
    st->lengths[n - 1] = (int)len;
    return 0;
}

int perf_pg_bind(perf_stmt *base, int n, const perf_db_value *v)
{
    pg_stmt *st = of(base);
    char buf[40];
    switch (v->kind) {
    case PERF_VAL_INT64:
        snprintf(buf, sizeof buf, "%" PRId64, v->i);
        return put(st, n, buf, strlen(buf), 0);
    case PERF_VAL_DOUBLE:
        /* %.17g round-trips every double; PostgreSQL spells the others. */
        if (isnan(v->d))
            snprintf(buf, sizeof buf, "NaN");
        else if (isinf(v->d))
            snprintf(buf, sizeof buf, "%sInfinity", v->d < 0 ? "-" : "");
        else
            snprintf(buf, sizeof buf, "%.17g", v->d);
        return put(st, n, buf, strlen(buf), 0);
    case PERF_VAL_TEXT: return put(st, n, v->p, strlen(v->p), 0);
    case PERF_VAL_BLOB: return put(st, n, v->len ? v->p : "", v->len, 1);
    default: return put(st, n, NULL, 0, 0);
    }
}

int perf_pg_step(perf_stmt *base, char *err, size_t errlen)
{
    pg_stmt *st = of(base);
    if (!st->executed) {
        PQclear(st->res);
        st->res = PQexecPrepared(pg_conn(base->db), st->prep->name, st->prep->nparams,
                                 (const char *const *)st->values, st->lengths, st->formats, 0);
        ExecStatusType s = PQresultStatus(st->res);
        if (s != PGRES_TUPLES_OK && s != PGRES_COMMAND_OK) {
            perf_pg_fail(base->db, st->res, err, errlen);
            PQclear(st->res);
            st->res = NULL;
            return PERF_DB_ERROR;
        }
        st->executed = 1;
        st->row = -1;
        st->nrows = s == PGRES_TUPLES_OK ? PQntuples(st->res) : 0;
    }
    if (st->row + 1 < st->nrows) {
        st->row++;
        return PERF_DB_ROW;
    }
    st->row = st->nrows;
    return PERF_DB_DONE;
}

/* The current row's value of `col`, or NULL (SQL NULL, no row, no column). */
static const char *value(pg_stmt *st, int col)
{
    if (!st->res || st->row < 0 || st->row >= st->nrows || col < 0 || col >= PQnfields(st->res) ||
        PQgetisnull(st->res, st->row, col))
        return NULL;
    return PQgetvalue(st->res, st->row, col);
}

int perf_pg_column_is_null(perf_stmt *st, int col) { return value(of(st), col) == NULL; }

int64_t perf_pg_column_int64(perf_stmt *st, int col)
{
    const char *t = value(of(st), col);
    if (!t)
        return 0;
    if (t[0] == 't' || t[0] == 'f') /* a boolean */
        return t[0] == 't';
    if (strpbrk(t, ".eE")) /* a NUMERIC (SUM over BIGINT) or a double */
        return (int64_t)strtod(t, NULL);
    return strtoll(t, NULL, 10);
}

double perf_pg_column_double(perf_stmt *st, int col)
{
    const char *t = value(of(st), col);
    return t ? strtod(t, NULL) : 0.0; /* strtod reads "NaN" and "Infinity" too */
}

const char *perf_pg_column_text(perf_stmt *st, int col) { return value(of(st), col); }

const void *perf_pg_column_blob(perf_stmt *base, int col, size_t *len)
{
    pg_stmt *st = of(base);
    const char *t = value(st, col);
    if (!t)
        return NULL;
    if (PQftype(st->res, col) != BYTEA_OID) { /* text read as bytes */
        *len = (size_t)PQgetlength(st->res, st->row, col);
        return t;
    }
    if (st->blob)
        PQfreemem(st->blob);
    st->blob = PQunescapeBytea((const unsigned char *)t, len);
    return st->blob;
}

void perf_pg_reset(perf_stmt *base)
{
    pg_stmt *st = of(base);
    PQclear(st->res);
    st->res = NULL;
    st->executed = 0;
    st->row = -1;
    st->nrows = 0;
    for (int i = 0; i < st->prep->nparams; i++) {
        free(st->values[i]);
        st->values[i] = NULL;
        st->lengths[i] = 0;
        st->formats[i] = 0;
    }
}

void perf_pg_finalize(perf_stmt *base)
{
    pg_stmt *st = of(base);
    if (st->values)
        for (int i = 0; i < st->prep->nparams; i++)
            free(st->values[i]);
    free(st->values);
    free(st->lengths);
    free(st->formats);
    PQclear(st->res);
    if (st->blob)
        PQfreemem(st->blob);
    if (st->owned) {
        char sql[48];
        snprintf(sql, sizeof sql, "DEALLOCATE %s", st->prep->name);
        PQclear(PQexec(pg_conn(base->db), sql));
        free_prepared(st->prep);
    }
    free(st);
}
