#!/bin/sh
# Prints the path of a rustc >= 1.95 (the compiler selfprof's demo and tests
# profile; it writes format v9), or exits 1 with a message on stderr.
# Looks at $SELFPROF_RUSTC, then PATH, then $CARGO_HOME/bin, $HOME/.cargo/bin
# and /root/.cargo/bin. Older compilers (Debian's rustc 1.63 in /usr/bin,
# which writes format v8) are skipped, so installing it does not matter.
# Usage: RUSTC=$(scripts/find-rustc.sh) || exit 1
set -u
min_minor=95
for c in "${SELFPROF_RUSTC:-}" "$(command -v rustc 2>/dev/null)" \
         "${CARGO_HOME:+$CARGO_HOME/bin/rustc}" "${HOME:+$HOME/.cargo/bin/rustc}" \
         /root/.cargo/bin/rustc; do
    [ -n "$c" ] && [ -x "$c" ] || continue
    # "rustc 1.95.0 (59807616e 2026-04-14)" -> 95
    minor=$("$c" --version 2>/dev/null | sed -n 's/^rustc 1\.\([0-9][0-9]*\)\..*/\1/p')
    if [ -n "$minor" ] && [ "$minor" -ge "$min_minor" ]; then
        echo "$c"
        exit 0
    fi
done
echo "find-rustc: no rustc >= 1.$min_minor found (looked at \$SELFPROF_RUSTC, PATH," \
     "\$CARGO_HOME/bin, \$HOME/.cargo/bin, /root/.cargo/bin); install it with rustup:" \
     "https://rustup.rs" >&2
exit 1
