/* coverage.c — the untracked time of each thread (see selfprof/coverage.h).
 *
 * The union of a thread's intervals is kept as a list of disjoint
 * "blocks" (connected stretches of covered time).  Events are read from
 * last to first: a compiler writes an interval when it ends, so per thread
 * the ends come in decreasing order and every event either falls into the
 * lowest block (a child, or a sibling touching it) or starts a new block
 * below it.  The list then stays sorted from highest to lowest and only
 * its last element is ever touched: one comparison per event, and memory
 * for one block per gap.  An event out of that order (an importer's file,
 * a hostile one) is appended anyway and marks the thread "dirty"; its
 * blocks are then sorted and merged once at the end, so any order gives
 * the same result, in O(n log n).
 *
 * Each block remembers, for the gap labels, the event that starts at its
 * low end and the one that ends at its high end, chosen by the rules of
 * the header (longest, then first in file order); merging two blocks keeps
 * the better of each, so the choice does not depend on the order events
 * are met.  Labels are resolved only for the gaps that are kept.
 */
#include "selfprof/coverage.h"

#include "common/error.h"
#include "reverse_walk.h"
#include "common/grow.h"
#include "common/name_table.h"
#include "common/u64_map.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_TOP 10

typedef struct block {
    uint64_t lo, hi;
    uint64_t lo_end;   /* end of the event chosen as starting at lo */
    uint64_t hi_start; /* start of the event chosen as ending at hi */
    uint64_t lo_index; /* file index of those two events */
    uint64_t hi_index;
} block;

/* One thread of the profile being added. */
typedef struct thread_state {
    uint32_t id;
    int dirty; /* blocks are not sorted and disjoint */
    uint64_t intervals;
    block *blocks; /* highest first while clean */
    size_t count, cap;
} thread_state;

struct selfprof_coverage {
    selfprof_coverage_options options;
    uint32_t profiles;
    char unit[32];
    sp_name_table labels;
    selfprof_coverage_thread *threads;
    size_t *gap_first; /* per thread: index of its first gap in `gaps` */
    size_t thread_count, thread_cap, gap_first_cap;
    selfprof_coverage_gap *gaps; /* every thread's largest, thread by thread */
    size_t gap_count, gap_cap;
    selfprof_coverage_gap *largest; /* of the whole set */
    size_t largest_count, largest_cap;
    selfprof_coverage_figures totals;
};

/* What one add_profile builds before it is committed to the set. */
typedef struct walk {
    selfprof_coverage *c;
    selfprof_profile *p;
    thread_state *threads;
    size_t count, cap;
    sp_u64_map numbers; /* thread id -> index in threads */
    uint32_t last_id;
    size_t last;
    selfprof_coverage_thread *out; /* per thread, in id order */
    selfprof_coverage_gap *gaps;
    size_t gap_count, gap_cap;
    size_t *gap_first;
} walk;

int selfprof_coverage_new(const selfprof_coverage_options *options, selfprof_coverage **out)
{
    *out = NULL;
    selfprof_coverage *c = calloc(1, sizeof *c);
    if (!c)
        return SELFPROF_E_NOMEM;
    if (options)
        c->options = *options;
    else
        c->options.top = DEFAULT_TOP;
    snprintf(c->unit, sizeof c->unit, "ns");
    *out = c;
    return SELFPROF_OK;
}

void selfprof_coverage_free(selfprof_coverage *c)
{
    if (!c)
        return;
    sp_name_table_free(&c->labels);
    free(c->threads);
    free(c->gap_first);
    free(c->gaps);
    free(c->largest);
    free(c);
}

uint32_t selfprof_coverage_profile_count(const selfprof_coverage *c) { return c->profiles; }
const char *selfprof_coverage_unit(const selfprof_coverage *c) { return c->unit; }

const selfprof_coverage_thread *selfprof_coverage_threads(const selfprof_coverage *c, size_t *count)
{
    *count = c->thread_count;
    return c->thread_count ? c->threads : NULL;
}

const selfprof_coverage_figures *selfprof_coverage_totals(const selfprof_coverage *c)
{
    return &c->totals;
}

const selfprof_coverage_gap *selfprof_coverage_largest(const selfprof_coverage *c, size_t *count)
{
    *count = c->largest_count;
    return c->largest_count ? c->largest : NULL;
}

