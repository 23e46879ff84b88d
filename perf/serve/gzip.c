/* gzip.c — compressing responses, and reading Accept-Encoding. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <zlib.h>

#include "http.h"

int perf_gzip(const void *data, size_t n, sup_buf *out)
{
    if (n > 0xFFFFFFFFu) /* zlib counts in 32 bits; never a response of ours */
        return -1;
    z_stream z;
    memset(&z, 0, sizeof z);
    /* 15 window bits + 16: a gzip header and trailer instead of zlib's. */
    if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return -1;
    uLong bound = deflateBound(&z, (uLong)n);
    char *dst = malloc(bound);
    if (!dst) {
        deflateEnd(&z);
        return -1;
    }
    z.next_in = (Bytef *)(uintptr_t)data;
    z.avail_in = (uInt)n;
    z.next_out = (Bytef *)dst;
    z.avail_out = (uInt)bound;
    int rc = deflate(&z, Z_FINISH);
    size_t got = bound - z.avail_out;
    deflateEnd(&z);
    if (rc != Z_STREAM_END) {
        free(dst);
        return -1;
    }
    sup_buf_free(out);
    out->data = dst;
    out->len = got;
    out->cap = bound;
    return 0;
}

int perf_http_accepts_gzip(const char *ae)
{
    if (!ae)
        return 0;
    const char *p = ae;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == ',')
            p++;
        const char *tok = p;
        while (*p && *p != ',' && *p != ';' && *p != ' ' && *p != '\t')
            p++;
        size_t len = (size_t)(p - tok);
        int match = (len == 4 && strncasecmp(tok, "gzip", 4) == 0) || (len == 1 && *tok == '*');
        /* parameters up to the next comma: only q matters */
        int q0 = 0;
        while (*p && *p != ',') {
            if (*p == ';') {
                p++;
                while (*p == ' ')
                    p++;
                if ((p[0] == 'q' || p[0] == 'Q') && p[1] == '=') {
                    const char *v = p + 2;
                    q0 = v[0] == '0' &&
                         (v[1] == 0 || v[1] == ',' || v[1] == ' ' ||
                          (v[1] == '.' && strspn(v + 2, "0") == strcspn(v + 2, ", ;")));
                }
                continue;
            }
            p++;
        }
        if (match && !q0)
            return 1;
    }
    return 0;
}
