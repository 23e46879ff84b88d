#!/bin/sh
# rustc 1.95 on a fresh crate (default events, then all events with two
# threads): the values of `selfprof collapse` sum to summarize's total_time
# and every interval's self time appears exactly once (per label, the lines
# ending in it sum to its self time; the root line is the rest); the
# per-thread lines add up to the merged ones; the flame graph is well-formed
# with one frame per stack.
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
check_stacks="python3 $SRCDIR/tests/cli/check_stacks.py"
cat > x.rs <<'RS'
use std::collections::HashMap;
pub trait Shape { fn area(&self) -> f64; }
pub struct Sq(pub f64);
impl Shape for Sq { fn area(&self) -> f64 { self.0 * self.0 } }
pub fn total(v: &[Box<dyn Shape>]) -> f64 { v.iter().map(|s| s.area()).sum() }
pub fn count(words: &str) -> HashMap<&str, usize> {
    let mut m = HashMap::new();
    for w in words.split_whitespace() { *m.entry(w).or_insert(0) += 1; }
    m
}
RS
status=0
run() {
    name=$1
    shift
    profile "prof-$name" --crate-name x --crate-type lib x.rs --out-dir out "$@"
    p=$(one_profile "prof-$name")
    "$SELFPROF" collapse "$p" > "$name.folded"
    "$SELFPROF" summarize --json "$p" > "$name.json"
    $check_stacks selftime "$name.folded" "$name.json" || status=1
    $check_stacks sorted "$name.folded" || status=1
    "$SELFPROF" collapse --threads "$p" > "$name.threads.folded"
    $check_stacks threads "$name.threads.folded" "$name.folded" || status=1
    "$SELFPROF" flamegraph --min-width 0 "$p" -o "$name.svg"
    $check_stacks svg "$name.svg" "$name.folded" --all || status=1
}
run default
run all -Zself-profile-events=all -Zthreads=2
exit $status
