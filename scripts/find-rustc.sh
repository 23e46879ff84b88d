#!/bin/sh
# Prints the path of rustc 1.95 (rustup's, not Debian's 1.63): PATH first if
# it is rustup's, then $CARGO_HOME/bin, ~/.cargo/bin, /root/.cargo/bin.
# Exits 1 with a message when none is found.
for r in "${CARGO_HOME:-}/bin/rustc" "$HOME/.cargo/bin/rustc" /root/.cargo/bin/rustc "$(command -v rustc 2>/dev/null)"; do
    [ -x "$r" ] || continue
    case "$("$r" --version 2>/dev/null)" in
    "rustc 1.6"*|"rustc 1.5"*|"") continue ;;
    esac
    echo "$r"
    exit 0
done
echo "find-rustc: no rustup rustc found (PATH, \$CARGO_HOME/bin, ~/.cargo/bin)" >&2
exit 1
