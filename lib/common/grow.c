/* grow.c — see grow.h. */
#include "grow.h"

#include <stdint.h>
#include <stdlib.h>

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
    void *a = realloc(*array, n * elem);
    if (!a)
        return -1;
    *array = a;
    *cap = n;
    return 0;
}
