/* job_process.c — the job's process: runs one claimed job (or pair)
 * through perf/run and stores its outcome on a database connection of
 * its own, opened only once the results are ready, so an outage while
 * the job compiles costs it nothing. Its exit status tells the collector
 * what became of the job (collect_internal.h). */
#include "collect_internal.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../run/runner.h"
#include "../store/results.h"
#include "support/clock.h"

typedef struct {
    const perf_job *job;
    double start;
    int tty;
} progress_ctx;

/* perf_run_options' progress: one line per step on stderr (a line
 * rewritten in place on a terminal), with an ETA, naming the artifact
 * built, so that a pair's interleaved iterations tell their compilers
 * apart and a `try > file` keeps its stdout for the results (issue 35). */
static void progress(void *p, const char *artifact, const char *scenario, int iteration,
                     int iterations, double fraction)
{
    progress_ctx *c = p;
    char eta[64] = "";
    double spent = sup_now_s() - c->start;
    if (fraction > 0.01 && fraction < 1)
        snprintf(eta, sizeof eta, ", ETA %.0f s", spent / fraction * (1 - fraction));
    char it[64];
    if (iteration < 0)
        snprintf(it, sizeof it, "warm-up");
    else if (iteration == 0)
        snprintf(it, sizeof it, "self-profiled iteration");
    else if (iteration > iterations)
        snprintf(it, sizeof it, "instruction count (cachegrind)");
    else
        snprintf(it, sizeof it, "iteration %d/%d", iteration, iterations);
    fprintf(stderr, "%s%s %s %s: %s, %s (%.0f%%%s)%s", c->tty ? "\r\033[K" : "", artifact,
            c->job->benchmark, c->job->profile, scenario, it, fraction * 100, eta,
            c->tty ? "" : "\n");
    fflush(stderr);
}

/* GIVE_BACK's line on stderr: what could not be stored, and why. */
static int give_back(const char *title, const char *what, const char *why)
{
    fprintf(stderr, "selfprof-perf: collect: %s: %s: %s; the job is given back, no try counted\n",
            title, what, why);
    return PERF_COLLECT_CHILD_GIVE_BACK;
}

/* A job (or pair) of which a scenario failed with `msg` (`partial`: the
 * complete scenarios' results are stored first; stored results are never
 * replaced, so a retry adds only what is missing): the failure recorded
 * (`final`: no retry). The exit status. */
static int record_failure(perf_db_retry *conn, const perf_collector *col, const perf_job *job,
                          const perf_results *res, const perf_results *res2, int partial, int final,
                          const char *msg, const char *title)
{
    char err[1024];
    int s = partial ? perf_collect_store_jobs(conn, job, col->name, res, res2, err, sizeof err) : 0;
    /* the database's own failure (full, an I/O error, ...): the job is
     * given back whole, its failure to be met again on a later try */
    if (s < 0 && !perf_db_data_refused(s))
        return give_back(title, "storing the complete scenarios failed", err);
    if (s < 0) {
        fprintf(stderr, "selfprof-perf: collect: %s: storing the complete scenarios failed: %s\n",
                title, err);
        final = 0;
    }
    int f = perf_collect_fail_jobs(conn, job, col->name, msg, final, err, sizeof err);
    perf_collect_print_failure(title, job, final, msg);
    if (f < 0)
        return give_back(title, "the failure could not be recorded", err);
    return f == 1 ? PERF_COLLECT_CHILD_LOST : PERF_COLLECT_CHILD_FAILED;
}

/* A job (or pair) whose every scenario ran: its results stored, each job
 * of a pair in its own transaction (its results are whole without the
 * other's). The exit status. */
static int store_done(perf_db_retry *conn, const perf_collector *col, const perf_job *job,
                      const perf_results *res, const perf_results *res2, const char *title,
                      double start)
{
    char err[1024];
    int c = perf_collect_complete(conn, job, col->name, res, err, sizeof err);
    if (c == 0 && job->partner)
        c = perf_collect_complete(conn, job->partner, col->name, res2, err, sizeof err);
    if (c == 0) {
        printf("%s: done in %.1f s\n", title, sup_now_s() - start);
        return PERF_COLLECT_CHILD_STORED;
    }
    if (c == 1) {
        printf("%s: %s; its results were discarded\n", title, err);
        return PERF_COLLECT_CHILD_LOST;
    }
    /* Every result stored before is intact (the transaction rolled back).
     * A failure of the database itself (a disk full for a whole lease,
     * an I/O error, out of memory, a read-only file, ...) is not the
     * job's fault: the job is given back, no try counted. Only results
     * that the database refuses as data (perf_db_data_refused: a value
     * too large or out of range, a constraint), which any retry would
     * meet again, count a try: given back uncharged, such a job would be
     * claimed first again and again and starve the queue (its last try
     * ends it). Either way the collector goes on. */
    if (!perf_db_data_refused(c))
        return give_back(title, "storing the results failed", err);
    char msg[sizeof err + 64];
    snprintf(msg, sizeof msg, "storing the results failed: %s", err);
    fprintf(stderr, "selfprof-perf: collect: %s: %s; nothing of this job was stored\n", title, msg);
    return record_failure(conn, col, job, NULL, NULL, 0, 0, msg, title);
}

void perf_collect_job_process(const perf_collector *col, const perf_job *job,
                              const perf_bench *bench)
{
    char err[PERF_QUEUE_ERROR_MAX + 1024], title[512], who[600];
    perf_collect_job_title(job, title, sizeof title);
    /* The database is opened when the results are ready, not before: an
     * outage while the job compiles costs it nothing. */
    snprintf(who, sizeof who, "collect: %s", title);
    perf_db_retry conn;
    perf_db_retry_init(&conn, col->db_url, NULL, who, NULL);
    /* A full disk is waited out for one lease, the results kept: the
     * collector's heartbeats cannot renew the lease on a full disk
     * either, so past it another collector may hold the job; the
     * collector gives it back then (PERF_COLLECT_CHILD_GIVE_BACK). */
    perf_db_retry_patience(&conn, col->lease);
    progress_ctx pc = {job, sup_now_s(), isatty(2)};
    /* The runner works in col->work/job-ID. NULL tools: found next to us. */
    perf_run_options opt = {col->work, col->timeout, progress, &pc, NULL, NULL, NULL};
    perf_results *res = perf_results_new();
    perf_results *res2 = job->partner ? perf_results_new() : NULL;
    int code;
    if (!res || (job->partner && !res2)) {
        snprintf(err, sizeof err, "out of memory");
        code = -1;
    } else if (job->partner) {
        code = perf_run_pair(job, job->partner, bench, &opt, res, res2, err, sizeof err);
    } else {
        code = perf_run_job(job, bench, &opt, res, err, sizeof err);
    }
    if (pc.tty)
        fputs("\r\033[K", stderr);
    /* code > 0: some scenarios failed, the complete ones are stored. */
    int final = code == PERF_RUN_FINAL || code == PERF_RUN_PARTIAL_FINAL;
    int st = code == 0 ? store_done(&conn, col, job, res, res2, title, pc.start)
                       : record_failure(&conn, col, job, res, res2, code > 0, final, err, title);
    perf_results_free(res);
    perf_results_free(res2);
    perf_db_retry_close(&conn);
    fflush(stdout);
    fflush(stderr);
    _exit(st);
}
