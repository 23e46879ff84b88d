-- selfprof-perf schema, migration 2: measuring two artifacts side by side
-- and the order of every sample (issue "verdicts you can trust").

-- A job of B queued with base A is linked to A's job of the same
-- benchmark and profile: a collector claims the two together and runs
-- their iterations interleaved (A B B A A B ...), so a slow change of the
-- machine's load hits both sides alike. NULL: the job runs alone.
ALTER TABLE job ADD COLUMN pair_job_id BIGINT;

-- Extra metrics that cost a run of their own, comma-separated, as
-- `queue --metrics` asked: 'instructions' (cachegrind's Ir count of the
-- compiler process). NULL: none.
ALTER TABLE job ADD COLUMN metrics TEXT;

-- When the sample was measured (Unix seconds, fractional; the end of the
-- run): the order of the runs of a comparison, kept with the samples.
-- NULL for samples stored before this migration.
ALTER TABLE sample ADD COLUMN measured_at DOUBLE PRECISION;
