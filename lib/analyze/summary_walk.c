/* summary_walk.c — the measureme 12.0.3 summary algorithm over one profile.
 *
 * Events are walked from last to first.  Interval records are written when
 * they end, so in reverse a parent is met before its children: each thread
 * keeps a stack of the intervals that may still contain what comes next,
 * and a child's duration is taken off its parent's self time.  Figures are
 * accumulated per name number of the profile (dense), and only turned into
 * text-keyed rows at the end.
 */
#include "analyze/batch_pipe.h"
#include "analyze/event_kind.h"
#include "analyze/summary_internal.h"
#include "analyze/thread_stacks.h"
#include "common/error.h"
#include "reverse_walk.h"
#include "common/grow.h"
#include "common/u64_map.h"
#include "common/parallel.h"
#include "read/event_pages.h"
#include "read/profile_names.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The figures of one name number: a row of the result as it will be (its
 * label set at the end), so that the array becomes the summary's rows in
 * place (sp_summary_adopt_rows) instead of being copied into ~70 MB of
 * fresh memory with --by-arg. What a row has no field for is kept beside
 * it: flags per name, artifact sizes in a small map. */
typedef selfprof_summary_row acc;

enum {
    ACC_TOUCHED = 1,   /* a row of the result */
    ACC_HIT_SEEN = 2,  /* a QueryCacheHitCount was met (later in the file) */
};

/* With --by-arg, the batch being visited: each event's kind class and key,
 * found for the whole batch first (sp_profile_keys), and the first error
 * met doing so, which its event's visit reports. */
/* Events per batch of the two-thread walk: fewer hand-overs than
 * SP_WALK_BATCH, still small enough to stay in the second-level cache. */
#define PIPE_BATCH 1024

typedef struct batch_keys {
    uint64_t first;               /* index of batch event 0 */
    size_t count;
    uint32_t cls[PIPE_BATCH];
    uint32_t key_of[PIPE_BATCH]; /* position in keys, or UINT32_MAX: none */
    uint64_t ids[PIPE_BATCH];
    uint32_t keys[PIPE_BATCH];   /* SP_NAME_NONE: staged, to intern */
    size_t failed_at;             /* batch position of the error; count: none */
    int rc;
    selfprof_error err;
} batch_keys;

typedef struct walk {
    selfprof_profile *p;
    int by_arg;
    batch_keys *batch;
    acc *accs;
    uint8_t *flags;          /* ACC_* per name, as many as accs */
    size_t acc_cap;
    sp_u64_map artifact_of;  /* name -> index in artifact_sums */
    uint64_t *artifact_sums;
    uint32_t *artifact_names;
    size_t artifact_count, artifact_cap;
    sp_thread_stacks threads;
    sp_u64_map kind_map;
    uint64_t last_kind_id;
    uint32_t last_kind_cls;
    pthread_mutex_t *names_lock; /* two threads: guards the profile's names */
} walk;

/* Makes room for the accumulators of names [0, need); 0, or -1 when
 * memory runs out. */
static int grow_accs(walk *w, size_t need)
{
    size_t old = w->acc_cap, cap = old;
    if (sp_grow((void **)&w->accs, &cap, need, sizeof *w->accs, 1024))
        return -1;
    uint8_t *flags = realloc(w->flags, cap);
    if (!flags)
        return -1; /* accs is larger than acc_cap says: harmless */
    memset(w->accs + old, 0, (cap - old) * sizeof *w->accs);
    memset(flags + old, 0, cap - old);
    w->flags = flags;
    w->acc_cap = cap;
    return 0;
}

/* The accumulator of name `name`; `touch` makes it a row of the result. */
static acc *acc_of(walk *w, uint32_t name, int touch)
{
    if (name >= w->acc_cap && grow_accs(w, (size_t)name + 1) != 0)
        return NULL;
    w->flags[name] |= (uint8_t)(touch ? ACC_TOUCHED : 0);
    return &w->accs[name];
}

