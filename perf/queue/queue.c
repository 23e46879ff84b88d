/* queue.c — requests, jobs and collectors: creating work, claiming it
 * under a lease, heartbeats, failure and release (see queue.h; writing a
 * job's results is complete.c).
 *
 * Why every update names the collector and the try: a collector that hung
 * past its lease may wake up after another one took the job over; its
 * heartbeat, failure or results must then change nothing. job.tries is
 * bumped by each claim, so (collector, tries) names one claim. */
#include "queue.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../store/sql_run.h"

void perf_job_clear(perf_job *job)
{
    perf_artifact_clear(&job->artifact);
    free(job->benchmark);
    free(job->suite);
    free(job->profile);
    for (size_t i = 0; i < job->scenario_count; i++)
        free(job->scenarios[i]);
    free(job->scenarios);
    free(job->metrics);
    if (job->partner) {
        perf_job_clear(job->partner);
        free(job->partner);
    }
    memset(job, 0, sizeof *job);
}

static int64_t now(void) { return (int64_t)time(NULL); }

int perf_queue_request_create(perf_db *db, int64_t artifact_id, int64_t base_id, const char *suite,
                              int iterations, int64_t *id, char *err, size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "INSERT INTO request (artifact_id, base_id, suite, iterations, created_at) "
                        "VALUES ($1, $2, $3, $4, $5) RETURNING id",
                        &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, artifact_id);
    if (base_id > 0)
        perf_stmt_bind_int64(st, 2, base_id);
    else
        perf_stmt_bind_null(st, 2);
    perf_stmt_bind_text(st, 3, suite);
    perf_stmt_bind_int64(st, 4, iterations);
    perf_stmt_bind_int64(st, 5, now());
    int r = perf_stmt_step(st, err, errlen);
    *id = r == PERF_DB_ROW ? perf_stmt_column_int64(st, 0) : 0;
    perf_stmt_finalize(st);
    return r == PERF_DB_ROW ? 0 : -1;
}

int64_t perf_queue_benchmark(perf_db *db, const char *name, const char *language,
                             const char *category, const char *suite, char *err, size_t errlen)
{
    int64_t id;
    if (perf_sql_run(
            db,
            "INSERT INTO benchmark (name, language, category, suite) VALUES ($1, $2, $3, $4) "
            "ON CONFLICT (name) DO UPDATE SET language = $2, category = $3, suite = $4 "
            "RETURNING id",
            err, errlen, &id, "tttt", name, language, category, suite) != PERF_DB_ROW)
        return -1;
    return id;
}

int perf_queue_measured(perf_db *db, int64_t artifact_id, int64_t benchmark_id, const char *profile,
                        const char *scenario, char *err, size_t errlen)
{
    int r = perf_sql_run(db,
                         "SELECT 1 FROM sample WHERE artifact_id = $1 AND benchmark_id = $2 AND "
                         "profile = $3 AND scenario = $4 LIMIT 1",
                         err, errlen, NULL, "iitt", artifact_id, benchmark_id, profile, scenario);
    return r == PERF_DB_ERROR ? -1 : r == PERF_DB_ROW;
}

/* The scenarios joined by ',' (malloc'd), or NULL: out of memory, or a
 * name is empty or contains ','. */
static char *join_scenarios(const char *const *scenarios, size_t n, char *err, size_t errlen)
{
    size_t len = 1;
    for (size_t i = 0; i < n; i++) {
        if (!*scenarios[i] || strchr(scenarios[i], ',')) {
            snprintf(err, errlen, "scenario '%s': empty or contains ','", scenarios[i]);
            return NULL;
        }
        len += strlen(scenarios[i]) + 1;
    }
    char *s = malloc(len);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    s[0] = 0;
    for (size_t i = 0; i < n; i++) {
        if (i)
            strcat(s, ",");
        strcat(s, scenarios[i]);
    }
    return s;
}

