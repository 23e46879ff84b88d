/* job_watch.c — the collector's side of a running job: starts the job's
 * process (job_process.c), renews the lease every third of it while the
 * process runs, and stops the process (with every compilation it left
 * behind) on a stop signal or a lost lease. */
#include "collect_internal.h"

#include <stdio.h>
#include <sys/wait.h>

#include "support/child.h"
#include "support/clock.h"
#include "support/supervise.h"

/* The job's process, started by the child runner (support/child.h). */
typedef struct {
    const perf_collector *col;
    const perf_job *job;
    const perf_bench *bench;
} child_args;

static int job_process(void *p)
{
    const child_args *a = p;
    perf_collect_job_process(a->col, a->job, a->bench);
}

/* Stops the job's process on a stop signal and gives the job back,
 * waiting for the database to take it. */
static void stop_job(perf_collector *col, const perf_job *job, pid_t pid, int *status,
                     const char *title)
{
    char err[1024];
    sig_atomic_t sig = perf_collect_stop_signal;
    sup_supervise_stop(pid, status);
    perf_collect_stop_signal =
        0; /* a stopped collector waits for the database to give the job back */
    int r = perf_collect_release_jobs(&col->conn, job, col->name, err, sizeof err);
    perf_collect_stop_signal = sig;
    printf("%s: stopped by signal %d; %s\n", title, (int)sig,
           r == 0   ? "released for another collector"
           : r == 1 ? "it was no longer ours"
                    : err);
}

/* Gives back a job whose process could not store its outcome (it said
 * why), no try counted, waiting for the database as long as it takes (a
 * full disk), so that the collector goes on with the next job. */
static void give_back(perf_collector *col, const perf_job *job, const char *title)
{
    char err[1024];
    int r = perf_collect_release_jobs(&col->conn, job, col->name, err, sizeof err);
    if (r == 0)
        printf("%s: given back, no try counted\n", title);
    else if (r == 1)
        printf("%s: given back already (no longer ours)\n", title);
    else if (!perf_collect_stop_signal)
        fprintf(stderr, "selfprof-perf: collect: %s: cannot give the job back: %s\n", title, err);
}

int perf_collect_run_job(perf_collector *col, const perf_job *job, const perf_bench *bench)
{
    char err[1024], title[512];
    perf_collect_job_title(job, title, sizeof title);
    fflush(stdout);
    fflush(stderr);
    /* Its own process group, killed with the collector, SIGINT and SIGTERM
     * back to their default. */
    child_args args = {col, job, bench};
    sup_child_spec spec = {.fn = job_process,
                           .ctx = &args,
                           .own_group = 1,
                           .die_with_parent = 1,
                           .default_signals = 1};
    sup_child child;
    char why[512];
    if (sup_child_start(&spec, &child, why, sizeof why) < 0) {
        snprintf(err, sizeof err, "cannot start the job's process: %s", why);
        fprintf(stderr, "selfprof-perf: collect: %s: %s\n", title, err);
        char dberr[1024];
        perf_collect_release_jobs(&col->conn, job, col->name, dberr, sizeof dberr);
        return -1;
    }
    pid_t pid = child.pid;
    double interval = col->lease / 3.0, next = sup_now_s() + interval;
    int status = 0, hb_warned = 0;
    double hb_failing_since = 0;
    for (;;) {
        pid_t w = waitpid(pid, &status, WNOHANG);
        if (w == pid)
            break;
        if (perf_collect_stop_signal) {
            stop_job(col, job, pid, &status, title);
            return 1;
        }
        if (sup_now_s() >= next) {
            next = sup_now_s() + interval;
            int st;
            perf_db *db = perf_db_retry_get(&col->conn, &st, err, sizeof err);
            int h = db ? perf_collect_heartbeat_jobs(db, job, col->name, col->lease, err,
                                                     sizeof err)
                       : st;
            /* A lost connection or a lock: a new connection and another
             * heartbeat soon (the wait is the backoff); the job goes on. */
            int transient = h < 0 && perf_db_retry_wait(&col->conn, h, err);
            if (transient)
                next = sup_now_s();
            else if (h >= 0)
                perf_db_retry_ok(&col->conn);
            if (h == 1) {
                /* Also what a heartbeat sees when it ran just as the child
                 * committed the job done: give the child a moment to exit. */
                int exited = 0;
                for (int i = 0; i < 30 && !exited; i++) {
                    exited = waitpid(pid, &status, WNOHANG) == pid;
                    if (!exited)
                        sup_sleep_s(0.1);
                }
                if (exited)
                    break;
                sup_supervise_stop(pid, &status);
                printf("%s: lease lost (another collector holds the job); stopped\n", title);
                return 0;
            }
            /* A heartbeat that fails now and then (a lock held a moment)
             * is retried quietly; one that keeps failing for half the
             * lease puts the job at risk, and that is worth a line (a
             * lost or locked database has said so already). */
            if (h < 0 && hb_failing_since == 0)
                hb_failing_since = sup_now_s();
            if (h < 0 && !transient && !hb_warned &&
                sup_now_s() - hb_failing_since >= col->lease / 2.0) {
                fprintf(stderr,
                        "selfprof-perf: collect: %s: heartbeats failing for %.0f s, the "
                        "lease may expire: %s\n",
                        title, sup_now_s() - hb_failing_since, err);
                hb_warned = 1;
            }
            if (h >= 0)
                hb_failing_since = 0, hb_warned = 0;
        }
        sup_sleep_s(0.1);
    }
    if (WIFEXITED(status)) {
        if (WEXITSTATUS(status) == PERF_COLLECT_CHILD_GIVE_BACK)
            give_back(col, job, title);
        return 0;
    }
    snprintf(err, sizeof err, "the job's process died of signal %d", WTERMSIG(status));
    printf("%s: %s\n", title, err);
    char dberr[1024];
    if (perf_collect_fail_jobs(&col->conn, job, col->name, err, 0, dberr, sizeof dberr) < 0) {
        fprintf(stderr, "selfprof-perf: collect: %s: %s\n", title, dberr);
        return -1;
    }
    return 0;
}
