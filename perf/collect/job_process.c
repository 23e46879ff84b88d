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

/* perf_run_options' progress: one line per step (a line rewritten in
 * place on a terminal), with an ETA. */
static void progress(void *p, const char *scenario, int iteration, int iterations, double fraction)
{
    progress_ctx *c = p;
    char title[512], eta[64] = "";
    perf_collect_job_title(c->job, title, sizeof title);
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
    if (c->tty)
        printf("\r\033[K%s: %s, %s (%.0f%%%s)", title, scenario, it, fraction * 100, eta);
    else
        printf("%s: %s, %s (%.0f%%%s)\n", title, scenario, it, fraction * 100, eta);
    fflush(stdout);
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
    progress_ctx pc = {job, sup_now_s(), isatty(1)};
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
        fputs("\r\033[K", stdout);
    int st;
    int final = code == PERF_RUN_FINAL || code == PERF_RUN_PARTIAL_FINAL;
    if (code > 0) {
        /* Some scenarios failed: the complete ones are stored, then the
         * job fails with the failed one's message (stored results are
         * never replaced, so a retry adds only what is missing). */
        char serr[1024];
        int c = perf_collect_store_jobs(&conn, job, col->name, res, res2, serr, sizeof serr);
        if (c < 0) {
            fprintf(stderr,
                    "selfprof-perf: collect: %s: storing the complete scenarios failed: %s\n",
                    title, serr);
            final = 0;
        }
        code = -1;
    }
    if (code < 0) {
        char dberr[1024];
        int f = perf_collect_fail_jobs(&conn, job, col->name, err, final, dberr, sizeof dberr);
        perf_collect_print_failure(title, job, final, err);
        if (f < 0)
            fprintf(stderr, "selfprof-perf: collect: %s: the failure could not be recorded: %s\n",
                    title, dberr);
        st = f < 0    ? PERF_COLLECT_CHILD_DB_ERROR
             : f == 1 ? PERF_COLLECT_CHILD_LOST
                      : PERF_COLLECT_CHILD_FAILED;
    } else {
        /* Each job of a pair is stored in its own transaction: its
         * results are whole without the other's. */
        int c = perf_collect_complete(&conn, job, col->name, res, err, sizeof err);
        if (c == 0 && job->partner)
            c = perf_collect_complete(&conn, job->partner, col->name, res2, err, sizeof err);
        if (c == 0) {
            printf("%s: done in %.1f s\n", title, sup_now_s() - pc.start);
            st = PERF_COLLECT_CHILD_STORED;
        } else if (c == 1) {
            printf("%s: %s; its results were discarded\n", title, err);
            st = PERF_COLLECT_CHILD_LOST;
        } else {
            /* One clear line; the job keeps every result stored before
             * (the transaction rolled back) and records why. */
            char msg[sizeof err + 64], dberr[1024];
            snprintf(msg, sizeof msg, "storing the results failed: %s", err);
            int f = perf_collect_fail_jobs(&conn, job, col->name, msg, 0, dberr, sizeof dberr);
            fprintf(stderr, "selfprof-perf: collect: %s: %s; nothing of this job was stored%s\n",
                    title, err,
                    f == 0 ? " (recorded on the job)"
                           : "; the failure could not be recorded on the job either");
            st = PERF_COLLECT_CHILD_DB_ERROR;
        }
    }
    perf_results_free(res);
    perf_results_free(res2);
    perf_db_retry_close(&conn);
    fflush(stdout);
    fflush(stderr);
    _exit(st);
}
