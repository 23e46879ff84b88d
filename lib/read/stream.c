/* stream.c — see stream.h. */
#include "stream.h"
#include "common/grow.h"

#include <stdlib.h>
#include <string.h>

int sp_stream_append(sp_stream *s, const uint8_t *data, uint32_t len, uint64_t file_offset)
{
    if (sp_grow((void **)&s->segs, &s->cap, s->count + 1, sizeof *s->segs, 8))
        return -1;
    s->segs[s->count++] = (sp_segment){s->size, data, file_offset, len};
    s->size += len;
    return 0;
}

int sp_stream_finish(sp_stream *s)
{
    free(s->granule);
    s->granule = NULL;
    if (s->count == 0 || s->count > UINT32_MAX)
        return 0;
    /* The smallest granule (at least 64 bytes) that keeps the table within
     * 2 entries per segment: a file of tiny pages gets coarse granules and a
     * longer search within one, never a table larger than its segment list. */
    unsigned shift = 6;
    while (shift < 63 && (s->size >> shift) + 1 > 2 * (uint64_t)s->count + 64)
        shift++;
    size_t n = (size_t)(s->size >> shift) + 1;
    uint32_t *t = malloc(n * sizeof *t);
    if (!t)
        return -1;
    size_t seg = 0;
    for (size_t g = 0; g < n; g++) {
        uint64_t addr = (uint64_t)g << shift;
        while (seg + 1 < s->count && s->segs[seg].addr + s->segs[seg].len <= addr)
            seg++;
        t[g] = (uint32_t)seg;
    }
    s->granule = t;
    s->granule_count = n;
    s->granule_shift = shift;
    return 0;
}

static int holds(const sp_segment *g, uint64_t addr)
{
    return addr >= g->addr && addr - g->addr < g->len;
}

size_t sp_stream_segment(const sp_stream *s, uint64_t addr, size_t *hint)
{
    size_t h = *hint;
    if (h < s->count && holds(&s->segs[h], addr))
        return h;
    if (h + 1 < s->count && holds(&s->segs[h + 1], addr))
        return *hint = h + 1;
    /* The segments that may hold addr: from the granule's first one to the
     * next granule's first one (or, without a table, all of them). */
    size_t lo = 0, hi = s->count;
    if (s->granule) {
        size_t g = (size_t)(addr >> s->granule_shift);
        if (g < s->granule_count) {
            lo = s->granule[g];
            hi = g + 1 < s->granule_count ? (size_t)s->granule[g + 1] + 1 : s->count;
        }
    }
    while (lo < hi) { /* first segment with addr < seg.addr + len */
        size_t mid = lo + (hi - lo) / 2;
        if (s->segs[mid].addr + s->segs[mid].len <= addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return *hint = lo;
}

const uint8_t *sp_stream_span_slow(const sp_stream *s, uint64_t addr, size_t *avail, size_t *hint)
{
    if (addr >= s->size)
        return NULL;
    const sp_segment *g = &s->segs[sp_stream_segment(s, addr, hint)];
    *avail = g->len - (size_t)(addr - g->addr);
    return g->data + (addr - g->addr);
}

const uint8_t *sp_stream_view_slow(const sp_stream *s, uint64_t addr, size_t n, uint8_t *scratch,
                                   size_t *hint)
{
    if (addr > s->size || n > s->size - addr)
        return NULL;
    size_t avail;
    const uint8_t *p = sp_stream_span(s, addr, &avail, hint);
    if (!p || avail >= n)
        return p;
    for (size_t done = 0; done < n;) {
        size_t take = avail < n - done ? avail : n - done;
        memcpy(scratch + done, p, take);
        done += take;
        addr += take;
        if (done < n)
            p = sp_stream_span(s, addr, &avail, hint);
    }
    return scratch;
}

int64_t sp_stream_file_offset(const sp_stream *s, uint64_t addr)
{
    if (s->count == 0)
        return -1;
    if (addr >= s->size) {
        const sp_segment *last = &s->segs[s->count - 1];
        return (int64_t)(last->file_offset + last->len);
    }
    size_t hint = 0;
    const sp_segment *g = &s->segs[sp_stream_segment(s, addr, &hint)];
    return (int64_t)(g->file_offset + (addr - g->addr));
}

void sp_stream_free(sp_stream *s)
{
    free(s->segs);
    free(s->granule);
    *s = (sp_stream){0};
}
