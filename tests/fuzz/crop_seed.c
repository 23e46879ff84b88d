/* crop_seed.c — makes a small fuzzing seed out of a real profile.
 *
 * Usage: crop_seed IN OUT FIRST COUNT [PAGE]
 *
 * Keeps the file header, the events FIRST .. FIRST+COUNT-1 (clamped to the
 * file; a negative FIRST counts from the end: -300 300 is the last 300), the whole string data (small in rustc's files: the events are what
 * makes them big), and of the string index the entries the kept part can
 * use: the metadata id and every virtual id that a kept event or a
 * reference in the string data names (all their entries, in order, so "the
 * last entry wins" stays exercised). The streams are written in pages of at
 * most PAGE bytes (default: one page per stream), round robin, so a PAGE
 * that is not a multiple of the record size splits records across pages.
 *
 * The input is a trusted seed; it is still bounds-checked, and anything
 * unexpected is an error (exit 1). Built by run.sh with the fuzzer; needs
 * only lib/format/format.h.
 */
#include "format/format.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct buf {
    uint8_t *p;
    size_t len, cap;
} buf;

static void die(const char *what)
{
    fprintf(stderr, "crop_seed: %s\n", what);
    exit(1);
}

static void append(buf *b, const uint8_t *bytes, size_t n)
{
    if (b->len + n > b->cap) {
        b->cap = (b->len + n) * 2 + 64;
        if (!(b->p = realloc(b->p, b->cap)))
            die("out of memory");
    }
    memcpy(b->p + b->len, bytes, n);
    b->len += n;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static uint64_t *ids;
static size_t nids, cap_ids;

static void want(uint64_t id)
{
    if (id > SP_METADATA_ID)
        return; /* regular ids need no index entry */
    if (nids == cap_ids && !(ids = realloc(ids, (cap_ids = cap_ids * 2 + 64) * sizeof *ids)))
        die("out of memory");
    ids[nids++] = id;
}

int main(int argc, char **argv)
{
    if (argc < 5)
        die("usage: crop_seed IN OUT FIRST COUNT [PAGE]");
    long long from = strtoll(argv[3], NULL, 10);
    unsigned long long first, count = strtoull(argv[4], NULL, 10);
    size_t page = argc > 5 ? (size_t)strtoull(argv[5], NULL, 10) : 0;
    if (page == 0 || page > SP_MAX_PAGE)
        page = SP_MAX_PAGE;

    FILE *f = fopen(argv[1], "rb");
    if (!f)
        die("cannot open the input");
    buf in = {0};
    uint8_t chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        append(&in, chunk, n);
    fclose(f);

    if (in.len < SP_HEADER_SIZE || memcmp(in.p, SP_FILE_MAGIC, 4) != 0)
        die("not a profile");
    uint32_t version = sp_load_u32(in.p + 4);
    if (version != 8 && version != 9)
        die("unsupported version");
    unsigned id_size = version == 9 ? SP_V9_ID_SIZE : SP_V8_ID_SIZE;
    unsigned rec = version == 9 ? SP_V9_EVENT_SIZE : SP_V8_EVENT_SIZE;
    unsigned ent = version == 9 ? SP_V9_INDEX_SIZE : SP_V8_INDEX_SIZE;

    buf s[SP_TAG_COUNT] = {{0}};
    for (size_t pos = SP_HEADER_SIZE; pos < in.len;) {
        if (in.len - pos < SP_PAGE_HEADER_SIZE)
            die("truncated page header");
        uint8_t tag = in.p[pos];
        uint32_t size = sp_load_u32(in.p + pos + 1);
        pos += SP_PAGE_HEADER_SIZE;
        if (tag >= SP_TAG_COUNT || size > in.len - pos)
            die("bad page");
        append(&s[tag], in.p + pos, size);
        pos += size;
    }
    for (int t = 0; t < SP_TAG_COUNT; t++)
        if (s[t].len < SP_HEADER_SIZE)
            die("a stream is missing");
    if ((s[SP_TAG_EVENTS].len - SP_HEADER_SIZE) % rec ||
        (s[SP_TAG_STRINDEX].len - SP_HEADER_SIZE) % ent)
        die("bad stream size");

    /* Events: the header and the chosen slice. */
    uint64_t total = (s[SP_TAG_EVENTS].len - SP_HEADER_SIZE) / rec;
    if (from < 0)
        first = (unsigned long long)-from > total ? 0 : total - (unsigned long long)-from;
    else
        first = (unsigned long long)from > total ? total : (unsigned long long)from;
    if (count > total - first)
        count = total - first;
    buf ev = {0};
    append(&ev, s[SP_TAG_EVENTS].p, SP_HEADER_SIZE);
    append(&ev, s[SP_TAG_EVENTS].p + SP_HEADER_SIZE + first * rec, count * rec);
    want(SP_METADATA_ID);
    for (uint64_t i = 0; i < count; i++) {
        const uint8_t *r = ev.p + SP_HEADER_SIZE + i * rec;
        want(sp_load_id(r, id_size));
        want(sp_load_id(r + id_size, id_size));
    }
    /* References in the string data: 0xFE and an id; no other byte of a
     * component is 0xFE. */
    const buf *sd = &s[SP_TAG_STRDATA];
    for (size_t pos = SP_HEADER_SIZE; pos < sd->len; pos++)
        if (sd->p[pos] == SP_STR_REF_TAG && sd->len - pos > id_size) {
            want(sp_load_id(sd->p + pos + 1, id_size));
            pos += id_size;
        }
    qsort(ids, nids, sizeof *ids, cmp_u64);

    buf ix = {0};
    const buf *si = &s[SP_TAG_STRINDEX];
    append(&ix, si->p, SP_HEADER_SIZE);
    for (size_t pos = SP_HEADER_SIZE; pos < si->len; pos += ent) {
        uint64_t id = sp_load_id(si->p + pos, id_size);
        if (bsearch(&id, ids, nids, sizeof *ids, cmp_u64))
            append(&ix, si->p + pos, ent);
    }

    /* Out: header, then the three streams in pages, round robin. */
    buf out = {0};
    append(&out, in.p, SP_HEADER_SIZE);
    const buf *streams[SP_TAG_COUNT] = {&ev, sd, &ix};
    size_t done[SP_TAG_COUNT] = {0};
    for (int more = 1; more;) {
        more = 0;
        for (int t = 0; t < SP_TAG_COUNT; t++) {
            size_t left = streams[t]->len - done[t], m = left < page ? left : page;
            if (m == 0)
                continue;
            uint8_t hdr[SP_PAGE_HEADER_SIZE];
            hdr[0] = (uint8_t)t;
            sp_store_u32(hdr + 1, (uint32_t)m);
            append(&out, hdr, sizeof hdr);
            append(&out, streams[t]->p + done[t], m);
            done[t] += m;
            more |= done[t] < streams[t]->len;
        }
    }
    if (!(f = fopen(argv[2], "wb")) || fwrite(out.p, 1, out.len, f) != out.len || fclose(f) != 0)
        die("cannot write the output");
    for (int t = 0; t < SP_TAG_COUNT; t++)
        free(s[t].p);
    free(in.p);
    free(ev.p);
    free(ix.p);
    free(out.p);
    free(ids);
    return 0;
}
