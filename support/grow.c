/* grow.c — see grow.h. */
#include "grow.h"

#include <stdlib.h>

int sup_grow(void **arr, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return 0;
    size_t n = *cap ? *cap : 16;
    while (n < need) {
        if (n > (size_t)-1 / 2 / elem)
            return -1;
        n *= 2;
    }
    void *p = realloc(*arr, n * elem);
    if (!p)
        return -1;
    *arr = p;
    *cap = n;
    return 0;
}
