/* report_sql.h — the SQL of the reports whose cost could grow with the
 * history kept (compare, detail, the graphs, the metric list), named so
 * that tests/perf/test_query_plans.c can EXPLAIN each of them and fail
 * when one scans the sample, query_block or job table instead
 * of searching an index: a missing index fails a test, not a user (issue
 * 27). Each text is used by the one file named beside it. */
#ifndef PERF_REPORT_SQL_H
#define PERF_REPORT_SQL_H

/* compare.c, load_side: one artifact's samples of one metric, by test
 * case ($1 artifact, $2 metric). */
#define PERF_SQL_COMPARE_SIDE                                                                      \
    "SELECT benchmark_id, profile, scenario, self_profiled, value, iteration, "                    \
    "measured_at FROM sample "                                                                     \
    "WHERE artifact_id = $1 AND metric_id = $2 "                                                   \
    "ORDER BY benchmark_id, profile, scenario"

/* compare.c, load_side: the clean runs of artifact $1 of metric $2
 * measured again beside artifact $3 (one session with $3's own runs;
 * migration 10), by test case: the primary key's prefix. */
#define PERF_SQL_COMPARE_SESSION                                                                   \
    "SELECT benchmark_id, profile, scenario, 0, value, iteration, measured_at "                    \
    "FROM session_sample WHERE artifact_id = $1 AND metric_id = $2 AND beside_id = $3 "            \
    "ORDER BY benchmark_id, profile, scenario"

/* compare.c, session_noise: the newest 4,000 re-measured runs of metric
 * $1 (session_sample_metric, backwards) with the same iteration of the
 * artifact's own samples (sample's primary key), grouped by session. */
#define PERF_SQL_SESSION_NOISE                                                                     \
    "SELECT ss.artifact_id, ss.beside_id, ss.benchmark_id, ss.profile, ss.scenario, ss.value, "    \
    "s.value FROM (SELECT * FROM session_sample WHERE metric_id = $1 "                             \
    "ORDER BY measured_at DESC LIMIT 4000) ss JOIN sample s ON s.artifact_id = ss.artifact_id "    \
    "AND s.benchmark_id = ss.benchmark_id AND s.profile = ss.profile AND "                         \
    "s.scenario = ss.scenario AND s.metric_id = ss.metric_id AND s.iteration = ss.iteration "      \
    "ORDER BY ss.artifact_id, ss.beside_id, ss.benchmark_id, ss.profile, ss.scenario"

/* compare.c, previous_artifacts: the up to 30 artifacts before A ($1 its
 * date, $2 its id) that have samples of the metric ($4), B ($3) excluded,
 * newest first: a backward walk of artifact_date, each EXISTS one seek
 * of sample_metric_artifact. */
#define PERF_SQL_PREVIOUS_ARTIFACTS                                                                \
    "SELECT x.id FROM artifact x WHERE (x.date < $1 OR (x.date = $1 AND "                          \
    "x.id < $2)) AND x.id <> $3 AND EXISTS (SELECT 1 FROM sample s WHERE "                         \
    "s.artifact_id = x.id AND s.metric_id = $4) "                                                  \
    "ORDER BY x.date DESC, x.id DESC LIMIT 30"

/* compare.c, load_history: one metric ($1) of up to 30 artifacts ($2 ..
 * $31), self-profiled rows when $32 = 1. */
#define PERF_SQL_COMPARE_HISTORY                                                                   \
    "SELECT artifact_id, benchmark_id, profile, scenario, self_profiled, "                         \
    "value FROM sample WHERE metric_id = $1 AND artifact_id IN "                                   \
    "($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, "                         \
    "$17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, "                       \
    "$31) AND (self_profiled = 0 OR $32 = 1)"

/* detail.c: one self-profile's ($1) per-query block (its primary key). */
#define PERF_SQL_DETAIL_BLOCK "SELECT zstd FROM query_block WHERE self_profile_id = $1"

/* history_window.c: the newest $2 artifacts dated up to $1; the artifacts
 * from $2 to $1 (artifact_date; a query's graph: a benchmark's range is
 * PERF_SQL_WINDOW_SPAN's, below); in both, only those with something to
 * draw: samples of benchmark $3 (the sample key's prefix), or a
 * self-profile of test case $3, $4, $5 (self_profile's unique key), so
 * that a window or its thinning never spends a point on an artifact
 * without one. */
