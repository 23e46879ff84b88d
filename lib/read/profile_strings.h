/* profile_strings.h — what string resolution (profile_strings.c) shares
 * with the --by-arg keys made from its strings (profile_keys.c): the limits
 * and budget of resolution, where an id's string is, the scans of text, and
 * the name caches of string ids. Private to lib/read. */
#ifndef SP_PROFILE_STRINGS_H
#define SP_PROFILE_STRINGS_H

#include <string.h>

#include "format/format.h"
#include "read/profile_internal.h"

/* 64 K components: rustc's strings have a handful (a chain of 5,000
 * references, test_deep_chain, takes 15 K); an exponentially shared
 * malformed string must fail fast: 1 M took 2 s of CPU per string under the
 * fuzzer's instrumentation (over its 10 s timeout on a loaded machine), and
 * every event id may resolve one. Memoizing each id's component count would
 * bound the work by the distinct ids instead; not done yet, but the budget
 * below bounds the work of all resolutions of a profile together. */
#define SP_MAX_STEPS (1u << 16)
/* All resolutions of one profile share a budget of work: one unit per
 * component and one per 8 bytes of text, 16 M units plus 16 per byte of
 * the file. Valid profiles stay far below it (about 4 KB of resolved text
 * per 32-byte event record); a malformed one whose exponentially shared
 * strings each stay just under the per-string limits would otherwise cost
 * O(ids x 64 MB) for a caller that resolves every event's string (a
 * viewer, a fuzzer: over 10 s for a 35 KB file). */
#define SP_BUDGET_BASE (16u << 20)
#define SP_BUDGET_PER_BYTE 16u

/* The budget of p (see above). */
static inline uint64_t sp_profile_budget(const selfprof_profile *p)
{
    uint64_t per = (uint64_t)p->size > (UINT64_MAX - SP_BUDGET_BASE) / SP_BUDGET_PER_BYTE
                       ? UINT64_MAX - SP_BUDGET_BASE
                       : (uint64_t)p->size * SP_BUDGET_PER_BYTE;
    return SP_BUDGET_BASE + per;
}

/* Address of the string for `id`, or UINT64_MAX for ids that resolve to
 * "<unknown>" (unmapped virtual ids, the invalid id, and in a cut file the
 * regular ids whose text was in the part that was cut). */
static inline uint64_t sp_profile_address(const selfprof_profile *p, uint64_t id)
{
    if (id == SP_METADATA_ID)
        return p->metadata_addr;
    if (id <= SP_MAX_USER_VIRTUAL_ID) {
        const sp_virtual_entry *v = sp_profile_virtual(p, id);
        return v ? v->addr : UINT64_MAX;
    }
    if (id == SP_INVALID_ID)
        return UINT64_MAX;
    uint64_t addr = id - SP_FIRST_REGULAR_ID;
    return addr >= p->strdata.size && sp_profile_is_cut(p) ? UINT64_MAX : addr;
}

/* Finds the first byte of a value component that ends it: 0xFE, 0xFF, or
 * (when stopping at the separator) 0x1E. Returns its index or n. Eight
 * bytes at a time: a byte is >= 0xFE exactly when it is 0xFF once its low
 * bit is set, and the zero-byte test below flags the first zero byte of a
 * word exactly (a borrow only spreads past a byte that is itself zero). */
static inline size_t sp_value_end(const uint8_t *s, size_t n, int stop_at_sep)
{
    size_t i = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    const uint64_t seps = stop_at_sep ? ones * SP_ARG_SEPARATOR : 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t x, tag, sep;
        memcpy(&x, s + i, 8);
        tag = ~(x | ones);
        uint64_t hit = (tag - ones) & ~tag & highs;
        if (stop_at_sep) {
            sep = x ^ seps;
            hit |= (sep - ones) & ~sep & highs;
        }
        if (hit)
            return i + (size_t)__builtin_ctzll(hit) / 8;
    }
#endif
    for (; i < n; i++)
        if (s[i] >= SP_STR_REF_TAG || (stop_at_sep && s[i] == SP_ARG_SEPARATOR))
            return i;
    return n;
}

/* measureme accepts a label or argument when it is non-empty and has no
 * control byte except TAB, LF, FF and CR. */
static inline int sp_piece_ok(const char *s, size_t n)
{
    if (n == 0)
        return 0;
    size_t i = 0;
    /* Skip eight bytes at a time while none is below 0x20 or 0x7F (exact:
     * a borrow only spreads past a byte that is itself below 0x20). */
    for (const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u; i + 8 <= n;
         i += 8) {
        uint64_t x, del;
        memcpy(&x, s + i, 8);
        del = x ^ (ones * 0x7F);
        if ((((x - ones * 0x20) & ~x) | ((del - ones) & ~del)) & highs)
            break;
    }
    for (; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\f' && c != '\r') || c == 0x7F)
            return 0;
    }
    return 1;
}

/* The cache slot of `id`, created on first use (slots never move); NULL
 * with err set when memory runs out. */
sp_id_cache *sp_profile_cache_of(selfprof_profile *p, uint64_t id, selfprof_error *err);

/* The name of `id` read in mode `mode` (enum sp_name_mode), resolved once
 * and cached; SELFPROF_OK, or the resolution's error. */
int sp_profile_name_of(selfprof_profile *p, uint64_t id, int mode, uint32_t *name,
                       selfprof_error *err);

#endif
