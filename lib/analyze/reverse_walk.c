/* reverse_walk.c — see reverse_walk.h. */
#include "reverse_walk.h"

#include "common/error.h"

/* Events decoded per cursor call: enough to make the call's cost vanish,
 * few enough (12 KiB) to stay in the first-level cache with what visit
 * touches. */
#define WALK_BATCH 256

int sp_reverse_walk(selfprof_profile *p, int intervals_only, sp_reverse_visit visit, void *ctx,
                    selfprof_error *err)
{
    selfprof_cursor c;
    selfprof_event batch[WALK_BATCH];
    int rc = SELFPROF_OK, k = 0;
    uint64_t index = 0;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_BACKWARDS | SELFPROF_CURSOR_ONCE);
    while (rc == SELFPROF_OK && (k = selfprof_cursor_next_batch(&c, batch, WALK_BATCH)) > 0) {
        /* Backwards, batch[i] is event last + (k - 1 - i). */
        uint64_t first = selfprof_cursor_index(&c) + (uint64_t)(k - 1);
        for (int i = 0; i < k; i++) {
            const selfprof_event *e = &batch[i];
            if (intervals_only && e->type != SELFPROF_INTERVAL)
                continue;
            if ((rc = visit(ctx, e, first - (uint64_t)i, err)) != SELFPROF_OK) {
                index = first - (uint64_t)i;
                break;
            }
        }
    }
    if (rc == SELFPROF_OK && k < 0) {
        index = selfprof_cursor_index(&c);
        return sp_error_set(err, SELFPROF_E_FORMAT, selfprof_profile_event_offset(p, index),
                            "event %llu is an interval that ends before it starts",
                            (unsigned long long)index);
    }
    if (rc != SELFPROF_OK && err && err->offset < 0 && rc != SELFPROF_E_NOMEM)
        err->offset = selfprof_profile_event_offset(p, index);
    return rc;
}
