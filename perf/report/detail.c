/* detail.c — perf_report_detail: one test case, A against B, label for
 * label, from the stored summary rows (query_row, artifact_size,
 * self_profile) only: no profile is read again. Labels are paired by name,
 * artifact sizes too (rustc-perf pairs sizes by position, which mislabels
 * them as soon as one side has a size the other lacks). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../stats/query_noise.h"
#include "report_sql.h"
#include "report_util.h"
#include "support/grow.h"

/* One label's self time in one further self-profiled run (query_time). */
typedef struct run_time {
    char *label;
    int iteration; /* 1, 2, ... */
    int64_t self_time;
} run_time;

typedef struct side_runs {
    run_time *t; /* sorted by label, then iteration */
    size_t n;
    size_t runs; /* 1 + the further runs */
} side_runs;

static int by_label_iteration(const void *x, const void *y)
{
    const run_time *a = x, *b = y;
    int k = strcmp(a->label, b->label);
    return k ? k : (a->iteration > b->iteration) - (a->iteration < b->iteration);
}

static void side_runs_free(side_runs *r)
{
    for (size_t i = 0; i < r->n; i++)
        free(r->t[i].label);
    free(r->t);
}

/* The further self-profiled runs of self-profile `sp` (0: none). */
static int load_runs(perf_db *db, int64_t sp, side_runs *r, char *err, size_t errlen)
{
    r->runs = sp ? 1 : 0;
    if (!sp)
        return PERF_REPORT_OK;
    perf_stmt *st;
    if (perf_db_prepare(db, PERF_SQL_DETAIL_QUERY_TIMES, &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_int64(st, 1, sp);
    size_t cap = 0;
    int rr, rc = PERF_REPORT_OK;
    while ((rr = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&r->t, &cap, r->n + 1, sizeof *r->t) < 0 ||
            !(r->t[r->n].label = perf_report_strdup(perf_stmt_column_text(st, 0)))) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        r->t[r->n].iteration = (int)perf_stmt_column_int64(st, 1);
        r->t[r->n].self_time = perf_stmt_column_int64(st, 2);
        if ((size_t)r->t[r->n].iteration + 1 > r->runs && r->t[r->n].iteration < 1000)
            r->runs = (size_t)r->t[r->n].iteration + 1;
        r->n++;
    }
    perf_stmt_finalize(st);
    if (rr == PERF_DB_ERROR || rc != PERF_REPORT_OK)
        return PERF_REPORT_ERROR;
    if (r->n)
        qsort(r->t, r->n, sizeof *r->t, by_label_iteration);
    return PERF_REPORT_OK;
}

/* out[0..runs): the label's self time in each run: run 0 from the row
 * (first), the others from r (0 where absent). */
static void label_runs(const side_runs *r, const char *label, int64_t first, int64_t *out)
{
    memset(out, 0, r->runs * sizeof *out);
    if (r->runs)
        out[0] = first;
    size_t lo = 0, hi = r->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(r->t[mid].label, label) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t i = lo; i < r->n && strcmp(r->t[i].label, label) == 0; i++)
        if ((size_t)r->t[i].iteration < r->runs)
            out[r->t[i].iteration] = r->t[i].self_time;
}

