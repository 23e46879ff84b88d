/* summary_diff.c — selfprof_diff: the per-label difference of two
 * summaries (see selfprof/diff.h for the semantics, which are measureme
 * 12.0.3's `summarize diff`).
 *
 * Rows are matched through the diff's own label table: each side's labels
 * are interned into it once (copied, so the diff outlives the summaries),
 * and a change label that is already there names the base row it matches.
 * Why not the summaries' tables: a summary made by selfprof_summarize has
 * no index on its labels (it never looks them up itself).
 */
#include "analyze/summary_internal.h"
#include "selfprof/diff.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

struct sp_diff_private {
    sp_name_table labels; /* row and artifact labels, copied */
};

double selfprof_diff_percent(int64_t base, int64_t change)
{
    /* measureme: (change - base) as f64 / base as f64 * 100.0; with base 0
     * this is +/-inf, or 0/0 = NaN. */
    return (double)(change - base) / (double)base * 100.0;
}

int selfprof_diff_is_negative(const selfprof_diff_row *r, int64_t value)
{
    return value < 0 || (value == 0 && r && r->presence == SELFPROF_DIFF_ONLY_BASE);
}

static size_t find_artifact(const selfprof_summary *s, const char *label)
{
    uint32_t n = sp_name_lookup(&s->priv->artifacts, label, strlen(label));
    return n == SP_NAME_NONE ? SIZE_MAX : s->priv->artifact_of[n];
}

static int64_t sub(uint64_t change, uint64_t base)
{
    return (int64_t)(change - base); /* two's complement: exact for |diff| < 2^63 */
}

/* Fills the difference fields of `r` from r->base and r->change. */
static void fill_row(selfprof_diff_row *r)
{
    const selfprof_summary_row *b = &r->base, *c = &r->change;
    r->self_time = c->self_time - b->self_time;
    r->time = sub(c->time, b->time);
    r->number_of_cache_misses = sub(c->number_of_cache_misses, b->number_of_cache_misses);
    r->number_of_cache_hits = sub(c->number_of_cache_hits, b->number_of_cache_hits);
    r->invocation_count = sub(c->invocation_count, b->invocation_count);
    r->blocked_time = sub(c->blocked_time, b->blocked_time);
    r->incremental_load_time = c->incremental_load_time - b->incremental_load_time;
    r->incremental_hashing_time = c->incremental_hashing_time - b->incremental_hashing_time;
    r->incremental_load_count = sub(c->incremental_load_count, b->incremental_load_count);
    r->blocked_count = sub(c->blocked_count, b->blocked_count);
    switch (r->presence) {
    case SELFPROF_DIFF_BOTH:
        r->self_time_change = selfprof_diff_percent(b->self_time, c->self_time);
        r->time_change = selfprof_diff_percent((int64_t)b->time, (int64_t)c->time);
        break;
    case SELFPROF_DIFF_ONLY_BASE: r->self_time_change = r->time_change = -100.0; break;
    case SELFPROF_DIFF_ONLY_CHANGE: r->self_time_change = r->time_change = INFINITY; break;
    }
}

/* Copies `label` into the diff; NULL when memory runs out. */
static const char *own(selfprof_diff *d, const char *label)
{
    uint32_t n = sp_name_intern(&d->priv->labels, label, strlen(label));
    return n == SP_NAME_NONE ? NULL : d->priv->labels.names[n].text;
}

/* Adds the row of `b` or `c` (the callers give one side) with label
 * `label` (the diff's own copy), its differences filled later. */
static void add_row(selfprof_diff *d, const char *label, const selfprof_summary_row *b,
                    const selfprof_summary_row *c)
{
    selfprof_diff_row *r = &d->rows[d->row_count++];
    memset(r, 0, sizeof *r);
    r->label = label;
    r->presence = b ? SELFPROF_DIFF_ONLY_BASE : SELFPROF_DIFF_ONLY_CHANGE;
    if (b)
        r->base = *b;
    if (c)
        r->change = *c;
    r->base.label = r->change.label = label;
}

