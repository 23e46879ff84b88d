/* writer.c — the background page writer: queue, spares, consumer role. */
#include "writer.h"

#include "events_page.h"
#include "format/format.h"
#include "profiler.h"
#include "thread_buffer.h"

#include <signal.h>
#include <stdlib.h>

void sp_writer_init(sp_writer *w, int enabled)
{
    w->enabled = enabled;
    if (enabled) {
        pthread_mutex_init(&w->lock, NULL);
        pthread_cond_init(&w->cv, NULL);
    }
}

/* Lock held, !busy, count > 0.  Takes the oldest page, writes it with the
 * lock released, and keeps its buffer as a spare. */
static void consume_locked(selfprof_profiler *p, sp_writer *w)
{
    sp_queued q = w->ring[w->head];
    w->head = (w->head + 1) % SP_WRITER_PAGES;
    w->count--;
    w->busy = 1;
    w->busy_owner = q.owner;
    w->busy_seq = q.seq;
    pthread_mutex_unlock(&w->lock);
    sp_page_write(p, q.mem, q.n); /* an error disables p, once */
    pthread_mutex_lock(&w->lock);
    w->spare[w->nspare++] = q.mem;
    w->busy = 0;
    pthread_cond_broadcast(&w->cv);
}

static void *writer_main(void *arg)
{
    selfprof_profiler *p = arg;
    sp_writer *w = &p->writer;
    pthread_mutex_lock(&w->lock);
    while (!w->stop) {
        if (w->count == 0 || w->busy || w->hold)
            pthread_cond_wait(&w->cv, &w->lock);
        else
            consume_locked(p, w);
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

/* Lock held.  The thread blocks every signal: the program's handlers run
 * on its own threads only. */
static void start_locked(selfprof_profiler *p, sp_writer *w)
{
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    if (pthread_create(&w->thread, NULL, writer_main, p) == 0)
        w->started = 1;
    else
        w->stop = 1; /* no thread: every page is written inline */
    pthread_sigmask(SIG_SETMASK, &old, NULL);
}

uint8_t *sp_writer_submit(selfprof_profiler *p, uint8_t *mem, size_t n, const void *owner)
{
    sp_writer *w = &p->writer;
    uint8_t *fresh = NULL;
    pthread_mutex_lock(&w->lock);
    if (!w->started && !w->stop)
        start_locked(p, w);
    if (!w->stop) {
        /* allocated == spares + queued + being written: with no spare and
         * no room to allocate, the queue is full. */
        if (w->nspare > 0)
            fresh = w->spare[--w->nspare];
        else if (w->allocated < SP_WRITER_PAGES && (fresh = malloc(SP_PAGE_BUFFER_SIZE)))
            w->allocated++;
    }
    if (fresh) {
        w->ring[(w->head + w->count) % SP_WRITER_PAGES] = (sp_queued){mem, n, owner, ++w->pushed};
        w->count++;
        pthread_cond_broadcast(&w->cv);
    }
    pthread_mutex_unlock(&w->lock);
    return fresh;
}

int sp_writer_reclaim(selfprof_profiler *p, const void *owner)
{
    sp_writer *w = &p->writer;
    if (!w->enabled)
        return SELFPROF_OK;
    sp_queued mine[SP_WRITER_PAGES];
    unsigned k = 0, kept = 0;
    pthread_mutex_lock(&w->lock);
    /* Our page being written was queued before those still queued. */
    while (w->busy && w->busy_owner == owner)
        pthread_cond_wait(&w->cv, &w->lock);
    for (unsigned i = 0; i < w->count; i++) {
        sp_queued q = w->ring[(w->head + i) % SP_WRITER_PAGES];
        if (q.owner == owner)
            mine[k++] = q;
        else
            w->ring[(w->head + kept++) % SP_WRITER_PAGES] = q;
    }
    w->count = kept;
    pthread_mutex_unlock(&w->lock);
    if (k == 0)
        return SELFPROF_OK;
    int rc = SELFPROF_OK;
    for (unsigned i = 0; i < k && rc == SELFPROF_OK; i++)
        rc = sp_page_write(p, mine[i].mem, mine[i].n);
    pthread_mutex_lock(&w->lock);
    for (unsigned i = 0; i < k; i++)
        w->spare[w->nspare++] = mine[i].mem;
    pthread_mutex_unlock(&w->lock);
    return rc;
}

void sp_writer_drain(selfprof_profiler *p)
{
    sp_writer *w = &p->writer;
    if (!w->enabled)
        return;
    pthread_mutex_lock(&w->lock);
    uint64_t target = w->pushed;
    for (;;) {
        /* Pages leave the queue oldest first, so once the page being
         * written is newer than target, no older one is left. */
        if (w->busy) {
            if (w->busy_seq > target)
                break;
            pthread_cond_wait(&w->cv, &w->lock);
        } else if (w->count > 0 && w->ring[w->head].seq <= target) {
            consume_locked(p, w);
        } else {
            break;
        }
    }
    pthread_mutex_unlock(&w->lock);
}

void sp_writer_stop(selfprof_profiler *p)
{
    sp_writer *w = &p->writer;
    if (!w->enabled)
        return;
    pthread_mutex_lock(&w->lock);
    int join = w->started && !w->stop;
    w->stop = 1;
    pthread_cond_broadcast(&w->cv);
    pthread_mutex_unlock(&w->lock);
    if (join)
        pthread_join(w->thread, NULL);
    sp_writer_drain(p); /* what the thread left (stop ends its loop) */
}

void sp_writer_free(sp_writer *w, int forked)
{
    if (!w->enabled || forked)
        return;
    for (unsigned i = 0; i < w->nspare; i++)
        free(w->spare[i]);
    for (unsigned i = 0; i < w->count; i++) /* only if a close raced a recording thread */
        free(w->ring[(w->head + i) % SP_WRITER_PAGES].mem);
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->lock);
    w->enabled = 0;
}

void sp_writer_test_hold(selfprof_profiler *p, int on)
{
    sp_writer *w = &p->writer;
    if (!w->enabled)
        return;
    pthread_mutex_lock(&w->lock);
    w->hold = on;
    pthread_cond_broadcast(&w->cv);
    pthread_mutex_unlock(&w->lock);
}

void sp_writer_test_stats(selfprof_profiler *p, unsigned *queued, unsigned *allocated)
{
    sp_writer *w = &p->writer;
    *queued = *allocated = 0;
    if (!w->enabled)
        return;
    pthread_mutex_lock(&w->lock);
    *queued = w->count;
    *allocated = w->allocated;
    pthread_mutex_unlock(&w->lock);
}
