/* test_support.h — helpers shared by the cmocka unit tests. */
#ifndef TESTS_SUPPORT_H
#define TESTS_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

/* Path of a file under ../shared/testdata ($SHARED/testdata/REL); static buffer. */
const char *test_shared_path(const char *rel);

/* Reads a whole file (gunzipping it when the name ends in .gz) into a malloc'd
 * buffer; *size receives its length. Fails the test on error. */
uint8_t *test_read_file(const char *path, size_t *size);

/* A fresh empty temporary directory (static buffer), removed by the OS later. */
const char *test_temp_dir(void);

/* Growable byte buffer for building synthetic profiles in tests. */
typedef struct test_buf {
    uint8_t *data;
    size_t len, cap;
} test_buf;

void test_buf_put(test_buf *b, const void *p, size_t n);
void test_buf_u8(test_buf *b, uint8_t v);
void test_buf_u32(test_buf *b, uint32_t v);
void test_buf_u64(test_buf *b, uint64_t v);

#endif
