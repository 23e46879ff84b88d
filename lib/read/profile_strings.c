/* profile_strings.c — resolving string ids to text, and the name caches.
 *
 * A string is a list of components ended by 0xFF: raw bytes, or 0xFE plus a
 * string id whose content is spliced in.  References can be deep (rustc's
 * def-paths are chains) and a malformed file can make them cyclic or
 * exponentially shared, so resolution walks an explicit stack and stops at
 * SELFPROF_MAX_STRING_DEPTH nested references, SELFPROF_MAX_STRING_LENGTH
 * bytes of output, or MAX_STEPS components, and all resolutions of a
 * profile share a budget of components (budget_of).
 */
#include "read/profile_internal.h"
#include "read/profile_names.h"
#include "common/error.h"
#include "common/grow.h"
#include "format/format.h"

#include <stdlib.h>
#include <string.h>

/* 64 K components: rustc's strings have a handful (a chain of 5,000
 * references, test_deep_chain, takes 15 K); an exponentially shared
 * malformed string must fail fast: 1 M took 2 s of CPU per string under the
 * fuzzer's instrumentation (over its 10 s timeout on a loaded machine), and
 * every event id may resolve one. Memoizing each id's component count would
 * bound the work by the distinct ids instead; not done yet, but the budget
 * below bounds the work of all resolutions of a profile together. */
#define MAX_STEPS (1u << 16)
/* All resolutions of one profile share a budget of work: one unit per
 * component and one per 8 bytes of text, 16 M units plus 16 per byte of
 * the file. Valid profiles stay far below it (about 4 KB of resolved text
 * per 32-byte event record); a malformed one whose exponentially shared
 * strings each stay just under the per-string limits would otherwise cost
 * O(ids x 64 MB) for a caller that resolves every event's string (a
 * viewer, a fuzzer: over 10 s for a 35 KB file). */
#define BUDGET_BASE (16u << 20)
#define BUDGET_PER_BYTE 16u

static uint64_t budget_of(const selfprof_profile *p)
{
    uint64_t per = (uint64_t)p->size > (UINT64_MAX - BUDGET_BASE) / BUDGET_PER_BYTE
                       ? UINT64_MAX - BUDGET_BASE
                       : (uint64_t)p->size * BUDGET_PER_BYTE;
    return BUDGET_BASE + per;
}

static const char UNKNOWN[] = "<unknown>";
static const char PARSE_ERROR[] = "<parse error>";

static int text_append(selfprof_profile *p, const void *bytes, size_t n, selfprof_error *err)
{
    if (p->text_len + n > SELFPROF_MAX_STRING_LENGTH)
        return sp_error_set(err, SELFPROF_E_STRING, -1, "a string resolves to more than %u bytes",
                            SELFPROF_MAX_STRING_LENGTH);
    if (p->text_len + n + 1 > p->text_cap &&
        sp_grow((void **)&p->text, &p->text_cap, p->text_len + n + 1, 1, 256))
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    memcpy(p->text + p->text_len, bytes, n);
    p->text_len += n;
    p->text[p->text_len] = '\0';
    return SELFPROF_OK;
}

/* The index entry of virtual id `id`, or NULL when it has none: a dense
 * array for the usual small ids, the map otherwise (profile_open.c builds
 * both while loading the index). */
sp_virtual_entry *sp_profile_virtual(const selfprof_profile *p, uint64_t id)
{
    if (p->virtuals_dense) {
        if (id >= p->virtual_count || p->virtuals[id].addr == UINT64_MAX)
            return NULL;
        return &p->virtuals[id];
    }
    uint32_t *i = sp_u64_map_find(&p->virtual_map, id);
    return i ? &p->virtuals[*i] : NULL;
}

/* Address of the string for `id`, or UINT64_MAX for ids that resolve to
 * "<unknown>" (unmapped virtual ids, the invalid id, and in a cut file the
 * regular ids whose text was in the part that was cut). */
static uint64_t address_of(const selfprof_profile *p, uint64_t id)
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

void sp_profile_prefetch_string(selfprof_profile *p, uint64_t id)
{
    uint64_t addr = address_of(p, id);
    if (addr >= p->strdata.size)
        return;
    const sp_segment *g = &p->strdata.segs[sp_stream_segment(&p->strdata, addr, &p->prefetch_hint)];
    __builtin_prefetch(g->data + (addr - g->addr));
}

void sp_profile_prefetch_refs(selfprof_profile *p, uint64_t id)
{
    uint64_t addr = address_of(p, id);
    if (addr >= p->strdata.size)
        return;
    size_t avail, step = 1 + p->id_size;
    const uint8_t *s = sp_stream_span(&p->strdata, addr, &avail, &p->prefetch_hint);
    /* At most two references, as rustc's event ids have. */
    for (size_t at = 0; s && at < 2 * (step + 1) && at + step <= avail && s[at] == SP_STR_REF_TAG;
         at += step + 1)
        sp_profile_prefetch_string(p, sp_load_id(s + at + 1, p->id_size));
}

