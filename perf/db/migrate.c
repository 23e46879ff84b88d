/* migrate.c — applies the migrations of perf/schema/ in order (see
 * migrate.h), safely when several `init` run at once. */
#include "migrate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "migrate_blocks.h"
#include "schema_sql.h"

/* The steps in C of the migrations that have one: run in the migration's
 * transaction where its SQL has the line "--@step" (the SQL before it
 * first, the SQL after it then), for what SQL cannot compute. */
static const struct {
    int version;
    int (*run)(perf_db *db, char *err, size_t errlen);
} STEPS[] = {{8, perf_migrate_query_blocks}};

/* Runs the SQL `sql` of migration `version`, with its step in C if it has
 * one; 0 or -1. */
static int run_sql(perf_db *db, int version, char *sql, char *err, size_t errlen)
{
    char *mark = strstr(sql, "\n--@step\n");
    if (!mark)
        return perf_db_exec(db, sql, err, errlen);
    mark[1] = '\0';
    for (size_t i = 0; i < sizeof STEPS / sizeof *STEPS; i++)
        if (STEPS[i].version == version)
            return perf_db_exec(db, sql, err, errlen) < 0 || STEPS[i].run(db, err, errlen) < 0 ||
                           perf_db_exec(db, mark + 9, err, errlen) < 0
                       ? -1
                       : 0;
    snprintf(err, errlen, "%s: migration %d has a step this program lacks", perf_db_name(db),
             version);
    return -1;
}

int perf_schema_latest(void) { return (int)PERF_SCHEMA_COUNT; }

int perf_schema_version(perf_db *db, char *err, size_t errlen)
{
    int exists = perf_db_table_exists(db, "schema_version", err, errlen);
    if (exists <= 0)
        return exists;
    perf_stmt *st;
    if (perf_db_prepare(db, "SELECT COALESCE(MAX(version), 0) FROM schema_version", &st, err,
                        errlen) < 0)
        return -1;
    int r = perf_stmt_step(st, err, errlen);
    int v = r == PERF_DB_ROW ? (int)perf_stmt_column_int64(st, 0) : -1;
    perf_stmt_finalize(st);
    return v;
}

/* Where the line starting at p goes: 1 a "--@sqlite" / "--@postgres" /
 * "--@end" marker (*skip set to whether the lines after it are another
 * engine's), 0 any other line. */
static int engine_marker(const char *p, int pg, int *skip)
{
    if (strncmp(p, "--@", 3) != 0)
        return 0;
    p += 3;
    if (strncmp(p, "sqlite", 6) == 0)
        *skip = pg;
    else if (strncmp(p, "postgres", 8) == 0)
        *skip = !pg;
    else if (strncmp(p, "end", 3) == 0)
        *skip = 0;
    else
        return 0;
    return 1;
}

/* `sql` with the engine's words for @ID@ and @BLOB@, and without the
 * lines marked for the other engine ("--@sqlite" ... "--@end",
 * "--@postgres" ... "--@end": what the engines cannot say alike, such as
 * triggers); malloc'd or NULL. */
static char *dialect(const char *sql, const char *engine)
{
    int pg = strcmp(engine, "postgres") == 0, skip = 0;
    const char *id = pg ? "BIGSERIAL PRIMARY KEY" : "INTEGER PRIMARY KEY";
    const char *blob = pg ? "BYTEA" : "BLOB";
    size_t tokens = 0;
    for (const char *p = strchr(sql, '@'); p; p = strchr(p + 1, '@'))
        tokens++; /* an upper bound of the tokens */
    size_t cap = strlen(sql) + tokens * strlen(id) + 1, n = 0;
    char *out = malloc(cap);
    if (!out)
        return NULL;
    for (const char *p = sql; *p;) {
        const char *word = NULL;
        size_t len = 0;
        if ((p == sql || p[-1] == '\n') && (engine_marker(p, pg, &skip) || skip)) {
            p += strcspn(p, "\n"); /* the marker or the other engine's line */
            p += *p == '\n';
            continue;
        }
        if (strncmp(p, "@ID@", 4) == 0)
            word = id, len = 4;
        else if (strncmp(p, "@BLOB@", 6) == 0)
            word = blob, len = 6;
        if (word) {
            size_t k = strlen(word);
            memcpy(out + n, word, k); /* cap: no token is longer than id */
            n += k;
            p += len;
        } else {
            out[n++] = *p++;
        }
    }
    out[n] = '\0';
    return out;
}

/* Applies migration `version` inside the caller's transaction and commits
 * it; rolls back on failure. 0 or -1. */
