/* summary.c — the selfprof_summary container: rows keyed by label text,
 * merging several summaries. The analysis itself is in summary_walk.c,
 * sorting in summary_sort.c. */
#include "analyze/summary_internal.h"
#include "common/grow.h"

#include <stdlib.h>
#include <string.h>

selfprof_summary *selfprof_summary_new(void)
{
    selfprof_summary *s = calloc(1, sizeof *s);
    if (s && !(s->priv = calloc(1, sizeof *s->priv))) {
        free(s);
        return NULL;
    }
    if (s) {
        strcpy(s->counter, "wall-time");
        strcpy(s->unit, "ns");
    }
    return s;
}

/* Saturating sums: rows read back from JSON can hold any value, and a wrong
 * sum beats undefined behaviour. */
static void add_u64(uint64_t *a, uint64_t b) { *a = *a > UINT64_MAX - b ? UINT64_MAX : *a + b; }

static void add_i64(int64_t *a, int64_t b)
{
    if (__builtin_add_overflow(*a, b, a))
        *a = b < 0 ? INT64_MIN : INT64_MAX;
}

int selfprof_summary_add_row(selfprof_summary *s, const selfprof_summary_row *row)
{
    size_t len = strlen(row->label);
    return sp_summary_add_row_hashed(s, row, len, sp_name_hash(row->label, len));
}

int sp_summary_reserve(selfprof_summary *s, size_t rows)
{
    struct sp_summary_private *v = s->priv;
    size_t total = s->row_count + rows, labels = (size_t)v->labels.count + rows;
    if (sp_name_table_reserve_unindexed(&v->labels, rows) != 0 ||
        sp_grow((void **)&s->rows, &v->row_cap, total, sizeof *s->rows, 64) != 0 ||
        sp_grow((void **)&v->row_of, &v->row_of_cap, labels, sizeof *v->row_of, 64) != 0)
        return -1;
    return 0;
}

void sp_summary_adopt_rows(selfprof_summary *s, selfprof_summary_row *rows, size_t cap)
{
    free(s->rows);
    s->rows = rows;
    s->priv->row_cap = cap;
}

int sp_summary_keep_labels(selfprof_summary *s, const sp_name_table *src)
{
    return sp_name_table_keep(&s->priv->labels, src);
}

/* Makes `row` the row of new label number `i`. */
static int new_row(selfprof_summary *s, uint32_t i, const selfprof_summary_row *row)
{
    struct sp_summary_private *v = s->priv;
    if (sp_grow((void **)&s->rows, &v->row_cap, s->row_count + 1, sizeof *s->rows, 64) != 0 ||
        sp_grow((void **)&v->row_of, &v->row_of_cap, (size_t)i + 1, sizeof *v->row_of, 64) != 0)
        return SELFPROF_E_NOMEM;
    v->row_of[i] = (uint32_t)s->row_count;
    s->rows[s->row_count] = *row;
    s->rows[s->row_count++].label = v->labels.names[i].text;
    return SELFPROF_OK;
}

int sp_summary_add_row_hashed(selfprof_summary *s, const selfprof_summary_row *row, size_t len,
                              uint32_t hash)
{
    struct sp_summary_private *v = s->priv;
    uint32_t before = v->labels.count;
    uint32_t i = sp_name_intern_hashed(&v->labels, row->label, len, hash);
    if (i == SP_NAME_NONE)
        return SELFPROF_E_NOMEM;
    if (i == before) /* a new label */
        return new_row(s, i, row);
    selfprof_summary_row *r = &s->rows[v->row_of[i]];
    add_u64(&r->time, row->time);
    add_i64(&r->self_time, row->self_time);
    add_u64(&r->number_of_cache_misses, row->number_of_cache_misses);
    add_u64(&r->number_of_cache_hits, row->number_of_cache_hits);
    add_u64(&r->invocation_count, row->invocation_count);
    add_u64(&r->blocked_time, row->blocked_time);
    add_i64(&r->incremental_load_time, row->incremental_load_time);
    add_i64(&r->incremental_hashing_time, row->incremental_hashing_time);
    add_u64(&r->incremental_load_count, row->incremental_load_count);
    add_u64(&r->blocked_count, row->blocked_count);
    return SELFPROF_OK;
}

