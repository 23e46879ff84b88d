/* fuzz_clang_trace.c — libFuzzer target for the clang -ftime-trace importer
 * (import/clang/import_clang.c over yajl): any input either fails with a message
 * and a byte offset inside the input, or yields intervals that satisfy the
 * importer's contract: start <= end, names numbered densely, the counts in
 * the stats, and per-thread end order except the events it counted as out
 * of order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clang/import_clang.h"

#define SLOTS 4096

typedef struct check {
    uint32_t threads[SLOTS];
    uint64_t last_end[SLOTS];
    uint8_t used[SLOTS];
    uint64_t intervals, disorder, begun;
    uint32_t max_name;
} check;

static int on_begin(void *ctx, const import_meta *m, selfprof_error *err)
{
    (void)m, (void)err;
    ((check *)ctx)->begun++;
    return 0;
}

static int on_interval(void *ctx, uint32_t name, const char *text, size_t len, uint32_t thread,
                       uint64_t start, uint64_t end, selfprof_error *err)
{
    (void)err;
    check *c = ctx;
    if (start > end || !text)
        abort();
    if (name > c->max_name)
        c->max_name = name;
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)text[i] < 0x20 && text[i] != 0x1E)
            abort(); /* control characters must have been replaced */
    size_t h = (thread * 2654435761u) % SLOTS;
    while (c->used[h] && c->threads[h] != thread)
        h = (h + 1) % SLOTS;
    if (c->used[h] && end < c->last_end[h])
        c->disorder++;
    if (!c->used[h] || end > c->last_end[h])
        c->last_end[h] = end;
    c->used[h] = 1;
    c->threads[h] = thread;
    c->intervals++;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check *c = calloc(1, sizeof *c);
    import_sink sink = {c, on_begin, on_interval};
    import_stats st;
    selfprof_error err = {0};
    int rc = import_clang_memory(data, size, &sink, &st, &err);
    if (rc != SELFPROF_OK) {
        if (!err.message[0] || strchr(err.message, '\n'))
            abort(); /* one line, never empty */
        if (err.code != SELFPROF_E_NOMEM && (err.offset < 0 || (uint64_t)err.offset > size))
            abort(); /* the offset points into the input */
    } else {
        if (c->begun != 1 || c->intervals != st.intervals || c->disorder != st.out_of_order)
            abort();
        if (st.intervals != st.complete + st.duration_pairs + st.async_pairs)
            abort();
        if (st.intervals && c->max_name >= st.names)
            abort();
    }
    free(c);
    return 0;
}
