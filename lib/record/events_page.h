/* events_page.h — one page of events to a profiler's file, its strings
 * first.  Its own file so that the two that write event pages, a thread
 * writing its own page (thread_buffer.c) and the background writer
 * (writer.c), both call it and neither calls back into the other. */
#ifndef SP_EVENTS_PAGE_H
#define SP_EVENTS_PAGE_H

#include "profiler.h"

#include <stddef.h>
#include <stdint.h>

/* Flushes the string table (strings before the events that use them) and
 * writes the n records of the page buffer `mem` (records at mem+8, already
 * in the file layout) as one events page.  Does nothing when p is
 * inactive.  Any thread. */
int sp_page_write(selfprof_profiler *p, uint8_t *mem, size_t n);

#endif
