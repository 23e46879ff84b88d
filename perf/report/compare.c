/* compare.c — perf_report_compare: artifacts A and B on one metric over
 * every test case, with each change's significance (significance.h).
 *
 * Four reads: A's samples, B's samples (every iteration: the samples rule
 * needs them), the up to 30 previous artifacts, and their samples of the
 * metric (the history, from the covering index sample_metric_artifact). Rows are matched and sorted in C with strcmp, so the order is
 * byte order on every engine whatever its collation. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../stats/median.h"
#include "../stats/paired.h"
#include "relevance.h"
#include "report_sql.h"
#include "report_util.h"
#include "significance.h"
#include "support/grow.h"

typedef struct bench {
    int64_t id;
    char *name, *category;
} bench;

typedef struct bench_set {
    bench *by_name; /* sorted by name; a benchmark's index is its rank */
    size_t n;
    size_t *by_id; /* indexes into by_name, sorted by id */
} bench_set;

/* One test case's samples on one artifact, every iteration kept. */
typedef struct acase {
    size_t bench;
    char *profile, *scenario;
    perf_case_samples s;
    double *clean; /* the clean iterations' values */
    size_t cap;
    /* per clean value: its iteration and when it was measured (NAN: not
     * recorded), to find the runs measured in pairs */
    int *clean_it;
    double *clean_at;
    size_t cap_it, cap_at;
    int remeasured; /* its clean runs are a session of the artifact measured
                       again beside the other side (choose_sessions) */
} acase;

typedef struct side {
    acase *cases;
    size_t n, cap;
} side;

typedef struct ctx {
    perf_db *db;
    char *err;
    size_t errlen;
    bench_set b;
    int overhead;
    int exact; /* the metric is a count (perf_metric_exact) */
    int64_t metric;
    double session_noise; /* the APART rule's (session_noise; -1: not read yet) */
    int judged;           /* perf_metric_judged: 0, a sample a side, no verdict */
} ctx;

static int oom(ctx *c)
{
    return perf_report_err(PERF_REPORT_ERROR, c->err, c->errlen, "out of memory");
}

static void bench_set_free(bench_set *b)
{
    for (size_t i = 0; i < b->n; i++) {
        free(b->by_name[i].name);
        free(b->by_name[i].category);
    }
    free(b->by_name);
    free(b->by_id);
}

static int bench_by_name(const void *x, const void *y)
{
    return strcmp(((const bench *)x)->name, ((const bench *)y)->name);
}

/* qsort_r, not a global: the server compares on many threads at once. */
static int index_by_id(const void *x, const void *y, void *benches)
{
    const bench *bs = benches;
    int64_t a = bs[*(const size_t *)x].id, b = bs[*(const size_t *)y].id;
    return (a > b) - (a < b);
}

