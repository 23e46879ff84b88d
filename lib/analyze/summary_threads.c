/* summary_threads.c — a --by-arg summary in two threads.
 *
 * One thread (the producer, a helper) reads the events and makes every
 * key's text: it is the only one that resolves the profile's strings. The
 * other (the caller) interns the new texts and counts the events with the
 * one-thread walk's visit (sp_walk_event). They share the profile's name
 * table, under names_lock, which the producer takes only for a new label
 * or a rejected piece. Batches go through a ring (batch_pipe.h).
 */
#include "analyze/batch_pipe.h"
#include "analyze/event_kind.h"
#include "analyze/reverse_walk.h"
#include "analyze/summary_walk.h"
#include "common/error.h"
#include "read/event_pages.h"
#include "read/profile_names.h"

#include <pthread.h>
#include <stdlib.h>


typedef struct pipe_batch {
    selfprof_event events[SP_PIPE_BATCH];
    size_t count;            /* 0: the reader ended (reader_rc 0) or failed */
    int reader_rc;
    uint64_t reader_at;
    batch_keys keys;
    size_t key_count;
    sp_key_texts texts;
    size_t text_at[SP_PIPE_BATCH], text_len[SP_PIPE_BATCH];
    uint32_t text_hash[SP_PIPE_BATCH];
} pipe_batch;

typedef struct pipe_walk {
    walk *w;
    sp_event_pages reader;
    pthread_mutex_t names_lock;
    int rc;                  /* the consumer's result */
    selfprof_error *err;
} pipe_walk;

static int produce_batch(void *ctx, void *batch)
{
    pipe_walk *q = ctx;
    walk *w = q->w;
    pipe_batch *b = batch;
    batch_keys *k = &b->keys;
    b->texts.len = 0;
    b->key_count = 0;
    int n = sp_event_pages_next_batch(&q->reader, b->events, SP_PIPE_BATCH);
    if (n <= 0) {
        b->count = 0;
        b->reader_rc = n;
        b->reader_at = q->reader.next;
        return 0;
    }
    b->count = (size_t)n;
    k->first = q->reader.next + (uint64_t)(n - 1);
    k->count = k->failed_at = (size_t)n;
    size_t m = 0;
    /* The strings of event ids (and what they refer to) a few events
     * ahead: rustc's virtual ids meet their strings in no address order. */
    enum { AHEAD = 8 };
    for (size_t i = 0; i < AHEAD && i < (size_t)n; i++)
        sp_profile_prefetch_string(w->p, b->events[i].event_id);
    for (size_t i = 0; i < AHEAD / 2 && i < (size_t)n; i++)
        sp_profile_prefetch_refs(w->p, b->events[i].event_id);
    for (size_t i = 0; i < (size_t)n; i++) {
        const selfprof_event *e = &b->events[i];
        if (i + AHEAD < (size_t)n)
            sp_profile_prefetch_string(w->p, b->events[i + AHEAD].event_id);
        if (i + AHEAD / 2 < (size_t)n)
            sp_profile_prefetch_refs(w->p, b->events[i + AHEAD / 2].event_id);
        int rc = sp_walk_kind_class(w, e->kind_id, &k->cls[i], &k->err);
        k->key_of[i] = UINT32_MAX;
        if (rc == SELFPROF_OK && sp_walk_counted(k->cls[i], e->type)) {
            if (k->cls[i] == SP_KIND_ARTIFACT_SIZE) { /* by label: a file name */
                pthread_mutex_lock(&q->names_lock);
                rc = selfprof_profile_label(w->p, e->event_id, &k->keys[m], &k->err);
                pthread_mutex_unlock(&q->names_lock);
            } else {
                rc = sp_profile_key_stage(w->p, e->event_id, &q->names_lock, &b->texts,
                                          &k->keys[m], &k->err);
                if (rc == SELFPROF_OK && k->keys[m] == SP_NAME_NONE) {
                    b->text_at[m] = b->texts.at;
                    b->text_len[m] = b->texts.key_len;
                    b->text_hash[m] = b->texts.hash;
                }
            }
            if (rc == SELFPROF_OK)
                k->key_of[i] = (uint32_t)m++;
        }
        if (rc != SELFPROF_OK) {
            k->failed_at = i;
            k->rc = rc;
            break;
        }
    }
    b->key_count = m;
    return k->failed_at == (size_t)n; /* nothing after an error */
}