int perf_queue_add_job(perf_db *db, int64_t request_id, int64_t artifact_id, int64_t benchmark_id,
                       const char *profile, const char *const *scenarios, size_t n, int iterations,
                       const perf_job_options *opt, char *err, size_t errlen)
{
    const char *metrics = opt ? opt->metrics : NULL;
    int64_t sps = opt && opt->self_profiles > 1 ? opt->self_profiles : 1;
    int64_t fixed = opt && opt->fixed_iterations ? 1 : 0;
    if (n == 0) {
        snprintf(err, errlen, "a job needs at least one scenario");
        return -1;
    }
    size_t missing = 0;
    for (size_t i = 0; i < n; i++) {
        int m = perf_queue_measured(db, artifact_id, benchmark_id, profile, scenarios[i], err,
                                    errlen);
        if (m < 0)
            return -1;
        missing += !m;
    }
    if (missing == 0)
        return 1;
    char *joined = join_scenarios(scenarios, n, err, errlen);
    if (!joined)
        return -1;
    perf_stmt *st;
    int rc = -1;
    if (perf_db_prepare(
            db,
            "SELECT id, state FROM job WHERE artifact_id = $1 AND benchmark_id = $2 AND "
            "profile = $3",
            &st, err, errlen) < 0)
        goto out;
    perf_stmt_bind_int64(st, 1, artifact_id);
    perf_stmt_bind_int64(st, 2, benchmark_id);
    perf_stmt_bind_text(st, 3, profile);
    int r = perf_stmt_step(st, err, errlen);
    int64_t old = r == PERF_DB_ROW ? perf_stmt_column_int64(st, 0) : 0;
    int active = r == PERF_DB_ROW && (!strcmp(perf_stmt_column_text(st, 1), "queued") ||
                                      !strcmp(perf_stmt_column_text(st, 1), "running"));
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        goto out;
    if (active) {
        rc = 1;
    } else if (old) {
        rc = perf_sql_run(db,
                          "UPDATE job SET request_id = $1, scenarios = $2, iterations = $3, "
                          "state = 'queued', collector = NULL, lease_until = NULL, tries = 0, "
                          "error = NULL, queued_at = $4, started_at = NULL, finished_at = NULL, "
                          "pair_job_id = NULL, remeasure_id = NULL, metrics = $6, "
                          "self_profiles = $7, fixed_iterations = $8 WHERE id = $5",
                          err, errlen, NULL, "itiiitii", request_id, joined, (int64_t)iterations,
                          now(), old, metrics, sps, fixed) == PERF_DB_ERROR
                 ? -1
                 : 2;
    } else {
        rc = perf_sql_run(db,
                          "INSERT INTO job (request_id, artifact_id, benchmark_id, profile, "
                          "scenarios, iterations, state, tries, queued_at, metrics, "
                          "self_profiles, fixed_iterations) VALUES ($1, $2, $3, $4, $5, $6, "
                          "'queued', 0, $7, $8, $9, $10)",
                          err, errlen, NULL, "iiittiitii", request_id, artifact_id, benchmark_id,
                          profile, joined, (int64_t)iterations, now(), metrics, sps,
                          fixed) == PERF_DB_ERROR
                 ? -1
                 : 0;
    }
out:
    free(joined);
    return rc;
}

