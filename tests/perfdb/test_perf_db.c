/* test_perf_db.c — perf/db/db.h against a real database of the engine
 * named by argv[1]: "sqlite" (a file in a temporary directory) or
 * "postgres" (a fresh database on the server of the CTest fixture
 * perf_pg, whose URL is in $SELFPROF_PERF_PG_URL_FILE; no server is a
 * failure, not a skip). The same cases run on both engines: $N reuse and
 * order, blobs with NUL bytes, NULLs, int64 extremes, doubles, statement
 * reuse with reset, rollback, readonly connections, and every failure kind
 * of db.h from a real failure of that engine; and the change log that
 * serve's answer cache reads (store/change_log.h, the schema's triggers),
 * on PostgreSQL in commit order under concurrent writers;
 * and store/rows_insert.h's statements of thousands of parameters; and
 * migration 8, which turns query_row and query_time rows into blocks that
 * the detail reads as it read the rows. */
#include <float.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>
#include <libpq-fe.h>
#include <poll.h>

#include "../unit/test_support.h"
#include "db/db.h"
#include "db/db_url.h"
#include "db/migrate.h"
#include "report/report.h"
#include "sections/sections.h"
#include "store/change_log.h"
#include "store/rows_insert.h"
#include "store_runs.h"

static int pg;              /* the engine under test is PostgreSQL */
static char url[1024];      /* the test database */
static char base_url[1024]; /* PostgreSQL: the fixture's database, to create/drop ours */
static char password[128];  /* PostgreSQL: the password in the URL, never in a message */
static char tmpdir[256];

static perf_db *open_db(int readonly)
{
    char err[512] = "";
    perf_db *db = NULL;
    int r = perf_db_open(url, readonly, &db, err, sizeof err);
    if (r != 0)
        fail_msg("open %s: %s", url, err);
    return db;
}

static void exec_ok(perf_db *db, const char *sql)
{
    char err[512] = "";
    if (perf_db_exec(db, sql, err, sizeof err) != 0)
        fail_msg("%s: %s", sql, err);
}

static perf_stmt *prep(perf_db *db, const char *sql)
{
    char err[512] = "";
    perf_stmt *st = NULL;
    if (perf_db_prepare(db, sql, &st, err, sizeof err) != 0)
        fail_msg("prepare %s: %s", sql, err);
    return st;
}

static int step(perf_stmt *st)
{
    char err[512] = "";
    int r = perf_stmt_step(st, err, sizeof err);
    if (r == PERF_DB_ERROR)
        fail_msg("step: %s", err);
    return r;
}

/* One integer the query gives. */
static int64_t scalar(perf_db *db, const char *sql)
{
    perf_stmt *st = prep(db, sql);
    assert_int_equal(step(st), PERF_DB_ROW);
    int64_t n = perf_stmt_column_int64(st, 0);
    perf_stmt_finalize(st);
    return n;
}

static int64_t count(perf_db *db, const char *table)
{
    char sql[128];
    snprintf(sql, sizeof sql, "SELECT count(*) FROM %s", table);
    return scalar(db, sql);
}

/* A message is one line naming the database, without the password. */
static void check_message(const char *err)
{
    assert_true(strlen(err) > 0);
    assert_null(strchr(err, '\n'));
    if (*password)
        assert_null(strstr(err, password));
}

static int setup(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    char sql[512];
    snprintf(sql, sizeof sql,
             "DROP TABLE IF EXISTS kv; CREATE TABLE kv (k TEXT PRIMARY KEY, i BIGINT,"
             " d DOUBLE PRECISION, b %s, t TEXT)",
             pg ? "BYTEA" : "BLOB");
    exec_ok(db, sql);
    perf_db_close(db);
    return 0;
}

static void params_by_number(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    /* $3 first, $1 twice, $2 last. */
    perf_stmt *st = prep(db, "INSERT INTO kv (i, k, t, d) VALUES ($3, $1, $1, $2)");
    perf_stmt_bind_text(st, 1, "a");
    perf_stmt_bind_double(st, 2, 2.5);
    perf_stmt_bind_int64(st, 3, 42);
    assert_int_equal(step(st), PERF_DB_DONE);
    perf_stmt_finalize(st);
    st = prep(db, "SELECT i, k, t, d FROM kv WHERE k = $1 AND i = $2 AND t = $1");
    perf_stmt_bind_int64(st, 2, 42);
    perf_stmt_bind_text(st, 1, "a");
    assert_int_equal(step(st), PERF_DB_ROW);
    assert_int_equal(perf_stmt_column_int64(st, 0), 42);
    assert_string_equal(perf_stmt_column_text(st, 1), "a");
    assert_string_equal(perf_stmt_column_text(st, 2), "a");
    assert_true(perf_stmt_column_double(st, 3) == 2.5);
    assert_int_equal(step(st), PERF_DB_DONE);
    perf_stmt_finalize(st);
    /* A parameter the statement does not have: the bind and the step fail. */
    st = prep(db, "SELECT k FROM kv WHERE k = $1");
    assert_int_equal(perf_stmt_bind_text(st, 2, "x"), -1);
    char err[512] = "";
    assert_int_equal(perf_stmt_step(st, err, sizeof err), PERF_DB_ERROR);
    check_message(err);
    perf_stmt_finalize(st);
    perf_db_close(db);
}

