/* out_buffer.h — a large output buffer in front of a FILE, for the commands
 * that stream hundreds of MB (chrome, view): appending is a memcpy or a few
 * digit stores, and the FILE sees one fwrite per OUT_BUFFER_SIZE bytes.
 *
 * Errors are sticky: after a failed write `failed` is set, `error` holds the
 * errno, and later appends are dropped, so a writer loop only needs to check
 * `failed` now and then (e.g. to stop early on EPIPE) and once at the end. */
#ifndef SELFPROF_OUT_BUFFER_H
#define SELFPROF_OUT_BUFFER_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define OUT_BUFFER_SIZE (256u << 10)

typedef struct out_buffer {
    FILE *file;
    char *pos, *end;
    int failed;       /* a write failed; later output is dropped */
    int error;        /* errno of the failed write */
    uint64_t written; /* bytes handed to the FILE so far */
    char data[OUT_BUFFER_SIZE];
} out_buffer;

/* Returns a buffer writing to `file` (not owned), or NULL when out of memory.
 * Free it with out_buffer_free after out_buffer_flush. */
out_buffer *out_buffer_new(FILE *file);
void out_buffer_free(out_buffer *b);

/* Writes what is buffered to the FILE and fflushes it; returns 0 or -1 (and
 * sets failed/error). */
int out_buffer_flush(out_buffer *b);

/* Hands the buffered bytes to the FILE (without fflush). */
void out_buffer_drain(out_buffer *b);

/* Bytes appended so far, the buffered ones included. */
static inline uint64_t out_buffer_size(const out_buffer *b)
{
    return b->written + (uint64_t)(b->pos - b->data);
}

/* Makes room for n <= OUT_BUFFER_SIZE bytes and returns where to put them;
 * the caller then advances b->pos by what it wrote. */
static inline char *out_reserve(out_buffer *b, size_t n)
{
    if ((size_t)(b->end - b->pos) < n)
        out_buffer_drain(b);
    return b->pos;
}

/* Appends s[0..n), any length. */
void out_write_long(out_buffer *b, const char *s, size_t n);

static inline void out_write(out_buffer *b, const char *s, size_t n)
{
    if ((size_t)(b->end - b->pos) >= n) {
        memcpy(b->pos, s, n);
        b->pos += n;
    } else {
        out_write_long(b, s, n);
    }
}

/* Appends a string literal (its size is known at compile time). */
#define out_lit(b, literal) out_write((b), "" literal, sizeof(literal) - 1)

/* Appends NUL-terminated text. */
static inline void out_str(out_buffer *b, const char *s) { out_write(b, s, strlen(s)); }

static inline void out_char(out_buffer *b, char c)
{
    if (b->pos == b->end)
        out_buffer_drain(b);
    *b->pos++ = c;
}

/* Appends v in decimal. */
static inline void out_u64(out_buffer *b, uint64_t v)
{
    char tmp[20], *t = tmp + sizeof tmp;
    do
        *--t = (char)('0' + v % 10);
    while (v /= 10);
    out_write(b, t, (size_t)(tmp + sizeof tmp - t));
}

/* Appends v / 10^decimals with exactly `decimals` (0..9) digits after the
 * point (no point when 0): 1234567 with 3 gives "1234.567". */
void out_fixed(out_buffer *b, uint64_t v, unsigned decimals);

/* Appends s[0..n) as a quoted JSON string (json_writer.h's escaping). */
void out_json_string(out_buffer *b, const char *s, size_t n);

#endif