static int bad_string(const selfprof_profile *p, uint64_t addr, uint64_t id, const char *what,
                      selfprof_error *err)
{
    return sp_error_set(err, SELFPROF_E_STRING, sp_stream_file_offset(&p->strdata, addr),
                        "string id %llu: %s", (unsigned long long)id, what);
}

/* push's result when the string nests deeper than SELFPROF_MAX_STRING_DEPTH
 * (positive, so it is no selfprof_status). */
#define PUSH_TOO_DEEP 1

/* Starts resolving the string `id` at `addr` at stack level `depth`.
 * SELFPROF_OK, PUSH_TOO_DEEP or SELFPROF_E_NOMEM. */
static int push(selfprof_profile *p, size_t depth, uint64_t addr, uint64_t id,
                selfprof_error *err)
{
    if (depth >= SELFPROF_MAX_STRING_DEPTH)
        return PUSH_TOO_DEEP;
    if (sp_grow((void **)&p->stack, &p->stack_cap, depth + 1, sizeof *p->stack, 64))
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    p->stack[depth] = (sp_resolve_frame){addr, id};
    return SELFPROF_OK;
}

/* Finds the first byte of a value component that ends it: 0xFE, 0xFF, or
 * (when stopping at the separator) 0x1E. Returns its index or n. Eight
 * bytes at a time: a byte is >= 0xFE exactly when it is 0xFF once its low
 * bit is set, and the zero-byte test below flags the first zero byte of a
 * word exactly (a borrow only spreads past a byte that is itself zero). */
static size_t value_end(const uint8_t *s, size_t n, int stop_at_sep)
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

int sp_profile_resolve(selfprof_profile *p, uint64_t id, int stop_at_sep, selfprof_error *err)
{
    return sp_profile_resolve_cost(p, id, stop_at_sep, NULL, err);
}

int sp_profile_resolve_cost(selfprof_profile *p, uint64_t id, int stop_at_sep,
                            sp_resolve_cost *cost, selfprof_error *err)
{
    sp_resolve_cost local;
    if (!cost)
        cost = &local;
    *cost = (sp_resolve_cost){0, 1};
    p->text_len = 0;
    if (p->text)
        p->text[0] = '\0';
    uint64_t addr = address_of(p, id);
    if (addr == UINT64_MAX)
        return text_append(p, UNKNOWN, sizeof UNKNOWN - 1, err);
    int rc = push(p, 0, addr, id, err);
    if (rc)
        return rc;
    /* The segment of the last string read: strings resolved one after the
     * other are mostly in the same page. */
    size_t depth = 1, hint = p->strdata_hint;
    uint64_t budget = budget_of(p);
    for (uint32_t steps = 0; depth > 0; steps++) {
        cost->steps = steps + 1;
        if (depth > cost->depth)
            cost->depth = depth;
        if (steps >= MAX_STEPS)
            return bad_string(p, p->stack[depth - 1].addr, id,
                              "resolves through too many components", err);
        if (++p->work_spent > budget) {
            p->work_spent = budget; /* stays spent; no overflow */
            return bad_string(p, p->stack[depth - 1].addr, id,
                              "the profile's strings resolve through too many components in all "
                              "(exponentially shared references?)",
                              err);
        }
        uint64_t pos = p->stack[depth - 1].addr;
        uint64_t current = p->stack[depth - 1].id; /* the string being read */
        size_t avail;
        const uint8_t *s = sp_stream_span(&p->strdata, pos, &avail, &hint);
        if (!s && pos == p->strdata.size && sp_profile_is_cut(p)) /* its tail was cut */
            return text_append(p, UNKNOWN, sizeof UNKNOWN - 1, err);
        if (!s)
            return bad_string(p, pos, current,
                              pos == p->strdata.size ? "no 0xFF terminator before the end of the string data"
                                                     : "address beyond the end of the string data",
                              err);
        if (s[0] == SP_STR_TERMINATOR) {
            depth--;
            continue;
        }
        if (s[0] == SP_STR_REF_TAG) {
            uint8_t scratch[8];
            const uint8_t *r = sp_stream_view(&p->strdata, pos + 1, p->id_size, scratch, &hint);
            if (!r && sp_profile_is_cut(p))
                return text_append(p, UNKNOWN, sizeof UNKNOWN - 1, err);
            if (!r)
                return bad_string(p, pos, current, "reference cut by the end of the string data",
                                  err);
            uint64_t ref = sp_load_id(r, p->id_size);
            p->stack[depth - 1].addr = pos + 1 + p->id_size;
            uint64_t target = address_of(p, ref);
            if (target == UINT64_MAX) {
                if ((rc = text_append(p, UNKNOWN, sizeof UNKNOWN - 1, err)) != 0)
                    return rc;
            } else if (target >= p->strdata.size) {
                return bad_string(p, pos, ref, "address beyond the end of the string data", err);
            } else {
                rc = push(p, depth, target, ref, err);
                if (rc == PUSH_TOO_DEEP)
                    return bad_string(p, pos, id,
                                      "references nested too deeply (a reference cycle?)", err);
                if (rc != SELFPROF_OK)
                    return rc;
                depth++;
            }
            continue;
        }
        size_t n = value_end(s, avail, stop_at_sep);
        p->work_spent += n / 8;
        p->strdata_hint = hint;
        if ((rc = text_append(p, s, n, err)) != 0)
            return rc;
        p->stack[depth - 1].addr = pos + n;
        if (n < avail && s[n] == SP_ARG_SEPARATOR)
            return SELFPROF_OK; /* stop_at_sep: the label is complete */
    }
    return SELFPROF_OK;
}

