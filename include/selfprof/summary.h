/* selfprof/summary.h — the per-label summary of one or more profiles.
 *
 * selfprof_summarize computes exactly what measureme 12.0.3's `summarize`
 * computes (docs/format.md, "The summary"): a reverse walk over the events
 * with one stack per thread, giving each label its self time, total time,
 * blocked, incremental-load and hashing time, executions and cache hits,
 * plus the artifact sizes and the total time (sum of per-thread spans).
 * It adds what measureme lacks: the number of incremental loads per label
 * and per-file merging.
 */
#ifndef SELFPROF_SUMMARY_H
#define SELFPROF_SUMMARY_H

#include "selfprof/profile.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One label's figures. Times are in counter units (ns for wall time).
 * self_time and the two "incremental" times are signed because ill-nested
 * input can drive them below zero; for well-nested input they never are. */
typedef struct selfprof_summary_row {
    const char *label; /* owned by the summary; with by_arg, label 0x1E args */
    uint64_t time;     /* sum of durations of Query/GenericActivity/blocked/load/other events */
    int64_t self_time; /* time minus time of nested events */
    uint64_t number_of_cache_misses;  /* Query and GenericActivity events */
    uint64_t number_of_cache_hits;    /* in-memory hits: QueryCacheHit + QueryCacheHitCount */
    uint64_t invocation_count;        /* executions: misses + events of other kinds */
    uint64_t blocked_time;            /* QueryBlocked durations */
    int64_t incremental_load_time;    /* IncrementalLoadResult self durations */
    int64_t incremental_hashing_time; /* IncrementalResultHashing self durations */
    uint64_t incremental_load_count;  /* IncrementalLoadResult events (extension) */
    uint64_t blocked_count;           /* QueryBlocked events (extension) */
} selfprof_summary_row;

typedef struct selfprof_artifact_size {
    const char *label;
    uint64_t value;
} selfprof_artifact_size;

typedef struct selfprof_summary {
    selfprof_summary_row *rows; /* in first-seen order until sorted */
    size_t row_count;
    selfprof_artifact_size *artifacts; /* sorted by label (byte order) after summarize,
                                        * merge and sort; add_artifact appends */
    size_t artifact_count;
    uint64_t total_time;  /* sum over threads of (last end - first start) */
    uint64_t event_count; /* events read */
    uint32_t file_count;  /* profiles merged into this summary */
    char counter[64];     /* counter name; "mixed" when files disagree */
    char unit[32];        /* its smallest unit ("ns", "instructions") */
    struct sp_summary_private *priv;
} selfprof_summary;

typedef struct selfprof_summary_options {
    int by_arg; /* key rows by label and arguments instead of label only */
} selfprof_summary_options;

/* Analyses every event of `p` and stores a new summary in *out (free it with
 * selfprof_summary_free). `options` may be NULL for the defaults. Returns
 * SELFPROF_OK, or a negative status with `err` filled (malformed records or
 * strings, with the byte offset). */
SELFPROF_API int selfprof_summarize(selfprof_profile *p, const selfprof_summary_options *options,
                                    selfprof_summary **out, selfprof_error *err);

/* An empty summary to merge others into; NULL when out of memory. */
SELFPROF_API selfprof_summary *selfprof_summary_new(void);

/* Adds `from` into `into`: rows with equal labels are summed, artifact sizes
 * too, and the total times are added. Returns SELFPROF_OK or
 * SELFPROF_E_NOMEM. */
SELFPROF_API int selfprof_summary_merge(selfprof_summary *into, const selfprof_summary *from);

/* Adds one row as is (used to read summaries back from JSON); a row whose
 * label is already there is summed into it.  Returns SELFPROF_OK or
 * SELFPROF_E_NOMEM. */
SELFPROF_API int selfprof_summary_add_row(selfprof_summary *s, const selfprof_summary_row *row);

/* Adds `value` to the artifact size named `label` (a new label is appended,
 * unsorted).  Returns SELFPROF_OK or SELFPROF_E_NOMEM. */
SELFPROF_API int selfprof_summary_add_artifact(selfprof_summary *s, const char *label,
                                               uint64_t value);

typedef enum selfprof_sort_key {
    SELFPROF_SORT_SELF_TIME,
    SELFPROF_SORT_TIME,
    SELFPROF_SORT_INVOCATIONS,
    SELFPROF_SORT_CACHE_HITS,
    SELFPROF_SORT_INCR_LOAD_TIME,
    SELFPROF_SORT_BLOCKED_TIME,
    SELFPROF_SORT_LABEL,
} selfprof_sort_key;

/* Sorts the rows by `key`, largest first (labels: byte order ascending; an
 * unknown key sorts by self time); ties are broken by label so the order is
 * deterministic.  The artifact sizes are sorted by label too. */
SELFPROF_API void selfprof_summary_sort(selfprof_summary *s, selfprof_sort_key key);

/* Like selfprof_summary_sort, but only the first `top` rows are put in
 * order: afterwards they are the rows a full sort would put first, in the
 * same order, and the other rows follow in no specified order.  For a
 * report that shows the first `top` rows of a large summary (a --by-arg
 * summary has ~840,000): it looks at each row once instead of sorting them
 * all.  top == 0, or top not well below row_count, sorts fully. */
SELFPROF_API void selfprof_summary_sort_top(selfprof_summary *s, selfprof_sort_key key, size_t top);

/* Frees the summary and everything it owns; NULL is a no-op. */
SELFPROF_API void selfprof_summary_free(selfprof_summary *s);

#ifdef __cplusplus
}
#endif
#endif
