/* reverse_walk.c — see reverse_walk.h. */
#include "reverse_walk.h"

#include "common/error.h"
#include "read/event_pages.h"
#include "read/profile_names.h"

/* Events decoded per cursor call: enough to make the call's cost vanish,
 * few enough (12 KiB) to stay in the first-level cache with what visit
 * touches. */
#define WALK_BATCH 256

/* How many events ahead of the one visited the walk prefetches the string
 * of the event id (and half as many, the strings that one refers to):
 * about as many as are visited while one cache miss is served. */
#define PREFETCH_AHEAD 8

int sp_reverse_walk(selfprof_profile *p, unsigned flags, sp_reverse_visit visit, void *ctx,
                    selfprof_error *err)
{
    int intervals_only = (flags & SP_WALK_INTERVALS_ONLY) != 0;
    int ahead = flags & SP_WALK_PREFETCH_STRINGS ? PREFETCH_AHEAD : 0;
    if (ahead)
        sp_profile_keep_resident(p);
    sp_event_pages r;
    selfprof_event batch[WALK_BATCH];
    int rc = SELFPROF_OK, k = 0;
    uint64_t index = 0;
    sp_event_pages_init(&r, p, 0, selfprof_profile_event_count(p));
    while (rc == SELFPROF_OK && (k = sp_event_pages_next_batch(&r, batch, WALK_BATCH)) > 0) {
        /* batch[i] is event r.next + (k - 1 - i). */
        uint64_t first = r.next + (uint64_t)(k - 1);
        for (int i = 0; i < ahead && i < k; i++)
            sp_profile_prefetch_string(p, batch[i].event_id);
        for (int i = 0; i < ahead / 2 && i < k; i++)
            sp_profile_prefetch_refs(p, batch[i].event_id);
        for (int i = 0; i < k; i++) {
            const selfprof_event *e = &batch[i];
            if (ahead && i + ahead < k)
                sp_profile_prefetch_string(p, batch[i + ahead].event_id);
            if (ahead && i + ahead / 2 < k)
                sp_profile_prefetch_refs(p, batch[i + ahead / 2].event_id);
            if (intervals_only && e->type != SELFPROF_INTERVAL)
                continue;
            if ((rc = visit(ctx, e, first - (uint64_t)i, err)) != SELFPROF_OK) {
                index = first - (uint64_t)i;
                break;
            }
        }
    }
    sp_event_pages_free(&r);
    if (rc == SELFPROF_OK && k == SELFPROF_E_NOMEM)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (rc == SELFPROF_OK && k < 0) {
        index = r.next;
        return sp_error_set(err, SELFPROF_E_FORMAT, selfprof_profile_event_offset(p, index),
                            "event %llu is an interval that ends before it starts",
                            (unsigned long long)index);
    }
    if (rc != SELFPROF_OK && err && err->offset < 0 && rc != SELFPROF_E_NOMEM)
        err->offset = selfprof_profile_event_offset(p, index);
    return rc;
}
