/* hot_queries.c — the list of hot_queries.h. The PostgreSQL values
 * (pg_args) name rows of pg_query_plans.c's HISTORY: artifact 1500 (one
 * of the self-profiled, every 20th; dated '2026-101500'), the newest
 * ('2026-110000'), benchmark 3, metric 1, self-profile 1500. */
#include "hot_queries.h"

#include "catalog/catalog_sql.h"
#include "report/report_sql.h"
#include "report/status.h"

const hot_query HOT_QUERIES[] = {
    {.name = "compare side",
     .sql = PERF_SQL_COMPARE_SIDE,
     .no_scan = {"sample"},
     .pg_indexes = {"sample_pkey|sample_metric_artifact"},
     .pg_args = "1500, 1"},
    {.name = "compare previous artifacts",
     .sql = PERF_SQL_PREVIOUS_ARTIFACTS,
     .no_scan = {"x", "s", "artifact", "sample"},
     .pg_indexes = {"artifact_date", "sample_metric_artifact|sample_pkey|sample_metric_self"},
     .pg_args = "'2026-101500', 1500, 1501, 1"},
    {.name = "compare history",
     .sql = PERF_SQL_COMPARE_HISTORY,
     .no_scan = {"sample"},
     .pg_indexes = {"sample_metric_artifact|sample_pkey"},
     .pg_args = "1, 1471, 1472, 1473, 1474, 1475, 1476, 1477, 1478, 1479, 1480, 1481, 1482, "
                "1483, 1484, 1485, 1486, 1487, 1488, 1489, 1490, 1491, 1492, 1493, 1494, 1495, "
                "1496, 1497, 1498, 1499, 1500, 0"},
    {.name = "detail block",
     .sql = PERF_SQL_DETAIL_BLOCK,
     .no_scan = {"query_block"},
     .pg_indexes = {"query_block_pkey"},
     .pg_args = "1500"},
    {.name = "graph window",
     .sql = PERF_SQL_WINDOW_NEWEST,
     .no_scan = {"artifact"},
     .pg_indexes = {"artifact_date"},
     .pg_args = "'2026-110000', 100"},
    {.name = "graph range",
     .sql = PERF_SQL_WINDOW_RANGE,
     .no_scan = {"artifact"},
     .pg_indexes = {"artifact_date"},
     .pg_args = "'2026-110000', '2026-109901'"},
    {.name = "benchmark history",
     .sql = PERF_SQL_BENCHMARK_HISTORY,
     .no_scan = {"sample"},
     .pg_indexes = {"sample_pkey|sample_metric_artifact"},
     .pg_args = "1500, 3, 1"},
    {.name = "query history",
     .sql = PERF_SQL_QUERY_HISTORY,
     .no_scan = {"p", "q", "self_profile", "query_block"},
     .pg_indexes = {"self_profile_artifact_id_benchmark_id_profile_scenario_key",
                    "query_block_pkey"},
     .pg_args = "1500, 3, 'check', 'full'"},
    {.name = "metrics",
     .sql = PERF_SQL_METRICS,
     .no_scan = {"s", "sample"},
     .pg_indexes = {"sample_metric_self"}},
    {.name = "status requests",
     .sql = PERF_STATUS_REQUESTS,
     .no_scan = {"job", "r"},
     .pg_indexes = {"job_state_request"}},
    {.name = "status jobs",
     .sql = PERF_STATUS_JOBS,
     .no_scan = {"job", "j"},
     .pg_indexes = {"job_state_request|job_state", "job_finished"},
     .pg_args = "50, 0"},
    {.name = "artifact list",
     .sql = PERF_SQL_ARTIFACT_SELECT PERF_SQL_ARTIFACT_ORDER,
     .no_scan = {"c", "sample"},
     .pg_may_scan = {"c"}},
    {.name = "artifact by name",
     .sql = PERF_SQL_ARTIFACT_SELECT "WHERE a.name = $1",
     .no_scan = {"a", "c", "sample"},
     .pg_indexes = {"artifact_name_key", "artifact_count_pkey"},
     .pg_args = "'a1500'"},
    {.name = "test cases", .sql = PERF_SQL_TEST_CASES, .no_scan = {"sample", "self_profile"}},
};

const size_t HOT_QUERY_COUNT = sizeof HOT_QUERIES / sizeof *HOT_QUERIES;