static void blobs_nulls_numbers(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    unsigned char bytes[300];
    for (size_t i = 0; i < sizeof bytes; i++)
        bytes[i] = (unsigned char)(i * 7); /* 0 at 0 and every 256th: NULs inside */
    size_t big_len = 1 << 20;
    unsigned char *big = malloc(big_len);
    assert_non_null(big);
    for (size_t i = 0; i < big_len; i++)
        big[i] = (unsigned char)(i % 251 == 0 ? 0 : i * 31);
    const int64_t ints[] = {INT64_MIN, INT64_MAX, 0, -1, 1};
    /* Not -0.0: SQLite stores an integral REAL as an integer, losing the sign. */
    const double dbls[] = {0.1, -1e300, 5e-324, 1.0 / 3.0, DBL_MAX, INFINITY, -INFINITY, 1e-300};
    perf_stmt *ins = prep(db, "INSERT INTO kv (k, i, d, b, t) VALUES ($1, $2, $3, $4, $5)");
    char key[16];
    for (int r = 0; r < 8; r++) { /* one statement, reset between rows */
        snprintf(key, sizeof key, "n%d", r);
        perf_stmt_bind_text(ins, 1, key);
        if (r < 5)
            perf_stmt_bind_int64(ins, 2, ints[r]);
        perf_stmt_bind_double(ins, 3, dbls[r]);
        if (r == 0)
            perf_stmt_bind_blob(ins, 4, bytes, sizeof bytes);
        else if (r == 1)
            perf_stmt_bind_blob(ins, 4, big, big_len);
        else if (r == 2)
            perf_stmt_bind_blob(ins, 4, "", 0); /* empty, not NULL */
        else if (r == 3)
            perf_stmt_bind_null(ins, 4);
        perf_stmt_bind_text(ins, 5, r == 4 ? NULL : "x"); /* r >= 5: i and b left unbound */
        assert_int_equal(step(ins), PERF_DB_DONE);
        perf_stmt_reset(ins);
    }
    perf_stmt_finalize(ins);
    perf_stmt *sel = prep(db, "SELECT i, d, b, t FROM kv WHERE k = $1");
    for (int r = 0; r < 8; r++) {
        snprintf(key, sizeof key, "n%d", r);
        perf_stmt_bind_text(sel, 1, key);
        assert_int_equal(step(sel), PERF_DB_ROW);
        if (r < 5) {
            assert_false(perf_stmt_column_is_null(sel, 0));
            assert_true(perf_stmt_column_int64(sel, 0) == ints[r]);
        } else {
            assert_true(perf_stmt_column_is_null(sel, 0)); /* unbound after reset */
        }
        double d = perf_stmt_column_double(sel, 1);
        if (d != dbls[r])
            fail_msg("row %d: double %.17g read back as %.17g", r, dbls[r], d);
        size_t len = 99;
        const unsigned char *b = perf_stmt_column_blob(sel, 2, &len);
        if (r == 0) {
            assert_int_equal(len, sizeof bytes);
            assert_memory_equal(b, bytes, sizeof bytes);
        } else if (r == 1) {
            assert_int_equal(len, big_len);
            assert_memory_equal(b, big, big_len);
        } else if (r == 2) {
            assert_false(perf_stmt_column_is_null(sel, 2));
            assert_int_equal(len, 0);
        } else {
            assert_true(perf_stmt_column_is_null(sel, 2));
            assert_null(b);
            assert_int_equal(len, 0);
        }
        if (r == 4) {
            assert_true(perf_stmt_column_is_null(sel, 3));
            assert_null(perf_stmt_column_text(sel, 3));
        } else {
            assert_string_equal(perf_stmt_column_text(sel, 3), "x");
        }
        assert_int_equal(step(sel), PERF_DB_DONE);
        perf_stmt_reset(sel);
    }
    perf_stmt_finalize(sel);
    free(big);
    /* Aggregates and booleans read as numbers on both engines. */
    perf_stmt *st = prep(db, "SELECT count(*), SUM(i) FROM kv WHERE i IN (0, -1, 1) AND k <> $1");
    perf_stmt_bind_text(st, 1, "zzz");
    assert_int_equal(step(st), PERF_DB_ROW);
    assert_int_equal(perf_stmt_column_int64(st, 0), 3);
    assert_int_equal(perf_stmt_column_int64(st, 1), 0);
    perf_stmt_finalize(st);
    st = prep(db, "SELECT 1 = 1, 1 = 2");
    assert_int_equal(step(st), PERF_DB_ROW);
    assert_int_equal(perf_stmt_column_int64(st, 0), 1);
    assert_int_equal(perf_stmt_column_int64(st, 1), 0);
    assert_true(perf_stmt_column_is_null(st, 7)); /* no such column */
    perf_stmt_finalize(st);
    perf_db_close(db);
}

static void transactions(void **state)
{
    (void)state;
    perf_db *db = open_db(0), *other = open_db(0);
    char err[512] = "";
    int64_t before = count(db, "kv");
    assert_int_equal(perf_db_begin(db, err, sizeof err), 0);
    exec_ok(db, "INSERT INTO kv (k) VALUES ('rolled-1')");
    perf_stmt *st = prep(db, "INSERT INTO kv (k) VALUES ($1)");
    perf_stmt_bind_text(st, 1, "rolled-2");
    assert_int_equal(step(st), PERF_DB_DONE);
    perf_stmt_finalize(st);
    assert_int_equal(count(db, "kv"), before + 2);
    perf_db_rollback(db);
    assert_int_equal(count(db, "kv"), before);
    assert_int_equal(count(other, "kv"), before);
    assert_int_equal(perf_db_begin(db, err, sizeof err), 0);
    exec_ok(db, "INSERT INTO kv (k) VALUES ('kept')");
    assert_int_equal(perf_db_commit(db, err, sizeof err), 0);
    assert_int_equal(count(other, "kv"), before + 1);
    assert_int_equal(perf_db_table_exists(db, "kv", err, sizeof err), 1);
    assert_int_equal(perf_db_table_exists(db, "nope", err, sizeof err), 0);
    perf_db_close(other);
    perf_db_close(db);
}

static void unique_violation(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    char err[512] = "";
    exec_ok(db, "INSERT INTO kv (k) VALUES ('dup')");
    perf_stmt *st = prep(db, "INSERT INTO kv (k) VALUES ($1)");
    perf_stmt_bind_text(st, 1, "dup");
    assert_int_equal(perf_stmt_step(st, err, sizeof err), PERF_DB_ERROR);
    assert_int_equal(perf_db_status(db), PERF_DB_UNIQUE);
    check_message(err);
    assert_non_null(strstr(err, perf_db_name(db)));
    perf_stmt_finalize(st);
    /* Inside a transaction too; rollback keeps the status. */
    assert_int_equal(perf_db_begin(db, err, sizeof err), 0);
    assert_int_equal(perf_db_exec(db, "INSERT INTO kv (k) VALUES ('dup')", err, sizeof err),
                     PERF_DB_ERROR);
    perf_db_rollback(db);
    assert_int_equal(perf_db_status(db), PERF_DB_UNIQUE);
    perf_db_close(db);
}

/* A row the data itself makes wrong (a CHECK here) is PERF_DB_REFUSED,
 * which perf_db_data_refused tells from the database's own failures: the
 * collector charges a job a try for the first only. */
static void data_refused(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    char err[512] = "";
    exec_ok(db, "DROP TABLE IF EXISTS chk; CREATE TABLE chk (v BIGINT CHECK (v > 0))");
    assert_int_equal(perf_db_exec(db, "INSERT INTO chk (v) VALUES (0)", err, sizeof err),
                     PERF_DB_ERROR);
    assert_int_equal(perf_db_status(db), PERF_DB_REFUSED);
    check_message(err);
    assert_true(perf_db_data_refused(PERF_DB_REFUSED));
    assert_true(perf_db_data_refused(PERF_DB_UNIQUE));
    assert_false(perf_db_data_refused(PERF_DB_FULL));
    assert_false(perf_db_data_refused(PERF_DB_ERROR));
    assert_false(perf_db_data_refused(PERF_DB_CONNECT));
    assert_false(perf_db_data_refused(PERF_DB_BUSY));
    exec_ok(db, "DROP TABLE chk");
    perf_db_close(db);
}

static void bad_sql(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    char err[512] = "";
    perf_stmt *st = NULL;
    assert_int_equal(perf_db_prepare(db, "SELEKT 1", &st, err, sizeof err), PERF_DB_ERROR);
    assert_null(st);
    assert_int_equal(perf_db_status(db), PERF_DB_ERROR);
    check_message(err);
    assert_int_equal(strncmp(err, perf_db_name(db), strlen(perf_db_name(db))), 0);
    err[0] = '\0';
    assert_int_equal(perf_db_exec(db, "SELECT * FROM no_such_table", err, sizeof err),
                     PERF_DB_ERROR);
    assert_non_null(strstr(err, "no_such_table"));
    check_message(err);
    /* The connection is still good. */
    assert_int_equal(count(db, "kv") >= 0, 1);
    perf_db_close(db);
}

static void readonly_refuses_writes(void **state)
{
    (void)state;
    perf_db *rw = open_db(0);
    int64_t before = count(rw, "kv");
    perf_db_close(rw);
    perf_db *db = open_db(1);
    char err[512] = "";
    assert_int_equal(count(db, "kv"), before);
    perf_stmt *st = prep(db, "INSERT INTO kv (k) VALUES ($1)");
    perf_stmt_bind_text(st, 1, "ro");
    assert_int_equal(perf_stmt_step(st, err, sizeof err), PERF_DB_ERROR);
    check_message(err);
    perf_stmt_finalize(st);
    assert_int_equal(perf_db_exec(db, "DELETE FROM kv", err, sizeof err), PERF_DB_ERROR);
    perf_db_close(db);
    rw = open_db(0);
    assert_int_equal(count(rw, "kv"), before);
    perf_db_close(rw);
}