/* Each row's verdict from every run of both sides (query_noise.h). */
static int judge_rows(perf_detail *d, const side_runs *ra, const side_runs *rb)
{
    d->runs_a = ra->runs;
    d->runs_b = rb->runs;
    for (size_t i = 0; i < d->count; i++) {
        d->rows[i].a_min = d->rows[i].a.self_time;
        d->rows[i].b_min = d->rows[i].b.self_time;
    }
    if (d->count == 0 || ra->runs < 2 || rb->runs < 2)
        return 0;
    int64_t *va = malloc(d->count * ra->runs * sizeof *va);
    int64_t *vb = malloc(d->count * rb->runs * sizeof *vb);
    perf_query_runs *lr = malloc(d->count * sizeof *lr);
    perf_query_verdict *v = malloc(d->count * sizeof *v);
    int rc = -1;
    if (va && vb && lr && v) {
        double ta = 0, tb = 0;
        for (size_t i = 0; i < d->count; i++) {
            perf_detail_row *row = &d->rows[i];
            int64_t *a = va + i * ra->runs, *b = vb + i * rb->runs;
            label_runs(ra, row->label, row->a.self_time, a);
            label_runs(rb, row->label, row->b.self_time, b);
            lr[i] = (perf_query_runs){a, ra->runs, b, rb->runs};
            for (size_t k = 1; k < ra->runs; k++)
                row->a_min = a[k] < row->a_min ? a[k] : row->a_min;
            for (size_t k = 1; k < rb->runs; k++)
                row->b_min = b[k] < row->b_min ? b[k] : row->b_min;
            for (size_t k = 0; k < ra->runs; k++)
                ta += (double)a[k] / (double)ra->runs;
            for (size_t k = 0; k < rb->runs; k++)
                tb += (double)b[k] / (double)rb->runs;
        }
        rc = perf_query_noise_judge(lr, d->count, ta > tb ? ta : tb, v);
        for (size_t i = 0; rc == 0 && i < d->count; i++) {
            d->rows[i].judged = v[i].judged;
            d->rows[i].beyond = v[i].beyond;
            d->rows[i].noise = v[i].noise;
            d->rows[i].z = v[i].z;
            d->beyond_count += v[i].beyond != 0;
        }
    }
    free(va);
    free(vb);
    free(lr);
    free(v);
    return rc;
}

/* One side's rows as read, before pairing. */
typedef struct one_row {
    char *label;
    perf_query_values v;
} one_row;

typedef struct one_size {
    char *label;
    int64_t value;
} one_size;

typedef struct one_side {
    one_row *rows;
    size_t n;
    one_size *sizes;
    size_t nsizes;
} one_side;

static void one_side_free(one_side *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->rows[i].label);
    for (size_t i = 0; i < s->nsizes; i++)
        free(s->sizes[i].label);
    free(s->rows);
    free(s->sizes);
}

static int by_label(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

static void add_values(perf_query_values *t, const perf_query_values *v)
{
    t->self_time += v->self_time;
    t->time += v->time;
    t->blocked_time += v->blocked_time;
    t->blocked_count += v->blocked_count;
    t->incremental_load_time += v->incremental_load_time;
    t->incremental_load_count += v->incremental_load_count;
    t->incremental_hashing_time += v->incremental_hashing_time;
    t->invocation_count += v->invocation_count;
    t->number_of_cache_misses += v->number_of_cache_misses;
    t->number_of_cache_hits += v->number_of_cache_hits;
}

/* Reads the self-profile `sp` into info and rows/sizes (sorted by label). */
static int load_side(perf_db *db, int64_t sp, perf_detail_side *info, one_side *s, char *err,
                     size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "SELECT counter, unit, total_time, untracked_time, event_count, "
                        "file_count FROM self_profile WHERE id = $1",
                        &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_int64(st, 1, sp);
    int r = perf_stmt_step(st, err, errlen);
    if (r == PERF_DB_ROW) {
        info->present = 1;
        info->counter = perf_report_strdup(perf_stmt_column_text(st, 0));
        info->unit = perf_report_strdup(perf_stmt_column_text(st, 1));
        info->total_time = perf_stmt_column_int64(st, 2);
        info->untracked_time = perf_stmt_column_is_null(st, 3) ? -1 : perf_stmt_column_int64(st, 3);
        info->event_count = perf_stmt_column_int64(st, 4);
        info->file_count = perf_stmt_column_int64(st, 5);
    }
    perf_stmt_finalize(st);
    if (r != PERF_DB_ROW)
        return r == PERF_DB_ERROR ? PERF_REPORT_ERROR : PERF_REPORT_NOT_FOUND;
    if (!info->counter || !info->unit)
        return perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");

    if (perf_db_prepare(db, PERF_SQL_DETAIL_ROWS, &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_int64(st, 1, sp);
    size_t cap = 0;
    int rc = PERF_REPORT_OK;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&s->rows, &cap, s->n + 1, sizeof *s->rows) < 0 ||
            !(s->rows[s->n].label = perf_report_strdup(perf_stmt_column_text(st, 0)))) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        perf_query_values *v = &s->rows[s->n++].v;
        int64_t *f[10] = {&v->self_time,
                          &v->time,
                          &v->blocked_time,
                          &v->blocked_count,
                          &v->incremental_load_time,
                          &v->incremental_load_count,
                          &v->incremental_hashing_time,
                          &v->invocation_count,
                          &v->number_of_cache_misses,
                          &v->number_of_cache_hits};
        for (int i = 0; i < 10; i++)
            *f[i] = perf_stmt_column_int64(st, i + 1);
        add_values(&info->totals, v);
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR || rc != PERF_REPORT_OK)
        return PERF_REPORT_ERROR;

    if (perf_db_prepare(db,
                        "SELECT l.name, s.value FROM artifact_size s JOIN label l ON "
                        "l.id = s.label_id WHERE s.self_profile_id = $1",
                        &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_int64(st, 1, sp);
    cap = 0;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&s->sizes, &cap, s->nsizes + 1, sizeof *s->sizes) < 0 ||
            !(s->sizes[s->nsizes].label = perf_report_strdup(perf_stmt_column_text(st, 0)))) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        s->sizes[s->nsizes++].value = perf_stmt_column_int64(st, 1);
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR || rc != PERF_REPORT_OK)
        return PERF_REPORT_ERROR;
    /* the label is each struct's first member, so by_label sorts both */
    if (s->n)
        qsort(s->rows, s->n, sizeof *s->rows, by_label);
    if (s->nsizes)
        qsort(s->sizes, s->nsizes, sizeof *s->sizes, by_label);
    return PERF_REPORT_OK;
}

