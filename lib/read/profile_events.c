/* profile_events.c — decoding event records by index and with cursors. */
#include "read/profile_internal.h"
#include "read/profile_file.h"
#include "format/format.h"
#include "read/event_decode.h"

static int decode(const selfprof_profile *p, const uint8_t *r, selfprof_event *out)
{
    return p->id_size == SP_V9_ID_SIZE ? sp_decode_event(r, SP_V9_ID_SIZE, out)
                                       : sp_decode_event(r, SP_V8_ID_SIZE, out);
}

static int read_at(const selfprof_profile *p, uint64_t index, selfprof_event *out, size_t *hint)
{
    uint8_t scratch[SP_V9_EVENT_SIZE];
    const uint8_t *r = sp_stream_view(&p->events, SP_HEADER_SIZE + index * p->event_size,
                                      p->event_size, scratch, hint);
    return decode(p, r, out);
}

int selfprof_profile_event(const selfprof_profile *p, uint64_t index, selfprof_event *out)
{
    if (index >= p->event_count)
        return SELFPROF_E_RANGE;
    size_t hint = 0;
    return read_at(p, index, out, &hint);
}

int64_t selfprof_profile_event_offset(const selfprof_profile *p, uint64_t index)
{
    return sp_stream_file_offset(&p->events, SP_HEADER_SIZE + index * p->event_size);
}

void selfprof_cursor_init(selfprof_cursor *c, const selfprof_profile *p, unsigned flags)
{
    int backwards = (flags & SELFPROF_CURSOR_BACKWARDS) != 0;
    c->profile = p;
    c->remaining = p->event_count;
    c->flags = flags;
    c->next = backwards ? p->event_count - 1 : 0;
    c->segment = backwards && p->events.count ? p->events.count - 1 : 0;
}

int selfprof_cursor_next(selfprof_cursor *c, selfprof_event *out)
{
    if (c->remaining == 0)
        return 0;
    uint64_t index = c->next;
    size_t before = c->segment;
    c->remaining--;
    c->next = c->flags & SELFPROF_CURSOR_BACKWARDS ? index - 1 : index + 1;
    int rc = read_at(c->profile, index, out, &c->segment);
    if ((c->flags & SELFPROF_CURSOR_ONCE) && c->segment != before)
        sp_profile_release_segment(c->profile, &c->profile->events.segs[before]);
    return rc == SELFPROF_OK ? 1 : rc;
}

/* The loop of selfprof_cursor_next_batch for one record layout (`isz`,
 * `esz` constants in each caller, so the loads are specialized). */
static inline int batch_with(selfprof_cursor *c, unsigned isz, unsigned esz, selfprof_event *out,
                             size_t n)
{
    const selfprof_profile *p = c->profile;
    const int backwards = (c->flags & SELFPROF_CURSOR_BACKWARDS) != 0;
    const int once = (c->flags & SELFPROF_CURSOR_ONCE) != 0;
    size_t k = 0;
    while (k < n && c->remaining) {
        uint8_t scratch[SP_V9_EVENT_SIZE];
        uint64_t index = c->next;
        size_t before = c->segment;
        const uint8_t *r = sp_stream_view(&p->events, SP_HEADER_SIZE + index * esz, esz, scratch,
                                          &c->segment);
        int rc = sp_decode_event(r, isz, &out[k]);
        if (rc != SELFPROF_OK && k > 0) {
            /* Give back the events before the bad one; the next call
             * reports it (the segment hint goes back too, so the page
             * release below happens then). */
            c->segment = before;
            return (int)k;
        }
        c->remaining--;
        c->next = backwards ? index - 1 : index + 1;
        if (once && c->segment != before)
            sp_profile_release_segment(p, &p->events.segs[before]);
        if (rc != SELFPROF_OK)
            return rc; /* k == 0 here: the bad event comes alone */
        k++;
    }
    return (int)k;
}

int selfprof_cursor_next_batch(selfprof_cursor *c, selfprof_event *out, size_t n)
{
    if (n > SELFPROF_CURSOR_BATCH_MAX)
        n = SELFPROF_CURSOR_BATCH_MAX;
    return c->profile->id_size == SP_V9_ID_SIZE
               ? batch_with(c, SP_V9_ID_SIZE, SP_V9_EVENT_SIZE, out, n)
               : batch_with(c, SP_V8_ID_SIZE, SP_V8_EVENT_SIZE, out, n);
}

uint64_t selfprof_cursor_index(const selfprof_cursor *c)
{
    return c->flags & SELFPROF_CURSOR_BACKWARDS ? c->next + 1 : c->next - 1;
}
