/* cmd_collect.c — `selfprof-perf collect`: a collector. Claims jobs,
 * runs them, writes their results, heartbeats, until stopped (or, with
 * --until-empty, until no job is queued or running).
 *
 * Each job runs in a child process (its own process group, its own
 * database connection) that runs perf_run_job and writes the results with
 * perf_queue_complete, or records the failure; the parent only claims,
 * heartbeats on its own connection and watches. Why a process, not a
 * thread: a stop (SIGINT, SIGTERM) or a lost lease must end the job's
 * compilations at once, and killing the child's process group does that
 * whatever the runner has started; a crash in a job is a failed job, not
 * a dead collector. The runner starts each compilation in a process group
 * of its own, so the collector is also a child subreaper: when the job's
 * process dies, its compilations come to the collector, which kills them.
 * If the collector itself dies, the child gets SIGKILL
 * (PR_SET_PDEATHSIG), so a dead machine's job is finished by another
 * collector after its lease expires, and never twice. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../db/db_retry.h"
#include "../queue/queue.h"
#include "../run/runner.h"
#include "../run/work_dir.h"
#include "../suite/suite.h"
#include "support/child.h"
#include "support/clock.h"
#include "support/files.h"
#include "support/supervise.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf collect [--name NAME] [--until-empty] [--suite DIR]\n"
    "                             [--lease SECONDS] [--timeout SECONDS] [--work-dir DIR]\n"
    "                             [--db URL]\n\n"
    "A collector: claims queued jobs (or jobs whose collector stopped\n"
    "heartbeating), runs them, and stores each job's results in one transaction.\n"
    "Many collectors may share one database (PostgreSQL for many machines).\n"
    "Prints a progress line (benchmark, scenario, iteration, ETA) on a terminal,\n"
    "plain lines otherwise. SIGINT or SIGTERM stops it cleanly: the running job's\n"
    "compilations are stopped and the job is released for another collector.\n\n"
    "  --name NAME       this collector's name, unique among collectors (a name\n"
    "                    whose collector holds a job is refused; one whose process\n"
    "                    is gone on this host is taken over and its job given\n"
    "                    back; default HOST-PID)\n"
    "  --until-empty     stop when no job is queued or running (default: wait for\n"
    "                    new jobs forever)\n"
    "  --suite DIR       run the benchmarks from DIR (default: the suite each job was\n"
    "                    queued with)\n"
    "  --lease SECONDS   how long a claimed job stays ours without a heartbeat\n"
    "                    (default 300, at least 2); the heartbeat renews it every\n"
    "                    third of it\n"
    "  --timeout SECONDS a compiler run taking longer is killed and fails the job\n"
    "                    (default 1800)\n"
    "  --work-dir DIR    where jobs build (default $TMPDIR, then /tmp); a directory\n"
    "                    of this collector's is made in it and removed at the end\n"
    "                    (those of killed collectors at the next start)\n"
    "  --db URL          sqlite:PATH or postgres://... (default $SELFPROF_PERF_DB,\n"
    "                    then sqlite:./selfprof-perf.db)\n"
    "  -h, --help        this text\n\n"
    "A lost connection or a locked database is waited out (one line on stderr,\n"
    "retries with backoff, one line when it is back); a job keeps its results\n"
    "and stores them then, and no try is counted. A broken benchmark directory\n"
    "fails only its own jobs.\n\n"
    "Exit status: 0 when done (--until-empty), 1 when the database cannot be\n"
    "reached at the start or on another database error such as a full disk\n"
    "(also recorded on the job when the database allows), 128+N after signal N.\n";

/* The child's exit statuses. */
enum { CHILD_STORED = 0, CHILD_DB_ERROR = 1, CHILD_FAILED = 3, CHILD_LOST = 4 };

static volatile sig_atomic_t stop_signal;

static void on_stop(int sig) { stop_signal = sig; }

typedef struct {
    const char *db_url;
    const char *name;
    const char *suite_dir; /* --suite, or NULL */
    int lease, timeout;
    char work[PATH_MAX];
} collector;

static double now_s(void) { return sup_now_s(); }