/* A second writer waits for the first: SQLite's busy timeout runs out;
 * PostgreSQL's NOWAIT lock and a real serialization failure. */
static void busy(void **state)
{
    (void)state;
    perf_db *a = open_db(0), *b = open_db(0);
    char err[512] = "";
    exec_ok(a, "INSERT INTO kv (k, i) VALUES ('lock', 1)");
    assert_int_equal(perf_db_begin(a, err, sizeof err), 0);
    exec_ok(a, "UPDATE kv SET i = 2 WHERE k = 'lock'");
    if (!pg) {
        time_t t0 = time(NULL);
        assert_int_equal(perf_db_begin(b, err, sizeof err), PERF_DB_ERROR);
        assert_true(time(NULL) - t0 >= 4); /* it waited for the 5 s timeout */
        assert_int_equal(perf_db_status(b), PERF_DB_BUSY);
        assert_non_null(strstr(err, "database is locked"));
    } else {
        assert_int_equal(perf_db_begin(b, err, sizeof err), 0);
        assert_int_equal(
            perf_db_exec(b, "SELECT i FROM kv WHERE k = 'lock' FOR UPDATE NOWAIT", err, sizeof err),
            PERF_DB_ERROR);
        assert_int_equal(perf_db_status(b), PERF_DB_BUSY); /* 55P03 */
        perf_db_rollback(b);
        /* 40001: b reads in REPEATABLE READ, a commits a change, b updates. */
        perf_db_rollback(a);
        exec_ok(b, "BEGIN ISOLATION LEVEL REPEATABLE READ; SELECT i FROM kv WHERE k = 'lock'");
        exec_ok(a, "UPDATE kv SET i = 3 WHERE k = 'lock'");
        assert_int_equal(perf_db_exec(b, "UPDATE kv SET i = 4 WHERE k = 'lock'", err, sizeof err),
                         PERF_DB_ERROR);
        assert_int_equal(perf_db_status(b), PERF_DB_BUSY);
        assert_non_null(strstr(err, "serialize"));
    }
    check_message(err);
    perf_db_rollback(b);
    perf_db_rollback(a);
    perf_db_close(b);
    perf_db_close(a);
}

static void disk_full(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    char err[512] = "";
    if (!pg) {
        /* SQLite's own limit on the file's size, set to the pages it has
         * now (VACUUM first: no free pages to reuse), gives the real
         * SQLITE_FULL. */
        exec_ok(db, "VACUUM");
        perf_stmt *st = prep(db, "SELECT page_count FROM pragma_page_count()");
        assert_int_equal(step(st), PERF_DB_ROW);
        char pragma[64];
        snprintf(pragma, sizeof pragma, "PRAGMA max_page_count = %lld",
                 (long long)perf_stmt_column_int64(st, 0));
        perf_stmt_finalize(st);
        exec_ok(db, pragma);
        st = prep(db, "INSERT INTO kv (k, b) VALUES ('full', $1)");
        static unsigned char big[200000];
        for (size_t i = 0; i < sizeof big; i++)
            big[i] = (unsigned char)(i * 13 + 1);
        perf_stmt_bind_blob(st, 1, big, sizeof big);
        assert_int_equal(perf_stmt_step(st, err, sizeof err), PERF_DB_ERROR);
        perf_stmt_finalize(st);
    } else {
        /* The server's own error with SQLSTATE 53100 (disk_full); a full
         * disk on the test machine is not ours to make. */
        assert_int_equal(
            perf_db_exec(db,
                         "DO $$BEGIN RAISE EXCEPTION 'could not extend file: No space left on"
                         " device' USING ERRCODE = 'disk_full'; END$$",
                         err, sizeof err),
            PERF_DB_ERROR);
    }
    assert_int_equal(perf_db_status(db), PERF_DB_FULL);
    check_message(err);
    perf_db_close(db);
}

static void unreachable(void **state)
{
    (void)state;
    char err[512] = "";
    perf_db *db = (perf_db *)1;
    if (!pg) {
        char path[512];
        snprintf(path, sizeof path, "sqlite:%s/no/such/dir/db.sqlite", tmpdir);
        assert_int_equal(perf_db_open(path, 0, &db, err, sizeof err), PERF_DB_CONNECT);
        assert_null(db);
        check_message(err);
        snprintf(path, sizeof path, "sqlite:%s/missing.sqlite", tmpdir);
        assert_int_equal(perf_db_open(path, 1, &db, err, sizeof err), PERF_DB_CONNECT);
        assert_non_null(strstr(err, "run 'selfprof-perf init' first"));
        return;
    }
    /* Nobody listens on port 1; the password must not show. */
    assert_int_equal(perf_db_open("postgres://selfprof:s3cr3tpw@127.0.0.1:1/x?connect_timeout=5", 0,
                                  &db, err, sizeof err),
                     PERF_DB_CONNECT);
    assert_null(db);
    check_message(err);
    assert_null(strstr(err, "s3cr3tpw"));
    assert_non_null(strstr(err, "postgres://selfprof@127.0.0.1:1/x?connect_timeout=5"));
    assert_non_null(strstr(err, "cannot connect"));
    /* The real server with a wrong password. */
    char wrong[1024];
    snprintf(wrong, sizeof wrong, "%s", url);
    char *pw = strstr(wrong, password);
    assert_non_null(pw);
    memset(pw, 'x', strlen(password));
    assert_int_equal(perf_db_open(wrong, 0, &db, err, sizeof err), PERF_DB_CONNECT);
    assert_non_null(strstr(err, "password authentication failed"));
    assert_null(strstr(err, "xxxxxxxx"));
    check_message(err);
    /* A connection the server ends: the next statement says so. */
    perf_db *a = open_db(0), *b = open_db(0);
    perf_stmt *st = prep(b, "SELECT pg_backend_pid()");
    assert_int_equal(step(st), PERF_DB_ROW);
    int64_t pid = perf_stmt_column_int64(st, 0);
    perf_stmt_finalize(st);
    st = prep(a, "SELECT pg_terminate_backend($1::int)");
    perf_stmt_bind_int64(st, 1, pid);
    assert_int_equal(step(st), PERF_DB_ROW);
    perf_stmt_finalize(st);
    usleep(200 * 1000);
    assert_int_equal(perf_db_exec(b, "SELECT 1", err, sizeof err), PERF_DB_ERROR);
    assert_int_equal(perf_db_status(b), PERF_DB_CONNECT);
    check_message(err);
    perf_db_close(b);
    perf_db_close(a);
}

static void names_without_password(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"postgres://u:pw@h:5432/db", "postgres://u@h:5432/db"},
        {"postgresql://u:p%40w@h/db?sslmode=disable&password=pw2",
         "postgresql://u@h/db?sslmode=disable"},
        {"postgres://h/db?password=pw&user=u", "postgres://h/db?user=u"},
        {"postgres://h/db?pass%77ord=pw&user=u", "postgres://h/db?user=u"}, /* libpq decodes keys */
        {"postgres://u@h/db", "postgres://u@h/db"},
        {"postgres:///db?host=/tmp", "postgres:///db?host=/tmp"},
        {"postgres://u:pa?ss@h/db", "postgres://u@h/db"},
        {"sqlite:a:b@c.db", "sqlite:a:b@c.db"},
        /* A '?' inside [IPv6] brackets belongs to the host (found by fuzzing) */
        {"postgres://[?&s&&/]", "postgres://[?&s&&/]"},
        /* ... also after credentials: the hosts start past the '@' */
        {"postgres://u:pw@[/?&x&&]/db?password=x", "postgres://u@[/?&x&&]/db"},
        {"postgres://u:pw@[::1]:5432,h2:7/db?password=x&sslmode=disable",
         "postgres://u@[::1]:5432,h2:7/db?sslmode=disable"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *got = perf_db_url_redact(cases[i][0]);
        assert_string_equal(got, cases[i][1]);
        free(got);
    }
    perf_db *db = open_db(0);
    if (*password)
        assert_null(strstr(perf_db_name(db), password));
    assert_string_equal(perf_db_engine(db), pg ? "postgres" : "sqlite");
    perf_db_close(db);
}

