/* complete.c — perf_queue_complete: a job's results and its 'done' state
 * in one transaction, only for the claim that holds the job.
 *
 * Order of writes inside the transaction (why): the job row is locked
 * first (FOR UPDATE on PostgreSQL), so a collector taking the job over
 * after the lease expired waits or skips it and then sees it done; new
 * metrics, then new labels, are added in name order, so two collectors
 * adding overlapping new names wait for one another instead of
 * deadlocking; the change log's note comes last, just before the commit
 * (on PostgreSQL it takes a lock held to the commit that every noter
 * waits for: store/change_log.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../store/change_log.h"
#include "../store/results.h"
#include "../store/sql_run.h"
#include "queue.h"

static int by_metric(const void *a, const void *b)
{
    const perf_sample *x = *(const perf_sample *const *)a, *y = *(const perf_sample *const *)b;
    return strcmp(x->metric, y->metric);
}

/* The id of metric `name`, added with `unit` when new. -1 on error. */
static int64_t metric_id(perf_db *db, const char *name, const char *unit, char *err, size_t errlen)
{
    int64_t id;
    if (perf_sql_run(
            db, "INSERT INTO metric (name, unit) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
            err, errlen, NULL, "tt", name, unit) == PERF_DB_ERROR ||
        perf_sql_run(db, "SELECT id FROM metric WHERE name = $1", err, errlen, &id, "t", name) !=
            PERF_DB_ROW)
        return -1;
    return id;
}

/* 1 if `scenario` is in `list[0..n)`. */
static int listed(char *const *list, size_t n, const char *scenario)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(list[i], scenario))
            return 1;
    return 0;
}