/* --- the union of intervals ---------------------------------------------- */

/* Takes from `x` the events that `b` should name at its ends, when better. */
static void merge_block(block *b, const block *x)
{
    if (x->lo < b->lo ||
        (x->lo == b->lo &&
         (x->lo_end > b->lo_end || (x->lo_end == b->lo_end && x->lo_index < b->lo_index)))) {
        b->lo = x->lo;
        b->lo_end = x->lo_end;
        b->lo_index = x->lo_index;
    }
    if (x->hi > b->hi ||
        (x->hi == b->hi && (x->hi_start < b->hi_start ||
                            (x->hi_start == b->hi_start && x->hi_index < b->hi_index)))) {
        b->hi = x->hi;
        b->hi_start = x->hi_start;
        b->hi_index = x->hi_index;
    }
}

static thread_state *thread_of(walk *w, uint32_t id)
{
    if (w->count && id == w->last_id)
        return &w->threads[w->last];
    int inserted;
    uint32_t *slot = sp_u64_map_upsert(&w->numbers, id, (uint32_t)w->count, &inserted);
    if (!slot)
        return NULL;
    if (inserted) {
        if (sp_grow((void **)&w->threads, &w->cap, w->count + 1, sizeof *w->threads, 8))
            return NULL;
        w->threads[w->count++] = (thread_state){id, 0, 0, NULL, 0, 0};
    }
    w->last_id = id;
    w->last = *slot;
    return &w->threads[w->last];
}

/* Adds interval [start, end], event `index`, to its thread's union. */
static int add_interval(walk *w, const selfprof_event *e, uint64_t index)
{
    thread_state *t = thread_of(w, e->thread_id);
    if (!t)
        return -1;
    t->intervals++;
    block x = {e->start, e->end, e->end, e->start, index, index};
    if (t->count) {
        block *low = &t->blocks[t->count - 1];
        if (x.hi >= low->lo && x.lo <= low->hi) {
            int grows = x.hi > low->hi;
            merge_block(low, &x);
            /* Reaching up to the block above: merged at the end. */
            if (grows && t->count > 1 && low->hi >= t->blocks[t->count - 2].lo)
                t->dirty = 1;
            return 0;
        }
        if (x.lo > low->hi)
            t->dirty = 1;
    }
    if (sp_grow((void **)&t->blocks, &t->cap, t->count + 1, sizeof *t->blocks, 64))
        return -1;
    t->blocks[t->count++] = x;
    return 0;
}

static int compare_lo(const void *a, const void *b)
{
    uint64_t x = ((const block *)a)->lo, y = ((const block *)b)->lo;
    return (x > y) - (x < y);
}

/* Leaves t->blocks sorted from lowest to highest, disjoint and not touching. */
static void normalize(thread_state *t)
{
    if (!t->dirty) {
        for (size_t i = 0, j = t->count - 1; i < j; i++, j--) {
            block tmp = t->blocks[i];
            t->blocks[i] = t->blocks[j];
            t->blocks[j] = tmp;
        }
        return;
    }
    qsort(t->blocks, t->count, sizeof *t->blocks, compare_lo);
    size_t n = 1;
    for (size_t i = 1; i < t->count; i++) {
        if (t->blocks[i].lo <= t->blocks[n - 1].hi)
            merge_block(&t->blocks[n - 1], &t->blocks[i]);
        else
            t->blocks[n++] = t->blocks[i];
    }
    t->count = n;
}

/* --- figures and gaps ---------------------------------------------------- */

static uint64_t add_sat(uint64_t a, uint64_t b) { return a + b < a ? UINT64_MAX : a + b; }

static void add_figures(selfprof_coverage_figures *into, const selfprof_coverage_figures *f)
{
    into->intervals = add_sat(into->intervals, f->intervals);
    into->span = add_sat(into->span, f->span);
    into->untracked = add_sat(into->untracked, f->untracked);
    into->gaps = add_sat(into->gaps, f->gaps);
    into->large_gaps = add_sat(into->large_gaps, f->large_gaps);
    into->large_untracked = add_sat(into->large_untracked, f->large_untracked);
}

