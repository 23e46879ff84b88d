-- selfprof-perf schema, migration 12: what status says of a collector
-- (issue 35): running a job, idle, past its lease, or gone.
--
-- lease: the collector's --lease in seconds, set when it registers. Its
-- heartbeat comes every third of it, so a collector silent for longer
-- than its lease is hung, stopped (SIGSTOP) or dead: status marks it
-- "past its lease". NULL for a collector registered before this
-- migration (status then takes collect's default, 300 s).
-- stopped_at: when the collector exited by itself (stopped by a signal,
-- or the queue empty with --until-empty); NULL while it runs, and again
-- when a collector of that name registers. Status marks it "gone" at
-- once instead of listing it as idle until its heartbeat grows old.
ALTER TABLE collector ADD COLUMN lease BIGINT;
ALTER TABLE collector ADD COLUMN stopped_at BIGINT;
