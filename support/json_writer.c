/* json_writer.c — see json_writer.h. */
#include "json_writer.h"

#include <string.h>

/* Length of the valid UTF-8 sequence at s (1..4), or 0 when invalid. */
static size_t utf8_sequence(const unsigned char *s, size_t n)
{
    unsigned char c = s[0];
    size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (len == 0 || len > n)
        return 0;
    for (size_t i = 1; i < len; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    uint32_t cp = len == 1 ? c : len == 2 ? c & 0x1Fu : len == 3 ? c & 0x0Fu : c & 0x07u;
    for (size_t i = 1; i < len; i++)
        cp = cp << 6 | (s[i] & 0x3Fu);
    static const uint32_t MIN[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < MIN[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return len;
}

size_t json_escape(char *dst, const char *str, size_t len)
{
    return json_escape_as(dst, str, len, JSON_ESCAPE_SERDE);
}

size_t json_escape_as(char *dst, const char *str, size_t len, enum json_escape_style style)
{
    const int ascii = style == JSON_ESCAPE_ASCII;
    static const char HEX[] = "0123456789abcdef";
    const unsigned char *s = (const unsigned char *)str;
    char *d = dst;
    for (size_t i = 0; i < len;) {
        /* Eight plain ASCII bytes at a time (nothing below 0x20, no '"', no
         * '\\', nothing from 0x80, in the ASCII style no DEL: x + 1 reaches
         * 0x80): most labels and arguments are all plain. */
        while (i + 8 <= len) {
            uint64_t x;
            memcpy(&x, s + i, 8);
            const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
            uint64_t quote = x ^ (ones * '"'), backslash = x ^ (ones * '\\');
            uint64_t special = (x - ones * 0x20) | (quote - ones) | (backslash - ones);
            if (ascii)
                special |= x + ones;
            if (((special & ~x) | x) & highs)
                break;
            memcpy(d, s + i, 8);
            d += 8;
            i += 8;
        }
        if (i >= len)
            break;
        unsigned char c = s[i];
        if (c >= 0x80) {
            size_t n = utf8_sequence(s + i, len - i);
            if (n == 0 && ascii) {
                memcpy(d, "\\ufffd", 6);
                d += 6;
                i++;
            } else if (n == 0) {
                memcpy(d, "\xEF\xBF\xBD", 3);
                d += 3;
                i++;
            } else {
                memcpy(d, s + i, n);
                d += n;
                i += n;
            }
            continue;
        }
        i++;
        if (c >= 0x20 && c != '"' && c != '\\' && !(ascii && c == 0x7f)) {
            *d++ = (char)c;
            continue;
        }
        *d++ = '\\';
        switch (c) {
        case '"': *d++ = '"'; break;
        case '\\': *d++ = '\\'; break;
        case '\n': *d++ = 'n'; break;
        case '\t': *d++ = 't'; break;
        case '\r':
        case '\b':
        case '\f':
            if (!ascii) {
                *d++ = c == '\r' ? 'r' : c == '\b' ? 'b' : 'f';
                break;
            }
            /* fall through */
        default:
            memcpy(d, "u00", 3);
            d[3] = HEX[c >> 4];
            d[4] = HEX[c & 15];
            d += 5;
        }
    }
    return (size_t)(d - dst);
}

size_t json_escape_chunk(const char *str, size_t len, size_t max)
{
    const unsigned char *s = (const unsigned char *)str;
    if (len <= max)
        return len;
    /* Cut before a byte that starts a character.  Four continuation bytes in
     * a row cannot belong to one valid sequence, so cutting there is safe. */
    for (size_t k = 0; k < 4 && k < max; k++)
        if ((s[max - k] & 0xC0) != 0x80)
            return max - k;
    return max;
}

void json_string(FILE *out, const char *s, size_t len)
{
    char buf[JSON_ESCAPE_MAX(1024)];
    putc('"', out);
    while (len > 0) {
        size_t n = json_escape_chunk(s, len, 1024);
        size_t m = json_escape(buf, s, n); /* fills buf */
        fwrite(buf, 1, m, out);
        s += n;
        len -= n;
    }
    putc('"', out);
}

void json_duration(FILE *out, int64_t ns)
{
    uint64_t v = ns < 0 ? 0 : (uint64_t)ns;
    fprintf(out, "{\"secs\":%llu,\"nanos\":%llu}", (unsigned long long)(v / 1000000000u),
            (unsigned long long)(v % 1000000000u));
}