/* Longest first; equal lengths by thread, then start. */
static int compare_gaps(const void *a, const void *b)
{
    const selfprof_coverage_gap *x = a, *y = b;
    uint64_t lx = x->end - x->start, ly = y->end - y->start;
    if (lx != ly)
        return lx < ly ? 1 : -1;
    if (x->thread != y->thread)
        return x->thread < y->thread ? -1 : 1;
    return (x->start > y->start) - (x->start < y->start);
}

/* Stores in *label the label of event `index`, interned in the set.
 * Returns SELFPROF_OK or a negative status with `err` filled. */
static int label_of(walk *w, uint64_t index, const char **label, selfprof_error *err)
{
    selfprof_event e;
    uint32_t name;
    int rc = selfprof_profile_event(w->p, index, &e);
    if (rc != SELFPROF_OK) /* the walk decoded it: only a reader fault gets here */
        return sp_error_set(err, rc, selfprof_profile_event_offset(w->p, index),
                            "event %llu cannot be read again", (unsigned long long)index);
    rc = selfprof_profile_label(w->p, e.event_id, &name, err);
    if (rc != SELFPROF_OK) {
        if (err && err->offset < 0 && rc != SELFPROF_E_NOMEM)
            err->offset = selfprof_profile_event_offset(w->p, index);
        return rc;
    }
    size_t len;
    const char *text = selfprof_profile_name(w->p, name, &len);
    uint32_t n = sp_name_intern(&w->c->labels, text, len);
    if (n == SP_NAME_NONE)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    *label = w->c->labels.names[n].text;
    return SELFPROF_OK;
}

