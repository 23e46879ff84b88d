/* profile_open.c — opening a profile: mapping the file, splitting the pages
 * into the three streams, checking headers and sizes, loading the index. */
#include "read/profile_internal.h"
#include "read/page_copy.h"
#include "read/profile_file.h"
#include "read/profile_names.h"
#include "common/error.h"
#include "common/grow.h"
#include "common/parallel.h"
#include "format/format.h"

#include <errno.h>
#include <pthread.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const STREAM_NAMES[SP_TAG_COUNT] = {"event", "string data", "string index"};
static const char *const STREAM_MAGICS[SP_TAG_COUNT] = {SP_EVENT_MAGIC, SP_STRDATA_MAGIC,
                                                        SP_STRINDEX_MAGIC};

static sp_stream *stream_of(selfprof_profile *p, unsigned tag)
{
    return tag == SP_TAG_EVENTS ? &p->events : tag == SP_TAG_STRDATA ? &p->strdata : &p->strindex;
}

/* The page at `pos` runs past the end of the file (`why` says how). With
 * SELFPROF_OPEN_CUT_OK the file ends there: remembers the position and
 * returns 1 (the caller keeps `why` for when a stream is missing before the
 * cut). Otherwise copies `why` into `err` and returns 0. */
static int page_cut(selfprof_profile *p, uint64_t pos, const selfprof_error *why,
                    selfprof_error *err)
{
    if (p->flags & SELFPROF_OPEN_CUT_OK) {
        p->cut_at = pos;
        return 1;
    }
    if (err)
        *err = *why;
    return 0;
}

static int split_pages(selfprof_profile *p, selfprof_error *err)
{
    selfprof_error why = {0};
    uint64_t pos = SP_HEADER_SIZE;
    p->cut_at = p->size;
    while (pos < p->size) {
        if (p->size - pos < SP_PAGE_HEADER_SIZE) {
            sp_error_set(&why, SELFPROF_E_FORMAT, (int64_t)pos,
                         "truncated page header (%llu bytes left, 5 needed)",
                         (unsigned long long)(p->size - pos));
            if (page_cut(p, pos, &why, err))
                break;
            return why.code;
        }
        /* Read with pread (sp_profile_copy): touching each header in the
         * mapping mapped its memory page, or with large folios a whole
         * folio, so the loop had to give back what it passed every few MB,
         * and the faults cost more than the reads. */
        uint8_t header[SP_PAGE_HEADER_SIZE];
        const uint8_t *h = sp_profile_copy(p, p->data + pos, SP_PAGE_HEADER_SIZE, header);
        unsigned tag = h[0];
        uint32_t len = sp_load_u32(h + 1);
        if (tag >= SP_TAG_COUNT)
            return sp_error_set(err, SELFPROF_E_FORMAT, (int64_t)pos, "invalid page tag %u", tag);
        if (len == 0)
            return sp_error_set(err, SELFPROF_E_FORMAT, (int64_t)pos, "empty page");
        if (len > p->size - pos - SP_PAGE_HEADER_SIZE) {
            sp_error_set(&why, SELFPROF_E_FORMAT, (int64_t)pos,
                         "page of %u bytes runs past the end of the file (%llu bytes left)", len,
                         (unsigned long long)(p->size - pos - SP_PAGE_HEADER_SIZE));
            if (page_cut(p, pos, &why, err))
                break;
            return why.code;
        }
        if (sp_stream_append(stream_of(p, tag), p->data + pos + SP_PAGE_HEADER_SIZE, len,
                             pos + SP_PAGE_HEADER_SIZE) != 0)
            return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        pos += SP_PAGE_HEADER_SIZE + (uint64_t)len;
    }
    for (unsigned tag = 0; tag < SP_TAG_COUNT; tag++)
        if (sp_stream_finish(stream_of(p, tag)) != 0)
            return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    for (unsigned tag = 0; tag < SP_TAG_COUNT; tag++) {
        sp_stream *s = stream_of(p, tag);
        uint8_t scratch[SP_HEADER_SIZE];
        size_t hint = 0;
        const uint8_t *h = sp_stream_view(s, 0, SP_HEADER_SIZE, scratch, &hint);
        if (s->count == 0 && sp_profile_is_cut(p))
            return sp_error_set(err, SELFPROF_E_FORMAT, why.offset,
                                "%s, and there is no %s stream before it", why.message,
                                STREAM_NAMES[tag]);
        if (s->count == 0)
            return sp_error_set(err, SELFPROF_E_FORMAT, (int64_t)p->size, "no %s stream",
                                STREAM_NAMES[tag]);
        if (!h)
            return sp_error_set(err, SELFPROF_E_FORMAT, (int64_t)s->segs[0].file_offset,
                                "%s stream too short for its header", STREAM_NAMES[tag]);
        if (memcmp(h, STREAM_MAGICS[tag], 4) != 0)
            return sp_error_set(err, SELFPROF_E_FORMAT, (int64_t)s->segs[0].file_offset,
                                "%s stream does not start with %s", STREAM_NAMES[tag],
                                STREAM_MAGICS[tag]);
        if (sp_load_u32(h + 4) != p->version)
            return sp_error_set(err, SELFPROF_E_FORMAT, (int64_t)s->segs[0].file_offset + 4,
                                "%s stream has version %u, the file has %u", STREAM_NAMES[tag],
                                sp_load_u32(h + 4), p->version);
    }
    return SELFPROF_OK;
}