int selfprof_profile_string(selfprof_profile *p, uint64_t id, const char **text, size_t *len,
                            selfprof_error *err)
{
    int rc = sp_profile_resolve(p, id, 0, err);
    if (rc)
        return rc;
    *text = p->text ? p->text : "";
    if (len)
        *len = p->text_len;
    return SELFPROF_OK;
}

/* measureme accepts a label or argument when it is non-empty and has no
 * control byte except TAB, LF, FF and CR. */
static int piece_ok(const char *s, size_t n)
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

size_t selfprof_split_event_id(const char *text, size_t len, const char **label, size_t *label_len,
                               const char **args, size_t *arg_lens, size_t max_args)
{
    const char *sep = memchr(text, SP_ARG_SEPARATOR, len);
    size_t n = sep ? (size_t)(sep - text) : len;
    if (!piece_ok(text, n)) {
        *label = PARSE_ERROR;
        *label_len = sizeof PARSE_ERROR - 1;
        return 0;
    }
    *label = text;
    *label_len = n;
    size_t count = 0;
    while (sep) {
        const char *start = sep + 1;
        size_t rest = len - (size_t)(start - text);
        sep = memchr(start, SP_ARG_SEPARATOR, rest);
        size_t m = sep ? (size_t)(sep - start) : rest;
        if (m == 0 && !sep)
            break; /* a trailing separator adds nothing */
        if (!piece_ok(start, m))
            break;
        if (count < max_args) {
            args[count] = start;
            arg_lens[count] = m;
        }
        count++;
    }
    return count;
}

/* The cache slot of `id`, created on first use. Slots never move. */
static sp_id_cache *cache_of(selfprof_profile *p, uint64_t id, selfprof_error *err)
{
    int inserted;
    uint32_t *slot = sp_u64_map_upsert(&p->regular_map, id, (uint32_t)p->regular_count, &inserted);
    if (!slot)
        goto oom;
    size_t n = *slot, block = n / SP_REGULAR_BLOCK;
    if (inserted) {
        if (n % SP_REGULAR_BLOCK == 0) {
            if (sp_grow((void **)&p->regular_blocks, &p->regular_block_cap, block + 1,
                        sizeof *p->regular_blocks, 16))
                goto oom;
            if (!(p->regular_blocks[block] = malloc(SP_REGULAR_BLOCK * sizeof(sp_id_cache))))
                goto oom;
        }
        p->regular_blocks[block][n % SP_REGULAR_BLOCK] =
            (sp_id_cache){{SP_NAME_NONE, SP_NAME_NONE, SP_NAME_NONE, SP_NAME_NONE}};
        p->regular_count++;
    }
    return &p->regular_blocks[block][n % SP_REGULAR_BLOCK];
oom:
    sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    return NULL;
}

static int intern(selfprof_profile *p, const char *text, size_t len, uint32_t *name,
                  selfprof_error *err)
{
    *name = sp_name_intern(&p->names, text, len);
    return *name == SP_NAME_NONE ? sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory")
                                 : SELFPROF_OK;
}

/* Builds the name for `id` in `mode` from scratch (cache miss). */
static int compute_name(selfprof_profile *p, uint64_t id, int mode, uint32_t *name,
                        selfprof_error *err)
{
    int rc = sp_profile_resolve(p, id, mode == SP_MODE_LABEL, err);
    if (rc)
        return rc;
    if (mode == SP_MODE_WHOLE)
        return intern(p, p->text, p->text_len, name, err);
    const char *label, *args[1];
    size_t label_len, arg_lens[1];
    if (mode == SP_MODE_LABEL) {
        selfprof_split_event_id(p->text, p->text_len, &label, &label_len, args, arg_lens, 0);
        return intern(p, label, label_len, name, err);
    }
    /* Key: the label and the accepted arguments, re-joined by 0x1E. */
    size_t nargs = selfprof_split_event_id(p->text, p->text_len, &label, &label_len, args,
                                           arg_lens, 0);
    if (label == PARSE_ERROR)
        return intern(p, label, label_len, name, err);
    size_t keep = label_len;
    const char *cursor = p->text + label_len;
    for (size_t i = 0; i < nargs && cursor; i++) { /* cursor: at a separator */
        const char *end = memchr(cursor + 1, SP_ARG_SEPARATOR,
                                 p->text_len - (size_t)(cursor + 1 - p->text));
        keep = end ? (size_t)(end - p->text) : p->text_len;
        cursor = end;
    }
    return intern(p, p->text, keep, name, err);
}

