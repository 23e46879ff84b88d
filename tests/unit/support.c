/* test_support.c — file and buffer helpers for the unit tests. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *test_shared_path(const char *rel)
{
    static char path[4096];
    const char *shared = getenv("SHARED");
    snprintf(path, sizeof path, "%s/testdata/%s", shared ? shared : "../shared", rel);
    return path;
}

uint8_t *test_read_file(const char *path, size_t *size)
{
    char cmd[4200];
    size_t n = strlen(path);
    FILE *f;
    int is_gz = n > 3 && strcmp(path + n - 3, ".gz") == 0;
    if (is_gz) {
        snprintf(cmd, sizeof cmd, "gzip -dc '%s'", path);
        f = popen(cmd, "r");
    } else {
        f = fopen(path, "rb");
    }
    if (!f)
        fail_msg("cannot open %s", path);
    size_t cap = 1 << 16, len = 0;
    uint8_t *data = malloc(cap);
    for (;;) {
        if (len == cap)
            data = realloc(data, cap *= 2);
        size_t got = fread(data + len, 1, cap - len, f);
        if (got == 0)
            break;
        len += got;
    }
    if (is_gz ? pclose(f) != 0 : fclose(f) != 0)
        fail_msg("cannot read %s", path);
    *size = len;
    return data;
}

const char *test_temp_dir(void)
{
    static char dir[64];
    snprintf(dir, sizeof dir, "/tmp/selfprof-test-XXXXXX");
    if (!mkdtemp(dir))
        fail_msg("mkdtemp failed");
    return dir;
}

void test_buf_put(test_buf *b, const void *p, size_t n)
{
    if (b->len + n > b->cap) {
        b->cap = (b->len + n) * 2 + 64;
        b->data = realloc(b->data, b->cap);
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

void test_buf_u8(test_buf *b, uint8_t v) { test_buf_put(b, &v, 1); }

void test_buf_u32(test_buf *b, uint32_t v)
{
    uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    test_buf_put(b, x, 4);
}

void test_buf_u64(test_buf *b, uint64_t v)
{
    test_buf_u32(b, (uint32_t)v);
    test_buf_u32(b, (uint32_t)(v >> 32));
}
