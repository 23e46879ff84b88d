/* test_malformed.c — malformed profiles give a clean error with a byte
 * offset, never a crash, hang or huge allocation. */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

#include "selfprof/summary.h"

static const char META[] = "{ \"start_time\": 1, \"process_id\": 2, \"cmd\": \"t \" }";

/* Opens and, when that works, summarizes; returns the first error code. */
static int try_read(const uint8_t *data, size_t size, selfprof_error *err)
{
    selfprof_profile *p;
    selfprof_summary *s = NULL;
    memset(err, 0, sizeof *err);
    int rc = selfprof_profile_open_memory(data, size, &p, err);
    if (rc == SELFPROF_OK) {
        rc = selfprof_summarize(p, NULL, &s, err);
        selfprof_summary_free(s);
        selfprof_profile_close(p);
    } else {
        assert_null(p);
    }
    if (rc != SELFPROF_OK) {
        assert_true(err->message[0] != '\0');
        assert_null(strchr(err->message, '\n')); /* one line */
    }
    return rc;
}

static void expect_error(const uint8_t *data, size_t size, int code, const char *needle)
{
    selfprof_error err;
    int rc = try_read(data, size, &err);
    if (rc != code || !strstr(err.message, needle))
        fail_msg("got %d '%s', expected %d '%s'", rc, err.message, code, needle);
}

static void test_truncations(void **state)
{
    (void)state;
    size_t size;
    uint8_t *data = test_read_file(test_data_path("rustc-1.95/plain.mm_profdata"), &size);
    selfprof_error err;
    for (size_t n = 0; n < size; n += (n < 300 || size - n < 300) ? 1 : 97) {
        /* A fresh copy of exactly n bytes, so ASan sees any overread. */
        uint8_t *cut = malloc(n ? n : 1);
        memcpy(cut, data, n);
        int rc = try_read(cut, n, &err);
        assert_int_not_equal(rc, SELFPROF_OK); /* every stream is needed */
        assert_true(err.offset >= 0 && (size_t)err.offset <= n);
        free(cut);
    }
    assert_int_equal(try_read(data, size, &err), SELFPROF_OK);
    free(data);
}

static void test_headers(void **state)
{
    (void)state;
    size_t size;
    uint8_t *data = test_read_file(test_data_path("rustc-1.95/plain.mm_profdata"), &size);
    uint8_t *copy = malloc(size);
    memcpy(copy, data, size);
    copy[0] = 'X';
    expect_error(copy, size, SELFPROF_E_FORMAT, "no MMPD magic");
    memcpy(copy, data, size);
    copy[4] = 10;
    expect_error(copy, size, SELFPROF_E_VERSION, "version 10");
    copy[4] = 7;
    expect_error(copy, size, SELFPROF_E_VERSION, "version 7");
    memcpy(copy, data, size);
    copy[8] = 3; /* first page tag */
    expect_error(copy, size, SELFPROF_E_FORMAT, "invalid page tag 3");
    memcpy(copy, data, size);
    copy[8 + 5] = 'X'; /* MMES of the event stream */
    expect_error(copy, size, SELFPROF_E_FORMAT, "does not start with MMES");
    memcpy(copy, data, size);
    copy[8 + 5 + 4] = 8; /* event stream version */
    expect_error(copy, size, SELFPROF_E_FORMAT, "has version 8");
    free(copy);
    free(data);
}

/* A 40-byte file that claims a 4 GiB page. */
static void test_impossible_page(void **state)
{
    (void)state;
    uint8_t file[40] = "MMPD\x09\0\0\0";
    file[8] = 0;
    file[9] = file[10] = file[11] = file[12] = 0xFF;
    memcpy(file + 13, "MMES\x09\0\0\0", 8);
    expect_error(file, sizeof file, SELFPROF_E_FORMAT, "runs past the end of the file");
    file[9] = file[10] = file[11] = file[12] = 0;
    expect_error(file, sizeof file, SELFPROF_E_FORMAT, "empty page");
}

