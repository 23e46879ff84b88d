/* stacks.c — folded stacks, measureme's stack_collapse (measureme-reference.md 8.2).
 *
 * The walk has the shape of summary_walk.c: events from last to first, one
 * stack of open intervals per thread, a child being an interval contained
 * in the top of its thread's stack.  Instead of a stack *string* (as
 * measureme keeps) each open interval remembers its trie node, so the
 * current stack is the node on top and an event costs one hash lookup of
 * (parent node, frame), whatever the depth.
 *
 * Invariants:
 * - node 0 is an invisible super-root; every other node's parent has a
 *   smaller id (a node is created after its parent), which lets totals be
 *   summed in one pass from the highest id down;
 * - frames are interned texts of the set (not of a profile), so the stacks
 *   of several profiles share nodes;
 * - `sum` is kept up to date: only top-level events and the root's
 *   uncovered time change it, a child's +d and its parent's -d cancel.
 */
#include "selfprof/stacks.h"

#include "analyze/thread_stacks.h"
#include "common/error.h"
#include "reverse_walk.h"
#include "common/grow.h"
#include "common/name_table.h"
#include "common/u64_map.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NO_NODE UINT32_MAX

typedef struct node {
    uint32_t parent;
    uint32_t frame; /* name number in s->frames; SP_NAME_NONE for node 0 */
    uint32_t depth; /* 0 for the children of node 0 */
    uint32_t is_line;
    int64_t value;
} node;

struct selfprof_stacks {
    int per_thread;
    uint32_t root_frame;
    uint32_t group_frame; /* selfprof_stacks_set_group's frame, SP_NAME_NONE: none */
    sp_name_table frames;
    node *nodes;
    uint32_t count, max_depth, profiles;
    size_t cap;
    sp_u64_map children; /* parent << 32 | frame -> node */
    int64_t sum;
    char unit[32];
};

/* What the walk keeps per thread beyond its stack (by dense thread number). */
typedef struct thread_extra {
    int64_t top_level; /* summed durations of the thread's top-level events */
    uint32_t root;     /* node of the root frame of this thread's stacks */
} thread_extra;

/* Frames of one label of the profile being added: a single frame, or for a
 * label with ';' a run of `n` frames in walk.pool starting at `first`. */
typedef struct label_frames {
    uint32_t first, n; /* n == 0: not resolved yet */
} label_frames;

typedef struct walk {
    selfprof_stacks *s;
    selfprof_profile *p;
    sp_thread_stacks threads;
    thread_extra *extra;
    size_t extra_cap;
    label_frames *labels;
    size_t label_cap;
    uint32_t *pool;
    size_t pool_len, pool_cap;
} walk;

static uint32_t intern_frame(selfprof_stacks *s, const char *text, size_t len);

int selfprof_stacks_new(const selfprof_stacks_options *options, selfprof_stacks **out)
{
    *out = NULL;
    selfprof_stacks *s = calloc(1, sizeof *s);
    if (!s)
        return SELFPROF_E_NOMEM;
    s->per_thread = options && options->per_thread;
    const char *root = options && options->root ? options->root : "rustc";
    snprintf(s->unit, sizeof s->unit, "ns");
    s->cap = 1024;
    s->nodes = malloc(s->cap * sizeof *s->nodes);
    s->root_frame = intern_frame(s, root, strlen(root));
    if (!s->nodes || s->root_frame == SP_NAME_NONE) {
        selfprof_stacks_free(s);
        return SELFPROF_E_NOMEM;
    }
    s->nodes[0] = (node){NO_NODE, SP_NAME_NONE, 0, 0, 0};
    s->count = 1;
    s->group_frame = SP_NAME_NONE;
    *out = s;
    return SELFPROF_OK;
}

void selfprof_stacks_free(selfprof_stacks *s)
{
    if (!s)
        return;
    sp_name_table_free(&s->frames);
    sp_u64_map_free(&s->children);
    free(s->nodes);
    free(s);
}

uint32_t selfprof_stacks_profile_count(const selfprof_stacks *s) { return s->profiles; }
const char *selfprof_stacks_unit(const selfprof_stacks *s) { return s->unit; }
uint32_t selfprof_stacks_count(const selfprof_stacks *s) { return s->count; }
uint32_t selfprof_stacks_max_depth(const selfprof_stacks *s) { return s->max_depth; }
int64_t selfprof_stacks_sum(const selfprof_stacks *s) { return s->sum; }

