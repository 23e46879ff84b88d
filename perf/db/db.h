/* db.h — the dashboard's database, whatever engine holds it: SQLite
 * (db_sqlite.c) or PostgreSQL (db_postgres.c, db_postgres_stmt.c), chosen
 * by the URL (db.c dispatches).
 *
 * One SQL text per query for every engine: parameters are written $1, $2,
 * ... (PostgreSQL's syntax, native there; the SQLite engine rewrites each
 * $N as ?N, or as ? when they come in order, so a parameter may be reused
 * or appear out of order).
 * Write a cast as CAST($1 AS BIGINT), not $1::bigint: SQLite reads
 * "$1::bigint" as one parameter name, and $1 is then missing.
 * Every function that can fail writes one line into err (naming the
 * database, never a password) and returns a negative value; what kind of
 * failure it was is perf_db_status(). Statements belong to their
 * connection; a connection is used by one thread at a time. */
#ifndef PERF_DB_H
#define PERF_DB_H

#include <stddef.h>
#include <stdint.h>

typedef struct perf_db perf_db;
typedef struct perf_stmt perf_stmt;

enum { PERF_DB_ERROR = -1, PERF_DB_DONE = 0, PERF_DB_ROW = 1 };

/* The kinds of failure, for callers that act on them (retry, give a clear
 * message, record it on a job). Every function below still returns
 * PERF_DB_ERROR (-1) on any failure, except perf_db_open, which returns
 * the kind itself; perf_db_status() tells the kind of the latest failure
 * on a connection. Both engines map their codes to the same kinds:
 *   PERF_DB_CONNECT  the database cannot be reached or the connection was
 *                    lost: SQLite SQLITE_CANTOPEN; PostgreSQL a refused or
 *                    failed connection, a lost one (CONNECTION_BAD),
 *                    SQLSTATE class 08, 57P01..57P03 (server shut down).
 *   PERF_DB_FULL     disk or database full: SQLITE_FULL, SQLSTATE 53100.
 *   PERF_DB_BUSY     another writer holds the lock or won a conflict: retry
 *                    the transaction. SQLITE_BUSY / SQLITE_LOCKED (after the
 *                    5 s busy timeout); SQLSTATE 40001 (serialization),
 *                    40P01 (deadlock), 55P03 (lock not available).
 *   PERF_DB_UNIQUE   a unique or primary key constraint refused the row:
 *                    SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY, SQLSTATE 23505.
 *   PERF_DB_REFUSED  the data itself was refused, whatever the database's
 *                    state: another constraint (check, not null, foreign
 *                    key), a value too large, out of range or of the wrong
 *                    type. SQLITE_CONSTRAINT (but unique), SQLITE_TOOBIG,
 *                    SQLITE_MISMATCH; SQLSTATE classes 22
 *                    (data exception), 23 (but 23505) and 54 (a program
 *                    limit exceeded).
 *   PERF_DB_ERROR    anything else (bad SQL, a read-only database, an I/O
 *                    error, out of memory, ...).
 * perf_db_data_refused() tells the two kinds that are the data's fault
 * from the database's own failures (the collector charges a job a try
 * for the first only). */
enum {
    PERF_DB_CONNECT = -2,
    PERF_DB_FULL = -3,
    PERF_DB_BUSY = -4,
    PERF_DB_UNIQUE = -5,
    PERF_DB_REFUSED = -6,
};

/* 1 when failure kind `status` (a perf_db_status kind, or -1) is the
 * data's fault: PERF_DB_UNIQUE or PERF_DB_REFUSED, which the same data
 * would meet again on any database. 0 for the database's own failures
 * (full, unreachable, locked, an I/O error, ...) and for statuses >= 0. */
int perf_db_data_refused(int status);

/* The database URL used when neither --db nor SELFPROF_PERF_DB says. */
#define PERF_DB_DEFAULT_URL "sqlite:./selfprof-perf.db"

/* Picks the URL: `arg` (from --db) if set, else $SELFPROF_PERF_DB, else the
 * default. Never NULL. */
const char *perf_db_url_choose(const char *arg);

/* Opens `url`: "sqlite:PATH" or a bare path (SQLite; created unless
 * `readonly`), or "postgres://..." / "postgresql://..." (libpq's URI:
 * postgres://USER[:PASSWORD]@HOST[:PORT]/DBNAME[?PARAM=VALUE&...]).
 * SQLite runs in WAL mode with a 5 s busy timeout and foreign keys on.
 * PostgreSQL connects with a 10 s connect timeout (unless the URL sets
 * connect_timeout) and a 5 s lock_timeout (unless the URL sets options),
 * so a lock held too long fails as on SQLite, PERF_DB_BUSY with "database
 * is locked (after 5 s)"; with `readonly` every transaction is read-only
 * (default_transaction_read_only), so a write fails. Returns 0 and *out, or
 * a negative status (PERF_DB_CONNECT when the database cannot be reached,
 * else PERF_DB_ERROR) with err. */
int perf_db_open(const char *url, int readonly, perf_db **out, char *err, size_t errlen);