/* Fast path for labels: a string that starts with a reference followed by
 * 0x1E or the terminator has the same label as the referenced string, which
 * is usually cached already (rustc's "query name, 0x1E, key" strings). */
static int label_shortcut(selfprof_profile *p, uint64_t id, uint64_t *inner)
{
    uint64_t addr = address_of(p, id);
    return addr != UINT64_MAX && sp_profile_head_id(p, id, addr, &p->strdata_hint, inner);
}

#define MAX_HOPS 64

static int name_of(selfprof_profile *p, uint64_t id, int mode, uint32_t *name, selfprof_error *err)
{
    sp_id_cache *c = cache_of(p, id, err);
    if (!c)
        return SELFPROF_E_NOMEM;
    if (c->name[mode] != SP_NAME_NONE) {
        *name = c->name[mode];
        return SELFPROF_OK;
    }
    /* Follow label shortcuts to the first id whose name is cached, or to the
     * end of the chain, then give every id on the way that name. A cyclic
     * chain stops after MAX_HOPS and the resolver reports the cycle. */
    sp_id_cache *chain[MAX_HOPS + 1];
    uint64_t cur = id, inner;
    int n = 0, rc;
    for (;;) {
        chain[n++] = c;
        if (mode != SP_MODE_LABEL || n > MAX_HOPS || !label_shortcut(p, cur, &inner)) {
            if ((rc = compute_name(p, cur, mode, name, err)) != 0)
                return rc;
            break;
        }
        cur = inner;
        if (!(c = cache_of(p, cur, err)))
            return SELFPROF_E_NOMEM;
        if (c->name[mode] != SP_NAME_NONE) {
            *name = c->name[mode];
            break;
        }
    }
    for (int i = 0; i < n; i++)
        chain[i]->name[mode] = *name;
    return SELFPROF_OK;
}

int sp_profile_head_id(const selfprof_profile *p, uint64_t id, uint64_t addr, size_t *hint,
                       uint64_t *inner)
{
    if (addr >= p->strdata.size)
        return 0;
    uint8_t scratch[10];
    const uint8_t *s = sp_stream_view(&p->strdata, addr, 2 + p->id_size, scratch, hint);
    return s && sp_head_in(s, p->id_size, id, inner);
}

uint32_t sp_profile_head_slot(selfprof_profile *p, uint64_t inner)
{
    uint32_t *slot = sp_u64_map_find(&p->head_map, inner);
    if (slot)
        return *slot;
    if (p->head_count >= UINT32_MAX - 1 ||
        sp_grow((void **)&p->heads, &p->head_cap, p->head_count + 1, sizeof *p->heads, 64) ||
        !(slot = sp_u64_map_upsert(&p->head_map, inner, (uint32_t)p->head_count, NULL)))
        return SP_HEAD_NONE;
    p->heads[p->head_count] = (sp_head){inner, SP_NAME_NONE};
    return (uint32_t)p->head_count++;
}

uint32_t sp_profile_head(selfprof_profile *p, uint64_t id, uint64_t addr, size_t *hint)
{
    uint64_t inner;
    return sp_profile_head_id(p, id, addr, hint, &inner) ? sp_profile_head_slot(p, inner)
                                                         : SP_HEAD_NONE;
}

/* A segment left by head_of counts for this fraction of its size towards
 * sp_profile_release's batch. Why: rustc writes regular ids' strings as
 * the events happen, so a walk meets them in roughly reverse address order,
 * but not exactly: on a large profile it changed segments 2,918 times
 * among 256, going back to ones it had left, and giving back the whole
 * mapping every 8 MiB of such changes (91 times) made it fault the same
 * pages in again and again (a sixth of a summary). At an eighth, the
 * resident set still stays bounded (28 MiB at the peak there). */
#define HEAD_RELEASE_SHARE 8

/* The head slot of event id `id` without resolving anything. Virtual ids
 * had theirs read when the index was loaded. A regular id's string is read
 * here, and the string-data segments it leaves are given back in batches
 * (see HEAD_RELEASE_SHARE): the walk keeps no more of the string data
 * resident than the labels need. */
