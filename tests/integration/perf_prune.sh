#!/bin/sh
# perf_prune.sh ENGINE: migration 3 and `selfprof-perf prune` on a real
# database of ENGINE (sqlite: a file; postgres: a database on the perf_pg
# fixture's server) with known contents.
#  - A database at schema version 2 (made from schema/0001 and 0002 by
#    hand, one raw profile in raw_profile.zstd) migrates: the raw profile
#    moves to raw_blob and `raw` gives it back byte for byte.
#  - Five artifacts (a release among them), two self-profiles each: a dry
#    run says what its rules drop and changes no row; --apply drops
#    exactly that (raw profiles of all but the newest and the release,
#    per-query rows before a date), keeps every aggregated row, `raw` says
#    a dropped profile was pruned, and the database shrinks on disk.
#  - Usage errors: no rule, --dry-run with --apply.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${TESTDATA:?}"
[ $# -eq 1 ] || { echo "usage: perf_prune.sh sqlite|postgres" >&2; exit 2; }
P=$SELFPROF_PERF
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-perf-prune.XXXXXX")
trap 'perf_engine_cleanup; rm -rf "$work"' EXIT
cd "$work"
fails=0
. "$SRCDIR/tests/integration/lib/perf_db.sh"
perf_engine_db "$1" perf_prune
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
d=$TESTDATA/rustc-1.95

# --- a version-2 database with one raw profile, migrated
if [ "$ENGINE" = postgres ]; then
    id='BIGSERIAL PRIMARY KEY' blob=BYTEA
else
    id='INTEGER PRIMARY KEY' blob=BLOB
fi
for m in 0001_init 0002_paired_runs; do
    # (a leading space: sqlite3 would read the first comment as an option)
    q " $(sed -e "s/@ID@/$id/g" -e "s/@BLOB@/$blob/g" "$SRCDIR/perf/schema/$m.sql")" >/dev/null \
        || fail "schema $m"
done
hex=$(zstd -q -c "$d/plain.mm_profdata" | od -An -v -tx1 | tr -d ' \n')
if [ "$ENGINE" = postgres ]; then bytes="decode('$hex', 'hex')"; else bytes="X'$hex'"; fi
size=$(wc -c <"$d/plain.mm_profdata")
q "INSERT INTO schema_version VALUES (1, 'x'), (2, 'x');
   INSERT INTO artifact (name, kind, compiler, version, date, added_at)
     VALUES ('old0', 'gcc', '/usr/bin/gcc', 'gcc 12', '2024-06-01', 'x');
   INSERT INTO benchmark (name, language, category, suite) VALUES ('tiny', 'rust', 'primary', '-');
   INSERT INTO self_profile (artifact_id, benchmark_id, profile, scenario, counter, unit,
     total_time, event_count, file_count) VALUES (1, 1, 'check', 'full', 'wall-time', 'ns', 1, 1, 1);
   INSERT INTO raw_profile VALUES (1, 'plain.mm_profdata', $size, $bytes);" >/dev/null \
    || fail "version-2 rows"
"$P" init >init.out 2>&1 || fail "init: $(cat init.out)"
grep -q "schema version [0-9]*, migrated from 2" init.out || fail "migration: $(cat init.out)"
[ "$(q "SELECT count(*) FROM raw_blob")" = 1 ] || fail "raw_blob after migration"
"$P" raw old0 tiny check full -o migrated.mm_profdata >/dev/null 2>&1 &&
    cmp -s migrated.mm_profdata "$d/plain.mm_profdata" || fail "raw after migration"

# --- known contents: old0 (above, its query rows added by import below),
# old1, the release 1.90.0, new1, new2; two test cases each
add() { "$P" artifact add "$1" --cc gcc --date "$2" >/dev/null || fail "add $1"; }
add old1 2025-01-01
add 1.90.0 2025-06-01
add new1 2026-01-01
add new2 2026-02-01
for a in old0 old1 1.90.0 new1 new2; do
    [ $a = old0 ] || "$P" import $a tiny check full "$d/plain.mm_profdata" >/dev/null ||
        fail "import $a check"
    "$P" import $a tiny debug full "$d/all-incr.mm_profdata" "$d/threads2.mm_profdata" \
        >/dev/null || fail "import $a debug"
done
q "INSERT INTO metric (name, unit) VALUES ('wall-time', 's');
   INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, iteration,
     self_profiled, value) SELECT id, 1, 'check', 'full', 1, 1, 0, 1.5 FROM artifact;" \
    >/dev/null || fail "samples"

per_artifact() { # per_artifact TABLE [COUNT]: "NAME COUNT" lines, every artifact
    q "SELECT a.name, (SELECT ${2:-count(*)} FROM $1 t JOIN self_profile s
       ON s.id = t.self_profile_id WHERE s.artifact_id = a.id) FROM artifact a ORDER BY a.name"
}
snapshot() { # "TABLE [ARTIFACT] ROWS" lines: per artifact where it can be
    for t in raw_blob raw_profile query_block artifact_size; do
        per_artifact $t | sed "s/^/$t /"
    done
    for t in artifact sample self_profile label schema_version; do
        echo "$t $(q "SELECT count(*) FROM $t")"
    done
}
snapshot >before
qrows() { # qrows ARTIFACT...: their per-query rows: the labels of their
    # blocks and their artifact sizes
    n=0
    for a in "$@"; do
        n=$((n + $(per_artifact query_block "COALESCE(SUM(t.labels), 0)" |
            awk -v a="$a" '$1 == a { print $2 }')))
        n=$((n + $(per_artifact artifact_size | awk -v a="$a" '$1 == a { print $2 }')))
    done
    echo $n
}
want_rows=$(qrows old0 old1 1.90.0)
[ "$want_rows" -gt 100 ] || fail "too few per-query rows to test ($want_rows)"

