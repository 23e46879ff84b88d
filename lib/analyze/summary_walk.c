/* summary_walk.c — the measureme 12.0.3 summary algorithm over one profile.
 *
 * Events are walked from last to first.  Interval records are written when
 * they end, so in reverse a parent is met before its children: each thread
 * keeps a stack of the intervals that may still contain what comes next,
 * and a child's duration is taken off its parent's self time.  Figures are
 * accumulated per name number of the profile (dense), and only turned into
 * text-keyed rows at the end (summarize.c, which sets the walk up and runs
 * it; the walk never calls back into it or into the --by-arg driver).
 */
#include "analyze/event_kind.h"
#include "analyze/summary_internal.h"
#include "analyze/summary_walk.h"
#include "common/error.h"
#include "common/grow.h"
#include "read/profile_names.h"

#include <stdlib.h>
#include <string.h>

/* Makes room for the accumulators of names [0, need); 0, or -1 when
 * memory runs out. */
static int grow_accs(walk *w, size_t need)
{
    size_t old = w->acc_cap, cap = old;
    if (sp_grow((void **)&w->accs, &cap, need, sizeof *w->accs, 1024))
        return -1;
    uint8_t *flags = realloc(w->flags, cap);
    if (!flags)
        return -1; /* accs is larger than acc_cap says: harmless */
    memset(w->accs + old, 0, (cap - old) * sizeof *w->accs);
    memset(flags + old, 0, cap - old);
    w->flags = flags;
    w->acc_cap = cap;
    return 0;
}

/* The accumulator of name `name`; `touch` makes it a row of the result. */
static acc *acc_of(walk *w, uint32_t name, int touch)
{
    if (name >= w->acc_cap && grow_accs(w, (size_t)name + 1) != 0)
        return NULL;
    w->flags[name] |= (uint8_t)(touch ? ACC_TOUCHED : 0);
    return &w->accs[name];
}

/* Adds `value` to the artifact size of name `name`; 0, or -1 on OOM. */
static int add_artifact(walk *w, uint32_t name, uint64_t value)
{
    int inserted;
    uint32_t *slot = sp_u64_map_upsert(&w->artifact_of, name, (uint32_t)w->artifact_count,
                                       &inserted);
    if (!slot)
        return -1;
    if (inserted) {
        size_t cap = w->artifact_cap;
        if (sp_grow((void **)&w->artifact_sums, &cap, w->artifact_count + 1,
                    sizeof *w->artifact_sums, 16) ||
            sp_grow((void **)&w->artifact_names, &w->artifact_cap, w->artifact_count + 1,
                    sizeof *w->artifact_names, 16))
            return -1;
        w->artifact_sums[w->artifact_count] = 0;
        w->artifact_names[w->artifact_count++] = name;
    }
    w->artifact_sums[*slot] += value;
    return 0;
}

