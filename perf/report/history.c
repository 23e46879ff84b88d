/* history.c — the graphs' data: one metric of one benchmark across the
 * artifacts of a window (one series per test case), and one label of one
 * test case across their self-profiles. Each artifact of the window
 * (history_window.c) is one lookup by key, so the cost follows the points
 * shown and not the history kept. Ordered as the window is (date, then
 * id: same-dated artifacts, such as the two compilers of a `try`, in the
 * order they were added), the same on every engine. */
#include <stdlib.h>
#include <string.h>

#include "../block/query_block.h"
#include "report_sql.h"
#include "report_util.h"
#include "support/grow.h"

typedef struct rec {
    char *profile, *scenario, *artifact, *date;
    int64_t artifact_id;
    int self_profiled;
    double min;
    size_t count;
} rec;

static int rec_cmp(const void *x, const void *y)
{
    const rec *a = x, *b = y;
    int k;
    if ((k = strcmp(a->profile, b->profile)) || (k = strcmp(a->scenario, b->scenario)) ||
        (k = strcmp(a->date, b->date)))
        return k;
    if (a->artifact_id != b->artifact_id)
        return a->artifact_id < b->artifact_id ? -1 : 1;
    return a->self_profiled - b->self_profiled;
}

static void recs_free(rec *r, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(r[i].profile);
        free(r[i].scenario);
        free(r[i].artifact);
        free(r[i].date);
    }
    free(r);
}

static int oom(char *err, size_t errlen)
{
    return perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
}

/* Groups the sorted records into h->series; NULL filters match all. */
static int build_series(perf_history *h, const rec *r, size_t n, int overhead)
{
    size_t scap = 0, pcap = 0;
    for (size_t i = 0; i < n;) {
        perf_case_samples s = {0, 0, 0, 0};
        size_t j = i;
        for (; j < n && !strcmp(r[j].profile, r[i].profile) &&
               !strcmp(r[j].scenario, r[i].scenario) && r[j].artifact_id == r[i].artifact_id;
             j++) {
            if (r[j].self_profiled) {
                s.sp_min = r[j].min;
                s.nsp = r[j].count;
            } else {
                s.clean_min = r[j].min;
                s.nclean = r[j].count;
            }
        }
        double v;
        size_t iters;
        if (perf_case_value(&s, overhead, &v, &iters)) {
            perf_history_series *cur = h->count ? &h->series[h->count - 1] : NULL;
            if (!cur || strcmp(cur->profile, r[i].profile) ||
                strcmp(cur->scenario, r[i].scenario)) {
                if (sup_grow((void **)&h->series, &scap, h->count + 1, sizeof *cur) < 0)
                    return -1;
                cur = &h->series[h->count++];
                memset(cur, 0, sizeof *cur);
                pcap = 0;
                if (!(cur->profile = perf_report_strdup(r[i].profile)) ||
                    !(cur->scenario = perf_report_strdup(r[i].scenario)))
                    return -1;
            }
            if (sup_grow((void **)&cur->points, &pcap, cur->count + 1, sizeof *cur->points) < 0)
                return -1;
            perf_history_point *p = &cur->points[cur->count++];
            p->value = v;
            p->iterations = iters;
            p->artifact = perf_report_strdup(r[i].artifact);
            p->date = perf_report_strdup(r[i].date);
            if (!p->artifact || !p->date)
                return -1;
        }
        i = j;
    }
    return 0;
}

/* Appends the records of artifact `art` (one per profile, scenario and
 * clean/self-profiled) from st, already bound; 0 or a PERF_REPORT_ code. */
