/* reverse_walk.c — see reverse_walk.h. */
#include "reverse_walk.h"

#include "common/error.h"

int sp_reverse_walk(selfprof_profile *p, int intervals_only, sp_reverse_visit visit, void *ctx,
                    selfprof_error *err)
{
    selfprof_cursor c;
    selfprof_event e;
    int rc = SELFPROF_OK, more;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_BACKWARDS | SELFPROF_CURSOR_ONCE);
    while ((more = selfprof_cursor_next(&c, &e)) == 1) {
        if (intervals_only && e.type != SELFPROF_INTERVAL)
            continue;
        if ((rc = visit(ctx, &e, selfprof_cursor_index(&c), err)) != SELFPROF_OK)
            break;
    }
    uint64_t index = selfprof_cursor_index(&c);
    if (more < 0)
        return sp_error_set(err, SELFPROF_E_FORMAT, selfprof_profile_event_offset(p, index),
                            "event %llu is an interval that ends before it starts",
                            (unsigned long long)index);
    if (rc != SELFPROF_OK && err && err->offset < 0 && rc != SELFPROF_E_NOMEM)
        err->offset = selfprof_profile_event_offset(p, index);
    return rc;
}
