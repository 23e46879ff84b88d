/* string_table.c — string data and index writer with de-duplication. */
#include "string_table.h"

#include "format/format.h"
#include "profiler.h"

#include <stdlib.h>
#include <string.h>

#define PAGE_ALLOC (SP_PAGE_HEADER_SIZE + SP_MAX_PAGE)

int sp_strtab_init(sp_strtab *t, selfprof_profiler *owner)
{
    memset(t, 0, sizeof *t);
    t->owner = owner;
    t->data_page = malloc(PAGE_ALLOC);
    t->index_page = malloc(PAGE_ALLOC);
    t->cap = 256;
    t->slots = calloc(t->cap, sizeof *t->slots);
    if (!t->data_page || !t->index_page || !t->slots) {
        /* Leaves the table empty, so the profiler's teardown, which frees
         * it again, finds nothing to free (was a double free, and a NULL
         * slot array walked for 256 slots). */
        sp_strtab_free(t);
        return SELFPROF_E_NOMEM;
    }
    pthread_mutex_init(&t->lock, NULL);
    sp_store_header(t->data_page + SP_PAGE_HEADER_SIZE, SP_STRDATA_MAGIC, SELFPROF_FORMAT_VERSION);
    t->data_len = SP_HEADER_SIZE;
    t->data_addr = SP_HEADER_SIZE;
    sp_store_header(t->index_page + SP_PAGE_HEADER_SIZE, SP_STRINDEX_MAGIC,
                    SELFPROF_FORMAT_VERSION);
    t->index_len = SP_HEADER_SIZE;
    return SELFPROF_OK;
}

void sp_strtab_free(sp_strtab *t)
{
    for (size_t i = 0; t->slots && i < t->cap; i++)
        free(t->slots[i].bytes);
    free(t->slots);
    free(t->data_page);
    free(t->index_page);
    t->slots = NULL;
    t->cap = 0;
    t->data_page = t->index_page = NULL;
}

static int flush_data_locked(sp_strtab *t)
{
    int rc = SELFPROF_OK;
    if (t->data_len > 0)
        rc = sp_profiler_write_page(t->owner, t->data_page, SP_TAG_STRDATA, t->data_len);
    t->data_len = 0;
    return rc;
}

static int flush_index_locked(sp_strtab *t)
{
    int rc = SELFPROF_OK;
    if (t->index_len > 0)
        rc = sp_profiler_write_page(t->owner, t->index_page, SP_TAG_STRINDEX, t->index_len);
    t->index_len = 0;
    return rc;
}

/* Appends bytes to a stream page, writing the page whenever it fills
 * (strings and bulk index entries may straddle pages; readers reassemble
 * the streams). */
static void append_locked(sp_strtab *t, int index, const uint8_t *b, size_t n)
{
    uint8_t *page = index ? t->index_page : t->data_page;
    size_t *len = index ? &t->index_len : &t->data_len;
    while (n > 0) {
        if (*len == SP_MAX_PAGE) {
            if (index)
                flush_index_locked(t);
            else
                flush_data_locked(t);
        }
        size_t k = SP_MAX_PAGE - *len;
        if (k > n)
            k = n;
        memcpy(page + SP_PAGE_HEADER_SIZE + *len, b, k);
        *len += k;
        b += k;
        n -= k;
    }
}

static uint64_t hash_bytes(const uint8_t *p, size_t n)
{
    uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
    while (n >= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
        h ^= h >> 31;
        p += 8;
        n -= 8;
    }
    uint64_t w = 0;
    memcpy(&w, p, n);
    h = (h ^ w) * 0x94D049BB133111EBull;
    h ^= h >> 29;
    return h;
}

static int grow_locked(sp_strtab *t)
{
    size_t cap = t->cap * 2;
    sp_strtab_entry *s = calloc(cap, sizeof *s);
    if (!s)
        return -1;
    for (size_t i = 0; i < t->cap; i++) {
        if (!t->slots[i].id)
            continue;
        size_t j = t->slots[i].hash & (cap - 1);
        while (s[j].id)
            j = (j + 1) & (cap - 1);
        s[j] = t->slots[i];
    }
    free(t->slots);
    t->slots = s;
    t->cap = cap;
    return 0;
}

