/* thread_stacks.h — the nesting both reverse walks infer (summary, stacks).
 *
 * No event says who its parent is: nesting is time containment per thread.
 * Walking the events from last to first, each thread keeps a stack of the
 * intervals that may still contain what comes next; an interval's parent
 * is the innermost one on its thread's stack that contains it (measureme-reference.md 7.2 and
 * 8.2). Threads get dense numbers 0, 1, 2, ... in order of first appearance,
 * so callers can keep their own per-thread data in plain arrays.
 */
#ifndef SP_THREAD_STACKS_H
#define SP_THREAD_STACKS_H

#include <stddef.h>
#include <stdint.h>

#include "common/u64_map.h"

typedef struct sp_open_interval {
    uint64_t start, end;
    uint64_t tag; /* the caller's: what the interval was counted as */
} sp_open_interval;

typedef struct sp_thread_stack {
    sp_open_interval *open;
    size_t depth, cap;
    uint64_t start, end; /* of the thread's first interval met; callers widen them */
} sp_thread_stack;

typedef struct sp_thread_stacks {
    sp_thread_stack *threads; /* by dense thread number */
    size_t count, cap;
    sp_u64_map numbers; /* thread id -> dense number */
    uint32_t last_id;   /* consecutive events are mostly on one thread */
    size_t last;
} sp_thread_stacks;

/* The out-of-line part of sp_thread_stacks_get (a thread change). */
sp_thread_stack *sp_thread_stacks_lookup(sp_thread_stacks *ts, uint32_t id, uint64_t start,
                                         uint64_t end, size_t *number, int *is_new);

/* The stack of thread `id`; a new thread gets start/end of [start, end] and
 * *is_new = 1. *number receives its dense number. Returns NULL when memory
 * runs out. Inline because it runs once per event. */
static inline sp_thread_stack *sp_thread_stacks_get(sp_thread_stacks *ts, uint32_t id,
                                                    uint64_t start, uint64_t end, size_t *number,
                                                    int *is_new)
{
    if (ts->count && id == ts->last_id) {
        *number = ts->last;
        *is_new = 0;
        return &ts->threads[ts->last];
    }
    return sp_thread_stacks_lookup(ts, id, start, end, number, is_new);
}

/* Pops the intervals that do not contain [start, end] and returns the
 * innermost one that does (the parent), or NULL when there is none. */
static inline const sp_open_interval *sp_thread_stack_parent(sp_thread_stack *t, uint64_t start,
                                                             uint64_t end)
{
    while (t->depth > 0) {
        const sp_open_interval *top = &t->open[t->depth - 1];
        if (top->start <= start && end <= top->end)
            return top;
        t->depth--;
    }
    return NULL;
}

/* Makes room for one more interval; 0, or -1 when memory runs out. */
int sp_thread_stack_reserve(sp_thread_stack *t);

/* Pushes [start, end] with `tag`; 0, or -1 when memory runs out. */
static inline int sp_thread_stack_push(sp_thread_stack *t, uint64_t start, uint64_t end,
                                       uint64_t tag)
{
    if (t->depth == t->cap && sp_thread_stack_reserve(t) != 0)
        return -1;
    t->open[t->depth++] = (sp_open_interval){start, end, tag};
    return 0;
}

void sp_thread_stacks_free(sp_thread_stacks *ts);

#endif