static uint32_t head_of(selfprof_profile *p, uint64_t id)
{
    if (id <= SP_MAX_USER_VIRTUAL_ID) {
        const sp_virtual_entry *v = sp_profile_virtual(p, id);
        return v ? v->head : SP_HEAD_NONE;
    }
    if (id < SP_FIRST_REGULAR_ID)
        return SP_HEAD_NONE;
    size_t seg = p->head_hint;
    uint32_t head = sp_profile_head(p, id, id - SP_FIRST_REGULAR_ID, &p->head_hint);
    if (p->head_hint != seg && seg < p->strdata.count) {
        sp_segment share = p->strdata.segs[seg];
        share.len /= HEAD_RELEASE_SHARE;
        sp_profile_release(p, &share);
    }
    return head;
}

int selfprof_profile_label(selfprof_profile *p, uint64_t event_id, uint32_t *name,
                           selfprof_error *err)
{
    uint32_t head = head_of(p, event_id);
    if (head == SP_HEAD_NONE)
        return name_of(p, event_id, SP_MODE_LABEL, name, err);
    sp_head *h = &p->heads[head];
    if (h->label == SP_NAME_NONE) {
        int rc = name_of(p, h->id, SP_MODE_LABEL, name, err);
        if (rc)
            return rc;
        h->label = *name;
    }
    *name = h->label;
    return SELFPROF_OK;
}

/* Resolves piece `id` into p->text and checks it: SELFPROF_OK when it is
 * a piece (see piece_of), else SP_PIECE_REJECTED. */
static int check_piece(selfprof_profile *p, uint64_t id)
{
    selfprof_error ignored;
    sp_resolve_cost cost;
    const char *label, *args[1];
    size_t label_len, arg_lens[1];
    if (sp_profile_resolve_cost(p, id, 0, &cost, &ignored) == SELFPROF_OK &&
        cost.steps < MAX_STEPS / 2 && cost.depth < SELFPROF_MAX_STRING_DEPTH / 2 &&
        p->text_len < SELFPROF_MAX_STRING_LENGTH / 2 &&
        selfprof_split_event_id(p->text, p->text_len, &label, &label_len, args, arg_lens, 0) ==
            0 &&
        label == p->text && label_len == p->text_len)
        return SELFPROF_OK;
    return (int)SP_PIECE_REJECTED;
}

/* The SP_MODE_PIECE name of `id` (see profile_internal.h), cached. A piece
 * that fails to resolve, or that uses more than half of a resolution limit
 * (steps, nesting, length), is rejected: the event id that refers to it is
 * then resolved whole, so its limits and its error message are exactly
 * those of the event id. SP_NAME_NONE when memory runs out. */
static uint32_t piece_of(selfprof_profile *p, uint64_t id)
{
    selfprof_error ignored;
    sp_id_cache *c = cache_of(p, id, &ignored);
    if (!c)
        return SP_NAME_NONE;
    uint32_t name = c->name[SP_MODE_PIECE];
    if (name != SP_NAME_NONE)
        return name;
    name = SP_PIECE_REJECTED;
    if (check_piece(p, id) == SELFPROF_OK &&
        (name = sp_name_intern(&p->names, p->text, p->text_len)) == SP_NAME_NONE)
        return SP_NAME_NONE;
    c->name[SP_MODE_PIECE] = name;
    return name;
}

/* The cache slot of `id` when it has one, without making one. */
static sp_id_cache *cached(const selfprof_profile *p, uint64_t id)
{
    const uint32_t *slot = sp_u64_map_find(&p->regular_map, id);
    return slot ? &p->regular_blocks[*slot / SP_REGULAR_BLOCK][*slot % SP_REGULAR_BLOCK] : NULL;
}

/* Makes the key "label, 0x1E, argument" of label name `label` and argument
 * piece `arg` in p->text: SELFPROF_OK, SP_PIECE_REJECTED when the argument
 * is not a piece or the key is too long, SP_NAME_NONE when memory runs out.
 * An argument gets a cache slot only when it is also a label or is
 * rejected: the text of the others is resolved straight into the key. */
static int key_text(selfprof_profile *p, uint32_t label, uint64_t arg)
{
    const sp_name *l = &p->names.names[label];
    size_t arg_len;
    sp_id_cache *c = cached(p, arg);
    uint32_t piece = c ? c->name[SP_MODE_PIECE] : SP_NAME_NONE;
    if (piece == SP_PIECE_REJECTED)
        return (int)SP_PIECE_REJECTED;
    if (piece != SP_NAME_NONE) {
        const sp_name *a = &p->names.names[piece];
        arg_len = a->len;
        if (arg_len + 1 > p->text_cap &&
            sp_grow((void **)&p->text, &p->text_cap, arg_len + 1, 1, 256))
            return (int)SP_NAME_NONE;
        memcpy(p->text, a->text, arg_len);
    } else if (check_piece(p, arg) != SELFPROF_OK) {
        selfprof_error ignored;
        if (!(c = cache_of(p, arg, &ignored)))
            return (int)SP_NAME_NONE;
        c->name[SP_MODE_PIECE] = SP_PIECE_REJECTED;
        return (int)SP_PIECE_REJECTED;
    } else {
        arg_len = p->text_len;
    }
    size_t len = (size_t)l->len + 1 + arg_len;
    if (len > SELFPROF_MAX_STRING_LENGTH)
        return (int)SP_PIECE_REJECTED;
    if (len + 1 > p->text_cap && sp_grow((void **)&p->text, &p->text_cap, len + 1, 1, 256))
        return (int)SP_NAME_NONE;
    l = &p->names.names[label];
    memmove(p->text + l->len + 1, p->text, arg_len);
    memcpy(p->text, l->text, l->len);
    p->text[l->len] = (char)SP_ARG_SEPARATOR;
    p->text[len] = '\0';
    p->text_len = len;
    return SELFPROF_OK;
}

