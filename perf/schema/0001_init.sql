-- selfprof-perf schema, migration 1. One text for SQLite and PostgreSQL:
-- the migration runner replaces @ID@ by the engine's auto-increment
-- primary key ("INTEGER PRIMARY KEY" on SQLite, "BIGSERIAL PRIMARY KEY" on
-- PostgreSQL) and @BLOB@ by "BLOB" / "BYTEA". Times are Unix seconds
-- (BIGINT) in the queue tables and ISO 8601 UTC text where a person reads
-- them; durations in the report tables are in the profile's counter unit
-- (nanoseconds for wall time) and sample values in the unit of their
-- metric (see the metric table).

CREATE TABLE schema_version (
    version     INTEGER NOT NULL,
    applied_at  TEXT NOT NULL
);

-- A compiler build under a name (a commit, a release, a local build).
CREATE TABLE artifact (
    id          @ID@,
    name        TEXT NOT NULL UNIQUE,
    kind        TEXT NOT NULL,          -- 'rustc' | 'gcc' | 'clang'
    compiler    TEXT NOT NULL,          -- absolute path of rustc / gcc / clang
    cargo       TEXT,                   -- absolute path of the cargo that drives it (rustc only)
    version     TEXT NOT NULL,          -- `rustc -vV` / `gcc --version` first line
    date        TEXT NOT NULL,          -- ISO 8601; orders the history
    parent_id   BIGINT REFERENCES artifact(id),
    added_at    TEXT NOT NULL
);

-- A benchmark as last seen in a suite (name is the directory name).
CREATE TABLE benchmark (
    id          @ID@,
    name        TEXT NOT NULL UNIQUE,
    language    TEXT NOT NULL,          -- 'rust' | 'c'
    category    TEXT NOT NULL,          -- 'primary' | 'secondary' | 'stable'
    suite       TEXT NOT NULL           -- the suite directory it came from
);

-- A metric name and its unit, e.g. ('wall-time','s'), ('cpu-time','s'),
-- ('max-rss','KiB'), ('instructions:u','instructions'),
-- ('size:linked_artifact','bytes'), ('self-profile-overhead','%').
CREATE TABLE metric (
    id          @ID@,
    name        TEXT NOT NULL UNIQUE,
    unit        TEXT NOT NULL
);

-- `queue B --base A`: one request, many jobs.
CREATE TABLE request (
    id          @ID@,
    artifact_id BIGINT NOT NULL REFERENCES artifact(id),
    base_id     BIGINT REFERENCES artifact(id),
    suite       TEXT NOT NULL,
    iterations  INTEGER NOT NULL,
    created_at  BIGINT NOT NULL
);

-- One job = one artifact x benchmark x profile, all its scenarios in
-- order (incr-patched needs the incremental directory of incr-full), all
-- iterations plus the self-profiled one. Claimed with FOR UPDATE SKIP
-- LOCKED (PostgreSQL) or BEGIN IMMEDIATE (SQLite) under a lease that the
-- collector's heartbeat renews; a job whose lease expired is claimable
-- again. state: 'queued' | 'running' | 'done' | 'failed'.
CREATE TABLE job (
    id          @ID@,
    request_id  BIGINT NOT NULL REFERENCES request(id),
    artifact_id BIGINT NOT NULL REFERENCES artifact(id),
    benchmark_id BIGINT NOT NULL REFERENCES benchmark(id),
    profile     TEXT NOT NULL,          -- 'check' | 'debug' | 'opt'
    scenarios   TEXT NOT NULL,          -- comma-separated, in run order
    iterations  INTEGER NOT NULL,
    state       TEXT NOT NULL,
    collector   TEXT,                   -- who holds or last held it
    lease_until BIGINT,                 -- Unix seconds; NULL unless running
    tries       INTEGER NOT NULL DEFAULT 0,
    error       TEXT,                   -- last failure: message and stderr tail
    queued_at   BIGINT NOT NULL,
    started_at  BIGINT,
    finished_at BIGINT,
    UNIQUE (artifact_id, benchmark_id, profile)
);

CREATE TABLE collector (
    name        TEXT PRIMARY KEY,
    host        TEXT NOT NULL,
    pid         BIGINT NOT NULL,
    started_at  BIGINT NOT NULL,
    last_heartbeat BIGINT NOT NULL,
    job_id      BIGINT                  -- the job it runs now, or NULL
);

