/* thread_buffer.h — per-thread page buffers.
 *
 * Each thread that records owns one page of 8192 native records (the inline
 * hot path appends to it through selfprof__tls) and writes it itself when it
 * is full: encode in place into the file layout, flush the string table,
 * pwrite.  A buffer is attached to one profiler at a time; a thread that
 * switches profilers writes its page to the old one first.  Attachments are
 * changed under the global lock, which is also what close, thread exit and
 * fork take.
 */
#ifndef SP_THREAD_BUFFER_H
#define SP_THREAD_BUFFER_H

#include "profiler.h"

#define SP_PAGE_RECORDS (SP_MAX_PAGE / 32)

typedef struct sp_thread {
    uint8_t *mem;                /* page: header at mem+3, records at mem+8 */
    struct selfprof__rec *recs;
    uint32_t thread_id;
    selfprof_profiler *profiler; /* attached profiler, or NULL */
    struct sp_thread *next, *prev;
    struct selfprof__tls *fast;  /* the owning thread's fast-path fields */
} sp_thread;

/* Global lock held: writes (unless `discard`) and detaches every buffer
 * attached to p. */
void sp_threads_detach_all(selfprof_profiler *p, int discard);

/* Writes the calling thread's page if it belongs to p. */
int sp_thread_flush_self(selfprof_profiler *p);

/* In a fork child (global lock held): forget every attachment without
 * writing anything. */
void sp_threads_forget(selfprof_profiler *p);

#endif