static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

static int by_cost(const void *x, const void *y)
{
    const perf_detail_row *a = x, *b = y;
    int64_t ca = max64(a->a.self_time, a->b.self_time), cb = max64(b->a.self_time, b->b.self_time);
    if (ca != cb)
        return ca > cb ? -1 : 1;
    return strcmp(a->label, b->label);
}

/* Pairs the two sides' rows by label into d->rows. */
static int pair_rows(const one_side *a, const one_side *b, perf_detail *d)
{
    d->rows = calloc(a->n + b->n + 1, sizeof *d->rows);
    if (!d->rows)
        return -1;
    size_t i = 0, j = 0;
    while (i < a->n || j < b->n) {
        int k = i == a->n ? 1 : j == b->n ? -1 : strcmp(a->rows[i].label, b->rows[j].label);
        perf_detail_row *r = &d->rows[d->count];
        const char *label = k <= 0 ? a->rows[i].label : b->rows[j].label;
        if (!(r->label = perf_report_strdup(label)))
            return -1;
        d->count++;
        if (k <= 0) {
            r->in_a = 1;
            r->a = a->rows[i++].v;
        }
        if (k >= 0) {
            r->in_b = 1;
            r->b = b->rows[j++].v;
        }
    }
    if (d->count)
        qsort(d->rows, d->count, sizeof *d->rows, by_cost);
    return 0;
}

static int pair_sizes(const one_side *a, const one_side *b, perf_detail *d)
{
    d->sizes = calloc(a->nsizes + b->nsizes + 1, sizeof *d->sizes);
    if (!d->sizes)
        return -1;
    size_t i = 0, j = 0;
    while (i < a->nsizes || j < b->nsizes) {
        int k = i == a->nsizes   ? 1
                : j == b->nsizes ? -1
                                 : strcmp(a->sizes[i].label, b->sizes[j].label);
        perf_detail_size *s = &d->sizes[d->size_count];
        if (!(s->label = perf_report_strdup(k <= 0 ? a->sizes[i].label : b->sizes[j].label)))
            return -1;
        d->size_count++;
        if (k <= 0) {
            s->in_a = 1;
            s->a = a->sizes[i++].value;
        }
        if (k >= 0) {
            s->in_b = 1;
            s->b = b->sizes[j++].value;
        }
    }
    return 0;
}

