/* metric_names.h — the names of the metrics that more than one room
 * writes or reads (the runner stores them; the reports and the
 * significance rules know what they mean). A metric's unit is stored
 * with it in the metric table. */
#ifndef PERF_METRIC_NAMES_H
#define PERF_METRIC_NAMES_H

/* The self-profile's counts, stored as samples of its iteration: what
 * the compiler did (exact; noise does not move them), beside how long
 * it took. */
#define PERF_METRIC_QUERY_EXECUTIONS "query-executions" /* sum of invocation counts */
#define PERF_METRIC_CACHE_HITS "query-cache-hits"       /* sum of query cache hits */
#define PERF_METRIC_EVENTS "self-profile-events"        /* events in the profile */

/* cachegrind's instruction count (perf/run/cachegrind.h), named by its
 * source; the hardware counter's is "instructions:u". */
#define PERF_METRIC_CACHEGRIND "instructions:cachegrind"
#define PERF_METRIC_CACHEGRIND_UNIT "instructions"

#endif
