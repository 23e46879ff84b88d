#!/bin/sh
# Installs the Debian packages that building, testing and linting selfprof
# need (`make lint`: cppcheck, clang-tidy, clang-format; ESLint comes from
# npm, scripts/npm-deps.sh; cmark-gfm, Debian's cmark with GitHub's tables, for
# tests/perf/triage_report.sh, whose Markdown reports must parse as such
# CommonMark); systemd for systemd-analyze verify of the units under
# perf/systemd (tests/integration/perf_systemd_units.sh; nothing is started);
# g++-11 and g++-12 for the C++ benchmarks of perf/benchmarks with a gcc-11
# or gcc-12 artifact (its C++ driver, perf/run/run_c.c).
# Idempotent: when every package is already installed it only runs dpkg-query.
set -eu
PKGS="cmake make gcc pkg-config patch libcmocka-dev libjansson-dev libyajl-dev scdoc clang
libclang-rt-14-dev valgrind hyperfine librust-syn-dev gzip python3 zlib1g-dev rustc g++ g++-12 gcc-12-plugin-dev gcc-11 g++-11 gcc-11-plugin-dev
libsqlite3-dev sqlite3 libpq-dev postgresql libzstd-dev zstd libmicrohttpd-dev cargo wrk chromium systemd
librust-serde-json-dev librust-serde-derive-dev librust-regex-dev librust-memchr-dev librust-itoa-dev
librust-bitflags-dev librust-log-dev librust-either-dev librust-cfg-if-dev librust-smallvec-dev librust-fnv-dev librust-semver-dev
librust-aho-corasick-dev librust-serde-dev librust-regex-syntax-dev librust-indexmap-dev libstb-dev libxxhash-dev duktape-dev
cppcheck clang-tidy clang-format cmark-gfm"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
        || missing="$missing $p"
done
# npm (Debian's, unless one is on PATH already) fetches the dashboard's pinned
# front-end packages at build time: scripts/npm-deps.sh.
command -v node >/dev/null || missing="$missing nodejs"
command -v npm >/dev/null || missing="$missing npm"
[ -z "$missing" ] && exit 0
echo "install-deps: installing$missing" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
