/* grow.h — the one way the programs' arrays grow (selfprof-perf's
 * reports, store, suite and catalog): doubling, overflow-checked. lib/ has
 * its own (lib/common/grow.h, with huge pages for its large arrays), as
 * lib/ uses nothing above it. */
#ifndef SUP_GROW_H
#define SUP_GROW_H

#include <stddef.h>

/* Makes room for at least `need` elements of `elem` bytes in the array at
 * *arr whose capacity is *cap, doubling from 16. Returns 0, or -1 when
 * memory runs out or the size would overflow (then nothing changes). */
int sup_grow(void **arr, size_t *cap, size_t need, size_t elem);

#endif