int perf_queue_pair_jobs(perf_db *db, int64_t a, int64_t b, int64_t benchmark_id,
                         const char *profile, char *err, size_t errlen)
{
    int64_t ja, jb;
    const char *sql = "SELECT id FROM job WHERE artifact_id = $1 AND benchmark_id = $2 AND "
                      "profile = $3 AND state = 'queued' AND tries = 0";
    int r = perf_sql_run(db, sql, err, errlen, &ja, "iit", a, benchmark_id, profile);
    if (r != PERF_DB_ROW)
        return r == PERF_DB_ERROR ? -1 : 0;
    r = perf_sql_run(db, sql, err, errlen, &jb, "iit", b, benchmark_id, profile);
    if (r != PERF_DB_ROW)
        return r == PERF_DB_ERROR ? -1 : 0;
    int64_t same;
    r = perf_sql_run(db,
                     "SELECT count(*) FROM job x JOIN job y ON x.scenarios = y.scenarios AND "
                     "x.iterations = y.iterations AND COALESCE(x.self_profiles, 1) = "
                     "COALESCE(y.self_profiles, 1) WHERE x.id = $1 AND y.id = $2",
                     err, errlen, &same, "ii", ja, jb);
    if (r != PERF_DB_ROW)
        return -1;
    if (!same)
        return 0;
    return perf_sql_run(db,
                        "UPDATE job SET pair_job_id = CASE WHEN id = $1 THEN $2 ELSE $1 END "
                        "WHERE id IN ($1, $2)",
                        err, errlen, NULL, "ii", ja, jb) == PERF_DB_ERROR
               ? -1
               : 1;
}

int perf_queue_remeasure_beside(perf_db *db, int64_t a, int64_t b, int64_t benchmark_id,
                                const char *profile, char *err, size_t errlen)
{
    int64_t jb;
    int r = perf_sql_run(db,
                         "SELECT id FROM job WHERE artifact_id = $1 AND benchmark_id = $2 AND "
                         "profile = $3 AND state = 'queued' AND tries = 0 AND pair_job_id IS NULL",
                         err, errlen, &jb, "iit", b, benchmark_id, profile);
    if (r != PERF_DB_ROW)
        return r == PERF_DB_ERROR ? -1 : 0;
    return perf_sql_run(db, "UPDATE job SET remeasure_id = $1 WHERE id = $2", err, errlen, NULL,
                        "ii", a, jb) == PERF_DB_ERROR
               ? -1
               : 1;
}

int64_t perf_queue_open_jobs(perf_db *db, char *err, size_t errlen)
{
    int64_t n;
    return perf_sql_run(db, "SELECT count(*) FROM job WHERE state IN ('queued', 'running')", err,
                        errlen, &n, "") == PERF_DB_ROW
               ? n
               : -1;
}

int perf_collector_register(perf_db *db, const char *name, int lease_seconds, char *err,
                            size_t errlen)
{
    char host[256] = "?";
    if (gethostname(host, sizeof host - 1) != 0)
        snprintf(host, sizeof host, "?");
    host[sizeof host - 1] = 0;
    int64_t t = now();
    return perf_sql_run(db,
                        "INSERT INTO collector (name, host, pid, started_at, last_heartbeat, "
                        "lease) VALUES ($1, $2, $3, $4, $4, $5) ON CONFLICT (name) DO UPDATE SET "
                        "host = $2, pid = $3, started_at = $4, last_heartbeat = $4, job_id = NULL, "
                        "lease = $5, stopped_at = NULL",
                        err, errlen, NULL, "ttiii", name, host, (int64_t)getpid(), t,
                        (int64_t)lease_seconds) == PERF_DB_ERROR
               ? -1
               : 0;
}

int perf_collector_stopped(perf_db *db, const char *name, char *err, size_t errlen)
{
    return perf_sql_run(db,
                        "UPDATE collector SET stopped_at = $1, job_id = NULL WHERE name = $2 AND "
                        "pid = $3",
                        err, errlen, NULL, "iti", now(), name, (int64_t)getpid()) == PERF_DB_ERROR
               ? -1
               : 0;
}

