/* profile_metadata.c — decoding the metadata string (id 100000001).
 *
 * measureme writes it as JSON-looking text, but escapes the command line
 * with Rust's escape_default, which produces \' and \u{e9}: not JSON.  A
 * strict JSON library would refuse such files (measureme's tools do), so
 * this is a small tolerant parser that accepts both escape styles, skips
 * members it does not know, and bounds its nesting.  It lives in the
 * library because the library must stay dependency-free.
 */
#include "read/profile_internal.h"
#include "common/error.h"
#include "format/format.h"

#include <stdlib.h>
#include <string.h>

typedef struct scan {
    const char *s, *end;
    char *out; /* decoded strings are appended here */
    size_t out_len;
} scan;

static void skip_ws(scan *c)
{
    while (c->s < c->end && (*c->s == ' ' || *c->s == '\t' || *c->s == '\n' || *c->s == '\r'))
        c->s++;
}

static int eat(scan *c, char ch)
{
    skip_ws(c);
    if (c->s < c->end && *c->s == ch) {
        c->s++;
        return 1;
    }
    return 0;
}

static void put_utf8(scan *c, unsigned long cp)
{
    char *o = c->out + c->out_len;
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        cp = 0xFFFD;
    if (cp < 0x80) {
        o[0] = (char)cp;
        c->out_len += 1;
    } else if (cp < 0x800) {
        o[0] = (char)(0xC0 | cp >> 6);
        o[1] = (char)(0x80 | (cp & 0x3F));
        c->out_len += 2;
    } else if (cp < 0x10000) {
        o[0] = (char)(0xE0 | cp >> 12);
        o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (char)(0x80 | (cp & 0x3F));
        c->out_len += 3;
    } else {
        o[0] = (char)(0xF0 | cp >> 18);
        o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        o[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[3] = (char)(0x80 | (cp & 0x3F));
        c->out_len += 4;
    }
}

static int hex_digits(scan *c, int max, unsigned long *v)
{
    int n = 0;
    *v = 0;
    while (n < max && c->s < c->end) {
        char h = *c->s;
        int d = h >= '0' && h <= '9'   ? h - '0'
                : h >= 'a' && h <= 'f' ? h - 'a' + 10
                : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                       : -1;
        if (d < 0)
            break;
        *v = *v * 16 + (unsigned long)d;
        c->s++;
        n++;
    }
    return n;
}

/* Parses a string at c->s (after whitespace); appends its decoded bytes and
 * a NUL to c->out and returns their start offset, or -1. Decoded text is
 * never longer than the source, so c->out (sized like the source) suffices. */
static long parse_string(scan *c)
{
    if (!eat(c, '"'))
        return -1;
    long start = (long)c->out_len;
    while (c->s < c->end && *c->s != '"') {
        char ch = *c->s++;
        if (ch != '\\') {
            c->out[c->out_len++] = ch;
            continue;
        }
        if (c->s >= c->end)
            return -1;
        char e = *c->s++;
        unsigned long cp;
        switch (e) {
        case 'n': c->out[c->out_len++] = '\n'; break;
        case 't': c->out[c->out_len++] = '\t'; break;
        case 'r': c->out[c->out_len++] = '\r'; break;
        case 'b': c->out[c->out_len++] = '\b'; break;
        case 'f': c->out[c->out_len++] = '\f'; break;
        case '0': c->out[c->out_len++] = '\0'; break;
        case 'u':
            if (c->s < c->end && *c->s == '{') { /* Rust: \u{HEX} */
                c->s++;
                if (hex_digits(c, 6, &cp) == 0 || c->s >= c->end || *c->s != '}')
                    return -1;
                c->s++;
            } else if (hex_digits(c, 4, &cp) != 4) {
                return -1;
            } else if (cp >= 0xD800 && cp < 0xDC00 && c->end - c->s >= 6 && c->s[0] == '\\' &&
                       c->s[1] == 'u') { /* JSON surrogate pair */
                unsigned long lo;
                const char *save = c->s;
                c->s += 2;
                if (hex_digits(c, 4, &lo) == 4 && lo >= 0xDC00 && lo <= 0xDFFF)
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                else
                    c->s = save;
            }
            put_utf8(c, cp);
            break;
        default: /* \" \\ \/ \' and anything else: the character itself */ c->out[c->out_len++] = e;
        }
    }
    if (!eat(c, '"'))
        return -1;
    c->out[c->out_len++] = '\0';
    return start;
}

static int parse_u64(scan *c, uint64_t *v)
{
    skip_ws(c);
    int n = 0;
    *v = 0;
    while (c->s < c->end && *c->s >= '0' && *c->s <= '9') {
        unsigned d = (unsigned)(*c->s++ - '0');
        if (*v > (UINT64_MAX - d) / 10)
            return 0;
        *v = *v * 10 + d;
        n++;
    }
    return n > 0;
}

/* Skips any JSON value (nesting bounded by `depth`). */
static int skip_value(scan *c, int depth)
{
    skip_ws(c);
    if (c->s >= c->end || depth > 32)
        return 0;
    char ch = *c->s;
    if (ch == '"') {
        size_t mark = c->out_len;
        int ok = parse_string(c) >= 0;
        c->out_len = mark;
        return ok;
    }
    if (ch == '{' || ch == '[') {
        char close = ch == '{' ? '}' : ']';
        c->s++;
        if (eat(c, close))
            return 1;
        do {
            if (ch == '{') {
                size_t mark = c->out_len;
                if (parse_string(c) < 0 || !eat(c, ':'))
                    return 0;
                c->out_len = mark;
            }
            if (!skip_value(c, depth + 1))
                return 0;
        } while (eat(c, ','));
        return eat(c, close);
    }
    const char *start = c->s;
    while (c->s < c->end && (strchr("+-.eE", *c->s) || (*c->s >= '0' && *c->s <= '9') ||
                             (*c->s >= 'a' && *c->s <= 'z')))
        c->s++;
    return c->s > start;
}

/* counter: { "name": "...", "units": [["ns", 1], ...] } */
static int parse_counter(scan *c, long *name, long *unit)
{
    if (!eat(c, '{'))
        return 0;
    if (eat(c, '}'))
        return 1;
    do {
        size_t mark = c->out_len;
        long key = parse_string(c);
        if (key < 0 || !eat(c, ':'))
            return 0;
        const char *k = c->out + key;
        if (strcmp(k, "name") == 0) {
            c->out_len = mark;
            if ((*name = parse_string(c)) < 0)
                return 0;
        } else if (strcmp(k, "units") == 0) {
            c->out_len = mark;
            /* Take the first unit's name; skip the rest. */
            if (!eat(c, '['))
                return 0;
            if (!eat(c, ']')) {
                if (eat(c, '[')) {
                    if ((*unit = parse_string(c)) < 0 || !eat(c, ','))
                        return 0;
                    if (!skip_value(c, 2) || !eat(c, ']'))
                        return 0;
                } else if (!skip_value(c, 1)) {
                    return 0;
                }
                while (eat(c, ','))
                    if (!skip_value(c, 1))
                        return 0;
                if (!eat(c, ']'))
                    return 0;
            }
        } else {
            c->out_len = mark;
            if (!skip_value(c, 1))
                return 0;
        }
    } while (eat(c, ','));
    return eat(c, '}');
}

int sp_profile_read_metadata(selfprof_profile *p, selfprof_error *err)
{
    int rc = sp_profile_resolve(p, SP_METADATA_ID, 0, err);
    if (rc)
        return rc;
    size_t raw_len = p->text_len;
    /* raw copy + decoded strings (each at most as long as the raw text) +
     * the default counter texts. */
    size_t cap = 2 * raw_len + 64;
    char *buf = malloc(cap);
    if (!buf)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (raw_len) /* p->text is still NULL when every string so far was empty */
        memcpy(buf, p->text, raw_len);
    buf[raw_len] = '\0';
    scan c = {buf, buf + raw_len, buf, raw_len + 1};
    long cmd = -1, counter = -1, unit = -1;
    int have_start = 0, have_pid = 0, ok = eat(&c, '{');
    if (ok && !eat(&c, '}')) {
        do {
            size_t mark = c.out_len;
            long key = parse_string(&c);
            if (key < 0 || !eat(&c, ':')) {
                ok = 0;
                break;
            }
            const char *k = c.out + key;
            uint64_t v;
            if (strcmp(k, "start_time") == 0) {
                c.out_len = mark;
                ok = have_start = parse_u64(&c, &v);
                p->meta.start_time = v;
            } else if (strcmp(k, "process_id") == 0) {
                c.out_len = mark;
                ok = have_pid = parse_u64(&c, &v) && v <= UINT32_MAX;
                p->meta.process_id = (uint32_t)v;
            } else if (strcmp(k, "cmd") == 0) {
                c.out_len = mark;
                ok = (cmd = parse_string(&c)) >= 0;
            } else if (strcmp(k, "counter") == 0) {
                c.out_len = mark;
                ok = parse_counter(&c, &counter, &unit);
            } else {
                c.out_len = mark;
                ok = skip_value(&c, 1);
            }
        } while (ok && eat(&c, ','));
        ok = ok && eat(&c, '}');
    }
    int64_t at = sp_stream_file_offset(&p->strdata, p->metadata_addr);
    if (!ok || !have_start || !have_pid) {
        free(buf);
        return sp_error_set(err, SELFPROF_E_FORMAT, at,
                            !ok ? "the metadata string is not a JSON object"
                                : "the metadata has no start_time or process_id");
    }
    size_t tail = c.out_len;
    memcpy(buf + tail, "\0wall-time\0ns\0instructions\0", 28);
    p->meta.raw = buf;
    p->meta.cmd = cmd >= 0 ? buf + cmd : buf + tail;
    p->meta.counter = counter >= 0 ? buf + counter : buf + tail + 1;
    if (unit >= 0)
        p->meta.unit = buf + unit;
    else if (strncmp(p->meta.counter, "instructions", 12) == 0)
        p->meta.unit = buf + tail + 14;
    else
        p->meta.unit = buf + tail + 11;
    p->meta_strings = buf;
    return SELFPROF_OK;
}