/* The node for `frame` below `parent`, created when new; NO_NODE on OOM. */
static uint32_t child_of(selfprof_stacks *s, uint32_t parent, uint32_t frame)
{
    if (s->count >= UINT32_MAX - 1 || /* node numbers are 32-bit; NO_NODE is the last */
        sp_grow((void **)&s->nodes, &s->cap, (size_t)s->count + 1, sizeof *s->nodes, 1024) != 0)
        return NO_NODE;
    int inserted;
    uint32_t *slot = sp_u64_map_upsert(&s->children, (uint64_t)parent << 32 | frame, s->count,
                                       &inserted);
    if (!slot)
        return NO_NODE;
    if (inserted) {
        uint32_t depth = parent == 0 ? 0 : s->nodes[parent].depth + 1;
        s->nodes[s->count] = (node){parent, frame, depth, 0, 0};
        if (depth > s->max_depth)
            s->max_depth = depth;
        s->count++;
    }
    return *slot;
}

int selfprof_stacks_set_group(selfprof_stacks *s, const char *frame)
{
    s->group_frame = frame ? intern_frame(s, frame, strlen(frame)) : SP_NAME_NONE;
    return frame && s->group_frame == SP_NAME_NONE ? SELFPROF_E_NOMEM : SELFPROF_OK;
}

/* The root node of thread `id`'s stacks: "rustc", or "thread N;rustc";
 * below it the group frame when one is set (the node events hang from). */
static uint32_t root_of(selfprof_stacks *s, uint32_t id)
{
    uint32_t parent = 0;
    if (s->per_thread) {
        char name[32];
        int n = snprintf(name, sizeof name, "thread %u", id);
        uint32_t frame = sp_name_intern(&s->frames, name, (size_t)n);
        if (frame == SP_NAME_NONE || (parent = child_of(s, 0, frame)) == NO_NODE)
            return NO_NODE;
    }
    uint32_t root = child_of(s, parent, s->root_frame);
    if (root != NO_NODE && s->group_frame != SP_NAME_NONE)
        root = child_of(s, root, s->group_frame); /* the root itself: no time, no line */
    if (root != NO_NODE)
        s->nodes[root].is_line = 1;
    return root;
}

/* The stack of the event's thread, with its extra data in *x; the thread's
 * end is that of its first interval met and never updated (as measureme).
 * NULL when memory runs out. */
static sp_thread_stack *thread_of(walk *w, const selfprof_event *e, thread_extra **x)
{
    size_t number;
    int is_new;
    sp_thread_stack *t = sp_thread_stacks_get(&w->threads, e->thread_id, e->start, e->end, &number,
                                              &is_new);
    if (!t)
        return NULL;
    if (is_new) {
        uint32_t root = root_of(w->s, e->thread_id);
        if (root == NO_NODE ||
            sp_grow((void **)&w->extra, &w->extra_cap, number + 1, sizeof *w->extra, 16))
            return NULL;
        w->extra[number] = (thread_extra){0, root};
    }
    *x = &w->extra[number];
    return t;
}

/* Length of the well-formed UTF-8 sequence at s[0..n), or 0 when it is not
 * one; *bad then receives the length of the maximal invalid subpart (what
 * one U+FFFD replaces, as Rust's from_utf8_lossy and so measureme do). */
