/* explain.h — why a test case changed: the queries whose self time
 * accounts for a significant change of a comparison.
 *
 * For each significant change of a timed metric (unit "s") of a test case
 * that has self-profiles on both sides, with at least 2 self-profiled runs
 * a side (queue --self-profiles): the queries present on BOTH sides whose
 * self time changed beyond their noise (perf/stats/query_noise.h, the
 * detail's verdict) in the direction of the change, ranked by evidence and
 * size: the part of the change its evidence guarantees, |delta| x (1 -
 * PERF_QNOISE_Z / |z|) (a change just at the bound counts for little, one
 * many times beyond it for almost all of itself), then |delta|; listed
 * until they account for PERF_EXPLAIN_ENOUGH of it or
 * PERF_EXPLAIN_MAX_ITEMS are listed. A query's change is that of its
 * smallest self time over the runs (what the verdict compares). Only
 * changes beyond noise are attributed, so an A/A pair explains nothing,
 * and what is left ("explained" < 1) is time in queries within noise, in
 * many small changes, or outside any query (untracked time, the linker,
 * start-up). The share never exceeds 1 (the items' sum is `attributed`).
 *
 * A query present on one side only (renamed, added, removed: it has no
 * noise to judge a change by) is never a mover: such queries are listed
 * apart with their time (`one_sided`). When the queries' own noise is too
 * large for any but huge changes to be judged (query_noise above
 * PERF_EXPLAIN_NOISE_MAX), the explanation says so (noise_too_large).
 *
 * Two compilers (the artifacts' kinds differ: gcc against clang) name
 * their work differently, so no query can explain the change: the
 * explanation then only says so (cross_compiler), with no items and
 * explained 0, and the detail's totals and sections are what compare. */
#ifndef PERF_EXPLAIN_H
#define PERF_EXPLAIN_H

#include <stddef.h>

#include "../report/report.h"
#include "queries.h"

#define PERF_EXPLAIN_ENOUGH 0.9

/* Which queries account for a significant change: what explain/ attaches
 * to a comparison row (perf_compare_row.explanation). Times in seconds. */
#define PERF_EXPLAIN_MAX_ITEMS 5
/* The per-query noise (sigma of ln self time a run) above which the
 * explanation says the queries are too noisy to judge: at 0.1, with 3 runs
 * a side, a query must change by about 70% to be seen. */
#define PERF_EXPLAIN_NOISE_MAX 0.1
typedef struct perf_explanation {
    double delta; /* the test case's change: after - before (as shown: on the
                     change's basis, report.h) */
    struct {
        char *label;
        double delta;                /* B - A of the query's smallest self time over its runs */
        double z;                    /* its evidence: the change in standard errors */
    } items[PERF_EXPLAIN_MAX_ITEMS]; /* both sides, beyond noise, the direction of
                                        delta, by evidence and size */
    size_t count;
    double attributed; /* the sum of the items' deltas */
    double explained;  /* min(1, attributed / delta) */
    size_t beyond;     /* queries on both sides that changed beyond noise, either
                          direction */
    struct {
        char *label;
        char side;                       /* 'A' or 'B': the only side that has it */
        double time;                     /* its smallest self time there, seconds */
    } one_sided[PERF_EXPLAIN_MAX_ITEMS]; /* the largest queries of one side only */
    size_t n_one_sided;                  /* listed in one_sided */
    size_t one_sided_count;              /* every query of one side only */
    double only_a, only_b;               /* the time of every query only A has, only B has */
    double query_noise;                  /* the per-query noise: the mean sigma of ln self time
                                a run over the judged queries of both sides,
                                weighted by their time; 0: not known */
    double judgeable;                    /* the smallest change a query of that noise must make
                                to be judged (a fraction) */
    int noise_too_large;                 /* query_noise > PERF_EXPLAIN_NOISE_MAX */
    int cross_compiler;                  /* A and B are different compilers: nothing else set
                                            but delta */
    char kind_a[8], kind_b[8];           /* the compilers ("gcc", "clang") when cross_compiler */
} perf_explanation;

/* Frees e and its labels; NULL is ignored. */
void perf_explanation_free(perf_explanation *e);

/* Frees what explain/ attached to c: every row's explanation and the
 * suite-wide view (c->queries), and empties them. explain/ sets it as
 * c->release, so perf_comparison_free calls it; no one else needs to. */
void perf_explain_release(perf_comparison *c);

/* The explanation of one row from the detail of its test case (a pure
 * function: the detail was read already). Returns a malloc'd explanation
 * (perf_explanation_free; attached to a row, the comparison's release
 * frees it), or NULL when the detail
 * has no per-query noise (fewer than 2 runs a side) or is not in a time
 * unit, or when out of memory. */
perf_explanation *perf_explain_row(const perf_compare_row *row, const perf_detail *d);

/* Explains every significant row of `c` whose metric is a time (unit
 * "s"), reading each test case's detail from `db` (its rows alone), and
 * sets c->release (perf_explain_release). A row without
 * self-profiles on both sides is left unexplained. Also fills c's
 * suite-wide view of the queries behind the explained rows (queries.h;
 * c->explained). Returns the number of rows explained, or -1 on a
 * database error or when out of memory (err). */
int perf_explain_comparison(perf_db *db, perf_comparison *c, char *err, size_t errlen);

/* perf_report_compare of a and b on metric (NULL or "": the default),
 * then, when `explain`, perf_explain_comparison on it: what `compare
 * --explain`, `report` and their API endpoints share. Returns a
 * PERF_REPORT_* code; *out is set only on PERF_REPORT_OK (the caller
 * frees it), err on the others. */
int perf_explain_compare(perf_db *db, const char *a, const char *b, const char *metric, int explain,
                         perf_comparison **out, char *err, size_t errlen);

#endif