/* "job #3 serde check" for messages. */
static void job_title(const perf_job *job, char *buf, size_t n)
{
    if (job->partner)
        snprintf(buf, n, "jobs #%lld+#%lld %s+%s %s %s", (long long)job->id,
                 (long long)job->partner->id, job->artifact.name, job->partner->artifact.name,
                 job->benchmark, job->profile);
    else
        snprintf(buf, n, "job #%lld %s %s %s", (long long)job->id, job->artifact.name,
                 job->benchmark, job->profile);
}

/* perf_queue_fail (or, `final`, perf_queue_fail_final: no retry) for the
 * job and its partner (a pair fails together: their iterations were one
 * sequence). The first one's result. */
static int fail_jobs(perf_db *db, const perf_job *job, const char *who, const char *msg, int final,
                     char *err, size_t errlen)
{
    int (*fail)(perf_db *, const perf_job *, const char *, const char *, char *,
                size_t) = final ? perf_queue_fail_final : perf_queue_fail;
    int f = fail(db, job, who, msg, err, errlen);
    if (job->partner) {
        char e2[1024];
        int f2 = fail(db, job->partner, who, msg, e2, sizeof e2);
        if (f2 < 0 && f >= 0) {
            snprintf(err, errlen, "%s", e2);
            f = f2;
        }
    }
    return f;
}

/* perf_queue_release for the job and its partner. */
static int release_jobs(perf_db *db, const perf_job *job, const char *who, char *err, size_t errlen)
{
    int r = perf_queue_release(db, job, who, err, errlen);
    if (job->partner) {
        char e2[1024];
        int r2 = perf_queue_release(db, job->partner, who, e2, sizeof e2);
        if (r2 < 0 && r >= 0) {
            snprintf(err, errlen, "%s", e2);
            r = r2;
        }
    }
    return r;
}

/* perf_queue_heartbeat for the job and its partner: 1 when either lease
 * was lost (the pair stops), < 0 on error. */
static int heartbeat_jobs(perf_db *db, const perf_job *job, const char *who, int lease, char *err,
                          size_t errlen)
{
    int h = perf_queue_heartbeat(db, who, job->id, lease, err, errlen);
    if (h >= 0 && job->partner) {
        int h2 = perf_queue_heartbeat(db, who, job->partner->id, lease, err, errlen);
        h = h2 != 0 ? h2 : h;
    }
    return h;
}

/* One database operation: its result (>= 0) or a negative status. */
typedef int (*db_op)(perf_db *db, void *ctx, char *err, size_t errlen);

/* Runs `op` on the retrying connection until it is done: a transient
 * fault (the connection lost, the database locked by another writer, a
 * deadlock or serialization failure: the operation's transaction rolled
 * back) waits with backoff and runs it again, so measured results and
 * failures wait for the database instead of being lost. Returns op's
 * result, a negative status for a real error, or PERF_DB_CONNECT when a
 * stop signal ended the wait. */
static int with_db(perf_db_retry *conn, db_op op, void *ctx, char *err, size_t errlen)
{
    for (;;) {
        int st;
        perf_db *db = perf_db_retry_get(conn, &st, err, errlen);
        int r = db ? op(db, ctx, err, errlen) : st;
        if (r >= 0) {
            perf_db_retry_ok(conn);
            return r;
        }
        if (stop_signal || !perf_db_retry_wait(conn, r, err))
            return r;
    }
}

/* The arguments of the queue calls run through with_db. */
typedef struct {
    const perf_job *job;
    const char *who;
    const perf_results *res; /* complete */
    const char *msg;         /* fail */
    int final;               /* fail */
    int lease;               /* heartbeat, claim */
    perf_job *out;           /* claim */
} op_args;

static int op_complete(perf_db *db, void *p, char *err, size_t errlen)
{
    const op_args *a = p;
    return perf_queue_complete(db, a->job, a->who, a->res, err, errlen);
}

static int op_store(perf_db *db, void *p, char *err, size_t errlen)
{
    const op_args *a = p;
    return perf_queue_store(db, a->job, a->who, a->res, err, errlen);
}

static int op_fail(perf_db *db, void *p, char *err, size_t errlen)
{
    const op_args *a = p;
    return fail_jobs(db, a->job, a->who, a->msg, a->final, err, errlen);
}

static int op_release(perf_db *db, void *p, char *err, size_t errlen)
{
    const op_args *a = p;
    return release_jobs(db, a->job, a->who, err, errlen);
}