static int apply(perf_db *db, int version, char *err, size_t errlen)
{
    char *sql = dialect(PERF_SCHEMA[version - 1].sql, perf_db_engine(db));
    if (!sql) {
        perf_db_rollback(db);
        snprintf(err, errlen, "%s: out of memory", perf_db_name(db));
        return -1;
    }
    char now[32];
    time_t t = time(NULL);
    strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    perf_stmt *st = NULL;
    int ok = run_sql(db, version, sql, err, errlen) == 0 &&
             perf_db_prepare(db, "INSERT INTO schema_version (version, applied_at) VALUES ($1, $2)",
                             &st, err, errlen) == 0;
    if (ok) {
        perf_stmt_bind_int64(st, 1, version);
        perf_stmt_bind_text(st, 2, now);
        ok = perf_stmt_step(st, err, errlen) == PERF_DB_DONE;
    }
    perf_stmt_finalize(st);
    free(sql);
    if (ok && perf_db_commit(db, err, errlen) == 0)
        return 0;
    perf_db_rollback(db);
    size_t k = strlen(err);
    snprintf(err + k, errlen - k, " (in migration %s)", PERF_SCHEMA[version - 1].name);
    return -1;
}

/* The database's version if this program can use or migrate it: -1 when
 * it cannot be read or was written by a newer selfprof-perf. */
static int known_version(perf_db *db, char *err, size_t errlen)
{
    int have = perf_schema_version(db, err, errlen);
    if (have > perf_schema_latest()) {
        snprintf(err, errlen, "%s: schema version %d is newer than this selfprof-perf knows (%d)",
                 perf_db_name(db), have, perf_schema_latest());
        return -1;
    }
    return have;
}

/* An arbitrary key naming selfprof-perf's migration lock on PostgreSQL. */
#define MIGRATION_LOCK_KEY "7340092716"

/* One step: in a transaction that first takes the migration lock (on
 * PostgreSQL an advisory lock; on SQLite BEGIN IMMEDIATE is the lock),
 * reads the version and applies the next migration, if any. Reading the
 * version under the lock is what lets two `init` run at once: the second
 * waits for the first's commit and then finds nothing left to do.
 * Returns 1 (applied one), 0 (current; *have is the version) or -1. */
static int migrate_step(perf_db *db, int target, int *have, char *err, size_t errlen)
{
    if (perf_db_begin(db, err, errlen) < 0)
        return -1;
    if (strcmp(perf_db_engine(db), "postgres") == 0 &&
        perf_db_exec(db,
                     /* A migration may take long: wait for another init's
                      * as long as it takes, not the 5 s lock timeout. */
                     "SET LOCAL lock_timeout = 0;"
                     " SELECT pg_advisory_xact_lock(" MIGRATION_LOCK_KEY ")",
                     err, errlen) < 0) {
        perf_db_rollback(db);
        return -1;
    }
    *have = known_version(db, err, errlen);
    if (*have < 0 || *have >= target) {
        perf_db_rollback(db);
        return *have < 0 ? -1 : 0;
    }
    return apply(db, *have + 1, err, errlen) < 0 ? -1 : 1;
}

int perf_db_migrate(perf_db *db, char *err, size_t errlen)
{
    return perf_db_migrate_to(db, perf_schema_latest(), err, errlen);
}

int perf_db_migrate_to(perf_db *db, int version, char *err, size_t errlen)
{
    int before = -1, have, r;
    if (version > perf_schema_latest())
        version = perf_schema_latest();
    while ((r = migrate_step(db, version, &have, err, errlen)) == 1)
        if (before < 0)
            before = have;
    if (r < 0)
        return -1;
    /* New indexes and tables need statistics for the planner to choose
     * them (the EXPLAIN test holds on a database without any, but a
     * large one migrated from an older version would otherwise keep
     * plans made without the new indexes). Both engines say ANALYZE;
     * PostgreSQL's autovacuum keeps it up to date after, SQLite's
     * connections run PRAGMA optimize (db_sqlite.c). */
    if (before >= 0 && perf_db_exec(db,
                                    /* SQLite's ANALYZE reads every index whole (minutes
                      * on a database of many gigabytes) unless limited
                      * to a sample of each; PostgreSQL's samples anyway */
                                    strcmp(perf_db_engine(db), "postgres") == 0
                                        ? "ANALYZE"
                                        : "PRAGMA analysis_limit = 1000; ANALYZE",
                                    err, errlen) < 0)
        return -1;
    return before < 0 ? have : before;
}

int perf_db_require_current(perf_db *db, char *err, size_t errlen)
{
    int have = known_version(db, err, errlen);
    if (have < 0)
        return -1;
    if (have != perf_schema_latest()) {
        snprintf(err, errlen,
                 "%s: schema version %d, this program needs %d: run 'selfprof-perf init' first",
                 perf_db_name(db), have, perf_schema_latest());
        return -1;
    }
    return 0;
}
