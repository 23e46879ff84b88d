-- selfprof-perf schema, migration 4: every page costs the same at 10,000
-- artifacts as at 30 (issue 27, "flat with history"). What each index is
-- for is said beside it; tests/perf/explain_plans.c EXPLAINs the queries
-- that need them and fails when one scans sample, query_row or job.
--
-- Lines between "--@sqlite" and "--@end" (or "--@postgres" and "--@end")
-- are for that engine alone (migrate.c): the triggers below are the one
-- thing the two engines cannot say alike.

-- The graphs' and compare's history windows: the newest artifacts by
-- date, and the artifacts before A, walked backwards on an index instead
-- of sorting the whole table.
CREATE INDEX artifact_date ON artifact (date, id);

-- status: a request's jobs counted by state; the requests that have
-- running or queued jobs (covering, so that the planner never prefers
-- reading all of job_request_state: its statistics cannot tell that few
-- jobs are queued among millions done); the last finished jobs.
CREATE INDEX job_request_state ON job (request_id, state);
CREATE INDEX job_state_request ON job (state, request_id);
CREATE INDEX job_finished ON job (finished_at, id);

-- The test cases that have samples or a self-profile (/api/benchmarks),
-- kept by the triggers below at store time instead of a DISTINCT over
-- every sample.
CREATE TABLE test_case (
    benchmark_id BIGINT NOT NULL REFERENCES benchmark(id),
    profile     TEXT NOT NULL,
    scenario    TEXT NOT NULL,
    PRIMARY KEY (benchmark_id, profile, scenario)
);
INSERT INTO test_case (benchmark_id, profile, scenario)
    SELECT benchmark_id, profile, scenario FROM sample
    UNION SELECT benchmark_id, profile, scenario FROM self_profile;

-- Samples and self-profiles per artifact (/api/artifacts), kept by the
-- triggers below instead of two count(*) per artifact.
CREATE TABLE artifact_count (
    artifact_id BIGINT PRIMARY KEY REFERENCES artifact(id),
    samples     BIGINT NOT NULL,
    self_profiles BIGINT NOT NULL
);
INSERT INTO artifact_count (artifact_id, samples, self_profiles)
    SELECT a.id, COALESCE(s.n, 0), COALESCE(p.n, 0) FROM artifact a
    LEFT JOIN (SELECT artifact_id, count(*) AS n FROM sample GROUP BY artifact_id) s
        ON s.artifact_id = a.id
    LEFT JOIN (SELECT artifact_id, count(*) AS n FROM self_profile GROUP BY artifact_id) p
        ON p.artifact_id = a.id;

--@sqlite
CREATE TRIGGER artifact_count_new AFTER INSERT ON artifact BEGIN
    INSERT OR IGNORE INTO artifact_count VALUES (NEW.id, 0, 0);
END;
CREATE TRIGGER artifact_count_gone BEFORE DELETE ON artifact BEGIN
    DELETE FROM artifact_count WHERE artifact_id = OLD.id;
END;
CREATE TRIGGER sample_count_add AFTER INSERT ON sample BEGIN
    UPDATE artifact_count SET samples = samples + 1 WHERE artifact_id = NEW.artifact_id;
    INSERT OR IGNORE INTO test_case VALUES (NEW.benchmark_id, NEW.profile, NEW.scenario);
END;
CREATE TRIGGER sample_count_drop AFTER DELETE ON sample BEGIN
    UPDATE artifact_count SET samples = samples - 1 WHERE artifact_id = OLD.artifact_id;
END;
CREATE TRIGGER self_profile_count_add AFTER INSERT ON self_profile BEGIN
    UPDATE artifact_count SET self_profiles = self_profiles + 1
        WHERE artifact_id = NEW.artifact_id;
    INSERT OR IGNORE INTO test_case VALUES (NEW.benchmark_id, NEW.profile, NEW.scenario);
END;
CREATE TRIGGER self_profile_count_drop AFTER DELETE ON self_profile BEGIN
    UPDATE artifact_count SET self_profiles = self_profiles - 1
        WHERE artifact_id = OLD.artifact_id;
END;
--@end

--@postgres
CREATE FUNCTION selfprof_artifact_count() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO artifact_count VALUES (NEW.id, 0, 0) ON CONFLICT DO NOTHING;
        RETURN NEW;
    END IF;
    DELETE FROM artifact_count WHERE artifact_id = OLD.id;
    RETURN OLD;
END $fn$;
CREATE TRIGGER artifact_count_keep AFTER INSERT ON artifact
    FOR EACH ROW EXECUTE FUNCTION selfprof_artifact_count();
CREATE TRIGGER artifact_count_gone BEFORE DELETE ON artifact
    FOR EACH ROW EXECUTE FUNCTION selfprof_artifact_count();
-- TG_ARGV[0]: the counted column, 'samples' or 'self_profiles'
CREATE FUNCTION selfprof_count_rows() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF TG_OP = 'INSERT' THEN
        EXECUTE format('UPDATE artifact_count SET %I = %I + 1 WHERE artifact_id = $1',
                       TG_ARGV[0], TG_ARGV[0]) USING NEW.artifact_id;
        INSERT INTO test_case VALUES (NEW.benchmark_id, NEW.profile, NEW.scenario)
            ON CONFLICT DO NOTHING;
    ELSE
        EXECUTE format('UPDATE artifact_count SET %I = %I - 1 WHERE artifact_id = $1',
                       TG_ARGV[0], TG_ARGV[0]) USING OLD.artifact_id;
    END IF;
    RETURN NULL;
END $fn$;
CREATE TRIGGER sample_count AFTER INSERT OR DELETE ON sample
    FOR EACH ROW EXECUTE FUNCTION selfprof_count_rows('samples');
CREATE TRIGGER self_profile_count AFTER INSERT OR DELETE ON self_profile
    FOR EACH ROW EXECUTE FUNCTION selfprof_count_rows('self_profiles');
--@end
