/* page_writer.c — append pages in order, keep the file valid on errors, and
 * disable the profiler whose write failed. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fallocate */
#endif
#include "page_writer.h"

#include "common/error.h"
#include "format/format.h"
#include "profiler.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/vfs.h>
#include <unistd.h>

static int64_t fault_budget = -1;
static int fault_errno;

void sp_file_inject_fault(int64_t bytes, int error)
{
    __atomic_store_n(&fault_errno, error, __ATOMIC_RELAXED);
    __atomic_store_n(&fault_budget, bytes, __ATOMIC_SEQ_CST);
}

/* Writes all of buf at off, retrying short writes; 0 or an errno value. */
static int write_at(int fd, const uint8_t *buf, size_t n, uint64_t off)
{
    if (__atomic_load_n(&fault_budget, __ATOMIC_RELAXED) >= 0) {
        int64_t left = __atomic_sub_fetch(&fault_budget, (int64_t)n, __ATOMIC_SEQ_CST);
        if (left < 0) {
            __atomic_store_n(&fault_budget, 0, __ATOMIC_SEQ_CST);
            int64_t part = (int64_t)n + left; /* what fit before the "disk" filled */
            if (part > 0 && pwrite(fd, buf, (size_t)part, (off_t)off) < 0)
                return errno;
            return __atomic_load_n(&fault_errno, __ATOMIC_RELAXED);
        }
    }
    while (n > 0) {
        ssize_t w = pwrite(fd, buf, n, (off_t)off);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (w == 0)
            return ENOSPC;
        buf += w;
        n -= (size_t)w;
        off += (uint64_t)w;
    }
    return 0;
}

/* Whether preallocating helps on the file system of fd: measured on ext4
 * (a page write costs ~2-4 ns per event less).  On tmpfs it costs ~4.5 ns
 * more (fallocate there allocates and zeroes memory pages that the pwrite
 * then overwrites); other file systems are left as they were, unmeasured. */
static int preallocation_helps(int fd)
{
    struct statfs st;
    return fstatfs(fd, &st) == 0 && st.f_type == 0xEF53; /* EXT4_SUPER_MAGIC (ext2/3 too) */
}

/* Lock held.  Allocates the file's blocks SP_FILE_PREALLOC bytes ahead
 * of `end`, beyond the end of file (FALLOC_FL_KEEP_SIZE: the size, and so
 * what a reader or a kill sees, is unchanged), so that the pwrite of a
 * page only copies into the page cache instead of also reserving blocks
 * one by one (ext4's delayed allocation).  Best effort: a failure only
 * means the pwrite allocates, as without it; a file system without
 * fallocate is not asked again. */
static void preallocate(sp_file *f, uint64_t end)
{
    if (end <= f->allocated)
        return;
    if (fallocate(f->fd, FALLOC_FL_KEEP_SIZE, (off_t)f->size, (off_t)SP_FILE_PREALLOC) == 0)
        f->allocated = f->size + SP_FILE_PREALLOC;
    else if (errno == EOPNOTSUPP || errno == ENOSYS)
        f->allocated = UINT64_MAX;
}

int sp_file_create(sp_file *f, const char *path, selfprof_error *err)
{
    f->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    f->size = 0;
    f->allocated = 0;
    pthread_mutex_init(&f->lock, NULL);
    if (f->fd < 0)
        return sp_error_set(err, SELFPROF_E_IO, -1, "cannot create %s: %s", path, strerror(errno));
    uint8_t header[SP_HEADER_SIZE];
    sp_store_header(header, SP_FILE_MAGIC, SELFPROF_FORMAT_VERSION);
    int e = write_at(f->fd, header, sizeof header, 0);
    if (e) {
        close(f->fd);
        f->fd = -1;
        unlink(path);
        return sp_error_set(err, SELFPROF_E_IO, -1, "cannot write %s: %s", path, strerror(e));
    }
    f->size = SP_HEADER_SIZE;
    if (!preallocation_helps(f->fd))
        f->allocated = UINT64_MAX;
    return SELFPROF_OK;
}

int sp_file_write_page(sp_file *f, uint8_t *page, uint8_t tag, size_t payload_len, uint64_t *offset)
{
    size_t total = SP_PAGE_HEADER_SIZE + payload_len;
    page[0] = tag;
    sp_store_u32(page + 1, (uint32_t)payload_len);
    pthread_mutex_lock(&f->lock);
    uint64_t off = f->size;
    *offset = off;
    preallocate(f, off + total);
    int e = write_at(f->fd, page, total, off);
    if (e) {
        /* Cut the partial page; the size is not advanced, so the file stays
         * its complete pages (the profiler disables itself after this). */
        if (ftruncate(f->fd, (off_t)off) != 0) {
            /* nothing more we can do; the reader keeps the pages before it */
        }
    } else {
        f->size = off + total;
    }
    pthread_mutex_unlock(&f->lock);
    return e;
}

/* The lock is not destroyed: a forked child closes an inherited file whose
 * lock another (now absent) thread may hold, and a mutex holds no resources. */
void sp_file_close(sp_file *f, int release_blocks)
{
    /* Truncating to the size it has frees the preallocated blocks past the
     * end; nothing else changes.  Done whenever preallocating is on, also
     * when all of it was used: a fallocate that failed (disk full) may have
     * allocated part of its range. */
    if (f->fd >= 0 && release_blocks && f->allocated != UINT64_MAX &&
        ftruncate(f->fd, (off_t)f->size) != 0) {
        /* the blocks stay allocated until the file is truncated or removed */
    }
    if (f->fd >= 0)
        close(f->fd);
    f->fd = -1;
}

void sp_profiler_disable(selfprof_profiler *p, int code, const char *fmt, ...)
{
    int first = __atomic_exchange_n(&p->inactive, 1, __ATOMIC_ACQ_REL) == 0;
    __atomic_store_n(&p->hot.kind_mask, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&p->hot.groups, 0, __ATOMIC_RELAXED);
    if (!fmt)
        return;
    char msg[sizeof p->error.message];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (first) {
        p->error.code = code;
        p->error.offset = -1;
        memcpy(p->error.message, msg, sizeof msg);
    }
    if (!__atomic_exchange_n(&p->noticed, 1, __ATOMIC_ACQ_REL))
        fprintf(stderr, "selfprof: profiling disabled: %s\n", msg);
}

int sp_profiler_write_page(selfprof_profiler *p, uint8_t *page, uint8_t tag, size_t payload_len)
{
    if (!sp_profiler_active(p))
        return SELFPROF_E_DISABLED;
    uint64_t off;
    int e = sp_file_write_page(&p->file, page, tag, payload_len, &off);
    if (e) {
        sp_profiler_disable(p, SELFPROF_E_IO, "cannot write %s at offset %llu: %s", p->path,
                            (unsigned long long)off, strerror(e));
        return SELFPROF_E_IO;
    }
    return SELFPROF_OK;
}
