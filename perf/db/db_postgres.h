/* db_postgres.h — what the PostgreSQL engine's two files share: the
 * connection (db_postgres.c) and its statements (db_postgres_stmt.c).
 * Internal to perf/db/. */
#ifndef PERF_DB_POSTGRES_H
#define PERF_DB_POSTGRES_H

#include <libpq-fe.h>

#include "db_engine.h"

/* A statement prepared on the server, kept for the connection's life so
 * the next perf_db_prepare of the same text costs no round trip. */
typedef struct pg_prepared {
    struct pg_prepared *next;
    char *sql;
    char name[24]; /* "perf_N" */
    int nparams;
} pg_prepared;

typedef struct {
    perf_db base;
    PGconn *conn;
    pg_prepared *cache; /* most recently added first */
    unsigned cached;    /* entries in cache */
    unsigned next_id;   /* numbers the server-side names */
} pg_db;

static inline PGconn *pg_conn(perf_db *db) { return ((pg_db *)db)->conn; }

/* Records the failure of `res` (NULL: the connection's message) on db with
 * its kind from the SQLSTATE (db.h) and one line into err. Returns
 * PERF_DB_ERROR. */
int perf_pg_fail(perf_db *db, const PGresult *res, char *err, size_t errlen);

/* The statement operations of db_postgres_stmt.c, and freeing the cache. */
int perf_pg_prepare(perf_db *db, const char *sql, perf_stmt **out, char *err, size_t errlen);
int perf_pg_bind(perf_stmt *st, int n, const perf_db_value *v);
int perf_pg_step(perf_stmt *st, char *err, size_t errlen);
int perf_pg_column_is_null(perf_stmt *st, int col);
int64_t perf_pg_column_int64(perf_stmt *st, int col);
double perf_pg_column_double(perf_stmt *st, int col);
const char *perf_pg_column_text(perf_stmt *st, int col);
const void *perf_pg_column_blob(perf_stmt *st, int col, size_t *len);
void perf_pg_reset(perf_stmt *st);
void perf_pg_finalize(perf_stmt *st);
void perf_pg_cache_free(pg_db *db);

#endif
