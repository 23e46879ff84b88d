/* trace_json.c — see trace_json.h.
 *
 * The input sits in one buffer: buf[0..len) holds input bytes base ..
 * base+len, `pos` is the scan cursor and `mark` the first byte still needed
 * (the start of the element being scanned).  A refill moves buf[mark..len)
 * to the front and reads the next chunk behind it, doubling the buffer only
 * when one element is larger than the buffer. */
#include "trace_json.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CHUNK (1u << 20)

typedef struct src {
    int fd;           /* -1: memory input, all of it in buf */
    char *buf;
    const char *mem;  /* memory input (buf unused) */
    size_t cap, len, pos, mark;
    uint64_t base;    /* input offset of buf[0] */
    int eof;
    const char *data; /* buf or mem */
} src;

static int fail(selfprof_error *err, int code, int64_t offset, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int fail(selfprof_error *err, int code, int64_t offset, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    err->code = code;
    err->offset = offset;
    return code;
}

/* Reads more input, keeping buf[mark..len).  Returns 1 if bytes were
 * added, 0 at the end of the input, or an error code (negative). */
static int refill(src *s, selfprof_error *err)
{
    if (s->eof)
        return 0;
    if (s->mark > 0) {
        memmove(s->buf, s->buf + s->mark, s->len - s->mark);
        s->len -= s->mark;
        s->pos -= s->mark;
        s->base += s->mark;
        s->mark = 0;
    }
    if (s->len == s->cap) {
        size_t cap = s->cap * 2;
        char *b = realloc(s->buf, cap);
        if (!b)
            return fail(err, SELFPROF_E_NOMEM, -1, "out of memory (an event of %zu bytes)",
                        s->len);
        s->buf = b;
        s->cap = cap;
    }
    s->data = s->buf;
    for (;;) {
        ssize_t n = read(s->fd, s->buf + s->len, s->cap - s->len);
        if (n > 0) {
            s->len += (size_t)n;
            return 1;
        }
        if (n == 0) {
            s->eof = 1;
            return 0;
        }
        if (errno != EINTR)
            return fail(err, SELFPROF_E_IO, (int64_t)(s->base + s->len), "read failed: %s",
                        strerror(errno));
    }
}

static int64_t at(const src *s, size_t i) { return (int64_t)(s->base + i); }

/* Makes s->data[s->pos] available: 1 if it is, 0 at the end of input,
 * negative on error. */
static int more(src *s, selfprof_error *err)
{
    if (s->pos < s->len)
        return 1;
    return refill(s, err);
}

static int truncated(src *s, selfprof_error *err, const char *inside)
{
    return fail(err, SELFPROF_E_FORMAT, at(s, s->len),
                "unexpected end of file %s (truncated?)", inside);
}

/* Skips whitespace; returns the next byte, -1 at the end, or an error code
 * below -1 (-1 - code would be clumsy: errors are reported through err and
 * returned as -2). */
static int next_byte(src *s, selfprof_error *err)
{
    for (;;) {
        int r = more(s, err);
        if (r < 0)
            return -2;
        if (r == 0)
            return -1;
        while (s->pos < s->len) {
            unsigned char c = (unsigned char)s->data[s->pos];
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                return c;
            s->pos++;
        }
    }
}

/* s->pos is at an opening quote; moves it past the closing quote. */
static int scan_string(src *s, selfprof_error *err)
{
    size_t start = s->pos;
    s->pos++;
    for (;;) {
        while (s->pos < s->len) {
            const char *q = memchr(s->data + s->pos, '"', s->len - s->pos);
            if (!q) {
                s->pos = s->len;
                break;
            }
            size_t i = (size_t)(q - s->data);
            size_t k = i; /* odd number of backslashes before it: escaped */
            while (k > start + 1 && s->data[k - 1] == '\\')
                k--;
            s->pos = i + 1;
            if (((i - k) & 1) == 0)
                return SELFPROF_OK;
        }
        size_t keep = s->mark;
        int r = refill(s, err);
        if (r < 0)
            return r;
        if (r == 0)
            return truncated(s, err, "inside a string");
        start -= keep - s->mark; /* refill moved the data by `keep` bytes */
    }
}

/* Byte classes outside strings. */
enum { C_PLAIN = 0, C_QUOTE, C_OPEN, C_CLOSE };
static unsigned char byte_class[256];

static void init_classes(void)
{
    byte_class['"'] = C_QUOTE;
    byte_class['{'] = byte_class['['] = C_OPEN;
    byte_class['}'] = byte_class[']'] = C_CLOSE;
}

/* s->pos is at '{' or '['; moves it past the matching closing bracket.
 * Bracket kinds are not matched here: jansson checks the element. */
static int scan_bracketed(src *s, const char *what, selfprof_error *err)
{
    size_t depth = 0;
    for (;;) {
        while (s->pos < s->len) {
            unsigned char cls = byte_class[(unsigned char)s->data[s->pos]];
            if (cls == C_PLAIN) {
                s->pos++;
            } else if (cls == C_QUOTE) {
                int rc = scan_string(s, err);
                if (rc)
                    return rc;
            } else if (cls == C_OPEN) {
                depth++;
                s->pos++;
            } else {
                s->pos++;
                if (--depth == 0)
                    return SELFPROF_OK;
            }
        }
        int r = refill(s, err);
        if (r < 0)
            return r;
        if (r == 0)
            return truncated(s, err, what);
    }
}

/* Scans one JSON value of any type starting at s->pos (not whitespace). */
static int scan_value(src *s, int c, const char *what, selfprof_error *err)
{
    if (c == '{' || c == '[')
        return scan_bracketed(s, what, err);
    if (c == '"')
        return scan_string(s, err);
    /* A number or a literal: up to the next delimiter; jansson checks it. */
    for (;;) {
        while (s->pos < s->len) {
            char b = s->data[s->pos];
            if (b == ',' || b == '}' || b == ']' || b == ' ' || b == '\n' || b == '\r' ||
                b == '\t')
                return SELFPROF_OK;
            s->pos++;
        }
        int r = refill(s, err);
        if (r < 0)
            return r;
        if (r == 0)
            return truncated(s, err, what);
    }
}

static int handler_failed(selfprof_error *err, int64_t offset)
{
    if (!err->code)
        err->code = SELFPROF_E_FORMAT;
    if (err->offset < 0)
        err->offset = offset;
    return err->code;
}

/* s->pos is at '['; streams its elements to h->event. */
static int read_events(src *s, const trace_json_handler *h, const char *name, selfprof_error *err)
{
    s->pos++;
    int c = next_byte(s, err);
    if (c == -2)
        return err->code;
    if (c == ']') {
        s->pos++;
        return SELFPROF_OK;
    }
    for (uint64_t index = 0;; index++) {
        if (c == -1)
            return truncated(s, err, "inside the events array");
        if (c != '{')
            return fail(err, SELFPROF_E_FORMAT, at(s, s->pos),
                        "%s[%llu]: expected an event object, found '%c'", name,
                        (unsigned long long)index, c);
        s->mark = s->pos;
        int rc = scan_bracketed(s, "inside an event", err);
        if (rc)
            return rc;
        size_t start = s->mark;
        uint64_t off = s->base + start;
        if (h->event && h->event(h->ctx, s->data + start, s->pos - start, off, index, err))
            return handler_failed(err, (int64_t)off);
        s->mark = s->pos;
        c = next_byte(s, err);
        if (c == -2)
            return err->code;
        if (c == ']') {
            s->pos++;
            return SELFPROF_OK;
        }
        if (c != ',') {
            if (c == -1)
                return truncated(s, err, "inside the events array");
            return fail(err, SELFPROF_E_FORMAT, at(s, s->pos),
                        "%s: expected ',' or ']' after an event, found '%c'", name, c);
        }
        s->pos++;
        s->mark = s->pos;
        c = next_byte(s, err);
        if (c == -2)
            return err->code;
    }
}

/* s->pos is at '{': the top-level object. */
static int read_object(src *s, const trace_json_handler *h, selfprof_error *err)
{
    s->pos++;
    int c = next_byte(s, err);
    if (c == -2)
        return err->code;
    if (c == '}') {
        s->pos++;
        return SELFPROF_OK;
    }
    for (;;) {
        if (c == -1)
            return truncated(s, err, "inside the top-level object");
        if (c != '"')
            return fail(err, SELFPROF_E_FORMAT, at(s, s->pos),
                        "expected a member name (a string) in the top-level object, found '%c'",
                        c);
        s->mark = s->pos;
        int rc = scan_string(s, err);
        if (rc)
            return rc;
        size_t key = s->mark + 1, key_len = s->pos - 1 - key;
        c = next_byte(s, err);
        if (c == -2)
            return err->code;
        if (c != ':') {
            if (c == -1)
                return truncated(s, err, "inside the top-level object");
            return fail(err, SELFPROF_E_FORMAT, at(s, s->pos),
                        "expected ':' after a member name, found '%c'", c);
        }
        s->pos++;
        c = next_byte(s, err);
        if (c == -2)
            return err->code;
        if (c == -1)
            return truncated(s, err, "inside the top-level object");
        /* mark still holds the key: key offsets stay valid across refills
         * relative to mark, so keep them relative. */
        key -= s->mark;
        if (key_len == 11 && memcmp(s->data + s->mark + key, "traceEvents", 11) == 0) {
            if (c != '[')
                return fail(err, SELFPROF_E_FORMAT, at(s, s->pos),
                            "traceEvents: expected an array, found '%c'", c);
            rc = read_events(s, h, "traceEvents", err);
        } else {
            size_t value = s->pos - s->mark;
            rc = scan_value(s, c, "inside a top-level value", err);
            if (rc == SELFPROF_OK && h->member) {
                const char *base = s->data + s->mark;
                uint64_t off = s->base + s->mark + value;
                if (h->member(h->ctx, base + key, key_len, base + value,
                              s->pos - s->mark - value, off, err))
                    rc = handler_failed(err, (int64_t)off);
            }
        }
        if (rc)
            return rc;
        s->mark = s->pos;
        c = next_byte(s, err);
        if (c == -2)
            return err->code;
        if (c == '}') {
            s->pos++;
            return SELFPROF_OK;
        }
        if (c != ',') {
            if (c == -1)
                return truncated(s, err, "inside the top-level object");
            return fail(err, SELFPROF_E_FORMAT, at(s, s->pos),
                        "expected ',' or '}' in the top-level object, found '%c'", c);
        }
        s->pos++;
        s->mark = s->pos;
        c = next_byte(s, err);
        if (c == -2)
            return err->code;
    }
}

static int read_all(src *s, const trace_json_handler *h, selfprof_error *err)
{
    if (!byte_class['"'])
        init_classes();
    err->code = 0;
    err->offset = -1;
    err->message[0] = 0;
    int c = next_byte(s, err);
    if (c == -2)
        return err->code;
    if (c == -1)
        return fail(err, SELFPROF_E_FORMAT, at(s, s->pos), "empty file: expected a JSON object");
    int rc;
    if (c == '{')
        rc = read_object(s, h, err);
    else if (c == '[')
        rc = read_events(s, h, "events", err);
    else
        return fail(err, SELFPROF_E_FORMAT, at(s, s->pos),
                    "expected a JSON object ({\"traceEvents\": [...]}) or array, found '%c'", c);
    if (rc)
        return rc;
    s->mark = s->pos;
    c = next_byte(s, err);
    if (c == -2)
        return err->code;
    if (c != -1)
        return fail(err, SELFPROF_E_FORMAT, at(s, s->pos),
                    "unexpected data after the end of the JSON value ('%c')", c);
    return SELFPROF_OK;
}

int trace_json_read(int fd, const trace_json_handler *h, uint64_t *bytes, selfprof_error *err)
{
    src s = {.fd = fd, .cap = CHUNK};
    if (!(s.buf = malloc(s.cap)))
        return fail(err, SELFPROF_E_NOMEM, -1, "out of memory");
    s.data = s.buf;
    int rc = read_all(&s, h, err);
    if (bytes)
        *bytes = s.base + s.len;
    free(s.buf);
    return rc;
}

int trace_json_read_memory(const void *data, size_t size, const trace_json_handler *h,
                           selfprof_error *err)
{
    src s = {.fd = -1, .mem = data, .len = size, .cap = size, .eof = 1, .data = data};
    return read_all(&s, h, err);
}
