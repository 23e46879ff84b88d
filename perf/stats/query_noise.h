/* query_noise.h — which queries changed beyond their noise between two
 * artifacts' self-profiles of one test case.
 *
 * Input: each label's self time in each self-profiled run of A and of B
 * (queue --self-profiles N: a few runs a side). A rank test per label
 * cannot work here: with 3 runs a side no test reaches 99%, and a test
 * case has hundreds of labels, so even 1% per label would colour several
 * of them in every comparison of a compiler with itself. Instead the noise
 * is POOLED: the run-to-run noise of a query's self time depends mostly
 * on how long it is (a 5 us query jitters by tens of percent, a 50 ms one
 * by a few), so the labels are grouped by size (at least
 * PERF_QNOISE_GROUP labels a group, in order of size), and each group's
 * noise is the robust spread (1.4826 x the median absolute residual of
 * ln(self time) around each label's side mean, corrected for the mean's
 * own degrees of freedom) of all its labels' runs; a label whose own
 * spread (the pooled standard deviation of its runs) is larger keeps its
 * own, as some queries are noisier than others of their size (one that
 * faults in fresh memory jittered 4x here). A label then changed beyond
 * noise when all three hold:
 *
 *   |z| >= PERF_QNOISE_Z, z = (ln min B - ln min A) / (sigma x
 *        PERF_QNOISE_MIN_SPREAD x sqrt(1/na + 1/nb)): far outside its
 *        group's noise, a bound set for hundreds of labels at once, not
 *        for one. The smallest run of each side, because the noise of a
 *        busy machine only adds time (measured here: a query now and then
 *        4 ms longer, the scheduler's tick given to another process): a
 *        spike in any run but the smallest moves nothing;
 *   every run of B is above every run of A (or below): one run slowed by
 *        a load spike cannot make a change by itself;
 *   |mean B - mean A| >= PERF_QNOISE_FLOOR of the test case's self time:
 *        large enough to matter.
 *
 * A label present in every run of one side and in none of the other (the
 * compiler ran a query it did not run before) changed when it reaches the
 * floor. Counts (invocations, cache hits) need none of this: they are
 * exact, and equal or not. Pure functions; thread-safe. */
#ifndef PERF_STATS_QUERY_NOISE_H
#define PERF_STATS_QUERY_NOISE_H

#include <stddef.h>
#include <stdint.h>

#define PERF_QNOISE_Z 5.0
#define PERF_QNOISE_FLOOR 0.001 /* 0.1% of the test case's self time */
#define PERF_QNOISE_GROUP 30
#define PERF_QNOISE_MIN_SIGMA 0.005 /* no group is quieter than 0.5% a run */
#define PERF_QNOISE_MIN_SPREAD 1.3  /* the minimum's spread over the mean's, taken high */

/* One label's self time in each run of each side (0: absent in that run). */
typedef struct perf_query_runs {
    const int64_t *a;
    size_t na;
    const int64_t *b;
    size_t nb;
} perf_query_runs;

typedef struct perf_query_verdict {
    int judged;   /* 0: fewer than 2 runs on a side, or too few labels to pool */
    int beyond;   /* +1 grew beyond noise, -1 shrank beyond noise, 0 within it */
    double noise; /* the relative noise of one run at this label's size (sigma of
                      ln self time); 0 when not judged or absent on a side */
    double z;     /* the change of ln(smallest self time) in units of its
                      standard error; 0 when not computable */
} perf_query_verdict;

/* Judges labels[0..n) together (their noise is pooled); `total` is the
 * test case's self time (the larger side's sum over labels of the mean
 * self time), for the floor. out[i] is labels[i]'s verdict. Returns 0, or
 * -1 when out of memory (out is then all unjudged). */
int perf_query_noise_judge(const perf_query_runs *labels, size_t n, double total,
                           perf_query_verdict *out);

#endif