static uint8_t *build(test_profile *t, size_t *size)
{
    return test_profile_finish(t, 1 << 20, size);
}

static void test_structure(void **state)
{
    (void)state;
    test_profile t;
    size_t size;
    uint8_t *img;
    /* No metadata entry. */
    test_profile_init(&t, 9, NULL);
    test_profile_string(&t, "x");
    img = build(&t, &size);
    expect_error(img, size, SELFPROF_E_FORMAT, "no metadata entry");
    free(img);
    /* An index entry pointing past the string data. */
    test_profile_init(&t, 9, META);
    test_profile_map(&t, 5, 100000003ull + 99999);
    img = build(&t, &size);
    expect_error(img, size, SELFPROF_E_FORMAT, "beyond the string data");
    free(img);
    /* An event stream that is not a whole number of records. */
    test_profile_init(&t, 9, META);
    test_buf_put(&t.events, "abc", 3);
    img = build(&t, &size);
    expect_error(img, size, SELFPROF_E_FORMAT, "not 8 + a multiple of 32");
    free(img);
    /* Index not a whole number of entries (v8: 8 bytes). */
    test_profile_init(&t, 8, META);
    test_buf_put(&t.strindex, "abc", 3);
    img = build(&t, &size);
    expect_error(img, size, SELFPROF_E_FORMAT, "not 8 + a multiple of 8");
    free(img);
    /* No string data stream at all. */
    test_profile_init(&t, 9, META);
    t.strdata.len = 0;
    img = build(&t, &size);
    expect_error(img, size, SELFPROF_E_FORMAT, "no string data stream");
    free(img);
    /* Metadata that is not an object, or lacks fields. */
    test_profile_init(&t, 9, "not json");
    img = build(&t, &size);
    expect_error(img, size, SELFPROF_E_FORMAT, "not a JSON object");
    free(img);
    test_profile_init(&t, 9, "{ \"cmd\": \"x\" }");
    img = build(&t, &size);
    expect_error(img, size, SELFPROF_E_FORMAT, "no start_time");
    free(img);
    /* An event whose label refers to itself. */
    test_profile_init(&t, 9, META);
    uint64_t kind = test_profile_string(&t, "Query");
    uint64_t self = t.strdata.len + 100000003ull;
    test_buf cyc = {0};
    test_ref(&t, &cyc, self);
    test_buf_u8(&cyc, 'x');
    test_buf_u8(&cyc, 0xFF);
    test_profile_raw_string(&t, cyc.data, cyc.len);
    free(cyc.data);
    test_profile_interval(&t, kind, self, 1, 0, 1);
    img = build(&t, &size);
    expect_error(img, size, SELFPROF_E_STRING, "nested too deeply");
    free(img);
}

/* Random byte changes to a real file: whatever happens, it is an error code
 * or a summary, never a crash (the sanitizer builds check memory). */
static void test_mutations(void **state)
{
    (void)state;
    size_t size;
    uint8_t *data = test_read_file(test_data_path("rustc-1.95/all-incr.mm_profdata"), &size);
    uint8_t *copy = malloc(size);
    uint64_t rng = 0x9E3779B97F4A7C15ull;
    selfprof_error err;
    int errors = 0;
    for (int round = 0; round < 300; round++) {
        memcpy(copy, data, size);
        for (int k = 0; k < 1 + round % 8; k++) {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            copy[rng % size] = (uint8_t)(rng >> 32);
        }
        errors += try_read(copy, size, &err) != SELFPROF_OK;
    }
    assert_true(errors > 0); /* some of them must have been caught */
    free(copy);
    free(data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_truncations),     cmocka_unit_test(test_headers),
        cmocka_unit_test(test_impossible_page), cmocka_unit_test(test_structure),
        cmocka_unit_test(test_mutations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
