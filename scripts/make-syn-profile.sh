#!/bin/sh
# Builds the large benchmark profile: syn 1.0.107 (Debian's librust-syn-dev)
# with all features, under -Zself-profile-events=default,args, as issue #2
# describes (~120 MB, ~1.3 M events). Usage: make-syn-profile.sh OUTDIR.
# Prints the profile's path; reuses it when OUTDIR already holds one.
set -eu
out=$1
mkdir -p "$out"
existing=$(ls "$out"/prof/syn-*.mm_profdata 2>/dev/null | head -n 1 || true)
if [ -n "$existing" ]; then
    echo "$existing"
    exit 0
fi
rustc=$("$(dirname "$0")/find-rustc.sh")
reg=/usr/share/cargo/registry
for c in unicode-ident proc-macro2 quote syn-1; do
    ls -d $reg/$c* >/dev/null 2>&1 || { echo "make-syn-profile: $reg/$c* missing (apt-get install librust-syn-dev)" >&2; exit 1; }
done
uid=$(ls -d $reg/unicode-ident-* | head -n 1)
pm2=$(ls -d $reg/proc-macro2-1.* | head -n 1)
quote=$(ls -d $reg/quote-1.* | head -n 1)
syn=$(ls -d $reg/syn-1.* | head -n 1)
cd "$out"
export RUSTC_BOOTSTRAP=1
"$rustc" --edition 2018 --crate-name unicode_ident --crate-type lib "$uid/src/lib.rs" \
    --cap-lints allow --out-dir . >&2
"$rustc" --edition 2018 --crate-name proc_macro2 --crate-type lib "$pm2/src/lib.rs" \
    --cfg 'feature="proc-macro"' --cfg use_proc_macro --cfg wrap_proc_macro --cfg hygiene \
    --cfg is_available --extern unicode_ident=libunicode_ident.rlib -L . --cap-lints allow --out-dir . >&2
"$rustc" --edition 2018 --crate-name quote --crate-type lib "$quote/src/lib.rs" \
    --cfg 'feature="proc-macro"' --extern proc_macro2=libproc_macro2.rlib -L . --cap-lints allow --out-dir . >&2
set --
for f in clone-impls derive extra-traits fold full parsing printing proc-macro quote visit visit-mut; do
    set -- "$@" --cfg "feature=\"$f\""
done
mkdir -p prof
"$rustc" --edition 2018 --crate-name syn --crate-type lib "$syn/src/lib.rs" "$@" \
    --extern proc_macro2=libproc_macro2.rlib --extern quote=libquote.rlib \
    --extern unicode_ident=libunicode_ident.rlib -L . --cap-lints allow --out-dir . \
    -Zself-profile=prof -Zself-profile-events=default,args >&2
ls "$PWD"/prof/syn-*.mm_profdata | head -n 1