-- A test case: artifact x benchmark x profile x scenario. Every sample of
-- every iteration is kept (rustc-perf keeps one row per collection too);
-- the comparison uses the minimum over the clean iterations.
-- self_profiled = 1 for the extra iteration run with self-profiling: its
-- timings are kept apart and give the self-profiling overhead.
CREATE TABLE sample (
    artifact_id BIGINT NOT NULL REFERENCES artifact(id),
    benchmark_id BIGINT NOT NULL REFERENCES benchmark(id),
    profile     TEXT NOT NULL,
    scenario    TEXT NOT NULL,          -- 'full' | 'incr-full' | 'incr-unchanged' | 'incr-patched: NAME'
    metric_id   BIGINT NOT NULL REFERENCES metric(id),
    iteration   INTEGER NOT NULL,       -- 1..N; the self-profiled one is 0
    self_profiled INTEGER NOT NULL,     -- 0 | 1
    value       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (artifact_id, benchmark_id, profile, scenario, metric_id, iteration)
);

-- The aggregated self-profile of one test case, computed with libselfprof
-- at collection time (selfprof summarize of the leaf crate's profile).
CREATE TABLE self_profile (
    id          @ID@,
    artifact_id BIGINT NOT NULL REFERENCES artifact(id),
    benchmark_id BIGINT NOT NULL REFERENCES benchmark(id),
    profile     TEXT NOT NULL,
    scenario    TEXT NOT NULL,
    counter     TEXT NOT NULL,          -- the profile's counter, e.g. 'wall-time'
    unit        TEXT NOT NULL,          -- its unit, e.g. 'ns'
    total_time  BIGINT NOT NULL,        -- summary total_time (sum of thread spans)
    untracked_time BIGINT,              -- time covered by no interval event, when known
    event_count BIGINT NOT NULL,
    file_count  INTEGER NOT NULL,
    UNIQUE (artifact_id, benchmark_id, profile, scenario)
);

-- Labels interned once for all profiles (a syn profile has ~3,000).
CREATE TABLE label (
    id          @ID@,
    name        TEXT NOT NULL UNIQUE
);

-- One row per summary row (selfprof_summary_row), label for label.
CREATE TABLE query_row (
    self_profile_id BIGINT NOT NULL REFERENCES self_profile(id),
    label_id    BIGINT NOT NULL REFERENCES label(id),
    self_time   BIGINT NOT NULL,
    time        BIGINT NOT NULL,        -- inclusive
    blocked_time BIGINT NOT NULL,
    blocked_count BIGINT NOT NULL,
    incremental_load_time BIGINT NOT NULL,
    incremental_load_count BIGINT NOT NULL,
    incremental_hashing_time BIGINT NOT NULL,
    invocation_count BIGINT NOT NULL,
    number_of_cache_misses BIGINT NOT NULL,
    number_of_cache_hits BIGINT NOT NULL,
    PRIMARY KEY (self_profile_id, label_id)
);

-- Artifact sizes of the self-profile, paired by label (never by position).
CREATE TABLE artifact_size (
    self_profile_id BIGINT NOT NULL REFERENCES self_profile(id),
    label_id    BIGINT NOT NULL REFERENCES label(id),
    value       BIGINT NOT NULL,
    PRIMARY KEY (self_profile_id, label_id)
);

-- The raw .mm_profdata file(s) of the self-profile, zstd-compressed.
CREATE TABLE raw_profile (
    self_profile_id BIGINT NOT NULL REFERENCES self_profile(id),
    file_name   TEXT NOT NULL,
    raw_size    BIGINT NOT NULL,
    zstd        @BLOB@ NOT NULL,
    PRIMARY KEY (self_profile_id, file_name)
);

CREATE INDEX sample_case ON sample (benchmark_id, profile, scenario, metric_id);
CREATE INDEX job_state ON job (state, lease_until);
CREATE INDEX query_row_label ON query_row (label_id);
-- compare's history: one metric of up to 30 artifacts, read from the index
-- alone (a covering index, in GROUP BY order; without it the history read
-- every metric's rows from the table, 270 ms for 300 test cases).
CREATE INDEX sample_metric_artifact ON sample (metric_id, artifact_id, benchmark_id, profile,
                                               scenario, self_profiled, value);
