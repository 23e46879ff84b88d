/* reverse_walk.h — the one driver of the analyses that read a profile from
 * its last event to its first (summary, stacks, coverage): intervals are
 * written when they end, so in reverse a parent comes before its children.
 */
#ifndef SP_REVERSE_WALK_H
#define SP_REVERSE_WALK_H

#include <stdint.h>

#include "selfprof/profile.h"

/* What sp_reverse_walk visits. */
enum {
    SP_WALK_INTERVALS_ONLY = 1, /* visit interval events only */
};

/* Called for each event (each interval only, with SP_WALK_INTERVALS_ONLY), last
 * first; `index` is its event index. Returns SELFPROF_OK to go on, or a
 * negative status (with err set) to stop. */
typedef int (*sp_reverse_visit)(void *ctx, const selfprof_event *e, uint64_t index,
                                selfprof_error *err);

/* Reads every event of `p` from last to first (from copies of the pages,
 * see event_pages.h) and calls `visit`.
 * Returns SELFPROF_OK, or the first error: SELFPROF_E_FORMAT with the byte
 * offset of an interval that ends before it starts, or what `visit`
 * returned. An error of `visit` that names no offset gets the offset of the
 * event it was raised on, except SELFPROF_E_NOMEM, which is about no place
 * in the file (offset -1). */
int sp_reverse_walk(selfprof_profile *p, unsigned flags, sp_reverse_visit visit, void *ctx,
                    selfprof_error *err);

/* For walks that read events their own way (summary_by_arg.c), the errors
 * sp_reverse_walk reports: that of the event reader (the interval that
 * ends before it starts, event `index`: SELFPROF_E_FORMAT), and that of a
 * visit of event `index` (`rc`, its offset added). Both return the status. */
int sp_reverse_walk_bad_event(selfprof_profile *p, uint64_t index, selfprof_error *err);
int sp_reverse_walk_visit_error(selfprof_profile *p, int rc, uint64_t index, selfprof_error *err);

#endif