/* Interns the batch's staged keys, their first slots prefetched a round
 * ahead; 0, or -1 when memory runs out (at key `*bad`). */
static int intern_staged(pipe_walk *q, pipe_batch *b, size_t *bad)
{
    sp_name_table *names = sp_profile_names_shared(q->w->p);
    enum { ROUND = 64 };
    for (size_t base = 0; base < b->key_count; base += ROUND) {
        size_t end = b->key_count - base < ROUND ? b->key_count : base + ROUND;
        for (size_t m = base; m < end; m++)
            if (b->keys.keys[m] == SP_NAME_NONE)
                sp_name_prefetch(names, b->text_hash[m]);
        for (size_t m = base; m < end; m++) {
            if (b->keys.keys[m] != SP_NAME_NONE)
                continue;
            uint32_t name = sp_name_intern_hashed(names, b->texts.text + b->text_at[m],
                                                  b->text_len[m], b->text_hash[m]);
            if (name == SP_NAME_NONE) {
                *bad = m;
                return -1;
            }
            b->keys.keys[m] = name;
        }
    }
    return 0;
}

static int consume_batch(void *ctx, void *batch)
{
    pipe_walk *q = ctx;
    walk *w = q->w;
    pipe_batch *b = batch;
    if (b->count == 0) {
        if (b->reader_rc < 0)
            q->rc = sp_reverse_walk_reader_error(w->p, b->reader_rc, b->reader_at, q->err);
        return 1;
    }
    size_t bad;
    pthread_mutex_lock(&q->names_lock);
    int oom = intern_staged(q, b, &bad);
    pthread_mutex_unlock(&q->names_lock);
    if (oom) { /* reported when its event is visited */
        for (size_t i = 0; i < b->keys.failed_at; i++)
            if (b->keys.key_of[i] == bad) {
                b->keys.failed_at = i;
                b->keys.rc = sp_error_set(&b->keys.err, SELFPROF_E_NOMEM, -1, "out of memory");
                break;
            }
    }
    w->batch = &b->keys;
    for (size_t i = 0; i < b->count; i++) {
        uint64_t index = b->keys.first - i;
        int rc = sp_walk_event(w, &b->events[i], index, q->err);
        if (rc != SELFPROF_OK) {
            q->rc = sp_reverse_walk_visit_error(w->p, rc, index, q->err);
            return 1;
        }
    }
    return 0;
}

/* Batches in flight: one being filled, one being used, one spare. */
#define PIPE_DEPTH 3

int sp_walk_two_threads(walk *w, selfprof_error *err)
{
    pipe_batch *batches[PIPE_DEPTH] = {0};
    pipe_walk q = {w, {0}, PTHREAD_MUTEX_INITIALIZER, SELFPROF_OK, err};
    int rc = SP_WALK_NOT_RUN;
    for (size_t i = 0; i < PIPE_DEPTH; i++)
        if (!(batches[i] = calloc(1, sizeof *batches[i])))
            goto out;
    sp_event_pages_init(&q.reader, w->p, 0, selfprof_profile_event_count(w->p));
    w->names_lock = &q.names_lock;
    rc = sp_pipe_run((void **)batches, PIPE_DEPTH, produce_batch, consume_batch, &q);
    w->names_lock = NULL;
    w->batch = NULL; /* it pointed into a batch */
    sp_event_pages_free(&q.reader);
    rc = rc == -1 ? SP_WALK_NOT_RUN : q.rc;
out:
    for (size_t i = 0; i < PIPE_DEPTH; i++) {
        if (batches[i])
            free(batches[i]->texts.text);
        free(batches[i]);
    }
    pthread_mutex_destroy(&q.names_lock);
    return rc;
}