/* 1 when the scrubbed `text` still names `what` (NULL or "": nothing). */
static int names(const char *text, const char *what) { return what && *what && strstr(text, what); }

/* Job errors as the status page shows them (perf_db_scrub): no user,
 * host or port, from URLs and from libpq's own messages, the real ones
 * when the engine is PostgreSQL; other text unchanged. */
static void errors_without_server(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"postgres://selfprof@db.example:5433/perf: cannot connect: connection to server at "
         "\"db.example\" (10.1.2.3), port 5433 failed: Connection refused\n"
         "\tIs the server running on that host and accepting TCP/IP connections?",
         "postgres://<hidden>/perf: cannot connect: connection to server at \"<hidden>\", port "
         "<hidden> failed: Connection refused\n"
         "\tIs the server running on that host and accepting TCP/IP connections?"},
        {"postgresql://u@h1:1,h2:2/db?sslmode=require&host=h3: lost",
         "postgresql://<hidden>/db: lost"},
        {"could not connect to server: Connection refused\n\tIs the server running on host "
         "\"h\" (127.0.0.1) and accepting\n\tTCP/IP connections on port 5432?",
         "could not connect to server: Connection refused\n\tIs the server running on host "
         "\"<hidden>\" and accepting\n\tTCP/IP connections on port <hidden>?"},
        {"FATAL:  password authentication failed for user \"selfprof\"",
         "FATAL:  password authentication failed for user \"<hidden>\""},
        {"connection to server on socket \"/run/postgresql/.s.PGSQL.5432\" failed",
         "connection to server on socket \"<hidden>\" failed"},
        /* a compiler's stderr is left alone */
        {"error[E0425]: cannot find value \"x\" on port 80 (here)",
         "error[E0425]: cannot find value \"x\" on port 80 (here)"},
        {"sqlite:/srv/perf.db: database is locked (after 5 s)",
         "sqlite:/srv/perf.db: database is locked (after 5 s)"},
        {"", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *got = perf_db_scrub(cases[i][0]);
        assert_string_equal(got, cases[i][1]);
        free(got);
    }
    if (!pg)
        return;
    /* libpq's own words: nobody on the port, and a wrong password */
    char host[256] = "", port[16] = "", user[128] = "";
    sscanf(url, "postgres://%127[^:@]%*[^@]@%255[^:/]:%15[0-9]", user, host, port);
    assert_true(*user && *host && *port);
    char refused[1200], wrong[1024], err[1024];
    snprintf(refused, sizeof refused, "postgres://%s@%s:1/x?connect_timeout=5", user, host);
    snprintf(wrong, sizeof wrong, "%s", url);
    memset(strstr(wrong, password), 'x', strlen(password));
    const char *const urls[] = {refused, wrong};
    for (size_t i = 0; i < 2; i++) {
        perf_db *db = NULL;
        assert_int_equal(perf_db_open(urls[i], 0, &db, err, sizeof err), PERF_DB_CONNECT);
        char *got = perf_db_scrub(err);
        if (names(got, user) || names(got, host) || names(got, port) || strstr(got, ":1/") ||
            names(got, password))
            fail_msg("'%s' scrubbed is '%s'", err, got);
        assert_non_null(strstr(got, "<hidden>"));
        free(got);
    }
}

/* Many distinct texts: on PostgreSQL the first 256 are kept prepared on
 * the server for the connection's life (the same text again prepares
 * nothing new); the ones past that are deallocated when finalized. */
static int64_t server_statements(perf_db *db)
{
    return pg ? scalar(db, "SELECT count(*) FROM pg_prepared_statements") : 0;
}

static void many_statements(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    char sql[64];
    for (int round = 0; round < 2; round++) {
        for (int i = 0; i < 300; i++) {
            snprintf(sql, sizeof sql, "SELECT CAST($1 AS BIGINT) + %d", i);
            perf_stmt *st = prep(db, sql);
            perf_stmt_bind_int64(st, 1, 1000);
            assert_int_equal(step(st), PERF_DB_ROW);
            assert_int_equal(perf_stmt_column_int64(st, 0), 1000 + i);
            if (pg && round == 1 && i == 0) /* the kept statement, not a new one */
                assert_int_equal(server_statements(db), 257);
            perf_stmt_finalize(st);
        }
        if (pg) /* 256 kept, none past that but the counting one, still open */
            assert_int_equal(server_statements(db), 257);
    }
    perf_db_close(db);
}

static void bind_wide_row(perf_stmt *st, int first, size_t row, void *ctx)
{
    (void)ctx;
    for (int k = 0; k < 11; k++)
        perf_stmt_bind_int64(st, first + k, (int64_t)row * 11 + k);
}

/* rows_insert.h with a self-profile's shape: 11 values a row and one
 * fixed, 3,000 rows (a large crate's labels). libpq refuses a server
 * message over 30,000 bytes that it does not expect to be long, and the
 * description of a prepared statement (its parameters' types, 4 bytes
 * each) is one: a chunk of more than about 7,500 parameters broke the
 * connection ("lost synchronization with server"), so a self-profile of
 * more than about 680 labels could not be stored on PostgreSQL. Every row
 * arrives, and the padding rows do not. */
static void wide_inserts(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    exec_ok(db, "CREATE TABLE wide (f BIGINT, c1 BIGINT, c2 BIGINT, c3 BIGINT, c4 BIGINT, "
                "c5 BIGINT, c6 BIGINT, c7 BIGINT, c8 BIGINT, c9 BIGINT, c10 BIGINT, c11 BIGINT)");
    char err[512] = "";
    int64_t fixed = 7;
    int rc = perf_rows_insert(
        db,
        "INSERT INTO wide SELECT CAST($1 AS BIGINT), CAST(v.column1 AS BIGINT), "
        "CAST(v.column2 AS BIGINT), CAST(v.column3 AS BIGINT), CAST(v.column4 AS BIGINT), "
        "CAST(v.column5 AS BIGINT), CAST(v.column6 AS BIGINT), CAST(v.column7 AS BIGINT), "
        "CAST(v.column8 AS BIGINT), CAST(v.column9 AS BIGINT), CAST(v.column10 AS BIGINT), "
        "CAST(v.column11 AS BIGINT) FROM (VALUES ",
        ") AS v WHERE v.column1 IS NOT NULL", 11, &fixed, 3000, bind_wide_row, NULL, err,
        sizeof err);
    if (rc != 0)
        fail_msg("rows_insert: %s", err);
    perf_stmt *st = prep(db, "SELECT COUNT(*), SUM(c11), MIN(f), MAX(f) FROM wide");
    assert_int_equal(step(st), PERF_DB_ROW);
    assert_int_equal(perf_stmt_column_int64(st, 0), 3000);
    /* c11 of row r is 11 r + 10 */
    assert_int_equal(perf_stmt_column_int64(st, 1), 11 * (2999 * 3000 / 2) + 10 * 3000);
    assert_int_equal(perf_stmt_column_int64(st, 2), 7);
    assert_int_equal(perf_stmt_column_int64(st, 3), 7);
    perf_stmt_finalize(st);
    exec_ok(db, "DROP TABLE wide"); /* change_log migrates this database */
    perf_db_close(db);
}

