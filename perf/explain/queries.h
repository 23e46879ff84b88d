/* queries.h — the suite-wide view of an explained comparison: which
 * queries grew (or shrank) beyond their noise in the most test cases, and
 * by how much in all.
 *
 * explain.c feeds it every query beyond noise (either way) of each test
 * case it explains, so the view covers the significant changes of a time
 * that have self-profiles with noise on both sides, and nothing else: a
 * query that moved in a test case whose total did not is not counted. A
 * query that grew in some test cases and shrank in others is two entries,
 * one a direction. Entries are ordered by the number of test cases, then
 * the size of the total change, then label (byte order), so the order is
 * the same on every engine. */
#ifndef PERF_EXPLAIN_QUERIES_H
#define PERF_EXPLAIN_QUERIES_H

#include <stddef.h>

#include "../report/report.h"

/* One entry of the suite-wide view (perf_comparison.queries): a query
 * whose self time changed beyond its noise, one way, in the explained test
 * cases. Times in seconds. */
typedef struct perf_query_case {
    const char *benchmark, *profile, *scenario; /* the comparison row's strings */
    double delta;                               /* the query's change there */
} perf_query_case;

typedef struct perf_query_change {
    char *label;
    int direction;          /* +1: grew, -1: shrank */
    double delta;           /* the sum of its cases' deltas */
    perf_query_case *cases; /* largest change first; owned */
    size_t n_cases;
} perf_query_change;

/* Frees q[0..n), their labels and cases; NULL is ignored. */
void perf_query_changes_free(perf_query_change *q, size_t n);

/* How many entries the view keeps (the rest are the long tail of one
 * test case each). */
#define PERF_QUERIES_MAX 20

typedef struct perf_query_tally {
    struct perf_query_hit *hits; /* one per (test case, query beyond noise) */
    size_t n, cap;
} perf_query_tally;

/* Records that `label` changed by `delta` seconds (not 0) beyond its noise
 * in the test case of `row` (whose strings must outlive the tally's
 * comparison). 0, or -1 when out of memory. */
int perf_query_tally_add(perf_query_tally *t, const char *label, const perf_compare_row *row,
                         double delta);

/* Groups the hits by query and direction into c->queries (at most
 * PERF_QUERIES_MAX, in the order above), sets c->explained and
 * c->release (perf_explain_release), and empties the tally. 0, or -1 when out of memory (c unchanged but explained). */
int perf_query_tally_finish(perf_query_tally *t, perf_comparison *c);

/* Frees what the tally holds (after a failure; finish frees it too). */
void perf_query_tally_free(perf_query_tally *t);

#endif
