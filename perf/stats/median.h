/* median.h — the median of a few values, for the rules that summarize a
 * session's runs by their middle (report/compare.c: when a session was
 * measured, and how far two sessions' levels lie apart). */
#ifndef PERF_STATS_MEDIAN_H
#define PERF_STATS_MEDIAN_H

#include <stddef.h>

/* The median of v[0..n) (the mean of the two middle values when n is
 * even), sorting v in place. NAN when n is 0 or a value is NAN. */
double perf_stats_median(double *v, size_t n);

#endif
