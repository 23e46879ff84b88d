#!/bin/sh
# A clone needs nothing beside it: no tracked file may refer to a folder
# outside the repository (../shared held the test profiles once), and every
# test profile the tests read is tracked.
set -eu
: "${SRCDIR:?}" "${TESTDATA:?}"
cd "$SRCDIR"
[ -e .git ] || { echo "self_contained: not a git checkout, skipped"; exit 77; }
bad=$(git grep -n -I -e '\.\./shared' -- . ':!tests/integration/self_contained.sh' || true)
if [ -n "$bad" ]; then
    echo "self_contained: tracked files refer to ../shared:"; echo "$bad"; exit 1
fi
for f in rustc-1.95/plain.mm_profdata rustc-1.95/all-incr.mm_profdata \
         rustc-1.95/threads2.mm_profdata rustc-1.95/README.md \
         v8.mm_profdata.gz v9.mm_profdata.gz; do
    git ls-files --error-unmatch "tests/data/$f" >/dev/null 2>&1 \
        || { echo "self_contained: tests/data/$f is not tracked"; exit 1; }
done
echo "self_contained: ok"
