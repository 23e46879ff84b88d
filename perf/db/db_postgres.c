/* db_postgres.c — the PostgreSQL engine of db.h (libpq): connecting,
 * plain statements, transactions, and turning the server's errors into
 * db.h's kinds and one-line messages. Prepared statements are in
 * db_postgres_stmt.c.
 *
 * Why PostgreSQL: many collectors on many machines share one queue
 * (SELECT ... FOR UPDATE SKIP LOCKED); SQLite serves one machine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_postgres.h"

#define LOCK_TIMEOUT_MS 5000 /* as SQLite's busy timeout */
#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)
/* The session option that makes a lock wait longer than that an error. */
static const char LOCK_TIMEOUT_OPTION[] = "-c lock_timeout=" STRINGIFY(LOCK_TIMEOUT_MS);

/* db.h's kind of a failed result's SQLSTATE. */
static int status_of(PGconn *conn, const char *state)
{
    if (PQstatus(conn) == CONNECTION_BAD)
        return PERF_DB_CONNECT;
    if (!state)
        return PERF_DB_ERROR;
    if (strncmp(state, "08", 2) == 0 || strcmp(state, "57P01") == 0 ||
        strcmp(state, "57P02") == 0 || strcmp(state, "57P03") == 0)
        return PERF_DB_CONNECT;
    if (strcmp(state, "53100") == 0)
        return PERF_DB_FULL;
    if (strcmp(state, "40001") == 0 || strcmp(state, "40P01") == 0 || strcmp(state, "55P03") == 0)
        return PERF_DB_BUSY;
    if (strcmp(state, "23505") == 0)
        return PERF_DB_UNIQUE;
    if (strncmp(state, "22", 2) == 0 || strncmp(state, "23", 2) == 0 ||
        strncmp(state, "54", 2) == 0)
        return PERF_DB_REFUSED;
    return PERF_DB_ERROR;
}

/* Appends `msg` to out as one line: without libpq's "ERROR:  " prefix,
 * newlines and tabs as spaces, no trailing blanks. */
static void one_line(char *out, size_t n, const char *msg)
{
    if (strncmp(msg, "ERROR:  ", 8) == 0 || strncmp(msg, "FATAL:  ", 8) == 0)
        msg += 8;
    size_t k = strlen(out);
    for (; *msg && k + 1 < n; msg++)
        out[k++] = *msg == '\n' || *msg == '\t' || *msg == '\r' ? ' ' : *msg;
    while (k > 0 && out[k - 1] == ' ')
        k--;
    out[k] = '\0';
}

int perf_pg_fail(perf_db *db, const PGresult *res, char *err, size_t errlen)
{
    PGconn *conn = pg_conn(db);
    const char *primary = res ? PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY) : NULL;
    const char *detail = res ? PQresultErrorField(res, PG_DIAG_MESSAGE_DETAIL) : NULL;
    char line[512] = "";
    if (primary) {
        one_line(line, sizeof line, primary);
        if (detail) { /* e.g. "Key (name)=(g12) already exists." */
            one_line(line, sizeof line, " (");
            one_line(line, sizeof line, detail);
            one_line(line, sizeof line, ")");
        }
    } else {
        const char *m = res ? PQresultErrorMessage(res) : "";
        one_line(line, sizeof line, *m ? m : PQerrorMessage(conn));
    }
    const char *state = res ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : NULL;
    int status = status_of(conn, state);
    if (state && strcmp(state, "55P03") == 0 && primary && strstr(primary, "lock timeout"))
        /* The same words as SQLite's engine for the same wait. */
        snprintf(line, sizeof line, "database is locked (after %d s)", LOCK_TIMEOUT_MS / 1000);
    perf_db_fail(db, status, err, errlen, "%s", *line ? line : "unknown PostgreSQL error");
    return PERF_DB_ERROR;
}

static void pg_close(perf_db *db)
{
    pg_db *p = (pg_db *)db;
    perf_pg_cache_free(p);
    PQfinish(p->conn);
    free(db->name);
    free(db);
}

/* Runs `sql` (one or more statements); the result of the last or NULL
 * after a failure (recorded, err written). */
static PGresult *run(perf_db *db, const char *sql, char *err, size_t errlen)
{
    PGresult *res = PQexec(pg_conn(db), sql);
    ExecStatusType s = PQresultStatus(res);
    if (s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK || s == PGRES_EMPTY_QUERY)
        return res;
    perf_pg_fail(db, res, err, errlen);
    PQclear(res);
    return NULL;
}

