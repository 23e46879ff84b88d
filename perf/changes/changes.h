/* changes.h — change points: the artifacts at which a test case's metric
 * stepped, over its history (the graphs' series, report.h's
 * perf_report_benchmark_history).
 *
 * The rule is Mozilla Perfherder's t-test over a window
 * (treeherder/perf/modules/changepoint... `detect_changes`: every point
 * gets the t statistic of the points before it against the points from it
 * on; a change is where t exceeds a threshold and is a local maximum),
 * with smaller windows than Perfherder's 12 back / 12 forward, since a
 * dashboard of compiler builds has tens of artifacts, not thousands of
 * pushes:
 *   at point i (the first "after" point), back = the up to
 *   PERF_CHANGE_WINDOW values before i, fore = the up to
 *   PERF_CHANGE_WINDOW values from i on, each at least PERF_CHANGE_MIN_SIDE;
 *   t = (mean(fore) - mean(back)) / sqrt(var(back)/n_back +
 *   var(fore)/n_fore) (Welch's statistic, sample variances; two windows
 *   without variance and different means give an infinite t);
 *   i is a change point when |t| >= PERF_CHANGE_T (Perfherder's 7), |t| is
 *   no smaller than its neighbours' (a step is reported once, at its
 *   peak; the earlier of equal neighbours), and the relative step
 *   |mean(fore) / mean(back) - 1| is at least the caller's minimum (so a
 *   machine steady enough to make a 0.1% step "certain" does not flood
 *   the list). */
/*
 * On a feed (a history whose consecutive artifacts shared a measurement
 * session: session_sample) the series is first made a chain of
 * side-by-side steps (perf_changes_correct_drift), and each step measured
 * side by side is decided by its own pairs (perf_step_row;
 * changes_report.c): a change point when compare's verdict on it is a
 * significant change that reaches the minimum step and whose interval at
 * PERF_CHANGE_STEP_CONFIDENCE (99.9%) excludes 0 as well, and no change
 * point otherwise, whatever the chain's windows say: `changes` never
 * names a step of a feed that compare does not call a change. */
#ifndef PERF_CHANGES_H
#define PERF_CHANGES_H

#include <stddef.h>
#include <stdio.h>

#include "../report/report.h"

#define PERF_CHANGE_WINDOW 12
#define PERF_CHANGE_MIN_SIDE 3
#define PERF_CHANGE_T 7.0
/* How sure a step measured side by side must be to be a change point: its
 * paired interval at this confidence excludes 0 (a tenth of compare's 1%:
 * a history is many steps of many test cases). */
#define PERF_CHANGE_STEP_CONFIDENCE 0.999
#define PERF_CHANGE_MIN_STEP 0.01 /* the verb's and the page's default: 1% */

typedef struct perf_change_at {
    size_t index;         /* the first value after the step */
    double before, after; /* the means of the two windows */
    double t;             /* Welch's t (+-INFINITY: no variance on either side) */
} perf_change_at;

/* The change points of v[0..n) by the rule above, in order, into
 * out[0..max); returns how many there are (may exceed max: only max are
 * stored). `min_step` is the smallest relative step reported (0.01 = 1%). */
size_t perf_change_points(const double *v, size_t n, double min_step, perf_change_at *out,
                          size_t max);

/* Makes each series of h (the whole history of one benchmark and metric)
 * a chain of side-by-side steps, in place: where the artifact before a
 * point was measured again beside it (session_sample), the step between
 * them comes from that shared session, so that the machine's level at the
 * hours of the two sessions is not taken for a change (drift.c says how).
 * A database without such sessions leaves h as it is. Returns 1 (the
 * database has sessions), 0 (none: h unchanged), or -1 on a database
 * error (err). */
int perf_changes_correct_drift(perf_db *db, perf_history *h, char *err, size_t errlen);

/* The comparisons of consecutive artifacts that `changes` asks for the
 * steps measured side by side (steps.c): each pair compared once, over
 * every test case (perf_report_compare), and kept for the other series. */
typedef struct perf_step_cache perf_step_cache;
perf_step_cache *perf_step_cache_new(perf_db *db, const char *metric);
void perf_step_cache_free(perf_step_cache *sc);

/* The row of comparison prev -> cur for the test case, when its runs were
 * measured side by side (the interval rule on pairs): 1 with *row, 0 when
 * the step was not measured side by side (or the comparison has no such
 * test case), -1 on a database error (err). */
int perf_step_row(perf_step_cache *sc, const char *prev, const char *cur, const char *benchmark,
                  const char *profile, const char *scenario, const perf_compare_row **row,
                  char *err, size_t errlen);

/* One change point of one test case. */
typedef struct perf_change_row {
    char *benchmark, *profile, *scenario;
    char *artifact, *parent; /* the artifact at the step and the one before it in
                                the series (the comparison to look at) */
    char *date;
    double before, after; /* window means */
    double change;        /* after / before - 1 (+-INFINITY when before is 0) */
    double t;
} perf_change_row;

typedef struct perf_changes {
    char *metric, *unit;
    perf_change_row *rows; /* by benchmark, profile, scenario, then date */
    size_t count;
} perf_changes;

/* The change points of `metric` (NULL: the default metric) over every
 * test case of `benchmark` (NULL: of every benchmark). PERF_REPORT_OK,
 * NOT_FOUND (an unknown benchmark or metric) or ERROR, with err. */
int perf_report_changes(perf_db *db, const char *metric, const char *benchmark, double min_step,
                        perf_changes **out, char *err, size_t errlen);

void perf_changes_free(perf_changes *c);

#endif