/* Index entries from which the head pass is split between two threads:
 * below that, starting one costs about what it saves. */
#define PARALLEL_MIN_ENTRIES 65536

/* One part of the index's second pass: entries [from, to). */
typedef struct head_part {
    selfprof_profile *p;
    uint64_t from, to;
    pthread_mutex_t *lock; /* shared head slots; NULL for the only part */
    sp_u64_map seen;       /* with a lock: this part's referenced id -> slot */
    int nomem;
} head_part;

/* The head slot of referenced id `inner` for part `h`: slots are shared
 * by the parts, so a part looks in its own map first and takes the lock
 * only for an id it has not met (a few hundred query names in all). */
static uint32_t part_head_slot(head_part *h, uint64_t inner)
{
    if (!h->lock)
        return sp_profile_head_slot(h->p, inner);
    uint32_t *known = sp_u64_map_find(&h->seen, inner);
    if (known)
        return *known;
    pthread_mutex_lock(h->lock);
    uint32_t slot = sp_profile_head_slot(h->p, inner);
    pthread_mutex_unlock(h->lock);
    if (slot != SP_HEAD_NONE)
        (void)sp_u64_map_upsert(&h->seen, inner, slot, NULL); /* a cache: may fail */
    return slot;
}

/* Fills the virtual entries of index entries [h->from, h->to). The head is
 * read now, while the index is walked in order (rustc's addresses ascend
 * with it): the walks then find an event's label without touching its
 * string. Index and string data are read from copies of their pages, so
 * the pass maps none of them (and keeps none resident). With dense ids two
 * parts write disjoint entries (load_index checked that no id repeats). */
static void *fill_virtuals(void *arg)
{
    head_part *h = arg;
    selfprof_profile *p = h->p;
    unsigned esz = p->index_entry_size, isz = p->id_size;
    uint8_t scratch[16];
    sp_page_copy index, strings;
    sp_page_copy_init(&index, p, &p->strindex);
    sp_page_copy_init(&strings, p, &p->strdata);
    for (uint64_t i = h->from; i < h->to; i++) {
        const uint8_t *e = sp_page_copy_view(&index, SP_HEADER_SIZE + i * esz, esz, scratch);
        uint64_t id = sp_load_id(e, isz), addr = sp_load_id(e + isz, isz);
        if (id > SP_MAX_USER_VIRTUAL_ID || addr >= p->strdata.size) /* past a cut */
            continue;
        uint64_t inner;
        uint32_t head = SP_HEAD_NONE;
        const uint8_t *text = sp_page_copy_view(&strings, addr, 2 + isz, scratch);
        if (text && sp_head_in(text, isz, id, &inner))
            head = part_head_slot(h, inner);
        sp_virtual_entry v = {addr, head};
        if (p->virtuals_dense) {
            p->virtuals[id] = v;
            continue;
        }
        int inserted;
        uint32_t *slot = sp_u64_map_upsert(&p->virtual_map, id, (uint32_t)p->virtual_count,
                                           &inserted);
        if (!slot) {
            h->nomem = 1;
            break;
        }
        if (inserted)
            p->virtuals[p->virtual_count++] = v;
        else
            p->virtuals[*slot] = v;
    }
    sp_page_copy_free(&index);
    sp_page_copy_free(&strings);
    return NULL;
}