/* Adds `value` to the artifact size of name `name`; 0, or -1 on OOM. */
static int add_artifact(walk *w, uint32_t name, uint64_t value)
{
    int inserted;
    uint32_t *slot = sp_u64_map_upsert(&w->artifact_of, name, (uint32_t)w->artifact_count,
                                       &inserted);
    if (!slot)
        return -1;
    if (inserted) {
        size_t cap = w->artifact_cap;
        if (sp_grow((void **)&w->artifact_sums, &cap, w->artifact_count + 1,
                    sizeof *w->artifact_sums, 16) ||
            sp_grow((void **)&w->artifact_names, &w->artifact_cap, w->artifact_count + 1,
                    sizeof *w->artifact_names, 16))
            return -1;
        w->artifact_sums[w->artifact_count] = 0;
        w->artifact_names[w->artifact_count++] = name;
    }
    w->artifact_sums[*slot] += value;
    return 0;
}

static int kind_class(walk *w, uint64_t kind_id, uint32_t *cls, selfprof_error *err)
{
    if (kind_id == w->last_kind_id && w->last_kind_cls != UINT32_MAX) {
        *cls = w->last_kind_cls;
        return SELFPROF_OK;
    }
    uint32_t *slot = sp_u64_map_find(&w->kind_map, kind_id);
    if (!slot) {
        uint32_t name, c = SP_KIND_OTHER;
        if (w->names_lock)
            pthread_mutex_lock(w->names_lock);
        int rc = selfprof_profile_kind(w->p, kind_id, &name, err);
        if (rc == SELFPROF_OK) {
            size_t len;
            const char *text = selfprof_profile_name(w->p, name, &len);
            c = sp_kind_classify(text, len);
        }
        if (w->names_lock)
            pthread_mutex_unlock(w->names_lock);
        if (rc)
            return rc;
        if (!(slot = sp_u64_map_upsert(&w->kind_map, kind_id, c, NULL)))
            return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    w->last_kind_id = kind_id;
    w->last_kind_cls = *cls = *slot;
    return SELFPROF_OK;
}

static int interval(walk *w, const selfprof_event *e, uint32_t cls, uint32_t key)
{
    size_t number;
    int is_new;
    sp_thread_stack *t = sp_thread_stacks_get(&w->threads, e->thread_id, e->start, e->end,
                                              &number, &is_new);
    if (!t)
        return SELFPROF_E_NOMEM;
    uint64_t d = e->end - e->start;
    const sp_open_interval *parent = sp_thread_stack_parent(t, e->start, e->end);
    if (parent) {
        acc *pa = &w->accs[(uint32_t)parent->tag]; /* exists: the parent was counted */
        uint32_t parent_cls = (uint32_t)(parent->tag >> 32);
        pa->self_time -= (int64_t)d;
        if (parent_cls == SP_KIND_INCR_HASHING)
            pa->incremental_hashing_time -= (int64_t)d;
        else if (parent_cls == SP_KIND_INCR_LOAD)
            pa->incremental_load_time -= (int64_t)d;
    }
    acc *a = acc_of(w, key, 1);
    if (!a)
        return SELFPROF_E_NOMEM;
    a->self_time += (int64_t)d;
    switch (cls) {
    case SP_KIND_QUERY:
    case SP_KIND_GENERIC_ACTIVITY:
        a->time += d;
        a->number_of_cache_misses++;
        a->invocation_count++;
        break;
    case SP_KIND_QUERY_BLOCKED:
        a->time += d;
        a->blocked_time += d;
        a->blocked_count++;
        break;
    case SP_KIND_INCR_LOAD:
        a->time += d;
        a->incremental_load_time += (int64_t)d;
        a->incremental_load_count++;
        break;
    case SP_KIND_INCR_HASHING:
        a->incremental_hashing_time += (int64_t)d;
        break;
    default:
        a->time += d;
        a->invocation_count++;
    }
    if (e->start < t->start)
        t->start = e->start;
    if (e->end > t->end)
        t->end = e->end;
    /* The tag: the key in the low half, the kind class in the high half. */
    if (sp_thread_stack_push(t, e->start, e->end, (uint64_t)cls << 32 | key))
        return SELFPROF_E_NOMEM;
    return SELFPROF_OK;
}

/* Whether an event of kind class `cls` and type `type` counts, and if so
 * whether by its key (else by its label). */
static int counted(uint32_t cls, uint32_t type)
{
    if (type == SELFPROF_INSTANT)
        return cls == SP_KIND_QUERY_CACHE_HIT;
    if (type == SELFPROF_INTEGER)
        return cls == SP_KIND_ARTIFACT_SIZE || cls == SP_KIND_QUERY_CACHE_HIT_COUNT;
    return 1;
}

/* The --by-arg batch hook: kind classes and keys for a whole batch. */
static void find_batch_keys(void *ctx, const selfprof_event *batch, size_t n, uint64_t first)
{
    walk *w = ctx;
    batch_keys *b = w->batch;
    size_t m = 0;
    b->first = first;
    b->count = b->failed_at = n;
    for (size_t i = 0; i < n; i++) {
        const selfprof_event *e = &batch[i];
        if ((b->rc = kind_class(w, e->kind_id, &b->cls[i], &b->err)) != SELFPROF_OK) {
            b->failed_at = i;
            break;
        }
        b->key_of[i] = UINT32_MAX;
        /* Artifact sizes are always keyed by label: their argument is a file name. */
        if (counted(b->cls[i], e->type) && b->cls[i] != SP_KIND_ARTIFACT_SIZE) {
            b->ids[m] = e->event_id;
            b->key_of[i] = (uint32_t)m++;
        }
    }
    size_t done;
    int rc = sp_profile_keys(w->p, b->ids, m, b->keys, &done, &b->err);
    if (rc != SELFPROF_OK) {
        for (size_t i = 0; i < b->failed_at; i++)
            if (b->key_of[i] == done) {
                b->failed_at = i;
                b->rc = rc;
                break;
            }
    }
}

static int event(walk *w, const selfprof_event *e, uint64_t index, selfprof_error *err)
{
    uint32_t cls = SP_KIND_OTHER, key = 0;
    int rc;
    const batch_keys *b = w->batch;
    size_t at = b ? (size_t)(b->first - index) : 0;
    if (b && at == b->failed_at) {
        if (err)
            *err = b->err;
        return b->rc;
    }
    if (b)
        cls = b->cls[at];
    else if ((rc = kind_class(w, e->kind_id, &cls, err)) != SELFPROF_OK)
        return rc;
    if (!counted(cls, e->type))
        return SELFPROF_OK;
    if (b && b->key_of[at] != UINT32_MAX)
        key = b->keys[b->key_of[at]];
    else if ((rc = selfprof_profile_label(w->p, e->event_id, &key, err)) != SELFPROF_OK)
        return rc;
    if (e->type == SELFPROF_INTERVAL)
        return interval(w, e, cls, key) ? sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory")
                                        : SELFPROF_OK;
    /* An artifact size is not a row of its own (as in measureme). */
    acc *a = acc_of(w, key, cls != SP_KIND_ARTIFACT_SIZE);
    if (!a)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (cls == SP_KIND_QUERY_CACHE_HIT) {
        /* Hits already counted by an aggregate (met earlier in reverse) are skipped. */
        if (!(w->flags[key] & ACC_HIT_SEEN))
            a->number_of_cache_hits++;
    } else if (cls == SP_KIND_QUERY_CACHE_HIT_COUNT) {
        a->number_of_cache_hits += e->value;
        w->flags[key] |= ACC_HIT_SEEN;
    } else if (add_artifact(w, key, e->value) != 0) {
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    return SELFPROF_OK;
}

static void walk_free(walk *w)
{
    sp_thread_stacks_free(&w->threads);
    free(w->accs);
    free(w->flags);
    sp_u64_map_free(&w->artifact_of);
    free(w->artifact_sums);
    free(w->artifact_names);
    free(w->batch);
    sp_u64_map_free(&w->kind_map);
}

static int visit_event(void *ctx, const selfprof_event *e, uint64_t index, selfprof_error *err)
{
    return event(ctx, e, index, err);
}

/* ---- --by-arg in two threads ----
 *
 * One thread (the producer) reads the events and makes every key's text:
 * it is the only one that resolves the profile's strings. The other (the
 * caller) interns the new texts and counts the events, as the one-thread
 * walk does. They share the profile's name table, under names_lock. */

typedef struct pipe_batch {
    selfprof_event events[PIPE_BATCH];
    size_t count;            /* 0: the reader ended (reader_rc 0) or failed */
    int reader_rc;
    uint64_t reader_at;
    batch_keys keys;
    size_t key_count;
    sp_key_texts texts;
    size_t text_at[PIPE_BATCH], text_len[PIPE_BATCH];
    uint32_t text_hash[PIPE_BATCH];
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
    int n = sp_event_pages_next_batch(&q->reader, b->events, PIPE_BATCH);
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
        int rc = kind_class(w, e->kind_id, &k->cls[i], &k->err);
        k->key_of[i] = UINT32_MAX;
        if (rc == SELFPROF_OK && counted(k->cls[i], e->type)) {
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
        int rc = event(w, &b->events[i], index, q->err);
        if (rc != SELFPROF_OK) {
            q->rc = sp_reverse_walk_visit_error(w->p, rc, index, q->err);
            return 1;
        }
    }
    return 0;
}

/* Batches in flight: one being filled, one being used, one spare. */
#define PIPE_DEPTH 3

/* walk_in_two_threads: the threads could not be had (nothing was done). */
#define NOT_RUN 1

/* The --by-arg walk in two threads: what the one-thread walk returns, or
 * NOT_RUN. */
static int walk_in_two_threads(walk *w, selfprof_error *err)
{
    pipe_batch *batches[PIPE_DEPTH] = {0};
    pipe_walk q = {w, {0}, PTHREAD_MUTEX_INITIALIZER, SELFPROF_OK, err};
    int rc = NOT_RUN;
    for (size_t i = 0; i < PIPE_DEPTH; i++)
        if (!(batches[i] = calloc(1, sizeof *batches[i])))
            goto out;
    sp_event_pages_init(&q.reader, w->p, 0, selfprof_profile_event_count(w->p));
    w->names_lock = &q.names_lock;
    rc = sp_pipe_run((void **)batches, PIPE_DEPTH, produce_batch, consume_batch, &q);
    w->names_lock = NULL;
    w->batch = NULL; /* it pointed into a batch */
    sp_event_pages_free(&q.reader);
    rc = rc == -1 ? NOT_RUN : q.rc;
out:
    for (size_t i = 0; i < PIPE_DEPTH; i++) {
        if (batches[i])
            free(batches[i]->texts.text);
        free(batches[i]);
    }
    pthread_mutex_destroy(&q.names_lock);
    return rc;
}

/* Events from which --by-arg runs in two threads. */
#define PIPE_MIN_EVENTS 65536

int selfprof_summarize(selfprof_profile *p, const selfprof_summary_options *options,
                       selfprof_summary **out, selfprof_error *err)
{
    *out = NULL;
    walk w = {0};
    w.p = p;
    w.by_arg = options && options->by_arg;
    w.last_kind_cls = UINT32_MAX;
    if (w.by_arg) {
        /* About one name per event: reserve that much address space, zero
         * pages the kernel maps as they are first touched, so the array
         * never doubles (a copy and a memset of ~90 MB). More names still
         * grow it; a failed reservation leaves it to grow. */
        size_t guess = (size_t)selfprof_profile_event_count(p) + selfprof_profile_name_count(p) + 1024;
        w.accs = calloc(guess, sizeof *w.accs);
        w.flags = calloc(guess, 1);
        if (w.accs && w.flags) {
            w.acc_cap = guess;
            sp_advise_huge(w.accs, guess * sizeof *w.accs);
        }
    }
    int rc = NOT_RUN;
    if (w.by_arg) {
        sp_profile_keep_resident(p); /* keys read strings all over the file */
        /* About two new keys per three events (836,743 in 1,255,479 on a
         * large profile): the name table's slots and names sized once for
         * three per four instead of doubling five times (each a fresh
         * array, and a rehash or a copy). A hint: more keys still grow it. */
        (void)sp_name_table_reserve(sp_profile_names_shared(p),
                                    (size_t)(selfprof_profile_event_count(p) / 4 * 3), 0);
        if (sp_parallel_threads(selfprof_profile_event_count(p), PIPE_MIN_EVENTS) == 2)
            rc = walk_in_two_threads(&w, err);
        if (rc == NOT_RUN && !(w.batch = malloc(sizeof *w.batch)))
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    if (rc == NOT_RUN)
        rc = sp_reverse_walk_batches(p, 0, w.by_arg ? find_batch_keys : NULL, visit_event, &w,
                                     err);
    selfprof_summary *s = rc == SELFPROF_OK ? selfprof_summary_new() : NULL;
    if (rc == SELFPROF_OK && !s) {
        sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        rc = SELFPROF_E_NOMEM;
    }
    /* Every touched name is a distinct text: size the summary for them all
     * at once (836,743 rows with --by-arg on a large profile) and append
     * them unlooked-up, moving each accumulator down to its row's place in
     * the same array, which the summary takes over. Their text is borrowed
     * from the profile's, which the summary keeps. */
    size_t rows = 0, names = selfprof_profile_name_count(p);
    if (names > w.acc_cap)
        names = w.acc_cap; /* names past it were never touched */
    for (size_t i = 0; rc == SELFPROF_OK && i < names; i++)
        rows += w.flags[i] & ACC_TOUCHED;
    if (rc == SELFPROF_OK && w.accs) {
        sp_summary_adopt_rows(s, w.accs, w.acc_cap);
        w.accs = NULL;
    }
    if (rc == SELFPROF_OK && (sp_summary_reserve(s, rows) != 0 ||
                              sp_summary_keep_labels(s, sp_profile_names(p)) != 0)) {
        sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        rc = SELFPROF_E_NOMEM;
    }
    /* Labels and keys are validated pieces (no control byte, so no NUL):
     * each name is the C string its row needs. Row k comes from name
     * i >= k, so the move never overwrites a row still to be read. */
    for (size_t i = 0; rc == SELFPROF_OK && i < names; i++) {
        if (!(w.flags[i] & ACC_TOUCHED))
            continue;
        size_t len;
        selfprof_summary_row *row = &s->rows[i];
        row->label = selfprof_profile_name(p, (uint32_t)i, &len);
        if (sp_summary_append_row(s, row, len, sp_profile_name_hash(p, (uint32_t)i)) != 0)
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    for (size_t k = 0; rc == SELFPROF_OK && k < w.artifact_count; k++)
        if (selfprof_summary_add_artifact(s, selfprof_profile_name(p, w.artifact_names[k], NULL),
                                          w.artifact_sums[k]) != SELFPROF_OK)
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (rc == SELFPROF_OK) {
        for (size_t i = 0; i < w.threads.count; i++)
            s->total_time += w.threads.threads[i].end - w.threads.threads[i].start;
        sp_summary_sort_artifacts(s);
        s->event_count = selfprof_profile_event_count(p);
        s->file_count = 1;
        const selfprof_metadata *m = selfprof_profile_metadata(p);
        snprintf(s->counter, sizeof s->counter, "%s", m->counter);
        snprintf(s->unit, sizeof s->unit, "%s", m->unit);
        *out = s;
    } else {
        selfprof_summary_free(s);
    }
    walk_free(&w);
    return rc;
}