int perf_collector_holder(perf_db *db, const char *name, perf_collector_hold *out, char *err,
                          size_t errlen)
{
    memset(out, 0, sizeof *out);
    perf_stmt *st;
    if (perf_db_prepare(
            db,
            "SELECT c.host, c.pid, c.job_id FROM collector c JOIN job j ON j.id = c.job_id "
            "WHERE c.name = $1 AND j.collector = c.name AND j.state = 'running' AND "
            "j.lease_until >= $2",
            &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_text(st, 1, name);
    perf_stmt_bind_int64(st, 2, now());
    int r = perf_stmt_step(st, err, errlen);
    if (r == PERF_DB_ROW) {
        const char *h = perf_stmt_column_text(st, 0);
        snprintf(out->host, sizeof out->host, "%s", h ? h : "");
        out->pid = perf_stmt_column_int64(st, 1);
        out->job_id = perf_stmt_column_int64(st, 2);
    }
    perf_stmt_finalize(st);
    return r == PERF_DB_ERROR ? -1 : r == PERF_DB_ROW;
}

static char *dup_col(perf_stmt *st, int col)
{
    const char *s = perf_stmt_column_text(st, col);
    return s ? strdup(s) : NULL;
}

/* Splits "a,b,c" into job->scenarios. */
static int split_scenarios(perf_job *job, const char *s)
{
    size_t n = 1;
    for (const char *p = s; *p; p++)
        n += *p == ',';
    job->scenarios = calloc(n, sizeof *job->scenarios);
    if (!job->scenarios)
        return -1;
    for (const char *p = s;; p++) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (!(job->scenarios[job->scenario_count] = strndup(p, len)))
            return -1;
        job->scenario_count++;
        if (!e)
            break;
        p = e;
    }
    return 0;
}

/* Everything about job `id` into *job. 0 or -1. Its artifact comes from
 * the catalog's reader (perf_artifact_get), the one place that knows an
 * artifact row: one more query per claim, which is seconds apart. */
static int load_job(perf_db *db, int64_t id, perf_job *job, int64_t *remeasure, char *err,
                    size_t errlen)
{
    perf_stmt *st;
    memset(job, 0, sizeof *job);
    if (perf_db_prepare(db,
                        "SELECT j.request_id, j.artifact_id, j.benchmark_id, b.name, r.suite, "
                        "j.profile, j.scenarios, j.iterations, j.tries, j.lease_until, j.metrics, "
                        "j.self_profiles, j.remeasure_id, j.fixed_iterations FROM job j "
                        "JOIN benchmark b ON b.id = j.benchmark_id "
                        "JOIN request r ON r.id = j.request_id WHERE j.id = $1",
                        &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, id);
    int r = perf_stmt_step(st, err, errlen);
    int rc = -1;
    int64_t artifact_id = 0;
    if (r == PERF_DB_ROW) {
        job->id = id;
        job->request_id = perf_stmt_column_int64(st, 0);
        artifact_id = perf_stmt_column_int64(st, 1);
        job->benchmark_id = perf_stmt_column_int64(st, 2);
        job->benchmark = dup_col(st, 3);
        job->suite = dup_col(st, 4);
        job->profile = dup_col(st, 5);
        job->iterations = (int)perf_stmt_column_int64(st, 7);
        job->tries = (int)perf_stmt_column_int64(st, 8);
        job->lease_until = perf_stmt_column_int64(st, 9);
        job->metrics = perf_stmt_column_is_null(st, 10) ? NULL : dup_col(st, 10);
        job->self_profiles = perf_stmt_column_is_null(st, 11) ? 1
                                                              : (int)perf_stmt_column_int64(st, 11);
        if (job->self_profiles < 1)
            job->self_profiles = 1;
        if (remeasure)
            *remeasure = perf_stmt_column_is_null(st, 12) ? 0 : perf_stmt_column_int64(st, 12);
        job->fixed_iterations = !perf_stmt_column_is_null(st, 13) &&
                                perf_stmt_column_int64(st, 13) != 0;
        const char *sc = perf_stmt_column_text(st, 6);
        if (!job->benchmark || !job->suite || !job->profile ||
            split_scenarios(job, sc ? sc : "") < 0)
            snprintf(err, errlen, "out of memory");
        else
            rc = 0;
    } else if (r == PERF_DB_DONE) {
        snprintf(err, errlen, "%s: job %lld vanished", perf_db_name(db), (long long)id);
    }
    perf_stmt_finalize(st);
    if (rc == 0) {
        int found = perf_artifact_get(db, artifact_id, &job->artifact, err, errlen);
        if (found == 0)
            snprintf(err, errlen, "%s: artifact %lld of job %lld vanished", perf_db_name(db),
                     (long long)artifact_id, (long long)id);
        rc = found == 1 ? 0 : -1;
    }
    if (rc < 0)
        perf_job_clear(job);
    return rc;
}

/* 1 when every scenario of `job` is measured already, 0 if not, -1. */
static int all_measured(perf_db *db, const perf_job *job, char *err, size_t errlen)
{
    for (size_t i = 0; i < job->scenario_count; i++) {
        int m = perf_queue_measured(db, job->artifact.id, job->benchmark_id, job->profile,
                                    job->scenarios[i], err, errlen);
        if (m <= 0)
            return m;
    }
    return 1;
}

/* Claims job `pair`, linked to the job just claimed into *out, as
 * out->partner when it is still queued and not measured already; a
 * partner that is running elsewhere, done or failed leaves *out alone.
 * 0 or -1. */
static int claim_partner(perf_db *db, const char *collector, perf_job *out, int64_t pair, int64_t t,
                         char *err, size_t errlen)
{
    int pg = strcmp(perf_db_engine(db), "postgres") == 0;
    int64_t tries;
    int r = perf_sql_run(db,
                         pg ? "SELECT tries FROM job WHERE id = $1 AND state = 'queued' "
                              "FOR UPDATE SKIP LOCKED"
                            : "SELECT tries FROM job WHERE id = $1 AND state = 'queued'",
                         err, errlen, &tries, "i", pair);
    if (r != PERF_DB_ROW)
        return r == PERF_DB_ERROR ? -1 : 0;
    perf_job *p = calloc(1, sizeof *p);
    if (!p) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int m = load_job(db, pair, p, NULL, err, errlen);
    if (m == 0)
        m = all_measured(db, p, err, errlen);
    if (m != 0) { /* measured: claim_one settles it when its turn comes */
        perf_job_clear(p);
        free(p);
        return m < 0 ? -1 : 0;
    }
    p->tries = (int)tries + 1;
    p->lease_until = out->lease_until;
    if (perf_sql_run(db,
                     "UPDATE job SET state = 'running', collector = $1, lease_until = $2, "
                     "started_at = $3, tries = $4 WHERE id = $5",
                     err, errlen, NULL, "tiiii", collector, p->lease_until, t, (int64_t)p->tries,
                     pair) == PERF_DB_ERROR) {
        perf_job_clear(p);
        free(p);
        return -1;
    }
    out->partner = p;
    return 0;
}

/* The in-memory partner of a job that measures base `base_id` again
 * beside it (perf_queue_remeasure_beside): the job's benchmark, profile,
 * scenarios and iterations on the base's compiler, clean iterations only,
 * no job row (id 0: the queue's heartbeat, release and fail leave it
 * alone; perf_queue_complete stores it as session samples). A base that
 * is gone leaves the job unpaired (its comparison says "measured apart").
 * 0 or -1. */
static int remeasure_partner(perf_db *db, perf_job *out, int64_t base_id, char *err, size_t errlen)
{
    perf_job *p = calloc(1, sizeof *p);
    if (!p)
        goto oom;
    int found = perf_artifact_get(db, base_id, &p->artifact, err, errlen);
    if (found <= 0) {
        free(p);
        return found < 0 ? -1 : 0;
    }
    out->partner = p; /* perf_job_clear(out) frees it from here on */
    p->request_id = out->request_id;
    p->benchmark_id = out->benchmark_id;
    p->iterations = out->iterations;
    p->tries = out->tries;
    p->lease_until = out->lease_until;
    p->self_profiles = out->self_profiles;
    p->beside_id = out->artifact.id;
    p->measure_only = 1;
    p->fixed_iterations = out->fixed_iterations;
    if (!(p->benchmark = strdup(out->benchmark)) || !(p->suite = strdup(out->suite)) ||
        !(p->profile = strdup(out->profile)) ||
        !(p->scenarios = calloc(out->scenario_count, sizeof *p->scenarios)))
        goto oom;
    for (; p->scenario_count < out->scenario_count; p->scenario_count++)
        if (!(p->scenarios[p->scenario_count] = strdup(out->scenarios[p->scenario_count])))
            goto oom;
    return 0;
oom:
    snprintf(err, errlen, "out of memory");
    return -1;
}

/* One claim attempt inside the open transaction: 1 claimed, 0 nothing
 * claimable, 2 a job was settled (done or failed) and the next should be
 * looked at, -1 error. */
static int claim_one(perf_db *db, const char *collector, int lease_seconds, perf_job *out,
                     char *err, size_t errlen)
{
    int pg = strcmp(perf_db_engine(db), "postgres") == 0;
    /* SKIP LOCKED: a job another collector is claiming right now is not
     * waited for; the next one is taken. SQLite's BEGIN IMMEDIATE already
     * made this transaction the only writer. */
    const char *sql = pg ? "SELECT id, state, tries, collector, pair_job_id FROM job WHERE "
                           "state = 'queued' OR (state = 'running' AND lease_until < $1) "
                           "ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED"
                         : "SELECT id, state, tries, collector, pair_job_id FROM job WHERE "
                           "state = 'queued' OR (state = 'running' AND lease_until < $1) "
                           "ORDER BY id LIMIT 1";
    perf_stmt *st;
    if (perf_db_prepare(db, sql, &st, err, errlen) < 0)
        return -1;
    int64_t t = now();
    perf_stmt_bind_int64(st, 1, t);
    int r = perf_stmt_step(st, err, errlen);
    if (r != PERF_DB_ROW) {
        perf_stmt_finalize(st);
        return r == PERF_DB_DONE ? 0 : -1;
    }
    int64_t id = perf_stmt_column_int64(st, 0);
    int expired = strcmp(perf_stmt_column_text(st, 1), "running") == 0;
    int tries = (int)perf_stmt_column_int64(st, 2);
    char last[256];
    snprintf(last, sizeof last, "%s",
             perf_stmt_column_text(st, 3) ? perf_stmt_column_text(st, 3) : "?");
    int64_t pair = perf_stmt_column_is_null(st, 4) ? 0 : perf_stmt_column_int64(st, 4);
    perf_stmt_finalize(st);

    char note[512];
    snprintf(note, sizeof note, "try %d: collector '%s' stopped heartbeating (its lease expired)",
             tries, last);
    if (expired && tries >= PERF_QUEUE_MAX_TRIES)
        return perf_sql_run(db,
                            "UPDATE job SET state = 'failed', lease_until = NULL, error = $1, "
                            "finished_at = $2 WHERE id = $3",
                            err, errlen, NULL, "tii", note, t, id) == PERF_DB_ERROR
                   ? -1
                   : 2;
    int64_t remeasure = 0;
    if (load_job(db, id, out, &remeasure, err, errlen) < 0)
        return -1;
    int m = all_measured(db, out, err, errlen);
    if (m != 0) {
        perf_job_clear(out);
        if (m < 0)
            return -1;
        return perf_sql_run(db,
                            "UPDATE job SET state = 'done', lease_until = NULL, finished_at = $1 "
                            "WHERE id = $2",
                            err, errlen, NULL, "ii", t, id) == PERF_DB_ERROR
                   ? -1
                   : 2;
    }
    out->tries = tries + 1;
    out->lease_until = t + lease_seconds;
    if (perf_sql_run(db,
                     "UPDATE job SET state = 'running', collector = $1, lease_until = $2, "
                     "started_at = $3, tries = $4, error = CASE WHEN $5 = 1 THEN $6 ELSE error END "
                     "WHERE id = $7",
                     err, errlen, NULL, "tiiiiti", collector, out->lease_until, t,
                     (int64_t)out->tries, (int64_t)expired, note, id) == PERF_DB_ERROR ||
        perf_sql_run(db, "UPDATE collector SET job_id = $1, last_heartbeat = $2 WHERE name = $3",
                     err, errlen, NULL, "iit", id, t, collector) == PERF_DB_ERROR) {
        perf_job_clear(out);
        return -1;
    }
    if ((pair && claim_partner(db, collector, out, pair, t, err, errlen) < 0) ||
        (!out->partner && remeasure && remeasure_partner(db, out, remeasure, err, errlen) < 0)) {
        perf_job_clear(out);
        return -1;
    }
    return 1;
}

int perf_queue_claim(perf_db *db, const char *collector, int lease_seconds, perf_job *out,
                     char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (perf_db_begin(db, err, errlen) < 0)
        return -1;
    int r;
    while ((r = claim_one(db, collector, lease_seconds, out, err, errlen)) == 2)
        ;
    if (r < 0 || perf_db_commit(db, err, errlen) < 0) {
        perf_db_rollback(db);
        perf_job_clear(out);
        return -1;
    }
    return r;
}

int perf_queue_heartbeat(perf_db *db, const char *collector, int64_t job_id, int lease_seconds,
                         char *err, size_t errlen)
{
    int64_t t = now();
    /* Autocommit statements, not a transaction: on PostgreSQL the job
     * update may wait for the collector's own complete() holding the row,
     * and must not hold the collector row meanwhile. */
    if (perf_sql_run(db, "UPDATE collector SET last_heartbeat = $1 WHERE name = $2", err, errlen,
                     NULL, "it", t, collector) == PERF_DB_ERROR)
        return -1;
    if (job_id == 0) /* a re-measured base: no row, its job's lease covers it */
        return 0;
    int r = perf_sql_run(db,
                         "UPDATE job SET lease_until = $1 WHERE id = $2 AND collector = $3 AND "
                         "state = 'running' RETURNING id",
                         err, errlen, NULL, "iit", t + lease_seconds, job_id, collector);
    return r == PERF_DB_ERROR ? -1 : r == PERF_DB_ROW ? 0 : 1;
}

/* The tail of `msg` of at most PERF_QUEUE_ERROR_MAX bytes, valid UTF-8
 * (PostgreSQL refuses anything else in text, and compilers' stderr may
 * hold any bytes): a cut character at the start is skipped, and every
 * invalid byte becomes '?'; naming no database user, host or port
 * (perf_db_scrub: the status page shows it). malloc'd, or NULL. */
static char *error_text(const char *raw)
{
    char *msg = perf_db_scrub(raw);
    if (!msg)
        return NULL;
    size_t len = strlen(msg);
    const unsigned char *p = (const unsigned char *)msg;
    if (len > PERF_QUEUE_ERROR_MAX) {
        p += len - PERF_QUEUE_ERROR_MAX;
        len = PERF_QUEUE_ERROR_MAX;
        while (len && (*p & 0xC0) == 0x80)
            p++, len--;
    }
    char *out = malloc(len + 1);
    if (!out) {
        free(msg);
        return NULL;
    }
    size_t o = 0;
    for (size_t i = 0; i < len;) {
        unsigned c = p[i];
        size_t n = c < 0x80                          ? 1
                   : (c & 0xE0) == 0xC0 && c >= 0xC2 ? 2
                   : (c & 0xF0) == 0xE0              ? 3
                   : (c & 0xF8) == 0xF0 && c <= 0xF4 ? 4
                                                     : 0;
        int ok = n > 0 && i + n <= len;
        for (size_t k = 1; ok && k < n; k++)
            ok = (p[i + k] & 0xC0) == 0x80;
        if (ok && n == 3 && ((c == 0xE0 && p[i + 1] < 0xA0) || (c == 0xED && p[i + 1] >= 0xA0)))
            ok = 0; /* overlong, or a surrogate */
        if (ok && n == 4 && ((c == 0xF0 && p[i + 1] < 0x90) || (c == 0xF4 && p[i + 1] >= 0x90)))
            ok = 0;
        if (!ok) {
            out[o++] = '?';
            i++;
            continue;
        }
        memcpy(out + o, p + i, n);
        o += n;
        i += n;
    }
    out[o] = 0;
    free(msg);
    return out;
}

/* The collector `name` holds no job any more. 0, or -1 with err. */
static int holds_nothing(perf_db *db, const char *name, char *err, size_t errlen)
{
    return perf_sql_run(db, "UPDATE collector SET job_id = NULL WHERE name = $1", err, errlen, NULL,
                        "t", name) == PERF_DB_ERROR
               ? -1
               : 0;
}

/* How a release or a failure ends: `r` is its UPDATE of the job's row
 * (PERF_DB_ROW: the claim was `collector`'s), after which the collector
 * holds nothing. 0; 1 when the claim was no longer its (nothing
 * changed); -1 with err. */
static int end_claim(perf_db *db, int r, const char *collector, char *err, size_t errlen)
{
    return r == PERF_DB_ERROR  ? -1
           : r == PERF_DB_DONE ? 1
                               : holds_nothing(db, collector, err, errlen);
}

/* Records the failure; the job is 'failed' once its tries reach
 * max_tries (0: at once), else queued again. */
static int fail_job(perf_db *db, const perf_job *job, const char *collector, const char *message,
                    int64_t max_tries, char *err, size_t errlen)
{
    if (job->id == 0) /* a re-measured base: no row; its job fails */
        return 0;
    char *text = error_text(message ? message : "");
    if (!text) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int64_t t = now();
    int r = perf_sql_run(
        db,
        "UPDATE job SET state = CASE WHEN tries >= $1 THEN 'failed' ELSE 'queued' END, "
        "error = $2, lease_until = NULL, "
        "finished_at = CASE WHEN tries >= $1 THEN CAST($3 AS BIGINT) ELSE NULL END "
        "WHERE id = $4 AND collector = $5 AND tries = $6 AND state = 'running' "
        "RETURNING id",
        err, errlen, NULL, "itiiti", max_tries, text, t, job->id, collector, (int64_t)job->tries);
    free(text);
    return end_claim(db, r, collector, err, errlen);
}

int perf_queue_fail(perf_db *db, const perf_job *job, const char *collector, const char *message,
                    char *err, size_t errlen)
{
    return fail_job(db, job, collector, message, PERF_QUEUE_MAX_TRIES, err, errlen);
}

int perf_queue_fail_final(perf_db *db, const perf_job *job, const char *collector,
                          const char *message, char *err, size_t errlen)
{
    return fail_job(db, job, collector, message, 0, err, errlen);
}

int perf_queue_release(perf_db *db, const perf_job *job, const char *collector, char *err,
                       size_t errlen)
{
    if (job->id == 0) /* a re-measured base: no row; its job is given back */
        return 0;
    int r = perf_sql_run(db,
                         "UPDATE job SET state = 'queued', lease_until = NULL, tries = tries - 1 "
                         "WHERE id = $1 AND collector = $2 AND tries = $3 AND state = 'running' "
                         "RETURNING id",
                         err, errlen, NULL, "iti", job->id, collector, (int64_t)job->tries);
    return end_claim(db, r, collector, err, errlen);
}

int perf_queue_release_collector(perf_db *db, const char *name, char *err, size_t errlen)
{
    if (perf_sql_run(db,
                     "UPDATE job SET state = 'queued', lease_until = NULL, tries = tries - 1 "
                     "WHERE collector = $1 AND state = 'running'",
                     err, errlen, NULL, "t", name) == PERF_DB_ERROR)
        return -1;
    return holds_nothing(db, name, err, errlen);
}
