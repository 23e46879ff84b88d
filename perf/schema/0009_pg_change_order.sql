-- selfprof-perf schema, migration 9: on PostgreSQL, the change log's seq
-- in commit order, so that `serve` can cache answers there too (issue 27).
--
-- Why: seq comes from a sequence, which hands out numbers when asked, not
-- when the asker commits. Two writers T1 (seq 11) and T2 (seq 12) may
-- commit T2 first; a reader then sees 12, remembers it, and never reads
-- 11 when it appears. So every writer of change_log takes the
-- transaction-scoped advisory lock 7340092717 (PERF_CHANGE_LOG_LOCK in
-- perf/store/change_log.h, which takes it for perf_change_note) before it
-- takes its seq. The lock is held until the writer's transaction ends,
-- and PostgreSQL releases it only after the commit is visible to new
-- snapshots; so a later seq is taken only after the earlier holder
-- committed (or rolled back, leaving a gap that means nothing), and a
-- snapshot that sees seq N sees every seq below N that will ever commit.
--
-- What it costs: writers that note are serialized from their first note
-- to their commit. The programs note last (perf_change_note just before
-- the commit: the collector's store, the import, prune); the triggers
-- below note where the catalog changes, which a queue or an import does
-- early in its transaction, but those are short. A deadlock this lock
-- takes part in (a writer holding it waits for a row another holds while
-- that one waits for the lock) is PostgreSQL's 40P01, which the collector
-- retries as any other deadlock (db.h's PERF_DB_BUSY).
--
-- SQLite needs nothing: its writers take turns for the whole transaction.
-- The key is the migration lock's (perf/db/migrate.c) plus one.

--@postgres
CREATE OR REPLACE FUNCTION selfprof_change_note() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    PERFORM pg_advisory_xact_lock(7340092717);
    INSERT INTO change_log (kind) VALUES (TG_ARGV[0]);
    RETURN NULL;
END $fn$;
--@end
