/* thread_stacks.c — see thread_stacks.h. */
#include "analyze/thread_stacks.h"

#include <stdlib.h>

#include "common/grow.h"

sp_thread_stack *sp_thread_stacks_lookup(sp_thread_stacks *ts, uint32_t id, uint64_t start,
                                         uint64_t end, size_t *number, int *is_new)
{
    *is_new = 0;
    int inserted;
    uint32_t *slot = sp_u64_map_upsert(&ts->numbers, id, (uint32_t)ts->count, &inserted);
    if (!slot)
        return NULL;
    if (inserted) {
        if (sp_grow((void **)&ts->threads, &ts->cap, ts->count + 1, sizeof *ts->threads, 16))
            return NULL;
        ts->threads[ts->count++] = (sp_thread_stack){NULL, 0, 0, start, end};
        *is_new = 1;
    }
    ts->last_id = id;
    *number = ts->last = *slot;
    return &ts->threads[*slot];
}

int sp_thread_stack_reserve(sp_thread_stack *t)
{
    return sp_grow((void **)&t->open, &t->cap, t->depth + 1, sizeof *t->open, 32);
}

void sp_thread_stacks_free(sp_thread_stacks *ts)
{
    for (size_t i = 0; i < ts->count; i++)
        free(ts->threads[i].open);
    free(ts->threads);
    sp_u64_map_free(&ts->numbers);
    *ts = (sp_thread_stacks){0};
}
