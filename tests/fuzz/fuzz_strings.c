/* fuzz_strings.c — libFuzzer target for string resolution
 * (lib/read/profile_strings.c), in v8 and v9.
 *
 * The fuzzer's bytes do not have to get the container right: they are
 * wrapped into a well-formed profile, so every run opens and spends its time
 * resolving strings, labels, keys, kinds and event refs, through regular
 * ids, virtual ids of the index (dense and hashed), references, cycles and
 * the depth and length limits. Input layout:
 *
 *   byte 0     flags: bit 0 v9 (else v8); bit 1 the fuzzer's index entries
 *              come before the metadata entry (else after: they may remap
 *              the metadata id); bit 2 no 0xFF after the fuzzer's string
 *              data; bit 3 string data in pages of 61 bytes; bit 4 the
 *              summary by label and arguments (else by label)
 *   byte 1     number of index entries (low 5 bits), 4 input bytes each
 *   byte 2     number of events (low 3 bits, plus 1), 4 input bytes each
 *   entries    id u16, address u16 (modulo the string data size)
 *   events     what u8, value u8, id u16 (see event_id below)
 *   the rest   the string data, after a metadata string and two kinds
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "format/format.h"
#include "selfprof/summary.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Fixed strings at the start of the string data (address 8 on). */
static const char PREFIX[] = "{\"start_time\":1,\"process_id\":2}\xff"
                             "Query\xff"
                             "GenericActivity\xff";
#define PREFIX_LEN (sizeof PREFIX - 1)
#define FUZZ_BASE (SP_HEADER_SIZE + PREFIX_LEN) /* address of the fuzzer's strings */
#define QUERY_ADDR (SP_HEADER_SIZE + 32)
#define ACTIVITY_ADDR (QUERY_ADDR + 6)

typedef struct out {
    uint8_t *p;
    size_t len;
} out;

static void put(out *o, const void *bytes, size_t n)
{
    memcpy(o->p + o->len, bytes, n);
    o->len += n;
}

static void put_id(out *o, uint64_t v, unsigned id_size)
{
    uint8_t b[8];
    sp_store_u64(b, v);
    put(o, b, id_size);
}

/* A stream as pages of at most `page` bytes. */
static void put_stream(out *o, enum sp_page_tag tag, const uint8_t *s, size_t n, size_t page)
{
    for (size_t done = 0; done < n;) {
        size_t m = n - done < page ? n - done : page;
        uint8_t hdr[SP_PAGE_HEADER_SIZE] = {(uint8_t)tag};
        sp_store_u32(hdr + 1, (uint32_t)m);
        put(o, hdr, sizeof hdr);
        put(o, s + done, m);
        done += m;
    }
}

/* Index ids: small ones (a dense table), big ones (a hash map), and from
 * 0xFFF0 the ids around the metadata id. */
static uint64_t virtual_id(uint16_t v)
{
    if (v >= 0xFFF0)
        return SP_METADATA_ID - 8 + (v - 0xFFF0);
    if (v & 0x8000)
        return SP_MAX_USER_VIRTUAL_ID - (v & 0x7FFF) * 997u;
    return v & 0xFF;
}

static uint64_t event_id(uint8_t what, uint16_t v, size_t strsize)
{
    switch (what % 5) {
    case 0: return virtual_id(v);
    case 1: /* one of the fuzzer's strings (none: the end of the data) */
        return SP_FIRST_REGULAR_ID + FUZZ_BASE +
               (strsize > FUZZ_BASE ? v % (strsize - FUZZ_BASE) : 0);
    case 2: return SP_FIRST_REGULAR_ID + v;  /* anywhere, also beyond the end */
    case 3: return SP_METADATA_ID + (v % 3); /* metadata, invalid, address 0 */
    default: return v;                       /* any small virtual id, mapped or not */
    }
}

static size_t add_id(uint64_t *ids, size_t n, uint64_t id)
{
    for (size_t i = 0; i < n; i++)
        if (ids[i] == id)
            return n;
    ids[n] = id;
    return n + 1;
}

