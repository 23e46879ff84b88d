/* event_pages.c — see event_pages.h. */
#include "read/event_pages.h"

#include <stdlib.h>

#include "read/event_decode.h"
#include "read/profile_internal.h"

/* Pages larger than this are read in place (rustc writes 256 KiB pages; a
 * buffer for a pathological 4 GiB page is not worth it). */
#define MAX_COPY ((size_t)16 << 20)

void sp_event_pages_init(sp_event_pages *r, selfprof_profile *p, uint64_t lo, uint64_t hi)
{
    *r = (sp_event_pages){0};
    r->p = p;
    r->lo = lo;
    r->next = hi;
    r->segment = p->events.count ? p->events.count - 1 : 0;
}

void sp_event_pages_free(sp_event_pages *r)
{
    free(r->buf);
    r->buf = NULL;
}

/* Makes record `i` available: the records of the page it starts in that
 * lie wholly in that page (from r->lo on), copied; or, when it runs into
 * the next page, that record alone. 0, or -1 when memory runs out. */
static int load(sp_event_pages *r, uint64_t i)
{
    const selfprof_profile *p = r->p;
    const sp_stream *s = &p->events;
    uint64_t esz = p->event_size, start = SP_HEADER_SIZE + i * esz;
    size_t k = sp_stream_segment(s, start, &r->segment);
    const sp_segment *g = &s->segs[k];
    uint64_t end = g->addr + g->len; /* > start */
    if (start + esz > end) {
        size_t hint = k;
        r->records = sp_stream_view(s, start, esz, r->straddle, &hint);
        r->have_lo = i;
        r->have_hi = i + 1;
        return 0;
    }
    /* First record starting in this page (the header is in the first). */
    uint64_t lo = g->addr <= SP_HEADER_SIZE ? 0 : (g->addr - SP_HEADER_SIZE + esz - 1) / esz;
    if (lo < r->lo)
        lo = r->lo;
    uint64_t hi = i + 1; /* records past i were read before */
    const uint8_t *at = g->data + (SP_HEADER_SIZE + lo * esz - g->addr);
    size_t n = (size_t)((hi - lo) * esz);
    r->records = at;
    if (n <= MAX_COPY && p->fd >= 0) {
        if (n > r->cap) {
            size_t want = n < 4096 ? 4096 : n;
            uint8_t *b = realloc(r->buf, want);
            if (!b)
                return -1;
            r->buf = b;
            r->cap = want;
        }
        r->records = sp_profile_copy(p, at, n, r->buf);
    }
    r->have_lo = lo;
    r->have_hi = hi;
    return 0;
}

/* The loop for one record layout (`isz`, `esz` constant in each caller). */
static inline int batch_with(sp_event_pages *r, unsigned isz, unsigned esz, selfprof_event *out,
                             size_t n)
{
    size_t k = 0;
    while (k < n && r->next > r->lo) {
        uint64_t i = r->next - 1;
        if ((i < r->have_lo || i >= r->have_hi) && load(r, i) != 0)
            return k ? (int)k : SELFPROF_E_NOMEM;
        int rc = sp_decode_event(r->records + (size_t)(i - r->have_lo) * esz, isz, &out[k]);
        if (rc != SELFPROF_OK && k > 0)
            return (int)k; /* the next call reports it alone */
        r->next = i;
        if (rc != SELFPROF_OK)
            return rc;
        k++;
    }
    return (int)k;
}

int sp_event_pages_next_batch(sp_event_pages *r, selfprof_event *out, size_t n)
{
    return r->p->id_size == SP_V9_ID_SIZE ? batch_with(r, SP_V9_ID_SIZE, SP_V9_EVENT_SIZE, out, n)
                                          : batch_with(r, SP_V8_ID_SIZE, SP_V8_EVENT_SIZE, out, n);
}