/* Marks `id` in a bitmap that grows with the largest id; 1 when it was
 * marked already, -1 when memory runs out. */
static int mark_id(uint64_t **bits, size_t *words, uint64_t id)
{
    size_t w = (size_t)(id / 64);
    if (w >= *words) {
        size_t old = *words, want = old ? old : 1024;
        while (want <= w)
            want *= 2;
        uint64_t *grown = realloc(*bits, want * sizeof *grown);
        if (!grown)
            return -1;
        memset(grown + old, 0, (want - old) * sizeof *grown);
        *bits = grown;
        *words = want;
    }
    uint64_t bit = (uint64_t)1 << (id % 64);
    int was = ((*bits)[w] & bit) != 0;
    (*bits)[w] |= bit;
    return was;
}

/* Fills the virtual entries, in two threads when the index is large, the
 * ids are dense and none repeats (a repeated id's last entry wins, which
 * only an in-order pass keeps). */
static int fill_all_virtuals(selfprof_profile *p, uint64_t entries, unsigned threads)
{
    pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    uint64_t half = entries / 2;
    head_part parts[2] = {{p, 0, half, &lock, {0}, 0}, {p, half, entries, &lock, {0}, 0}};
    pthread_t helper;
    if (threads == 2 && p->virtuals_dense &&
        pthread_create(&helper, NULL, fill_virtuals, &parts[1]) == 0) {
        fill_virtuals(&parts[0]);
        pthread_join(helper, NULL);
    } else {
        parts[0] = (head_part){p, 0, entries, NULL, {0}, 0};
        fill_virtuals(&parts[0]);
    }
    sp_u64_map_free(&parts[0].seen);
    sp_u64_map_free(&parts[1].seen);
    pthread_mutex_destroy(&lock);
    return parts[0].nomem ? -1 : 0;
}

/* Reads the index. Entries for ids above the metadata id are ignored, as
 * regular ids never go through the index. */
