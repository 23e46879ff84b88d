/* db.h — the dashboard's database, whatever engine holds it.
 *
 * One SQL text per query for every engine: parameters are written $1, $2,
 * ... (PostgreSQL's syntax; the SQLite engine maps each $N to its slot by
 * name, so a parameter may be reused or appear out of order). Every
 * function that can fail writes one line into err (naming the database,
 * never a password) and returns a negative value. Statements belong to
 * their connection; a connection is used by one thread at a time. */
#ifndef PERF_DB_H
#define PERF_DB_H

#include <stddef.h>
#include <stdint.h>

typedef struct perf_db perf_db;
typedef struct perf_stmt perf_stmt;

enum { PERF_DB_ERROR = -1, PERF_DB_DONE = 0, PERF_DB_ROW = 1 };

/* The database URL used when neither --db nor SELFPROF_PERF_DB says. */
#define PERF_DB_DEFAULT_URL "sqlite:./selfprof-perf.db"

/* Picks the URL: `arg` (from --db) if set, else $SELFPROF_PERF_DB, else the
 * default. Never NULL. */
const char *perf_db_url_choose(const char *arg);

/* Opens `url`: "sqlite:PATH" or a bare path (SQLite; created unless
 * `readonly`), or "postgres://..." / "postgresql://..." (not supported by
 * this build yet: an error that says so). SQLite runs in WAL mode with a
 * 5 s busy timeout and foreign keys on. Returns 0 and *out, or -1. */
int perf_db_open(const char *url, int readonly, perf_db **out, char *err, size_t errlen);

/* Closes the connection; NULL is allowed. Statements must be finalized. */
void perf_db_close(perf_db *db);

/* The URL as given, for messages ("sqlite:x.db"). */
const char *perf_db_name(const perf_db *db);

/* "sqlite" or "postgres": the migration runner's dialect key. */
const char *perf_db_engine(const perf_db *db);

/* Runs one or more statements without parameters. 0 or -1. */
int perf_db_exec(perf_db *db, const char *sql, char *err, size_t errlen);

/* 1 if a table named `name` exists, 0 if not, -1 on error. */
int perf_db_table_exists(perf_db *db, const char *name, char *err, size_t errlen);

/* Transactions: BEGIN (IMMEDIATE on SQLite, so a writer waits for the lock
 * up front instead of failing mid-transaction), COMMIT, ROLLBACK. */
int perf_db_begin(perf_db *db, char *err, size_t errlen);
int perf_db_commit(perf_db *db, char *err, size_t errlen);
void perf_db_rollback(perf_db *db);

/* Prepares one statement. 0 and *out, or -1. */
int perf_db_prepare(perf_db *db, const char *sql, perf_stmt **out, char *err, size_t errlen);

/* Binds parameter $n (1-based). 0, or -1 when the statement has no $n or
 * memory runs out (perf_stmt_step then reports it). Text is copied. */
int perf_stmt_bind_int64(perf_stmt *st, int n, int64_t v);
int perf_stmt_bind_double(perf_stmt *st, int n, double v);
int perf_stmt_bind_text(perf_stmt *st, int n, const char *v); /* NULL binds NULL */
int perf_stmt_bind_null(perf_stmt *st, int n);
int perf_stmt_bind_blob(perf_stmt *st, int n, const void *v, size_t len); /* copied */

/* Runs the statement or fetches its next row: PERF_DB_ROW, PERF_DB_DONE
 * or PERF_DB_ERROR (with err). */
int perf_stmt_step(perf_stmt *st, char *err, size_t errlen);

/* Columns of the current row, 0-based. Text is valid until the next step,
 * reset or finalize; NULL for SQL NULL. */
int perf_stmt_column_is_null(perf_stmt *st, int col);
int64_t perf_stmt_column_int64(perf_stmt *st, int col);
double perf_stmt_column_double(perf_stmt *st, int col);
const char *perf_stmt_column_text(perf_stmt *st, int col);
/* A binary column: its bytes (valid as text is) and *len. */
const void *perf_stmt_column_blob(perf_stmt *st, int col, size_t *len);

/* Makes the statement runnable again with new bindings. */
void perf_stmt_reset(perf_stmt *st);

/* Frees the statement; NULL is allowed. */
void perf_stmt_finalize(perf_stmt *st);

#endif