/* Diff rows of every row of `base`, then of the rows of `change` that
 * base has not: the label numbers of the diff's table are the row
 * indices, since a summary's labels are distinct. */
static int add_rows(selfprof_diff *d, const selfprof_summary *base, const selfprof_summary *change)
{
    sp_name_table *t = &d->priv->labels;
    for (int side = 0; side < 2; side++) {
        const selfprof_summary *s = side ? change : base;
        for (size_t i = 0; i < s->row_count; i++) {
            const selfprof_summary_row *row = &s->rows[i];
            uint32_t before = t->count, n = sp_name_intern(t, row->label, strlen(row->label));
            if (n == SP_NAME_NONE)
                return SELFPROF_E_NOMEM;
            if (n == before) {
                add_row(d, t->names[n].text, side ? NULL : row, side ? row : NULL);
            } else if (side &&
                       /* n < before: add_row set row n.
                        * NOLINTNEXTLINE(clang-analyzer-core.UndefinedBinaryOperatorResult) */
                       d->rows[n].presence == SELFPROF_DIFF_ONLY_BASE) {
                d->rows[n].change = *row;
                d->rows[n].change.label = d->rows[n].label;
                d->rows[n].presence = SELFPROF_DIFF_BOTH;
            }
        }
    }
    for (size_t k = 0; k < d->row_count; k++) {
        fill_row(&d->rows[k]);
        d->only_base_count += d->rows[k].presence == SELFPROF_DIFF_ONLY_BASE;
        d->only_change_count += d->rows[k].presence == SELFPROF_DIFF_ONLY_CHANGE;
    }
    return SELFPROF_OK;
}

static int add_artifact(selfprof_diff *d, const selfprof_artifact_size *b,
                        const selfprof_artifact_size *c)
{
    selfprof_diff_artifact *a = &d->artifacts[d->artifact_count];
    a->label = own(d, b ? b->label : c->label);
    if (!a->label)
        return SELFPROF_E_NOMEM;
    a->presence = b && c ? SELFPROF_DIFF_BOTH
                  : b    ? SELFPROF_DIFF_ONLY_BASE
                         : SELFPROF_DIFF_ONLY_CHANGE;
    a->base = b ? b->value : 0;
    a->change = c ? c->value : 0;
    a->size_change = sub(a->change, a->base);
    d->artifact_count++;
    return SELFPROF_OK;
}

static int compare_artifacts(const void *pa, const void *pb)
{
    const selfprof_diff_artifact *a = pa, *b = pb;
    if (a->size_change != b->size_change)
        return a->size_change > b->size_change ? -1 : 1;
    return strcmp(a->label, b->label);
}

int selfprof_diff_compute(const selfprof_summary *base, const selfprof_summary *change,
                          selfprof_diff **out)
{
    if (!out)
        return SELFPROF_E_INVALID;
    *out = NULL;
    if (!base || !change)
        return SELFPROF_E_INVALID;
    selfprof_diff *d = calloc(1, sizeof *d);
    if (!d || !(d->priv = calloc(1, sizeof *d->priv)))
        goto nomem;
    size_t nrows = base->row_count + change->row_count;
    size_t nart = base->artifact_count + change->artifact_count;
    d->rows = malloc((nrows ? nrows : 1) * sizeof *d->rows);
    d->artifacts = malloc((nart ? nart : 1) * sizeof *d->artifacts);
    if (!d->rows || !d->artifacts)
        goto nomem;

    /* Base rows first (matched or removed), then the added ones. */
    if (add_rows(d, base, change) != SELFPROF_OK)
        goto nomem;
    for (size_t i = 0; i < base->artifact_count; i++) {
        size_t j = find_artifact(change, base->artifacts[i].label);
        if (add_artifact(d, &base->artifacts[i], j == SIZE_MAX ? NULL : &change->artifacts[j]) !=
            SELFPROF_OK)
            goto nomem;
    }
    for (size_t j = 0; j < change->artifact_count; j++)
        if (find_artifact(base, change->artifacts[j].label) == SIZE_MAX &&
            add_artifact(d, NULL, &change->artifacts[j]) != SELFPROF_OK)
            goto nomem;

    if (d->artifact_count > 1)
        qsort(d->artifacts, d->artifact_count, sizeof *d->artifacts, compare_artifacts);
    d->base_total_time = base->total_time;
    d->change_total_time = change->total_time;
    d->total_time = sub(change->total_time, base->total_time);
    selfprof_diff_sort(d, SELFPROF_DIFF_SORT_SELF_TIME);
    *out = d;
    return SELFPROF_OK;
nomem:
    selfprof_diff_free(d);
    return SELFPROF_E_NOMEM;
}

