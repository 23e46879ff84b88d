/* db_sqlite.c — the SQLite engine of db.h, the embedded default.
 *
 * Why WAL and a busy timeout: the collector writes while `compare` or the
 * server read; WAL lets readers go on during a write, and the timeout turns
 * a briefly held lock into a wait instead of an error. A lock held longer
 * than the timeout is reported as "database is locked (after 5 s)". */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "db_engine.h"

#define BUSY_TIMEOUT_MS 5000
/* Parameter numbers above this are not recorded (SQLite's own limit is
 * 32,766 since 3.32): binding them fails as an unknown $N does. */
#define SQLITE_MAX_VARIABLE_NUMBER_GUESS 32766

typedef struct {
    perf_db base;
    sqlite3 *h;
    char *path; /* the file's path as opened */
    dev_t dev;  /* the file that was at the path then */
    ino_t ino;
    int have_id; /* dev and ino are known */
} sq_db;

typedef struct {
    perf_stmt base;
    sqlite3_stmt *h;
    unsigned char *present; /* present[n]: the text has $n (n <= max) */
    int max;
} sq_stmt;

static sqlite3 *handle(perf_db *db) { return ((sq_db *)db)->h; }
static sqlite3_stmt *stmt_handle(perf_stmt *st) { return ((sq_stmt *)st)->h; }

/* db.h's kind of an (extended) SQLite result code. */
static int status_of(int code)
{
    switch (code & 0xff) {
    case SQLITE_CANTOPEN: return PERF_DB_CONNECT;
    case SQLITE_FULL: return PERF_DB_FULL;
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return PERF_DB_BUSY;
    case SQLITE_CONSTRAINT:
        if (code == SQLITE_CONSTRAINT_UNIQUE || code == SQLITE_CONSTRAINT_PRIMARYKEY)
            return PERF_DB_UNIQUE;
        return PERF_DB_REFUSED;
    case SQLITE_TOOBIG:
    case SQLITE_MISMATCH: return PERF_DB_REFUSED;
    default: return PERF_DB_ERROR;
    }
}

/* The connection's latest error, with the wait spelled out when it is a
 * lock. Returns PERF_DB_ERROR, for `return sqlite_err(...)`. */
static int sqlite_err(perf_db *db, char *err, size_t n)
{
    int code = sqlite3_extended_errcode(handle(db));
    int status = status_of(code);
    if (status == PERF_DB_BUSY)
        perf_db_fail(db, status, err, n, "database is locked (after %d s)", BUSY_TIMEOUT_MS / 1000);
    else
        perf_db_fail(db, status, err, n, "%s", sqlite3_errmsg(handle(db)));
    return PERF_DB_ERROR;
}

static void sq_close(perf_db *db)
{
    /* SQLite's advice for keeping the planner's statistics up to date
     * (migrate.c runs ANALYZE once; tables grow after): PRAGMA optimize
     * before closing, which analyzes only what the connection's queries
     * would gain from; analysis_limit bounds it to a sample of each index,
     * so closing stays quick on a database of many gigabytes. Errors
     * (a read-only database) are of no consequence. */
    if (handle(db))
        sqlite3_exec(handle(db), "PRAGMA analysis_limit = 400; PRAGMA optimize", NULL, NULL, NULL);
    sqlite3_close(handle(db));
    free(((sq_db *)db)->path);
    free(db->name);
    free(db);
}

static int sq_exec(perf_db *db, const char *sql, char *err, size_t errlen)
{
    if (sqlite3_exec(handle(db), sql, NULL, NULL, NULL) != SQLITE_OK)
        return sqlite_err(db, err, errlen);
    return 0;
}

static int sq_table_exists(perf_db *db, const char *name, char *err, size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = $1", &st,
                        err, errlen) < 0)
        return -1;
    perf_stmt_bind_text(st, 1, name);
    int r = perf_stmt_step(st, err, errlen);
    perf_stmt_finalize(st);
    return r == PERF_DB_ERROR ? -1 : r == PERF_DB_ROW;
}

static int sq_begin(perf_db *db, char *err, size_t errlen)
{
    return sq_exec(db, "BEGIN IMMEDIATE", err, errlen);
}

static int sq_commit(perf_db *db, char *err, size_t errlen)
{
    return sq_exec(db, "COMMIT", err, errlen);
}

static void sq_rollback(perf_db *db) { sqlite3_exec(handle(db), "ROLLBACK", NULL, NULL, NULL); }