int sp_summary_append_row(selfprof_summary *s, const selfprof_summary_row *row, size_t len,
                          uint32_t hash)
{
    uint32_t i = sp_name_append_borrowed(&s->priv->labels, row->label, len, hash);
    return i == SP_NAME_NONE ? SELFPROF_E_NOMEM : new_row(s, i, row);
}

int selfprof_summary_add_artifact(selfprof_summary *s, const char *label, uint64_t value)
{
    struct sp_summary_private *v = s->priv;
    uint32_t before = v->artifacts.count;
    uint32_t i = sp_name_intern(&v->artifacts, label, strlen(label));
    if (i == SP_NAME_NONE)
        return SELFPROF_E_NOMEM;
    if (i < before) {
        add_u64(&s->artifacts[v->artifact_of[i]].value, value);
        return SELFPROF_OK;
    }
    if (sp_grow((void **)&s->artifacts, &v->artifact_cap, s->artifact_count + 1,
                sizeof *s->artifacts, 16) != 0 ||
        sp_grow((void **)&v->artifact_of, &v->artifact_of_cap, (size_t)i + 1,
                sizeof *v->artifact_of, 16) != 0)
        return SELFPROF_E_NOMEM;
    v->artifact_of[i] = (uint32_t)s->artifact_count;
    s->artifacts[s->artifact_count++] = (selfprof_artifact_size){v->artifacts.names[i].text, value};
    return SELFPROF_OK;
}

static int compare_artifacts(const void *a, const void *b)
{
    return strcmp(((const selfprof_artifact_size *)a)->label,
                  ((const selfprof_artifact_size *)b)->label);
}

void sp_summary_sort_artifacts(selfprof_summary *s)
{
    if (s->artifact_count > 1)
        qsort(s->artifacts, s->artifact_count, sizeof *s->artifacts, compare_artifacts);
    for (size_t k = 0; k < s->artifact_count; k++)
        s->priv->artifact_of[sp_name_lookup(&s->priv->artifacts, s->artifacts[k].label,
                                            strlen(s->artifacts[k].label))] = (uint32_t)k;
}

int selfprof_summary_merge(selfprof_summary *into, const selfprof_summary *from)
{
    for (size_t i = 0; i < from->row_count; i++)
        if (selfprof_summary_add_row(into, &from->rows[i]) != SELFPROF_OK)
            return SELFPROF_E_NOMEM;
    for (size_t i = 0; i < from->artifact_count; i++)
        if (selfprof_summary_add_artifact(into, from->artifacts[i].label,
                                          from->artifacts[i].value) != SELFPROF_OK)
            return SELFPROF_E_NOMEM;
    if (into->file_count == 0) {
        memcpy(into->counter, from->counter, sizeof into->counter);
        memcpy(into->unit, from->unit, sizeof into->unit);
    } else if (strcmp(into->counter, from->counter) != 0) {
        strcpy(into->counter, "mixed");
    }
    sp_summary_sort_artifacts(into);
    add_u64(&into->total_time, from->total_time);
    add_u64(&into->event_count, from->event_count);
    into->file_count += from->file_count;
    return SELFPROF_OK;
}

void selfprof_summary_free(selfprof_summary *s)
{
    if (!s)
        return;
    if (s->priv) {
        sp_name_table_free(&s->priv->labels);
        sp_name_table_free(&s->priv->artifacts);
        free(s->priv->row_of);
        free(s->priv->artifact_of);
        free(s->priv);
    }
    free(s->rows);
    free(s->artifacts);
    free(s);
}
