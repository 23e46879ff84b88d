/* metric.h — what each metric is, written once: its name, its unit, what
 * kind of quantity it is (which says whether noise moves it), how it is
 * measured and whether a comparison can judge it. The runner stores
 * samples under these names and units; the significance and relevance
 * rules, the reports, the server's metric list and the pages read the
 * table through perf_metric_find and never compare names themselves.
 *
 * The lowest room of perf/: it uses nothing else of perf/ and no
 * database, so every room may use it (docs/architecture.md). */
#ifndef PERF_METRIC_H
#define PERF_METRIC_H

#include <stddef.h>

/* The names. Written here and nowhere else in perf/ (C, SQL and the
 * pages get them from the table or from /api/metrics). */
#define PERF_METRIC_WALL_TIME "wall-time"
#define PERF_METRIC_CPU_TIME "cpu-time"
#define PERF_METRIC_MAX_RSS "max-rss"
#define PERF_METRIC_INSTRUCTIONS "instructions:u"        /* the hardware counter */
#define PERF_METRIC_CACHEGRIND "instructions:cachegrind" /* valgrind's count */
#define PERF_METRIC_QUERY_EXECUTIONS "query-executions"  /* sum of invocation counts */
#define PERF_METRIC_CACHE_HITS "query-cache-hits"        /* sum of query cache hits */
#define PERF_METRIC_EVENTS "self-profile-events"         /* events in the profile */
#define PERF_METRIC_SIZE_PREFIX "size:"                  /* "size:NAME", one per output kind */
#define PERF_METRIC_OVERHEAD "self-profile-overhead"     /* derived from wall-time */

/* The metric a report uses when none is given: CPU time (user + system of
 * the compiler), which waiting for a busy processor does not lengthen (on
 * the 2-core VM under load its run-to-run noise was half that of wall
 * time); wall time when the database has no CPU time. */
#define PERF_METRIC_DEFAULT PERF_METRIC_CPU_TIME
#define PERF_METRIC_FALLBACK PERF_METRIC_WALL_TIME

/* What kind of quantity a metric is; metric.c says, beside the table,
 * what each kind means to the rules. */
typedef enum perf_metric_kind {
    PERF_METRIC_KIND_TIME,         /* a duration: noise moves it */
    PERF_METRIC_KIND_MEMORY,       /* peak memory: noise moves it */
    PERF_METRIC_KIND_INSTRUCTIONS, /* instructions executed: exact */
    PERF_METRIC_KIND_COUNT,        /* the self-profile's counts of work: exact */
    PERF_METRIC_KIND_SIZE,         /* an output's size: exact */
} perf_metric_kind;

/* One row of the table. */
typedef struct perf_metric_def {
    const char *name;     /* the name, or a family's prefix ending in ':' */
    const char *unit;     /* the unit its samples are stored with */
    const char *measured; /* how it is measured, one line for the pages */
    const char *derived;  /* a derived metric: the stored metric it is
                             computed from (it has no samples of its own);
                             else NULL */
    perf_metric_kind kind;
    int judged; /* 0: a side has one sample, which no rule can judge (the
                   overhead: one self-profiled run) */
} perf_metric_def;

/* The table, in the order the help lists it; *n its length. */
const perf_metric_def *perf_metric_table(size_t *n);

/* The row of `name` (a family's row for "size:NAME"), or NULL for a name
 * the table does not know: perf_metric_exact, _noisy and _judged then
 * treat it as a noisy duration, the rules' safe default. */
const perf_metric_def *perf_metric_find(const char *name);

/* The unit `name`'s samples are stored with; NULL for an unknown name. */
const char *perf_metric_unit(const char *name);

/* 1 when noise does not move `name`: two builds of the same input by the
 * same compiler give the same value (significance's EXACT rule). */
int perf_metric_exact(const char *name);

/* 1 when relevance measures `name` on the noisy scale: rustc-perf's
 * is_typically_noisy, which halves a change's absolute size for its
 * magnitude and triages on any relevant change (relevance.h). */
int perf_metric_noisy(const char *name);

/* 0 when a comparison on `name` has one sample a side (the table's
 * judged); 1 otherwise. */
int perf_metric_judged(const char *name);

/* "time", "memory", "instructions", "count" or "size" (the JSON of
 * /api/metrics). */
const char *perf_metric_kind_name(perf_metric_kind k);

#endif
