-- selfprof-perf schema, migration 13: a test case's re-measured runs
-- found without reading every other's.
--
-- Why: `changes` makes each benchmark's history a chain of side-by-side
-- steps (perf/changes/drift.c) from the session minima of that benchmark
-- on one metric. session_sample's key starts with beside_id, so each
-- benchmark's query read the whole table: at 1,000 artifacts of 300 test
-- cases (2.7 million rows) that was most of `changes`' time.
CREATE INDEX session_sample_case ON session_sample (benchmark_id, metric_id);
