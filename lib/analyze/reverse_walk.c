/* reverse_walk.c — see reverse_walk.h. */
#include "reverse_walk.h"

#include "common/error.h"
#include "read/event_pages.h"

/* Events decoded per batch: enough to make the call's cost vanish, few
 * enough (8 KiB) to stay in the first-level cache with what visit
 * touches. */
#define WALK_BATCH 256

int sp_reverse_walk(selfprof_profile *p, unsigned flags, sp_reverse_visit visit, void *ctx,
                    selfprof_error *err)
{
    int intervals_only = (flags & SP_WALK_INTERVALS_ONLY) != 0;
    sp_event_pages r;
    selfprof_event batch[WALK_BATCH];
    int rc = SELFPROF_OK, k = 0;
    uint64_t index = 0;
    sp_event_pages_init(&r, p, 0, selfprof_profile_event_count(p));
    while (rc == SELFPROF_OK && (k = sp_event_pages_next_batch(&r, batch, WALK_BATCH)) > 0) {
        /* batch[i] is event r.next + (k - 1 - i). */
        uint64_t first = r.next + (uint64_t)(k - 1);
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
    sp_event_pages_free(&r);
    if (rc == SELFPROF_OK && k < 0)
        return sp_reverse_walk_bad_event(p, r.next, err);
    return sp_reverse_walk_visit_error(p, rc, index, err);
}

int sp_reverse_walk_bad_event(selfprof_profile *p, uint64_t index, selfprof_error *err)
{
    return sp_error_set(err, SELFPROF_E_FORMAT, selfprof_profile_event_offset(p, index),
                        "event %llu is an interval that ends before it starts",
                        (unsigned long long)index);
}

int sp_reverse_walk_visit_error(selfprof_profile *p, int rc, uint64_t index, selfprof_error *err)
{
    if (rc != SELFPROF_OK && err && err->offset < 0 && rc != SELFPROF_E_NOMEM)
        err->offset = selfprof_profile_event_offset(p, index);
    return rc;
}