/* How many changes after `after`, the first into *first (may be NULL);
 * *last gets the newest seq. */
static size_t since(perf_db *db, int64_t after, int64_t *last, perf_change *first)
{
    char err[512] = "";
    perf_change *ch;
    size_t n;
    if (perf_change_log_since(db, after, &ch, &n, last, err, sizeof err) != 0)
        fail_msg("change log: %s", err);
    if (n > 0 && first)
        *first = ch[0];
    free(ch);
    return n;
}

/* One change after `*seen` of `kind`, and *seen moved past it. */
static void one_change(perf_db *db, int64_t *seen, perf_change_kind kind)
{
    perf_change c = {0}; /* set by since() when it finds a change */
    assert_int_equal(since(db, *seen, seen, &c), 1);
    assert_int_equal(c.kind, kind);
}

static void note(perf_db *db, int64_t artifact, int times)
{
    char err[512] = "";
    assert_int_equal(perf_db_begin(db, err, sizeof err), 0);
    for (int i = 0; i < times; i++)
        if (perf_change_note(db, artifact, err, sizeof err) != 0)
            fail_msg("note: %s", err);
    assert_int_equal(perf_db_commit(db, err, sizeof err), 0);
}

static void change_log(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    char err[512] = "";
    if (perf_db_migrate(db, err, sizeof err) < 0)
        fail_msg("migrate: %s", err);
    int64_t seen = -1, last; /* -1: nothing seen yet (change_log.h) */
    one_change(db, &seen, PERF_CHANGE_ALL);
    assert_int_equal(since(db, seen, &last, NULL), 0);
    assert_int_equal(last, seen);

    /* the catalog's rows, by the triggers: a new artifact or benchmark
     * changes the lists; a benchmark upserted as it is, nothing; changed,
     * or a new metric, everything */
    exec_ok(db, "INSERT INTO artifact (name, kind, compiler, version, date, added_at) "
                "VALUES ('a', 'rustc', '/r', 'v', '2026-01-02T00:00:00Z', 'x')");
    one_change(db, &seen, PERF_CHANGE_LISTS);
    const char *upsert = "INSERT INTO benchmark (name, language, category, suite) VALUES "
                         "('b', 'rust', '%s', '/s') ON CONFLICT (name) DO UPDATE SET "
                         "language = excluded.language, category = excluded.category, "
                         "suite = excluded.suite";
    char sql[512];
    snprintf(sql, sizeof sql, upsert, "primary");
    exec_ok(db, sql);
    one_change(db, &seen, PERF_CHANGE_LISTS);
    exec_ok(db, sql);
    assert_int_equal(since(db, seen, &last, NULL), 0);
    snprintf(sql, sizeof sql, upsert, "secondary");
    exec_ok(db, sql);
    one_change(db, &seen, PERF_CHANGE_ALL);
    exec_ok(db, "INSERT INTO metric (name, unit) VALUES ('wall-time', 's')");
    one_change(db, &seen, PERF_CHANGE_ALL);

    /* a writer's note: the artifact's results, with its date */
    perf_stmt *st = prep(db, "SELECT id FROM artifact WHERE name = 'a'");
    assert_int_equal(step(st), PERF_DB_ROW);
    int64_t art = perf_stmt_column_int64(st, 0);
    perf_stmt_finalize(st);
    note(db, art, 1);
    perf_change c = {0}; /* set by since() when it finds a change */
    assert_int_equal(since(db, seen, &seen, &c), 1);
    assert_int_equal(c.kind, PERF_CHANGE_RESULTS);
    assert_int_equal(c.artifact, art);
    assert_string_equal(c.date, "2026-01-02T00:00:00Z");

    /* what this program cannot tell is everything: a kind it does not
     * know, a log older than what it saw (a backup restored) */
    exec_ok(db, "INSERT INTO change_log (kind) VALUES ('later')");
    one_change(db, &seen, PERF_CHANGE_ALL);
    one_change(db, &(int64_t){seen + 5}, PERF_CHANGE_ALL);

    /* bounded: the notes trim the log to its newest rows; a reader that
     * saw a trimmed row is told everything, a recent one what changed */
    note(db, art, PERF_CHANGE_LOG_KEEP + 10);
    assert_int_equal(count(db, "change_log"), PERF_CHANGE_LOG_KEEP);
    int64_t before = seen;
    assert_int_equal(since(db, before, &seen, &c), 1);
    assert_int_equal(c.kind, PERF_CHANGE_ALL);
    assert_int_equal(seen, before + PERF_CHANGE_LOG_KEEP + 10);
    assert_int_equal(since(db, seen - PERF_CHANGE_LOG_KEEP - 1, &last, NULL), 1); /* trimmed */
    assert_int_equal(since(db, seen - PERF_CHANGE_LOG_KEEP, &last, NULL), PERF_CHANGE_LOG_KEEP);
    assert_int_equal(since(db, seen - 3, &last, &c), 3);
    assert_int_equal(c.kind, PERF_CHANGE_RESULTS);
    perf_db_close(db);
}

/* A database of its own for one test: SQLite a file beside the shared
 * one, PostgreSQL perf_db_test_PID_SUFFIX on the fixture's server
 * (dropped again by pg_database(0)). */
static int pg_database_named(const char *suffix, int create);
static perf_db *open_fresh(const char *suffix)
{
    char u[1100], err[512] = "";
    if (pg) {
        pg_database_named(suffix, 0);
        if (pg_database_named(suffix, 1) < 0)
            fail_msg("cannot create a database");
        snprintf(u, sizeof u, "%s_%s", url, suffix);
    } else {
        snprintf(u, sizeof u, "sqlite:%s/%s.sqlite", tmpdir, suffix);
    }
    perf_db *db = NULL;
    if (perf_db_open(u, 0, &db, err, sizeof err) != 0)
        fail_msg("open %s: %s", u, err);
    return db;
}

/* The detail row of `label`, or fails. */
static const perf_detail_row *detail_row(const perf_detail *d, const char *label)
{
    for (size_t i = 0; i < d->count; i++)
        if (strcmp(d->rows[i].label, label) == 0)
            return &d->rows[i];
    fail_msg("no row %s", label);
    return NULL;
}

/* A schema-7 database with known query_row and query_time rows, migrated
 * to 8: the detail reads from the blocks what it read from the rows
 * (every figure; the further runs, a label missing from one as 0, and
 * their count from the largest iteration; query_time's label that
 * query_row lacks kept for its runs, with no row), every self-profile has its block, and the
 * two tables are gone. */
