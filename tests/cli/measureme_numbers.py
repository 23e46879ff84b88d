#!/usr/bin/env python3
"""measureme_numbers.py — `selfprof summarize --json` against the numbers
measureme 12.0.3 gives for the shared test files, as stated in
$TESTDATA/rustc-1.95/README.md and docs/measureme-reference.md
section 9.1.

    measureme_numbers.py NAME JSON-FILE      (NAME: plain, all-incr, threads2, v8, v9)

Exits 1 and lists the differences when a number is off.
"""
import json
import sys

# Sums over all rows, as the READMEs list them ("Σ..."), in nanoseconds/counts.
EXPECTED = {
    "plain": dict(
        rows=368, total_time=387527264, self_time=331140596, time=901677410,
        number_of_cache_hits=3650, invocation_count=2235, blocked_time=0,
        incremental_load_time=0, incremental_hashing_time=0,
        top=[("LLVM_passes", dict(self_time=64182240)),
             ("LLVM_module_codegen_emit_obj", dict(self_time=41785433)),
             ("codegen_crate", dict(self_time=31884839, time=43625521))],
        artifacts=dict(cgu_instructions=32, codegen_unit_size_estimate=23,
                       crate_metadata=2684, linked_artifact=11160, object_file=7528)),
    "all-incr": dict(
        rows=316, total_time=256062599, self_time=196745261, time=420557968,
        number_of_cache_hits=1919, invocation_count=855, number_of_cache_misses=828,
        blocked_time=0, incremental_load_time=308804, incremental_hashing_time=1459553,
        rows_with=dict(number_of_cache_hits=103, incremental_load_time=29,
                       incremental_hashing_time=122),
        top=[("LLVM_passes", dict(self_time=32796266)),
             ("codegen_crate", dict(self_time=27482255)),
             ("finish_ongoing_codegen", dict(self_time=21437589))],
        rows_named={"crate_name": dict(time=0, invocation_count=0, number_of_cache_hits=59),
                    "def_kind": dict(number_of_cache_hits=404)},
        # crate_name's self time is printed by measureme as 801.30µs
        self_time_range={"crate_name": (801295, 801305)},
        artifacts=dict(cgu_instructions=2, codegen_unit_size_estimate=2, crate_metadata=1903,
                       dep_graph=18047, linked_artifact=6704, object_file=3848,
                       query_cache=3262, work_product_index=176)),
    "threads2": dict(
        rows=369, total_time=634643489, self_time=355551832, time=1029238254,
        number_of_cache_hits=3667, invocation_count=2236, blocked_time=9456653,
        rows_named={"trait_impls_of": dict(invocation_count=5, number_of_cache_hits=6,
                                           blocked_time=9456653)}),
    "v8": dict(
        rows=250, total_time=944105200, self_time=911223600, time=4118787100,
        invocation_count=8687, incremental_hashing_time=96362000, number_of_cache_hits=0,
        blocked_time=0, incremental_load_time=0,
        top=[("expand_crate", dict(self_time=110808800, time=173603900)),
             ("metadata_decode_entry_item_children",
              dict(self_time=95688700, invocation_count=903)),
             ("metadata_register_crate", dict(self_time=57832100, invocation_count=19))],
        artifacts={}),
    "v9": dict(
        rows=379, total_time=75857531, self_time=75656085, time=277595449,
        invocation_count=7002, incremental_hashing_time=1246969,
        top=[("run_linker", dict(self_time=44752438)),
             ("LLVM_module_codegen_emit_obj", dict(self_time=8900390, invocation_count=7)),
             ("LLVM_passes", dict(self_time=5146910))],
        artifacts=dict(cgu_instructions=122, codegen_unit_size_estimate=69, dep_graph=72852,
                       linked_artifact=492272, object_file=36552, query_cache=7229,
                       work_product_index=393)),
}

# measureme's summarize --json fields (spec 7.5); selfprof may add more.
DURATIONS = ("time", "self_time", "blocked_time", "incremental_load_time",
             "incremental_hashing_time")
COUNTS = ("number_of_cache_misses", "number_of_cache_hits", "invocation_count")


def main(name, path):
    exp = EXPECTED[name]
    with open(path) as f:
        doc = json.load(f)
    bad = []

    def expect(what, got, want):
        if got != want:
            bad.append("%s: %s = %r, measureme %r" % (name, what, got, want))

    def ns(d):
        if set(d) != {"secs", "nanos"} or not 0 <= d["nanos"] < 10**9:
            bad.append("%s: bad duration %r" % (name, d))
        return d["secs"] * 10**9 + d["nanos"]

    rows = {}
    for r in doc["query_data"]:
        missing = [k for k in ("label",) + DURATIONS + COUNTS if k not in r]
        if missing:
            bad.append("%s: row %r lacks %s" % (name, r.get("label"), missing))
            continue
        rows[r["label"]] = {k: ns(r[k]) for k in DURATIONS}
        rows[r["label"]].update({k: r[k] for k in COUNTS})
    expect("rows", len(rows), exp["rows"])
    expect("total_time", ns(doc["total_time"]), exp["total_time"])
    for k in DURATIONS + COUNTS:
        if k in exp:
            expect("Σ" + k, sum(r[k] for r in rows.values()), exp[k])
    for k, n in exp.get("rows_with", {}).items():
        expect("rows with %s > 0" % k, sum(1 for r in rows.values() if r[k] > 0), n)
    by_self = sorted(rows.items(), key=lambda kv: -kv[1]["self_time"])
    for i, (label, fields) in enumerate(exp.get("top", [])):
        expect("row %d by self time" % (i + 1), by_self[i][0], label)
        for k, v in fields.items():
            expect("%s.%s" % (label, k), rows.get(label, {}).get(k), v)
    for label, fields in exp.get("rows_named", {}).items():
        for k, v in fields.items():
            expect("%s.%s" % (label, k), rows.get(label, {}).get(k), v)
    for label, (lo, hi) in exp.get("self_time_range", {}).items():
        got = rows.get(label, {}).get("self_time", -1)
        if not lo <= got <= hi:
            bad.append("%s: %s.self_time %d not in [%d, %d]" % (name, label, got, lo, hi))
    if "artifacts" in exp:
        labels = [a["label"] for a in doc["artifact_sizes"]]
        expect("artifact order", labels, sorted(labels))
        expect("artifact_sizes", {a["label"]: a["value"] for a in doc["artifact_sizes"]},
               exp["artifacts"])
    for b in bad:
        print("FAIL:", b)
    if not bad:
        print("ok %s: measureme's numbers" % name)
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in EXPECTED:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