static size_t utf8_sequence(const unsigned char *s, size_t n, size_t *bad)
{
    unsigned c = s[0];
    *bad = 1;
    if (c < 0x80)
        return 1;
    size_t need;
    unsigned lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        need = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        need = 3;
        if (c == 0xE0)
            lo = 0xA0;
        else if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 4;
        if (c == 0xF0)
            lo = 0x90;
        else if (c == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    for (size_t i = 1; i < need; i++) {
        if (i >= n || s[i] < lo || s[i] > hi) {
            *bad = i;
            return 0;
        }
        lo = 0x80;
        hi = 0xBF;
    }
    return need;
}

/* Interns `text` as a frame, with invalid UTF-8 replaced by U+FFFD: every
 * output format of the stacks is text. */
static uint32_t intern_frame(selfprof_stacks *s, const char *text, size_t len)
{
    const unsigned char *u = (const unsigned char *)text;
    size_t i = 0, bad;
    while (i < len && u[i] < 0x80)
        i++;
    for (size_t k; i < len && (k = utf8_sequence(u + i, len - i, &bad)) != 0;)
        i += k;
    if (i == len)
        return sp_name_intern(&s->frames, text, len);
    char *copy = malloc(len * 3 + 1), *o = copy;
    if (!copy)
        return SP_NAME_NONE;
    for (i = 0; i < len;) {
        size_t k = utf8_sequence(u + i, len - i, &bad);
        if (k) {
            memcpy(o, text + i, k);
            o += k;
            i += k;
        } else {
            memcpy(o, "\xEF\xBF\xBD", 3);
            o += 3;
            i += bad;
        }
    }
    uint32_t f = sp_name_intern(&s->frames, copy, (size_t)(o - copy));
    free(copy);
    return f;
}

/* Resolves label name `name` of the profile to frames of the set. */
static const label_frames *frames_of(walk *w, uint32_t name)
{
    if (name >= w->label_cap) {
        size_t old = w->label_cap;
        if (sp_grow((void **)&w->labels, &w->label_cap, (size_t)name + 1, sizeof *w->labels, 1024))
            return NULL;
        memset(w->labels + old, 0, (w->label_cap - old) * sizeof *w->labels);
    }
    label_frames *l = &w->labels[name];
    if (l->n)
        return l;
    size_t len;
    const char *text = selfprof_profile_name(w->p, name, &len);
    if (!memchr(text, ';', len)) {
        uint32_t f = intern_frame(w->s, text, len);
        if (f == SP_NAME_NONE)
            return NULL;
        *l = (label_frames){f, 1};
        return l;
    }
    size_t first = w->pool_len;
    for (const char *seg = text, *end = text + len;;) {
        const char *semi = memchr(seg, ';', (size_t)(end - seg));
        const char *stop = semi ? semi : end;
        uint32_t f = intern_frame(w->s, seg, (size_t)(stop - seg));
        if (f == SP_NAME_NONE)
            return NULL;
        if (sp_grow((void **)&w->pool, &w->pool_cap, w->pool_len + 1, sizeof *w->pool, 64))
            return NULL;
        w->pool[w->pool_len++] = f;
        if (!semi)
            break;
        seg = semi + 1;
    }
    *l = (label_frames){(uint32_t)first, (uint32_t)(w->pool_len - first)};
    return l;
}

/* Steps 1-4 of measureme-reference.md 8.2 for one interval event. */
static int interval(walk *w, const selfprof_event *e, selfprof_error *err)
{
    selfprof_stacks *s = w->s;
    uint32_t name;
    int rc = selfprof_profile_label(w->p, e->event_id, &name, err);
    if (rc)
        return rc;
    const label_frames *l = frames_of(w, name);
    thread_extra *x = NULL;
    sp_thread_stack *t = l ? thread_of(w, e, &x) : NULL;
    if (!t)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (e->start < t->start)
        t->start = e->start;
    int64_t d = (int64_t)(e->end - e->start);
    const sp_open_interval *parent = sp_thread_stack_parent(t, e->start, e->end);
    uint32_t cur;
    if (parent) {
        cur = (uint32_t)parent->tag;
        s->nodes[cur].value -= d;
    } else {
        cur = x->root;
        x->top_level += d;
        s->sum += d;
    }
    if (l->n == 1) {
        cur = child_of(s, cur, l->first);
    } else {
        for (uint32_t i = 0; i < l->n && cur != NO_NODE; i++)
            cur = child_of(s, cur, w->pool[l->first + i]);
    }
    if (cur == NO_NODE)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    s->nodes[cur].value += d;
    s->nodes[cur].is_line = 1;
    if (sp_thread_stack_push(t, e->start, e->end, cur))
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    return SELFPROF_OK;
}

static int visit_interval(void *ctx, const selfprof_event *e, uint64_t index, selfprof_error *err)
{
    (void)index;
    return interval(ctx, e, err);
}

static void walk_free(walk *w)
{
    sp_thread_stacks_free(&w->threads);
    free(w->extra);
    free(w->labels);
    free(w->pool);
}

int selfprof_stacks_add_profile(selfprof_stacks *s, selfprof_profile *p, selfprof_error *err)
{
    walk w = {0};
    w.s = s;
    w.p = p;
    int rc = sp_reverse_walk(p, SP_WALK_INTERVALS_ONLY, visit_interval, &w, err);
    if (rc == SELFPROF_OK) {
        /* Step 5: the root gets each thread's time outside top-level events. */
        if (!s->per_thread && root_of(s, 0) == NO_NODE)
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        for (size_t i = 0; rc == SELFPROF_OK && i < w.threads.count; i++) {
            const sp_thread_stack *t = &w.threads.threads[i];
            int64_t uncovered = (int64_t)(t->end - t->start) - w.extra[i].top_level;
            s->nodes[w.extra[i].root].value += uncovered;
            s->sum += uncovered;
        }
        if (rc == SELFPROF_OK && s->profiles++ == 0)
            snprintf(s->unit, sizeof s->unit, "%s", selfprof_profile_metadata(p)->unit);
    }
    walk_free(&w);
    return rc;
}

/* --- the ordered walk ---------------------------------------------------- */

typedef struct sort_item {
    uint64_t key; /* parent << 32 | rank of the frame text */
    uint32_t id;
} sort_item;

static int compare_frames(const void *a, const void *b)
{
    const sp_name *x = a, *y = b;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->text, y->text, n);
    return c ? c : (x->len > y->len) - (x->len < y->len);
}

