/* stream.h — one logical stream of a profile (events, string data or string
 * index), reassembled from the payloads of its pages without copying.
 *
 * Stream addresses start at 0 with the stream's 8-byte header.  A stream is
 * a sorted list of segments, one per page, each pointing into the mapped
 * file; a record that straddles two pages is copied into a caller-provided
 * scratch buffer, everything else is returned in place.
 *
 * Finding the segment of an address is the reader's most frequent step (a
 * string id is an address), so after the last append sp_stream_finish
 * builds a flat table from address granules to segments: a lookup is one
 * shift, one load and at most a short search among the segments that share
 * a granule (one or two for real files, whose pages are all about the same
 * size).  Lookups first try the caller's hint, the segment of its previous
 * access, which an inline fast path in sp_stream_view answers without a
 * call.
 */
#ifndef SP_STREAM_H
#define SP_STREAM_H

#include <stddef.h>
#include <stdint.h>

typedef struct sp_segment {
    uint64_t addr;        /* stream address of data[0] */
    const uint8_t *data;  /* page payload inside the mapping */
    uint64_t file_offset; /* byte offset of data[0] in the file */
    uint32_t len;
} sp_segment;

typedef struct sp_stream {
    sp_segment *segs;
    size_t count, cap;
    uint64_t size; /* total bytes = sum of segment lengths */
    /* Built by sp_stream_finish: granule[g] is the segment holding address
     * g << granule_shift. NULL before (lookups then search all segments). */
    uint32_t *granule;
    size_t granule_count;
    unsigned granule_shift;
} sp_stream;

/* Appends a page payload; 0 on success, -1 when memory runs out. */
int sp_stream_append(sp_stream *s, const uint8_t *data, uint32_t len, uint64_t file_offset);

/* Builds the granule table after the last append. Its size is bounded by
 * twice the number of segments (plus a constant), whatever the page sizes.
 * 0 on success, -1 when memory runs out. */
int sp_stream_finish(sp_stream *s);

/* Index of the segment holding `addr` (< s->size). *hint is the segment of
 * a previous lookup and is checked first; it is updated. */
size_t sp_stream_segment(const sp_stream *s, uint64_t addr, size_t *hint);

/* The out-of-line part of sp_stream_view (another segment, or a straddle). */
const uint8_t *sp_stream_view_slow(const sp_stream *s, uint64_t addr, size_t n, uint8_t *scratch,
                                   size_t *hint);

/* Pointer to `n` contiguous bytes at `addr`, in place when they lie in one
 * segment, otherwise copied into `scratch` (at least n bytes). NULL when
 * addr + n exceeds the stream. */
static inline const uint8_t *sp_stream_view(const sp_stream *s, uint64_t addr, size_t n,
                                            uint8_t *scratch, size_t *hint)
{
    if (*hint < s->count) {
        const sp_segment *g = &s->segs[*hint];
        uint64_t off = addr - g->addr; /* wraps to a huge value when addr < g->addr */
        if (off < g->len && n <= g->len - off)
            return g->data + off;
    }
    return sp_stream_view_slow(s, addr, n, scratch, hint);
}

/* The out-of-line part of sp_stream_span. */
const uint8_t *sp_stream_span_slow(const sp_stream *s, uint64_t addr, size_t *avail, size_t *hint);

/* The bytes from `addr` to the end of its segment: returns the pointer and
 * stores the count in *avail. NULL when addr is past the end. */
static inline const uint8_t *sp_stream_span(const sp_stream *s, uint64_t addr, size_t *avail,
                                            size_t *hint)
{
    if (*hint < s->count) {
        const sp_segment *g = &s->segs[*hint];
        uint64_t off = addr - g->addr;
        if (off < g->len) {
            *avail = (size_t)(g->len - off);
            return g->data + off;
        }
    }
    return sp_stream_span_slow(s, addr, avail, hint);
}

/* Byte offset in the file of stream address `addr` (or of the stream end). */
int64_t sp_stream_file_offset(const sp_stream *s, uint64_t addr);

void sp_stream_free(sp_stream *s);

#endif
