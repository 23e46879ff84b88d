/* db_retry.h — a read-write connection that outlives its database's
 * restarts and locks, for the long-running writers (the collector and
 * its job processes). After an operation fails, perf_db_retry_wait says
 * whether the failure is transient — the connection was lost
 * (PERF_DB_CONNECT: the server restarted, the network dropped it) or
 * another writer held the lock past the busy timeout (PERF_DB_BUSY) — and
 * then waits with a growing delay (0.25 s, doubling to 8 s), closing a
 * lost connection so that the next perf_db_retry_get opens a new one. The
 * caller then runs its operation again: every operation of the queue is
 * one transaction that rolled back, so running it again is safe.
 * A fault gets one line on stderr when it is met (a lock only after the
 * busy timeout, 5 s) and one when the database is back, however many
 * tries it takes. Why not fail: a fault that is not the job's own must
 * not cost it a try or its measured work. */
#ifndef PERF_DB_RETRY_H
#define PERF_DB_RETRY_H

#include "db.h"

typedef struct perf_db_retry {
    const char *url;
    const char *who;          /* message prefix: "collect", "collect: job #3 ..." */
    perf_db *db;              /* NULL while lost */
    double down_since;        /* sup_now_s() of the first failure; 0: up */
    double delay;             /* seconds before the next try */
    int said;                 /* the fault was reported on stderr */
    volatile const int *stop; /* nonzero: stop waiting (a signal), or NULL */
    double full_patience;     /* perf_db_retry_patience; 0: a full database is an error */
} perf_db_retry;

/* Starts with `db` (already open, may be NULL: opened on first use) for
 * database `url`; `who` prefixes the messages; `stop` (or NULL) ends a
 * wait early when it becomes nonzero. Nothing to free but the db
 * (perf_db_retry_close). */
void perf_db_retry_init(perf_db_retry *r, const char *url, perf_db *db, const char *who,
                        volatile const int *stop);

/* How long a full database (PERF_DB_FULL: SQLite's disk full, SQLSTATE
 * 53100) is waited out as a lost one is, counted from the fault's start:
 * 0 (the default) not at all, it is an error; INFINITY as long as it
 * lasts. Why: a full disk is not the job's fault either, and room tends
 * to come back (a log rotated, an operator): the collector, which can do
 * nothing without room, waits for it, and a job's process waits with its
 * measured results kept, for as long as its lease would hold. */
void perf_db_retry_patience(perf_db_retry *r, double full_s);

/* The connection, opened when there is none. NULL when it cannot be
 * opened now: *status is the kind (perf_db_status kinds) and err says
 * why; call perf_db_retry_wait(r, *status, err) then. */
perf_db *perf_db_retry_get(perf_db_retry *r, int *status, char *err, size_t errlen);

/* After an operation on the connection failed with `rc` (its return or
 * perf_db_status): 1 when the failure is transient (PERF_DB_CONNECT or
 * PERF_DB_BUSY; a lost connection is closed; PERF_DB_FULL within the
 * patience), after waiting the current delay: run the operation again.
 * 0 for any other failure (a real error: report it). */
int perf_db_retry_wait(perf_db_retry *r, int rc, const char *err);

/* After an operation succeeded: ends a fault (one line on stderr "back
 * after N s" when it was reported) and resets the delay. */
void perf_db_retry_ok(perf_db_retry *r);

/* Closes the connection. */
void perf_db_retry_close(perf_db_retry *r);

#endif