uint64_t sp_strtab_add(sp_strtab *t, const uint8_t *enc, size_t n, int dedup)
{
    if (!sp_profiler_active(t->owner))
        return SELFPROF_INVALID_STRING_ID;
    uint64_t h = dedup ? hash_bytes(enc, n) : 0;
    pthread_mutex_lock(&t->lock);
    size_t slot = 0;
    if (dedup) {
        if (t->count * 2 >= t->cap && grow_locked(t) != 0) {
            pthread_mutex_unlock(&t->lock);
            return SELFPROF_INVALID_STRING_ID;
        }
        slot = h & (t->cap - 1);
        for (; t->slots[slot].id; slot = (slot + 1) & (t->cap - 1)) {
            sp_strtab_entry *e = &t->slots[slot];
            if (e->hash == h && e->len == n && memcmp(e->bytes, enc, n) == 0) {
                uint64_t id = e->id;
                pthread_mutex_unlock(&t->lock);
                return id;
            }
        }
    }
    uint8_t *copy = NULL;
    if (dedup && !(copy = malloc(n ? n : 1))) {
        pthread_mutex_unlock(&t->lock);
        return SELFPROF_INVALID_STRING_ID;
    }
    uint64_t id = t->data_addr + SP_FIRST_REGULAR_ID;
    static const uint8_t term = SP_STR_TERMINATOR;
    append_locked(t, 0, enc, n);
    append_locked(t, 0, &term, 1);
    t->data_addr += n + 1;
    if (dedup) {
        memcpy(copy, enc, n);
        t->slots[slot] = (sp_strtab_entry){h, id, copy, n};
        t->count++;
    }
    pthread_mutex_unlock(&t->lock);
    return sp_profiler_active(t->owner) ? id : SELFPROF_INVALID_STRING_ID;
}

/* Copies text into out (if out is not NULL), replacing 0xFE and 0xFF by
 * U+FFFD; returns the encoded length. */
static size_t encode_text(const char *text, size_t len, uint8_t *out)
{
    size_t k = 0;
    for (size_t i = 0; i < len; i++) {
        uint8_t c = (uint8_t)text[i];
        if (c == SP_STR_REF_TAG || c == SP_STR_TERMINATOR) {
            if (out)
                memcpy(out + k, "\xEF\xBF\xBD", 3);
            k += 3;
        } else {
            if (out)
                out[k] = c;
            k++;
        }
    }
    return k;
}

static int needs_escape(const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if ((uint8_t)text[i] >= SP_STR_REF_TAG)
            return 1;
    return 0;
}

uint64_t sp_strtab_add_text(sp_strtab *t, const char *text, size_t len, int dedup)
{
    if (!text)
        return SELFPROF_INVALID_STRING_ID;
    if (!needs_escape(text, len))
        return sp_strtab_add(t, (const uint8_t *)text, len, dedup);
    size_t n = encode_text(text, len, NULL);
    uint8_t *buf = malloc(n);
    if (!buf)
        return SELFPROF_INVALID_STRING_ID;
    encode_text(text, len, buf);
    uint64_t id = sp_strtab_add(t, buf, n, dedup);
    free(buf);
    return id;
}

uint64_t sp_strtab_add_components(sp_strtab *t, const selfprof_component *c, size_t n)
{
    if (!c || n == 0)
        return SELFPROF_INVALID_STRING_ID;
    size_t total = 0;
    for (size_t i = 0; i < n; i++)
        total += c[i].text ? encode_text(c[i].text, c[i].len, NULL) : 1 + SP_V9_ID_SIZE;
    uint8_t small[256];
    uint8_t *buf = total <= sizeof small ? small : malloc(total);
    if (!buf)
        return SELFPROF_INVALID_STRING_ID;
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (c[i].text) {
            k += encode_text(c[i].text, c[i].len, buf + k);
        } else {
            buf[k] = SP_STR_REF_TAG;
            sp_store_u64(buf + k + 1, c[i].ref);
            k += 1 + SP_V9_ID_SIZE;
        }
    }
    uint64_t id = sp_strtab_add(t, buf, k, 1);
    if (buf != small)
        free(buf);
    return id;
}

int sp_strtab_map(sp_strtab *t, const uint64_t *ids, size_t n, uint64_t addr)
{
    pthread_mutex_lock(&t->lock);
    uint8_t entries[64 * SP_V9_INDEX_SIZE];
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        sp_store_u64(entries + k, ids[i]);
        sp_store_u64(entries + k + 8, addr);
        k += SP_V9_INDEX_SIZE;
        if (k == sizeof entries || i + 1 == n) {
            append_locked(t, 1, entries, k);
            k = 0;
        }
    }
    pthread_mutex_unlock(&t->lock);
    return sp_profiler_active(t->owner) ? SELFPROF_OK : SELFPROF_E_DISABLED;
}

int sp_strtab_flush(sp_strtab *t)
{
    pthread_mutex_lock(&t->lock);
    int rc = flush_data_locked(t);
    if (rc == SELFPROF_OK)
        rc = flush_index_locked(t);
    pthread_mutex_unlock(&t->lock);
    return rc;
}
