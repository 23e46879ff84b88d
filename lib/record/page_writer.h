/* page_writer.h — the profile file: whole pages written at offsets
 * reserved by an atomic add on the file size.
 *
 * Invariant: the file is the 8-byte file header followed by complete pages,
 * each written by one pwrite() at an offset nobody else got.  Threads never
 * wait on each other; a page still in flight when the process is killed is
 * the only thing that can be incomplete (selfprof_recover_file cuts it).
 */
#ifndef SP_PAGE_WRITER_H
#define SP_PAGE_WRITER_H

#include "selfprof/common.h"

#include <stddef.h>
#include <stdint.h>

typedef struct sp_file {
    int fd;
    uint64_t size; /* bytes reserved so far (atomic) */
} sp_file;

/* Creates (truncates) `path` and writes the file header. */
int sp_file_create(sp_file *f, const char *path, selfprof_error *err);

/* Writes one page: fills page[0..5) with `tag` and `payload_len` and writes
 * page[0 .. 5 + payload_len) at a freshly reserved offset, stored in
 * *offset.  Returns 0 or an errno value; on error the file is truncated back
 * to *offset so it stays a valid sequence of pages. */
int sp_file_write_page(sp_file *f, uint8_t *page, uint8_t tag, size_t payload_len,
                       uint64_t *offset);

void sp_file_close(sp_file *f);

/* Test hook: after `bytes` more bytes have been written successfully, the
 * next write stores only part of its page and fails with `error` (ENOSPC,
 * EACCES...), and so do all writes after it.  bytes < 0 turns it off. */
void sp_file_inject_fault(int64_t bytes, int error);

#endif
