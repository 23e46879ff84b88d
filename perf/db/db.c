/* db.c — db.h's entry points: picks the engine by URL at open, then
 * forwards every call through the connection's table of operations
 * (db_engine.h). What is the same for every engine lives here: the
 * URL choice, the name without a password, the failure status, bind
 * bookkeeping. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_engine.h"
#include "db_url.h"

static void vput(const char *name, char *err, size_t n, const char *fmt, va_list ap)
{
    if (!err || n == 0)
        return;
    int k = snprintf(err, n, "%s: ", name ? name : "database");
    if (k < 0 || (size_t)k >= n)
        return;
    vsnprintf(err + k, n - (size_t)k, fmt, ap);
}

void perf_db_errf(const char *name, char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vput(name, err, errlen, fmt, ap);
    va_end(ap);
}

void perf_db_fail(perf_db *db, int status, char *err, size_t errlen, const char *fmt, ...)
{
    db->status = status;
    va_list ap;
    va_start(ap, fmt);
    vput(db->name, err, errlen, fmt, ap);
    va_end(ap);
}

const char *perf_db_url_choose(const char *arg)
{
    if (arg && *arg)
        return arg;
    const char *env = getenv("SELFPROF_PERF_DB");
    return env && *env ? env : PERF_DB_DEFAULT_URL;
}

int perf_db_open(const char *url, int readonly, perf_db **out, char *err, size_t errlen)
{
    *out = NULL;
    char *name = perf_db_url_redact(url);
    if (!name) {
        perf_db_errf("database", err, errlen, "out of memory");
        return PERF_DB_ERROR;
    }
    int r;
    if (perf_db_url_is_postgres(url)) {
        r = perf_pg_open(name, url, readonly, out, err, errlen);
    } else {
        const char *path = strncmp(url, "sqlite:", 7) == 0 ? url + 7 : url;
        if (!*path) {
            perf_db_errf(name, err, errlen, "no file name after 'sqlite:'");
            r = PERF_DB_ERROR;
        } else {
            r = perf_sqlite_open(name, path, readonly, out, err, errlen);
        }
    }
    free(name);
    return r;
}

void perf_db_close(perf_db *db)
{
    if (db)
        db->ops->close(db);
}

const char *perf_db_name(const perf_db *db) { return db->name; }

const char *perf_db_engine(const perf_db *db) { return db->ops->engine; }

int perf_db_status(const perf_db *db) { return db->status; }

int perf_db_data_refused(int status)
{
    return status == PERF_DB_UNIQUE || status == PERF_DB_REFUSED;
}

int perf_db_moved(perf_db *db) { return db->ops->moved ? db->ops->moved(db) : 0; }

int perf_db_exec(perf_db *db, const char *sql, char *err, size_t errlen)
{
    return db->ops->exec(db, sql, err, errlen);
}

int perf_db_table_exists(perf_db *db, const char *name, char *err, size_t errlen)
{
    return db->ops->table_exists(db, name, err, errlen);
}

int perf_db_begin(perf_db *db, char *err, size_t errlen) { return db->ops->begin(db, err, errlen); }

int perf_db_commit(perf_db *db, char *err, size_t errlen)
{
    return db->ops->commit(db, err, errlen);
}

void perf_db_rollback(perf_db *db) { db->ops->rollback(db); }

int perf_db_prepare(perf_db *db, const char *sql, perf_stmt **out, char *err, size_t errlen)
{
    *out = NULL;
    return db->ops->prepare(db, sql, out, err, errlen);
}

static int bind(perf_stmt *st, int n, perf_db_value v)
{
    if (st->db->ops->bind(st, n, &v) == 0)
        return 0;
    st->bind_failed = 1;
    return -1;
}

int perf_stmt_bind_int64(perf_stmt *st, int n, int64_t v)
{
    return bind(st, n, (perf_db_value){.kind = PERF_VAL_INT64, .i = v});
}

int perf_stmt_bind_double(perf_stmt *st, int n, double v)
{
    return bind(st, n, (perf_db_value){.kind = PERF_VAL_DOUBLE, .d = v});
}

int perf_stmt_bind_text(perf_stmt *st, int n, const char *v)
{
    return bind(st, n, (perf_db_value){.kind = v ? PERF_VAL_TEXT : PERF_VAL_NULL, .p = v});
}

int perf_stmt_bind_null(perf_stmt *st, int n)
{
    return bind(st, n, (perf_db_value){.kind = PERF_VAL_NULL});
}

int perf_stmt_bind_blob(perf_stmt *st, int n, const void *v, size_t len)
{
    return bind(st, n, (perf_db_value){.kind = PERF_VAL_BLOB, .p = v, .len = len});
}

int perf_stmt_step(perf_stmt *st, char *err, size_t errlen)
{
    if (st->bind_failed) {
        perf_db_fail(st->db, PERF_DB_ERROR, err, errlen,
                     "a statement parameter could not be bound (no such $N, or out of memory)");
        return PERF_DB_ERROR;
    }
    return st->db->ops->step(st, err, errlen);
}

int perf_stmt_column_is_null(perf_stmt *st, int col)
{
    return st->db->ops->column_is_null(st, col);
}

int64_t perf_stmt_column_int64(perf_stmt *st, int col)
{
    return st->db->ops->column_int64(st, col);
}

double perf_stmt_column_double(perf_stmt *st, int col)
{
    return st->db->ops->column_double(st, col);
}

const char *perf_stmt_column_text(perf_stmt *st, int col)
{
    return st->db->ops->column_text(st, col);
}

const void *perf_stmt_column_blob(perf_stmt *st, int col, size_t *len)
{
    *len = 0;
    return st->db->ops->column_blob(st, col, len);
}

void perf_stmt_reset(perf_stmt *st)
{
    st->bind_failed = 0;
    st->db->ops->reset(st);
}

void perf_stmt_finalize(perf_stmt *st)
{
    if (st)
        st->db->ops->finalize(st);
}
