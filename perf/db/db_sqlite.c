/* db_sqlite.c — the SQLite engine of db.h, the embedded default.
 *
 * Why WAL and a busy timeout: the collector writes while `compare` or the
 * server read; WAL lets readers go on during a write, and the timeout turns
 * a briefly held lock into a wait instead of an error. A lock held longer
 * than the timeout is reported as "database is locked (after 5 s)". */
#include "db.h"

#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BUSY_TIMEOUT_MS 5000

struct perf_db {
    sqlite3 *h;
    char *name;
};

struct perf_stmt {
    perf_db *db;
    sqlite3_stmt *h;
    int bind_failed;
};

static void set_err(char *err, size_t n, const char *name, const char *fmt, ...)
{
    if (!err || n == 0)
        return;
    int k = snprintf(err, n, "%s: ", name ? name : "database");
    if (k < 0 || (size_t)k >= n)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err + k, n - (size_t)k, fmt, ap);
    va_end(ap);
}

/* SQLite's message, with the wait spelled out when it is a lock. */
static void sqlite_err(perf_db *db, char *err, size_t n)
{
    int code = sqlite3_errcode(db->h);
    if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
        set_err(err, n, db->name, "database is locked (after %d s)", BUSY_TIMEOUT_MS / 1000);
    else
        set_err(err, n, db->name, "%s", sqlite3_errmsg(db->h));
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
    if (strncmp(url, "postgres://", 11) == 0 || strncmp(url, "postgresql://", 13) == 0) {
        set_err(err, errlen, "postgres", "PostgreSQL is not supported by this build yet; use sqlite:PATH");
        return -1;
    }
    const char *path = strncmp(url, "sqlite:", 7) == 0 ? url + 7 : url;
    if (!*path) {
        set_err(err, errlen, url, "no file name after 'sqlite:'");
        return -1;
    }
    if (readonly && access(path, F_OK) != 0) {
        set_err(err, errlen, url, "no such database; run 'selfprof-perf init' first");
        return -1;
    }
    perf_db *db = calloc(1, sizeof *db);
    if (!db || !(db->name = strdup(url))) {
        free(db);
        set_err(err, errlen, url, "out of memory");
        return -1;
    }
    int flags = readonly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    if (sqlite3_open_v2(path, &db->h, flags | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
        set_err(err, errlen, url, "%s", db->h ? sqlite3_errmsg(db->h) : "cannot open");
        perf_db_close(db);
        return -1;
    }
    sqlite3_busy_timeout(db->h, BUSY_TIMEOUT_MS);
    const char *setup = readonly ? "PRAGMA foreign_keys = ON;"
                                 : "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;";
    if (perf_db_exec(db, setup, err, errlen) < 0) {
        perf_db_close(db);
        return -1;
    }
    *out = db;
    return 0;
}

void perf_db_close(perf_db *db)
{
    if (!db)
        return;
    sqlite3_close(db->h);
    free(db->name);
    free(db);
}

const char *perf_db_name(const perf_db *db) { return db->name; }

const char *perf_db_engine(const perf_db *db)
{
    (void)db;
    return "sqlite";
}

int perf_db_exec(perf_db *db, const char *sql, char *err, size_t errlen)
{
    if (sqlite3_exec(db->h, sql, NULL, NULL, NULL) != SQLITE_OK) {
        sqlite_err(db, err, errlen);
        return -1;
    }
    return 0;
}

int perf_db_table_exists(perf_db *db, const char *name, char *err, size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = $1",
                        &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_text(st, 1, name);
    int r = perf_stmt_step(st, err, errlen);
    perf_stmt_finalize(st);
    return r == PERF_DB_ERROR ? -1 : r == PERF_DB_ROW;
}

int perf_db_begin(perf_db *db, char *err, size_t errlen)
{
    return perf_db_exec(db, "BEGIN IMMEDIATE", err, errlen);
}

int perf_db_commit(perf_db *db, char *err, size_t errlen)
{
    return perf_db_exec(db, "COMMIT", err, errlen);
}

void perf_db_rollback(perf_db *db) { sqlite3_exec(db->h, "ROLLBACK", NULL, NULL, NULL); }

int perf_db_prepare(perf_db *db, const char *sql, perf_stmt **out, char *err, size_t errlen)
{
    *out = NULL;
    perf_stmt *st = calloc(1, sizeof *st);
    if (!st) {
        set_err(err, errlen, db->name, "out of memory");
        return -1;
    }
    st->db = db;
    if (sqlite3_prepare_v2(db->h, sql, -1, &st->h, NULL) != SQLITE_OK) {
        sqlite_err(db, err, errlen);
        free(st);
        return -1;
    }
    *out = st;
    return 0;
}

/* The slot of $n: SQLite numbers parameters by first appearance, so "$2"
 * before "$1" would otherwise bind the wrong value. */
static int slot(perf_stmt *st, int n)
{
    char name[16];
    snprintf(name, sizeof name, "$%d", n);
    int i = sqlite3_bind_parameter_index(st->h, name);
    if (i == 0)
        st->bind_failed = 1;
    return i;
}

static int bound(perf_stmt *st, int rc)
{
    if (rc != SQLITE_OK)
        st->bind_failed = 1;
    return rc == SQLITE_OK ? 0 : -1;
}

int perf_stmt_bind_int64(perf_stmt *st, int n, int64_t v)
{
    int i = slot(st, n);
    return i ? bound(st, sqlite3_bind_int64(st->h, i, v)) : -1;
}

int perf_stmt_bind_double(perf_stmt *st, int n, double v)
{
    int i = slot(st, n);
    return i ? bound(st, sqlite3_bind_double(st->h, i, v)) : -1;
}

int perf_stmt_bind_text(perf_stmt *st, int n, const char *v)
{
    int i = slot(st, n);
    if (!i)
        return -1;
    return bound(st, v ? sqlite3_bind_text(st->h, i, v, -1, SQLITE_TRANSIENT)
                       : sqlite3_bind_null(st->h, i));
}

int perf_stmt_bind_null(perf_stmt *st, int n)
{
    int i = slot(st, n);
    return i ? bound(st, sqlite3_bind_null(st->h, i)) : -1;
}

int perf_stmt_bind_blob(perf_stmt *st, int n, const void *v, size_t len)
{
    int i = slot(st, n);
    return i ? bound(st, sqlite3_bind_blob64(st->h, i, v, len, SQLITE_TRANSIENT)) : -1;
}

int perf_stmt_step(perf_stmt *st, char *err, size_t errlen)
{
    if (st->bind_failed) {
        set_err(err, errlen, st->db->name, "a statement parameter could not be bound: %s",
                sqlite3_sql(st->h));
        return PERF_DB_ERROR;
    }
    int rc = sqlite3_step(st->h);
    if (rc == SQLITE_ROW)
        return PERF_DB_ROW;
    if (rc == SQLITE_DONE)
        return PERF_DB_DONE;
    sqlite_err(st->db, err, errlen);
    return PERF_DB_ERROR;
}

int perf_stmt_column_is_null(perf_stmt *st, int col)
{
    return sqlite3_column_type(st->h, col) == SQLITE_NULL;
}

int64_t perf_stmt_column_int64(perf_stmt *st, int col) { return sqlite3_column_int64(st->h, col); }

double perf_stmt_column_double(perf_stmt *st, int col) { return sqlite3_column_double(st->h, col); }

const char *perf_stmt_column_text(perf_stmt *st, int col)
{
    return (const char *)sqlite3_column_text(st->h, col);
}

const void *perf_stmt_column_blob(perf_stmt *st, int col, size_t *len)
{
    const void *b = sqlite3_column_blob(st->h, col);
    *len = (size_t)sqlite3_column_bytes(st->h, col);
    return b;
}

void perf_stmt_reset(perf_stmt *st)
{
    sqlite3_reset(st->h);
    sqlite3_clear_bindings(st->h);
    st->bind_failed = 0;
}

void perf_stmt_finalize(perf_stmt *st)
{
    if (!st)
        return;
    sqlite3_finalize(st->h);
    free(st);
}
