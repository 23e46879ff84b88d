/* selfprof/diff.h — the per-label difference of two summaries.
 *
 * selfprof_diff_compute implements measureme 12.0.3's `summarize diff`
 * (docs/format.md and the spec's section 7.4): for every label found in
 * either summary, every column is CHANGE minus BASE, and the self time and
 * the time also get a relative change in percent. A label found only in the
 * base summary counts as removed (all figures negated, both changes -100%),
 * a label found only in the changed summary as added (figures as they are,
 * both changes +infinity); a label in both with a base of 0 gets +/-infinity,
 * or NaN when both sides are 0. Artifact sizes and the total time are
 * differenced the same way.
 *
 * Beyond measureme it keeps both sides' figures for each row and differences
 * selfprof's extra columns (incremental loads, blocked waits), and its orders
 * are deterministic (ties broken by label).
 *
 * "base" and "change" follow measureme's names: BASE is the reference build,
 * CHANGE (NEW on selfprof's command line) the build being judged.
 */
#ifndef SELFPROF_DIFF_H
#define SELFPROF_DIFF_H

#include "selfprof/summary.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Where a label was found. */
typedef enum selfprof_diff_presence {
    SELFPROF_DIFF_BOTH = 0,        /* in both summaries */
    SELFPROF_DIFF_ONLY_BASE = 1,   /* removed: only in the base summary */
    SELFPROF_DIFF_ONLY_CHANGE = 2, /* added: only in the changed summary */
} selfprof_diff_presence;

/* One label's differences. Every signed figure is change - base (for a
 * removed label: -base; for an added one: change). */
typedef struct selfprof_diff_row {
    const char *label; /* owned by the diff */
    selfprof_diff_presence presence;
    selfprof_summary_row base;   /* the base side's figures, all 0 when absent */
    selfprof_summary_row change; /* the changed side's figures, all 0 when absent;
                                          both .label fields point at `label` */
    int64_t self_time;
    double self_time_change; /* percent; -100, +/-inf or NaN as described above */
    int64_t time;
    double time_change; /* percent, like self_time_change */
    int64_t number_of_cache_misses;
    int64_t number_of_cache_hits;
    int64_t invocation_count;
    int64_t blocked_time;
    int64_t incremental_load_time;
    int64_t incremental_hashing_time;
    int64_t incremental_load_count; /* selfprof extension */
    int64_t blocked_count;          /* selfprof extension */
} selfprof_diff_row;

typedef struct selfprof_diff_artifact {
    const char *label; /* owned by the diff */
    selfprof_diff_presence presence;
    uint64_t base, change; /* 0 on the side where the label is absent */
    int64_t size_change;   /* change - base */
} selfprof_diff_artifact;

typedef struct selfprof_diff {
    selfprof_diff_row *rows; /* see selfprof_diff_sort for the order */
    size_t row_count;
    size_t only_base_count;            /* rows with presence ONLY_BASE */
    size_t only_change_count;          /* rows with presence ONLY_CHANGE */
    selfprof_diff_artifact *artifacts; /* by size_change descending, ties by label */
    size_t artifact_count;
    uint64_t base_total_time; /* the summaries' total_time */
    uint64_t change_total_time;
    int64_t total_time; /* change_total_time - base_total_time */
    struct sp_diff_private *priv;
} selfprof_diff;

/* Computes the difference `change` - `base` and stores a new diff in *out
 * (free it with selfprof_diff_free). Neither summary is modified and the
 * diff does not refer to them afterwards (labels are copied). Rows come out
 * sorted as by selfprof_diff_sort(d, SELFPROF_DIFF_SORT_SELF_TIME).
 * Returns SELFPROF_OK, SELFPROF_E_INVALID when an argument is NULL, or
 * SELFPROF_E_NOMEM (then *out is NULL). Reentrant: the summaries may be
 * shared with other threads as long as nobody modifies them meanwhile. */
SELFPROF_API int selfprof_diff_compute(const selfprof_summary *base, const selfprof_summary *change,
                                       selfprof_diff **out);

typedef enum selfprof_diff_sort_key {
    SELFPROF_DIFF_SORT_SELF_TIME,      /* |self time difference| (measureme's order) */
    SELFPROF_DIFF_SORT_SELF_TIME_PCT,  /* |self time change %|; NaN last */
    SELFPROF_DIFF_SORT_TIME,           /* |time difference| */
    SELFPROF_DIFF_SORT_INVOCATIONS,    /* |invocation difference| */
    SELFPROF_DIFF_SORT_CACHE_HITS,     /* |cache hit difference| */
    SELFPROF_DIFF_SORT_INCR_LOADS,     /* |incremental load count difference| */
    SELFPROF_DIFF_SORT_INCR_LOAD_TIME, /* |incremental load time difference| */
    SELFPROF_DIFF_SORT_BLOCKED_TIME,   /* |blocked time difference| */
    SELFPROF_DIFF_SORT_LABEL,          /* label, byte order ascending */
} selfprof_diff_sort_key;

/* Sorts the rows by `key`, largest absolute value first; ties (and
 * SELFPROF_DIFF_SORT_LABEL) are ordered by label, so the order is
 * deterministic. Different diffs may be sorted from different threads. */
SELFPROF_API void selfprof_diff_sort(selfprof_diff *d, selfprof_diff_sort_key key);

/* Whether a signed duration `value` of row `r` is printed with a minus sign
 * and carries "is_positive":false in JSON: when it is negative, or when it
 * is 0 in a removed row (measureme marks every duration of a removed label
 * negative, so they print as -0ns; computed zero differences and zero counts
 * are positive). `r` may be NULL for figures that belong to no row (total
 * time, sums): then only value < 0 is negative. */
SELFPROF_API int selfprof_diff_is_negative(const selfprof_diff_row *r, int64_t value);

/* Relative change in percent from `base` to `change` as measureme computes
 * it: (change - base) / base * 100, +/-infinity when base is 0, NaN when
 * both are 0. */
SELFPROF_API double selfprof_diff_percent(int64_t base, int64_t change);

SELFPROF_API void selfprof_diff_free(selfprof_diff *d);

#ifdef __cplusplus
}
#endif
#endif