static int add_recs(perf_stmt *st, const perf_history_art *art, const char *profile,
                    const char *scenario, rec **r, size_t *n, size_t *cap, char *err, size_t errlen)
{
    int step, rc = PERF_REPORT_OK;
    while ((step = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        const char *p = perf_stmt_column_text(st, 0), *s = perf_stmt_column_text(st, 1);
        if (!p || !s || (profile && strcmp(p, profile)) || (scenario && strcmp(s, scenario)))
            continue;
        if (sup_grow((void **)r, cap, *n + 1, sizeof **r) < 0) {
            rc = oom(err, errlen);
            break;
        }
        rec *x = &(*r)[(*n)++];
        x->profile = perf_report_strdup(p);
        x->scenario = perf_report_strdup(s);
        x->artifact = perf_report_strdup(art->name);
        x->date = perf_report_strdup(art->date);
        x->artifact_id = art->id;
        x->self_profiled = perf_stmt_column_int64(st, 2) != 0;
        x->min = perf_stmt_column_double(st, 3);
        x->count = (size_t)perf_stmt_column_int64(st, 4);
        if (!x->profile || !x->scenario || !x->artifact || !x->date) {
            rc = oom(err, errlen);
            break;
        }
    }
    perf_stmt_reset(st);
    return step == PERF_DB_ERROR ? PERF_REPORT_ERROR : rc;
}

int perf_report_benchmark_history(perf_db *db, const char *benchmark, const char *metric,
                                  const char *profile, const char *scenario,
                                  const perf_history_range *range, perf_history **out, char *err,
                                  size_t errlen)
{
    *out = NULL;
    int64_t bench, mid;
    if ((!metric || !*metric) && !(metric = perf_report_default_metric(db, err, errlen)))
        return PERF_REPORT_ERROR;
    const perf_metric_def *def = perf_metric_find(metric);
    int overhead = def && def->derived;
    perf_history *h = calloc(1, sizeof *h);
    if (!h)
        return oom(err, errlen);
    int rc = perf_report_find_benchmark(db, benchmark, &bench, err, errlen);
    if (rc == PERF_REPORT_OK)
        rc = perf_report_find_metric(db, overhead ? def->derived : metric, &mid, &h->unit, err,
                                     errlen);
    if (rc != PERF_REPORT_OK) {
        perf_history_free(h);
        return rc;
    }
    if (overhead) {
        free(h->unit);
        h->unit = perf_report_strdup(def->unit);
    }
    h->benchmark = perf_report_strdup(benchmark);
    h->metric = perf_report_strdup(metric);
    if (!h->unit || !h->benchmark || !h->metric) {
        perf_history_free(h);
        return oom(err, errlen);
    }
    perf_history_art *arts;
    size_t narts;
    if ((rc = perf_history_window(db, range, bench, NULL, NULL, &arts, &narts, err, errlen)) !=
        PERF_REPORT_OK) {
        perf_history_free(h);
        return rc;
    }
    perf_stmt *st;
    /* one artifact's samples of the benchmark: a range of the sample
     * table's primary key (artifact_id, benchmark_id, ...) */
    if (perf_db_prepare(db, PERF_SQL_BENCHMARK_HISTORY, &st, err, errlen) < 0) {
        perf_history_arts_free(arts, narts);
        perf_history_free(h);
        return PERF_REPORT_ERROR;
    }
    rec *r = NULL;
    size_t n = 0, cap = 0;
    for (size_t i = 0; i < narts && rc == PERF_REPORT_OK; i++) {
        perf_stmt_bind_int64(st, 1, arts[i].id);
        perf_stmt_bind_int64(st, 2, bench);
        perf_stmt_bind_int64(st, 3, mid);
        rc = add_recs(st, &arts[i], profile, scenario, &r, &n, &cap, err, errlen);
    }
    perf_stmt_finalize(st);
    perf_history_arts_free(arts, narts);
    if (rc == PERF_REPORT_OK) {
        if (n)
            qsort(r, n, sizeof *r, rec_cmp);
        if (build_series(h, r, n, overhead) < 0)
            rc = oom(err, errlen);
    }
    recs_free(r, n);
    if (rc != PERF_REPORT_OK) {
        perf_history_free(h);
        return rc;
    }
    *out = h;
    return PERF_REPORT_OK;
}

void perf_history_free(perf_history *h)
{
    if (!h)
        return;
    for (size_t i = 0; i < h->count; i++) {
        for (size_t j = 0; j < h->series[i].count; j++) {
            free(h->series[i].points[j].artifact);
            free(h->series[i].points[j].date);
        }
        free(h->series[i].points);
        free(h->series[i].profile);
        free(h->series[i].scenario);
    }
    free(h->series);
    free(h->benchmark);
    free(h->metric);
    free(h->unit);
    free(h);
}

/* Appends artifact art's point, if its self-profile has label lid in its
 * first run, from st (PERF_SQL_QUERY_HISTORY), already bound: the block
 * decoded, the label found by binary search. 0 or a PERF_REPORT_ code. */
static int add_point(perf_stmt *st, const perf_history_art *art, int64_t lid, perf_query_history *h,
                     size_t *cap, char *err, size_t errlen)
{
    int step = perf_stmt_step(st, err, errlen), rc = PERF_REPORT_OK;
    if (step != PERF_DB_ROW) {
        perf_stmt_reset(st);
        return step == PERF_DB_ERROR ? PERF_REPORT_ERROR : PERF_REPORT_OK;
    }
    perf_query_block b;
    size_t len = 0;
    const void *z = perf_stmt_column_blob(st, 1, &len);
    if (perf_query_block_decode(z, len, &b, err, errlen) < 0) {
        perf_stmt_reset(st);
        return PERF_REPORT_ERROR;
    }
    long at = perf_query_block_find(&b, lid);
    if (at >= 0 && b.in_first[at]) {
        if (sup_grow((void **)&h->points, cap, h->count + 1, sizeof *h->points) < 0) {
            rc = oom(err, errlen);
            goto out;
        }
        perf_query_point *p = &h->points[h->count++];
        memset(p, 0, sizeof *p);
        p->artifact = perf_report_strdup(art->name);
        p->date = perf_report_strdup(art->date);
        if (!*h->unit) {
            free(h->unit);
            h->unit = perf_report_strdup(perf_stmt_column_text(st, 0));
        }
        p->values = perf_query_block_values(&b, (size_t)at);
        if (!p->artifact || !p->date || !h->unit)
            rc = oom(err, errlen);
    }
out:
    perf_query_block_free(&b);
    perf_stmt_reset(st);
    return rc;
}

int perf_report_query_history(perf_db *db, const char *benchmark, const char *profile,
                              const char *scenario, const char *label,
                              const perf_history_range *range, perf_query_history **out, char *err,
                              size_t errlen)
{
    *out = NULL;
    int64_t bench, lid = 0;
    int rc = perf_report_find_benchmark(db, benchmark, &bench, err, errlen);
    if (rc != PERF_REPORT_OK)
        return rc;
    perf_stmt *st;
    if (perf_db_prepare(db, "SELECT id FROM label WHERE name = $1", &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_text(st, 1, label);
    int step = perf_stmt_step(st, err, errlen);
    if (step == PERF_DB_ROW)
        lid = perf_stmt_column_int64(st, 0);
    perf_stmt_finalize(st);
    if (step == PERF_DB_ERROR)
        return PERF_REPORT_ERROR;
    if (step == PERF_DB_DONE)
        return perf_report_err(PERF_REPORT_NOT_FOUND, err, errlen,
                               "unknown label '%s' (no self-profile has it)", label);
    perf_query_history *h = calloc(1, sizeof *h);
    if (!h)
        return oom(err, errlen);
    h->benchmark = perf_report_strdup(benchmark);
    h->profile = perf_report_strdup(profile);
    h->scenario = perf_report_strdup(scenario);
    h->label = perf_report_strdup(label);
    h->unit = perf_report_strdup("");
    if (!h->benchmark || !h->profile || !h->scenario || !h->label || !h->unit) {
        perf_query_history_free(h);
        return oom(err, errlen);
    }
    perf_history_art *arts;
    size_t narts;
    /* the window's artifacts are oldest first, so are the points */
    if ((rc = perf_history_window(db, range, bench, profile, scenario, &arts, &narts, err,
                                  errlen)) != PERF_REPORT_OK) {
        perf_query_history_free(h);
        return rc;
    }
    /* one artifact's self-profile of the test case (its unique key), and
     * its block (query_block's primary key) */
    if (perf_db_prepare(db, PERF_SQL_QUERY_HISTORY, &st, err, errlen) < 0) {
        perf_history_arts_free(arts, narts);
        perf_query_history_free(h);
        return PERF_REPORT_ERROR;
    }
    size_t cap = 0;
    rc = PERF_REPORT_OK;
    for (size_t i = 0; i < narts && rc == PERF_REPORT_OK; i++) {
        perf_stmt_bind_int64(st, 1, arts[i].id);
        perf_stmt_bind_int64(st, 2, bench);
        perf_stmt_bind_text(st, 3, profile);
        perf_stmt_bind_text(st, 4, scenario);
        rc = add_point(st, &arts[i], lid, h, &cap, err, errlen);
    }
    perf_stmt_finalize(st);
    perf_history_arts_free(arts, narts);
    if (rc != PERF_REPORT_OK) {
        perf_query_history_free(h);
        return rc;
    }
    *out = h;
    return PERF_REPORT_OK;
}

void perf_query_history_free(perf_query_history *h)
{
    if (!h)
        return;
    for (size_t i = 0; i < h->count; i++) {
        free(h->points[i].artifact);
        free(h->points[i].date);
    }
    free(h->points);
    free(h->benchmark);
    free(h->profile);
    free(h->scenario);
    free(h->label);
    free(h->unit);
    free(h);
}
