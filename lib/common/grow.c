/* grow.c — see grow.h. */
#include "grow.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define HUGE_PAGE ((uintptr_t)2 << 20)

void sp_advise_huge(void *p, size_t size)
{
#ifdef MADV_HUGEPAGE
    if (!p || size < 2 * HUGE_PAGE)
        return;
    uintptr_t lo = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    uintptr_t hi = ((uintptr_t)p + size) & ~(HUGE_PAGE - 1);
    if (hi > lo)
        (void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#else
    (void)p;
    (void)size;
#endif
}

void *sp_malloc_huge(size_t size)
{
    if (size < 2 * HUGE_PAGE)
        return malloc(size);
    size_t rounded = (size + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
    void *p;
    if (rounded < size || posix_memalign(&p, HUGE_PAGE, rounded) != 0)
        return malloc(size);
#ifdef MADV_HUGEPAGE
    (void)madvise(p, rounded, MADV_HUGEPAGE);
#endif
    return p;
}

int sp_grow(void **array, size_t *cap, size_t need, size_t elem, size_t initial)
{
    if (need <= *cap)
        return 0;
    size_t n = *cap ? *cap : initial;
    while (n < need) {
        if (n > SIZE_MAX / 2)
            return -1;
        n *= 2;
    }
    if (n > SIZE_MAX / elem)
        return -1;
    void *a;
    if (n * elem < 2 * HUGE_PAGE) {
        a = realloc(*array, n * elem);
    } else {
        /* A large block is advised before the old contents are copied in:
         * realloc would copy first, faulting every small page of it. */
        if (!(a = sp_malloc_huge(n * elem)))
            return -1;
        if (*array)
            memcpy(a, *array, *cap * elem);
        free(*array);
    }
    if (!a)
        return -1;
    *array = a;
    *cap = n;
    return 0;
}
