/* events_page.c — an events page to the file, after the strings its events
 * use (events_page.h). */
#include "events_page.h"

#include "format/format.h"

int sp_page_write(selfprof_profiler *p, uint8_t *mem, size_t n)
{
    if (n == 0 || !sp_profiler_active(p))
        return SELFPROF_OK;
    /* Strings first: every string an event of this page refers to was
     * interned before the event was recorded, so it is in the string
     * buffer or already on disk; after this flush it is on disk.  (A
     * queued page is flushed for when it is written, which is later.) */
    int rc = sp_strtab_flush(&p->strings);
    if (rc == SELFPROF_OK)
        rc = sp_profiler_write_page(p, mem + 3, SP_TAG_EVENTS, n * SP_V9_EVENT_SIZE);
    return rc;
}
