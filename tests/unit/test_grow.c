/* test_grow.c — lib/common/grow.h: sp_grow keeps contents across the small
 * (realloc) and large (huge-page copy) paths, and sp_malloc_huge gives
 * blocks that are 2 MiB aligned from 4 MiB on, writable to their last
 * byte, freed with free. */
#include "test_support.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common/grow.h"

#define MIB ((size_t)1 << 20)

static void test_malloc_huge(void **state)
{
    (void)state;
    static const size_t SIZES[] = {1,       4096,        2 * MIB - 1,     4 * MIB - 1,
                                   4 * MIB, 4 * MIB + 1, 10 * MIB + 12345};
    for (size_t i = 0; i < sizeof SIZES / sizeof *SIZES; i++) {
        size_t n = SIZES[i];
        unsigned char *p = sp_malloc_huge(n);
        assert_non_null(p);
        if (n >= 4 * MIB)
            assert_int_equal((uintptr_t)p % (2 * MIB), 0);
        memset(p, 0xA5, n);
        assert_int_equal(p[0], 0xA5);
        assert_int_equal(p[n - 1], 0xA5);
        free(p);
    }
}

static void test_grow_keeps_contents(void **state)
{
    (void)state;
    uint32_t *a = NULL;
    size_t cap = 0;
    /* Up to 3 M elements (12 MB): the large path copies into a new block. */
    for (uint32_t i = 0; i < 3000000; i++) {
        assert_int_equal(sp_grow((void **)&a, &cap, (size_t)i + 1, sizeof *a, 16), 0);
        assert_true(cap > i);
        a[i] = i * 2654435761u;
    }
    for (uint32_t i = 0; i < 3000000; i++)
        assert_int_equal(a[i], i * 2654435761u);
    size_t before = cap;
    assert_int_equal(sp_grow((void **)&a, &cap, 10, sizeof *a, 16), 0); /* never shrinks */
    assert_int_equal(cap, before);
    assert_int_equal(sp_grow((void **)&a, &cap, SIZE_MAX / 2, sizeof *a, 16), -1);
    assert_int_equal(cap, before); /* a failure changes nothing */
    assert_int_equal(a[2999999], 2999999u * 2654435761u);
    free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_malloc_huge),
        cmocka_unit_test(test_grow_keeps_contents),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