static int op_claim(perf_db *db, void *p, char *err, size_t errlen)
{
    op_args *a = p;
    return perf_queue_claim(db, a->who, a->lease, a->out, err, errlen);
}

static int op_open_jobs(perf_db *db, void *p, char *err, size_t errlen)
{
    (void)p;
    int64_t n = perf_queue_open_jobs(db, err, errlen);
    return n < 0 ? (int)n : n > 0;
}

static int name_taken(perf_db *db, const char *name, char *err, size_t errlen);

/* The name check and the registration: 1 when the name is taken. */
static int op_register(perf_db *db, void *p, char *err, size_t errlen)
{
    const op_args *a = p;
    int t = name_taken(db, a->who, err, errlen);
    if (t != 0)
        return t;
    return perf_collector_register(db, a->who, err, errlen);
}

static int op_heartbeat(perf_db *db, void *p, char *err, size_t errlen)
{
    const op_args *a = p;
    return perf_queue_heartbeat(db, a->who, 0, a->lease, err, errlen);
}

/* perf_queue_complete of one job, stored once the database takes it. */
static int complete_job(perf_db_retry *conn, const perf_job *job, const char *who,
                        const perf_results *res, char *err, size_t errlen)
{
    op_args a = {.job = job, .who = who, .res = res};
    return with_db(conn, op_complete, &a, err, errlen);
}

/* perf_queue_store of a job's complete scenarios (the job and its partner,
 * each in its own transaction), once the database takes them. */
static int store_jobs(perf_db_retry *conn, const perf_job *job, const char *who,
                      const perf_results *res, const perf_results *res2, char *err, size_t errlen)
{
    op_args a = {.job = job, .who = who, .res = res};
    int c = with_db(conn, op_store, &a, err, errlen);
    if (c == 0 && job->partner) {
        op_args b = {.job = job->partner, .who = who, .res = res2};
        c = with_db(conn, op_store, &b, err, errlen);
    }
    return c;
}

/* fail_jobs, recorded once the database takes it. */
static int fail_jobs_retrying(perf_db_retry *conn, const perf_job *job, const char *who,
                              const char *msg, int final, char *err, size_t errlen)
{
    op_args a = {.job = job, .who = who, .msg = msg, .final = final};
    return with_db(conn, op_fail, &a, err, errlen);
}

typedef struct {
    const perf_job *job;
    double start;
    int tty;
} progress_ctx;

static void progress(void *p, const char *scenario, int iteration, int iterations, double fraction)
{
    progress_ctx *c = p;
    char title[512], eta[64] = "";
    job_title(c->job, title, sizeof title);
    double spent = now_s() - c->start;
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

/* "TITLE: failed (try N of M): ERR" or, final, "TITLE: failed, not to
 * be retried: ERR", the error's first line. */
static void print_failure(const char *title, const perf_job *job, int final, const char *err)
{
    const char *nl = strchr(err, '\n');
    int len = nl ? (int)(nl - err) : (int)strlen(err);
    if (final)
        printf("%s: failed, not to be retried: %.*s\n", title, len, err);
    else
        printf("%s: failed (try %d of %d): %.*s\n", title, job->tries, PERF_QUEUE_MAX_TRIES, len,
               err);
}

/* The child: runs the job and stores its outcome; never returns. */
static void run_child(const collector *col, const perf_job *job, const perf_bench *bench)
{
    char err[PERF_QUEUE_ERROR_MAX + 1024], title[512], who[600];
    job_title(job, title, sizeof title);
    /* The database is opened when the results are ready, not before: an
     * outage while the job compiles costs it nothing. */
    snprintf(who, sizeof who, "collect: %s", title);
    perf_db_retry conn;
    perf_db_retry_init(&conn, col->db_url, NULL, who, NULL);
    progress_ctx pc = {job, now_s(), isatty(1)};
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
        int c = store_jobs(&conn, job, col->name, res, res2, serr, sizeof serr);
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
        int f = fail_jobs_retrying(&conn, job, col->name, err, final, dberr, sizeof dberr);
        print_failure(title, job, final, err);
        if (f < 0)
            fprintf(stderr, "selfprof-perf: collect: %s: the failure could not be recorded: %s\n",
                    title, dberr);
        st = f < 0 ? CHILD_DB_ERROR : f == 1 ? CHILD_LOST : CHILD_FAILED;
    } else {
        /* Each job of a pair is stored in its own transaction: its
         * results are whole without the other's. */
        int c = complete_job(&conn, job, col->name, res, err, sizeof err);
        if (c == 0 && job->partner)
            c = complete_job(&conn, job->partner, col->name, res2, err, sizeof err);
        if (c == 0) {
            printf("%s: done in %.1f s\n", title, now_s() - pc.start);
            st = CHILD_STORED;
        } else if (c == 1) {
            printf("%s: %s; its results were discarded\n", title, err);
            st = CHILD_LOST;
        } else {
            /* One clear line; the job keeps every result stored before
             * (the transaction rolled back) and records why. */
            char msg[sizeof err + 64], dberr[1024];
            snprintf(msg, sizeof msg, "storing the results failed: %s", err);
            int f = fail_jobs_retrying(&conn, job, col->name, msg, 0, dberr, sizeof dberr);
            fprintf(stderr, "selfprof-perf: collect: %s: %s; nothing of this job was stored%s\n",
                    title, err,
                    f == 0 ? " (recorded on the job)"
                           : "; the failure could not be recorded on the job either");
            st = CHILD_DB_ERROR;
        }
    }
    perf_results_free(res);
    perf_results_free(res2);
    perf_db_retry_close(&conn);
    fflush(stdout);
    fflush(stderr);
    _exit(st);
}

