/* profile_strings.c — resolving string ids to text, and the name caches.
 *
 * A string is a list of components ended by 0xFF: raw bytes, or 0xFE plus a
 * string id whose content is spliced in.  References can be deep (rustc's
 * def-paths are chains) and a malformed file can make them cyclic or
 * exponentially shared, so resolution walks an explicit stack and stops at
 * SELFPROF_MAX_STRING_DEPTH nested references, SELFPROF_MAX_STRING_LENGTH
 * bytes of output, or SP_MAX_STEPS components, and all resolutions of a
 * profile share a budget of components (sp_profile_budget). The --by-arg
 * keys made from these strings are in profile_keys.c.
 */
#include "read/profile_internal.h"
#include "read/profile_file.h"
#include "read/profile_strings.h"
#include "read/profile_names.h"
#include "common/error.h"
#include "common/grow.h"
#include "format/format.h"

#include <stdlib.h>
#include <string.h>

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
    /* text_cap is 0 while text is NULL, so the grow above ran.
     * NOLINTNEXTLINE(clang-analyzer-core.NonNullParamChecker) */
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

void sp_profile_prefetch_string(selfprof_profile *p, uint64_t id)
{
    uint64_t addr = sp_profile_address(p, id);
    if (addr >= p->strdata.size)
        return;
    const sp_segment *g = &p->strdata.segs[sp_stream_segment(&p->strdata, addr, &p->prefetch_hint)];
    __builtin_prefetch(g->data + (addr - g->addr));
}

void selfprof_profile_preload_strings(selfprof_profile *p) { sp_profile_keep_resident(p); }

void selfprof_profile_prefetch(selfprof_profile *p, uint64_t event_id)
{
    sp_profile_prefetch_string(p, event_id);
}

void sp_profile_prefetch_refs(selfprof_profile *p, uint64_t id)
{
    uint64_t addr = sp_profile_address(p, id);
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
static int push(selfprof_profile *p, size_t depth, uint64_t addr, uint64_t id, selfprof_error *err)
{
    if (depth >= SELFPROF_MAX_STRING_DEPTH)
        return PUSH_TOO_DEEP;
    if (sp_grow((void **)&p->stack, &p->stack_cap, depth + 1, sizeof *p->stack, 64))
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    p->stack[depth] = (sp_resolve_frame){addr, id};
    return SELFPROF_OK;
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
    uint64_t addr = sp_profile_address(p, id);
    if (addr == UINT64_MAX)
        return text_append(p, UNKNOWN, sizeof UNKNOWN - 1, err);
    int rc = push(p, 0, addr, id, err);
    if (rc)
        return rc;
    /* The segment of the last string read: strings resolved one after the
     * other are mostly in the same page. */
    size_t depth = 1, hint = p->strdata_hint;
    uint64_t budget = sp_profile_budget(p);
    for (uint32_t steps = 0; depth > 0; steps++) {
        cost->steps = steps + 1;
        if (depth > cost->depth)
            cost->depth = depth;
        if (steps >= SP_MAX_STEPS)
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
                              pos == p->strdata.size
                                  ? "no 0xFF terminator before the end of the string data"
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
            uint64_t target = sp_profile_address(p, ref);
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
        size_t n = sp_value_end(s, avail, stop_at_sep);
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

size_t selfprof_split_event_id(const char *text, size_t len, const char **label, size_t *label_len,
                               const char **args, size_t *arg_lens, size_t max_args)
{
    const char *sep = memchr(text, SP_ARG_SEPARATOR, len);
    size_t n = sep ? (size_t)(sep - text) : len;
    if (!sp_piece_ok(text, n)) {
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
        if (!sp_piece_ok(start, m))
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
sp_id_cache *sp_profile_cache_of(selfprof_profile *p, uint64_t id, selfprof_error *err)
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
        p->regular_blocks[block][n % SP_REGULAR_BLOCK] = (sp_id_cache){
            {SP_NAME_NONE, SP_NAME_NONE, SP_NAME_NONE, SP_NAME_NONE}};
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
    size_t nargs = selfprof_split_event_id(p->text, p->text_len, &label, &label_len, args, arg_lens,
                                           0);
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
    uint64_t addr = sp_profile_address(p, id);
    return addr != UINT64_MAX && sp_profile_head_id(p, id, addr, &p->strdata_hint, inner);
}

#define MAX_HOPS 64

int sp_profile_name_of(selfprof_profile *p, uint64_t id, int mode, uint32_t *name,
                       selfprof_error *err)
{
    sp_id_cache *c = sp_profile_cache_of(p, id, err);
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
        if (!(c = sp_profile_cache_of(p, cur, err)))
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
        !sp_u64_map_upsert(&p->head_map, inner, (uint32_t)p->head_count, NULL))
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
        return sp_profile_name_of(p, event_id, SP_MODE_LABEL, name, err);
    sp_head *h = &p->heads[head];
    if (h->label == SP_NAME_NONE) {
        int rc = sp_profile_name_of(p, h->id, SP_MODE_LABEL, name, err);
        if (rc)
            return rc;
        h->label = *name;
    }
    *name = h->label;
    return SELFPROF_OK;
}

size_t selfprof_profile_event_refs(selfprof_profile *p, uint64_t event_id, uint64_t *refs,
                                   size_t max)
{
    uint64_t addr = sp_profile_address(p, event_id);
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
    return sp_profile_name_of(p, kind_id, SP_MODE_WHOLE, name, err);
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

sp_name_table *sp_profile_names_shared(selfprof_profile *p) { return &p->names; }

const sp_name_table *sp_profile_names(const selfprof_profile *p) { return &p->names; }

uint32_t selfprof_profile_name_count(const selfprof_profile *p) { return p->names.count; }