rules="--keep-raw-last 1 --keep-raw-releases --drop-queries-older-than 2025-12-01"
if [ "$ENGINE" = postgres ]; then
    # VACUUM FULL keeps the rows a running transaction of this database
    # may still see; the server's autovacuum, analyzing the tables just
    # filled, is one (under load its ANALYZE ran while the prune deleted,
    # and the database did not shrink). The check is of prune's vacuum,
    # so autovacuum stays off these tables and its workers are waited for.
    q "DO \$\$ DECLARE t text; BEGIN
         FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
           EXECUTE format('ALTER TABLE %I SET (autovacuum_enabled = false,
                           toast.autovacuum_enabled = false)', t);
         END LOOP; END \$\$" >/dev/null || fail "autovacuum off"
    n=0
    while [ "$(q "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()
                  AND backend_type = 'autovacuum worker'")" != 0 ] && [ $n -lt 60 ]; do
        sleep 1
        n=$((n + 1))
    done
fi
# shellcheck disable=SC2086
"$P" prune $rules --list >dry.out 2>&1 || fail "dry run: $(cat dry.out)"
snapshot >after-dry
cmp -s before after-dry || { fail "the dry run changed rows"; diff before after-dry; }
grep -q "dry run, nothing changes" dry.out || fail "dry run not said"
# raw profiles: old0 has 3 files, old1 and new1 3 each; 1.90.0 (release)
# and new2 (newest) are kept
grep -q "^raw profiles to drop: 9 files of 3 artifacts, " dry.out ||
    { fail "dry run raw line"; cat dry.out; }
grep -q "^per-query rows to drop: $want_rows rows of 3 artifacts\$" dry.out ||
    { fail "dry run rows line (want $want_rows)"; cat dry.out; }
grep -q "2026-01-01 new1: 3 raw files, 0 per-query rows" dry.out || fail "--list new1"
grep -q "1.90.0" dry.out && ! grep -q "1.90.0: [1-9]" dry.out || fail "--list 1.90.0"
[ "$(grep -c 'new2' dry.out)" = 0 ] || fail "--list names new2"
disk_before=$(sed -n 's/^database: \([0-9]*\) bytes.*/\1/p' dry.out)
[ "$ENGINE" != sqlite ] || file_before=$(wc -c <db.sqlite)

# shellcheck disable=SC2086
"$P" prune $rules --apply >apply.out 2>&1 || fail "apply: $(cat apply.out)"
grep -q "^raw profiles dropped: 9 files of 3 artifacts, " apply.out || fail "apply raw line"
grep -q "^per-query rows dropped: $want_rows rows of 3 artifacts\$" apply.out ||
    fail "apply rows line"
read -r b a <<EOT
$(sed -n 's/^database: \([0-9]*\) bytes before, \([0-9]*\) after.*/\1 \2/p' apply.out)
EOT
[ -n "${a:-}" ] && [ "$a" -lt "$b" ] || { fail "the database did not shrink"; cat apply.out; }
[ "$b" -ge "$disk_before" ] || fail "before: $b, dry run said $disk_before"
if [ "$ENGINE" = sqlite ]; then
    file_after=$(wc -c <db.sqlite)
    [ "$file_after" -lt "$file_before" ] || fail "db.sqlite: $file_before -> $file_after bytes"
fi
per_artifact raw_blob >raw_left
printf '1.90.0 3\nnew1 0\nnew2 3\nold0 0\nold1 0\n' | cmp -s - raw_left ||
    { fail "raw_blob left"; cat raw_left; }
per_artifact query_block >rows_left
awk '($1 == "new1" || $1 == "new2") != ($2 > 0) { bad = 1 } END { exit bad }' rows_left ||
    { fail "query_block left"; cat rows_left; }
snapshot >after
for t in artifact sample self_profile raw_profile label; do
    [ "$(grep "^$t " before)" = "$(grep "^$t " after)" ] || fail "$t changed"
done
st=0
"$P" raw old1 tiny check full -o gone.mm_profdata >raw.out 2>&1 || st=$?
[ "$st" = 1 ] && grep -q "was dropped by 'prune'" raw.out || fail "raw of a pruned profile"
"$P" raw new2 tiny check full -o kept.mm_profdata >/dev/null 2>&1 &&
    cmp -s kept.mm_profdata "$d/plain.mm_profdata" || fail "raw of a kept profile"

# Again: nothing left to drop.
# shellcheck disable=SC2086
"$P" prune $rules --apply >again.out 2>&1 || fail "again"
grep -q "^raw profiles dropped: 0 files of 0 artifacts" again.out || fail "second apply"

usage() { # usage ARGS...: exit 2
    st=0
    "$P" prune "$@" >/dev/null 2>&1 || st=$?
    [ "$st" = 2 ] || fail "prune $* exited $st"
}
usage
usage --keep-raw-last 1 --dry-run --apply
usage --keep-raw-last x
usage --keep-raw-releases --drop-queries-older-than 2025-01-01
"$P" prune --help | grep -q '^Usage: selfprof-perf prune' || fail "prune --help"
no_password dry.out apply.out raw.out

[ "$fails" -eq 0 ] || exit 1
echo "perf_prune $ENGINE: ok"
