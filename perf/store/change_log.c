/* change_log.c — see change_log.h. */
#include "change_log.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sql_run.h"

/* 1 on PostgreSQL, whose seq has gaps (a rolled back seq is not taken
 * again) and must be ordered by a lock (change_log.h). */
static int postgres(perf_db *db) { return strcmp(perf_db_engine(db), "postgres") == 0; }

int perf_change_note(perf_db *db, int64_t artifact, char *err, size_t errlen)
{
    int64_t seq;
    /* the seq below only after the previous noter committed (migration 9) */
    if (postgres(db) && perf_sql_run(db, "SELECT pg_advisory_xact_lock(" PERF_CHANGE_LOG_LOCK ")",
                                     err, errlen, NULL, "") == PERF_DB_ERROR)
        return -1;
    if (perf_sql_run(db,
                     "INSERT INTO change_log (artifact_id, artifact_date, kind) "
                     "SELECT id, date, 'results' FROM artifact WHERE id = $1 RETURNING seq",
                     err, errlen, &seq, "i", artifact) == PERF_DB_ERROR)
        return -1;
    /* every note trims: a seek on the key when there is nothing to drop */
    return perf_sql_run(db, "DELETE FROM change_log WHERE seq <= $1", err, errlen, NULL, "i",
                        seq - PERF_CHANGE_LOG_KEEP) == PERF_DB_ERROR
               ? -1
               : 0;
}

/* *out as the one change "everything". */
static int everything(perf_change **out, size_t *n, char *err, size_t errlen)
{
    if (!(*out = calloc(1, sizeof **out))) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    (*out)->kind = PERF_CHANGE_ALL;
    *n = 1;
    return 0;
}

/* The log's oldest and newest seq (0 and 0 when empty). */
static int bounds(perf_db *db, int64_t *lo, int64_t *hi, char *err, size_t errlen)
{
    perf_stmt *st;
    /* one subquery each: SQLite seeks the key for a lone MIN or MAX, but
     * scans the table for the two in one SELECT */
    if (perf_db_prepare(db,
                        "SELECT COALESCE((SELECT MIN(seq) FROM change_log), 0), "
                        "COALESCE((SELECT MAX(seq) FROM change_log), 0)",
                        &st, err, errlen) < 0)
        return -1;
    int r = perf_stmt_step(st, err, errlen);
    if (r == PERF_DB_ROW) {
        *lo = perf_stmt_column_int64(st, 0);
        *hi = perf_stmt_column_int64(st, 1);
    }
    perf_stmt_finalize(st);
    return r == PERF_DB_ROW ? 0 : -1;
}

int perf_change_log_since(perf_db *db, int64_t after, perf_change **out, size_t *n, int64_t *last,
                          char *err, size_t errlen)
{
    *out = NULL;
    *n = 0;
    int64_t lo, hi;
    if (bounds(db, &lo, &hi, err, errlen) < 0)
        return -1;
    *last = hi;
    if (hi == after)
        return 0;
    /* seq has no gaps on SQLite (its writers take turns; a rolled back
     * row's seq is taken again), so a log starting past after + 1 lost
     * rows after `after` to the trimming. PostgreSQL's has (a rolled back
     * or crashed writer's numbers are lost), so there only the distance
     * tells: a note trims seqs at least PERF_CHANGE_LOG_KEEP below its
     * own, which is at most hi, so within that distance of hi nothing
     * after `after` was trimmed. */
    int pg = postgres(db);
    if (after < 0 || after > hi || (!pg && lo > after + 1) || hi - after > PERF_CHANGE_LOG_KEEP)
        return everything(out, n, err, errlen);
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "SELECT seq, artifact_id, artifact_date, kind FROM change_log "
                        "WHERE seq > $1 AND seq <= $2 ORDER BY seq",
                        &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, after);
    perf_stmt_bind_int64(st, 2, hi);
    perf_change *ch = calloc((size_t)(hi - after), sizeof *ch);
    int r = ch ? PERF_DB_ROW : PERF_DB_ERROR;
    if (!ch)
        snprintf(err, errlen, "out of memory");
    size_t k = 0;
    while (ch && k < (size_t)(hi - after) && (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        const char *kind = perf_stmt_column_text(st, 3);
        const char *date = perf_stmt_column_text(st, 2);
        perf_change *c = &ch[k++];
        c->kind = PERF_CHANGE_ALL; /* a kind unknown here, or results without a date */
        if (kind && strcmp(kind, "lists") == 0) {
            c->kind = PERF_CHANGE_LISTS;
        } else if (kind && strcmp(kind, "results") == 0 && date &&
                   !perf_stmt_column_is_null(st, 1) && strlen(date) < sizeof c->date) {
            c->kind = PERF_CHANGE_RESULTS;
            c->artifact = perf_stmt_column_int64(st, 1);
            memcpy(c->date, date, strlen(date) + 1);
        }
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR) {
        free(ch);
        return -1;
    }
    /* trimmed meanwhile: on SQLite a row missing (no gaps); on
     * PostgreSQL, whose rows were read in a snapshot of their own, a note
     * committed since then far enough ahead to have trimmed past `after` */
    int64_t lo_now, hi_now = hi;
    if (pg && bounds(db, &lo_now, &hi_now, err, errlen) < 0) {
        free(ch);
        return -1;
    }
    if (pg ? hi_now - after > PERF_CHANGE_LOG_KEEP : k < (size_t)(hi - after)) {
        free(ch);
        return everything(out, n, err, errlen);
    }
    *out = ch;
    *n = k;
    return 0;
}
