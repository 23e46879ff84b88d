-- selfprof-perf schema, migration 7: PostgreSQL keeps migration 4's
-- counts (artifact_count, test_case) once a statement instead of once a
-- row.
--
-- Migration 4's row triggers ran an UPDATE of the artifact's one
-- artifact_count row and an INSERT .. ON CONFLICT into test_case for every
-- sample: a store of 3,600 samples in one statement made 3,600 versions of
-- that row and 3,600 conflict checks, most of the statement's time (the
-- synthetic history of bench/perf_scale_gen wrote 1.8 artifacts a second).
-- A statement trigger sees the statement's rows as a transition table and
-- adds them up in two statements, whatever their number. SQLite has no
-- transition tables; its row triggers cost a B-tree seek each and stay.
-- Transition tables take one event per trigger, hence a trigger for each.

--@postgres
DROP TRIGGER sample_count ON sample;
DROP TRIGGER self_profile_count ON self_profile;
DROP FUNCTION selfprof_count_rows();

-- TG_ARGV[0]: the counted column, 'samples' or 'self_profiles'. Inserted
-- rows add their test cases too; deleted rows leave them (as before: a
-- test case, once seen, stays listed).
CREATE FUNCTION selfprof_count_added() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    EXECUTE format('UPDATE artifact_count c SET %I = c.%I + n.k FROM '
                   '(SELECT artifact_id, count(*) AS k FROM added GROUP BY artifact_id) n '
                   'WHERE c.artifact_id = n.artifact_id', TG_ARGV[0], TG_ARGV[0]);
    INSERT INTO test_case SELECT DISTINCT benchmark_id, profile, scenario FROM added
        ON CONFLICT DO NOTHING;
    RETURN NULL;
END $fn$;
CREATE FUNCTION selfprof_count_removed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    EXECUTE format('UPDATE artifact_count c SET %I = c.%I - n.k FROM '
                   '(SELECT artifact_id, count(*) AS k FROM removed GROUP BY artifact_id) n '
                   'WHERE c.artifact_id = n.artifact_id', TG_ARGV[0], TG_ARGV[0]);
    RETURN NULL;
END $fn$;
CREATE TRIGGER sample_count_added AFTER INSERT ON sample REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION selfprof_count_added('samples');
CREATE TRIGGER sample_count_removed AFTER DELETE ON sample REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION selfprof_count_removed('samples');
CREATE TRIGGER self_profile_count_added AFTER INSERT ON self_profile
    REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION selfprof_count_added('self_profiles');
CREATE TRIGGER self_profile_count_removed AFTER DELETE ON self_profile
    REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION selfprof_count_removed('self_profiles');
--@end