/* key_text, interned. */
static uint32_t make_key(selfprof_profile *p, uint32_t label, uint64_t arg)
{
    int rc = key_text(p, label, arg);
    return rc == SELFPROF_OK ? sp_name_intern(&p->names, p->text, p->text_len) : (uint32_t)rc;
}

/* The memo entry of argument id `arg` (see profile_internal.h), the memo
 * made on first use; NULL when memory runs out. */
static sp_key_memo *memo_of(selfprof_profile *p, uint64_t arg)
{
    if (!p->key_memo) {
        if (!(p->key_memo = malloc(sizeof *p->key_memo << SP_KEY_MEMO_BITS)))
            return NULL;
        for (size_t i = 0; i < (size_t)1 << SP_KEY_MEMO_BITS; i++)
            p->key_memo[i] = (sp_key_memo){0, SP_NAME_NONE, SP_NAME_NONE};
    }
    return &p->key_memo[(arg * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - SP_KEY_MEMO_BITS)];
}

/* The key of an event id stored as references to a label and at most one
 * argument, from the names of those pieces; SP_PIECE_REJECTED when the
 * id has another shape or a piece is rejected (the caller then resolves
 * the id whole), SP_NAME_NONE when memory runs out. The key text is the
 * label, 0x1E and the argument, as resolving the whole id would give it:
 * each piece is accepted whole, so the split cuts exactly there. */
static uint32_t key_from_pieces(selfprof_profile *p, uint64_t event_id)
{
    uint64_t refs[2];
    size_t n = selfprof_profile_event_refs(p, event_id, refs, 2);
    if (n == 0)
        return SP_PIECE_REJECTED;
    uint32_t label = piece_of(p, refs[0]);
    if (n == 1 || label == SP_NAME_NONE || label == SP_PIECE_REJECTED)
        return label;
    sp_key_memo *m = memo_of(p, refs[1]);
    if (!m)
        return SP_NAME_NONE;
    if (m->arg == refs[1] && m->label == label)
        return m->key;
    uint32_t key = make_key(p, label, refs[1]);
    if (key != SP_NAME_NONE && key != SP_PIECE_REJECTED)
        *m = (sp_key_memo){refs[1], label, key};
    return key;
}

/* What sp_profile_keys found for one id in its first pass. */
enum { KEY_READY, KEY_STAGED, KEY_SLOW };

typedef struct staged_key {
    uint64_t arg;        /* KEY_STAGED: the argument id, for the memo */
    size_t at, len;      /* its text in p->stage */
    uint32_t hash, label;
    int state;
} staged_key;

/* The first pass for one id: its key's name when the memo or a label
 * without argument gives it (KEY_READY), or its text copied to p->stage
 * and its slot prefetched (KEY_STAGED), or KEY_SLOW for any other shape,
 * rejection or failure (selfprof_profile_key then does it all again, and
 * reports what failed). */
static int stage_key(selfprof_profile *p, uint64_t event_id, uint32_t *name, staged_key *k)
{
    uint64_t refs[2];
    size_t n = selfprof_profile_event_refs(p, event_id, refs, 2);
    if (n == 0)
        return KEY_SLOW;
    uint32_t label = piece_of(p, refs[0]);
    if (label == SP_NAME_NONE || label == SP_PIECE_REJECTED)
        return KEY_SLOW;
    if (n == 1) {
        *name = label;
        return KEY_READY;
    }
    sp_key_memo *m = memo_of(p, refs[1]);
    if (!m)
        return KEY_SLOW;
    if (m->arg == refs[1] && m->label == label) {
        *name = m->key;
        return KEY_READY;
    }
    if (key_text(p, label, refs[1]) != SELFPROF_OK)
        return KEY_SLOW;
    if (p->stage_len + p->text_len > p->stage_cap &&
        sp_grow((void **)&p->stage, &p->stage_cap, p->stage_len + p->text_len, 1, 65536))
        return KEY_SLOW;
    memcpy(p->stage + p->stage_len, p->text, p->text_len);
    *k = (staged_key){refs[1], p->stage_len, p->text_len, sp_name_hash(p->text, p->text_len),
                      label, KEY_STAGED};
    p->stage_len += p->text_len;
    sp_name_prefetch(&p->names, k->hash);
    return KEY_STAGED;
}