int sp_walk_kind_class(walk *w, uint64_t kind_id, uint32_t *cls, selfprof_error *err)
{
    if (kind_id == w->last_kind_id && w->last_kind_cls != UINT32_MAX) {
        *cls = w->last_kind_cls;
        return SELFPROF_OK;
    }
    uint32_t *slot = sp_u64_map_find(&w->kind_map, kind_id);
    if (!slot) {
        uint32_t name, c = SP_KIND_OTHER;
        if (w->names_lock)
            pthread_mutex_lock(w->names_lock);
        int rc = selfprof_profile_kind(w->p, kind_id, &name, err);
        if (rc == SELFPROF_OK) {
            size_t len;
            const char *text = selfprof_profile_name(w->p, name, &len);
            c = sp_kind_classify(text, len);
        }
        if (w->names_lock)
            pthread_mutex_unlock(w->names_lock);
        if (rc)
            return rc;
        if (!(slot = sp_u64_map_upsert(&w->kind_map, kind_id, c, NULL)))
            return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    w->last_kind_id = kind_id;
    w->last_kind_cls = *cls = *slot;
    return SELFPROF_OK;
}

static int interval(walk *w, const selfprof_event *e, uint32_t cls, uint32_t key)
{
    size_t number;
    int is_new;
    sp_thread_stack *t = sp_thread_stacks_get(&w->threads, e->thread_id, e->start, e->end, &number,
                                              &is_new);
    if (!t)
        return SELFPROF_E_NOMEM;
    uint64_t d = e->end - e->start;
    const sp_open_interval *parent = sp_thread_stack_parent(t, e->start, e->end);
    if (parent) {
        acc *pa = &w->accs[(uint32_t)parent->tag]; /* exists: the parent was counted */
        uint32_t parent_cls = (uint32_t)(parent->tag >> 32);
        pa->self_time -= (int64_t)d;
        if (parent_cls == SP_KIND_INCR_HASHING)
            pa->incremental_hashing_time -= (int64_t)d;
        else if (parent_cls == SP_KIND_INCR_LOAD)
            pa->incremental_load_time -= (int64_t)d;
    }
    acc *a = acc_of(w, key, 1);
    if (!a)
        return SELFPROF_E_NOMEM;
    a->self_time += (int64_t)d;
    switch (cls) {
    case SP_KIND_QUERY:
    case SP_KIND_GENERIC_ACTIVITY:
        a->time += d;
        a->number_of_cache_misses++;
        a->invocation_count++;
        break;
    case SP_KIND_QUERY_BLOCKED:
        a->time += d;
        a->blocked_time += d;
        a->blocked_count++;
        break;
    case SP_KIND_INCR_LOAD:
        a->time += d;
        a->incremental_load_time += (int64_t)d;
        a->incremental_load_count++;
        break;
    case SP_KIND_INCR_HASHING: a->incremental_hashing_time += (int64_t)d; break;
    default: a->time += d; a->invocation_count++;
    }
    if (e->start < t->start)
        t->start = e->start;
    if (e->end > t->end)
        t->end = e->end;
    /* The tag: the key in the low half, the kind class in the high half. */
    if (sp_thread_stack_push(t, e->start, e->end, (uint64_t)cls << 32 | key))
        return SELFPROF_E_NOMEM;
    return SELFPROF_OK;
}

int sp_walk_counted(uint32_t cls, uint32_t type)
{
    if (type == SELFPROF_INSTANT)
        return cls == SP_KIND_QUERY_CACHE_HIT;
    if (type == SELFPROF_INTEGER)
        return cls == SP_KIND_ARTIFACT_SIZE || cls == SP_KIND_QUERY_CACHE_HIT_COUNT;
    return 1;
}

int sp_walk_event(walk *w, const selfprof_event *e, uint64_t index, selfprof_error *err)
{
    uint32_t cls = SP_KIND_OTHER, key = 0;
    int rc;
    const batch_keys *b = w->batch;
    size_t at = b ? (size_t)(b->first - index) : 0;
    if (b && at == b->failed_at) {
        if (err)
            *err = b->err;
        return b->rc;
    }
    if (b)
        cls = b->cls[at];
    else if ((rc = sp_walk_kind_class(w, e->kind_id, &cls, err)) != SELFPROF_OK)
        return rc;
    if (!sp_walk_counted(cls, e->type))
        return SELFPROF_OK;
    if (b && b->key_of[at] != UINT32_MAX)
        key = b->keys[b->key_of[at]];
    else if ((rc = selfprof_profile_label(w->p, e->event_id, &key, err)) != SELFPROF_OK)
        return rc;
    if (e->type == SELFPROF_INTERVAL)
        return interval(w, e, cls, key) ? sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory")
                                        : SELFPROF_OK;
    /* An artifact size is not a row of its own (as in measureme). */
    acc *a = acc_of(w, key, cls != SP_KIND_ARTIFACT_SIZE);
    if (!a)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (cls == SP_KIND_QUERY_CACHE_HIT) {
        /* Hits already counted by an aggregate (met earlier in reverse) are skipped. */
        if (!(w->flags[key] & ACC_HIT_SEEN))
            a->number_of_cache_hits++;
    } else if (cls == SP_KIND_QUERY_CACHE_HIT_COUNT) {
        a->number_of_cache_hits += e->value;
        w->flags[key] |= ACC_HIT_SEEN;
    } else if (add_artifact(w, key, e->value) != 0) {
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    return SELFPROF_OK;
}

int sp_walk_visit(void *ctx, const selfprof_event *e, uint64_t index, selfprof_error *err)
{
    return sp_walk_event(ctx, e, index, err);
}
