/* event_pages.c — see event_pages.h. */
#include "read/event_pages.h"

#include "read/event_decode.h"
#include "read/profile_internal.h"

void sp_event_pages_init(sp_event_pages *r, selfprof_profile *p, uint64_t lo, uint64_t hi)
{
    *r = (sp_event_pages){0};
    r->p = p;
    r->lo = lo;
    r->next = hi;
    sp_page_copy_init(&r->pages, p, &p->events);
}

void sp_event_pages_free(sp_event_pages *r) { sp_page_copy_free(&r->pages); }

/* The loop for one record layout (`isz`, `esz` constant in each caller). */
static inline int batch_with(sp_event_pages *r, unsigned isz, unsigned esz, selfprof_event *out,
                             size_t n)
{
    size_t k = 0;
    while (k < n && r->next > r->lo) {
        uint64_t i = r->next - 1;
        const uint8_t *rec = sp_page_copy_view(&r->pages, SP_HEADER_SIZE + i * esz, esz,
                                               r->straddle);
        int rc = sp_decode_event(rec, isz, &out[k]); /* rec: i < event count */
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
