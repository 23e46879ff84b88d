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

-- Self-profiled iterations per scenario, as `queue --self-profiles` asked
-- (NULL: 1). The first is stored whole (self_profile, query_row,
-- raw_profile); each further one adds its query self-times to query_time,
-- so that the detailed view can tell a query's change from its noise.
ALTER TABLE job ADD COLUMN self_profiles INTEGER;

-- The self time of each label in the further self-profiled iterations
-- (1, 2, ...; iteration 0 is query_row's) of a test case's self-profile.
CREATE TABLE query_time (
    self_profile_id BIGINT NOT NULL REFERENCES self_profile(id),
    iteration   INTEGER NOT NULL,
    label_id    BIGINT NOT NULL REFERENCES label(id),
    self_time   BIGINT NOT NULL,
    PRIMARY KEY (self_profile_id, iteration, label_id)
);
