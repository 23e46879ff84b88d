/* db_url.c — see db_url.h. */
#include "db_url.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

int perf_db_url_is_postgres(const char *url)
{
    return strncmp(url, "postgres://", 11) == 0 || strncmp(url, "postgresql://", 13) == 0;
}

/* Appends url[from, to) to out at *n. */
static void put(char *out, size_t *n, const char *from, const char *to)
{
    memcpy(out + *n, from, (size_t)(to - from));
    *n += (size_t)(to - from);
}

/* 1 if the query parameter [s, end) is password=..., its key read as
 * libpq reads it: percent-decoded ("pass%77ord=" is one too). */
static int is_password(const char *s, const char *end)
{
    static const char KEY[] = "password=";
    size_t k = 0;
    while (s < end && k < sizeof KEY - 1) {
        int c = (unsigned char)*s++;
        if (c == '%' && end - s >= 2 && isxdigit((unsigned char)s[0]) &&
            isxdigit((unsigned char)s[1])) {
            char hex[3] = {s[0], s[1], 0};
            c = (int)strtol(hex, NULL, 16);
            s += 2;
        }
        if (c != KEY[k++])
            return 0;
    }
    return k == sizeof KEY - 1;
}

/* Past the host list that starts at p, read as libpq's URI parser reads it:
 * hosts separated by ',', each an [IPv6 address] or a name up to ':', '/',
 * '?' or ',', then an optional :port. A '?' inside brackets is part of the
 * host, not the start of the query ("postgres://[?&s]/db"). */
static const char *skip_hosts(const char *p)
{
    for (;;) {
        const char *close = *p == '[' ? strchr(p, ']') : NULL;
        p = close ? close + 1 : p + strcspn(p, ":/?,");
        if (*p == ':')
            p += 1 + strcspn(p + 1, "/?,");
        if (*p != ',')
            return p;
        p++;
    }
}

char *perf_db_url_redact(const char *url)
{
    size_t len = strlen(url), n = 0;
    char *out = malloc(len + 1);
    if (!out)
        return NULL;
    if (!perf_db_url_is_postgres(url)) {
        memcpy(out, url, len + 1);
        return out;
    }
    const char *p = strstr(url, "://") + 3, *end = url + len;
    put(out, &n, url, p);
    /* libpq: credentials are what comes before an '@' met before any '/'. */
    const char *at = p + strcspn(p, "@/");
    if (*at == '@') {
        const char *colon = memchr(p, ':', (size_t)(at - p));
        put(out, &n, p, colon ? colon : at);
        p = at;
    }
    /* The hosts start after the '@', which is copied with them. */
    const char *q = strchr(skip_hosts(*p == '@' ? p + 1 : p), '?');
    if (!q) {
        put(out, &n, p, end);
    } else {
        put(out, &n, p, q);
        /* The query: every parameter but password=. */
        char sep = '?';
        for (const char *s = q + 1; s < end;) {
            const char *amp = s + strcspn(s, "&");
            if (amp > s && !is_password(s, amp)) {
                out[n++] = sep;
                sep = '&';
                put(out, &n, s, amp);
            }
            s = *amp ? amp + 1 : amp;
        }
    }
    out[n] = '\0';
    return out;
}
