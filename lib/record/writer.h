/* writer.h — the background page writer of a profiler (writer "thread").
 *
 * With the writer on, a recording thread whose page is full does not
 * write it: it queues the page and swaps in a spare buffer (one mutex
 * round trip per 8192 events), and a writer thread started on the first
 * full page writes queued pages in queue order.
 *
 * Invariants (all fields under `lock`):
 *  - Bounded memory: the writer owns at most SP_WRITER_PAGES buffers
 *    (spares + queued + the one being written).  When no spare is left the
 *    queue is full and the recording thread writes its page itself
 *    (back-pressure), so nothing ever grows and no recording thread ever
 *    waits for the queue to drain.
 *  - One consumer at a time (`busy`): whoever writes a page taken from the
 *    queue — the writer thread or a flushing thread helping — takes the
 *    oldest one, so queued pages reach the file in queue order.
 *  - The pages of one thread reach the file in the order it filled them:
 *    before a thread writes a page itself it takes its own pages back out of
 *    the queue and writes them first, after waiting for its page the
 *    consumer may be writing at that moment (sp_writer_reclaim).
 *  - Strings first: a page is queued after every string its events use was
 *    interned, and whoever writes it flushes the string table just before
 *    (sp_page_write), so those strings are on disk before the page.
 *  - After fork nothing of this is touched in the child: its profilers are
 *    inactive, and every entry point below is reached only while active
 *    (or, for stop/free, skipped when forked).  The writer thread does not
 *    exist there and its lock may have been held at the fork.
 */
#ifndef SP_WRITER_H
#define SP_WRITER_H

#include "selfprof/recorder.h"

#include <pthread.h>

#define SP_WRITER_PAGES 4 /* buffers the writer may own: 1 MiB */

typedef struct sp_queued {
    uint8_t *mem;      /* page buffer, laid out as sp_thread.mem */
    size_t n;          /* records in it (file layout) */
    const void *owner; /* the sp_thread that filled it (compared, never read) */
    uint64_t seq;      /* 1, 2, 3... in queue order */
} sp_queued;

typedef struct sp_writer {
    int enabled; /* writer "thread" chosen at create; never changes */
    pthread_mutex_t lock;
    pthread_cond_t cv; /* broadcast: page queued, page written, stop, hold off */
    pthread_t thread;
    int started; /* the writer thread runs (until stop) */
    int stop;    /* no more queueing: closing, or the thread failed to start */
    int hold;    /* test hook: the writer thread takes no page */
    int busy;    /* a consumer is writing the page taken last */
    const void *busy_owner;
    uint64_t busy_seq;
    uint64_t pushed; /* seq of the last page queued */
    sp_queued ring[SP_WRITER_PAGES];
    unsigned head, count;
    uint8_t *spare[SP_WRITER_PAGES];
    unsigned nspare, allocated;
} sp_writer;

/* Sets up the writer (enabled or not); no thread is started yet. */
void sp_writer_init(sp_writer *w, int enabled);

/* Queues the full page `mem` (n records of thread `owner`) and returns a spare buffer for the thread to continue with,
 * or NULL when the page was not queued (the queue is full, the writer is
 * stopping or could not start): then the caller writes it itself, after
 * sp_writer_reclaim. */
uint8_t *sp_writer_submit(selfprof_profiler *p, uint8_t *mem, size_t n, const void *owner);

/* Writes the pages of `owner` still queued, on the calling thread, after
 * the one the consumer is writing if it is one of them; afterwards no page
 * of `owner` is queued or being written.  Called before a thread writes a
 * page of its own.  Returns SELFPROF_OK or the status of a failed write. */
int sp_writer_reclaim(selfprof_profiler *p, const void *owner);

/* Every page queued before the call is handed to the kernel when it
 * returns: the caller writes queued pages itself (in order) rather than
 * waiting for the writer thread, and waits only for the page being
 * written. */
void sp_writer_drain(selfprof_profiler *p);

/* Close: no more queueing, the writer thread is joined, the queue drained. */
void sp_writer_stop(selfprof_profiler *p);

/* Frees the buffers; in a fork child (`forked`) leaves everything alone. */
void sp_writer_free(sp_writer *w, int forked);

/* Test hooks: hold the writer thread (it takes no page while on), and the
 * number of pages queued and of buffers the writer owns. */
void sp_writer_test_hold(selfprof_profiler *p, int on);
void sp_writer_test_stats(selfprof_profiler *p, unsigned *queued, unsigned *allocated);

#endif
