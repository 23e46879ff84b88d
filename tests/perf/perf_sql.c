/* perf_sql.c — runs the SQL read from standard input against a database
 * URL through perf/db (perf_db_exec), so a test can set up rows (samples,
 * benchmarks, metrics) with one SQL text on every engine.
 * Usage: perf_sql [--blocks] URL < FILE.sql; exit 0, or 1 with the error.
 *
 * With --blocks the SQL may also write per-query data as rows of the
 * tables query_row and query_time as they were before migration 8 (made
 * for it, then dropped): migration 8's own conversion
 * (db/migrate_blocks.h) turns them into the blocks of the self-profiles
 * that have none yet, all in the one transaction. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db/db.h"
#include "db/migrate_blocks.h"

int main(int argc, char **argv)
{
    int blocks = argc == 3 && strcmp(argv[1], "--blocks") == 0;
    if (argc != 2 + blocks) {
        fputs("usage: perf_sql [--blocks] URL < FILE.sql\n", stderr);
        return 2;
    }
    size_t cap = 1 << 16, len = 0, k;
    char *sql = malloc(cap + 1);
    while (sql && (k = fread(sql + len, 1, cap - len, stdin)) > 0) {
        len += k;
        if (len == cap) {
            char *bigger = realloc(sql, (cap *= 2) + 1);
            if (!bigger)
                free(sql);
            sql = bigger;
        }
    }
    if (!sql) {
        fputs("perf_sql: out of memory\n", stderr);
        return 1;
    }
    sql[len] = 0;
    perf_db *db;
    char err[512];
    int rc = 1;
    if (perf_db_open(argv[1 + blocks], 0, &db, err, sizeof err) == 0) {
        if (perf_db_begin(db, err, sizeof err) == 0 &&
            (!blocks || perf_db_exec(db, PERF_QUERY_ROWS_SQL, err, sizeof err) == 0) &&
            perf_db_exec(db, sql, err, sizeof err) == 0 &&
            (!blocks || (perf_migrate_query_blocks(db, err, sizeof err) == 0 &&
                         perf_db_exec(db, "DROP TABLE query_row; DROP TABLE query_time", err,
                                      sizeof err) == 0)) &&
            perf_db_commit(db, err, sizeof err) == 0)
            rc = 0;
        else
            perf_db_rollback(db);
        perf_db_close(db);
    }
    if (rc)
        fprintf(stderr, "perf_sql: %s\n", err);
    free(sql);
    return rc;
}
