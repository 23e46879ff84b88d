/* format.h — constants and byte-level packing of the .mm_profdata format.
 *
 * Shared by the reader (lib/read) and the writer (lib/record).  Every
 * integer in the file is little endian and unaligned, so everything goes
 * through the load/store helpers below; no struct is ever written as is.
 * docs/format.md describes the layout in prose.
 */
#ifndef SELFPROF_FORMAT_H
#define SELFPROF_FORMAT_H

#include <stdint.h>
#include <string.h>

#define SP_FILE_MAGIC "MMPD"
#define SP_EVENT_MAGIC "MMES"
#define SP_STRDATA_MAGIC "MMSD"
#define SP_STRINDEX_MAGIC "MMSI"

#define SP_HEADER_SIZE 8u      /* magic[4] + u32 version */
#define SP_PAGE_HEADER_SIZE 5u /* tag u8 + size u32 */
#define SP_MAX_PAGE 262144u    /* measureme's page payload limit */
#define SP_MIN_PAGE (SP_MAX_PAGE / 2)

enum sp_page_tag { SP_TAG_EVENTS = 0, SP_TAG_STRDATA = 1, SP_TAG_STRINDEX = 2, SP_TAG_COUNT = 3 };

/* String ids. */
#define SP_MAX_USER_VIRTUAL_ID 100000000ull
#define SP_METADATA_ID 100000001ull
#define SP_INVALID_ID 100000002ull
#define SP_FIRST_REGULAR_ID 100000003ull

/* String data bytes. */
#define SP_STR_TERMINATOR 0xFFu
#define SP_STR_REF_TAG 0xFEu
#define SP_ARG_SEPARATOR 0x1Eu

/* Event payload markers (value2 of a record). */
#define SP_INSTANT_MARKER 0xFFFFFFFFFFFFull
#define SP_INTEGER_MARKER 0xFFFFFFFFFFFEull
#define SP_MAX_SINGLE_VALUE 0xFFFFFFFFFFFFull
#define SP_MAX_INTERVAL_VALUE 0xFFFFFFFFFFFDull

/* Sizes that differ between format versions 8 and 9. */
#define SP_V8_EVENT_SIZE 24u
#define SP_V9_EVENT_SIZE 32u
#define SP_V8_INDEX_SIZE 8u
#define SP_V9_INDEX_SIZE 16u
#define SP_V8_ID_SIZE 4u
#define SP_V9_ID_SIZE 8u

static inline uint32_t sp_load_u32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint64_t sp_load_u64(const uint8_t *p)
{
    return (uint64_t)sp_load_u32(p) | (uint64_t)sp_load_u32(p + 4) << 32;
}

/* On little-endian hosts a store is a plain (unaligned) memcpy: GCC does not
 * merge the byte stores below into one word store, which costs the writer
 * ~10 ns per event record. */
static inline void sp_store_u32(uint8_t *p, uint32_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 4);
#else
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
#endif
}

static inline void sp_store_u64(uint8_t *p, uint64_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 8);
#else
    sp_store_u32(p, (uint32_t)v);
    sp_store_u32(p + 4, (uint32_t)(v >> 32));
#endif
}

/* Reads a string id of the given width (4 in v8, 8 in v9). */
static inline uint64_t sp_load_id(const uint8_t *p, unsigned id_size)
{
    return id_size == 8 ? sp_load_u64(p) : sp_load_u32(p);
}

static inline void sp_store_header(uint8_t out[SP_HEADER_SIZE], const char magic[4],
                                   uint32_t version)
{
    memcpy(out, magic, 4);
    sp_store_u32(out + 4, version);
}

/* Two 48-bit values packed as p1_lo, p2_lo, hi (3 x u32), as measureme does. */
static inline void sp_pack_values(uint8_t out[12], uint64_t v1, uint64_t v2)
{
    sp_store_u32(out, (uint32_t)v1);
    sp_store_u32(out + 4, (uint32_t)v2);
    sp_store_u32(out + 8, (uint32_t)((v1 >> 32) << 16 | (v2 >> 32)));
}

static inline void sp_unpack_values(const uint8_t in[12], uint64_t *v1, uint64_t *v2)
{
    uint32_t hi = sp_load_u32(in + 8);
    *v1 = (uint64_t)sp_load_u32(in) | (uint64_t)(hi >> 16) << 32;
    *v2 = (uint64_t)sp_load_u32(in + 4) | (uint64_t)(hi & 0xFFFFu) << 32;
}

#endif
