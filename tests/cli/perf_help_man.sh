#!/bin/sh
# selfprof-perf's verbs, their --help and the man page agree: every verb
# that `selfprof-perf --help` lists answers --help with its usage, has a
# synopsis line and an entry of its own in docs/man/selfprof-perf.1.scd,
# and every long option its usage names is in its synopsis (so a new verb
# or option, such as report's --url or changes' --min-step, cannot be
# left out of the manual).
set -u
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
man=$SRCDIR/docs/man/selfprof-perf.1.scd
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
verbs=$("$SELFPROF_PERF" --help | sed -n '/^Verbs:$/,/^$/s/^  \([a-z]*\)  .*/\1/p')
[ "$(echo "$verbs" | wc -w)" -ge 15 ] || fail "selfprof-perf --help lists only: $verbs"
for v in $verbs; do
    help=$("$SELFPROF_PERF" "$v" --help) || { fail "$v --help exits $?"; continue; }
    echo "$help" | head -1 | grep -q "^Usage: selfprof-perf $v" || fail "$v --help: $(echo "$help" | head -1)"
    synopsis=$(grep "^\*selfprof-perf ${v}[* ]" "$man") || { fail "$v: no synopsis in $man"; continue; }
    grep -q "^\*${v}[* ]" "$man" || fail "$v: no entry in $man"
    # the usage: its first line and the indented ones after it
    options=$(echo "$help" | sed -n '1p; 2,/^$/{/^ /p}' | grep -o -- '--[a-z][a-z-]*' | sort -u)
    for o in $options; do
        [ "$o" = --help ] && continue
        echo "$synopsis" | grep -q -- "\*$o\*" || fail "$v: $o is in its usage, not in its synopsis"
    done
done
[ "$fails" -eq 0 ] && echo "perf_help_man: $(echo "$verbs" | wc -w) verbs ok" || exit 1
