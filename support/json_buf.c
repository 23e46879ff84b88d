/* json_buf.c — see json_buf.h. */
#include "json_buf.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"
#include "json_writer.h"

void sup_buf_add(sup_buf *b, const void *s, size_t n)
{
    if (b->failed)
        return;
    /* the room is there (most appends): no call to sup_grow */
    if (b->cap - b->len > n) {
        memcpy(b->data + b->len, s, n);
        b->len += n;
        b->data[b->len] = 0;
        return;
    }
    if (b->len + n + 1 < b->len || sup_grow((void **)&b->data, &b->cap, b->len + n + 1, 1) < 0) {
        b->failed = 1;
        return;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

void sup_buf_str(sup_buf *b, const char *s) { sup_buf_add(b, s, strlen(s)); }

void sup_buf_printf(sup_buf *b, const char *fmt, ...)
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
        sup_buf_add(b, small, (size_t)n);
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
    sup_buf_add(b, big, (size_t)n);
    free(big);
}

char *sup_buf_take(sup_buf *b, size_t *len)
{
    char *d = b->data;
    *len = b->len;
    b->data = NULL;
    b->len = b->cap = 0;
    return d;
}

void sup_buf_free(sup_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

int sup_buf_write(const sup_buf *b, FILE *out)
{
    if (b->failed)
        return -1;
    return b->len && fwrite(b->data, 1, b->len, out) != b->len ? -1 : 0;
}

void sup_json_init(sup_json *j, sup_buf *b)
{
    j->b = b;
    j->depth = 0;
    j->comma[0] = 0;
    j->style = JSON_ESCAPE_SERDE;
}

void sup_json_style(sup_json *j, enum json_escape_style style) { j->style = style; }

void sup_buf_json_string(sup_buf *b, const char *s, size_t n, enum json_escape_style style)
{
    char tmp[512];
    sup_buf_add(b, "\"", 1);
    while (n > 0 && !b->failed) { /* in pieces that cut no UTF-8 sequence */
        size_t piece = json_escape_chunk(s, n, sizeof tmp / 6);
        sup_buf_add(b, tmp, json_escape_as(tmp, s, piece, style));
        s += piece;
        n -= piece;
    }
    sup_buf_add(b, "\"", 1);
}

/* Appends s as a quoted JSON string, serde's escapes. */
static void quoted(sup_buf *b, const char *s)
{
    sup_buf_json_string(b, s, strlen(s), JSON_ESCAPE_SERDE);
}

/* 1 if serde's escapes leave s as it is: printable ASCII, no '"' or '\\'. */
static int plain(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] < 0x20 || s[i] >= 0x7f || s[i] == '"' || s[i] == '\\')
            return 0;
    return 1;
}

/* The comma and the key before a value. A plain key (every key the
 * reports write) is copied as it is, with its quotes, colon and comma in
 * one append: what the writer costs per value is this, and a detail of
 * 3,000 rows has 70,000 values. */
static void value_start(sup_json *j, const char *key)
{
    int comma = j->comma[j->depth];
    j->comma[j->depth] = 1;
    if (!key) {
        if (comma)
            sup_buf_add(j->b, ",", 1);
        return;
    }
    size_t n = strlen(key);
    char tmp[64];
    if (n + 4 <= sizeof tmp && plain(key, n)) {
        char *p = tmp;
        if (comma)
            *p++ = ',';
        *p++ = '"';
        memcpy(p, key, n);
        p += n;
        *p++ = '"';
        *p++ = ':';
        sup_buf_add(j->b, tmp, (size_t)(p - tmp));
        return;
    }
    if (comma)
        sup_buf_add(j->b, ",", 1);
    quoted(j->b, key);
    sup_buf_add(j->b, ":", 1);
}

static void open_(sup_json *j, const char *key, char c)
{
    value_start(j, key);
    sup_buf_add(j->b, &c, 1);
    if (j->depth + 1 >= SUP_JSON_DEPTH) {
        j->b->failed = 1; /* a writer bug; never deeper than a few levels */
        return;
    }
    j->comma[++j->depth] = 0;
}

static void close_(sup_json *j, char c)
{
    sup_buf_add(j->b, &c, 1);
    if (j->depth > 0)
        j->depth--;
}

void sup_json_obj(sup_json *j, const char *key) { open_(j, key, '{'); }
void sup_json_arr(sup_json *j, const char *key) { open_(j, key, '['); }
void sup_json_end_obj(sup_json *j) { close_(j, '}'); }
void sup_json_end_arr(sup_json *j) { close_(j, ']'); }

void sup_json_str(sup_json *j, const char *key, const char *v)
{
    value_start(j, key);
    if (v)
        sup_buf_json_string(j->b, v, strlen(v), j->style);
    else
        sup_buf_add(j->b, "null", 4);
}

void sup_json_strn(sup_json *j, const char *key, const char *v, size_t len)
{
    value_start(j, key);
    sup_buf_json_string(j->b, v, len, j->style);
}

void sup_json_int(sup_json *j, const char *key, int64_t v)
{
    value_start(j, key);
    /* the digits by hand: printf's cost was most of a large document's */
    char tmp[24];
    char *e = tmp + sizeof tmp, *q = e;
    uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    do {
        *--q = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *--q = '-';
    sup_buf_add(j->b, q, (size_t)(e - q));
}

void sup_json_num(sup_json *j, const char *key, double v)
{
    value_start(j, key);
    if (!isfinite(v))
        sup_buf_add(j->b, "null", 4);
    else
        sup_buf_printf(j->b, "%.17g", v);
}

void sup_json_bool(sup_json *j, const char *key, int v)
{
    value_start(j, key);
    sup_buf_str(j->b, v ? "true" : "false");
}

void sup_json_null(sup_json *j, const char *key)
{
    value_start(j, key);
    sup_buf_add(j->b, "null", 4);
}
