#!/bin/sh
# npm-deps.sh [DIR] — installs the pinned front-end packages of
# selfprof-perf serve (perf/web/package.json and its package-lock.json:
# uPlot, vendored into the build, playwright-core, for the browser
# tests, and ESLint, for `make lint`) into DIR (default $SELFPROF_NPM_DIR, else
# ${XDG_CACHE_HOME:-$HOME/.cache}/selfprof/npm) with `npm ci`, which checks
# every package against the lockfile's integrity hash. Idempotent: when DIR
# already holds exactly this lockfile's packages it does nothing. Prints
# DIR. Nothing of it is committed; nothing is fetched at run time.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-${SELFPROF_NPM_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/selfprof/npm}}
lock=$here/perf/web/package-lock.json
mkdir -p "$dir"
if ! cmp -s "$lock" "$dir/package-lock.json" || [ ! -f "$dir/node_modules/uplot/package.json" ] \
    || [ ! -f "$dir/node_modules/playwright-core/package.json" ] \
    || [ ! -f "$dir/node_modules/eslint/package.json" ]; then
    command -v npm >/dev/null || { echo "npm-deps: npm not found (apt-get install npm)" >&2; exit 1; }
    cp "$here/perf/web/package.json" "$lock" "$dir/"
    (cd "$dir" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >&2) \
        || { rm -f "$dir/package-lock.json"; echo "npm-deps: npm ci in $dir failed" >&2; exit 1; }
fi
echo "$dir"
