/* out_buffer.c — see out_buffer.h. */
#include "report/out_buffer.h"

#include <errno.h>
#include <stdlib.h>

#include "support/json_writer.h"

out_buffer *out_buffer_new(FILE *file)
{
    out_buffer *b = malloc(sizeof *b);
    if (!b)
        return NULL;
    b->file = file;
    b->pos = b->data;
    b->end = b->data + OUT_BUFFER_SIZE;
    b->failed = 0;
    b->written = 0;
    b->error = 0;
    return b;
}

void out_buffer_free(out_buffer *b) { free(b); }

void out_buffer_drain(out_buffer *b)
{
    size_t n = (size_t)(b->pos - b->data);
    b->pos = b->data;
    if (n == 0 || b->failed)
        return;
    errno = 0;
    if (fwrite(b->data, 1, n, b->file) != n) {
        b->failed = 1;
        b->error = errno ? errno : EIO;
    }
    b->written += n;
}

int out_buffer_flush(out_buffer *b)
{
    out_buffer_drain(b);
    errno = 0;
    if (!b->failed && fflush(b->file) != 0) {
        b->failed = 1;
        b->error = errno ? errno : EIO;
    }
    return b->failed ? -1 : 0;
}

void out_write_long(out_buffer *b, const char *s, size_t n)
{
    while (n > 0) {
        if (b->pos == b->end)
            out_buffer_drain(b);
        size_t room = (size_t)(b->end - b->pos), m = n < room ? n : room;
        memcpy(b->pos, s, m);
        b->pos += m;
        s += m;
        n -= m;
    }
}

void out_fixed(out_buffer *b, uint64_t v, unsigned decimals)
{
    static const uint64_t POW10[10] = {1,      10,      100,      1000,      10000,
                                       100000, 1000000, 10000000, 100000000, 1000000000};
    if (decimals == 0 || decimals > 9) {
        out_u64(b, v);
        return;
    }
    out_u64(b, v / POW10[decimals]);
    char *d = out_reserve(b, 1 + decimals);
    uint64_t frac = v % POW10[decimals];
    d[0] = '.';
    for (unsigned i = decimals; i > 0; i--, frac /= 10)
        d[i] = (char)('0' + frac % 10);
    b->pos += 1 + decimals;
}

enum { PIECE = 4096 };

void out_json_string(out_buffer *b, const char *s, size_t n)
{
    out_char(b, '"');
    while (n > 0) {
        size_t m = json_escape_chunk(s, n, PIECE);
        char *d = out_reserve(b, JSON_ESCAPE_MAX(m));
        b->pos += json_escape(d, s, m);
        s += m;
        n -= m;
    }
    out_char(b, '"');
}