/* A malloc'd copy of `text` (an error stored on a job, or shown by
 * status and the server) that names no database user, host or port:
 * every PostgreSQL URL in it keeps only its database name
 * ("postgres://<hidden>/perf"), and in libpq's lines about reaching the
 * server ("connection to server at ...", "FATAL: ...", "Is the server
 * running on host ...") every quoted string (hosts, socket paths, users,
 * databases), the address in parentheses after it and every "port N"
 * are <hidden>. Anything else is copied as is. NULL when memory runs
 * out. */
char *perf_db_scrub(const char *text);

/* Closes the connection; NULL is allowed. Statements must be finalized. */
void perf_db_close(perf_db *db);

/* The URL as given, for messages ("sqlite:x.db"), without its password
 * ("postgres://u:secret@h/db" is "postgres://u@h/db"). */
const char *perf_db_name(const perf_db *db);

/* The kind of the latest failure on db or one of its statements
 * (PERF_DB_ERROR, PERF_DB_CONNECT, ...; see above), or 0 when nothing has
 * failed yet. Read it right after a call failed: later successful calls do
 * not clear it, and perf_db_rollback never changes it. */
int perf_db_status(const perf_db *db);

/* Whether the file behind an SQLite connection is still at its path:
 * 0 when it is (and always on PostgreSQL), PERF_DB_MOVED_REPLACED when
 * another file is there now (moved over it, or deleted and made again),
 * PERF_DB_MOVED_GONE when no file is. The connection reads the file it
 * opened whatever happened to the path, so a long-lived reader (serve)
 * asks this to notice a database deleted or replaced under it: one
 * stat(2) of the path, compared (device and inode) with the file at
 * open. */
enum { PERF_DB_MOVED_REPLACED = 1, PERF_DB_MOVED_GONE = 2 };
int perf_db_moved(perf_db *db);

/* "sqlite" or "postgres": the migration runner's dialect key. */
const char *perf_db_engine(const perf_db *db);

/* Runs one or more statements without parameters. 0 or -1. */
int perf_db_exec(perf_db *db, const char *sql, char *err, size_t errlen);

/* 1 if a table named `name` exists, 0 if not, -1 on error. */
int perf_db_table_exists(perf_db *db, const char *name, char *err, size_t errlen);

/* Transactions: BEGIN (IMMEDIATE on SQLite, so a writer waits for the lock
 * up front instead of failing mid-transaction; plain BEGIN, READ
 * COMMITTED, on PostgreSQL), COMMIT, ROLLBACK. A COMMIT that PostgreSQL
 * turns into a rollback (the transaction had failed) is an error. */
int perf_db_begin(perf_db *db, char *err, size_t errlen);
int perf_db_commit(perf_db *db, char *err, size_t errlen);
void perf_db_rollback(perf_db *db);

/* Prepares one statement; bad SQL fails here on both engines. On
 * PostgreSQL the statement is prepared on the server once per connection
 * and SQL text (a cache in the connection), so preparing the same text
 * again costs no round trip. 0 and *out, or -1. */
int perf_db_prepare(perf_db *db, const char *sql, perf_stmt **out, char *err, size_t errlen);

/* Binds parameter $n (1-based). 0, or -1 when the statement has no $n or
 * memory runs out (perf_stmt_step then reports it). Text is copied. An
 * unbound parameter is NULL. On PostgreSQL values go as text (a parameter
 * takes the type the server infers from its context) and blobs as binary:
 * use a blob parameter where a BYTEA (@BLOB@) is expected. */
int perf_stmt_bind_int64(perf_stmt *st, int n, int64_t v);
int perf_stmt_bind_double(perf_stmt *st, int n, double v);
int perf_stmt_bind_text(perf_stmt *st, int n, const char *v); /* NULL binds NULL */
int perf_stmt_bind_null(perf_stmt *st, int n);
int perf_stmt_bind_blob(perf_stmt *st, int n, const void *v, size_t len); /* copied */

/* Runs the statement or fetches its next row: PERF_DB_ROW, PERF_DB_DONE
 * or PERF_DB_ERROR (with err). */
int perf_stmt_step(perf_stmt *st, char *err, size_t errlen);

/* Columns of the current row, 0-based. Text is valid until the next step,
 * reset or finalize; NULL for SQL NULL (and for a column that does not
 * exist). PostgreSQL's booleans read as 1 and 0. */
int perf_stmt_column_is_null(perf_stmt *st, int col);
int64_t perf_stmt_column_int64(perf_stmt *st, int col);
double perf_stmt_column_double(perf_stmt *st, int col);
const char *perf_stmt_column_text(perf_stmt *st, int col);
/* A binary column: its bytes (valid as text is) and *len. */
const void *perf_stmt_column_blob(perf_stmt *st, int col, size_t *len);

/* Makes the statement runnable again; every parameter is unbound (NULL)
 * until bound again. */
void perf_stmt_reset(perf_stmt *st);

/* Frees the statement; NULL is allowed. */
void perf_stmt_finalize(perf_stmt *st);

#endif
