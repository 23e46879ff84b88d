/* grow.h — the one way arrays grow in libselfprof. */
#ifndef SP_GROW_H
#define SP_GROW_H

#include <stddef.h>

/* Makes room for at least `need` elements of `elem` bytes in the array at
 * *array whose capacity is *cap, doubling from `initial`. Returns 0, or -1
 * when memory runs out or the size would overflow (then nothing changes). */
int sp_grow(void **array, size_t *cap, size_t need, size_t elem, size_t initial);

#endif