/* Ids staged per round: their texts stay in the cache until interned. */
#define STAGE_ROUND 64
/* How many ids ahead the first pass prefetches an id's string (and half as
 * many, the strings it refers to): about as many as are done while one
 * cache miss is served. */
#define PREFETCH_AHEAD 8

int sp_profile_keys(selfprof_profile *p, const uint64_t *ids, size_t n, uint32_t *names,
                    size_t *done, selfprof_error *err)
{
    staged_key staged[STAGE_ROUND];
    for (size_t i = 0; i < PREFETCH_AHEAD && i < n; i++)
        sp_profile_prefetch_string(p, ids[i]);
    for (size_t i = 0; i < PREFETCH_AHEAD / 2 && i < n; i++)
        sp_profile_prefetch_refs(p, ids[i]);
    for (size_t base = 0; base < n; base += STAGE_ROUND) {
        size_t round = n - base < STAGE_ROUND ? n - base : STAGE_ROUND;
        p->stage_len = 0;
        for (size_t j = 0; j < round; j++) {
            size_t i = base + j;
            if (i + PREFETCH_AHEAD < n)
                sp_profile_prefetch_string(p, ids[i + PREFETCH_AHEAD]);
            if (i + PREFETCH_AHEAD / 2 < n)
                sp_profile_prefetch_refs(p, ids[i + PREFETCH_AHEAD / 2]);
            staged[j].state = stage_key(p, ids[i], &names[i], &staged[j]);
        }
        for (size_t j = 0; j < round; j++) {
            size_t i = base + j;
            const staged_key *k = &staged[j];
            if (k->state == KEY_STAGED) {
                uint32_t key = sp_name_intern_hashed(&p->names, p->stage + k->at, k->len, k->hash);
                if (key == SP_NAME_NONE) {
                    *done = i;
                    return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
                }
                sp_key_memo *m = memo_of(p, k->arg); /* exists: staging made it */
                *m = (sp_key_memo){k->arg, k->label, key};
                names[i] = key;
            } else if (k->state == KEY_SLOW) {
                int rc = selfprof_profile_key(p, ids[i], &names[i], err);
                if (rc != SELFPROF_OK) {
                    *done = i;
                    return rc;
                }
            }
        }
    }
    *done = n;
    return SELFPROF_OK;
}

/* check_piece's result for the usual argument, without its copy: a string
 * of one text run and its terminator, in one page of the string data.
 * Returns 1 with the run at *text (n bytes, in the file) when that is the
 * string of `id` and it is a piece (not empty, no 0x1E, no control byte),
 * charging the resolution budget as sp_profile_resolve would (two steps and
 * the run); 0 to take the general way. */
static int plain_piece(selfprof_profile *p, uint64_t id, const uint8_t **text, size_t *n)
{
    uint64_t addr = address_of(p, id);
    if (addr >= p->strdata.size)
        return 0;
    size_t avail;
    const uint8_t *s = sp_stream_span(&p->strdata, addr, &avail, &p->strdata_hint);
    if (!s || avail == 0 || s[0] >= SP_STR_REF_TAG)
        return 0;
    size_t len = value_end(s, avail, 0);
    uint64_t work = p->work_spent + 2 + len / 8;
    if (len == avail || s[len] != SP_STR_TERMINATOR || len >= SELFPROF_MAX_STRING_LENGTH / 2 ||
        work > budget_of(p) || !piece_ok((const char *)s, len) ||
        memchr(s, SP_ARG_SEPARATOR, len))
        return 0;
    p->work_spent = work;
    *text = s;
    *n = len;
    return 1;
}

/* The text and length of label name `label` for sp_profile_key_stage,
 * from a small cache of the thread that makes keys (the text never moves;
 * the name array does, as the other thread interns). */
static const sp_label_text *label_text(selfprof_profile *p, uint32_t label,
                                       pthread_mutex_t *lock)
{
    sp_label_text *t = &p->label_texts[label % SP_LABEL_TEXTS];
    if (t->name_plus1 != label + 1) {
        pthread_mutex_lock(lock);
        *t = (sp_label_text){label + 1, p->names.names[label].len, p->names.names[label].text};
        pthread_mutex_unlock(lock);
    }
    return t;
}

