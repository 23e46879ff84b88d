/* reverse_walk.h — the one driver of the analyses that read a profile from
 * its last event to its first (summary, stacks, coverage): intervals are
 * written when they end, so in reverse a parent comes before its children.
 */
#ifndef SP_REVERSE_WALK_H
#define SP_REVERSE_WALK_H

#include <stdint.h>

#include "selfprof/profile.h"

/* Events decoded per batch: enough to make the call's cost vanish, few
 * enough (8 KiB) to stay in the first-level cache with what visit
 * touches. The most a sp_reverse_batch hook is given. */
#define SP_WALK_BATCH 256

/* What sp_reverse_walk visits. */
enum {
    SP_WALK_INTERVALS_ONLY = 1, /* visit interval events only */
};

/* Called for each event (each interval only, with SP_WALK_INTERVALS_ONLY), last
 * first; `index` is its event index. Returns SELFPROF_OK to go on, or a
 * negative status (with err set) to stop. */
typedef int (*sp_reverse_visit)(void *ctx, const selfprof_event *e, uint64_t index,
                                selfprof_error *err);

/* Called with each batch of events before they are visited: batch[i] is
 * event first - i. For work that goes faster done for many events at once
 * (sp_profile_keys); its errors wait for the visit of their event. */
typedef void (*sp_reverse_batch)(void *ctx, const selfprof_event *batch, size_t n,
                                 uint64_t first);

/* Reads every event of `p` from last to first (from copies of the pages,
 * see event_pages.h) and calls `visit`.
 * Returns SELFPROF_OK, or the first error: SELFPROF_E_FORMAT with the byte
 * offset of an interval that ends before it starts, or what `visit`
 * returned. An error of `visit` that names no offset gets the offset of the
 * event it was raised on, except SELFPROF_E_NOMEM, which is about no place
 * in the file (offset -1). */
int sp_reverse_walk(selfprof_profile *p, unsigned flags, sp_reverse_visit visit, void *ctx,
                    selfprof_error *err);

/* sp_reverse_walk that calls `before` (when not NULL) with each batch. */
int sp_reverse_walk_batches(selfprof_profile *p, unsigned flags, sp_reverse_batch before,
                            sp_reverse_visit visit, void *ctx, selfprof_error *err);

/* For walks that read events their own way (summary_walk.c's two
 * threads), the errors sp_reverse_walk reports: that of the event reader
 * (`rc` from sp_event_pages_next_batch, the reader at `index`), and that
 * of a visit of event `index` (its offset added). Both return `rc`. */
int sp_reverse_walk_reader_error(selfprof_profile *p, int rc, uint64_t index, selfprof_error *err);
int sp_reverse_walk_visit_error(selfprof_profile *p, int rc, uint64_t index, selfprof_error *err);

#endif
