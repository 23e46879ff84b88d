-- selfprof-perf schema, migration 8: one compressed block per self-profile
-- for its per-query data (issue 27, "a compact layout for per-query rows").
--
-- query_row (ten BIGINT figures per label) and query_time (the further
-- self-profiled runs' self time per label) cost about 62 bytes per label
-- and self-profile on SQLite and 220 on PostgreSQL: 7-20 MB per artifact of
-- 300 test cases, every one self-profiled. A block holds the same in a few
-- bytes per label: label ids delta-coded, the figures column by column as
-- varints, the further runs' self times as their difference to the first
-- run's, all zstd-compressed (perf/block/query_block.h says the bytes and
-- how a label absent from a further run reads: 0, as it did).
--
-- Every self-profile has its block (with no labels when its summary had
-- none); `selfprof-perf prune` drops the blocks of old artifacts. labels
-- and runs repeat the block's counts, so that prune can say how many
-- per-query rows it drops without decompressing anything.
CREATE TABLE query_block (
    self_profile_id BIGINT PRIMARY KEY REFERENCES self_profile(id),
    labels      INTEGER NOT NULL,       -- labels in the block
    runs        INTEGER NOT NULL,       -- further self-profiled runs in it
    zstd        @BLOB@ NOT NULL
);

-- The conversion runs here, in C (perf/db/migrate_blocks.c: the same
-- transaction as the lines above and below): every self-profile's
-- query_row and query_time rows become its block.
--@step
DROP INDEX query_row_label;
DROP TABLE query_time;
DROP TABLE query_row;
