#!/bin/sh
# vendor.sh SRCDIR OUTDIR — copies uPlot, as pinned in perf/web/package-lock.json,
# from the npm cache of scripts/npm-deps.sh into OUTDIR with its licence
# (the build's step; the served pages load it from /vendor/).
set -eu
npm_dir=$(sh "$1/scripts/npm-deps.sh")
u=$npm_dir/node_modules/uplot
mkdir -p "$2"
cp "$u/dist/uPlot.esm.js" "$2/uPlot.esm.js"
cp "$u/dist/uPlot.min.css" "$2/uPlot.min.css"
cp "$u/LICENSE" "$2/uPlot.LICENSE"