static int compare_items(const void *a, const void *b)
{
    uint64_t x = ((const sort_item *)a)->key, y = ((const sort_item *)b)->key;
    return (x > y) - (x < y);
}

int selfprof_stacks_walk(selfprof_stacks *s, int (*fn)(void *ctx, const selfprof_stack_visit *v),
                         void *ctx)
{
    uint32_t n = s->count, nf = s->frames.count;
    size_t depth_cap = (size_t)s->max_depth + 1;
    uint32_t *rank = malloc((size_t)nf * sizeof *rank);
    sp_name *by_text = malloc((size_t)nf * sizeof *by_text);
    sort_item *items = malloc((size_t)n * sizeof *items);
    uint32_t *first_child = calloc((size_t)n + 1, sizeof *first_child);
    int64_t *total = malloc((size_t)n * sizeof *total);
    const char **frames = malloc(depth_cap * sizeof *frames);
    uint32_t *lens = malloc(depth_cap * sizeof *lens);
    uint32_t *next = malloc(depth_cap * sizeof *next);       /* per depth: next item */
    uint32_t *on_path = malloc(depth_cap * sizeof *on_path); /* node at each depth */
    int rc = SELFPROF_E_NOMEM;
    if (!rank || !by_text || !items || !first_child || !total || !frames || !lens || !next ||
        !on_path)
        goto out;
    /* Rank the frame texts once (the hash field carries the frame number),
     * then order all nodes by (parent, rank): each node's children end up
     * contiguous and sorted. */
    for (uint32_t i = 0; i < nf; i++)
        by_text[i] = (sp_name){s->frames.names[i].text, s->frames.names[i].len, i};
    qsort(by_text, nf, sizeof *by_text, compare_frames);
    for (uint32_t i = 0; i < nf; i++)
        rank[by_text[i].hash] = i;
    for (uint32_t i = 1; i < n; i++)
        items[i - 1] = (sort_item){(uint64_t)s->nodes[i].parent << 32 | rank[s->nodes[i].frame], i};
    qsort(items, n - 1, sizeof *items, compare_items);
    /* first_child[p] = index in items of p's first child (CSR offsets). */
    for (uint32_t i = 1; i < n; i++)
        first_child[s->nodes[i].parent + 1]++;
    for (uint32_t i = 0; i < n; i++)
        first_child[i + 1] += first_child[i];
    for (uint32_t i = 0; i < n; i++)
        total[i] = s->nodes[i].value;
    for (uint32_t i = n - 1; i > 0; i--)
        total[s->nodes[i].parent] += total[i];
    /* Depth first, iteratively; `depth` frames are on the path. */
    rc = 0;
    size_t depth = 0;
    next[0] = first_child[0];
    for (;;) {
        uint32_t parent = depth == 0 ? 0 : on_path[depth - 1];
        if (next[depth] == first_child[parent + 1]) {
            if (depth == 0)
                break;
            depth--;
            continue;
        }
        uint32_t id = items[next[depth]++].id;
        const node *nd = &s->nodes[id];
        const sp_name *f = &s->frames.names[nd->frame];
        frames[depth] = f->text;
        lens[depth] = f->len;
        on_path[depth] = id;
        selfprof_stack_visit v = {id,        (uint32_t)depth, frames,          lens,
                                  nd->value, total[id],       (int)nd->is_line};
        if ((rc = fn(ctx, &v)) != 0)
            break;
        if (first_child[id] != first_child[id + 1]) {
            depth++;
            next[depth] = first_child[id];
        }
    }
out:
    free(rank);
    free(by_text);
    free(items);
    free(first_child);
    free(total);
    free(frames);
    free(lens);
    free(next);
    free(on_path);
    return rc;
}