static int load_index(selfprof_profile *p, selfprof_error *err)
{
    const sp_stream *s = &p->strindex;
    unsigned esz = p->index_entry_size, isz = p->id_size;
    if ((s->size - SP_HEADER_SIZE) % esz != 0 && !sp_profile_is_cut(p))
        return sp_error_set(err, SELFPROF_E_FORMAT, sp_stream_file_offset(s, s->size),
                            "string index size %llu is not 8 + a multiple of %u",
                            (unsigned long long)s->size, esz);
    uint64_t entries = (s->size - SP_HEADER_SIZE) / esz, max_id = 0, nvirtual = 0;
    unsigned threads = sp_parallel_threads(entries, PARALLEL_MIN_ENTRIES);
    uint64_t *seen = NULL; /* ids met, while a split is still possible */
    size_t seen_words = 0;
    uint8_t scratch[16];
    sp_page_copy index;
    sp_page_copy_init(&index, p, s);
    int have_metadata = 0;
    for (uint64_t i = 0; i < entries; i++) {
        uint64_t addr_in_stream = SP_HEADER_SIZE + i * esz;
        const uint8_t *e = sp_page_copy_view(&index, addr_in_stream, esz, scratch);
        uint64_t id = sp_load_id(e, isz), addr = sp_load_id(e + isz, isz);
        /* A stream may end in a partial record, and an index entry point
         * past the string data, only in a cut file: the missing bytes
         * were in the page that was cut. */
        if (addr >= p->strdata.size && sp_profile_is_cut(p))
            continue;
        if (addr >= p->strdata.size) {
            free(seen);
            sp_page_copy_free(&index);
            return sp_error_set(err, SELFPROF_E_FORMAT, sp_stream_file_offset(s, addr_in_stream),
                                "index entry %llu maps id %llu to address %llu, beyond "
                                "the string data (%llu bytes)",
                                (unsigned long long)i, (unsigned long long)id,
                                (unsigned long long)addr, (unsigned long long)p->strdata.size);
        }
        if (id == SP_METADATA_ID) {
            p->metadata_addr = addr;
            have_metadata = 1;
        } else if (id <= SP_MAX_USER_VIRTUAL_ID) {
            nvirtual++;
            if (id > max_id)
                max_id = id;
            if (threads == 2 && mark_id(&seen, &seen_words, id) != 0)
                threads = 1; /* a repeated id (or no memory to tell) */
        }
    }
    free(seen);
    sp_page_copy_free(&index);
    if (!have_metadata)
        return sp_error_set(err, SELFPROF_E_FORMAT, sp_stream_file_offset(s, 0),
                            "the string index has no metadata entry (id %llu)",
                            (unsigned long long)SP_METADATA_ID);
    /* Dense when ids are compact: memory stays proportional to the file. */
    p->virtuals_dense = nvirtual > 0 && max_id < 4 * nvirtual + 4096;
    size_t n = p->virtuals_dense ? (size_t)max_id + 1 : (size_t)nvirtual;
    p->virtuals = sp_malloc_huge((n ? n : 1) * sizeof *p->virtuals);
    if (!p->virtuals)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (p->virtuals_dense) {
        for (size_t i = 0; i < n; i++)
            p->virtuals[i] = (sp_virtual_entry){UINT64_MAX, SP_HEAD_NONE};
        p->virtual_count = n;
    } else if (sp_u64_map_reserve(&p->virtual_map, n) != 0) {
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    if (fill_all_virtuals(p, entries, threads) != 0)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    return SELFPROF_OK;
}

static int open_common(selfprof_profile *p, selfprof_error *err)
{
    if (p->size < SP_HEADER_SIZE || memcmp(p->data, SP_FILE_MAGIC, 4) != 0)
        return sp_error_set(err, SELFPROF_E_FORMAT, 0,
                            p->size < SP_HEADER_SIZE ? "file too short for a profile header"
                                                     : "not a profile (no MMPD magic)");
    p->version = sp_load_u32(p->data + 4);
    if (p->version != 8 && p->version != 9)
        return sp_error_set(err, SELFPROF_E_VERSION, 4,
                            "format version %u is not supported (only 8 and 9)", p->version);
    int v9 = p->version == 9;
    p->id_size = v9 ? SP_V9_ID_SIZE : SP_V8_ID_SIZE;
    p->event_size = v9 ? SP_V9_EVENT_SIZE : SP_V8_EVENT_SIZE;
    p->index_entry_size = v9 ? SP_V9_INDEX_SIZE : SP_V8_INDEX_SIZE;
    int rc = split_pages(p, err);
    if (rc)
        return rc;
    if ((p->events.size - SP_HEADER_SIZE) % p->event_size != 0 && !sp_profile_is_cut(p))
        return sp_error_set(err, SELFPROF_E_FORMAT,
                            sp_stream_file_offset(&p->events, p->events.size),
                            "event stream size %llu is not 8 + a multiple of %u",
                            (unsigned long long)p->events.size, p->event_size);
    p->event_count = (p->events.size - SP_HEADER_SIZE) / p->event_size;
    if ((rc = load_index(p, err)) != 0)
        return rc;
    return sp_profile_read_metadata(p, err);
}

static selfprof_profile *profile_new(const char *path, unsigned flags)
{
    selfprof_profile *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    if (!(p->path = strdup(path))) {
        free(p);
        return NULL;
    }
    p->flags = flags;
    p->fd = -1;
    return p;
}

/* Puts the file name in front of the message: "FILE: what (at byte N)" is
 * assembled by the tools, so only the path is added here. */
static int finish_open(selfprof_profile *p, int rc, selfprof_profile **out)
{
    if (rc != SELFPROF_OK) {
        selfprof_profile_close(p);
        return rc;
    }
    *out = p;
    return SELFPROF_OK;
}

int selfprof_profile_open_memory_flags(const void *data, size_t size, unsigned flags,
                                       selfprof_profile **out, selfprof_error *err)
{
    *out = NULL;
    selfprof_profile *p = profile_new("<memory>", flags);
    if (!p)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    p->data = data;
    p->size = size;
    return finish_open(p, open_common(p, err), out);
}

int selfprof_profile_open_memory(const void *data, size_t size, selfprof_profile **out,
                                 selfprof_error *err)
{
    return selfprof_profile_open_memory_flags(data, size, 0, out, err);
}

int selfprof_profile_open(const char *path, selfprof_profile **out, selfprof_error *err)
{
    return selfprof_profile_open_flags(path, 0, out, err);
}

int selfprof_profile_open_flags(const char *path, unsigned flags, selfprof_profile **out,
                                selfprof_error *err)
{
    *out = NULL;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return sp_error_set(err, SELFPROF_E_IO, -1, "cannot open: %s", strerror(errno));
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        return sp_error_set(err, SELFPROF_E_IO, -1, "cannot read: %s", strerror(e));
    }
    if (!S_ISREG(st.st_mode)) { /* mmap needs a file; pipes and devices are refused */
        close(fd);
        return sp_error_set(err, SELFPROF_E_IO, -1, "cannot read: %s",
                            S_ISDIR(st.st_mode) ? "is a directory" : "not a regular file");
    }
    selfprof_profile *p = profile_new(path, flags);
    if (!p) {
        close(fd);
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    p->size = (size_t)st.st_size;
    if (p->size > 0) {
        void *m = mmap(NULL, p->size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (m == MAP_FAILED) {
            int e = errno;
            close(fd);
            selfprof_profile_close(p);
            return sp_error_set(err, SELFPROF_E_IO, -1, "cannot map: %s", strerror(e));
        }
        p->mapping = m;
        p->data = m;
        p->fd = fd; /* kept: sp_profile_copy reads pages without mapping them */
    } else {
        p->data = (const uint8_t *)"";
        close(fd);
    }
    return finish_open(p, open_common(p, err), out);
}

void selfprof_profile_close(selfprof_profile *p)
{
    if (!p)
        return;
    if (p->mapping)
        munmap(p->mapping, p->size);
    if (p->fd >= 0)
        close(p->fd);
    sp_stream_free(&p->events);
    sp_stream_free(&p->strdata);
    sp_stream_free(&p->strindex);
    free(p->virtuals);
    sp_u64_map_free(&p->virtual_map);
    sp_u64_map_free(&p->regular_map);
    for (size_t b = 0; b * SP_REGULAR_BLOCK < p->regular_count; b++)
        free(p->regular_blocks[b]);
    free(p->regular_blocks);
    free(p->heads);
    sp_u64_map_free(&p->head_map);
    free(p->key_memo);
    sp_name_table_free(&p->names);
    free(p->text);
    free(p->stack);
    free(p->meta_strings);
    free(p->path);
    free(p);
}

uint32_t selfprof_profile_version(const selfprof_profile *p) { return p->version; }

const selfprof_metadata *selfprof_profile_metadata(const selfprof_profile *p) { return &p->meta; }

uint64_t selfprof_profile_event_count(const selfprof_profile *p) { return p->event_count; }

uint64_t selfprof_profile_cut(const selfprof_profile *p, uint64_t *at)
{
    if (at)
        *at = p->cut_at;
    return p->size - p->cut_at;
}
