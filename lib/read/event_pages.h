/* event_pages.h — reading a range of events backwards, a page at a time,
 * from copies of the pages instead of the mapping.
 *
 * The public cursor decodes records in place in the mapped file. A walk
 * over every event (the summary, stacks, coverage) reads each event page
 * once, and there mapping costs more than copying (see sp_profile_copy):
 * this reader copies one page at a time into a buffer it reuses
 * (page_copy.h), and reads through the mapping only a record that
 * straddles two pages. Readers in different threads are independent.
 */
#ifndef SP_EVENT_PAGES_H
#define SP_EVENT_PAGES_H

#include <stddef.h>
#include <stdint.h>

#include "read/page_copy.h"
#include "selfprof/profile.h"

typedef struct sp_event_pages {
    selfprof_profile *p;
    uint64_t lo;          /* first index of the range */
    uint64_t next;        /* the next event returned is next - 1 */
    sp_page_copy pages;   /* the events stream, a page at a time */
    uint8_t straddle[32]; /* a record across two pages */
} sp_event_pages;

/* Starts a reader over events [lo, hi) of `p`, from hi - 1 down to lo. */
void sp_event_pages_init(sp_event_pages *r, selfprof_profile *p, uint64_t lo, uint64_t hi);

/* Decodes up to `n` more events into out[0..k), last first, and returns k
 * (0 at the end). An interval that ends before it starts ends a batch
 * before it, and the next call returns SELFPROF_E_FORMAT for it alone, as
 * selfprof_cursor_next_batch does. Never fails otherwise: a page that
 * cannot be copied is read in place. After a call returning k > 0, out[i] is event r->next + k - 1 - i. */
int sp_event_pages_next_batch(sp_event_pages *r, selfprof_event *out, size_t n);

void sp_event_pages_free(sp_event_pages *r);

#endif
