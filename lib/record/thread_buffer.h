/* thread_buffer.h — per-thread page buffers.
 *
 * Each thread that records owns one page of 8192 records, written by the
 * inline hot path straight in the file layout (through selfprof__tls; the
 * thread id is in selfprof__tls.tid).  When it is full the thread either
 * queues it for the profiler's writer thread and goes on with a spare
 * buffer (writer "thread", writer.h), or writes it itself (writer
 * "inline", and when the queue is full): flush the string table, pwrite.  A buffer is attached to one
 * profiler at a time; a thread that switches profilers writes its page to
 * the old one first.  Attachments are changed under the global lock, which
 * is also what close, thread exit and fork take.
 */
#ifndef SP_THREAD_BUFFER_H
#define SP_THREAD_BUFFER_H

#include "profiler.h"

#define SP_PAGE_RECORDS (SP_MAX_PAGE / 32)
#define SP_PAGE_BUFFER_SIZE (8 + SP_MAX_PAGE) /* page header at +3, records at +8 */

typedef struct sp_thread {
    uint8_t *mem; /* page: header at mem+3, records at mem+8 */
    struct selfprof__rec *recs;
    selfprof_profiler *profiler; /* attached profiler, or NULL */
    struct sp_thread *next, *prev;
    struct selfprof__tls *fast; /* the owning thread's fast-path fields */
} sp_thread;

/* The global lock: the registry of live profilers (profiler.c) and the
 * thread attachments (here).  Close, thread exit and fork take it. */
void sp_global_lock(void);
void sp_global_unlock(void);

/* Global lock held: writes (unless `discard`) and detaches every buffer
 * attached to p. */
void sp_threads_detach_all(selfprof_profiler *p, int discard);

/* Writes the calling thread's page if it belongs to p. */
int sp_thread_flush_self(selfprof_profiler *p);

/* In a fork child (global lock held): forget every attachment without
 * writing anything. */
void sp_threads_forget(selfprof_profiler *p);

#endif
