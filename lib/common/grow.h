/* grow.h — the one way arrays grow in libselfprof. */
#ifndef SP_GROW_H
#define SP_GROW_H

#include <stddef.h>

/* Makes room for at least `need` elements of `elem` bytes in the array at
 * *array whose capacity is *cap, doubling from `initial`. Returns 0, or -1
 * when memory runs out or the size would overflow (then nothing changes). */
int sp_grow(void **array, size_t *cap, size_t need, size_t elem, size_t initial);

/* Asks the kernel to back the block [p, p + size) with huge pages where it
 * can (a hint: nothing changes when it cannot). Blocks under 4 MiB are left
 * alone. Why: a large --by-arg summary touches ~500 MB of fresh memory,
 * and in a virtual machine its ~130,000 page faults were a fifth of the
 * run; 2 MiB pages make them 512 times fewer. */
void sp_advise_huge(void *p, size_t size);

/* Like malloc (free the block with free), but a block of 4 MiB or more
 * starts on a 2 MiB boundary and is advised to huge pages as a whole, its
 * size rounded up to 2 MiB. Why: sp_advise_huge can only advise the 2 MiB
 * pages that lie wholly inside a malloc'd block, so up to 4 MiB of each
 * (its unaligned head and tail) stayed in 4 KiB pages, and on this
 * project's VM each 4 KiB page fault costs about 11 us (the 10 MB index
 * table of a large profile: 27 ms of a 100 ms summarize). Not zeroed. */
void *sp_malloc_huge(size_t size);

#endif
