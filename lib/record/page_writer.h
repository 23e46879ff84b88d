/* page_writer.h — the profile file: whole pages appended one at a time.
 *
 * Invariant: the file is the 8-byte file header followed by complete pages,
 * each written by one pwrite() at the end of the file, under a lock.  So
 * when the process is killed, only the last page can be incomplete, and
 * every page whose write had returned comes before it: the file never has
 * a hole (a page reserved but not yet written) in front of a complete page.
 * The lock costs nothing measurable: the kernel serializes writes to one
 * file anyway (the inode lock), and a page is written every 8192 events.
 * The reader keeps the complete pages of a cut file (SELFPROF_OPEN_CUT_OK);
 * selfprof_recover_file truncates the cut page away.
 *
 * On ext4, blocks are allocated up to SP_FILE_PREALLOC bytes ahead of the
 * end of the file without changing its size (fallocate
 * FALLOC_FL_KEEP_SIZE), so the pwrite of a page does not allocate; close gives back what was not used
 * (after a kill, the next truncation of the file does, e.g.
 * selfprof_recover_file).
 *
 * The profiler's side of a write is here too (sp_profiler_write_page): the
 * page is written, or the profiler is disabled on error, so the files that
 * write pages (thread_buffer.c, string_table.c, raw_events.c) need nothing
 * from profiler.c.
 */
#ifndef SP_PAGE_WRITER_H
#define SP_PAGE_WRITER_H

#include "selfprof/recorder.h"

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define SP_FILE_PREALLOC (16u << 20) /* 64 pages */

typedef struct sp_file {
    int fd;
    uint64_t size;        /* bytes written so far; under lock */
    uint64_t allocated;   /* blocks allocated up to here (UINT64_MAX: not
                           * preallocating); under lock */
    pthread_mutex_t lock; /* one page write at a time, in file order */
} sp_file;

/* Creates (truncates) `path` and writes the file header. */
int sp_file_create(sp_file *f, const char *path, selfprof_error *err);

/* Writes one page: fills page[0..5) with `tag` and `payload_len` and appends
 * page[0 .. 5 + payload_len) to the file at offset *offset.  Returns 0 or an
 * errno value; on error the file is truncated back to *offset so it stays a
 * valid sequence of pages. */
int sp_file_write_page(sp_file *f, uint8_t *page, uint8_t tag, size_t payload_len,
                       uint64_t *offset);

/* Closes the file; with `release_blocks`, first frees the blocks allocated
 * past its end (not in a fork child, whose parent still writes the file). */
void sp_file_close(sp_file *f, int release_blocks);

/* Writes one page of profiler p to its file (sp_file_write_page on
 * p->file); on failure disables p (one notice on stderr, the error kept for
 * selfprof_profiler_close) and returns SELFPROF_E_IO.  Does nothing and
 * returns SELFPROF_E_DISABLED when p is inactive.  Any thread. */
int sp_profiler_write_page(selfprof_profiler *p, uint8_t *page, uint8_t tag, size_t payload_len);

/* Disables recording for good: masks cleared, later events ignored.  With a
 * message, the first call also prints "selfprof: profiling disabled: ..."
 * on stderr and keeps the error for selfprof_profiler_close.  Any thread. */
void sp_profiler_disable(selfprof_profiler *p, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Test hook: after `bytes` more bytes have been written successfully, the
 * next write stores only part of its page and fails with `error` (ENOSPC,
 * EACCES...), and so do all writes after it.  bytes < 0 turns it off. */
void sp_file_inject_fault(int64_t bytes, int error);

#endif
