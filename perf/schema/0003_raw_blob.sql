-- selfprof-perf schema, migration 3: raw profiles in a table of their own
-- (issue 27, "Storage that fits years").
--
-- The compressed bytes of a raw profile are about 0.5 MB each, hundreds of
-- times its summary rows: they leave raw_profile, which keeps the file's
-- name and size for good, for raw_blob, which `selfprof-perf prune` empties
-- by the operator's rules. A raw_profile row without its raw_blob row is a
-- raw profile that retention dropped; the rows of the row tables never
-- hold the bytes, so the tables that every page reads stay small, and
-- PostgreSQL's VACUUM FULL of raw_blob alone (after a prune) locks nothing
-- a page reads but the raw download.
CREATE TABLE raw_blob (
    self_profile_id BIGINT NOT NULL REFERENCES self_profile(id),
    file_name   TEXT NOT NULL,
    zstd        @BLOB@ NOT NULL,
    PRIMARY KEY (self_profile_id, file_name)
);

INSERT INTO raw_blob (self_profile_id, file_name, zstd)
    SELECT self_profile_id, file_name, zstd FROM raw_profile;

-- SQLite 3.35 or later drops a column in place (the space comes back with
-- the next VACUUM, which `prune --apply` runs).
ALTER TABLE raw_profile DROP COLUMN zstd;
