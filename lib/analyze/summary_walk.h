/* summary_walk.h — what the summary walk (summary_walk.c) shares with its
 * --by-arg driver (summary_by_arg.c) and with summarize.c, which runs
 * them: the walk's state and its visit of one event. Private to
 * lib/analyze. */
#ifndef SP_SUMMARY_WALK_H
#define SP_SUMMARY_WALK_H

#include <pthread.h>
#include <stdint.h>

#include "analyze/thread_stacks.h"
#include "common/u64_map.h"
#include "selfprof/summary.h"

/* The figures of one name number: a row of the result as it will be (its
 * label set at the end), so that the array becomes the summary's rows in
 * place (sp_summary_adopt_rows) instead of being copied into ~70 MB of
 * fresh memory with --by-arg. What a row has no field for is kept beside
 * it: flags per name, artifact sizes in a small map. */
typedef selfprof_summary_row acc;

enum {
    ACC_TOUCHED = 1,  /* a row of the result */
    ACC_HIT_SEEN = 2, /* a QueryCacheHitCount was met (later in the file) */
};

/* Events per --by-arg batch: few hand-overs between the threads, still
 * small enough to stay in the second-level cache. */
#define SP_KEY_BATCH 1024

/* With --by-arg, the batch being visited: each event's kind class and key
 * (or, for an artifact size, label), found for the whole batch first, and
 * the first error met doing so, which its event's visit reports. */
typedef struct batch_keys {
    uint64_t first; /* index of batch event 0 */
    uint32_t cls[SP_KEY_BATCH];
    uint32_t key_of[SP_KEY_BATCH]; /* position in keys, or UINT32_MAX: none */
    uint32_t keys[SP_KEY_BATCH];   /* SP_NAME_NONE: staged, to intern */
    size_t failed_at;              /* batch position of the error; past the end: none */
    int rc;
    selfprof_error err;
} batch_keys;

typedef struct walk {
    selfprof_profile *p;
    int by_arg;
    batch_keys *batch;
    acc *accs;
    uint8_t *flags; /* ACC_* per name, as many as accs */
    size_t acc_cap;
    sp_u64_map artifact_of; /* name -> index in artifact_sums */
    uint64_t *artifact_sums;
    uint32_t *artifact_names;
    size_t artifact_count, artifact_cap;
    sp_thread_stacks threads;
    sp_u64_map kind_map;
    uint64_t last_kind_id;
    uint32_t last_kind_cls;
    pthread_mutex_t *names_lock; /* two threads: guards the profile's names; else NULL */
} walk;

/* The kind class (SP_KIND_*) of kind string `kind_id`, memoised; with
 * w->names_lock set, the lock is taken to resolve a new kind. */
int sp_walk_kind_class(walk *w, uint64_t kind_id, uint32_t *cls, selfprof_error *err);

/* Whether an event of kind class `cls` and type `type` counts. */
int sp_walk_counted(uint32_t cls, uint32_t type);

/* Counts event `e` (index `index`) into `w`. With w->batch set, its kind
 * class and key come from the batch (and so does its batch's error). */
int sp_walk_event(walk *w, const selfprof_event *e, uint64_t index, selfprof_error *err);

/* sp_walk_event as sp_reverse_walk's visitor (ctx: the walk). Here, not in
 * its caller's file, so that the per-event step is inlined into the one
 * indirect call per event instead of adding a call across files. */
int sp_walk_visit(void *ctx, const selfprof_event *e, uint64_t index, selfprof_error *err);

/* The --by-arg walk of w->p (summary_by_arg.c), in `threads` threads (1
 * or 2; one when a second cannot be started). SELFPROF_OK, or the first
 * error in event order, as sp_reverse_walk reports it. */
int sp_walk_by_arg(walk *w, unsigned threads, selfprof_error *err);

#endif