/* Returns whether the whole string resolved. */
static int resolve(selfprof_profile *p, uint64_t id)
{
    selfprof_error err;
    const char *text, *label, *args[4];
    size_t len, llen, alen[4];
    uint32_t name;
    int whole = selfprof_profile_string(p, id, &text, &len, &err);
    if (whole == SELFPROF_OK)
        selfprof_split_event_id(text, len, &label, &llen, args, alen, 4);
    selfprof_profile_label(p, id, &name, &err); /* may stop before the error */
    if (whole == SELFPROF_OK) {                 /* else they fail as the whole string did */
        selfprof_profile_key(p, id, &name, &err);
        selfprof_profile_kind(p, id, &name, &err);
    }
    uint64_t refs[4];
    size_t n = selfprof_profile_event_refs(p, id, refs, 4);
    for (size_t i = 0; i < n; i++) {
        selfprof_profile_string(p, refs[i], &text, &len, &err);
        selfprof_profile_label(p, refs[i], &name, &err);
    }
    return whole == SELFPROF_OK;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 3)
        return 0;
    unsigned flags = data[0], v9 = flags & 1;
    unsigned id_size = v9 ? SP_V9_ID_SIZE : SP_V8_ID_SIZE;
    size_t nentries = data[1] & 31u, nevents = (data[2] & 7u) + 1;
    const uint8_t *entries = data + 3, *events = entries + 4 * nentries;
    if (size < 3 + 4 * (nentries + nevents))
        return 0;
    const uint8_t *str = events + 4 * nevents;
    size_t str_len = size - (size_t)(str - data);
    int terminate = !(flags & 4);

    /* The string data stream. */
    size_t strsize = FUZZ_BASE + str_len + (size_t)terminate;
    uint8_t *buf = malloc(strsize + (nentries + 1) * SP_V9_INDEX_SIZE + SP_HEADER_SIZE +
                          (nevents + 1) * SP_V9_EVENT_SIZE + SP_HEADER_SIZE);
    if (!buf)
        return 0;
    out sd = {buf, 0};
    sp_store_header(sd.p, SP_STRDATA_MAGIC, 8 + v9);
    sd.len = SP_HEADER_SIZE;
    put(&sd, PREFIX, PREFIX_LEN);
    put(&sd, str, str_len);
    if (terminate)
        put(&sd, "\xff", 1);

    /* The index: the metadata entry and the fuzzer's. */
    out ix = {sd.p + sd.len, 0};
    sp_store_header(ix.p, SP_STRINDEX_MAGIC, 8 + v9);
    ix.len = SP_HEADER_SIZE;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == !(flags & 2)) {
            put_id(&ix, SP_METADATA_ID, id_size);
            put_id(&ix, SP_HEADER_SIZE, id_size);
        } else {
            for (size_t i = 0; i < nentries; i++) {
                const uint8_t *e = entries + 4 * i;
                put_id(&ix, virtual_id((uint16_t)(e[0] | e[1] << 8)), id_size);
                put_id(&ix, (e[2] | e[3] << 8) % strsize, id_size);
            }
        }
    }

    /* The events: one per 4 input bytes, one after the other on thread 0,
     * and an interval around them all, written last as rustc does. */
    out ev = {ix.p + ix.len, 0};
    sp_store_header(ev.p, SP_EVENT_MAGIC, 8 + v9);
    ev.len = SP_HEADER_SIZE;
    for (size_t i = 0; i <= nevents; i++) {
        const uint8_t *e = events + 4 * (i < nevents ? i : 0);
        uint64_t id = i < nevents ? event_id(e[0], (uint16_t)(e[2] | e[3] << 8), strsize)
                                  : SP_FIRST_REGULAR_ID + FUZZ_BASE;
        uint64_t kind = e[1] & 1 ? SP_FIRST_REGULAR_ID + QUERY_ADDR
                                 : SP_FIRST_REGULAR_ID + ACTIVITY_ADDR;
        if ((e[1] & 6) == 6)
            kind = id; /* the event's own string as its kind */
        uint64_t v1 = 10 * i + 1, v2 = 10 * i + 5;
        if (i == nevents)
            v1 = 0, v2 = 10 * i;
        else if (e[1] & 8)
            v2 = SP_INSTANT_MARKER;
        else if (e[1] & 16)
            v1 = e[1], v2 = SP_INTEGER_MARKER;
        put_id(&ev, kind, id_size);
        put_id(&ev, id, id_size);
        uint8_t rest[16];
        sp_store_u32(rest, (e[1] >> 5) & 1); /* thread 0 or 1 */
        sp_pack_values(rest + 4, v1, v2);
        put(&ev, rest, 16);
    }

    /* The file: header, events, string data (maybe in small pages), index. */
    size_t page = flags & 8 ? 61 : SP_MAX_PAGE;
    size_t npages = 2 + (sd.len + page - 1) / page;
    uint8_t *file = malloc(SP_HEADER_SIZE + npages * SP_PAGE_HEADER_SIZE + ev.len + sd.len +
                           ix.len);
    if (!file) {
        free(buf);
        return 0;
    }
    out f = {file, 0};
    sp_store_header(f.p, SP_FILE_MAGIC, 8 + v9);
    f.len = SP_HEADER_SIZE;
    put_stream(&f, SP_TAG_EVENTS, ev.p, ev.len, SP_MAX_PAGE);
    put_stream(&f, SP_TAG_STRDATA, sd.p, sd.len, page);
    put_stream(&f, SP_TAG_STRINDEX, ix.p, ix.len, SP_MAX_PAGE);
    free(buf);

    selfprof_profile *p;
    selfprof_error err;
    if (selfprof_profile_open_memory(f.p, f.len, &p, &err) == SELFPROF_OK) {
        /* Each distinct id once (errors are not cached). */
        uint64_t ids[2 * 9 + 31];
        size_t nids = 0;
        selfprof_cursor c;
        selfprof_event e;
        selfprof_cursor_init(&c, p, 0);
        while (selfprof_cursor_next(&c, &e) == 1) {
            nids = add_id(ids, nids, e.event_id);
            nids = add_id(ids, nids, e.kind_id);
        }
        for (size_t i = 0; i < nentries; i++)
            nids = add_id(ids, nids,
                          virtual_id((uint16_t)(entries[4 * i] | entries[4 * i + 1] << 8)));
        /* Up to the first failure: failures are the slow runs (a cycle
         * costs SELFPROF_MAX_STRING_DEPTH steps per resolution), and more
         * add nothing. */
        int failed = 0;
        for (size_t i = 0; i < nids && !failed; i++)
            failed = !resolve(p, ids[i]);
        /* The analysis, through the caches the resolution filled. */
        selfprof_summary *s;
        selfprof_summary_options o = {(flags & 16) != 0};
        if (selfprof_summarize(p, &o, &s, &err) == SELFPROF_OK)
            selfprof_summary_free(s);
        selfprof_profile_close(p);
    }
    free(file);
    return 0;
}