/* The job's process, started by the child runner (support/child.h). */
typedef struct {
    const collector *col;
    const perf_job *job;
    const perf_bench *bench;
} child_args;

static int job_process(void *p)
{
    const child_args *a = p;
    run_child(a->col, a->job, a->bench);
    return CHILD_LOST; /* not reached */
}

/* Runs one claimed job to its end. Returns 0 to go on, 1 to stop (a
 * signal: the job was released), -1 on a database error. */
static int run_job(collector *col, perf_db_retry *conn, const perf_job *job,
                   const perf_bench *bench)
{
    char err[1024], title[512];
    job_title(job, title, sizeof title);
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
        perf_fail("collect: %s: %s", title, err);
        char dberr[1024];
        op_args a = {.job = job, .who = col->name};
        with_db(conn, op_release, &a, dberr, sizeof dberr);
        return -1;
    }
    pid_t pid = child.pid;
    double interval = col->lease / 3.0, next = now_s() + interval;
    int status = 0, hb_warned = 0;
    double hb_failing_since = 0;
    for (;;) {
        pid_t w = waitpid(pid, &status, WNOHANG);
        if (w == pid)
            break;
        if (stop_signal) {
            sig_atomic_t sig = stop_signal;
            sup_supervise_stop(pid, &status);
            op_args a = {.job = job, .who = col->name};
            stop_signal = 0; /* a stopped collector waits for the database to give the job back */
            int r = with_db(conn, op_release, &a, err, sizeof err);
            stop_signal = sig;
            printf("%s: stopped by signal %d; %s\n", title, (int)sig,
                   r == 0   ? "released for another collector"
                   : r == 1 ? "it was no longer ours"
                            : err);
            return 1;
        }
        if (now_s() >= next) {
            next = now_s() + interval;
            int st;
            perf_db *db = perf_db_retry_get(conn, &st, err, sizeof err);
            int h = db ? heartbeat_jobs(db, job, col->name, col->lease, err, sizeof err) : st;
            /* A lost connection or a lock: a new connection and another
             * heartbeat soon (the wait is the backoff); the job goes on. */
            int transient = h < 0 && perf_db_retry_wait(conn, h, err);
            if (transient)
                next = now_s();
            else if (h >= 0)
                perf_db_retry_ok(conn);
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
                hb_failing_since = now_s();
            if (h < 0 && !transient && !hb_warned &&
                now_s() - hb_failing_since >= col->lease / 2.0) {
                fprintf(stderr,
                        "selfprof-perf: collect: %s: heartbeats failing for %.0f s, the "
                        "lease may expire: %s\n",
                        title, now_s() - hb_failing_since, err);
                hb_warned = 1;
            }
            if (h >= 0)
                hb_failing_since = 0, hb_warned = 0;
        }
        sup_sleep_s(0.1);
    }
    if (WIFEXITED(status)) {
        int code = WEXITSTATUS(status);
        return code == CHILD_DB_ERROR ? -1 : 0;
    }
    snprintf(err, sizeof err, "the job's process died of signal %d", WTERMSIG(status));
    printf("%s: %s\n", title, err);
    char dberr[1024];
    if (fail_jobs_retrying(conn, job, col->name, err, 0, dberr, sizeof dberr) < 0) {
        perf_fail("collect: %s: %s", title, dberr);
        return -1;
    }
    return 0;
}

