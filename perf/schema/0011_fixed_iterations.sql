-- selfprof-perf schema, migration 11: sequential stopping of paired jobs
-- (issue 34, "cost: time to a trustworthy verdict").
--
-- A pair of jobs stops a scenario's clean iterations once its interval
-- has decided (perf/stats/sequential.h); `queue --fixed-iterations` asks
-- for every iteration instead, the behaviour before this migration.
-- 1: every clean iteration runs; NULL or 0: a pair may stop early.
-- A job alone always runs every iteration.
ALTER TABLE job ADD COLUMN fixed_iterations INTEGER;
