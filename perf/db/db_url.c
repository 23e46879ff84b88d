/* db_url.c — see db_url.h. */
#include "db_url.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "support/json_buf.h"

/* What a scrubbed name is replaced by. */
#define HIDDEN "<hidden>"

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

/* The length of the scheme and "://" when s (ending at e) starts a
 * PostgreSQL URL, else 0. */
static size_t url_scheme(const char *s, const char *e)
{
    static const char *const SCHEMES[] = {"postgresql://", "postgres://"};
    for (size_t i = 0; i < 2; i++) {
        size_t n = strlen(SCHEMES[i]);
        if ((size_t)(e - s) >= n && memcmp(s, SCHEMES[i], n) == 0)
            return n;
    }
    return 0;
}

/* Copies the URL at s (scheme length n) without its user, password,
 * hosts, ports and parameters: "postgres://<hidden>/DBNAME". Returns
 * where the URL ends. */
static const char *scrub_url(sup_buf *out, const char *s, size_t n, const char *e)
{
    sup_buf_add(out, s, n);
    sup_buf_str(out, HIDDEN);
    const char *p = s + n;
    while (p < e && !strchr("/?\"' \t\n", *p))
        p++;
    if (p < e && *p == '/') {
        const char *name = p;
        while (p < e && !strchr("?:\"' \t\n,;)", *p))
            p++;
        sup_buf_add(out, name, (size_t)(p - name));
    }
    if (p < e && *p == '?') {
        /* host=, port=, user= may be here: all of it goes; a ':' ending
         * it is the message's ("URL: message") */
        while (p < e && !strchr("\"' \t\n", *p))
            p++;
        if (p[-1] == ':')
            sup_buf_add(out, ":", 1);
    }
    return p;
}

/* 1 when the line [s, e) is one of libpq's about reaching its server,
 * whose quoted strings are hosts, socket paths, users and databases. */
static int libpq_line(const char *s, const char *e)
{
    static const char *const SIGNS[] = {
        "connection to server", "could not connect", "FATAL:",      "Is the server running",
        "TCP/IP connections",   "host name",         "pg_hba.conf", "server closed the connection"};
    for (size_t i = 0; i < sizeof SIGNS / sizeof *SIGNS; i++)
        if (memmem(s, (size_t)(e - s), SIGNS[i], strlen(SIGNS[i])))
            return 1;
    return 0;
}

char *perf_db_scrub(const char *text)
{
    sup_buf out = {0};
    const char *end = text + strlen(text);
    for (const char *line = text; line < end;) {
        const char *e = memchr(line, '\n', (size_t)(end - line));
        e = e ? e + 1 : end;
        int lp = libpq_line(line, e);
        for (const char *p = line; p < e;) {
            size_t n = url_scheme(p, e);
            const char *close;
            if (n) {
                p = scrub_url(&out, p, n, e);
            } else if (lp && *p == '"' && (close = memchr(p + 1, '"', (size_t)(e - p - 1)))) {
                /* "HOST" and the address libpq adds: "HOST" (ADDRESS) */
                sup_buf_str(&out, "\"" HIDDEN "\"");
                p = close + 1;
                const char *paren = p + 2 <= e && p[0] == ' ' && p[1] == '(' ? p + 2 : NULL;
                const char *shut = paren ? memchr(paren, ')', (size_t)(e - paren)) : NULL;
                if (shut)
                    p = shut + 1;
            } else if (lp && (size_t)(e - p) > 5 && memcmp(p, "port ", 5) == 0 &&
                       isdigit((unsigned char)p[5]) &&
                       (p == line || !isalnum((unsigned char)p[-1]))) {
                sup_buf_str(&out, "port " HIDDEN);
                p += 5;
                while (p < e && isdigit((unsigned char)*p))
                    p++;
            } else {
                sup_buf_add(&out, p, 1);
                p++;
            }
        }
        line = e;
    }
    sup_buf_add(&out, "", 1);
    if (out.failed) {
        sup_buf_free(&out);
        return NULL;
    }
    size_t len;
    return sup_buf_take(&out, &len);
}
