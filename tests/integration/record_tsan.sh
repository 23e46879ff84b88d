#!/bin/sh
# The recorder under ThreadSanitizer, with each page writer: builds lib/record (with the reader,
# to check the files) and record_tsan.c with -fsanitize=thread and runs it.
# Skips (77) when the compiler or the kernel cannot run TSan programs.
set -eu
: "${SRCDIR:?}" "${BUILDDIR:?}"
CC=${CC:-cc}
out=$BUILDDIR/record_tsan
tmp=$(mktemp -d /tmp/selfprof-tsan-XXXXXX)
trap 'rm -rf "$tmp"' EXIT

echo 'int main(void){return 0;}' > "$tmp/probe.c"
if ! $CC -fsanitize=thread "$tmp/probe.c" -o "$tmp/probe" 2>/dev/null || ! "$tmp/probe" 2>/dev/null; then
    echo "record_tsan: skipped: $CC cannot build or run -fsanitize=thread programs"
    exit 77
fi

$CC -std=gnu11 -g -O1 -fsanitize=thread -fno-omit-frame-pointer \
    -Wall -Wextra -Wshadow -Werror \
    -D_GNU_SOURCE -DSELFPROF_BUILDING -I"$SRCDIR/include" -I"$BUILDDIR/include" -I"$SRCDIR/lib" \
    "$SRCDIR"/lib/record/*.c "$SRCDIR"/lib/common/*.c "$SRCDIR"/lib/read/*.c \
    "$SRCDIR/tests/integration/record_tsan.c" -lpthread -lm -o "$out"

# Both page writers: inline, and the writer thread with its queue.
for writer in inline thread; do
    echo "record_tsan: writer $writer"
    TSAN_OPTIONS="halt_on_error=1 exitcode=66 ${TSAN_OPTIONS:-}" "$out" "$tmp" "$writer"
done