static void migration_to_blocks(void **state)
{
    (void)state;
    perf_db *db = open_fresh("m7");
    char err[512] = "";
    if (perf_db_migrate_to(db, 7, err, sizeof err) < 0)
        fail_msg("migrate to 7: %s", err);
    exec_ok(db, "INSERT INTO artifact (id, name, kind, compiler, version, date, added_at) VALUES "
                "(1, 'a1', 'rustc', '/r', 'v', '2026-01-01', 'x'), "
                "(2, 'a2', 'rustc', '/r', 'v', '2026-01-02', 'x'), "
                "(3, 'a3', 'rustc', '/r', 'v', '2026-01-03', 'x')");
    exec_ok(db, "INSERT INTO benchmark (id, name, language, category, suite) VALUES "
                "(1, 'b', 'rust', 'primary', '/s')");
    exec_ok(db, "INSERT INTO label (id, name) VALUES (3, 'q_a'), (7, 'q_b'), (8, 'q_c'), "
                "(20, 'q_d')");
    exec_ok(db, "INSERT INTO self_profile (id, artifact_id, benchmark_id, profile, scenario, "
                "counter, unit, total_time, untracked_time, event_count, file_count) VALUES "
                "(1, 1, 1, 'check', 'full', 'wall-time', 'ns', 1000, NULL, 50, 1), "
                "(2, 2, 1, 'check', 'full', 'wall-time', 'ns', 2000, 5, 60, 1), "
                "(3, 3, 1, 'check', 'full', 'wall-time', 'ns', 0, NULL, 0, 1)");
    exec_ok(db, "INSERT INTO query_row VALUES "
                "(1, 3, 500, 900, 1, 2, 3, 4, 5, 6, 7, 8), "
                "(1, 7, 300, 300, 0, 0, 0, 0, 0, 10, 0, 10), "
                "(1, 8, 1099511627776, 1099511627777, 0, 0, -9, 0, 0, 1, 1, 0), "
                "(2, 3, 520, 950, 0, 0, 0, 0, 0, 6, 7, 8), "
                "(2, 7, 1, 2, 0, 0, 0, 0, 0, 1, 0, 1), "
                "(2, 20, 40, 40, 0, 0, 0, 0, 0, 2, 2, 0)");
    /* sp 1: run 1 has every label (and q_d, which query_row lacks), run 2
     * lacks q_b; sp 2: runs 1 and 3, none of run 2 */
    exec_ok(db, "INSERT INTO query_time VALUES "
                "(1, 1, 3, 510), (1, 1, 7, 290), (1, 1, 8, 1099511627000), (1, 1, 20, 4), "
                "(1, 2, 3, 505), (1, 2, 8, 1099511627999), "
                "(2, 1, 3, 530), (2, 1, 7, 3), (2, 1, 20, 41), "
                "(2, 3, 3, 515), (2, 3, 7, 2), (2, 3, 20, 39), (2, 1000, 3, 1)");
    if (perf_db_migrate(db, err, sizeof err) != 7)
        fail_msg("migrate: %s", err);
    assert_int_equal(perf_db_table_exists(db, "query_row", err, sizeof err), 0);
    assert_int_equal(perf_db_table_exists(db, "query_time", err, sizeof err), 0);
    assert_int_equal(count(db, "query_block"), 3);
    perf_stmt *st = prep(db, "SELECT labels, runs FROM query_block ORDER BY self_profile_id");
    const int64_t want[3][2] = {{4, 2}, {3, 3}, {0, 0}};
    for (int i = 0; i < 3; i++) {
        assert_int_equal(step(st), PERF_DB_ROW);
        assert_int_equal(perf_stmt_column_int64(st, 0), want[i][0]);
        assert_int_equal(perf_stmt_column_int64(st, 1), want[i][1]);
    }
    perf_stmt_finalize(st);

    perf_detail *d = NULL;
    if (perf_report_detail(db, "a1", "a2", "b", "check", "full", &d, err, sizeof err) != 0)
        fail_msg("detail: %s", err);
    assert_int_equal(d->count, 4);
    assert_int_equal(d->runs_a, 3);
    assert_int_equal(d->runs_b, 4);
    const perf_detail_row *a = detail_row(d, "q_a"), *b = detail_row(d, "q_b"),
                          *c = detail_row(d, "q_c"), *x = detail_row(d, "q_d");
    assert_true(a->in_a && a->in_b && c->in_a && !c->in_b && !x->in_a && x->in_b);
    const int64_t qa[10] = {500, 900, 1, 2, 3, 4, 5, 6, 7, 8};
    const int64_t *got = &a->a.self_time;
    for (int i = 0; i < 10; i++)
        assert_int_equal(got[i], qa[i]);
    assert_int_equal(a->b.time, 950);
    assert_true(c->a.self_time == 1099511627776 && c->a.time == 1099511627777);
    assert_int_equal(c->a.incremental_load_time, -9);
    assert_int_equal(a->a_min, 500);
    assert_int_equal(a->b_min, 0); /* run 2 of a2 has no row: 0 */
    assert_int_equal(b->a_min, 0); /* q_b is missing from a1's run 2 */
    assert_int_equal(c->a_min, 1099511627000);
    assert_int_equal(x->b_min, 0);
    assert_int_equal(d->side_a.totals.self_time, 500 + 300 + 1099511627776);
    assert_int_equal(d->side_b.untracked_time, 5);
    perf_detail_free(d);
    /* a self-profile without rows: present, no labels */
    if (perf_report_detail(db, "a3", "a1", "b", "check", "full", &d, err, sizeof err) != 0)
        fail_msg("detail: %s", err);
    assert_int_equal(d->runs_a, 1);
    assert_int_equal(d->count, 3);
    perf_detail_free(d);
    perf_db_close(db);
    if (pg)
        pg_database_named("m7", 0);
}

/* The store writes a self-profile and its further runs as one block that
 * the detail reads as it read query_row and query_time: a label missing
 * from a further run is 0 there, a label only a further run has counts
 * in that run but is no row. */
static void store_further_runs(void **state)
{
    (void)state;
    perf_db *db = open_fresh("st");
    char err[512] = "";
    if (perf_db_migrate(db, err, sizeof err) < 0)
        fail_msg("migrate: %s", err);
    exec_ok(db, "INSERT INTO artifact (id, name, kind, compiler, version, date, added_at) VALUES "
                "(1, 'a1', 'rustc', '/r', 'v', '2026-01-01', 'x'), "
                "(2, 'a2', 'rustc', '/r', 'v', '2026-01-02', 'x');"
                "INSERT INTO benchmark (id, name, language, category, suite) VALUES "
                "(1, 'b', 'rust', 'primary', '/s')");
    if (store_runs(db, err, sizeof err) < 0)
        fail_msg("store: %s", err);
    perf_stmt *st = prep(db, "SELECT labels, runs FROM query_block ORDER BY self_profile_id");
    assert_int_equal(step(st), PERF_DB_ROW);
    assert_int_equal(perf_stmt_column_int64(st, 0), 3); /* q_a, q_b and q_c */
    assert_int_equal(perf_stmt_column_int64(st, 1), 2);
    perf_stmt_finalize(st);

    perf_detail *d = NULL;
    if (perf_report_detail(db, "a1", "a2", "b", "check", "full", &d, err, sizeof err) != 0)
        fail_msg("detail: %s", err);
    assert_int_equal(d->count, 2); /* q_c is in no first run */
    assert_int_equal(d->runs_a, 3);
    assert_int_equal(d->runs_b, 2);
    const perf_detail_row *a = detail_row(d, "q_a"), *b = detail_row(d, "q_b");
    assert_int_equal(a->a.self_time, 100);
    assert_int_equal(a->a.time, 120);
    assert_int_equal(a->a_min, 90);
    assert_int_equal(a->b_min, 300);
    assert_int_equal(b->a_min, 0); /* missing from run 1 */
    perf_detail_free(d);
    perf_db_close(db);
    if (pg)
        pg_database_named("st", 0);
}

/* The detail's sections come from each side's stored raw profile,
 * analysed once per process (sections/sections_cache.c): a second detail
 * takes them from the cache (a blob overwritten with as many other bytes
 * is not read again), and a raw profile dropped since is absent at once. */
