/* stream.h — one logical stream of a profile (events, string data or string
 * index), reassembled from the payloads of its pages without copying.
 *
 * Stream addresses start at 0 with the stream's 8-byte header.  A stream is
 * a sorted list of segments, one per page, each pointing into the mapped
 * file; a record that straddles two pages is copied into a caller-provided
 * scratch buffer, everything else is returned in place.
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
    uint64_t size;        /* total bytes = sum of segment lengths */
} sp_stream;

/* Appends a page payload; 0 on success, -1 when memory runs out. */
int sp_stream_append(sp_stream *s, const uint8_t *data, uint32_t len, uint64_t file_offset);

/* Index of the segment holding `addr` (< s->size). *hint is the segment of
 * a previous lookup and is checked first; it is updated. */
size_t sp_stream_segment(const sp_stream *s, uint64_t addr, size_t *hint);

/* Pointer to `n` contiguous bytes at `addr`, in place when they lie in one
 * segment, otherwise copied into `scratch` (at least n bytes). NULL when
 * addr + n exceeds the stream. */
const uint8_t *sp_stream_view(const sp_stream *s, uint64_t addr, size_t n, uint8_t *scratch,
                              size_t *hint);

/* The bytes from `addr` to the end of its segment: returns the pointer and
 * stores the count in *avail. NULL when addr is past the end. */
const uint8_t *sp_stream_span(const sp_stream *s, uint64_t addr, size_t *avail, size_t *hint);

/* Byte offset in the file of stream address `addr` (or of the stream end). */
int64_t sp_stream_file_offset(const sp_stream *s, uint64_t addr);

void sp_stream_free(sp_stream *s);

#endif
