/* reverse_walk.h — the one driver of the analyses that read a profile from
 * its last event to its first (summary, stacks, coverage): intervals are
 * written when they end, so in reverse a parent comes before its children.
 */
#ifndef SP_REVERSE_WALK_H
#define SP_REVERSE_WALK_H

#include <stdint.h>

#include "selfprof/profile.h"

/* What sp_reverse_walk visits and how. */
enum {
    SP_WALK_INTERVALS_ONLY = 1,   /* visit interval events only */
    SP_WALK_PREFETCH_STRINGS = 2, /* prefetch each event id's string a few
                                     events ahead: for a visit that reads
                                     it (--by-arg keys), not one that
                                     needs only a label (a tenth slower) */
};

/* Called for each event (each interval only, with SP_WALK_INTERVALS_ONLY), last
 * first; `index` is its event index. Returns SELFPROF_OK to go on, or a
 * negative status (with err set) to stop. */
typedef int (*sp_reverse_visit)(void *ctx, const selfprof_event *e, uint64_t index,
                                selfprof_error *err);

/* Reads every event of `p` from last to first (SELFPROF_CURSOR_ONCE: the
 * pages are given back as the walk passes them) and calls `visit`.
 * Returns SELFPROF_OK, or the first error: SELFPROF_E_FORMAT with the byte
 * offset of an interval that ends before it starts, or what `visit`
 * returned. An error of `visit` that names no offset gets the offset of the
 * event it was raised on, except SELFPROF_E_NOMEM, which is about no place
 * in the file (offset -1). */
int sp_reverse_walk(selfprof_profile *p, unsigned flags, sp_reverse_visit visit, void *ctx,
                    selfprof_error *err);

#endif