static void sections_cached(void **state)
{
    (void)state;
    perf_db *db = open_fresh("sc");
    char err[512] = "", path[4096];
    if (perf_db_migrate(db, err, sizeof err) < 0)
        fail_msg("migrate: %s", err);
    exec_ok(db, "INSERT INTO artifact (id, name, kind, compiler, version, date, added_at) VALUES "
                "(1, 'a1', 'rustc', '/r', 'v', '2026-01-01', 'x'), "
                "(2, 'a2', 'rustc', '/r', 'v', '2026-01-02', 'x')");
    snprintf(path, sizeof path, "%s/rustc-1.95/plain.mm_profdata",
             getenv("TESTDATA") ? getenv("TESTDATA") : "tests/data");
    if (store_raw_both(db, path, err, sizeof err) < 0)
        fail_msg("store: %s", err);
    perf_detail *d = NULL;
    if (perf_sections_detail(db, "a1", "a2", "b", "check", "full", &d, err, sizeof err) != 0)
        fail_msg("detail: %s", err);
    assert_non_null(d->sections);
    const perf_sections first = *d->sections;
    perf_detail_free(d);
    assert_string_equal(first.a.compiler, "rustc");
    assert_string_equal(first.b.compiler, "rustc");
    assert_int_equal(first.a.count, 3);
    assert_true(first.present_a && first.present_b && first.a.has[0] && first.b.has[0]);
    assert_true(first.a.v[0] > 0);
    assert_int_equal(first.a.v[0], first.b.v[0]); /* one file on both sides */

    exec_ok(db, pg ? "UPDATE raw_blob SET zstd = decode(repeat('00', length(zstd)), 'hex')"
                   : "UPDATE raw_blob SET zstd = zeroblob(length(zstd))");
    if (perf_sections_detail(db, "a1", "a2", "b", "check", "full", &d, err, sizeof err) != 0)
        fail_msg("detail from the cache: %s", err);
    assert_memory_equal(d->sections, &first, sizeof first);
    perf_detail_free(d);

    exec_ok(db, "DELETE FROM raw_blob WHERE self_profile_id IN "
                "(SELECT id FROM self_profile WHERE artifact_id = 1)");
    if (perf_sections_detail(db, "a1", "a2", "b", "check", "full", &d, err, sizeof err) != 0)
        fail_msg("detail after the drop: %s", err);
    assert_false(d->sections->present_a);
    assert_null(d->sections->a.compiler);
    assert_false(d->sections->a.has[0]);
    assert_true(d->sections->present_b);
    assert_int_equal(d->sections->b.v[0], first.b.v[0]);
    perf_detail_free(d);
    perf_db_close(db);
    if (pg)
        pg_database_named("sc", 0);
}

static int pg_database_named(const char *suffix, int create)
{
    char err[512] = "";
    perf_db *db = NULL;
    if (perf_db_open(base_url, 0, &db, err, sizeof err) != 0) {
        fprintf(stderr, "test_perf_db: %s\n", err);
        return -1;
    }
    char sql[160];
    snprintf(sql, sizeof sql,
             create ? "CREATE DATABASE perf_db_test_%d%s%s"
                    : "DROP DATABASE IF EXISTS perf_db_test_%d%s%s WITH (FORCE)",
             (int)getpid(), *suffix ? "_" : "", suffix);
    int r = perf_db_exec(db, sql, err, sizeof err);
    if (r != 0)
        fprintf(stderr, "test_perf_db: %s\n", err);
    perf_db_close(db);
    return r;
}

/* The counts /api/artifacts and /api/benchmarks read (migration 4, kept
 * once a statement on PostgreSQL by migration 7) follow multi-row inserts
 * and deletes of samples and self-profiles, artifact by artifact. */
static void kept_counts(void **state)
{
    (void)state;
    perf_db *db = open_db(0);
    char err[512] = "";
    if (perf_db_migrate(db, err, sizeof err) < 0)
        fail_msg("migrate: %s", err);
    exec_ok(db, "INSERT INTO artifact (name, kind, compiler, version, date, added_at) VALUES "
                "('k1', 'rustc', '/r', 'v', '2026-01-01', 'x'), "
                "('k2', 'rustc', '/r', 'v', '2026-01-02', 'x')");
    exec_ok(db, "INSERT INTO benchmark (name, language, category, suite) VALUES "
                "('b1', 'rust', 'primary', '/s'), ('b2', 'rust', 'primary', '/s')");
    exec_ok(db, "INSERT INTO metric (name, unit) VALUES ('kept-time', 's')");
    int64_t cases = count(db, "test_case"); /* the earlier tests' */
    const char *samples =
        "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, "
        "iteration, self_profiled, value) SELECT a.id, b.id, 'check', 'full', m.id, i.n, 0, 1.0 "
        "FROM artifact a, benchmark b, metric m, (SELECT 1 AS n UNION SELECT 2 UNION SELECT 3) i "
        "WHERE a.name IN ('k1', 'k2') AND b.name IN ('b1', 'b2') AND m.name = 'kept-time'";
    exec_ok(db, samples); /* 2 artifacts x 2 benchmarks x 3 iterations */
    exec_ok(db, "INSERT INTO self_profile (artifact_id, benchmark_id, profile, scenario, counter, "
                "unit, total_time, event_count, file_count) SELECT a.id, b.id, 'debug', 'full', "
                "'wall-time', 'ns', 1, 1, 1 FROM artifact a, benchmark b WHERE a.name = 'k2' "
                "AND b.name IN ('b1', 'b2')");
    exec_ok(db, "DELETE FROM sample WHERE iteration = 3 AND benchmark_id = "
                "(SELECT id FROM benchmark WHERE name = 'b1')");
    assert_int_equal(scalar(db, "SELECT c.samples FROM artifact_count c JOIN artifact a "
                                "ON a.id = c.artifact_id WHERE a.name = 'k1'"),
                     5);
    assert_int_equal(scalar(db, "SELECT c.samples * 100 + c.self_profiles FROM artifact_count c "
                                "JOIN artifact a ON a.id = c.artifact_id WHERE a.name = 'k2'"),
                     502);
    assert_int_equal(scalar(db, "SELECT self_profiles FROM artifact_count c JOIN artifact a "
                                "ON a.id = c.artifact_id WHERE a.name = 'k1'"),
                     0);
    assert_int_equal(count(db, "test_case"), cases + 4); /* b1, b2 x check/full, debug/full */
    exec_ok(db, "DELETE FROM self_profile");
    assert_int_equal(scalar(db, "SELECT sum(self_profiles) FROM artifact_count"), 0);
    assert_int_equal(count(db, "test_case"), cases + 4); /* a test case once seen stays */
    perf_db_close(db);
}

/* PostgreSQL: a plain libpq connection to the test database, for a
 * statement sent without waiting for its answer. */
static PGconn *raw_conn(void)
{
    PGconn *c = PQconnectdb(url);
    if (PQstatus(c) != CONNECTION_OK)
        fail_msg("connect: %s", PQerrorMessage(c));
    return c;
}

static void raw_ok(PGconn *c, const char *sql)
{
    PGresult *r = PQexec(c, sql);
    ExecStatusType st = PQresultStatus(r);
    if (st != PGRES_COMMAND_OK && st != PGRES_TUPLES_OK)
        fail_msg("%s: %s", sql, PQerrorMessage(c));
    PQclear(r);
}

/* The newest seq of the log as `db` sees it. */
static int64_t newest_seq(perf_db *db)
{
    perf_stmt *st = prep(db, "SELECT COALESCE(MAX(seq), 0) FROM change_log");
    assert_int_equal(step(st), PERF_DB_ROW);
    int64_t v = perf_stmt_column_int64(st, 0);
    perf_stmt_finalize(st);
    return v;
}

/* With t1's transaction holding a note (its seq s1, uncommitted), t2
 * inserts artifact `name` (its trigger notes 'lists'): t2 must wait for
 * t1's commit, seen by `watch` as t2's backend waiting for an advisory
 * lock while t2's answer is still pending; then t1 commits and t2's note
 * gets a seq above s1. Waits for states, never for a time. */
