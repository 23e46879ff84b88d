/* page_copy.c — see page_copy.h. */
#include "read/page_copy.h"

#include <stdlib.h>

#include "read/profile_internal.h"
#include "read/profile_file.h"

/* Larger pages are read in place: rustc writes 256 KiB pages, and a buffer
 * for a pathological 4 GiB one is not worth it. */
#define MAX_COPY ((size_t)16 << 20)

void sp_page_copy_init(sp_page_copy *c, const selfprof_profile *p, const sp_stream *s)
{
    *c = (sp_page_copy){0};
    c->p = p;
    c->s = s;
}

const uint8_t *sp_page_copy_view_slow(sp_page_copy *c, uint64_t addr, size_t n, uint8_t *scratch)
{
    const sp_stream *s = c->s;
    if (addr >= s->size || n > s->size - addr)
        return NULL;
    size_t k = sp_stream_segment(s, addr, &c->segment);
    const sp_segment *g = &s->segs[k];
    if (addr + n > g->addr + g->len) {
        size_t hint = k;
        return sp_stream_view(s, addr, n, scratch, &hint);
    }
    const uint8_t *data = g->data;
    if (c->p->fd >= 0 && g->len <= MAX_COPY) {
        if (g->len > c->cap) {
            uint8_t *b = realloc(c->buf, g->len);
            if (b) {
                c->buf = b;
                c->cap = g->len;
            }
        }
        if (g->len <= c->cap)
            data = sp_profile_copy(c->p, g->data, g->len, c->buf);
    }
    c->data = data;
    c->addr = g->addr;
    c->len = g->len;
    return data + (addr - g->addr);
}

void sp_page_copy_free(sp_page_copy *c)
{
    free(c->buf);
    *c = (sp_page_copy){0};
}
