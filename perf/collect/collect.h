/* collect.h — the collector (`selfprof-perf collect`): claims jobs, runs
 * each in a process of its own, stores their results, heartbeats, until
 * stopped (or, until_empty, until no job is queued or running).
 *
 * Each job runs in a child process (its own process group, its own
 * database connection) that runs perf_run_job and writes the results with
 * perf_queue_complete, or records the failure; the parent only claims,
 * heartbeats on its own connection and watches. Why a process, not a
 * thread: a stop (SIGINT, SIGTERM) or a lost lease must end the job's
 * compilations at once, and killing the child's process group does that
 * whatever the runner has started; a crash in a job is a failed job, not
 * a dead collector. The runner starts each compilation in a process group
 * of its own, so the collector is also a child subreaper
 * (sup_supervise_begin, the caller's step): when the job's process dies,
 * its compilations come to the collector, which kills them. If the
 * collector itself dies, the child gets SIGKILL (PR_SET_PDEATHSIG), so a
 * dead machine's job is finished by another collector after its lease
 * expires, and never twice.
 *
 * The collector prints its progress and outcomes on stdout (one line per
 * event, a progress line on a terminal) and its faults on stderr
 * ("selfprof-perf: collect: ..."): it is the program's daemon, and those
 * lines are what its operator reads. */
#ifndef PERF_COLLECT_H
#define PERF_COLLECT_H

#include <limits.h>

#include "../db/db_retry.h"

typedef struct perf_collector {
    const char *db_url;
    const char *name;      /* unique among collectors */
    const char *suite_dir; /* --suite, or NULL: each job's own suite */
    int lease, timeout;    /* seconds */
    int until_empty;       /* stop when no job is queued or running */
    char work[PATH_MAX];   /* the collector's work directory (run/work_dir.h) */
    perf_db_retry conn;    /* the collector's own connection */
    int jobs;              /* jobs claimed so far (a pair counts two) */
} perf_collector;

/* Makes SIGINT and SIGTERM stop the collector: the signal is noted
 * (perf_collect_stopped), a running job is stopped and released, waits
 * for the database end early. */
void perf_collect_catch_stop_signals(void);

/* The signal that stopped the collector, or 0. */
int perf_collect_stopped(void);

/* Starts collector `col` (db_url, name, suite_dir, lease, timeout,
 * until_empty filled in) on `db`, already open for col->db_url (owned from
 * now on, closed by perf_collect_close): checks the name is free (a live
 * collector of that name holding a job refuses it, with a line on stderr;
 * a dead one's job on this host is given back) and registers it, waiting
 * out a lost or locked database. Returns 0, 1 when the name is taken, or a
 * negative status with err (also when a stop signal ended the wait). */
int perf_collect_start(perf_collector *col, perf_db *db, char *err, size_t errlen);

/* The collector's loop, with col->work made: claims a job, runs it in its
 * own process under heartbeats and stores its outcome, again until a stop
 * signal (the running job released), no job left (until_empty), or a
 * database error that is not waited out (printed on stderr). Returns 0,
 * or -1 after such an error. */
int perf_collect_loop(perf_collector *col);

/* Marks the collector as exited (perf_collector_stopped: status says
 * "gone"), one try, a line on stderr when it fails, and closes its
 * connection. */
void perf_collect_close(perf_collector *col);

#endif