#define PERF_SQL_WINDOW_NEWEST(has)                                                                \
    "SELECT a.id, a.name, a.date FROM artifact a WHERE a.date <= $1 AND " has                      \
    " ORDER BY a.date DESC, a.id DESC LIMIT $2"
#define PERF_SQL_WINDOW_RANGE(has)                                                                 \
    "SELECT a.id, a.name, a.date FROM artifact a WHERE a.date <= $1 AND "                          \
    "a.date >= $2 AND " has " ORDER BY a.date, a.id"
#define PERF_SQL_HAS_SAMPLES                                                                       \
    "EXISTS (SELECT 1 FROM sample s WHERE s.artifact_id = a.id AND s.benchmark_id = $3)"
/* a scalar subquery (at most one row: the unique key), not EXISTS, which
 * PostgreSQL turns into a hash join over the test case's every
 * self-profile */
#define PERF_SQL_HAS_SELF_PROFILE                                                                  \
    "(SELECT p.id FROM self_profile p WHERE p.artifact_id = a.id AND "                             \
    "p.benchmark_id = $3 AND p.profile = $4 AND p.scenario = $5) IS NOT NULL"

/* history_window.c, a graph's date range: every artifact from $2 to $1
 * (artifact_date alone), then one probe of the sample key's prefix per
 * artifact it keeps: whether artifact $1 has samples of benchmark $2. An
 * EXISTS over the range (PERF_SQL_WINDOW_RANGE) probed every artifact of
 * it: 0.13 s at 2,000 artifacts, each probe a seek of its own in the
 * largest table. */
#define PERF_SQL_WINDOW_SPAN                                                                       \
    "SELECT a.id, a.date FROM artifact a WHERE a.date <= $1 AND "                                  \
    "a.date >= $2 ORDER BY a.date, a.id"
/* the name of a point of the span (artifact's primary key): the span reads
 * artifact_date alone, without a lookup of every row (a third of its time
 * at 4,400 artifacts) */
#define PERF_SQL_ARTIFACT_NAME "SELECT name FROM artifact WHERE id = $1"
#define PERF_SQL_HAS_SAMPLES_OF                                                                    \
    "SELECT 1 FROM sample s WHERE s.artifact_id = $1 AND s.benchmark_id = $2 LIMIT 1"

/* history.c: one artifact's ($1) samples of a benchmark ($2) and metric
 * ($3), a range of the sample table's primary key. */
#define PERF_SQL_BENCHMARK_HISTORY                                                                 \
    "SELECT profile, scenario, self_profiled, MIN(value), COUNT(*) FROM sample "                   \
    "WHERE artifact_id = $1 AND benchmark_id = $2 AND metric_id = $3 "                             \
    "GROUP BY profile, scenario, self_profiled"

/* history.c: one artifact's ($1) self-profile of a test case ($2 .. $4)
 * by its unique key, and its per-query block (query_block's primary key),
 * in which history.c finds the label. */
#define PERF_SQL_QUERY_HISTORY                                                                     \
    "SELECT p.unit, q.zstd FROM self_profile p "                                                   \
    "JOIN query_block q ON q.self_profile_id = p.id "                                              \
    "WHERE p.artifact_id = $1 AND p.benchmark_id = $2 AND p.profile = $3 "                         \
    "AND p.scenario = $4"

/* metrics.c: the metrics that have samples, and whether any is
 * self-profiled (an integer, not EXISTS's boolean, so both engines give
 * 0 or 1); each EXISTS one seek of sample_metric_artifact. */
#define PERF_SQL_METRICS                                                                           \
    "SELECT m.name, m.unit, CASE WHEN EXISTS (SELECT 1 FROM sample s "                             \
    "WHERE s.metric_id = m.id AND s.self_profiled = 1) THEN 1 ELSE 0 END "                         \
    "FROM metric m WHERE "                                                                         \
    "EXISTS (SELECT 1 FROM sample s WHERE s.metric_id = m.id)"

#endif
