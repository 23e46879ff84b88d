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
#include <string.h>

#include "../store/sql_run.h"
#include "changes.h"

/* The earlier artifact's minimum of the test case in its session beside
 * `cur`: 1 with *v, 0 when there is none, -1 on error. */
static int session_min(perf_db *db, const char *benchmark, const char *metric,
                       const perf_history_series *s, const char *prev, const char *cur, double *v,
                       char *err, size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "SELECT min(ss.value) FROM session_sample ss "
                        "JOIN artifact a ON a.id = ss.artifact_id "
                        "JOIN artifact b ON b.id = ss.beside_id "
                        "JOIN benchmark k ON k.id = ss.benchmark_id "
                        "JOIN metric m ON m.id = ss.metric_id "
                        "WHERE a.name = $1 AND b.name = $2 AND k.name = $3 AND m.name = $4 "
                        "AND ss.profile = $5 AND ss.scenario = $6",
                        &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_text(st, 1, prev);
    perf_stmt_bind_text(st, 2, cur);
    perf_stmt_bind_text(st, 3, benchmark);
    perf_stmt_bind_text(st, 4, metric);
    perf_stmt_bind_text(st, 5, s->profile);
    perf_stmt_bind_text(st, 6, s->scenario);
    int r = perf_stmt_step(st, err, errlen);
    int found = r == PERF_DB_ROW && !perf_stmt_column_is_null(st, 0);
    if (found)
        *v = perf_stmt_column_double(st, 0);
    perf_stmt_finalize(st);
    return r == PERF_DB_ERROR ? -1 : found;
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
    int corrected = 1;
    for (size_t i = 0; i < h->count; i++) {
        perf_history_series *s = &h->series[i];
        double prev_raw = s->count ? s->points[0].value : 0;
        for (size_t k = 1; k < s->count; k++) {
            double base = prev_raw, raw = s->points[k].value;
            int m = session_min(db, h->benchmark, h->metric, s, s->points[k - 1].artifact,
                                s->points[k].artifact, &base, err, errlen);
            if (m < 0)
                return -1;
            if (!(base > 0)) /* a zero cannot scale the chain: the raw step */
                base = prev_raw;
            s->points[k].value = base > 0 ? s->points[k - 1].value * raw / base : raw;
            prev_raw = raw;
        }
    }
    return corrected;
}
