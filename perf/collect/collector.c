/* collector.c — the collector's life: its stop signals, its name checked
 * and registered, and the loop that claims jobs, finds each one's
 * benchmark in its suite and runs it (job_watch.c). */
#include "collect_internal.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/clock.h"

volatile sig_atomic_t perf_collect_stop_signal;

static void on_stop(int sig) { perf_collect_stop_signal = sig; }

void perf_collect_catch_stop_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

int perf_collect_stopped(void) { return perf_collect_stop_signal; }

/* 0 if `name` is free for this collector; 1 (after printing why) when a
 * live collector of that name holds a job under a valid lease: two
 * collectors of one name would renew each other's leases. A holder on
 * this host whose pid is gone died: its name is free again, and its jobs
 * are given back at once (its death was not theirs: no try counted, no
 * lease to wait for). < 0: a database error (err). */
static int name_taken(perf_db *db, const char *name, char *err, size_t errlen)
{
    char host[256] = "";
    gethostname(host, sizeof host - 1);
    perf_collector_hold hold;
    int held = perf_collector_holder(db, name, &hold, err, errlen);
    if (held <= 0)
        return held;
    pid_t pid = (pid_t)hold.pid;
    int dead = hold.host[0] && strcmp(hold.host, host) == 0 && kill(pid, 0) != 0 && errno == ESRCH;
    if (!dead) {
        fprintf(stderr,
                "selfprof-perf: collect: collector '%s' runs on %s (pid %ld) and holds job "
                "#%lld; give this one another --name\n",
                name, hold.host[0] ? hold.host : "?", (long)pid, (long long)hold.job_id);
        return 1;
    }
    printf("collect %s: the previous collector of this name (pid gone) held a job; given "
           "back\n",
           name);
    return perf_queue_release_collector(db, name, err, errlen) < 0 ? -1 : 0;
}

/* The name check and the registration: 1 when the name is taken. */
static int op_register(perf_db *db, void *p, char *err, size_t errlen)
{
    const perf_collector *col = p;
    int t = name_taken(db, col->name, err, errlen);
    if (t != 0)
        return t;
    return perf_collector_register(db, col->name, col->lease, err, errlen);
}

int perf_collect_start(perf_collector *col, perf_db *db, char *err, size_t errlen)
{
    col->jobs = 0;
    perf_db_retry_init(&col->conn, col->db_url, db, "collect", &perf_collect_stop_signal);
    /* No job can be claimed, stored or given back without room: the
     * collector waits for it, however long, rather than exit. */
    perf_db_retry_patience(&col->conn, INFINITY);
    return perf_collect_with_db(&col->conn, op_register, col, err, errlen);
}

void perf_collect_close(perf_collector *col)
{
    /* status says "gone" at once; one try: a database away now leaves
     * the collector to be marked past its lease instead. The mark names
     * this process, so a collector whose name was taken marks nothing. */
    char err[1024];
    int st;
    perf_db *db = perf_db_retry_get(&col->conn, &st, err, sizeof err);
    if (!db || perf_collector_stopped(db, col->name, err, sizeof err) < 0)
        fprintf(stderr, "selfprof-perf: collect: could not mark the collector as gone: %s\n", err);
    perf_db_retry_close(&col->conn);
}

typedef struct {
    const perf_collector *col;
    perf_job *out;
} claim_args;

static int op_claim(perf_db *db, void *p, char *err, size_t errlen)
{
    const claim_args *a = p;
    return perf_queue_claim(db, a->col->name, a->col->lease, a->out, err, errlen);
}

static int op_open_jobs(perf_db *db, void *p, char *err, size_t errlen)
{
    (void)p;
    int64_t n = perf_queue_open_jobs(db, err, errlen);
    return n < 0 ? (int)n : n > 0;
}

/* Job 0 is no job: only the collector's heartbeat moves. */
static int op_heartbeat(perf_db *db, void *p, char *err, size_t errlen)
{
    const perf_collector *col = p;
    return perf_queue_heartbeat(db, col->name, 0, col->lease, err, errlen);
}

/* The suite for `job`: --suite or the job's, loaded once and kept while
 * jobs use the same directory. NULL with err. */
static const perf_suite *suite_for(const perf_collector *col, const perf_job *job,
                                   perf_suite **cache, char *err, size_t errlen)
{
    const char *dir = col->suite_dir ? col->suite_dir : job->suite;
    if (*cache && strcmp((*cache)->dir, dir) == 0)
        return *cache;
    perf_suite_free(*cache);
    *cache = NULL;
    if (perf_suite_load_each(dir, cache, err, errlen) < 0)
        return NULL;
    return *cache;
}