int sp_profile_key_stage(selfprof_profile *p, uint64_t event_id, pthread_mutex_t *lock,
                         sp_key_texts *out, uint32_t *name, selfprof_error *err)
{
    uint64_t refs[2];
    size_t n = selfprof_profile_event_refs(p, event_id, refs, 2);
    uint32_t label = SP_PIECE_REJECTED;
    if (n > 0) {
        const sp_id_cache *c = cached(p, refs[0]);
        label = c ? c->name[SP_MODE_PIECE] : SP_NAME_NONE;
        if (label == SP_NAME_NONE) {
            pthread_mutex_lock(lock);
            label = piece_of(p, refs[0]);
            pthread_mutex_unlock(lock);
        }
    }
    if (n == 1 && label != SP_NAME_NONE && label != SP_PIECE_REJECTED) {
        *name = label;
        return SELFPROF_OK;
    }
    if (n == 2 && label != SP_NAME_NONE && label != SP_PIECE_REJECTED) {
        const sp_id_cache *c = cached(p, refs[1]);
        uint32_t piece = c ? c->name[SP_MODE_PIECE] : SP_NAME_NONE;
        int ok = piece != SP_PIECE_REJECTED;
        const char *arg = NULL;
        size_t arg_len = 0;
        const uint8_t *run;
        if (ok && piece != SP_NAME_NONE) { /* an argument that is also a label: rare */
            pthread_mutex_lock(lock);
            const sp_name *a = &p->names.names[piece];
            arg = a->text; /* arena text: never moves */
            arg_len = a->len;
            pthread_mutex_unlock(lock);
        } else if (ok && plain_piece(p, refs[1], &run, &arg_len)) {
            arg = (const char *)run;
        } else if (ok && check_piece(p, refs[1]) == SELFPROF_OK) {
            arg = p->text;
            arg_len = p->text_len;
        }
        const sp_label_text *l = arg ? label_text(p, label, lock) : NULL;
        size_t len = l ? (size_t)l->len + 1 + arg_len : 0;
        int in_text = arg == p->text; /* p->text may move as it grows */
        /* Made in p->text (the argument moved up when it is there), where
         * hashing reads it from the first-level cache, then copied out. */
        if (l && len <= SELFPROF_MAX_STRING_LENGTH &&
            (len <= p->text_cap || sp_grow((void **)&p->text, &p->text_cap, len, 1, 256) == 0) &&
            (out->len + len <= out->cap ||
             sp_grow((void **)&out->text, &out->cap, out->len + len, 1, 65536) == 0)) {
            if (in_text)
                memmove(p->text + l->len + 1, p->text, arg_len);
            else
                memcpy(p->text + l->len + 1, arg, arg_len);
            memcpy(p->text, l->text, l->len);
            p->text[l->len] = (char)SP_ARG_SEPARATOR;
            out->at = out->len;
            out->key_len = len;
            out->hash = sp_name_hash(p->text, len);
            memcpy(out->text + out->len, p->text, len);
            out->len += len;
            *name = SP_NAME_NONE;
            return SELFPROF_OK;
        }
    }
    /* Any other shape, a rejected piece, a key too long: the general way,
     * which also remembers a rejected argument and reports what fails. */
    pthread_mutex_lock(lock);
    int rc = selfprof_profile_key(p, event_id, name, err);
    pthread_mutex_unlock(lock);
    return rc;
}

int selfprof_profile_key(selfprof_profile *p, uint64_t event_id, uint32_t *name,
                         selfprof_error *err)
{
    uint32_t key = key_from_pieces(p, event_id);
    if (key == SP_NAME_NONE)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (key != SP_PIECE_REJECTED) {
        *name = key;
        return SELFPROF_OK;
    }
    return name_of(p, event_id, SP_MODE_KEY, name, err);
}

size_t selfprof_profile_event_refs(selfprof_profile *p, uint64_t event_id, uint64_t *refs,
                                   size_t max)
{
    uint64_t addr = address_of(p, event_id);
    if (addr == UINT64_MAX || addr >= p->strdata.size)
        return 0;
    size_t n = 0, step = 1 + p->id_size;
    for (;;) {
        uint8_t scratch[10];
        const uint8_t *s = sp_stream_view(&p->strdata, addr, step + 1, scratch, &p->strdata_hint);
        if (!s || s[0] != SP_STR_REF_TAG || n == max)
            return 0;
        refs[n++] = sp_load_id(s + 1, p->id_size);
        if (s[step] == SP_STR_TERMINATOR)
            return n;
        if (s[step] != SP_ARG_SEPARATOR)
            return 0;
        addr += step + 1;
    }
}

int selfprof_profile_kind(selfprof_profile *p, uint64_t kind_id, uint32_t *name,
                          selfprof_error *err)
{
    return name_of(p, kind_id, SP_MODE_WHOLE, name, err);
}

const char *selfprof_profile_name(const selfprof_profile *p, uint32_t name, size_t *len)
{
    if (name >= p->names.count)
        return NULL;
    if (len)
        *len = p->names.names[name].len;
    return p->names.names[name].text;
}

uint32_t sp_profile_name_hash(const selfprof_profile *p, uint32_t name)
{
    return p->names.names[name].hash;
}

sp_name_table *sp_profile_names_shared(selfprof_profile *p)
{
    return &p->names;
}

const sp_name_table *sp_profile_names(const selfprof_profile *p)
{
    return &p->names;
}

uint32_t selfprof_profile_name_count(const selfprof_profile *p)
{
    return p->names.count;
}