/* Measures thread `t` (normalized) into w->out[k] and its largest gaps. */
static int measure(walk *w, size_t k, const thread_state *t, selfprof_error *err)
{
    const selfprof_coverage_options *o = &w->c->options;
    selfprof_coverage_thread *r = &w->out[k];
    const block *b = t->blocks;
    *r = (selfprof_coverage_thread){0};
    r->profile = w->c->profiles;
    r->thread_id = t->id;
    r->start = b[0].lo;
    r->end = b[t->count - 1].hi;
    r->figures.intervals = t->intervals;
    r->figures.span = r->end - r->start;
    /* Candidates for the list: gap k is between blocks k-1 and k. */
    size_t *cand = NULL, ncand = 0;
    if (o->top && t->count > 1 && !(cand = malloc((t->count - 1) * sizeof *cand)))
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    for (size_t i = 1; i < t->count; i++) {
        uint64_t len = b[i].lo - b[i - 1].hi;
        r->figures.untracked += len;
        r->figures.gaps++;
        if (len >= o->min_gap) {
            r->figures.large_gaps++;
            r->figures.large_untracked += len;
            if (cand)
                cand[ncand++] = i;
        }
    }
    size_t keep = ncand < o->top ? ncand : o->top;
    w->gap_first[k] = w->gap_count;
    if (keep &&
        sp_grow((void **)&w->gaps, &w->gap_cap, w->gap_count + ncand, sizeof *w->gaps, 64)) {
        free(cand);
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    /* Sort the candidates as gaps (labels not yet resolved), keep the first.
     * Until then `thread` holds the gap's block index: within one thread it
     * orders equal lengths as the start does. */
    /* w->gaps is NULL until a thread keeps a gap: no offset from NULL (UB). */
    selfprof_coverage_gap *g = keep ? w->gaps + w->gap_count : NULL;
    for (size_t i = 0; i < ncand && keep; i++)
        g[i] = (selfprof_coverage_gap){b[cand[i] - 1].hi, b[cand[i]].lo, (uint32_t)cand[i], NULL,
                                       NULL};
    if (keep)
        qsort(g, ncand, sizeof *g, compare_gaps);
    int rc = SELFPROF_OK;
    for (size_t i = 0; i < keep && rc == SELFPROF_OK; i++) {
        size_t at = g[i].thread; /* the block index, for now */
        g[i].thread = 0;
        rc = label_of(w, b[at - 1].hi_index, &g[i].before, err);
        if (rc == SELFPROF_OK)
            rc = label_of(w, b[at].lo_index, &g[i].after, err);
    }
    free(cand);
    if (rc != SELFPROF_OK)
        return rc;
    r->largest_count = keep;
    w->gap_count += keep;
    return SELFPROF_OK;
}

static int compare_ids(const void *a, const void *b)
{
    uint32_t x = ((const thread_state *)a)->id, y = ((const thread_state *)b)->id;
    return (x > y) - (x < y);
}

/* Appends the walk's threads and gaps to the set; then nothing can fail. */
static int commit(walk *w)
{
    selfprof_coverage *c = w->c;
    size_t need = c->thread_count + w->count, base = c->gap_count;
    size_t largest_need = c->largest_count + w->gap_count;
    if (sp_grow((void **)&c->threads, &c->thread_cap, need, sizeof *c->threads, 16) ||
        sp_grow((void **)&c->gap_first, &c->gap_first_cap, need, sizeof *c->gap_first, 16) ||
        (w->gap_count &&
         sp_grow((void **)&c->gaps, &c->gap_cap, base + w->gap_count, sizeof *c->gaps, 64)) ||
        (largest_need &&
         sp_grow((void **)&c->largest, &c->largest_cap, largest_need, sizeof *c->largest, 16)))
        return -1;
    for (size_t k = 0; k < w->count; k++) {
        size_t global = c->thread_count + k;
        c->threads[global] = w->out[k];
        c->gap_first[global] = base + w->gap_first[k];
        for (size_t i = 0; i < w->out[k].largest_count; i++)
            w->gaps[w->gap_first[k] + i].thread = (uint32_t)global;
        add_figures(&c->totals, &w->out[k].figures);
    }
    if (w->gap_count)
        memcpy(c->gaps + base, w->gaps, w->gap_count * sizeof *w->gaps);
    c->thread_count = need;
    c->gap_count = base + w->gap_count;
    for (size_t k = 0; k < c->thread_count; k++)
        c->threads[k].largest = c->threads[k].largest_count ? c->gaps + c->gap_first[k] : NULL;
    /* The largest of the set are among the largest so far and the new ones. */
    if (w->gap_count)
        memcpy(c->largest + c->largest_count, w->gaps, w->gap_count * sizeof *w->gaps);
    c->largest_count = largest_need;
    if (c->largest_count) /* qsort's base must not be NULL, even for 0 items */
        qsort(c->largest, c->largest_count, sizeof *c->largest, compare_gaps);
    if (c->largest_count > c->options.top)
        c->largest_count = c->options.top;
    return 0;
}

static void walk_free(walk *w)
{
    for (size_t i = 0; i < w->count; i++)
        free(w->threads[i].blocks);
    free(w->threads);
    sp_u64_map_free(&w->numbers);
    free(w->out);
    free(w->gaps);
    free(w->gap_first);
}

static int visit_interval(void *ctx, const selfprof_event *e, uint64_t index, selfprof_error *err)
{
    walk *w = ctx;
    /* Every interval's label is resolved, not only those of the listed
     * gaps, so a malformed string table is an error here as in every other
     * reading command; the reader caches labels by event id. */
    uint32_t name;
    int rc = selfprof_profile_label(w->p, e->event_id, &name, err);
    if (rc != SELFPROF_OK)
        return rc;
    if (add_interval(w, e, index))
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    return SELFPROF_OK;
}

int selfprof_coverage_add_profile(selfprof_coverage *c, selfprof_profile *p, selfprof_error *err)
{
    const char *unit = selfprof_profile_metadata(p)->unit;
    if (c->profiles && strcmp(unit, c->unit) != 0)
        return sp_error_set(err, SELFPROF_E_INVALID, -1,
                            "the counter unit '%s' differs from '%s' of the profiles before it",
                            unit, c->unit);
    walk w = {0};
    w.c = c;
    w.p = p;
    int rc = sp_reverse_walk(p, SP_WALK_INTERVALS_ONLY, visit_interval, &w, err);
    if (rc == SELFPROF_OK && w.count) {
        qsort(w.threads, w.count, sizeof *w.threads, compare_ids);
        w.out = malloc(w.count * sizeof *w.out);
        w.gap_first = malloc(w.count * sizeof *w.gap_first);
        if (!w.out || !w.gap_first)
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        for (size_t k = 0; k < w.count && rc == SELFPROF_OK; k++) {
            normalize(&w.threads[k]);
            rc = measure(&w, k, &w.threads[k], err);
        }
    }
    if (rc == SELFPROF_OK && commit(&w) != 0)
        rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (rc == SELFPROF_OK && c->profiles++ == 0)
        snprintf(c->unit, sizeof c->unit, "%s", unit);
    walk_free(&w);
    return rc;
}
