/* profile_file.c — access to a profile's mapped file: pages read from
 * copies instead of the mapping, given back to the kernel, or kept resident.
 * See profile_file.h. */
#include "read/profile_file.h"
#include "read/profile_internal.h"
#include "read/profile_names.h"

#include <errno.h>
#include <sys/mman.h>
#include <unistd.h>

/* One madvise per segment (a page of 64 KiB or less) cost 43 us each on a
 * VM with page-table isolation: 0.24 s of system time for a 117 MB profile,
 * more than the whole user time of summarize. Dropping the whole mapping
 * every 8 MiB read costs a few calls and keeps the resident set within
 * that batch plus the pages in use; a dropped page that is needed again
 * is a minor fault. */
#define SP_RELEASE_BATCH ((size_t)8 << 20)

/* madvise(advice) over the pages of the mapped bytes [lo, hi) of `p`'s
 * file: every page they touch, or with `inside` only the pages wholly
 * within them. Returns madvise's result (0 when no page is left). */
static int advise_bytes(const selfprof_profile *p, uint64_t lo, uint64_t hi, int inside, int advice)
{
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), round = inside ? page - 1 : 0;
    uintptr_t a = ((uintptr_t)p->mapping + lo + round) & ~(page - 1);
    uintptr_t b = ((uintptr_t)p->mapping + hi + (page - 1 - round)) & ~(page - 1);
    return b > a ? madvise((void *)a, b - a, advice) : 0;
}

/* Gives the mapped bytes [lo, hi) of `p`'s file back to the kernel. */
static void release_range(const selfprof_profile *p, uint64_t lo, uint64_t hi)
{
    (void)advise_bytes(p, lo, hi, 0, MADV_DONTNEED);
}

void sp_profile_keep_resident(selfprof_profile *p)
{
    if (!p->mapping || p->resident)
        return;
    p->resident = 1;
#ifdef MADV_POPULATE_READ
    /* The string data only: events and index are read from copies. Runs of
     * adjacent pages go in one call. */
    const sp_stream *s = &p->strdata;
    for (size_t i = 0; i < s->count;) {
        uint64_t lo = s->segs[i].file_offset, hi = lo + s->segs[i].len;
        for (i++; i < s->count && s->segs[i].file_offset <= hi + SP_PAGE_HEADER_SIZE; i++)
            hi = s->segs[i].file_offset + s->segs[i].len;
        (void)advise_bytes(p, lo, hi, 0, MADV_POPULATE_READ); /* a hint: older kernels refuse it */
    }
#endif
}

void sp_profile_release_segment(const selfprof_profile *p, const sp_segment *g)
{
    if (!p->mapping)
        return;
    /* Whole pages inside the segment only: the pages it shares with its
     * neighbours may hold strings still in use. */
    (void)advise_bytes(p, g->file_offset, g->file_offset + g->len, 1, MADV_DONTNEED);
}

void sp_profile_release(const selfprof_profile *p, const sp_segment *g)
{
    if (!p->mapping || p->resident)
        return;
    selfprof_profile *m = (selfprof_profile *)p; /* the counter only; see header */
    size_t before = __atomic_fetch_add(&m->unreleased, g->len, __ATOMIC_RELAXED);
    if (before < SP_RELEASE_BATCH && before + g->len >= SP_RELEASE_BATCH) {
        __atomic_store_n(&m->unreleased, 0, __ATOMIC_RELAXED);
        release_range(p, 0, p->size);
    }
}

const uint8_t *sp_profile_copy(const selfprof_profile *p, const uint8_t *at, size_t n, uint8_t *buf)
{
    if (p->fd < 0 || n == 0)
        return at;
    uint64_t off = (uint64_t)(at - p->data);
    size_t done = 0;
    while (done < n) {
        ssize_t got = pread(p->fd, buf + done, n - done, (off_t)(off + done));
        if (got <= 0) {
            if (got < 0 && errno == EINTR)
                continue;
            return at; /* the mapping still has the bytes (or faults as it would have) */
        }
        done += (size_t)got;
    }
    return buf;
}
