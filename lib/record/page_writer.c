/* page_writer.c — append pages in order, and keep the file valid on errors. */
#include "page_writer.h"

#include "common/error.h"
#include "format/format.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
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

int sp_file_create(sp_file *f, const char *path, selfprof_error *err)
{
    f->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    f->size = 0;
    pthread_mutex_init(&f->lock, NULL);
    if (f->fd < 0)
        return sp_error_set(err, SELFPROF_E_IO, -1, "cannot create %s: %s", path,
                            strerror(errno));
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
    return SELFPROF_OK;
}

int sp_file_write_page(sp_file *f, uint8_t *page, uint8_t tag, size_t payload_len,
                       uint64_t *offset)
{
    size_t total = SP_PAGE_HEADER_SIZE + payload_len;
    page[0] = tag;
    sp_store_u32(page + 1, (uint32_t)payload_len);
    pthread_mutex_lock(&f->lock);
    uint64_t off = f->size;
    *offset = off;
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
void sp_file_close(sp_file *f)
{
    if (f->fd >= 0)
        close(f->fd);
    f->fd = -1;
}
