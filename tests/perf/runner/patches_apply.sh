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
for dir in "$SRCDIR"/perf/benchmarks/*/; do
    b=$(basename "$dir")
    eval "$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print("lang=%s source=%s touch=%s" % (d.get("language", "rust"), d.get("source", ""),
      d.get("touch_file", "src/main.rs" if d.get("artifact") == "binary" else "src/lib.rs")))
' "$dir/perf-config.json")"
    case $source in
    debian:*) src=$(ls -d "$reg/${source#debian:}"-[0-9]* 2>/dev/null | sort -V | tail -n 1) ;;
    /*) src=$source ;;
    "") src=$dir ;;
    *) src=$dir/$source ;;
    esac
    [ -n "$src" ] && [ -d "$src" ] || { echo "FAIL: $b: source $source not found"; fails=$((fails + 1)); continue; }
    [ "$lang" = rust ] || continue
    rm -rf "$work/src-$b"
    cp -RL "$src" "$work/src-$b"
    [ -f "$work/src-$b/$touch" ] || { echo "FAIL: $b: touch_file $touch not in $src"; fails=$((fails + 1)); }
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
done
echo "$passed passed, $fails failed"
[ "$fails" -eq 0 ]
