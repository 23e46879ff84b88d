#!/bin/sh
# Every patch of the shipped suite applies, in order and cumulatively, to a
# copy of its benchmark's sources as the runner makes it (the newest
# NAME-VERSION of Debian's registry for "debian:NAME"), with the runner's
# `patch -p1 -N`; and every Rust benchmark's touch_file (default
# src/lib.rs) exists in its sources. Fails naming the benchmark and patch
# when a Debian update moved the patched lines.
set -eu
: "${SRCDIR:?}"
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-patches.XXXXXX")
trap 'rm -rf "$work"' EXIT
reg=${SELFPROF_PERF_CRATE_REGISTRY:-/usr/share/cargo/registry}
fails=0 passed=0
# One line per benchmark: NAME LANGUAGE SOURCE TOUCH_FILE (one python3 for
# all: its start-up is slow on a loaded machine).
python3 -c '
import json, os, sys
root = sys.argv[1]
for b in sorted(os.listdir(root)):
    f = os.path.join(root, b, "perf-config.json")
    if not os.path.isfile(f):
        continue
    d = json.load(open(f))
    touch = d.get("touch_file", "src/main.rs" if d.get("artifact") == "binary" else "src/lib.rs")
    print(b, d.get("language", "rust"), d.get("source", "-"), touch)
' "$SRCDIR/perf/benchmarks" >"$work/configs"
while read -r b lang source touch; do
    dir=$SRCDIR/perf/benchmarks/$b
    [ "$source" = - ] && source=
    case $source in
    debian:*) src=$(ls -d "$reg/${source#debian:}"-[0-9]* 2>/dev/null | sort -V | tail -n 1) ;;
    /*) src=$source ;;
    "") src=$dir ;;
    *) src=$dir/$source ;;
    esac
    [ -n "$src" ] && [ -d "$src" ] || { echo "FAIL: $b: source $source not found"; fails=$((fails + 1)); continue; }
    [ "$lang" = rust ] || continue
    [ -f "$src/$touch" ] || { echo "FAIL: $b: touch_file $touch not in $src"; fails=$((fails + 1)); }
    # A copy of the files the patches change (not the whole crate: fast).
    rm -rf "$work/src-$b"
    mkdir -p "$work/src-$b"
    for f in $(sed -n 's|^+++ b/\([^	]*\).*|\1|p' "$dir"/*.patch 2>/dev/null | sort -u); do
        mkdir -p "$(dirname "$work/src-$b/$f")"
        cp -L "$src/$f" "$work/src-$b/$f" 2>/dev/null || true
    done
    n=0
    for p in $(ls "$dir" | grep '^[0-9][0-9]*-.*\.patch$' | sort -n); do
        if (cd "$work/src-$b" && patch -p1 -N -s -i "$dir/$p" >"$work/patch.out" 2>&1); then
            n=$((n + 1))
        else
            echo "FAIL: $b: $p does not apply to $src: $(cat "$work/patch.out")"
            fails=$((fails + 1))
        fi
    done
    passed=$((passed + 1))
    echo "ok $b: $n patches apply to $(basename "$src")"
done <"$work/configs"
echo "$passed passed, $fails failed"
[ "$fails" -eq 0 ]