static int store_samples(perf_db *db, const perf_job *job, const perf_results *results, char *err,
                         size_t errlen)
{
    size_t n = perf_results_sample_count(results);
    const perf_sample *all = perf_results_samples(results);
    const perf_sample **sorted = malloc((n ? n : 1) * sizeof *sorted);
    char **skip = calloc(job->scenario_count ? job->scenario_count : 1, sizeof *skip);
    size_t nskip = 0;
    int rc = -1;
    perf_stmt *ins = NULL;
    if (!sorted || !skip)
        goto out;
    /* Test cases measured before (imported, or by an earlier request) keep
     * their samples. */
    for (size_t i = 0; i < job->scenario_count; i++) {
        int m = perf_queue_measured(db, job->artifact.id, job->benchmark_id, job->profile,
                                    job->scenarios[i], err, errlen);
        if (m < 0)
            goto out;
        if (m)
            skip[nskip++] = job->scenarios[i];
    }
    for (size_t i = 0; i < n; i++)
        sorted[i] = &all[i];
    qsort(sorted, n, sizeof *sorted, by_metric);
    if (perf_db_prepare(
            db,
            "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, "
            "iteration, self_profiled, value, measured_at) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            &ins, err, errlen) < 0)
        goto out;
    int64_t mid = 0;
    for (size_t i = 0; i < n; i++) {
        const perf_sample *s = sorted[i];
        if (i == 0 || strcmp(s->metric, sorted[i - 1]->metric) != 0)
            if ((mid = metric_id(db, s->metric, s->unit, err, errlen)) < 0)
                goto out;
        if (listed(skip, nskip, s->scenario))
            continue;
        perf_stmt_bind_int64(ins, 1, job->artifact.id);
        perf_stmt_bind_int64(ins, 2, job->benchmark_id);
        perf_stmt_bind_text(ins, 3, job->profile);
        perf_stmt_bind_text(ins, 4, s->scenario);
        perf_stmt_bind_int64(ins, 5, mid);
        perf_stmt_bind_int64(ins, 6, s->iteration);
        perf_stmt_bind_int64(ins, 7, s->self_profiled);
        perf_stmt_bind_double(ins, 8, s->value);
        perf_stmt_bind_double(ins, 9, s->measured_at);
        int r = perf_stmt_step(ins, err, errlen);
        perf_stmt_reset(ins);
        if (r == PERF_DB_ERROR)
            goto out;
    }
    rc = 0;
out:
    if (rc < 0 && (!sorted || !skip))
        snprintf(err, errlen, "out of memory");
    perf_stmt_finalize(ins);
    free(sorted);
    free(skip);
    return rc;
}

/* The further self-profiled runs of `scenario` among the results, into
 * out (room for all of them); their count. */
static size_t further_runs(const perf_results *results, const char *scenario, perf_further_run *out)
{
    const perf_repeat_profile *rp = perf_results_repeats(results);
    size_t k = 0;
    for (size_t i = 0; i < perf_results_repeat_count(results); i++)
        if (strcmp(rp[i].scenario, scenario) == 0)
            out[k++] = (perf_further_run){rp[i].iteration, rp[i].summary};
    return k;
}

static int store_profiles(perf_db *db, const perf_job *job, const perf_results *results, char *err,
                          size_t errlen)
{
    size_t n = perf_results_profile_count(results), nr = perf_results_repeat_count(results);
    const perf_scenario_profile *p = perf_results_profiles(results);
    if (n == 0)
        return 0;
    const selfprof_summary **sums = malloc((n + nr) * sizeof *sums);
    perf_further_run *runs = malloc((nr ? nr : 1) * sizeof *runs);
    if (!sums || !runs) {
        free(sums);
        free(runs);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        sums[i] = p[i].summary;
    for (size_t i = 0; i < nr; i++)
        sums[n + i] = perf_results_repeats(results)[i].summary;
    int rc = perf_store_ensure_labels(db, sums, n + nr, err, errlen);
    free(sums);
    /* each self-profile with its further runs, in one block; a test case
     * that kept an earlier self-profile keeps its further runs too */
    for (size_t i = 0; rc == 0 && i < n; i++) {
        size_t k = further_runs(results, p[i].scenario, runs);
        int r = perf_store_self_profile_runs(db, job->artifact.id, job->benchmark_id, job->profile,
                                             p[i].scenario, p[i].summary, (int64_t)p[i].untracked,
                                             runs, k, p[i].files, p[i].file_count, err, errlen);
        rc = r < 0 ? -1 : 0; /* 1: stored before; kept, never replaced */
    }
    free(runs);
    return rc;
}

/* perf_queue_complete and perf_queue_store: `done` marks the job done
 * in the same transaction. */
static int store_held(perf_db *db, const perf_job *job, const char *collector,
                      const struct perf_results *results, int done, char *err, size_t errlen)
{
    int pg = strcmp(perf_db_engine(db), "postgres") == 0;
    if (perf_db_begin(db, err, errlen) < 0)
        return -1;
    int64_t held;
    int r = perf_sql_run(db,
                         pg ? "SELECT id FROM job WHERE id = $1 AND collector = $2 AND tries = $3 "
                              "AND state = 'running' FOR UPDATE"
                            : "SELECT id FROM job WHERE id = $1 AND collector = $2 AND tries = $3 "
                              "AND state = 'running'",
                         err, errlen, &held, "iti", job->id, collector, (int64_t)job->tries);
    if (r == PERF_DB_ERROR)
        goto fail;
    if (r == PERF_DB_DONE) {
        perf_db_rollback(db);
        snprintf(err, errlen, "%s: job %lld is no longer held by collector '%s' (lease lost)",
                 perf_db_name(db), (long long)job->id, collector);
        return 1;
    }
    for (size_t i = 0; i < perf_results_profile_count(results); i++)
        if (!listed(job->scenarios, job->scenario_count,
                    perf_results_profiles(results)[i].scenario))
            goto foreign;
    for (size_t i = 0; i < perf_results_sample_count(results); i++)
        if (!listed(job->scenarios, job->scenario_count, perf_results_samples(results)[i].scenario))
            goto foreign;
    int stores = perf_results_sample_count(results) || perf_results_profile_count(results);
    if (store_samples(db, job, results, err, errlen) < 0 ||
        store_profiles(db, job, results, err, errlen) < 0 ||
        (done &&
         perf_sql_run(db,
                      "UPDATE job SET state = 'done', lease_until = NULL, "
                      "finished_at = $1 WHERE id = $2",
                      err, errlen, NULL, "ii", (int64_t)time(NULL), job->id) == PERF_DB_ERROR) ||
        (done && perf_sql_run(db, "UPDATE collector SET job_id = NULL WHERE name = $1", err, errlen,
                              NULL, "t", collector) == PERF_DB_ERROR) ||
        /* what serve's answer cache must drop (change_log.h); last, as
         * on PostgreSQL other noters wait from here to the commit */
        (stores && perf_change_note(db, job->artifact.id, err, errlen) < 0) ||
        perf_db_commit(db, err, errlen) < 0)
        goto fail;
    return 0;
foreign: /* the results' fault, not the database's */
    snprintf(err, errlen, "job %lld: results for a scenario the job does not have",
             (long long)job->id);
    perf_db_rollback(db);
    return PERF_DB_REFUSED;
fail:
    perf_db_rollback(db);
    return perf_db_status(db) < 0 ? perf_db_status(db) : -1; /* PERF_DB_FULL, _BUSY, ... */
}

/* The clean runs of a re-measured base (job->beside_id) as its session
 * beside that artifact: each test case's earlier session of the pair is
 * replaced whole, so a comparison never mixes two sessions' runs. */
static int store_session(perf_db *db, const perf_job *job, const char *collector,
                         const struct perf_results *results, char *err, size_t errlen)
{
    size_t n = perf_results_sample_count(results);
    const perf_sample *all = perf_results_samples(results);
    perf_stmt *ins = NULL;
    if (perf_db_begin(db, err, errlen) < 0)
        return -1;
    for (size_t i = 0; i < job->scenario_count; i++)
        if (perf_sql_run(db,
                         "DELETE FROM session_sample WHERE beside_id = $1 AND artifact_id = $2 "
                         "AND benchmark_id = $3 AND profile = $4 AND scenario = $5",
                         err, errlen, NULL, "iiitt", job->beside_id, job->artifact.id,
                         job->benchmark_id, job->profile, job->scenarios[i]) == PERF_DB_ERROR)
            goto fail;
    if (perf_db_prepare(db,
                        "INSERT INTO session_sample (beside_id, artifact_id, benchmark_id, "
                        "profile, scenario, metric_id, iteration, value, measured_at, collector) "
                        "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                        &ins, err, errlen) < 0)
        goto fail;
    const char *last = NULL; /* the runner gives a build's metrics together: look
                                each up once a run, not once a sample */
    int64_t mid = -1;
    for (size_t i = 0; i < n; i++) {
        const perf_sample *s = &all[i];
        if (s->self_profiled || !listed(job->scenarios, job->scenario_count, s->scenario))
            continue;
        if (!last || strcmp(last, s->metric) != 0) {
            if ((mid = metric_id(db, s->metric, s->unit, err, errlen)) < 0)
                goto fail;
            last = s->metric;
        }
        perf_stmt_bind_int64(ins, 1, job->beside_id);
        perf_stmt_bind_int64(ins, 2, job->artifact.id);
        perf_stmt_bind_int64(ins, 3, job->benchmark_id);
        perf_stmt_bind_text(ins, 4, job->profile);
        perf_stmt_bind_text(ins, 5, s->scenario);
        perf_stmt_bind_int64(ins, 6, mid);
        perf_stmt_bind_int64(ins, 7, s->iteration);
        perf_stmt_bind_double(ins, 8, s->value);
        perf_stmt_bind_double(ins, 9, s->measured_at);
        perf_stmt_bind_text(ins, 10, collector);
        int r = perf_stmt_step(ins, err, errlen);
        perf_stmt_reset(ins);
        if (r == PERF_DB_ERROR)
            goto fail;
    }
    perf_stmt_finalize(ins);
    ins = NULL;
    /* the comparisons of both artifacts read these runs (change_log.h) */
    if ((n && (perf_change_note(db, job->beside_id, err, errlen) < 0 ||
               perf_change_note(db, job->artifact.id, err, errlen) < 0)) ||
        perf_db_commit(db, err, errlen) < 0)
        goto fail;
    return 0;
fail:
    perf_stmt_finalize(ins);
    perf_db_rollback(db);
    return perf_db_status(db) < 0 ? perf_db_status(db) : -1;
}

int perf_queue_complete(perf_db *db, const perf_job *job, const char *collector,
                        const struct perf_results *results, char *err, size_t errlen)
{
    if (job->beside_id)
        return store_session(db, job, collector, results, err, errlen);
    return store_held(db, job, collector, results, 1, err, errlen);
}

int perf_queue_store(perf_db *db, const perf_job *job, const char *collector,
                     const struct perf_results *results, char *err, size_t errlen)
{
    if (job->beside_id) /* a pair that failed part-way: its base's runs are of no use */
        return 0;
    return store_held(db, job, collector, results, 0, err, errlen);
}
