-- selfprof-perf schema, migration 10: every comparison measured side by
-- side, whenever its builds arrive (issue 34, "verdicts you can trust in a
-- continuous feed").
--
-- Why: an artifact's own samples (table sample) are measured once, in the
-- job that measured it, at one hour under one load. A build compared with
-- a base measured in another session sees the machine's drift between the
-- two hours as a change (on the 2-core VM the same compiler's CPU time
-- moved 20-25% between collections). So a build queued against a base
-- that already has results measures the base again beside it, iterations
-- interleaved as a pair, on the same collector; those runs of the base
-- are kept here, by the build they were measured beside, and compare
-- uses the newest session that holds both sides (perf/report/compare.c).

-- The base artifact this job measures again beside its own artifact (the
-- collector runs it as the job's in-memory partner: clean iterations
-- only), or NULL.
ALTER TABLE job ADD COLUMN remeasure_id BIGINT;

-- The clean runs of `artifact_id` measured again beside `beside_id`'s job
-- (one measurement session: the pair's runs alternate, A B, B A, ...).
-- Queued again, the pair replaces its rows. `collector`: the collector
-- that measured both (a pair never spans two machines).
CREATE TABLE session_sample (
    beside_id   BIGINT NOT NULL REFERENCES artifact(id),
    artifact_id BIGINT NOT NULL REFERENCES artifact(id),
    benchmark_id BIGINT NOT NULL REFERENCES benchmark(id),
    profile     TEXT NOT NULL,
    scenario    TEXT NOT NULL,
    metric_id   BIGINT NOT NULL REFERENCES metric(id),
    iteration   INTEGER NOT NULL,
    value       DOUBLE PRECISION NOT NULL,
    measured_at DOUBLE PRECISION,
    collector   TEXT,
    PRIMARY KEY (beside_id, artifact_id, metric_id, benchmark_id, profile, scenario, iteration)
);
-- The noise between sessions (compare's rule for builds measured apart):
-- the newest re-measured runs of a metric.
CREATE INDEX session_sample_metric ON session_sample (metric_id, measured_at);
