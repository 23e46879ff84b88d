-- selfprof-perf schema, migration 6: what each commit touched, so that
-- `serve`'s answer cache drops only the answers a commit changed (issue 27,
-- "the answer cache invalidated only for what a commit touched").
--
-- One row per touch, in commit order on SQLite (its writers take turns),
-- which is the one engine whose answers serve caches:
--   kind 'results': the samples, self-profiles or their rows of artifact
--                   artifact_id (dated artifact_date then) changed: stored
--                   by a collector or an import, or dropped by prune;
--   kind 'lists':   something only the lists and the histories read
--                   changed: a new artifact, a new benchmark;
--   kind 'all':     anything else a cached answer may read (a new metric
--                   changes compare's default metric; a benchmark's
--                   category; a row edited or deleted by hand).
-- A kind serve does not know counts as 'all'. The writers of results call
-- perf_change_note (perf/store/change_log.c) in their transaction, which
-- also trims the log to its newest rows; the triggers below note the
-- catalog's rows, which are few, and the edits no program makes, so that
-- a change made by hand with sqlite3 is seen too (on SQLite a row each:
-- an edit of many rows notes as many, which the next writer's note trims;
-- PostgreSQL notes such edits once a statement). A reader whose last seen
-- seq was trimmed away cannot tell what changed and drops everything.
CREATE TABLE change_log (
    seq         @ID@,
    artifact_id BIGINT,                 -- no REFERENCES: the artifact may go
    artifact_date TEXT,                 -- its date when noted ('results')
    kind        TEXT NOT NULL
);

--@sqlite
CREATE TRIGGER artifact_change_new AFTER INSERT ON artifact BEGIN
    INSERT INTO change_log (kind) VALUES ('lists');
END;
CREATE TRIGGER artifact_change_edit AFTER UPDATE ON artifact BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER artifact_change_gone AFTER DELETE ON artifact BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER benchmark_change_new AFTER INSERT ON benchmark BEGIN
    INSERT INTO change_log (kind) VALUES ('lists');
END;
-- queue's upsert of every benchmark of the suite changes nothing, mostly
CREATE TRIGGER benchmark_change_edit AFTER UPDATE ON benchmark
    WHEN OLD.name IS NOT NEW.name OR OLD.language IS NOT NEW.language
      OR OLD.category IS NOT NEW.category OR OLD.suite IS NOT NEW.suite BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER benchmark_change_gone AFTER DELETE ON benchmark BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER metric_change_new AFTER INSERT ON metric BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER metric_change_edit AFTER UPDATE ON metric BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER metric_change_gone AFTER DELETE ON metric BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER sample_change_edit AFTER UPDATE ON sample BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER sample_change_gone AFTER DELETE ON sample BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER self_profile_change_edit AFTER UPDATE ON self_profile BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
CREATE TRIGGER self_profile_change_gone AFTER DELETE ON self_profile BEGIN
    INSERT INTO change_log (kind) VALUES ('all');
END;
--@end

--@postgres
-- TG_ARGV[0]: the kind noted
CREATE FUNCTION selfprof_change_note() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    INSERT INTO change_log (kind) VALUES (TG_ARGV[0]);
    RETURN NULL;
END $fn$;
-- inserts row by row: an upsert that inserts nothing notes nothing
CREATE TRIGGER artifact_change_new AFTER INSERT ON artifact
    FOR EACH ROW EXECUTE FUNCTION selfprof_change_note('lists');
CREATE TRIGGER artifact_change_edit AFTER UPDATE OR DELETE ON artifact
    FOR EACH STATEMENT EXECUTE FUNCTION selfprof_change_note('all');
CREATE TRIGGER benchmark_change_new AFTER INSERT ON benchmark
    FOR EACH ROW EXECUTE FUNCTION selfprof_change_note('lists');
CREATE TRIGGER benchmark_change_edit AFTER UPDATE ON benchmark
    FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
    EXECUTE FUNCTION selfprof_change_note('all');
CREATE TRIGGER benchmark_change_gone AFTER DELETE ON benchmark
    FOR EACH STATEMENT EXECUTE FUNCTION selfprof_change_note('all');
CREATE TRIGGER metric_change_new AFTER INSERT ON metric
    FOR EACH ROW EXECUTE FUNCTION selfprof_change_note('all');
CREATE TRIGGER metric_change_edit AFTER UPDATE OR DELETE ON metric
    FOR EACH STATEMENT EXECUTE FUNCTION selfprof_change_note('all');
CREATE TRIGGER sample_change_edit AFTER UPDATE OR DELETE ON sample
    FOR EACH STATEMENT EXECUTE FUNCTION selfprof_change_note('all');
CREATE TRIGGER self_profile_change_edit AFTER UPDATE OR DELETE ON self_profile
    FOR EACH STATEMENT EXECUTE FUNCTION selfprof_change_note('all');
--@end