int perf_report_detail(perf_db *db, const char *a, const char *b, const char *benchmark,
                       const char *profile, const char *scenario, perf_detail **out, char *err,
                       size_t errlen)
{
    *out = NULL;
    perf_detail *d = calloc(1, sizeof *d);
    if (!d)
        return perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    one_side sa = {NULL, 0, NULL, 0}, sb = {NULL, 0, NULL, 0};
    side_runs ra = {NULL, 0, 0}, rb = {NULL, 0, 0};
    int64_t ida = 0, idb = 0, bench = 0, spa = 0, spb = 0;
    int rc = perf_report_find_artifact(db, a, &ida, NULL, err, errlen);
    if (rc == PERF_REPORT_OK)
        rc = perf_report_find_artifact(db, b, &idb, NULL, err, errlen);
    if (rc == PERF_REPORT_OK)
        rc = perf_report_find_benchmark(db, benchmark, &bench, err, errlen);
    int ha = PERF_REPORT_NOT_FOUND, hb = PERF_REPORT_NOT_FOUND;
    if (rc == PERF_REPORT_OK &&
        ((ha = perf_report_find_self_profile(db, ida, bench, profile, scenario, &spa, err,
                                             errlen)) == PERF_REPORT_ERROR ||
         (hb = perf_report_find_self_profile(db, idb, bench, profile, scenario, &spb, err,
                                             errlen)) == PERF_REPORT_ERROR))
        rc = PERF_REPORT_ERROR;
    if (rc == PERF_REPORT_OK && ha == PERF_REPORT_NOT_FOUND && hb == PERF_REPORT_NOT_FOUND)
        rc = perf_report_err(PERF_REPORT_NOT_FOUND, err, errlen,
                             "neither '%s' nor '%s' has a self-profile of %s %s %s", a, b,
                             benchmark, profile, scenario);
    if (rc != PERF_REPORT_OK)
        goto out;
    d->side_a.untracked_time = d->side_b.untracked_time = -1;
    if ((ha == PERF_REPORT_OK && (rc = load_side(db, spa, &d->side_a, &sa, err, errlen)) != 0) ||
        (hb == PERF_REPORT_OK && (rc = load_side(db, spb, &d->side_b, &sb, err, errlen)) != 0))
        goto out;
    d->a_id = ida;
    d->b_id = idb;
    d->a = perf_report_strdup(a);
    d->b = perf_report_strdup(b);
    d->benchmark = perf_report_strdup(benchmark);
    d->profile = perf_report_strdup(profile);
    d->scenario = perf_report_strdup(scenario);
    if (!d->a || !d->b || !d->benchmark || !d->profile || !d->scenario ||
        pair_rows(&sa, &sb, d) < 0 || pair_sizes(&sa, &sb, d) < 0) {
        rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
        goto out;
    }
    if ((rc = load_runs(db, ha == PERF_REPORT_OK ? spa : 0, &ra, err, errlen)) != 0 ||
        (rc = load_runs(db, hb == PERF_REPORT_OK ? spb : 0, &rb, err, errlen)) != 0)
        goto out;
    if (judge_rows(d, &ra, &rb) < 0)
        rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
out:
    side_runs_free(&ra);
    side_runs_free(&rb);
    one_side_free(&sa);
    one_side_free(&sb);
    if (rc != PERF_REPORT_OK) {
        perf_detail_free(d);
        return rc == PERF_REPORT_NOT_FOUND ? rc : PERF_REPORT_ERROR;
    }
    *out = d;
    return PERF_REPORT_OK;
}

void perf_detail_free(perf_detail *d)
{
    if (!d)
        return;
    for (size_t i = 0; i < d->count; i++)
        free(d->rows[i].label);
    for (size_t i = 0; i < d->size_count; i++)
        free(d->sizes[i].label);
    free(d->rows);
    free(d->sizes);
    free(d->side_a.counter);
    free(d->side_a.unit);
    free(d->side_b.counter);
    free(d->side_b.unit);
    free(d->a);
    free(d->b);
    free(d->benchmark);
    free(d->profile);
    free(d->scenario);
    free(d->sections);
    free(d);
}

int64_t perf_delta(int64_t a, int64_t b) { return b - a; }

double perf_delta_rel(double a, double b) { return a == 0 ? NAN : (b - a) / a; }
