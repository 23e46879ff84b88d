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
#include "analyze/thread_stacks.h"
#include "common/error.h"
#include "reverse_walk.h"
#include "common/grow.h"
#include "common/u64_map.h"
#include "read/profile_names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct acc {
    selfprof_summary_row r;  /* label unused here */
    uint64_t artifact;
    uint8_t touched, has_artifact, hit_count_seen;
} acc;

typedef struct walk {
    selfprof_profile *p;
    int by_arg;
    acc *accs;
    size_t acc_cap;
    sp_thread_stacks threads;
    sp_u64_map kind_map;
    uint64_t last_kind_id;
    uint32_t last_kind_cls;
} walk;

/* The accumulator of name `name`; `touch` makes it a row of the result. */
static acc *acc_of(walk *w, uint32_t name, int touch)
{
    if (name >= w->acc_cap) {
        size_t old = w->acc_cap;
        if (sp_grow((void **)&w->accs, &w->acc_cap, (size_t)name + 1, sizeof *w->accs, 1024))
            return NULL;
        memset(w->accs + old, 0, (w->acc_cap - old) * sizeof *w->accs);
    }
    acc *a = &w->accs[name];
    a->touched |= (uint8_t)touch;
    return a;
}

static int kind_class(walk *w, uint64_t kind_id, uint32_t *cls, selfprof_error *err)
{
    if (kind_id == w->last_kind_id && w->last_kind_cls != UINT32_MAX) {
        *cls = w->last_kind_cls;
        return SELFPROF_OK;
    }
    uint32_t *slot = sp_u64_map_find(&w->kind_map, kind_id);
    if (!slot) {
        uint32_t name;
        int rc = selfprof_profile_kind(w->p, kind_id, &name, err);
        if (rc)
            return rc;
        size_t len;
        const char *text = selfprof_profile_name(w->p, name, &len);
        if (!(slot = sp_u64_map_upsert(&w->kind_map, kind_id, sp_kind_classify(text, len), NULL)))
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
    sp_thread_stack *t = sp_thread_stacks_get(&w->threads, e->thread_id, e->start, e->end,
                                              &number, &is_new);
    if (!t)
        return SELFPROF_E_NOMEM;
    uint64_t d = e->end - e->start;
    const sp_open_interval *parent = sp_thread_stack_parent(t, e->start, e->end);
    if (parent) {
        acc *pa = &w->accs[(uint32_t)parent->tag]; /* exists: the parent was counted */
        uint32_t parent_cls = (uint32_t)(parent->tag >> 32);
        pa->r.self_time -= (int64_t)d;
        if (parent_cls == SP_KIND_INCR_HASHING)
            pa->r.incremental_hashing_time -= (int64_t)d;
        else if (parent_cls == SP_KIND_INCR_LOAD)
            pa->r.incremental_load_time -= (int64_t)d;
    }
    acc *a = acc_of(w, key, 1);
    if (!a)
        return SELFPROF_E_NOMEM;
    a->r.self_time += (int64_t)d;
    switch (cls) {
    case SP_KIND_QUERY:
    case SP_KIND_GENERIC_ACTIVITY:
        a->r.time += d;
        a->r.number_of_cache_misses++;
        a->r.invocation_count++;
        break;
    case SP_KIND_QUERY_BLOCKED:
        a->r.time += d;
        a->r.blocked_time += d;
        a->r.blocked_count++;
        break;
    case SP_KIND_INCR_LOAD:
        a->r.time += d;
        a->r.incremental_load_time += (int64_t)d;
        a->r.incremental_load_count++;
        break;
    case SP_KIND_INCR_HASHING:
        a->r.incremental_hashing_time += (int64_t)d;
        break;
    default:
        a->r.time += d;
        a->r.invocation_count++;
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

static int event(walk *w, const selfprof_event *e, selfprof_error *err)
{
    uint32_t cls = SP_KIND_OTHER, key = 0;
    int rc = kind_class(w, e->kind_id, &cls, err);
    if (rc)
        return rc;
    if (e->type == SELFPROF_INSTANT && cls != SP_KIND_QUERY_CACHE_HIT)
        return SELFPROF_OK;
    if (e->type == SELFPROF_INTEGER && cls != SP_KIND_ARTIFACT_SIZE &&
        cls != SP_KIND_QUERY_CACHE_HIT_COUNT)
        return SELFPROF_OK;
    /* Artifact sizes are always keyed by label: their argument is a file name. */
    int by_arg = w->by_arg && cls != SP_KIND_ARTIFACT_SIZE;
    rc = by_arg ? selfprof_profile_key(w->p, e->event_id, &key, err)
                : selfprof_profile_label(w->p, e->event_id, &key, err);
    if (rc)
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
        if (!a->hit_count_seen)
            a->r.number_of_cache_hits++;
    } else if (cls == SP_KIND_QUERY_CACHE_HIT_COUNT) {
        a->r.number_of_cache_hits += e->value;
        a->hit_count_seen = 1;
    } else {
        a->has_artifact = 1;
        a->artifact += e->value;
    }
    return SELFPROF_OK;
}

static void walk_free(walk *w)
{
    sp_thread_stacks_free(&w->threads);
    free(w->accs);
    sp_u64_map_free(&w->kind_map);
}

static int visit_event(void *ctx, const selfprof_event *e, uint64_t index, selfprof_error *err)
{
    (void)index;
    return event(ctx, e, err);
}

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
        size_t guess = (size_t)selfprof_profile_event_count(p) + selfprof_profile_name_count(p) + 1024;
        if ((w.accs = calloc(guess, sizeof *w.accs)) != NULL) {
            w.acc_cap = guess;
            sp_advise_huge(w.accs, guess * sizeof *w.accs);
        }
    }
    int rc = sp_reverse_walk(p, w.by_arg ? SP_WALK_PREFETCH_STRINGS : 0, visit_event, &w, err);
    selfprof_summary *s = rc == SELFPROF_OK ? selfprof_summary_new() : NULL;
    if (rc == SELFPROF_OK && !s) {
        sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        rc = SELFPROF_E_NOMEM;
    }
    /* Every touched name is a distinct text: size the summary for them all
     * at once (836,743 rows with --by-arg on a large profile) and append
     * them unlooked-up. Their text is borrowed from the profile's, which
     * the summary keeps. */
    size_t rows = 0, names = selfprof_profile_name_count(p);
    if (names > w.acc_cap)
        names = w.acc_cap; /* names past it were never touched */
    for (size_t i = 0; rc == SELFPROF_OK && i < names; i++)
        rows += w.accs[i].touched;
    if (rc == SELFPROF_OK && (sp_summary_reserve(s, rows) != 0 ||
                              sp_summary_keep_labels(s, sp_profile_names(p)) != 0)) {
        sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        rc = SELFPROF_E_NOMEM;
    }
    /* Labels and keys are validated pieces (no control byte, so no NUL):
     * each name is the C string its row needs. */
    for (size_t i = 0; rc == SELFPROF_OK && i < names; i++) {
        const acc *a = &w.accs[i];
        if (!a->touched && !a->has_artifact)
            continue;
        size_t len;
        selfprof_summary_row row = a->r;
        row.label = selfprof_profile_name(p, (uint32_t)i, &len);
        if (a->touched)
            rc = sp_summary_append_row(s, &row, len, sp_profile_name_hash(p, (uint32_t)i));
        if (rc == SELFPROF_OK && a->has_artifact)
            rc = selfprof_summary_add_artifact(s, row.label, a->artifact);
        if (rc)
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
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
