#!/bin/sh
# Builds the large benchmark trace for the clang importer: a real
# -ftime-trace of a C++ file (all of the standard library headers, a few
# hundred template instantiations) at -ftime-trace-granularity=0 (~37 MB),
# with its events repeated on later timelines until the file holds about
# TARGET_MB (default 100) of JSON: real names, details and nesting, in
# clang's order.  Usage: make-clang-trace.sh OUTDIR [TARGET_MB].
# Prints the trace's path; reuses it when OUTDIR already holds one.
set -eu
out=$1
target_mb=${2:-100}
mkdir -p "$out"
trace="$out/clang-trace-${target_mb}mb.json"
if [ -s "$trace" ]; then
    echo "$trace"
    exit 0
fi
cat >"$out/clang_trace_source.cpp" <<'SRC'
#include <bits/stdc++.h>
template <int N> struct F {
    static int f() {
        std::vector<std::map<int, std::string>> v;
        v.resize(N);
        std::regex r("a+b");
        return (int)v.size() + F<N - 1>::f();
    }
};
template <> struct F<0> { static int f() { return 0; } };
int main() {
    std::unordered_map<std::string, std::set<double>> m;
    m["x"].insert(1.0);
    std::sort((int *)0, (int *)0);
    return F<200>::f() + (int)m.size();
}
SRC
clang++ -std=c++17 -O2 -ftime-trace -ftime-trace-granularity=0 \
    -c "$out/clang_trace_source.cpp" -o "$out/clang_trace_source.o" >&2
python3 - "$out/clang_trace_source.json" "$trace.tmp" "$target_mb" <<'PY'
import json, sys
src, dst, mb = sys.argv[1], sys.argv[2], int(sys.argv[3])
doc = json.load(open(src))
events = doc["traceEvents"]
real = lambda e: e["ph"] == "X" and not e["name"].startswith("Total ")
body = [e for e in events if real(e)]
tail = [e for e in events if not real(e)]
span = max(e["ts"] + e["dur"] for e in body) + 1
dump = lambda e: json.dumps(e, separators=(",", ":"), ensure_ascii=False)
with open(dst, "w", encoding="utf-8") as f:
    f.write('{"traceEvents":[')
    first, k, size = True, 0, 0
    while size < mb * 1000000:
        for e in body:
            e2 = dict(e, ts=e["ts"] + k * span)
            s = dump(e2)
            f.write(s if first else "," + s)
            size += len(s) + 1
            first = False
        k += 1
    for e in tail:
        f.write("," + dump(e))
    f.write('],"beginningOfTime":%d}' % doc["beginningOfTime"])
PY
mv "$trace.tmp" "$trace"
echo "$trace"
