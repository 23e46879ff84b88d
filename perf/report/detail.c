/* detail.c — perf_report_detail: one test case, A against B, label for
 * label, from the stored summary (self_profile, its query_block,
 * artifact_size) only: no profile is read again. Labels are paired by name,
 * artifact sizes too (rustc-perf pairs sizes by position, which mislabels
 * them as soon as one side has a size the other lacks). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../block/query_block.h"
#include "../catalog/catalog.h"
#include "../catalog/labels.h"
#include "../stats/query_noise.h"
#include "report_sql.h"
#include "report_util.h"
#include "support/grow.h"

/* A label of a side's block by name: its index there. */
typedef struct label_at {
    char *label;
    size_t at;
} label_at;

/* One side's rows as read, before pairing. */
typedef struct one_row {
    const char *label; /* owned by the side's labels */
    perf_query_values v;
} one_row;

typedef struct one_size {
    char *label;
    int64_t value;
} one_size;

typedef struct one_side {
    one_row *rows; /* the first run's labels, sorted by label */
    size_t n;
    one_size *sizes;
    size_t nsizes;
    perf_query_block block; /* the self-profile's per-query block */
    label_at *labels;       /* every label of the block, sorted by label */
} one_side;

static int by_label(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

/* out[0..runs): the label's self time in each self-profiled run of side
 * s (runs: 1 + the block's further runs; 0 without a self-profile): run 0
 * from its row (first), the others from the block (0 where the block has
 * no such label; a label absent from a further run is 0 in the block). */
static void label_runs(const one_side *s, size_t runs, const char *label, int64_t first,
                       int64_t *out)
{
    memset(out, 0, runs * sizeof *out);
    if (runs)
        out[0] = first;
    const label_at key = {(char *)label, 0};
    const label_at *l = s->block.labels
                            ? bsearch(&key, s->labels, s->block.labels, sizeof key, by_label)
                            : NULL;
    for (size_t k = 1; l && k < runs && k - 1 < s->block.runs; k++)
        out[k] = s->block.run_time[(k - 1) * s->block.labels + l->at];
}

/* Each row's verdict from every run of both sides (query_noise.h). */
static int judge_rows(perf_detail *d, const one_side *sa, size_t runs_a, const one_side *sb,
                      size_t runs_b)
{
    d->runs_a = runs_a;
    d->runs_b = runs_b;
    for (size_t i = 0; i < d->count; i++) {
        d->rows[i].a_min = d->rows[i].a.self_time;
        d->rows[i].b_min = d->rows[i].b.self_time;
    }
    if (d->count == 0 || runs_a < 2 || runs_b < 2)
        return 0;
    int64_t *va = malloc(d->count * runs_a * sizeof *va);
    int64_t *vb = malloc(d->count * runs_b * sizeof *vb);
    perf_query_runs *lr = malloc(d->count * sizeof *lr);
    perf_query_verdict *v = malloc(d->count * sizeof *v);
    int rc = -1;
    if (va && vb && lr && v) {
        double ta = 0, tb = 0;
        for (size_t i = 0; i < d->count; i++) {
            perf_detail_row *row = &d->rows[i];
            int64_t *a = va + i * runs_a, *b = vb + i * runs_b;
            label_runs(sa, runs_a, row->label, row->a.self_time, a);
            label_runs(sb, runs_b, row->label, row->b.self_time, b);
            lr[i] = (perf_query_runs){a, runs_a, b, runs_b};
            for (size_t k = 1; k < runs_a; k++)
                row->a_min = a[k] < row->a_min ? a[k] : row->a_min;
            for (size_t k = 1; k < runs_b; k++)
                row->b_min = b[k] < row->b_min ? b[k] : row->b_min;
            for (size_t k = 0; k < runs_a; k++)
                ta += (double)a[k] / (double)runs_a;
            for (size_t k = 0; k < runs_b; k++)
                tb += (double)b[k] / (double)runs_b;
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

static void one_side_free(one_side *s)
{
    for (size_t i = 0; s->labels && i < s->block.labels; i++)
        free(s->labels[i].label);
    free(s->labels);
    for (size_t i = 0; i < s->nsizes; i++)
        free(s->sizes[i].label);
    free(s->rows);
    free(s->sizes);
    perf_query_block_free(&s->block);
}

static void add_values(perf_query_values *t, const perf_query_values *v)
{
    t->self_time += v->self_time; /* not time: inclusive times do not add up */
    t->blocked_time += v->blocked_time;
    t->blocked_count += v->blocked_count;
    t->incremental_load_time += v->incremental_load_time;
    t->incremental_load_count += v->incremental_load_count;
    t->incremental_hashing_time += v->incremental_hashing_time;
    t->invocation_count += v->invocation_count;
    t->number_of_cache_misses += v->number_of_cache_misses;
    t->number_of_cache_hits += v->number_of_cache_hits;
}

/* Reads self-profile sp's block into s: decoded, its labels named (in
 * the block's order), room for its rows. A self-profile without a block
 * (retention dropped it) has no labels and no further runs. 0 or -1. */
static int load_block(perf_db *db, int64_t sp, one_side *s, char *err, size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db, PERF_SQL_DETAIL_BLOCK, &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, sp);
    int r = perf_stmt_step(st, err, errlen), rc = 0;
    if (r == PERF_DB_ROW) {
        size_t len = 0;
        const void *z = perf_stmt_column_blob(st, 0, &len);
        rc = perf_query_block_decode(z, len, &s->block, err, errlen);
    } else if (r == PERF_DB_DONE) {
        rc = perf_query_block_alloc(&s->block, 0, 0);
        if (rc < 0)
            perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR || rc < 0)
        return -1;
    size_t n = s->block.labels;
    char **names = malloc((n ? n : 1) * sizeof *names);
    s->labels = malloc((n ? n : 1) * sizeof *s->labels);
    s->rows = malloc((n ? n : 1) * sizeof *s->rows);
    if (!names || !s->labels || !s->rows) {
        free(names);
        free(s->labels);
        s->labels = NULL;
        perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
        return -1;
    }
    if (perf_label_names(db, s->block.label_id, n, names, err, errlen) < 0) {
        free(names);
        free(s->labels);
        s->labels = NULL;
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        s->labels[i] = (label_at){names[i], i};
    free(names);
    return 0;
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

    if (load_block(db, sp, s, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    for (size_t i = 0; i < s->block.labels; i++) {
        if (!s->block.in_first[i])
            continue;
        one_row *row = &s->rows[s->n++];
        row->label = s->labels[i].label;
        row->v = perf_query_block_values(&s->block, i);
        add_values(&info->totals, &row->v);
    }
    if (s->block.labels)
        qsort(s->labels, s->block.labels, sizeof *s->labels, by_label);

    size_t cap = 0;
    int rc = PERF_REPORT_OK;
    if (perf_db_prepare(db,
                        "SELECT l.name, s.value FROM artifact_size s JOIN label l ON "
                        "l.id = s.label_id WHERE s.self_profile_id = $1",
                        &st, err, errlen) < 0)
        return PERF_REPORT_ERROR;
    perf_stmt_bind_int64(st, 1, sp);
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

/* The kind of artifact `id` into kind ("rustc", "gcc", "clang"). 0, or
 * PERF_REPORT_ERROR with err. */
static int artifact_kind(perf_db *db, int64_t id, char kind[8], char *err, size_t errlen)
{
    perf_artifact art = {0};
    int found = perf_artifact_get(db, id, &art, err, errlen);
    if (found > 0)
        snprintf(kind, 8, "%s", art.kind ? art.kind : "");
    perf_artifact_clear(&art);
    return found > 0    ? 0
           : found == 0 ? perf_report_err(PERF_REPORT_ERROR, err, errlen, "artifact %lld vanished",
                                          (long long)id)
                        : PERF_REPORT_ERROR;
}

int perf_report_detail(perf_db *db, const char *a, const char *b, const char *benchmark,
                       const char *profile, const char *scenario, perf_detail **out, char *err,
                       size_t errlen)
{
    *out = NULL;
    perf_detail *d = calloc(1, sizeof *d);
    if (!d)
        return perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    one_side sa, sb;
    memset(&sa, 0, sizeof sa);
    memset(&sb, 0, sizeof sb);
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
    if ((rc = artifact_kind(db, ida, d->kind_a, err, errlen)) != 0 ||
        (rc = artifact_kind(db, idb, d->kind_b, err, errlen)) != 0)
        goto out;
    d->side_a.self_profile = ha == PERF_REPORT_OK ? spa : 0;
    d->side_b.self_profile = hb == PERF_REPORT_OK ? spb : 0;
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
    d->cross_compiler = d->kind_a[0] && d->kind_b[0] && strcmp(d->kind_a, d->kind_b) != 0;
    /* each side's runs: the first and its block's further ones */
    if (judge_rows(d, &sa, ha == PERF_REPORT_OK ? 1 + sa.block.runs : 0, &sb,
                   hb == PERF_REPORT_OK ? 1 + sb.block.runs : 0) < 0)
        rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    /* Two compilers name their work differently: a label both have (a
     * coincidence of names) measures different work, so no row's change is
     * judged, and none counts as beyond noise. */
    for (size_t i = 0; d->cross_compiler && i < d->count; i++)
        d->rows[i].judged = d->rows[i].beyond = 0;
    if (d->cross_compiler)
        d->beyond_count = 0;
out:
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
    if (d->release)
        d->release(d);
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
    free(d);
}

int64_t perf_delta(int64_t a, int64_t b) { return b - a; }

double perf_delta_rel(double a, double b) { return a == 0 ? NAN : (b - a) / a; }
