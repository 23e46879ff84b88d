-- selfprof-perf schema, migration 5: /api/metrics (report_sql.h,
-- PERF_SQL_METRICS) searches an index on PostgreSQL too (issue 27).
--
-- Its two EXISTS per metric (any sample; any self-profiled sample) are
-- one seek each of sample_metric_artifact on SQLite. PostgreSQL's planner
-- does not take that index (it holds every sample's key and value, so it
-- is as large as the table): it read sample_case whole for the first
-- EXISTS (metric_id is its last column) and the sample table itself for
-- the second, which reads every sample when a metric has no self-profiled
-- one. This index is small (few keys, which PostgreSQL's B-tree
-- deduplicates) and answers both EXISTS by a seek;
-- tests/perf/pg_query_plans.c checks that the plan uses it. SQLite needs
-- none, so it gets none.

--@postgres
CREATE INDEX sample_metric_self ON sample (metric_id, self_profiled);
--@end
