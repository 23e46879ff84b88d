/* db_engine.h — what an engine implements behind db.h, and what the
 * engines share. db.c dispatches every public call through the engine's
 * table of operations; an engine's connection and statement structs start
 * with struct perf_db / struct perf_stmt. Internal to perf/db/. */
#ifndef PERF_DB_ENGINE_H
#define PERF_DB_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "db.h"

/* A value to bind, whatever its type. */
typedef enum {
    PERF_VAL_NULL,
    PERF_VAL_INT64,
    PERF_VAL_DOUBLE,
    PERF_VAL_TEXT,
    PERF_VAL_BLOB
} perf_val_kind;
typedef struct perf_db_value {
    perf_val_kind kind;
    int64_t i;
    double d;
    const void *p; /* text (NUL-terminated) or blob bytes */
    size_t len;    /* blob length */
} perf_db_value;

typedef struct perf_db_ops {
    const char *engine; /* perf_db_engine() */
    void (*close)(perf_db *db);
    int (*exec)(perf_db *db, const char *sql, char *err, size_t errlen);
    int (*table_exists)(perf_db *db, const char *name, char *err, size_t errlen);
    int (*begin)(perf_db *db, char *err, size_t errlen);
    int (*commit)(perf_db *db, char *err, size_t errlen);
    void (*rollback)(perf_db *db);
    int (*prepare)(perf_db *db, const char *sql, perf_stmt **out, char *err, size_t errlen);
    /* 0, or -1 (the caller then marks the statement bind_failed). */
    int (*bind)(perf_stmt *st, int n, const perf_db_value *v);
    int (*step)(perf_stmt *st, char *err, size_t errlen);
    int (*column_is_null)(perf_stmt *st, int col);
    int64_t (*column_int64)(perf_stmt *st, int col);
    double (*column_double)(perf_stmt *st, int col);
    const char *(*column_text)(perf_stmt *st, int col);
    const void *(*column_blob)(perf_stmt *st, int col, size_t *len);
    void (*reset)(perf_stmt *st);
    void (*finalize)(perf_stmt *st);
    /* perf_db_moved; NULL: the engine has no file (always 0). */
    int (*moved)(perf_db *db);
} perf_db_ops;

struct perf_db {
    const perf_db_ops *ops;
    char *name; /* for messages: the URL without a password */
    int status; /* the latest failure's kind, 0 before any */
};

struct perf_stmt {
    perf_db *db;
    int bind_failed; /* a bind failed: the next step reports it */
};

/* Records a failure of kind `status` on db and writes "NAME: message" into
 * err (NULL or errlen 0: nothing written). */
void perf_db_fail(perf_db *db, int status, char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* Writes "NAME: message" into err, for failures before a connection exists. */
void perf_db_errf(const char *name, char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* The engines' openers: 0 and *out (with ops and name set), or a negative
 * status with err. `name` is what perf_db_name() will return (copied). */
int perf_sqlite_open(const char *name, const char *path, int readonly, perf_db **out, char *err,
                     size_t errlen);
int perf_pg_open(const char *name, const char *url, int readonly, perf_db **out, char *err,
                 size_t errlen);

#endif