/* The SQL text with every $N outside quotes and comments written ?N, or
 * a bare ? when they come in order ($1, $2, ... each once): SQLite binds
 * those at slot N directly, while a "$N" slot is looked up by name, one
 * linear search per bind, and a named or numbered one costs a linear
 * search more when the statement is compiled (a multi-row INSERT of 5,000
 * parameters spent 40 ms there). Sets st->present and st->max. NULL when
 * out of memory. */
static char *numbered_params(const char *sql, sq_stmt *st)
{
    size_t len = strlen(sql);
    char *out = malloc(len + 1);
    size_t cap = len / 2 + 2; /* at most one $N per two bytes */
    st->max = 0;
    st->present = calloc(cap, 1);
    if (!out || !st->present) {
        free(out);
        return NULL;
    }
    char quote = 0;
    int in_order = 1, seen = 0;
    for (size_t i = 0; i <= len; i++) {
        char c = sql[i];
        out[i] = c;
        if (quote) {
            int ends = quote == '-'   ? c == '\n'
                       : quote == '*' ? c == '/' && i > 0 && sql[i - 1] == '*'
                                      : c == quote;
            if (ends)
                quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if ((c == '-' || c == '/') && sql[i + 1] == (c == '-' ? '-' : '*')) {
            quote = c == '-' ? '-' : '*';
        } else if (c == '$' && sql[i + 1] >= '1' && sql[i + 1] <= '9') {
            long n = strtol(sql + i + 1, NULL, 10);
            out[i] = '?';
            in_order = in_order && n == ++seen;
            if (n < (long)cap && n <= SQLITE_MAX_VARIABLE_NUMBER_GUESS) {
                st->present[n] = 1;
                st->max = n > st->max ? (int)n : st->max;
            }
        }
    }
    if (in_order) { /* drop the numbers: slot N is the Nth "?" */
        size_t k = 0;
        for (size_t i = 0; i <= len; i++) {
            out[k++] = out[i];
            if (out[i] == '?' && sql[i] == '$')
                while (sql[i + 1] >= '0' && sql[i + 1] <= '9')
                    i++;
        }
    }
    return out;
}

static int sq_prepare(perf_db *db, const char *sql, perf_stmt **out, char *err, size_t errlen)
{
    sq_stmt *st = calloc(1, sizeof *st);
    char *text = st ? numbered_params(sql, st) : NULL;
    if (!text) {
        if (st)
            free(st->present);
        free(st);
        perf_db_fail(db, PERF_DB_ERROR, err, errlen, "out of memory");
        return -1;
    }
    st->base.db = db;
    int rc = sqlite3_prepare_v2(handle(db), text, -1, &st->h, NULL);
    free(text);
    if (rc != SQLITE_OK) {
        free(st->present);
        free(st);
        return sqlite_err(db, err, errlen);
    }
    *out = &st->base;
    return 0;
}

/* Binds $n, written ?n (numbered_params): slot n, when the text has it. */
static int sq_bind(perf_stmt *st, int n, const perf_db_value *v)
{
    sq_stmt *q = (sq_stmt *)st;
    sqlite3_stmt *h = q->h;
    if (n < 1 || n > q->max || !q->present[n])
        return -1;
    int i = n;
    int rc;
    switch (v->kind) {
    case PERF_VAL_INT64: rc = sqlite3_bind_int64(h, i, v->i); break;
    case PERF_VAL_DOUBLE: rc = sqlite3_bind_double(h, i, v->d); break;
    case PERF_VAL_TEXT: rc = sqlite3_bind_text(h, i, v->p, -1, SQLITE_TRANSIENT); break;
    case PERF_VAL_BLOB: /* a zero-length blob is a blob, not NULL: never pass NULL */
        rc = sqlite3_bind_blob64(h, i, v->len ? v->p : "", v->len, SQLITE_TRANSIENT);
        break;
    default: rc = sqlite3_bind_null(h, i);
    }
    return rc == SQLITE_OK ? 0 : -1;
}

static int sq_step(perf_stmt *st, char *err, size_t errlen)
{
    int rc = sqlite3_step(stmt_handle(st));
    if (rc == SQLITE_ROW)
        return PERF_DB_ROW;
    if (rc == SQLITE_DONE)
        return PERF_DB_DONE;
    return sqlite_err(st->db, err, errlen);
}

static int sq_column_is_null(perf_stmt *st, int col)
{
    return sqlite3_column_type(stmt_handle(st), col) == SQLITE_NULL;
}

static int64_t sq_column_int64(perf_stmt *st, int col)
{
    return sqlite3_column_int64(stmt_handle(st), col);
}

static double sq_column_double(perf_stmt *st, int col)
{
    return sqlite3_column_double(stmt_handle(st), col);
}

static const char *sq_column_text(perf_stmt *st, int col)
{
    return (const char *)sqlite3_column_text(stmt_handle(st), col);
}

static const void *sq_column_blob(perf_stmt *st, int col, size_t *len)
{
    const void *b = sqlite3_column_blob(stmt_handle(st), col);
    *len = (size_t)sqlite3_column_bytes(stmt_handle(st), col);
    return b;
}

static void sq_reset(perf_stmt *st)
{
    sqlite3_reset(stmt_handle(st));
    sqlite3_clear_bindings(stmt_handle(st));
}

static void sq_finalize(perf_stmt *st)
{
    sqlite3_finalize(stmt_handle(st));
    free(((sq_stmt *)st)->present);
    free(st);
}

/* db.h's perf_db_moved. The connection holds the file it opened, so that
 * inode cannot be reused by a new file at the path while it is open: a
 * different (device, inode) is another file. */
static int sq_moved(perf_db *base)
{
    const sq_db *db = (const sq_db *)base;
    struct stat st;
    if (stat(db->path, &st) != 0)
        return PERF_DB_MOVED_GONE;
    if (db->have_id && (st.st_dev != db->dev || st.st_ino != db->ino))
        return PERF_DB_MOVED_REPLACED;
    return 0;
}

static const perf_db_ops SQLITE_OPS = {
    .engine = "sqlite",
    .close = sq_close,
    .exec = sq_exec,
    .table_exists = sq_table_exists,
    .begin = sq_begin,
    .commit = sq_commit,
    .rollback = sq_rollback,
    .prepare = sq_prepare,
    .bind = sq_bind,
    .step = sq_step,
    .column_is_null = sq_column_is_null,
    .column_int64 = sq_column_int64,
    .column_double = sq_column_double,
    .column_text = sq_column_text,
    .column_blob = sq_column_blob,
    .reset = sq_reset,
    .finalize = sq_finalize,
    .moved = sq_moved,
};

/* Switching to WAL needs the exclusive lock, and SQLite does not wait for
 * it when another connection is writing (it skips the busy handler there,
 * against deadlocks): wait here, up to the busy timeout, so that two
 * `init` at once both succeed. */
static int set_wal(perf_db *db, char *err, size_t errlen)
{
    for (int waited = 0;; waited += 10) {
        int rc = sqlite3_exec(handle(db), "PRAGMA journal_mode = WAL", NULL, NULL, NULL);
        if (rc == SQLITE_OK)
            return 0;
        if ((rc & 0xff) != SQLITE_BUSY || waited >= BUSY_TIMEOUT_MS)
            return sqlite_err(db, err, errlen);
        nanosleep(&(struct timespec){.tv_nsec = 10L * 1000 * 1000}, NULL);
    }
}

int perf_sqlite_open(const char *name, const char *path, int readonly, perf_db **out, char *err,
                     size_t errlen)
{
    if (readonly && access(path, F_OK) != 0) {
        perf_db_errf(name, err, errlen, "no such database; run 'selfprof-perf init' first");
        return PERF_DB_CONNECT;
    }
    sq_db *db = calloc(1, sizeof *db);
    if (!db || !(db->base.name = strdup(name)) || !(db->path = strdup(path))) {
        if (db)
            free(db->base.name);
        free(db);
        perf_db_errf(name, err, errlen, "out of memory");
        return PERF_DB_ERROR;
    }
    db->base.ops = &SQLITE_OPS;
    int flags = readonly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    int rc = sqlite3_open_v2(path, &db->h, flags | SQLITE_OPEN_NOMUTEX, NULL);
    if (rc != SQLITE_OK) {
        perf_db_errf(name, err, errlen, "%s", db->h ? sqlite3_errmsg(db->h) : "cannot open");
        int status = db->h ? status_of(sqlite3_extended_errcode(db->h)) : PERF_DB_ERROR;
        sq_close(&db->base);
        return status;
    }
    sqlite3_extended_result_codes(db->h, 1);
    sqlite3_busy_timeout(db->h, BUSY_TIMEOUT_MS);
    struct stat st; /* the file just opened (perf_db_moved) */
    if (stat(path, &st) == 0) {
        db->dev = st.st_dev;
        db->ino = st.st_ino;
        db->have_id = 1;
    }
    if ((!readonly && set_wal(&db->base, err, errlen) < 0) ||
        sq_exec(&db->base, "PRAGMA foreign_keys = ON", err, errlen) < 0) {
        int status = db->base.status;
        sq_close(&db->base);
        return status;
    }
    *out = &db->base;
    return 0;
}