/* "TITLE: claimed (try N of M; scenarios a, b; K iterations)". */
static void say_claimed(const perf_job *job, const char *title)
{
    printf("%s: claimed (try %d of %d; scenarios", title, job->tries, PERF_QUEUE_MAX_TRIES);
    for (size_t i = 0; i < job->scenario_count; i++)
        printf("%s %s", i ? "," : "", job->scenarios[i]);
    printf("; %d iteration%s)\n", job->iterations, job->iterations == 1 ? "" : "s");
}

/* Runs claimed `job` (*last_beat: when it ended), or fails it for good
 * when its benchmark is broken or not in the suite. 0 to go on, 1 to
 * stop, -1 on a database error (printed). */
static int take_job(perf_collector *col, perf_job *job, perf_suite **suite, double *last_beat)
{
    char err[2048], title[512];
    perf_collect_job_title(job, title, sizeof title);
    say_claimed(job, title);
    const perf_suite *s = suite_for(col, job, suite, err, sizeof err);
    const perf_bench *bench = s ? perf_suite_find(s, job->benchmark) : NULL;
    const char *broken = s ? perf_suite_broken(s, job->benchmark) : NULL;
    if (broken)
        snprintf(err, sizeof err, "%s", broken);
    else if (s && !bench)
        snprintf(err, sizeof err, "benchmark '%s' is not in the suite %s", job->benchmark, s->dir);
    if (!bench) {
        /* A broken config or a benchmark the suite lacks: no retry
         * mends it; the suite's other benchmarks are not touched. */
        char dberr[1024];
        perf_collect_print_failure(title, job, 1, err);
        if (perf_collect_fail_jobs(&col->conn, job, col->name, err, 1, dberr, sizeof dberr) < 0) {
            fprintf(stderr, "selfprof-perf: collect: %s\n", dberr);
            return -1;
        }
        return 0;
    }
    int j = perf_collect_run_job(col, job, bench);
    while (waitpid(-1, NULL, WNOHANG) > 0) /* orphans that ended by themselves */
        ;
    *last_beat = sup_now_s();
    return j;
}

/* With no job to claim: 1 when the collector is done (until_empty and
 * nothing queued or running), 0 to wait and claim again (the collector's
 * heartbeat renewed every third of the lease), -1 on a database error
 * (printed) or a stop. */
static int idle(perf_collector *col, double *last_beat)
{
    char err[2048];
    if (col->until_empty) {
        int open = perf_collect_with_db(&col->conn, op_open_jobs, NULL, err, sizeof err);
        if (open < 0 && perf_collect_stop_signal)
            return 1;
        if (open < 0) {
            fprintf(stderr, "selfprof-perf: collect: %s\n", err);
            return -1;
        }
        if (open == 0)
            return 1;
    }
    if (sup_now_s() - *last_beat >= col->lease / 3.0) {
        if (perf_collect_with_db(&col->conn, op_heartbeat, col, err, sizeof err) < 0 &&
            !perf_collect_stop_signal)
            fprintf(stderr, "selfprof-perf: collect: heartbeat: %s (retrying)\n", err);
        *last_beat = sup_now_s();
    }
    sup_sleep_s(col->until_empty ? 0.5 : 2);
    return 0;
}

int perf_collect_loop(perf_collector *col)
{
    char err[2048];
    int rc = 0;
    perf_suite *suite = NULL;
    double last_beat = sup_now_s();
    while (!perf_collect_stop_signal) {
        perf_job job = {0};
        claim_args claim = {col, &job};
        int r = perf_collect_with_db(&col->conn, op_claim, &claim, err, sizeof err);
        if (r < 0 && perf_collect_stop_signal)
            break;
        if (r < 0) {
            fprintf(stderr, "selfprof-perf: collect: %s\n", err);
            rc = -1;
            break;
        }
        if (r == 0) {
            int i = idle(col, &last_beat);
            if (i < 0)
                rc = -1;
            if (i != 0)
                break;
            continue;
        }
        col->jobs += job.partner ? 2 : 1;
        int j = take_job(col, &job, &suite, &last_beat);
        perf_job_clear(&job);
        if (j < 0) {
            rc = -1;
            break;
        }
    }
    perf_suite_free(suite);
    return rc;
}