static void t2_waits_for_t1(perf_db *t1, PGconn *t2, perf_db *watch, const char *name)
{
    char err[512] = "";
    int64_t s1 = newest_seq(t1); /* t1 sees its own note */
    raw_ok(t2, "BEGIN");
    char sql[512];
    snprintf(sql, sizeof sql,
             "INSERT INTO artifact (name, kind, compiler, version, date, added_at) "
             "VALUES ('%s', 'rustc', '/r', 'v', '2026-02-01T00:00:00Z', 'x')",
             name);
    if (!PQsendQuery(t2, sql))
        fail_msg("send: %s", PQerrorMessage(t2));
    perf_stmt *waiting = prep(watch, "SELECT count(*) FROM pg_locks WHERE pid = $1 "
                                     "AND locktype = 'advisory' AND NOT granted");
    for (int round = 0;; round++) {
        if (!PQconsumeInput(t2))
            fail_msg("t2: %s", PQerrorMessage(t2));
        if (!PQisBusy(t2))
            fail_msg("t2's note (%s) did not wait for t1's commit", name);
        perf_stmt_bind_int64(waiting, 1, PQbackendPID(t2));
        assert_int_equal(step(waiting), PERF_DB_ROW);
        int64_t n = perf_stmt_column_int64(waiting, 0);
        perf_stmt_reset(waiting);
        if (n == 1)
            break;
        if (round > 6000)
            fail_msg("t2 (%s) never waited for the lock", name);
        /* paces the polling only: the loop ends on the state above */
        struct pollfd p = {PQsocket(t2), POLLIN, 0};
        (void)poll(&p, 1, 10);
    }
    perf_stmt_finalize(waiting);
    assert_int_equal(perf_db_commit(t1, err, sizeof err), 0);
    PGresult *r = PQgetResult(t2); /* waits for t2's insert, now free to go */
    if (PQresultStatus(r) != PGRES_COMMAND_OK)
        fail_msg("t2: %s", PQerrorMessage(t2));
    PQclear(r);
    while ((r = PQgetResult(t2)))
        PQclear(r);
    raw_ok(t2, "COMMIT");
    int64_t s2 = newest_seq(watch);
    if (s2 <= s1)
        fail_msg("t2 committed after t1 with seq %lld, t1's %lld", (long long)s2, (long long)s1);
    int64_t last;
    perf_change c = {0};                              /* set by since() when it finds a change */
    assert_int_equal(since(watch, s1, &last, &c), 1); /* a reader that saw s1 sees t2's */
    assert_int_equal(c.kind, PERF_CHANGE_LISTS);
    assert_int_equal(last, s2);
}

/* PostgreSQL: seq in commit order (migration 9). Two concurrent writers,
 * one noting and holding its transaction open, the other trying to note:
 * the second waits for the first's commit and gets the larger seq, so a
 * reader that saw the first's never misses the second's. Both ways of
 * noting hold the lock: perf_change_note, and the schema's trigger. */
static void change_log_commit_order(void **state)
{
    (void)state;
    if (!pg)
        skip(); /* SQLite's writers take turns for the whole transaction */
    perf_db *t1 = open_db(0), *watch = open_db(0);
    char err[512] = "";
    if (perf_db_migrate(t1, err, sizeof err) < 0)
        fail_msg("migrate: %s", err);
    exec_ok(t1, "INSERT INTO artifact (name, kind, compiler, version, date, added_at) "
                "VALUES ('order', 'rustc', '/r', 'v', '2026-01-03T00:00:00Z', 'x')");
    perf_stmt *st = prep(t1, "SELECT id FROM artifact WHERE name = 'order'");
    assert_int_equal(step(st), PERF_DB_ROW);
    int64_t art = perf_stmt_column_int64(st, 0);
    perf_stmt_finalize(st);
    PGconn *t2 = raw_conn();
    /* t1 notes with perf_change_note */
    assert_int_equal(perf_db_begin(t1, err, sizeof err), 0);
    if (perf_change_note(t1, art, err, sizeof err) != 0)
        fail_msg("note: %s", err);
    t2_waits_for_t1(t1, t2, watch, "order-2");
    /* t1 notes by the trigger (a new artifact) */
    assert_int_equal(perf_db_begin(t1, err, sizeof err), 0);
    exec_ok(t1, "INSERT INTO artifact (name, kind, compiler, version, date, added_at) "
                "VALUES ('order-3', 'rustc', '/r', 'v', '2026-01-04T00:00:00Z', 'x')");
    t2_waits_for_t1(t1, t2, watch, "order-4");
    PQfinish(t2);
    perf_db_close(watch);
    perf_db_close(t1);
}

/* PostgreSQL: a database of our own on the fixture's server, the one the
 * URL names (read_pg_url). */
static int pg_database(int create) { return pg_database_named("", create); }

static int read_pg_url(void)
{
    if (test_pg_fixture_url("test_perf_db", base_url, sizeof base_url) < 0)
        return -1;
    /* postgres://USER:PASSWORD@HOST:PORT/DB: ours is .../perf_db_test_PID */
    const char *colon = strchr(base_url + 11, ':'), *at = strchr(base_url, '@');
    if (colon && at && colon < at)
        snprintf(password, sizeof password, "%.*s", (int)(at - colon - 1), colon + 1);
    const char *slash = strrchr(base_url, '/');
    snprintf(url, sizeof url, "%.*s/perf_db_test_%d", (int)(slash - base_url), base_url,
             (int)getpid());
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2 || (strcmp(argv[1], "sqlite") && strcmp(argv[1], "postgres"))) {
        fprintf(stderr, "usage: test_perf_db sqlite|postgres\n");
        return 2;
    }
    pg = strcmp(argv[1], "postgres") == 0;
    snprintf(tmpdir, sizeof tmpdir, "%s/perf-db-test.XXXXXX",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return 1;
    }
    if (pg) {
        if (read_pg_url() < 0 || pg_database(1) < 0)
            return 1;
    } else {
        snprintf(url, sizeof url, "sqlite:%s/db.sqlite", tmpdir);
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(params_by_number, setup),
        cmocka_unit_test_setup(blobs_nulls_numbers, setup),
        cmocka_unit_test_setup(transactions, setup),
        cmocka_unit_test_setup(unique_violation, setup),
        cmocka_unit_test_setup(data_refused, setup),
        cmocka_unit_test_setup(bad_sql, setup),
        cmocka_unit_test_setup(readonly_refuses_writes, setup),
        cmocka_unit_test_setup(busy, setup),
        cmocka_unit_test_setup(disk_full, setup),
        cmocka_unit_test_setup(unreachable, setup),
        cmocka_unit_test_setup(names_without_password, setup),
        cmocka_unit_test_setup(errors_without_server, setup),
        cmocka_unit_test_setup(many_statements, setup),
        cmocka_unit_test_setup(wide_inserts, setup),
        cmocka_unit_test(change_log),
        cmocka_unit_test(kept_counts),
        cmocka_unit_test(migration_to_blocks),
        cmocka_unit_test(sections_cached),
        cmocka_unit_test(store_further_runs),
        cmocka_unit_test(change_log_commit_order),
    };
    int failed = cmocka_run_group_tests_name(pg ? "perf_db_postgres" : "perf_db_sqlite", tests,
                                             NULL, NULL);
    if (pg)
        pg_database(0);
    char rm[512];
    snprintf(rm, sizeof rm, "rm -rf '%s'", tmpdir);
    if (system(rm) != 0)
        fprintf(stderr, "test_perf_db: could not remove %s\n", tmpdir);
    return failed ? 1 : 0;
}
