#!/bin/sh
# selfprof-perf's verbs, their --help and the man page agree: every verb
# that `selfprof-perf --help` lists answers --help with its usage, has a
# synopsis line and an entry of its own in docs/man/selfprof-perf.1.scd,
# and every long option its usage names is in its synopsis (so a new verb
# or option, such as report's --url or changes' --min-step, cannot be
# left out of the manual); and every number an option's help gives as its
# default is the one the man page's entry of the verb and the guide give
# (the guide once said --iterations defaults to 10, queue --help 15).
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
# the defaults: VERB OPTION NUMBER from each --help, checked in the man
# page's entry of the verb and wherever the guide writes `--OPTION ...`
# followed by "(default N" or "default N"
defaults=$(mktemp "${TMPDIR:-/tmp}/perf_help_man.XXXXXX")
trap 'rm -f "$defaults"' EXIT
for v in $verbs; do
    echo "=== $v"
    "$SELFPROF_PERF" "$v" --help
done >"$defaults" 2>/dev/null
python3 - "$man" "$SRCDIR/docs/guide.md" "$defaults" <<'PY' || fails=$((fails + 1))
import re, sys
man, guide = open(sys.argv[1]).read(), open(sys.argv[2]).read()
rows, verb, opt = [], None, None
for line in open(sys.argv[3]):
    if line.startswith("=== "):
        verb, opt = line.split()[1], None
        continue
    m = re.match(r"  (--[a-z][a-z-]*)", line)
    if m:
        opt = m.group(1)
    elif not line.startswith("    "):
        opt = None
    d = re.search(r"\(default (\d+(?:\.\d+)?)", line)
    if opt and d:
        rows.append((verb, opt, d.group(1)))
bad = 0
by_opt = {}
for verb, opt, num in rows:
    by_opt.setdefault(opt, set()).add(num)
    # the verb's entry: from its line "*verb*" to the next entry
    m = re.search(r"^\*" + verb + r"\*.*?(?=^\*[a-z-]+\*|\Z)", man, re.S | re.M)
    entry = m.group(0) if m else ""
    if not re.search(r"default\s+\**" + re.escape(num) + r"\b", entry) and \
            not re.search(r"\*" + re.escape(opt) + r"\* " + re.escape(num) + r"\b", entry):
        print(f"FAIL: {verb} {opt}: --help says default {num}, its man entry does not")
        bad += 1
for opt, nums in by_opt.items():
    for m in re.finditer(r"`" + re.escape(opt) + r"[ `][^`]{0,20}`?[^.;]{0,40}?default\s+\**(\d+(?:\.\d+)?)", guide):
        if m.group(1) not in nums:
            print(f"FAIL: the guide says {opt} defaults to {m.group(1)}, --help {', '.join(sorted(nums))}")
            bad += 1
print(f"defaults: {len(rows)} checked")
sys.exit(1 if bad else 0)
PY
[ "$fails" -eq 0 ] && echo "perf_help_man: $(echo "$verbs" | wc -w) verbs ok" || exit 1
