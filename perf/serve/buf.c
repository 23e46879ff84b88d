/* buf.c — see buf.h. */
#include "buf.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../tools/report/json_writer.h"

/* Makes room for `need` bytes, doubling the capacity from 4096 (as
 * lib/common's sp_grow did here: perf/ uses libselfprof's public API only,
 * see docs/architecture.md). Returns 0, or -1 when memory runs out or the
 * size would overflow (then nothing changes). */
static int reserve(perf_buf *b, size_t need)
{
    if (need <= b->cap)
        return 0;
    size_t n = b->cap ? b->cap : 4096;
    while (n < need) {
        if (n > SIZE_MAX / 2)
            return -1;
        n *= 2;
    }
    char *data = realloc(b->data, n);
    if (!data)
        return -1;
    b->data = data;
    b->cap = n;
    return 0;
}

void perf_buf_add(perf_buf *b, const void *s, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 < b->len || reserve(b, b->len + n + 1) < 0) {
        b->failed = 1;
        return;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

void perf_buf_str(perf_buf *b, const char *s) { perf_buf_add(b, s, strlen(s)); }

void perf_buf_printf(perf_buf *b, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->failed = 1;
        return;
    }
    if ((size_t)n < sizeof small) {
        perf_buf_add(b, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) {
        b->failed = 1;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    perf_buf_add(b, big, (size_t)n);
    free(big);
}

char *perf_buf_take(perf_buf *b, size_t *len)
{
    char *d = b->data;
    *len = b->len;
    b->data = NULL;
    b->len = b->cap = 0;
    return d;
}

void perf_buf_free(perf_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

void pj_init(perf_json *j, perf_buf *b)
{
    j->b = b;
    j->depth = 0;
    j->comma[0] = 0;
}

/* Appends s as a quoted JSON string. */
static void quoted(perf_buf *b, const char *s)
{
    size_t n = strlen(s);
    char tmp[512];
    perf_buf_add(b, "\"", 1);
    while (n > 0) { /* in pieces that cut no UTF-8 sequence */
        size_t piece = json_escape_chunk(s, n, sizeof tmp / 6);
        perf_buf_add(b, tmp, json_escape(tmp, s, piece));
        s += piece;
        n -= piece;
    }
    perf_buf_add(b, "\"", 1);
}

/* The comma and the key before a value. */
static void value_start(perf_json *j, const char *key)
{
    if (j->comma[j->depth])
        perf_buf_add(j->b, ",", 1);
    j->comma[j->depth] = 1;
    if (key) {
        quoted(j->b, key);
        perf_buf_add(j->b, ":", 1);
    }
}

static void open_(perf_json *j, const char *key, char c)
{
    value_start(j, key);
    perf_buf_add(j->b, &c, 1);
    if (j->depth + 1 >= PERF_JSON_DEPTH) {
        j->b->failed = 1; /* a writer bug; never deeper than a few levels */
        return;
    }
    j->comma[++j->depth] = 0;
}

static void close_(perf_json *j, char c)
{
    perf_buf_add(j->b, &c, 1);
    if (j->depth > 0)
        j->depth--;
}

void pj_obj(perf_json *j, const char *key) { open_(j, key, '{'); }
void pj_arr(perf_json *j, const char *key) { open_(j, key, '['); }
void pj_end_obj(perf_json *j) { close_(j, '}'); }
void pj_end_arr(perf_json *j) { close_(j, ']'); }

void pj_str(perf_json *j, const char *key, const char *v)
{
    value_start(j, key);
    if (v)
        quoted(j->b, v);
    else
        perf_buf_add(j->b, "null", 4);
}

void pj_int(perf_json *j, const char *key, int64_t v)
{
    value_start(j, key);
    perf_buf_printf(j->b, "%lld", (long long)v);
}

void pj_num(perf_json *j, const char *key, double v)
{
    value_start(j, key);
    if (!isfinite(v))
        perf_buf_add(j->b, "null", 4);
    else
        perf_buf_printf(j->b, "%.17g", v);
}

void pj_bool(perf_json *j, const char *key, int v)
{
    value_start(j, key);
    perf_buf_str(j->b, v ? "true" : "false");
}

void pj_null(perf_json *j, const char *key)
{
    value_start(j, key);
    perf_buf_add(j->b, "null", 4);
}
