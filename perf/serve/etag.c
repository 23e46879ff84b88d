/* etag.c — entity tags for every 200 answer (static files, cached and
 * computed API answers) and If-None-Match. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "http.h"

/* FNV-1a, 64 bits: an ETag only needs to change when the bytes do. */
static uint64_t fnv1a(const char *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)p[i]) * 0x100000001b3u;
    return h;
}

void perf_http_etag(const void *body, size_t len, char etag[PERF_ETAG_SIZE],
                    char etag_gz[PERF_ETAG_SIZE])
{
    unsigned long long h = (unsigned long long)fnv1a(body, len);
    snprintf(etag, PERF_ETAG_SIZE, "\"%016llx\"", h);
    snprintf(etag_gz, PERF_ETAG_SIZE, "\"%016llx-gz\"", h);
}

int perf_http_etag_matches(const char *inm, const char *etag)
{
    if (!inm || !*etag)
        return 0;
    if (strcmp(inm, "*") == 0)
        return 1;
    size_t n = strlen(etag);
    for (const char *p = inm; (p = strstr(p, etag)); p += n) {
        if (p[n] == 0 || p[n] == ',' || p[n] == ' ')
            return 1;
    }
    return 0;
}
