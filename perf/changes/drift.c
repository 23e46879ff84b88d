/* drift.c — perf_changes_correct_drift (changes.h): a history's series
 * made a chain of side-by-side steps, so that change points are found on
 * what changed between builds, not on the machine's level at the hours
 * they were measured (issue 34).
 *
 * A series' values are each artifact's own runs, measured in its own
 * session. Where the artifact before it in the series was measured again
 * beside it (session_sample, migration 10), the step between the two is
 * taken from that shared session instead: value / the earlier artifact's
 * minimum in the session. The chain keeps the first value and multiplies
 * the steps: c_0 = v_0, c_k = c_(k-1) * v_k / base_k, where base_k is the
 * session's minimum of the earlier artifact when there is one, else
 * v_(k-1) (the raw step: runs measured as a pair in their own jobs share
 * one session already; imported runs have nothing better). A history with
 * no session is left as it is. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../store/sql_run.h"
#include "changes.h"
#include "support/grow.h"

/* One session minimum: the earlier artifact `prev`'s minimum of a test
 * case in its session beside `cur`. */
typedef struct session_min {
    char *prev, *cur, *profile, *scenario;
    double value;
} session_min;

static int min_cmp(const void *x, const void *y)
{
    const session_min *a = x, *b = y;
    int d = strcmp(a->prev, b->prev);
    if (!d)
        d = strcmp(a->cur, b->cur);
    if (!d)
        d = strcmp(a->profile, b->profile);
    return d ? d : strcmp(a->scenario, b->scenario);
}

static void mins_free(session_min *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(v[i].prev);
        free(v[i].cur);
        free(v[i].profile);
        free(v[i].scenario);
    }
    free(v);
}

/* Every session minimum of `benchmark` on `metric`, in one query (a
 * query a step was 300,000 queries at 1,000 artifacts of 300 test
 * cases), sorted for min_find. 0 with *out and *n, -1 on an error (err). */
static int load_mins(perf_db *db, const char *benchmark, const char *metric, session_min **out,
                     size_t *n, char *err, size_t errlen)
{
    *out = NULL;
    *n = 0;
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "SELECT a.name, b.name, ss.profile, ss.scenario, min(ss.value) "
                        "FROM session_sample ss "
                        "JOIN artifact a ON a.id = ss.artifact_id "
                        "JOIN artifact b ON b.id = ss.beside_id "
                        "JOIN benchmark k ON k.id = ss.benchmark_id "
                        "JOIN metric m ON m.id = ss.metric_id "
                        "WHERE k.name = $1 AND m.name = $2 "
                        "GROUP BY a.name, b.name, ss.profile, ss.scenario",
                        &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_text(st, 1, benchmark);
    perf_stmt_bind_text(st, 2, metric);
    session_min *v = NULL;
    size_t cap = 0, k = 0;
    int r;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        const char *t[4];
        for (int c = 0; c < 4; c++)
            t[c] = perf_stmt_column_text(st, c);
        if (!t[0] || !t[1] || !t[2] || !t[3] || perf_stmt_column_is_null(st, 4))
            continue;
        if (sup_grow((void **)&v, &cap, k + 1, sizeof *v) < 0) {
            r = PERF_DB_ERROR;
            snprintf(err, errlen, "out of memory");
            break;
        }
        v[k] = (session_min){strdup(t[0]), strdup(t[1]), strdup(t[2]), strdup(t[3]),
                             perf_stmt_column_double(st, 4)};
        k++;
        if (!v[k - 1].prev || !v[k - 1].cur || !v[k - 1].profile || !v[k - 1].scenario) {
            r = PERF_DB_ERROR;
            snprintf(err, errlen, "out of memory");
            break;
        }
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR) {
        mins_free(v, k);
        return -1;
    }
    if (k)
        qsort(v, k, sizeof *v, min_cmp);
    *out = v;
    *n = k;
    return 0;
}

/* The earlier artifact's minimum of the series' test case in its session
 * beside `cur`: 1 with *v, 0 when there is none. */
static int min_find(const session_min *mins, size_t n, const perf_history_series *s,
                    const char *prev, const char *cur, double *v)
{
    session_min key = {(char *)prev, (char *)cur, (char *)s->profile, (char *)s->scenario, 0};
    const session_min *m = n ? bsearch(&key, mins, n, sizeof *mins, min_cmp) : NULL;
    if (m)
        *v = m->value;
    return m != NULL;
}

int perf_changes_correct_drift(perf_db *db, perf_history *h, char *err, size_t errlen)
{
    int64_t any;
    int r = perf_sql_run(db, "SELECT count(*) FROM (SELECT 1 FROM session_sample LIMIT 1) x", err,
                         errlen, &any, "");
    if (r != PERF_DB_ROW)
        return -1;
    if (!any)
        return 0;
    session_min *mins;
    size_t nmins;
    if (load_mins(db, h->benchmark, h->metric, &mins, &nmins, err, errlen) < 0)
        return -1;
    for (size_t i = 0; i < h->count; i++) {
        perf_history_series *s = &h->series[i];
        double prev_raw = s->count ? s->points[0].value : 0;
        for (size_t k = 1; k < s->count; k++) {
            double base = prev_raw, raw = s->points[k].value;
            min_find(mins, nmins, s, s->points[k - 1].artifact, s->points[k].artifact, &base);
            if (!(base > 0)) /* a zero cannot scale the chain: the raw step */
                base = prev_raw;
            s->points[k].value = base > 0 ? s->points[k - 1].value * raw / base : raw;
            prev_raw = raw;
        }
    }
    mins_free(mins, nmins);
    return 1;
}