/* The suite for `job`: --suite or the job's, loaded once and kept while
 * jobs use the same directory. NULL with err. */
static const perf_suite *suite_for(const collector *col, const perf_job *job, perf_suite **cache,
                                   char *err, size_t errlen)
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
        perf_fail("collect: collector '%s' runs on %s (pid %ld) and holds job #%lld; "
                  "give this one another --name",
                  name, hold.host[0] ? hold.host : "?", (long)pid, (long long)hold.job_id);
        return 1;
    }
    printf("collect %s: the previous collector of this name (pid gone) held a job; given "
           "back\n",
           name);
    return perf_queue_release_collector(db, name, err, errlen) < 0 ? -1 : 0;
}

/* perf_work_dir_remove_stale's word on each directory it removes. */
static void say_removing(const char *dir, void *ctx)
{
    (void)ctx;
    printf("collect: removing %s, left by a collector that is gone\n", dir);
}

static int parse_seconds(const char *opt, const char *v, int min, int *out)
{
    char *end;
    long n = strtol(v, &end, 10);
    if (*end || end == v || n < min || n > 86400L * 7) {
        fprintf(stderr, "selfprof-perf: collect: %s '%s' is not a number of seconds >= %d\n", opt,
                v, min);
        return -1;
    }
    *out = (int)n;
    return 0;
}