static int load_benchmarks(ctx *c)
{
    perf_stmt *st;
    if (perf_db_prepare(c->db, "SELECT id, name, category FROM benchmark", &st, c->err, c->errlen) <
        0)
        return PERF_REPORT_ERROR;
    size_t cap = 0;
    int r, rc = PERF_REPORT_OK;
    while ((r = perf_stmt_step(st, c->err, c->errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&c->b.by_name, &cap, c->b.n + 1, sizeof(bench)) < 0) {
            rc = oom(c);
            break;
        }
        bench *b = &c->b.by_name[c->b.n];
        b->id = perf_stmt_column_int64(st, 0);
        b->name = perf_report_strdup(perf_stmt_column_text(st, 1));
        b->category = perf_report_strdup(perf_stmt_column_text(st, 2));
        c->b.n++;
        if (!b->name || !b->category) {
            rc = oom(c);
            break;
        }
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return PERF_REPORT_ERROR;
    if (rc != PERF_REPORT_OK)
        return rc;
    if (c->b.n)
        qsort(c->b.by_name, c->b.n, sizeof(bench), bench_by_name);
    if (!(c->b.by_id = malloc((c->b.n ? c->b.n : 1) * sizeof(size_t))))
        return oom(c);
    for (size_t i = 0; i < c->b.n; i++)
        c->b.by_id[i] = i;
    if (c->b.n)
        qsort_r(c->b.by_id, c->b.n, sizeof(size_t), index_by_id, c->b.by_name);
    return PERF_REPORT_OK;
}

/* The rank of benchmark `id`, or (size_t)-1. */
static size_t bench_index(const bench_set *b, int64_t id)
{
    size_t lo = 0, hi = b->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int64_t m = b->by_name[b->by_id[mid]].id;
        if (m == id)
            return b->by_id[mid];
        if (m < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (size_t)-1;
}

static int case_cmp(size_t b1, const char *p1, const char *s1, size_t b2, const char *p2,
                    const char *s2)
{
    if (b1 != b2)
        return b1 < b2 ? -1 : 1;
    int k = strcmp(p1, p2);
    return k ? k : strcmp(s1, s2);
}

static int acase_cmp(const void *x, const void *y)
{
    const acase *a = x, *b = y;
    return case_cmp(a->bench, a->profile, a->scenario, b->bench, b->profile, b->scenario);
}

static void side_free(side *s)
{
    for (size_t i = 0; i < s->n; i++) {
        free(s->cases[i].profile);
        free(s->cases[i].scenario);
        free(s->cases[i].clean);
        free(s->cases[i].clean_it);
        free(s->cases[i].clean_at);
    }
    free(s->cases);
}

/* Reads every sample of `metric` on `artifact` into s, one acase per test
 * case, sorted; beside != 0: its clean runs measured again beside that
 * artifact instead (session_sample). The SQL orders by test case so equal
 * cases are adjacent whatever the engine's collation; only adjacency is
 * relied on. */
static int load_side(ctx *c, int64_t artifact, int64_t metric, int64_t beside, side *s)
{
    perf_stmt *st;
    if (perf_db_prepare(c->db, beside ? PERF_SQL_COMPARE_SESSION : PERF_SQL_COMPARE_SIDE, &st,
                        c->err, c->errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_int64(st, 1, artifact);
    perf_stmt_bind_int64(st, 2, metric);
    if (beside)
        perf_stmt_bind_int64(st, 3, beside);
    int r, rc = PERF_REPORT_OK;
    while ((r = perf_stmt_step(st, c->err, c->errlen)) == PERF_DB_ROW) {
        size_t bi = bench_index(&c->b, perf_stmt_column_int64(st, 0));
        const char *prof = perf_stmt_column_text(st, 1), *scen = perf_stmt_column_text(st, 2);
        if (bi == (size_t)-1 || !prof || !scen)
            continue; /* the foreign keys make this impossible; skip, never crash */
        acase *k = s->n ? &s->cases[s->n - 1] : NULL;
        if (!k || case_cmp(k->bench, k->profile, k->scenario, bi, prof, scen) != 0) {
            if (sup_grow((void **)&s->cases, &s->cap, s->n + 1, sizeof(acase)) < 0) {
                rc = oom(c);
                break;
            }
            k = &s->cases[s->n++];
            memset(k, 0, sizeof *k);
            k->bench = bi;
            k->remeasured = beside != 0;
            k->profile = perf_report_strdup(prof);
            k->scenario = perf_report_strdup(scen);
            if (!k->profile || !k->scenario) {
                rc = oom(c);
                break;
            }
        }
        int sp = perf_stmt_column_int64(st, 3) != 0;
        double v = perf_stmt_column_double(st, 4);
        perf_case_samples_add(&k->s, sp, v);
        if (!sp) {
            if (sup_grow((void **)&k->clean, &k->cap, k->s.nclean, sizeof(double)) < 0 ||
                sup_grow((void **)&k->clean_it, &k->cap_it, k->s.nclean, sizeof(int)) < 0 ||
                sup_grow((void **)&k->clean_at, &k->cap_at, k->s.nclean, sizeof(double)) < 0) {
                rc = oom(c);
                break;
            }
            k->clean[k->s.nclean - 1] = v;
            k->clean_it[k->s.nclean - 1] = (int)perf_stmt_column_int64(st, 5);
            k->clean_at[k->s.nclean - 1] = perf_stmt_column_is_null(st, 6)
                                               ? NAN
                                               : perf_stmt_column_double(st, 6);
        }
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return PERF_REPORT_ERROR;
    if (rc == PERF_REPORT_OK && s->n)
        qsort(s->cases, s->n, sizeof(acase), acase_cmp);
    return rc;
}

/* A row being built: its history values, by rank (0 = newest previous
 * artifact), clean and self-profiled apart. */
typedef struct hist {
    size_t bench;
    perf_case_samples at[PERF_SIG_HISTORY_MAX];
} hist;

/* The up to 30 artifacts before A (by date, then id) that have samples of
 * the metric, A and B excluded, newest first. */
static int previous_artifacts(ctx *c, int64_t a, const char *a_date, int64_t b, int64_t metric,
                              int64_t *ids, size_t *n)
{
    perf_stmt *st;
    *n = 0;
    if (perf_db_prepare(c->db, PERF_SQL_PREVIOUS_ARTIFACTS, &st, c->err, c->errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_text(st, 1, a_date);
    perf_stmt_bind_int64(st, 2, a);
    perf_stmt_bind_int64(st, 3, b);
    perf_stmt_bind_int64(st, 4, metric);
    int r;
    while ((r = perf_stmt_step(st, c->err, c->errlen)) == PERF_DB_ROW && *n < PERF_SIG_HISTORY_MAX)
        ids[(*n)++] = perf_stmt_column_int64(st, 0);
    perf_stmt_finalize(st);
    return r == PERF_DB_ERROR ? PERF_REPORT_ERROR : PERF_REPORT_OK;
}

/* The row of test case (bi, prof, scen), or n. */
static size_t find_row(const perf_compare_row *rows, const hist *h, size_t n, size_t bi,
                       const char *prof, const char *scen)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int k = case_cmp(h[mid].bench, rows[mid].profile, rows[mid].scenario, bi, prof, scen);
        if (k == 0)
            return mid;
        if (k < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return n;
}

/* Fills each row's history h[k] from the previous artifacts `ids`
 * (newest first), accumulating each sample into its row's slot. A row's
 * slot is looked up only when the test case differs from the previous
 * sample's: on SQLite the rows come in the covering index's order
 * (sample_metric_artifact), so that is once per artifact x test case; no
 * ORDER BY is asked for, so PostgreSQL does not sort 27,000 rows by its
 * collation, and any order gives the same result. */
static int load_history(ctx *c, const int64_t *ids, size_t nids, int64_t metric,
                        const perf_compare_row *rows, hist *h, size_t n, int need_sp)
{
    if (nids == 0 || n == 0)
        return PERF_REPORT_OK;
    perf_stmt *st;
    if (perf_db_prepare(c->db, PERF_SQL_COMPARE_HISTORY, &st, c->err, c->errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_int64(st, 1, metric);
    for (int i = 0; i < PERF_SIG_HISTORY_MAX; i++) /* unused slots repeat the first id */
        perf_stmt_bind_int64(st, i + 2, ids[(size_t)i < nids ? (size_t)i : 0]);
    /* the self-profiled rows (a quarter of all) only when a value needs them */
    perf_stmt_bind_int64(st, 32, need_sp);
    int64_t last_art = -1, last_bid = -1;
    char last_prof[64] = "", last_scen[256] = "";
    perf_case_samples *slot = NULL; /* NULL: the last case is not one of the rows */
    int r;
    while ((r = perf_stmt_step(st, c->err, c->errlen)) == PERF_DB_ROW) {
        int64_t art = perf_stmt_column_int64(st, 0), bid = perf_stmt_column_int64(st, 1);
        const char *prof = perf_stmt_column_text(st, 2), *scen = perf_stmt_column_text(st, 3);
        if (!prof || !scen || strlen(prof) >= sizeof last_prof || strlen(scen) >= sizeof last_scen)
            continue; /* no test case of ours has such names */
        if (art != last_art || bid != last_bid || strcmp(prof, last_prof) ||
            strcmp(scen, last_scen)) {
            last_art = art;
            last_bid = bid;
            strcpy(last_prof, prof);
            strcpy(last_scen, scen);
            size_t rank = 0;
            while (rank < nids && ids[rank] != art)
                rank++;
            size_t bi = bench_index(&c->b, bid);
            size_t k = rank < nids && bi != (size_t)-1 ? find_row(rows, h, n, bi, prof, scen) : n;
            slot = k < n ? &h[k].at[rank] : NULL; /* else a case A and B do not share */
        }
        if (slot)
            perf_case_samples_add(slot, perf_stmt_column_int64(st, 4) != 0,
                                  perf_stmt_column_double(st, 5));
    }
    perf_stmt_finalize(st);
    return r == PERF_DB_ERROR ? PERF_REPORT_ERROR : PERF_REPORT_OK;
}

static double relative_change(double before, double after)
{
    if (before == after)
        return 0;
    if (before == 0)
        return after > 0 ? INFINITY : -INFINITY;
    return (after - before) / fabs(before);
}

/* Joins the two sorted sides into rows (cases present on both). */
static int join(ctx *c, const side *a, const side *b, perf_comparison *out, hist **hout)
{
    size_t cap = 0, hcap = 0, i = 0, j = 0;
    hist *h = NULL;
    while (i < a->n || j < b->n) {
        int k = i == a->n ? 1 : j == b->n ? -1 : acase_cmp(&a->cases[i], &b->cases[j]);
        if (k != 0) {
            if (k < 0) {
                out->only_a++;
                i++;
            } else {
                out->only_b++;
                j++;
            }
            continue;
        }
        const acase *x = &a->cases[i++], *y = &b->cases[j++];
        double before, after;
        size_t nb, na;
        int has_a = perf_case_value(&x->s, c->overhead, &before, &nb);
        int has_b = perf_case_value(&y->s, c->overhead, &after, &na);
        if (!has_a || !has_b) { /* e.g. overhead without a self-profiled run */
            out->only_a += (size_t)(has_a && !has_b);
            out->only_b += (size_t)(has_b && !has_a);
            continue;
        }
        if (sup_grow((void **)&out->rows, &cap, out->count + 1, sizeof *out->rows) < 0 ||
            sup_grow((void **)&h, &hcap, out->count + 1, sizeof *h) < 0) {
            free(h);
            return oom(c);
        }
        perf_compare_row *r = &out->rows[out->count];
        memset(r, 0, sizeof *r);
        memset(&h[out->count], 0, sizeof *h);
        h[out->count].bench = x->bench;
        out->count++;
        const bench *bn = &c->b.by_name[x->bench];
        r->benchmark = perf_report_strdup(bn->name);
        r->category = perf_report_strdup(bn->category);
        r->profile = perf_report_strdup(x->profile);
        r->scenario = perf_report_strdup(x->scenario);
        if (!r->benchmark || !r->category || !r->profile || !r->scenario) {
            free(h);
            return oom(c);
        }
        r->before = r->min_before = before;
        r->after = r->min_after = after;
        r->basis = c->overhead ? PERF_BASIS_OVERHEAD : PERF_BASIS_MINIMUM;
        r->remeasured = x->remeasured ? 1 : y->remeasured ? 2 : 0;
        r->before_n = nb;
        r->after_n = na;
        /* overhead: the change of the ratio self-profiled / clean wall time,
         * not of the percentage (which crosses 0 and would make -5% -> +5%
         * a change of 200%) */
        r->change = c->overhead ? relative_change(1 + before / 100, 1 + after / 100)
                                : relative_change(before, after);
    }
    *hout = h;
    return PERF_REPORT_OK;
}

/* Whether some test case's value comes from its self-profiled iteration
 * (a metric measured only there, like sizes). */
static int uses_self_profiled(const side *a, const side *b)
{
    for (size_t i = 0; i < a->n; i++)
        if (!a->cases[i].s.nclean)
            return 1;
    for (size_t i = 0; i < b->n; i++)
        if (!b->cases[i].s.nclean)
            return 1;
    return 0;
}

/* Whether the clean runs of x and y were measured in pairs, side by side
 * (queue's paired jobs): the same iterations on both sides, and for each
 * iteration no other clean run of the test case measured between its two
 * runs. If so, pa/pb get the values in pair order (capacity x's count). */
static int runs_paired(const acase *x, const acase *y, double *pa, double *pb)
{
    size_t n = x->s.nclean;
    if (n == 0 || n != y->s.nclean)
        return 0;
    for (size_t i = 0; i < n; i++) {
        size_t j = 0;
        while (j < n && y->clean_it[j] != x->clean_it[i])
            j++;
        double ta = x->clean_at[i];
        if (j == n || isnan(ta) || isnan(y->clean_at[j]))
            return 0;
        double tb = y->clean_at[j], lo = fmin(ta, tb), hi = fmax(ta, tb);
        for (size_t k = 0; k < n; k++)
            if ((k != i && x->clean_at[k] > lo && x->clean_at[k] < hi) ||
                (k != j && y->clean_at[k] > lo && y->clean_at[k] < hi))
                return 0;
        pa[i] = x->clean[i];
        pb[i] = y->clean[j];
    }
    return 1;
}

/* When x and y were measured as pairs: the time of their newest run, or
 * -INFINITY when they were not measured side by side (or out of memory:
 * then they are judged apart, never wrongly paired). */
static double paired_at(const acase *x, const acase *y)
{
    size_t n = x->s.nclean;
    double *pa = malloc((n ? n : 1) * sizeof *pa), *pb = malloc((n ? n : 1) * sizeof *pb);
    double t = -INFINITY;
    if (pa && pb && runs_paired(x, y, pa, pb))
        for (size_t i = 0; i < n; i++)
            t = fmax(t, fmax(x->clean_at[i], y->clean_at[i]));
    free(pa);
    free(pb);
    return t;
}

/* The case of `s` equal to k, or NULL (s is sorted). */
static acase *find_case(const side *s, const acase *k)
{
    return s->n ? bsearch(k, s->cases, s->n, sizeof(acase), acase_cmp) : NULL;
}

/* Each test case compares the newest measurement session that holds both
 * sides (migration 10): A's and B's own runs when they were measured side
 * by side; else A's runs measured again beside B (sa2), or B's beside A
 * (sb2), whichever is newer. The chosen session's case is swapped into
 * sa or sb (its acase says `remeasured`); a case no session holds both
 * sides of keeps the own runs and is judged apart. */
static void choose_sessions(side *sa, side *sb, side *sa2, side *sb2)
{
    for (size_t j = 0; j < sb->n; j++) {
        acase *y = &sb->cases[j], *x = find_case(sa, y);
        if (!x)
            continue;
        acase *x2 = find_case(sa2, y), *y2 = find_case(sb2, x);
        double own = paired_at(x, y), t2 = x2 ? paired_at(x2, y) : -INFINITY,
               t3 = y2 ? paired_at(x, y2) : -INFINITY;
        acase tmp;
        if (t2 > own && t2 >= t3) {
            tmp = *x, *x = *x2, *x2 = tmp;
        } else if (t3 > own && t3 > t2) {
            tmp = *y, *y = *y2, *y2 = tmp;
        }
    }
}

/* How far apart (minutes) the clean runs of x and y were measured: the
 * distance of their medians' times; NAN when a time is not recorded
 * (imported samples), so that their rows keep the interval rule. */
static double apart_minutes(const acase *x, const acase *y)
{
    size_t n = x->s.nclean + y->s.nclean;
    double *t = malloc((n ? n : 1) * sizeof *t);
    if (!t || !x->s.nclean || !y->s.nclean) {
        free(t);
        return NAN;
    }
    double m[2];
    for (int i = 0; i < 2; i++) {
        const acase *k = i ? y : x;
        for (size_t j = 0; j < k->s.nclean; j++)
            t[j] = k->clean_at[j];
        m[i] = perf_stats_median(t, k->s.nclean);
    }
    free(t);
    return fabs(m[1] - m[0]) / 60; /* NAN when either is */
}

/* The noise between two sessions of one artifact (the APART rule's,
 * significance.h), into c->session_noise: over the newest re-measured
 * runs of the metric, each (artifact, session, test case) gives d =
 * ln(median of its runs in the session) - ln(median of the same
 * iterations of its own runs); the noise is the root mean square of d,
 * and 0 (the default's) with fewer than PERF_SIG_SESSION_NOISE_MIN. The
 * root mean square, not a robust spread: a session under another load is
 * exactly what the rule must allow for. 0, or -1 on a database error. */
static int session_noise(ctx *c)
{
    perf_stmt *st;
    if (perf_db_prepare(c->db, PERF_SQL_SESSION_NOISE, &st, c->err, c->errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, c->metric);
    double *own = NULL, *again = NULL, sum = 0;
    size_t n = 0, cap1 = 0, cap2 = 0, groups = 0;
    int64_t key[3] = {0, 0, 0};
    char prof[64] = "", scen[256] = "";
    int r;
    for (;;) {
        r = perf_stmt_step(st, c->err, c->errlen);
        int row = r == PERF_DB_ROW;
        const char *p = row ? perf_stmt_column_text(st, 3) : NULL;
        const char *sc = row ? perf_stmt_column_text(st, 4) : NULL;
        int same = row && p && sc && n && perf_stmt_column_int64(st, 0) == key[0] &&
                   perf_stmt_column_int64(st, 1) == key[1] &&
                   perf_stmt_column_int64(st, 2) == key[2] && !strcmp(p, prof) && !strcmp(sc, scen);
        if (!same && n) { /* a session's test case is complete */
            double a = perf_stats_median(again, n), o = perf_stats_median(own, n);
            if (a > 0 && o > 0) {
                sum += log(a / o) * log(a / o);
                groups++;
            }
            n = 0;
        }
        if (!row || !p || !sc)
            break;
        key[0] = perf_stmt_column_int64(st, 0);
        key[1] = perf_stmt_column_int64(st, 1);
        key[2] = perf_stmt_column_int64(st, 2);
        snprintf(prof, sizeof prof, "%s", p);
        snprintf(scen, sizeof scen, "%s", sc);
        if (sup_grow((void **)&again, &cap1, n + 1, sizeof *again) < 0 ||
            sup_grow((void **)&own, &cap2, n + 1, sizeof *own) < 0) {
            r = PERF_DB_ERROR;
            snprintf(c->err, c->errlen, "out of memory");
            break;
        }
        again[n] = perf_stmt_column_double(st, 5);
        own[n] = perf_stmt_column_double(st, 6);
        n++;
    }
    perf_stmt_finalize(st);
    free(own);
    free(again);
    if (r == PERF_DB_ERROR)
        return -1;
    c->session_noise = groups >= PERF_SIG_SESSION_NOISE_MIN ? sqrt(sum / (double)groups) : 0;
    return 0;
}

/* One row's clean runs, found again for the interval rule. */
typedef struct row_runs {
    const double *a, *b; /* each side's clean values; in pair order when paired */
    size_t na, nb;
    double *pa, *pb; /* owned: the pair-ordered copies */
    int paired;
    double apart; /* not paired: minutes between the two sessions (NAN: unknown) */
} row_runs;

/* Each row's clean runs (both sides are sorted like the rows). Returns
 * the array (count out->count) or NULL when out of memory. */
static row_runs *find_runs(ctx *c, const side *a, const side *b, const perf_comparison *out,
                           const hist *h)
{
    row_runs *runs = calloc(out->count ? out->count : 1, sizeof *runs);
    if (!runs)
        return NULL;
    size_t i = 0, j = 0;
    for (size_t k = 0; k < out->count; k++) {
        const perf_compare_row *r = &out->rows[k];
        /* NOLINTBEGIN(clang-analyzer-core.NullDereference): join gave h and both
         * sides an entry for every row k < out->count; the analyzer loses
         * out->count (res escapes to other files) and walks k with h NULL. */
        while (i < a->n && case_cmp(a->cases[i].bench, a->cases[i].profile, a->cases[i].scenario,
                                    h[k].bench, r->profile, r->scenario) < 0)
            i++;
        while (j < b->n && case_cmp(b->cases[j].bench, b->cases[j].profile, b->cases[j].scenario,
                                    h[k].bench, r->profile, r->scenario) < 0)
            j++;
        const acase *x = &a->cases[i], *y = &b->cases[j];
        /* the interval rule: every clean iteration of each side (not for
         * the overhead, a ratio of one self-profiled run to them) */
        if (!x->s.nclean || !y->s.nclean || c->overhead)
            continue;
        /* NOLINTEND(clang-analyzer-core.NullDereference) */
        row_runs *rr = &runs[k];
        rr->a = x->clean;
        rr->b = y->clean;
        rr->na = x->s.nclean;
        rr->nb = y->s.nclean;
        rr->pa = malloc(rr->na * sizeof *rr->pa);
        rr->pb = malloc(rr->na * sizeof *rr->pb);
        if (!rr->pa || !rr->pb)
            continue; /* judged unpaired */
        rr->paired = runs_paired(x, y, rr->pa, rr->pb);
        rr->apart = rr->paired ? NAN : apart_minutes(x, y);
        if (rr->paired) {
            rr->a = rr->pa;
            rr->b = rr->pb;
        }
    }
    return runs;
}

/* The noise the paired rows share (stats/noise_prior.h): each row's
 * variance of ln(b/a) over its pairs. Counts have no noise to share. */
static perf_noise_prior shared_noise(const ctx *c, const row_runs *runs, size_t n)
{
    perf_noise_prior prior = {0, 0, 0, 0};
    double *s2 = malloc((n ? n : 1) * sizeof *s2), *df = malloc((n ? n : 1) * sizeof *df);
    size_t m = 0;
    if (s2 && df && !c->exact)
        for (size_t k = 0; k < n; k++)
            if (runs[k].paired && runs[k].na >= 3 &&
                perf_stats_paired_variance(runs[k].a, runs[k].b, runs[k].na, &s2[m], &df[m]) == 0)
                m++;
    if (m)
        perf_stats_noise_prior(s2, df, m, &prior);
    free(s2);
    free(df);
    return prior;
}

/* Whether a row's runs were measured in two sessions, at known times, on
 * a timed metric: the APART rule judges it. */
static int is_apart(const ctx *c, const row_runs *rr)
{
    return rr->a && rr->b && !rr->paired && !isnan(rr->apart) && !c->exact;
}

/* The significance of a metric with one sample a side (metric.h's
 * judged = 0): shown, never judged. */
static perf_significance one_sample(void)
{
    perf_significance s;
    memset(&s, 0, sizeof s);
    s.threshold = INFINITY;
    s.source = PERF_SIG_DEFAULT;
    s.verdict = PERF_VERDICT_ONE_SAMPLE;
    s.p_value = NAN;
    s.apart_minutes = NAN;
    return s;
}

/* When the rule's change is an estimate over every clean run (INTERVAL,
 * APART), r's before and after are put on its basis: the geometric mean
 * of A's runs, and that times 1 + change; the minima stay in min_*. */
static void show_on_basis(perf_compare_row *r, const row_runs *rr)
{
    if (!r->sig.has_interval || !rr->a || !rr->na || !isfinite(r->change) ||
        (r->sig.source != PERF_SIG_INTERVAL && r->sig.source != PERF_SIG_APART))
        return;
    double sum = 0;
    for (size_t i = 0; i < rr->na; i++) {
        if (!(rr->a[i] > 0))
            return; /* no geometric mean: keep the minima */
        sum += log(rr->a[i]);
    }
    r->before = exp(sum / (double)rr->na);
    r->after = r->before * (1 + r->change);
    r->basis = PERF_BASIS_RUNS;
}

/* Each row's significance, now that its history is known. Returns 0, -1
 * when out of memory, -2 on a database error (c->err). */
static int decide(ctx *c, const side *a, const side *b, perf_comparison *out, const hist *h,
                  size_t nids)
{
    row_runs *runs = find_runs(c, a, b, out, h);
    if (!runs)
        return -1;
    for (size_t k = 0; k < out->count; k++)
        if (is_apart(c, &runs[k]) && c->session_noise < 0 && session_noise(c) < 0) {
            for (size_t i = 0; i < out->count; i++) {
                free(runs[i].pa);
                free(runs[i].pb);
            }
            free(runs);
            return -2;
        }
    out->noise = shared_noise(c, runs, out->count);
    for (size_t k = 0; k < out->count; k++) {
        perf_compare_row *r = &out->rows[k];
        double values[PERF_SIG_HISTORY_MAX];
        size_t nv = 0, n;
        for (size_t rank = 0; rank < nids; rank++)
            if (perf_case_value(&h[k].at[rank], c->overhead, &values[nv], &n)) {
                if (c->overhead) /* as the change: on the ratio */
                    values[nv] = 1 + values[nv] / 100;
                nv++;
            }
        const row_runs *rr = &runs[k];
        if (!c->judged)
            r->sig = one_sample();
        else if (is_apart(c, rr))
            r->sig = perf_significance_apart(&r->change, rr->a, rr->na, rr->b, rr->nb,
                                             c->session_noise, rr->apart);
        else
            r->sig = perf_significance_decide(&r->change, values, nv, rr->a, rr->a ? rr->na : 0,
                                              rr->b, rr->b ? rr->nb : 0, c->exact, rr->paired,
                                              out->noise.df > 0 ? &out->noise : NULL);
        show_on_basis(r, rr);
    }
    for (size_t k = 0; k < out->count; k++) {
        free(runs[k].pa);
        free(runs[k].pb);
    }
    free(runs);
    return 0;
}

/* perf_report_compare and perf_report_compare_paired: `history` 0 reads
 * no previous artifacts. */
static int compare(perf_db *db, const char *a, const char *b, const char *metric, int history,
                   perf_comparison **out, char *err, size_t errlen)
{
    *out = NULL;
    ctx c = {db, err, errlen, {NULL, 0, NULL}, 0, 0, 0, -1, 1};
    perf_comparison *res = calloc(1, sizeof *res);
    if (!res)
        return oom(&c);
    side sa = {NULL, 0, 0}, sb = {NULL, 0, 0}, sa2 = {NULL, 0, 0}, sb2 = {NULL, 0, 0};
    hist *h = NULL;
    int64_t ida, idb, mid;
    if ((!metric || !*metric) && !(metric = perf_report_default_metric(db, err, errlen))) {
        perf_comparison_free(res);
        return PERF_REPORT_ERROR;
    }
    const perf_metric_def *def = perf_metric_find(metric);
    c.overhead = def && def->derived;
    c.exact = perf_metric_exact(metric);
    c.judged = perf_metric_judged(metric);
    char *wall_unit = NULL;
    int rc = perf_report_find_artifact(db, a, &ida, &res->a_date, err, errlen);
    if (rc == PERF_REPORT_OK)
        rc = perf_report_find_artifact(db, b, &idb, &res->b_date, err, errlen);
    if (rc == PERF_REPORT_OK && c.overhead) {
        rc = perf_report_find_metric(db, def->derived, &mid, &wall_unit, err, errlen);
        if (rc == PERF_REPORT_NOT_FOUND)
            perf_report_err(rc, err, errlen, "metric '%s' needs %s samples; there are none", metric,
                            def->derived);
        res->unit = perf_report_strdup(def->unit);
    } else if (rc == PERF_REPORT_OK) {
        rc = perf_report_find_metric(db, metric, &mid, &res->unit, err, errlen);
    }
    free(wall_unit);
    if (rc != PERF_REPORT_OK)
        goto out;
    res->a_id = ida;
    res->b_id = idb;
    res->a = perf_report_strdup(a);
    res->b = perf_report_strdup(b);
    res->metric = perf_report_strdup(metric);
    if (!res->a || !res->b || !res->metric || !res->unit) {
        rc = oom(&c);
        goto out;
    }
    int64_t ids[PERF_SIG_HISTORY_MAX];
    size_t nids = 0;
    c.metric = mid;
    if ((rc = load_benchmarks(&c)) != PERF_REPORT_OK ||
        (rc = load_side(&c, ida, mid, 0, &sa)) != 0 ||
        (rc = load_side(&c, idb, mid, 0, &sb)) != 0 ||
        /* the overhead is of a self-profiled run, which sessions do not hold */
        (!c.overhead && ((rc = load_side(&c, ida, mid, idb, &sa2)) != 0 ||
                         (rc = load_side(&c, idb, mid, ida, &sb2)) != 0)) ||
        (choose_sessions(&sa, &sb, &sa2, &sb2), (rc = join(&c, &sa, &sb, res, &h)) != 0) ||
        (history && (rc = previous_artifacts(&c, ida, res->a_date, idb, mid, ids, &nids)) != 0) ||
        (rc = load_history(&c, ids, nids, mid, res->rows, h, res->count,
                           c.overhead || uses_self_profiled(&sa, &sb))) != 0)
        goto out;
    int d = decide(&c, &sa, &sb, res, h, nids);
    if (d != 0) {
        rc = d == -2 ? PERF_REPORT_ERROR : oom(&c);
        goto out;
    }
    perf_relevance_mark(res->rows, res->count, res->metric);
    res->summary = perf_compare_summarize(res->rows, res->count, res->metric);
out:
    free(h);
    side_free(&sa);
    side_free(&sb);
    side_free(&sa2);
    side_free(&sb2);
    bench_set_free(&c.b);
    if (rc != PERF_REPORT_OK) {
        perf_comparison_free(res);
        return rc;
    }
    *out = res;
    return PERF_REPORT_OK;
}

int perf_report_compare(perf_db *db, const char *a, const char *b, const char *metric,
                        perf_comparison **out, char *err, size_t errlen)
{
    return compare(db, a, b, metric, 1, out, err, errlen);
}

int perf_report_compare_paired(perf_db *db, const char *a, const char *b, const char *metric,
                               perf_comparison **out, char *err, size_t errlen)
{
    return compare(db, a, b, metric, 0, out, err, errlen);
}

void perf_comparison_free(perf_comparison *c)
{
    if (!c)
        return;
    if (c->release) /* what explain/ attached: its explanations, its view */
        c->release(c);
    for (size_t i = 0; i < c->count; i++) {
        free(c->rows[i].benchmark);
        free(c->rows[i].category);
        free(c->rows[i].profile);
        free(c->rows[i].scenario);
    }
    free(c->rows);
    free(c->a);
    free(c->b);
    free(c->a_date);
    free(c->b_date);
    free(c->metric);
    free(c->unit);
    free(c);
}