/* |v| as unsigned, so INT64_MIN does not overflow. */
static uint64_t magnitude(int64_t v) { return v < 0 ? 0u - (uint64_t)v : (uint64_t)v; }

static int by_magnitude(int64_t a, int64_t b)
{
    uint64_t x = magnitude(a), y = magnitude(b);
    return x > y ? -1 : x < y ? 1 : 0;
}

static int by_percent(double a, double b)
{
    if (isnan(a) || isnan(b))
        return isnan(a) - isnan(b); /* NaN last */
    a = fabs(a);
    b = fabs(b);
    return a > b ? -1 : a < b ? 1 : 0;
}

/* One comparator per sort key (qsort has no context argument in C11, and a
 * global key would make sorting thread-unsafe): largest change first, then
 * label. */
#define DIFF_COMPARATOR(name, field, cmp)                                                          \
    static int name(const void *pa, const void *pb)                                                \
    {                                                                                              \
        const selfprof_diff_row *a = pa, *b = pb;                                                  \
        int c = cmp(a->field, b->field);                                                           \
        return c ? c : strcmp(a->label, b->label);                                                 \
    }
DIFF_COMPARATOR(by_self_time, self_time, by_magnitude)
DIFF_COMPARATOR(by_self_time_pct, self_time_change, by_percent)
DIFF_COMPARATOR(by_time, time, by_magnitude)
DIFF_COMPARATOR(by_invocations, invocation_count, by_magnitude)
DIFF_COMPARATOR(by_cache_hits, number_of_cache_hits, by_magnitude)
DIFF_COMPARATOR(by_incr_loads, incremental_load_count, by_magnitude)
DIFF_COMPARATOR(by_incr_load_time, incremental_load_time, by_magnitude)
DIFF_COMPARATOR(by_blocked_time, blocked_time, by_magnitude)

static int by_label(const void *pa, const void *pb)
{
    return strcmp(((const selfprof_diff_row *)pa)->label, ((const selfprof_diff_row *)pb)->label);
}

static int (*const DIFF_COMPARATORS[])(const void *, const void *) = {
    [SELFPROF_DIFF_SORT_SELF_TIME] = by_self_time,
    [SELFPROF_DIFF_SORT_SELF_TIME_PCT] = by_self_time_pct,
    [SELFPROF_DIFF_SORT_TIME] = by_time,
    [SELFPROF_DIFF_SORT_INVOCATIONS] = by_invocations,
    [SELFPROF_DIFF_SORT_CACHE_HITS] = by_cache_hits,
    [SELFPROF_DIFF_SORT_INCR_LOADS] = by_incr_loads,
    [SELFPROF_DIFF_SORT_INCR_LOAD_TIME] = by_incr_load_time,
    [SELFPROF_DIFF_SORT_BLOCKED_TIME] = by_blocked_time,
    [SELFPROF_DIFF_SORT_LABEL] = by_label,
};

void selfprof_diff_sort(selfprof_diff *d, selfprof_diff_sort_key key)
{
    if ((size_t)key >= sizeof DIFF_COMPARATORS / sizeof DIFF_COMPARATORS[0])
        key = SELFPROF_DIFF_SORT_SELF_TIME;
    if (d && d->row_count > 1)
        qsort(d->rows, d->row_count, sizeof *d->rows, DIFF_COMPARATORS[key]);
}

void selfprof_diff_free(selfprof_diff *d)
{
    if (!d)
        return;
    if (d->priv) {
        sp_name_table_free(&d->priv->labels);
        free(d->priv);
    }
    free(d->rows);
    free(d->artifacts);
    free(d);
}
