#!/bin/sh
# Several crates profiled into one directory (what a cargo build gives):
# the directory report is the sum of the per-file reports, --per-file keeps
# them apart. Crates: examples/sample-crate, a binary using it, and Debian's
# unicode-ident sources when installed.
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
profile prof --crate-name sample_crate --crate-type=lib --edition=2021 "$SAMPLE" --out-dir out
cat > main.rs <<'RS'
fn main() {
    let words: Vec<String> = std::env::args().skip(1).collect();
    println!("{}", sample_crate::demo());
    for (w, n) in sample_crate::text::word_counts(&words.join(" ")).iter().take(3) {
        println!("{w}: {n}");
    }
}
RS
profile prof --crate-name sample_bin --crate-type=bin --edition=2021 main.rs \
    --extern sample_crate=out/libsample_crate.rlib -L out --out-dir out
ident=$(ls -d /usr/share/cargo/registry/unicode-ident-*/src 2>/dev/null | head -n 1)
if [ -n "$ident" ]; then
    profile prof --crate-name unicode_ident --crate-type=lib --edition=2018 \
        "$ident/lib.rs" --out-dir out
fi
n=$(ls prof/*.mm_profdata | wc -l)
[ "$n" -ge 2 ] || { echo "FAIL: $n profiles"; exit 1; }
check prof
check prof --by-arg
# The same files given one by one instead of as a directory.
check prof/*.mm_profdata
