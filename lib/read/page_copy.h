/* page_copy.h — reading a stream in address order from copies of its
 * pages (see sp_profile_copy for why), one page at a time in a buffer that
 * is reused. For passes that read every page once: the index at open, and
 * the string data behind it.
 */
#ifndef SP_PAGE_COPY_H
#define SP_PAGE_COPY_H

#include <stddef.h>
#include <stdint.h>

#include "read/stream.h"

typedef struct selfprof_profile selfprof_profile;

typedef struct sp_page_copy {
    const selfprof_profile *p;
    const sp_stream *s;
    size_t segment;      /* hint, and the page copied */
    const uint8_t *data; /* the copy (or the page in place); NULL: none yet */
    uint64_t addr, len;  /* stream addresses it holds */
    uint8_t *buf;
    size_t cap;
} sp_page_copy;

/* Starts reading stream `s` of `p`. */
void sp_page_copy_init(sp_page_copy *c, const selfprof_profile *p, const sp_stream *s);

/* The out-of-line part of sp_page_copy_view (another page, or a straddle). */
const uint8_t *sp_page_copy_view_slow(sp_page_copy *c, uint64_t addr, size_t n, uint8_t *scratch);

/* Like sp_stream_view: `n` contiguous bytes at `addr`, from the copy of
 * their page (copied when the page changes), or through the mapping into
 * `scratch` when they straddle pages (or no buffer can be had). NULL when
 * addr + n exceeds the stream. */
static inline const uint8_t *sp_page_copy_view(sp_page_copy *c, uint64_t addr, size_t n,
                                               uint8_t *scratch)
{
    uint64_t off = addr - c->addr; /* wraps when addr < c->addr */
    if (c->data && off < c->len && n <= c->len - off)
        return c->data + off;
    return sp_page_copy_view_slow(c, addr, n, scratch);
}

void sp_page_copy_free(sp_page_copy *c);

#endif
