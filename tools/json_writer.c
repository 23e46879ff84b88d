/* json_writer.c — see json_writer.h. */
#include "json_writer.h"

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

void json_string(FILE *out, const char *str, size_t len)
{
    const unsigned char *s = (const unsigned char *)str;
    putc('"', out);
    for (size_t i = 0; i < len;) {
        unsigned char c = s[i];
        if (c >= 0x80) {
            size_t n = utf8_sequence(s + i, len - i);
            if (n == 0) {
                fputs("\xEF\xBF\xBD", out);
                i++;
            } else {
                fwrite(s + i, 1, n, out);
                i += n;
            }
            continue;
        }
        i++;
        switch (c) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\n': fputs("\\n", out); break;
        case '\t': fputs("\\t", out); break;
        case '\r': fputs("\\r", out); break;
        case '\b': fputs("\\b", out); break;
        case '\f': fputs("\\f", out); break;
        default:
            if (c < 0x20)
                fprintf(out, "\\u%04x", c);
            else
                putc(c, out);
        }
    }
    putc('"', out);
}

void json_duration(FILE *out, int64_t ns)
{
    uint64_t v = ns < 0 ? 0 : (uint64_t)ns;
    fprintf(out, "{\"secs\":%llu,\"nanos\":%llu}", (unsigned long long)(v / 1000000000u),
            (unsigned long long)(v % 1000000000u));
}
