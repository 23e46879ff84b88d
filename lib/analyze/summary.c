/* summary.c — the selfprof_summary container: rows keyed by label text,
 * merging several summaries, sorting. The analysis itself is in
 * summary_walk.c. */
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

int selfprof_summary_add_row(selfprof_summary *s, const selfprof_summary_row *row)
{
    struct sp_summary_private *v = s->priv;
    uint32_t before = v->labels.count;
    uint32_t i = sp_name_intern(&v->labels, row->label, strlen(row->label));
    if (i == SP_NAME_NONE)
        return SELFPROF_E_NOMEM;
    if (i == before) { /* a new label */
        if (sp_grow((void **)&s->rows, &v->row_cap, s->row_count + 1, sizeof *s->rows, 64) != 0 ||
            sp_grow((void **)&v->row_of, &v->row_of_cap, (size_t)i + 1, sizeof *v->row_of, 64) != 0)
            return SELFPROF_E_NOMEM;
        v->row_of[i] = (uint32_t)s->row_count;
        s->rows[s->row_count] = *row;
        s->rows[s->row_count++].label = v->labels.names[i].text;
        return SELFPROF_OK;
    }
    selfprof_summary_row *r = &s->rows[v->row_of[i]];
    r->time += row->time;
    r->self_time += row->self_time;
    r->number_of_cache_misses += row->number_of_cache_misses;
    r->number_of_cache_hits += row->number_of_cache_hits;
    r->invocation_count += row->invocation_count;
    r->blocked_time += row->blocked_time;
    r->incremental_load_time += row->incremental_load_time;
    r->incremental_hashing_time += row->incremental_hashing_time;
    r->incremental_load_count += row->incremental_load_count;
    r->blocked_count += row->blocked_count;
    return SELFPROF_OK;
}

int selfprof_summary_add_artifact(selfprof_summary *s, const char *label, uint64_t value)
{
    struct sp_summary_private *v = s->priv;
    uint32_t before = v->artifacts.count;
    uint32_t i = sp_name_intern(&v->artifacts, label, strlen(label));
    if (i == SP_NAME_NONE)
        return SELFPROF_E_NOMEM;
    if (i < before) {
        s->artifacts[v->artifact_of[i]].value += value;
        return SELFPROF_OK;
    }
    if (sp_grow((void **)&s->artifacts, &v->artifact_cap, s->artifact_count + 1,
                sizeof *s->artifacts, 16) != 0 ||
        sp_grow((void **)&v->artifact_of, &v->artifact_of_cap, (size_t)i + 1, sizeof *v->artifact_of, 16) != 0)
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
    into->total_time += from->total_time;
    into->event_count += from->event_count;
    into->file_count += from->file_count;
    return SELFPROF_OK;
}

static selfprof_sort_key sort_key;

static int cmp_u64(uint64_t a, uint64_t b) { return a < b ? 1 : a > b ? -1 : 0; }
static int cmp_i64(int64_t a, int64_t b) { return a < b ? 1 : a > b ? -1 : 0; }

static int compare_rows(const void *pa, const void *pb)
{
    const selfprof_summary_row *a = pa, *b = pb;
    int c = 0;
    switch (sort_key) {
    case SELFPROF_SORT_SELF_TIME: c = cmp_i64(a->self_time, b->self_time); break;
    case SELFPROF_SORT_TIME: c = cmp_u64(a->time, b->time); break;
    case SELFPROF_SORT_INVOCATIONS: c = cmp_u64(a->invocation_count, b->invocation_count); break;
    case SELFPROF_SORT_CACHE_HITS: c = cmp_u64(a->number_of_cache_hits, b->number_of_cache_hits); break;
    case SELFPROF_SORT_INCR_LOAD_TIME: c = cmp_i64(a->incremental_load_time, b->incremental_load_time); break;
    case SELFPROF_SORT_BLOCKED_TIME: c = cmp_u64(a->blocked_time, b->blocked_time); break;
    case SELFPROF_SORT_LABEL: break;
    }
    return c ? c : strcmp(a->label, b->label);
}

void selfprof_summary_sort(selfprof_summary *s, selfprof_sort_key key)
{
    sp_summary_sort_artifacts(s);
    sort_key = key; /* qsort has no context argument in C11 */
    if (s->row_count > 1)
        qsort(s->rows, s->row_count, sizeof *s->rows, compare_rows);
    for (size_t k = 0; k < s->row_count; k++)
        s->priv->row_of[sp_name_lookup(&s->priv->labels, s->rows[k].label,
                                       strlen(s->rows[k].label))] = (uint32_t)k;
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
