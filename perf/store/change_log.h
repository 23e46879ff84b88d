/* change_log.h — what each commit touched (the table change_log, schema
 * migration 6), so that `serve`'s answer cache drops only the answers a
 * commit changed instead of all of them.
 *
 * Writers: whoever stores or drops an artifact's results (samples,
 * self-profiles and their rows, raw profiles) notes it with
 * perf_change_note in the same transaction: the queue's completion, the
 * import, prune. The catalog's rows (artifacts, benchmarks, metrics) and
 * the edits no program makes are noted by the schema's triggers. A writer
 * that changes what a cached answer reads and notes nothing makes serve
 * answer from stale entries: a new writer of results must call it.
 *
 * Readers: perf_change_log_since, the changes after the last one seen. The
 * log keeps its newest PERF_CHANGE_LOG_KEEP rows; a reader further behind
 * is told everything changed. */
#ifndef PERF_STORE_CHANGE_LOG_H
#define PERF_STORE_CHANGE_LOG_H

#include <stddef.h>
#include <stdint.h>

#include "../db/db.h"

#define PERF_CHANGE_LOG_KEEP 1024

/* PostgreSQL: the transaction-scoped advisory lock every writer of the log
 * takes before its seq, so that seq order is commit order (migration 9,
 * perf/schema/0009_pg_change_order.sql, says why; its trigger function
 * takes the same key). */
#define PERF_CHANGE_LOG_LOCK "7340092717"

typedef enum perf_change_kind {
    PERF_CHANGE_RESULTS, /* artifact's results ('results') */
    PERF_CHANGE_LISTS,   /* what only lists and histories read ('lists') */
    PERF_CHANGE_ALL,     /* anything ('all', or a kind this program does not know) */
} perf_change_kind;

typedef struct perf_change {
    perf_change_kind kind;
    int64_t artifact; /* RESULTS: the artifact's id */
    char date[64];    /* RESULTS: its date when noted (ISO 8601) */
} perf_change;

/* Notes, inside the caller's transaction, that the results of `artifact`
 * changed (with its current date), and trims the log to its newest
 * PERF_CHANGE_LOG_KEEP rows. On PostgreSQL it first takes the lock
 * PERF_CHANGE_LOG_LOCK, held to the commit: other writers that note wait
 * from their note to this commit, so call it last, just before the
 * commit. 0, or -1 with err. */
int perf_change_note(perf_db *db, int64_t artifact, char *err, size_t errlen);

/* The changes noted after seq `after`, oldest first, into *out (malloc'd,
 * *n of them; free it) and the newest seq into *last (0: an empty log).
 * Every change committed before *last is in the log (seq is in commit
 * order on both engines), so a reader that saw *last never meets an older
 * one later.
 * When the log cannot tell them — `after` is negative (nothing seen yet),
 * newer than the log (an older copy of the database was restored) or older
 * than the rows it keeps, or there are more than PERF_CHANGE_LOG_KEEP —
 * *out is one PERF_CHANGE_ALL. Nothing new: *n 0. 0, or -1 with err. */
int perf_change_log_since(perf_db *db, int64_t after, perf_change **out, size_t *n, int64_t *last,
                          char *err, size_t errlen);

#endif
