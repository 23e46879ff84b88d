/* profile_file.h — access to a profile's mapped file (profile_file.c):
 * reading pages from copies, giving pages back to the kernel, keeping the
 * string data resident.
 *
 * These are what the other files of lib/read (page_copy.c, profile_events.c,
 * profile_strings.c) need of the file; they are kept out of profile_open.c
 * so that calls go one way: profile_open.c calls the files of lib/read, and
 * none of them calls back into it. sp_profile_keep_resident, which
 * lib/analyze calls too, is declared in profile_names.h and defined in
 * profile_file.c.
 */
#ifndef SP_PROFILE_FILE_H
#define SP_PROFILE_FILE_H

#include <stddef.h>
#include <stdint.h>

#include "read/stream.h"

typedef struct selfprof_profile selfprof_profile;

/* Says that a segment of the mapped file has been read and need not stay
 * resident. Pages go back to the kernel in batches of SP_RELEASE_BATCH
 * bytes, the whole mapping at once (touched again, a page is re-read from
 * the page cache). No-op for profiles opened from memory. Safe to call
 * from several threads. */
void sp_profile_release(const selfprof_profile *p, const sp_segment *g);

/* Gives the whole pages of one segment back to the kernel at once, and
 * nothing else. For the cursor's event pages: the batched release above
 * drops the whole mapping, and a cursor's caller (chrome) reads strings
 * all over the file through it, so they were faulted in again after every
 * batch (a twentieth of the export). One call per event page (43 us each
 * on a VM with page-table isolation, ~7 ms on a 117 MB profile). */
void sp_profile_release_segment(const selfprof_profile *p, const sp_segment *g);

/* The `n` bytes of the file at `at` (a pointer into p->data): copied into
 * `buf` with pread when the profile is a mapped file, else (from memory, or
 * when the read fails) `at` itself. Why: on a virtual machine that shadows
 * page tables, mapping a page of the file costs about four times as much as
 * copying it (20 ms for the 40 MB of events of a large profile), and a
 * reused buffer keeps the resident set small. Safe from several threads. */
const uint8_t *sp_profile_copy(const selfprof_profile *p, const uint8_t *at, size_t n,
                               uint8_t *buf);

#endif