int cmd_collect(int argc, char **argv)
{
    static const struct option LONG[] = {{"db", required_argument, 0, 'd'},
                                         {"name", required_argument, 0, 'n'},
                                         {"until-empty", no_argument, 0, 'u'},
                                         {"suite", required_argument, 0, 'S'},
                                         {"lease", required_argument, 0, 'l'},
                                         {"timeout", required_argument, 0, 't'},
                                         {"work-dir", required_argument, 0, 'w'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    collector col = {NULL, NULL, NULL, 300, 1800, ""};
    const char *db_arg = NULL, *work_base = NULL;
    int until_empty = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'n': col.name = optarg; break;
        case 'u': until_empty = 1; break;
        case 'S': col.suite_dir = optarg; break;
        case 'w': work_base = optarg; break;
        case 'l':
            if (parse_seconds("--lease", optarg, 2, &col.lease) < 0)
                return PERF_EXIT_USAGE;
            break;
        case 't':
            if (parse_seconds("--timeout", optarg, 1, &col.timeout) < 0)
                return PERF_EXIT_USAGE;
            break;
        default: return perf_option_error("collect", c, argv);
        }
    }
    if (optind < argc) {
        fprintf(stderr, "selfprof-perf: collect: unexpected argument '%s'\n", argv[optind]);
        return PERF_EXIT_USAGE;
    }
    char default_name[300];
    if (!col.name) {
        char host[256] = "host";
        gethostname(host, sizeof host - 1);
        host[sizeof host - 1] = 0;
        snprintf(default_name, sizeof default_name, "%s-%ld", host, (long)getpid());
        col.name = default_name;
    }
    col.db_url = perf_db_url_choose(db_arg);
    /* A database that cannot be reached at the start is an error (a wrong
     * URL should not wait forever); once connected, faults are waited out. */
    perf_db *db0 = perf_open_db(db_arg, 0, 0);
    if (!db0)
        return PERF_EXIT_FAIL;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    perf_db_retry conn;
    perf_db_retry_init(&conn, col.db_url, db0, "collect", &stop_signal);
    char err[2048];
    op_args reg = {.who = col.name, .lease = col.lease};
    int t = with_db(&conn, op_register, &reg, err, sizeof err);
    if (t != 0) {
        perf_db_retry_close(&conn);
        if (t == 1)
            return PERF_EXIT_FAIL; /* name_taken said why */
        return stop_signal ? 128 + stop_signal : perf_fail("collect: %s", err);
    }
    work_base = perf_work_dir_base(work_base);
    perf_work_dir_remove_stale(work_base, say_removing, NULL);
    if (perf_work_dir_make(work_base, col.work, sizeof col.work) < 0) {
        perf_db_retry_close(&conn);
        return perf_fail("collect: cannot make a work directory in %s: %s", work_base,
                         strerror(errno));
    }
    /* Orphaned compilations of a stopped job come to us
     * (sup_supervise_stop kills them). */
    sup_supervise_begin();

    int rc = PERF_EXIT_OK, jobs = 0;
    perf_suite *suite = NULL;
    double last_beat = now_s();
    while (!stop_signal) {
        perf_job job = {0};
        op_args claim = {.who = col.name, .lease = col.lease, .out = &job};
        int r = with_db(&conn, op_claim, &claim, err, sizeof err);
        if (r < 0 && stop_signal)
            break;
        if (r < 0) {
            rc = perf_fail("collect: %s", err);
            break;
        }
        if (r == 0) {
            if (until_empty) {
                int open = with_db(&conn, op_open_jobs, NULL, err, sizeof err);
                if (open < 0 && stop_signal)
                    break;
                if (open < 0) {
                    rc = perf_fail("collect: %s", err);
                    break;
                }
                if (open == 0)
                    break;
            }
            if (now_s() - last_beat >= col.lease / 3.0) {
                /* Job 0 is no job: only the collector's heartbeat moves. */
                if (with_db(&conn, op_heartbeat, &reg, err, sizeof err) < 0 && !stop_signal)
                    fprintf(stderr, "selfprof-perf: collect: heartbeat: %s (retrying)\n", err);
                last_beat = now_s();
            }
            sup_sleep_s(until_empty ? 0.5 : 2);
            continue;
        }
        jobs += job.partner ? 2 : 1;
        char title[512];
        job_title(&job, title, sizeof title);
        printf("%s: claimed (try %d of %d; scenarios", title, job.tries, PERF_QUEUE_MAX_TRIES);
        for (size_t i = 0; i < job.scenario_count; i++)
            printf("%s %s", i ? "," : "", job.scenarios[i]);
        printf("; %d iteration%s)\n", job.iterations, job.iterations == 1 ? "" : "s");
        const perf_suite *s = suite_for(&col, &job, &suite, err, sizeof err);
        const perf_bench *bench = s ? perf_suite_find(s, job.benchmark) : NULL;
        const char *broken = s ? perf_suite_broken(s, job.benchmark) : NULL;
        if (broken)
            snprintf(err, sizeof err, "%s", broken);
        else if (s && !bench)
            snprintf(err, sizeof err, "benchmark '%s' is not in the suite %s", job.benchmark,
                     s->dir);
        if (!bench) {
            /* A broken config or a benchmark the suite lacks: no retry
             * mends it; the suite's other benchmarks are not touched. */
            char dberr[1024];
            print_failure(title, &job, 1, err);
            if (fail_jobs_retrying(&conn, &job, col.name, err, 1, dberr, sizeof dberr) < 0) {
                rc = perf_fail("collect: %s", dberr);
                perf_job_clear(&job);
                break;
            }
            perf_job_clear(&job);
            continue;
        }
        int j = run_job(&col, &conn, &job, bench);
        perf_job_clear(&job);
        while (waitpid(-1, NULL, WNOHANG) > 0) /* orphans that ended by themselves */
            ;
        last_beat = now_s();
        if (j < 0) {
            rc = PERF_EXIT_FAIL;
            break;
        }
    }
    perf_suite_free(suite);
    sup_remove_tree(col.work);
    perf_db_retry_close(&conn);
    if (stop_signal && rc == PERF_EXIT_OK) {
        printf("collect %s: stopped by signal %d after %d job%s\n", col.name, (int)stop_signal,
               jobs, jobs == 1 ? "" : "s");
        return 128 + stop_signal;
    }
    if (rc == PERF_EXIT_OK)
        printf("collect %s: no job left after %d job%s\n", col.name, jobs, jobs == 1 ? "" : "s");
    return rc;
}
