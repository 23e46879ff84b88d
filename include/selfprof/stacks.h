/* selfprof/stacks.h — folded stacks ("a;b;c N") of one or more profiles.
 *
 * The stacks are those of measureme's stack_collapse (docs/measureme-reference.md 8.2): the
 * interval events of each thread are walked from last to first with a stack
 * of open intervals, nesting is inferred from time containment, and every
 * stack gets the durations of the events that end it minus the durations of
 * their children.  The root frame "rustc" gets, per thread, the time of the
 * thread's span (first start .. end of its last interval in the file) not
 * covered by any top-level event.  The values of all stacks sum to
 * summarize's total time.
 *
 * Stacks are kept as a trie of (parent stack, frame) -> stack, so memory is
 * proportional to the number of distinct stacks, not to the number of
 * events, and several profiles (a cargo build's crates) can be added into
 * one set.  A label containing ';' is split into several frames, which is
 * what its folded line means to every reader of the format; two stacks
 * therefore never print as the same line.
 *
 * Thread safety: a selfprof_stacks is used by one thread at a time.
 */
#ifndef SELFPROF_STACKS_H
#define SELFPROF_STACKS_H

#include "selfprof/profile.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct selfprof_stacks selfprof_stacks;

typedef struct selfprof_stacks_options {
    /* 0: the threads of a profile are merged (measureme's output).
     * 1: each thread is a tower of its own: a frame "thread N" (N = the
     *    event's thread id) above the root, so every line starts with
     *    "thread N;rustc". Removing that first frame and summing equal
     *    lines gives the merged stacks. Threads with the same id in
     *    different profiles share a tower. */
    int per_thread;
    /* Name of the root frame; NULL means "rustc" (as measureme). Copied. */
    const char *root;
} selfprof_stacks_options;

/* Creates an empty set of stacks; `options` may be NULL (defaults).
 * Returns SELFPROF_OK and stores it in *out, or SELFPROF_E_NOMEM. Free it
 * with selfprof_stacks_free. */
SELFPROF_API int selfprof_stacks_new(const selfprof_stacks_options *options, selfprof_stacks **out);

/* Releases the set and every string it returned. NULL is a no-op. */
SELFPROF_API void selfprof_stacks_free(selfprof_stacks *s);

/* Puts a frame named `frame` between the root and the stacks of the
 * profiles added from now on ("rustc;syn;typeck" for frame "syn"; with
 * per_thread, "thread N;rustc;syn;..."): the per-crate level of a build's
 * flame graph. The frame gets the time of those profiles' threads outside
 * their top-level events (the root's share without it). NULL goes back to
 * no frame. Returns SELFPROF_OK or SELFPROF_E_NOMEM. */
SELFPROF_API int selfprof_stacks_set_group(selfprof_stacks *s, const char *frame);

/* Adds the stacks of every interval event of `p` (instants and integers are
 * ignored), reading the events once from last to first (the file pages are
 * released as the walk goes, SELFPROF_CURSOR_ONCE). Values are summed into
 * stacks already present. The profile is not kept: close it afterwards.
 * Returns SELFPROF_OK, or a negative status with `err` filled (malformed
 * events and strings carry the byte offset of the event); after an error the
 * set holds part of the profile and should only be freed. */
SELFPROF_API int selfprof_stacks_add_profile(selfprof_stacks *s, selfprof_profile *p,
                                             selfprof_error *err);

/* Number of profiles added so far. */
SELFPROF_API uint32_t selfprof_stacks_profile_count(const selfprof_stacks *s);

/* Unit of the values: the counter unit ("ns", "instructions") of the first
 * profile added, "ns" before any. Owned by the set. */
SELFPROF_API const char *selfprof_stacks_unit(const selfprof_stacks *s);

/* One stack as selfprof_stacks_walk presents it. Pointers are owned by the
 * set and valid during the callback only. */
typedef struct selfprof_stack_visit {
    uint32_t id;               /* stack id: dense, 0 .. selfprof_stacks_count()-1 */
    uint32_t depth;            /* 0 for a root frame ("rustc", or "thread N") */
    const char *const *frames; /* frames[0..depth]: the path from the root */
    const uint32_t *frame_lens;
    int64_t value; /* the folded value: own time minus children's */
    int64_t total; /* value plus the totals of all stacks below it */
    int is_line;   /* 1 if this stack is a line of the folded output
                               (it ends an event, or is the root), 0 for a
                               "thread N" frame or the inner part of a label
                               with ';' */
} selfprof_stack_visit;

/* Calls `fn` once per stack, depth first, parents before children, siblings
 * in byte order of their frame texts: the same order for the same input,
 * whatever the order of events or files (folded lines come out sorted frame
 * by frame). A non-zero return from `fn` stops the walk and is returned.
 * Returns 0 after the whole walk, or SELFPROF_E_NOMEM. The set may still be
 * added to afterwards (the next walk re-sorts). */
SELFPROF_API int selfprof_stacks_walk(selfprof_stacks *s,
                                      int (*fn)(void *ctx, const selfprof_stack_visit *v),
                                      void *ctx);

/* Number of distinct stacks (including "thread N" frames and the inner parts
 * of labels with ';'); ids are below it. */
SELFPROF_API uint32_t selfprof_stacks_count(const selfprof_stacks *s);

/* Greatest depth of any stack (0 when there is only the root); frames of a
 * walk have depth <= this. */
SELFPROF_API uint32_t selfprof_stacks_max_depth(const selfprof_stacks *s);

/* Sum of all values: with well-nested data, summarize's total time. */
SELFPROF_API int64_t selfprof_stacks_sum(const selfprof_stacks *s);

#ifdef __cplusplus
}
#endif
#endif
