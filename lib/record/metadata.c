/* metadata.c — metadata JSON with correct escaping. */
#include "metadata.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/grow.h"

void sp_text_put(sp_text *t, const char *s, size_t n)
{
    if (t->failed)
        return;
    if (sp_grow((void **)&t->data, &t->cap, t->len + n + 1, 1, 64) != 0) {
        t->failed = 1;
        return;
    }
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len] = 0;
}

/* Length of the valid UTF-8 sequence at s (n bytes available), or 0. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t len;
    unsigned min;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        len = 2, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF)
        len = 3, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4)
        len = 4, min = 0x10000;
    else
        return 0;
    if (n < len)
        return 0;
    unsigned cp = c & (0x7F >> len);
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return len;
}

void sp_json_escape(sp_text *t, const char *str, size_t n)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t i = 0;
    while (i < n) {
        unsigned char c = s[i];
        char esc[8];
        if (c == '"' || c == '\\') {
            esc[0] = '\\', esc[1] = (char)c;
            sp_text_put(t, esc, 2);
            i++;
        } else if (c < 0x20) {
            const char *named = c == '\n'   ? "\\n"
                                : c == '\t' ? "\\t"
                                : c == '\r' ? "\\r"
                                : c == '\b' ? "\\b"
                                : c == '\f' ? "\\f"
                                            : NULL;
            if (named) {
                sp_text_put(t, named, 2);
            } else {
                snprintf(esc, sizeof esc, "\\u%04x", c);
                sp_text_put(t, esc, 6);
            }
            i++;
        } else {
            size_t len = utf8_seq(s + i, n - i);
            if (len == 0) {
                sp_text_put(t, "\\ufffd", 6);
                i++;
            } else {
                sp_text_put(t, (const char *)s + i, len);
                i += len;
            }
        }
    }
}

static void sp_puts(sp_text *t, const char *s) { sp_text_put(t, s, strlen(s)); }

static void put_cmd_from_proc(sp_text *t)
{
    int fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    sp_text raw = {0};
    char buf[4096];
    ssize_t got;
    while ((got = read(fd, buf, sizeof buf)) > 0)
        sp_text_put(&raw, buf, (size_t)got);
    close(fd);
    size_t start = 0;
    for (size_t i = 0; i < raw.len; i++) {
        if (raw.data[i] == 0) {
            sp_json_escape(t, raw.data + start, i - start);
            sp_text_put(t, " ", 1);
            start = i + 1;
        }
    }
    if (raw.failed)
        t->failed = 1;
    free(raw.data);
}

char *sp_metadata_json(uint64_t start_time, uint32_t pid, int argc, char *const *argv,
                       const char *counter, size_t *len)
{
    sp_text t = {0};
    char num[96];
    snprintf(num, sizeof num, "{ \"start_time\": %llu, \"process_id\": %u, \"cmd\": \"",
             (unsigned long long)start_time, pid);
    sp_text_put(&t, num, strlen(num));
    if (argv) {
        for (int i = 0; i < argc && argv[i]; i++) {
            sp_json_escape(&t, argv[i], strlen(argv[i]));
            sp_text_put(&t, " ", 1);
        }
    } else {
        put_cmd_from_proc(&t);
    }
    sp_puts(&t, "\", \"counter\": { \"name\": \"");
    sp_json_escape(&t, counter, strlen(counter));
    const char *units = strcmp(counter, "wall-time") == 0
                            ? "[[\"ns\", 1], [\"\xce\xbcs\", 1000], [\"ms\", 1000000], "
                              "[\"s\", 1000000000]]"
                            : "[[\"instructions\", 1]]";
    sp_puts(&t, "\", \"units\": ");
    sp_text_put(&t, units, strlen(units));
    sp_puts(&t, " } }");
    if (t.failed) {
        free(t.data);
        return NULL;
    }
    *len = t.len;
    return t.data;
}
