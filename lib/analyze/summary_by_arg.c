/* summary_by_arg.c — the --by-arg summary walk, a batch of events at a time.
 *
 * Almost every --by-arg key is a new text, and interning each as it was
 * made looked up a name-table slot that missed the cache. So a batch's
 * keys are made first (produce_batch: events read, kind classes, key texts
 * staged by sp_profile_key_stage), then interned with their slots
 * prefetched, then the events counted with the one-label walk's visit
 * (consume_batch, sp_walk_event).
 *
 * On large profiles the two halves run in two threads through a ring of
 * batches (batch_pipe.h): the producer is the only thread that resolves the
 * profile's strings; the two share the profile's name table under
 * names_lock, which the producer takes only for a new label, a new kind or
 * a rejected piece. With one thread the same two functions alternate.
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

typedef struct key_batch {
    selfprof_event events[SP_KEY_BATCH];
    size_t count;  /* 0: the reader ended (reader_rc 0) or failed */
    int reader_rc; /* < 0: event reader_at ends before it starts */
    uint64_t reader_at;
    batch_keys keys;
    size_t key_count;
    sp_key_texts texts;
    sp_staged_key staged[SP_KEY_BATCH]; /* of keys[m] == SP_NAME_NONE */
} key_batch;

typedef struct by_arg_walk {
    walk *w;
    sp_event_pages reader;
    int rc; /* the consumer's result */
    selfprof_error *err;
} by_arg_walk;

static void lock_names(const walk *w)
{
    if (w->names_lock)
        pthread_mutex_lock(w->names_lock);
}

static void unlock_names(const walk *w)
{
    if (w->names_lock)
        pthread_mutex_unlock(w->names_lock);
}

/* The strings of event ids (and what they refer to) are prefetched this
 * many events ahead: rustc's virtual ids meet their strings in no address
 * order, and about this many events are done while one miss is served. */
#define PREFETCH_AHEAD 8

/* Reads the next batch of events and finds their kind classes and keys
 * (keys of new texts staged); stops at the first error, which the batch
 * keeps for its event's visit. Returns 1 when more batches may follow. */
static int produce_batch(void *ctx, void *batch)
{
    by_arg_walk *q = ctx;
    walk *w = q->w;
    key_batch *b = batch;
    batch_keys *k = &b->keys;
    b->texts.len = 0;
    b->key_count = 0;
    int n = sp_event_pages_next_batch(&q->reader, b->events, SP_KEY_BATCH);
    if (n <= 0) {
        b->count = 0;
        b->reader_rc = n;
        b->reader_at = q->reader.next;
        return 0;
    }
    b->count = (size_t)n;
    k->first = q->reader.next + (uint64_t)(n - 1);
    k->failed_at = (size_t)n;
    size_t m = 0;
    for (size_t i = 0; i < PREFETCH_AHEAD && i < (size_t)n; i++)
        sp_profile_prefetch_string(w->p, b->events[i].event_id);
    for (size_t i = 0; i < PREFETCH_AHEAD / 2 && i < (size_t)n; i++)
        sp_profile_prefetch_refs(w->p, b->events[i].event_id);
    for (size_t i = 0; i < (size_t)n; i++) {
        const selfprof_event *e = &b->events[i];
        if (i + PREFETCH_AHEAD < (size_t)n)
            sp_profile_prefetch_string(w->p, b->events[i + PREFETCH_AHEAD].event_id);
        if (i + PREFETCH_AHEAD / 2 < (size_t)n)
            sp_profile_prefetch_refs(w->p, b->events[i + PREFETCH_AHEAD / 2].event_id);
        int rc = sp_walk_kind_class(w, e->kind_id, &k->cls[i], &k->err);
        k->key_of[i] = UINT32_MAX;
        if (rc == SELFPROF_OK && sp_walk_counted(k->cls[i], e->type)) {
            if (k->cls[i] == SP_KIND_ARTIFACT_SIZE) { /* by label: a file name */
                lock_names(w);
                rc = selfprof_profile_label(w->p, e->event_id, &k->keys[m], &k->err);
                unlock_names(w);
            } else {
                rc = sp_profile_key_stage(w->p, e->event_id, w->names_lock, &b->texts,
                                          &b->staged[m], &k->keys[m], &k->err);
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
static int intern_staged(sp_name_table *names, key_batch *b, size_t *bad)
{
    enum { ROUND = 64 };
    for (size_t base = 0; base < b->key_count; base += ROUND) {
        size_t end = b->key_count - base < ROUND ? b->key_count : base + ROUND;
        for (size_t m = base; m < end; m++)
            if (b->keys.keys[m] == SP_NAME_NONE)
                sp_name_prefetch(names, b->staged[m].hash);
        for (size_t m = base; m < end; m++) {
            if (b->keys.keys[m] != SP_NAME_NONE)
                continue;
            const sp_staged_key *s = &b->staged[m];
            uint32_t name = sp_name_intern_hashed(names, b->texts.text + s->at, s->len, s->hash);
            if (name == SP_NAME_NONE) {
                *bad = m;
                return -1;
            }
            b->keys.keys[m] = name;
        }
    }
    return 0;
}

/* Interns the batch's keys and counts its events. Returns 0 to go on, 1 at
 * the end or an error (in q->rc). */
static int consume_batch(void *ctx, void *batch)
{
    by_arg_walk *q = ctx;
    walk *w = q->w;
    key_batch *b = batch;
    if (b->count == 0) {
        if (b->reader_rc < 0)
            q->rc = sp_reverse_walk_bad_event(w->p, b->reader_at, q->err);
        return 1;
    }
    size_t bad;
    lock_names(w);
    int oom = intern_staged(sp_profile_names_shared(w->p), b, &bad);
    unlock_names(w);
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

/* Batches in flight with two threads: one being filled, one being used,
 * one spare. */
#define PIPE_DEPTH 3

int sp_walk_by_arg(walk *w, unsigned threads, selfprof_error *err)
{
    key_batch *batches[PIPE_DEPTH] = {0};
    by_arg_walk q = {w, {0}, SELFPROF_OK, err};
    pthread_mutex_t names_lock = PTHREAD_MUTEX_INITIALIZER;
    size_t depth = threads == 2 ? PIPE_DEPTH : 1;
    int rc = -1;
    for (size_t i = 0; i < depth; i++)
        if (!(batches[i] = calloc(1, sizeof *batches[i]))) {
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
            goto out;
        }
    sp_event_pages_init(&q.reader, w->p, 0, selfprof_profile_event_count(w->p));
    if (depth > 1) {
        w->names_lock = &names_lock;
        rc = sp_pipe_run((void **)batches, depth, produce_batch, consume_batch, &q);
        w->names_lock = NULL;
    }
    if (rc == -1) /* one thread, or no second one could be started */
        for (int more = 1; more;) {
            more = produce_batch(&q, batches[0]);
            if (consume_batch(&q, batches[0]) != 0)
                break;
        }
    w->batch = NULL; /* it pointed into a batch */
    sp_event_pages_free(&q.reader);
    rc = q.rc;
out:
    for (size_t i = 0; i < depth; i++) {
        if (batches[i])
            free(batches[i]->texts.text);
        free(batches[i]);
    }
    pthread_mutex_destroy(&names_lock);
    return rc;
}
