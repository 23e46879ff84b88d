/* db_url.c — see db_url.h. */
#include "db_url.h"

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
    const char *q = strchr(p, '?');
    if (!q) {
        put(out, &n, p, end);
    } else {
        put(out, &n, p, q);
        /* The query: every parameter but password=. */
        char sep = '?';
        for (const char *s = q + 1; s < end;) {
            const char *amp = s + strcspn(s, "&");
            if (amp > s && strncmp(s, "password=", 9) != 0) {
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
