/* thread_buffer.c — per-thread page buffers, thread ids, and the slow path
 * of recording (page full, first event of a thread, profiler switch). */
#include "thread_buffer.h"

#include "events_page.h"
#include "format/format.h"
#include "writer.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

SELFPROF_API __thread struct selfprof__tls selfprof__tls __attribute__((tls_model("initial-exec")));

static __thread sp_thread *self;
static __thread uint32_t self_tid;
static __thread int self_tid_set;
static uint32_t next_tid = 1;

static pthread_mutex_t global_lock = PTHREAD_MUTEX_INITIALIZER;

void sp_global_lock(void) { pthread_mutex_lock(&global_lock); }
void sp_global_unlock(void) { pthread_mutex_unlock(&global_lock); }

static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

uint32_t selfprof_thread_id(void)
{
    if (!self_tid_set) {
        self_tid = __atomic_fetch_add(&next_tid, 1, __ATOMIC_RELAXED);
        self_tid_set = 1;
    }
    return self_tid;
}

void selfprof_set_thread_id(uint32_t id)
{
    self_tid = id;
    self_tid_set = 1;
    selfprof__tls.tid = id; /* records from now on */
}

/* Writes t's page to its profiler and empties it, after t's pages still
 * queued for the writer thread (a thread's pages stay in order in the
 * file).  Called by the owning thread, or under the global lock when the
 * owner is known not to record. */
static int write_page(sp_thread *t)
{
    selfprof_profiler *p = t->profiler;
    struct selfprof__rec *end = t->fast->pos;
    if (!p || !end)
        return SELFPROF_OK;
    size_t n = (size_t)(end - t->recs);
    t->fast->pos = t->recs;
    if (!sp_profiler_active(p))
        return SELFPROF_OK; /* also: a fork child never reaches the writer */
    int rc = sp_writer_reclaim(p, t);
    if (rc == SELFPROF_OK)
        rc = sp_page_write(p, t->mem, n);
    return rc;
}

static void set_buffer(sp_thread *t, uint8_t *mem)
{
    t->mem = mem;
    t->recs = (struct selfprof__rec *)(void *)(mem + 8); /* 8-byte aligned */
    t->fast->pos = t->recs;
    t->fast->end = t->recs + SP_PAGE_RECORDS;
}

/* t's page is full: hand it to the writer thread and continue with a
 * spare, or (writer "inline", queue full) write it here. */
static void page_full(sp_thread *t)
{
    selfprof_profiler *p = t->profiler;
    if (p->writer.enabled && sp_profiler_active(p)) {
        uint8_t *fresh = sp_writer_submit(p, t->mem, SP_PAGE_RECORDS, t);
        if (fresh) {
            set_buffer(t, fresh);
            return;
        }
    }
    write_page(t);
}

static void unlink_thread(sp_thread *t)
{
    selfprof_profiler *p = t->profiler;
    if (!p) /* not linked (already unlinked) */
        return;
    if (t->prev)
        t->prev->next = t->next;
    else
        p->threads = t->next;
    if (t->next)
        t->next->prev = t->prev;
    t->next = t->prev = NULL;
    t->profiler = NULL;
    t->fast->serial = 0;
    t->fast->pos = t->fast->end = NULL;
}

static void thread_exit(void *arg)
{
    sp_thread *t = arg;
    sp_global_lock();
    if (t->profiler) {
        write_page(t);
        unlink_thread(t);
    }
    sp_global_unlock();
    self = NULL;
    free(t->mem);
    free(t);
}

static void make_exit_key(void) { pthread_key_create(&exit_key, thread_exit); }

static sp_thread *self_get(void)
{
    if (self)
        return self;
    pthread_once(&exit_key_once, make_exit_key);
    sp_thread *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->mem = malloc(SP_PAGE_BUFFER_SIZE); /* records at mem+8: 8-byte aligned */
    if (!t->mem) {
        free(t);
        return NULL;
    }
    t->recs = (struct selfprof__rec *)(void *)(t->mem + 8);
    t->fast = &selfprof__tls;
    t->fast->tid = selfprof_thread_id();
    pthread_setspecific(exit_key, t);
    self = t;
    return t;
}

static int attach(sp_thread *t, selfprof_profiler *p)
{
    int ok = 0;
    sp_global_lock();
    if (t->profiler) {
        write_page(t);
        unlink_thread(t);
    }
    if (sp_profiler_active(p) && !p->finished) {
        t->profiler = p;
        t->prev = NULL;
        t->next = p->threads;
        if (p->threads)
            p->threads->prev = t;
        p->threads = t;
        t->fast->serial = p->hot.serial;
        t->fast->pos = t->recs;
        t->fast->end = t->recs + SP_PAGE_RECORDS;
        ok = 1;
    }
    sp_global_unlock();
    return ok;
}

void selfprof__record_slow(selfprof_profiler *p, uint64_t w0, uint64_t w1, uint64_t w2, uint64_t w3)
{
    if (!sp_profiler_active(p))
        return;
    sp_thread *t = self_get();
    if (!t)
        return;
    if (t->profiler != p) {
        if (!attach(t, p))
            return;
    } else if (t->fast->pos == t->fast->end) {
        page_full(t);
        if (!sp_profiler_active(p))
            return;
    }
    struct selfprof__rec *r = t->fast->pos;
    r->w[0] = SELFPROF__LE64(w0);
    r->w[1] = SELFPROF__LE64(w1);
    r->w[2] = SELFPROF__LE64(w2 | t->fast->tid);
    r->w[3] = SELFPROF__LE64(w3);
    t->fast->pos = r + 1;
}

void sp_threads_detach_all(selfprof_profiler *p, int discard)
{
    while (p->threads) {
        sp_thread *t = p->threads;
        if (!discard)
            write_page(t);
        unlink_thread(t);
    }
}

int sp_thread_flush_self(selfprof_profiler *p)
{
    if (self && self->profiler == p)
        return write_page(self);
    return SELFPROF_OK;
}

void sp_threads_forget(selfprof_profiler *p)
{
    for (sp_thread *t = p->threads, *next; t; t = next) {
        next = t->next;
        t->next = t->prev = NULL;
        t->profiler = NULL;
        if (t == self) {
            selfprof__tls.serial = 0;
            selfprof__tls.pos = selfprof__tls.end = NULL;
        }
    }
    p->threads = NULL;
}