static int pg_exec(perf_db *db, const char *sql, char *err, size_t errlen)
{
    PGresult *res = run(db, sql, err, errlen);
    PQclear(res);
    return res ? 0 : PERF_DB_ERROR;
}

static int pg_table_exists(perf_db *db, const char *name, char *err, size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "SELECT 1 FROM pg_catalog.pg_tables"
                        " WHERE schemaname = current_schema() AND tablename = $1",
                        &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_text(st, 1, name);
    int r = perf_stmt_step(st, err, errlen);
    perf_stmt_finalize(st);
    return r == PERF_DB_ERROR ? -1 : r == PERF_DB_ROW;
}

static int pg_begin(perf_db *db, char *err, size_t errlen)
{
    return pg_exec(db, "BEGIN", err, errlen);
}

static int pg_commit(perf_db *db, char *err, size_t errlen)
{
    PGresult *res = run(db, "COMMIT", err, errlen);
    if (!res)
        return PERF_DB_ERROR;
    /* COMMIT of a failed transaction succeeds as a ROLLBACK: nothing was
     * stored, and the caller must know. */
    int rolled_back = strcmp(PQcmdStatus(res), "ROLLBACK") == 0;
    PQclear(res);
    if (rolled_back) {
        perf_db_fail(db, PERF_DB_ERROR, err, errlen,
                     "the transaction was rolled back after an earlier error; nothing was stored");
        return PERF_DB_ERROR;
    }
    return 0;
}

static void pg_rollback(perf_db *db)
{
    /* Also after a failure: the status of that failure must stay. */
    PQclear(PQexec(pg_conn(db), "ROLLBACK"));
}

static const perf_db_ops POSTGRES_OPS = {
    .engine = "postgres",
    .close = pg_close,
    .exec = pg_exec,
    .table_exists = pg_table_exists,
    .begin = pg_begin,
    .commit = pg_commit,
    .rollback = pg_rollback,
    .prepare = perf_pg_prepare,
    .bind = perf_pg_bind,
    .step = perf_pg_step,
    .column_is_null = perf_pg_column_is_null,
    .column_int64 = perf_pg_column_int64,
    .column_double = perf_pg_column_double,
    .column_text = perf_pg_column_text,
    .column_blob = perf_pg_column_blob,
    .reset = perf_pg_reset,
    .finalize = perf_pg_finalize,
};

/* NOTICEs ("... does not exist, skipping") are not for the user. */
static void quiet(void *arg, const char *message)
{
    (void)arg;
    (void)message;
}

int perf_pg_open(const char *name, const char *url, int readonly, perf_db **out, char *err,
                 size_t errlen)
{
    pg_db *db = calloc(1, sizeof *db);
    if (!db || !(db->base.name = strdup(name))) {
        free(db);
        perf_db_errf(name, err, errlen, "out of memory");
        return PERF_DB_ERROR;
    }
    db->base.ops = &POSTGRES_OPS;
    /* Later keywords win and the URL comes last: its connect_timeout or
     * options win. lock_timeout: a lock held longer than SQLite's busy
     * timeout is an error here too (PERF_DB_BUSY), not an endless wait. */
    const char *const keys[] = {"connect_timeout", "application_name", "options", "dbname", NULL};
    const char *const values[] = {"10", "selfprof-perf", LOCK_TIMEOUT_OPTION, url, NULL};
    db->conn = PQconnectdbParams(keys, values, 1);
    if (!db->conn || PQstatus(db->conn) != CONNECTION_OK) {
        char line[512] = "";
        /* libpq's first line says what failed ("connection to server at
         * ... failed: Connection refused"); it never holds the password. */
        const char *m = db->conn ? PQerrorMessage(db->conn) : "out of memory";
        snprintf(line, sizeof line, "%.*s", (int)strcspn(m, "\n"), m);
        one_line(line, sizeof line, "");
        perf_db_errf(name, err, errlen, "cannot connect: %s", *line ? line : "unknown error");
        pg_close(&db->base);
        return PERF_DB_CONNECT;
    }
    PQsetNoticeProcessor(db->conn, quiet, NULL);
    if (readonly && pg_exec(&db->base, "SET default_transaction_read_only = on", err, errlen) < 0) {
        int status = db->base.status;
        pg_close(&db->base);
        return status;
    }
    *out = &db->base;
    return 0;
}
