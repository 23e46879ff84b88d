/* summary_walk.c — the measureme 12.0.3 summary algorithm over one profile.
 *
 * Events are walked from last to first.  Interval records are written when
 * they end, so in reverse a parent is met before its children: each thread
 * keeps a stack of the intervals that may still contain what comes next,
 * and a child's duration is taken off its parent's self time.  Figures are
 * accumulated per name number of the profile (dense), and only turned into
 * text-keyed rows at the end.
 */
#include "analyze/event_kind.h"
#include "analyze/summary_internal.h"
#include "analyze/summary_walk.h"
#include "common/error.h"
#include "reverse_walk.h"
#include "common/grow.h"
#include "common/parallel.h"
#include "read/profile_names.h"

#include <stdio.h>
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

static void walk_free(walk *w)
{
    sp_thread_stacks_free(&w->threads);
    free(w->accs);
    free(w->flags);
    sp_u64_map_free(&w->artifact_of);
    free(w->artifact_sums);
    free(w->artifact_names);
    sp_u64_map_free(&w->kind_map);
}

static int visit_event(void *ctx, const selfprof_event *e, uint64_t index, selfprof_error *err)
{
    return sp_walk_event(ctx, e, index, err);
}

/* Events from which --by-arg runs in two threads. */
#define BY_ARG_MIN_EVENTS_FOR_TWO_THREADS 65536

int selfprof_summarize(selfprof_profile *p, const selfprof_summary_options *options,
                       selfprof_summary **out, selfprof_error *err)
{
    *out = NULL;
    walk w = {0};
    w.p = p;
    w.by_arg = options && options->by_arg;
    w.last_kind_cls = UINT32_MAX;
    if (w.by_arg) {
        /* About one name per event: reserve that much address space, zero
         * pages the kernel maps as they are first touched, so the array
         * never doubles (a copy and a memset of ~90 MB). More names still
         * grow it; a failed reservation leaves it to grow. */
        size_t guess = (size_t)selfprof_profile_event_count(p) + selfprof_profile_name_count(p) +
                       1024;
        w.accs = calloc(guess, sizeof *w.accs);
        w.flags = calloc(guess, 1);
        if (w.accs && w.flags) {
            w.acc_cap = guess;
            sp_advise_huge(w.accs, guess * sizeof *w.accs);
        }
    }
    int rc;
    if (w.by_arg) {
        sp_profile_keep_resident(p); /* keys read strings all over the file */
        /* About two new keys per three events (836,743 in 1,255,479 on a
         * large profile): the name table's slots and names sized once for
         * three per four instead of doubling five times (each a fresh
         * array, and a rehash or a copy). A hint: more keys still grow it. */
        (void)sp_name_table_reserve(sp_profile_names_shared(p),
                                    (size_t)(selfprof_profile_event_count(p) / 4 * 3), 0);
        rc = sp_walk_by_arg(
            &w,
            sp_parallel_threads(selfprof_profile_event_count(p), BY_ARG_MIN_EVENTS_FOR_TWO_THREADS),
            err);
    } else {
        rc = sp_reverse_walk(p, 0, visit_event, &w, err);
    }
    selfprof_summary *s = rc == SELFPROF_OK ? selfprof_summary_new() : NULL;
    if (rc == SELFPROF_OK && !s) {
        sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        rc = SELFPROF_E_NOMEM;
    }
    /* Every touched name is a distinct text: size the summary for them all
     * at once (836,743 rows with --by-arg on a large profile) and append
     * them unlooked-up, moving each accumulator down to its row's place in
     * the same array, which the summary takes over. Their text is borrowed
     * from the profile's, which the summary keeps. */
    size_t rows = 0, names = selfprof_profile_name_count(p);
    if (names > w.acc_cap)
        names = w.acc_cap; /* names past it were never touched */
    for (size_t i = 0; rc == SELFPROF_OK && i < names; i++)
        rows += w.flags[i] & ACC_TOUCHED;
    if (rc == SELFPROF_OK && w.accs) {
        sp_summary_adopt_rows(s, w.accs, w.acc_cap);
        w.accs = NULL;
    }
    if (rc == SELFPROF_OK &&
        (sp_summary_reserve(s, rows) != 0 || sp_summary_keep_labels(s, sp_profile_names(p)) != 0)) {
        sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        rc = SELFPROF_E_NOMEM;
    }
    /* Labels and keys are validated pieces (no control byte, so no NUL):
     * each name is the C string its row needs. Row k comes from name
     * i >= k, so the move never overwrites a row still to be read. */
    for (size_t i = 0; rc == SELFPROF_OK && i < names; i++) {
        if (!(w.flags[i] & ACC_TOUCHED))
            continue;
        size_t len;
        selfprof_summary_row *row = &s->rows[i];
        row->label = selfprof_profile_name(p, (uint32_t)i, &len);
        if (sp_summary_append_row(s, row, len, sp_profile_name_hash(p, (uint32_t)i)) != 0)
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    for (size_t k = 0; rc == SELFPROF_OK && k < w.artifact_count; k++)
        if (selfprof_summary_add_artifact(s, selfprof_profile_name(p, w.artifact_names[k], NULL),
                                          w.artifact_sums[k]) != SELFPROF_OK)
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (rc == SELFPROF_OK) {
        for (size_t i = 0; i < w.threads.count; i++)
            s->total_time += w.threads.threads[i].end - w.threads.threads[i].start;
        sp_summary_sort_artifacts(s);
        s->event_count = selfprof_profile_event_count(p);
        s->file_count = 1;
        const selfprof_metadata *m = selfprof_profile_metadata(p);
        snprintf(s->counter, sizeof s->counter, "%s", m->counter);
        snprintf(s->unit, sizeof s->unit, "%s", m->unit);
        *out = s;
    } else {
        selfprof_summary_free(s);
    }
    walk_free(&w);
    return rc;
}
