/* selfprof/coverage.h — how much of each thread's time its events cover.
 *
 * A self-profile only knows what the compiler chose to record: time spent
 * outside every interval event is invisible to summarize and to flame
 * graphs.  The coverage of a profile measures it, per thread:
 *
 *   span       first start .. last end of the thread's interval events
 *   untracked  the time inside the span covered by no interval event (the
 *              complement of the union of the events, whatever their
 *              nesting or overlap)
 *   gaps       the maximal stretches of untracked time; each has the event
 *              just before it (one that ends where the gap starts) and the
 *              one just after it (one that starts where the gap ends)
 *
 * Only interval events count; instants and integers are ignored.  An
 * interval is the closed range [start, end]: intervals that touch leave no
 * gap, and an interval of length 0 inside a gap splits it in two (it marks
 * that something ran then).  When several events end where a gap starts,
 * "before" is the longest of them (the outermost: the phase, not its last
 * pass), the first in file order among equally long ones; likewise "after"
 * is the longest event starting where the gap ends.
 *
 * Figures are in the counter unit of the profiles (ns for wall time).
 * Several profiles (a cargo build's crates, a make's compiles) are added
 * into one set; each keeps its own threads (thread ids of different
 * processes are unrelated), and the totals sum them.  Memory grows with
 * the number of gaps of the profile being added, not with its events.
 *
 * Thread safety: a selfprof_coverage is used by one thread at a time.
 */
#ifndef SELFPROF_COVERAGE_H
#define SELFPROF_COVERAGE_H

#include "selfprof/profile.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct selfprof_coverage selfprof_coverage;

typedef struct selfprof_coverage_options {
    /* Gaps shorter than this count in `untracked` and `gaps` but not in the
     * `large_*` figures, and are never listed. 0: every gap is large. */
    uint64_t min_gap;
    /* How many of the largest gaps are kept, per thread and for the whole
     * set. 0 keeps none (the figures are still computed). */
    uint32_t top;
} selfprof_coverage_options;

/* What is measured, for one thread or summed over a set. */
typedef struct selfprof_coverage_figures {
    uint64_t intervals;       /* interval events */
    uint64_t span;            /* thread: last end - first start; set: sum over threads */
    uint64_t untracked;       /* time of the span in no interval event (<= span) */
    uint64_t gaps;            /* number of gaps */
    uint64_t large_gaps;      /* gaps of at least min_gap */
    uint64_t large_untracked; /* their summed length */
} selfprof_coverage_figures;

/* One gap. Its length is end - start (> 0). */
typedef struct selfprof_coverage_gap {
    uint64_t start, end; /* counter values, as the events of the profile have them */
    uint32_t thread;     /* index of its thread in selfprof_coverage_threads() */
    const char *before;  /* label of the event ending at `start`; owned by the set */
    const char *after;   /* label of the event starting at `end`; owned by the set */
} selfprof_coverage_gap;

/* One thread of one profile. A thread appears only with interval events. */
typedef struct selfprof_coverage_thread {
    uint32_t profile;    /* 0 for the first profile added, 1 for the next, ... */
    uint32_t thread_id;  /* the events' thread id */
    uint64_t start, end; /* the span: first start, last end */
    selfprof_coverage_figures figures;
    const selfprof_coverage_gap *largest; /* up to `top` large gaps, longest first
                                             (equal lengths: earlier first) */
    size_t largest_count;
} selfprof_coverage_thread;

/* Creates an empty set; `options` may be NULL (min_gap 0, top 10). Returns
 * SELFPROF_OK and stores it in *out, or SELFPROF_E_NOMEM. Free it with
 * selfprof_coverage_free. */
SELFPROF_API int selfprof_coverage_new(const selfprof_coverage_options *options,
                                       selfprof_coverage **out);

/* Releases the set and every string and array it returned. NULL is a no-op. */
SELFPROF_API void selfprof_coverage_free(selfprof_coverage *c);

/* Measures every thread of `p` and adds them to the set, reading the events
 * once from last to first (SELFPROF_CURSOR_ONCE: the file pages are
 * released as the walk goes; the labels of the largest gaps are then read
 * by index). The profile is not kept: close it afterwards. Returns
 * SELFPROF_OK, or a negative status with `err` filled: malformed events or
 * strings (with the byte offset of the event), SELFPROF_E_INVALID when the
 * profile's counter unit differs from that of the profiles added before
 * it, SELFPROF_E_NOMEM. After an error the set is as it was before the
 * call. Pointers returned by the functions below stay valid until the next
 * call of this function or selfprof_coverage_free. */
SELFPROF_API int selfprof_coverage_add_profile(selfprof_coverage *c, selfprof_profile *p,
                                               selfprof_error *err);

/* Number of profiles added so far. */
SELFPROF_API uint32_t selfprof_coverage_profile_count(const selfprof_coverage *c);

/* Counter unit of the profiles ("ns", "instructions"); "ns" before any. */
SELFPROF_API const char *selfprof_coverage_unit(const selfprof_coverage *c);

/* The threads, by profile in the order added, then by thread id; *count
 * receives their number. NULL (and 0) when there are none. */
SELFPROF_API const selfprof_coverage_thread *selfprof_coverage_threads(const selfprof_coverage *c,
                                                                       size_t *count);

/* The figures summed over every thread of every profile. */
SELFPROF_API const selfprof_coverage_figures *selfprof_coverage_totals(const selfprof_coverage *c);

/* Up to `top` large gaps of the whole set, longest first; equal lengths in
 * thread order, then earlier first. *count receives their number. */
SELFPROF_API const selfprof_coverage_gap *selfprof_coverage_largest(const selfprof_coverage *c,
                                                                    size_t *count);

#ifdef __cplusplus
}
#endif
#endif
