/* test_support.h — helpers shared by the cmocka unit tests. */
#ifndef TESTS_SUPPORT_H
#define TESTS_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

/* Path of a file under tests/data ($TESTDATA/REL); static buffer. */
const char *test_data_path(const char *rel);

/* Reads a whole file (gunzipping it when the name ends in .gz) into a malloc'd
 * buffer; *size receives its length. Fails the test on error. */
uint8_t *test_read_file(const char *path, size_t *size);

/* A fresh empty temporary directory under $TMPDIR (default /tmp; static
 * buffer), removed with its contents when the test program exits, also
 * after a failed test. */
const char *test_temp_dir(void);

/* The first line of $SELFPROF_PERF_PG_URL_FILE, which the CTest fixture
 * perf_pg (tests/pg/pg_server.sh) writes: the URL of its database, into
 * buf. 0; or -1 after printing "WHO: FAIL: no PostgreSQL server: ..." (no
 * server is a failure of a PostgreSQL test, not a skip). */
int test_pg_fixture_url(const char *who, char *buf, size_t size);

/* Growable byte buffer for building synthetic profiles in tests. */
typedef struct test_buf {
    uint8_t *data;
    size_t len, cap;
} test_buf;

void test_buf_put(test_buf *b, const void *p, size_t n);
void test_buf_u8(test_buf *b, uint8_t v);
void test_buf_u32(test_buf *b, uint32_t v);
void test_buf_u64(test_buf *b, uint64_t v);

/* |got - want| <= eps, or the test fails showing both values and the
 * caller's file and line (this cmocka has no double comparison). */
void test_assert_near(double got, double want, double eps, const char *file, int line);
#define assert_double_equal(got, want, eps)                                                        \
    test_assert_near((double)(got), (double)(want), eps, __FILE__, __LINE__)

#endif

/* A synthetic profile, built stream by stream and then cut into pages. */
typedef struct test_profile {
    uint32_t version; /* 8 or 9 */
    test_buf events, strdata, strindex;
} test_profile;

/* Starts a profile with the three stream headers and, unless `metadata` is
 * NULL, the metadata string mapped to id 100000001. */
void test_profile_init(test_profile *t, uint32_t version, const char *metadata);

/* Appends a plain string; returns its regular id. */
uint64_t test_profile_string(test_profile *t, const char *s);

/* Appends raw encoded string bytes (components + 0xFF written by the
 * caller); returns the regular id. */
uint64_t test_profile_raw_string(test_profile *t, const void *bytes, size_t n);

/* Appends a reference component (0xFE + id) to `b`. */
void test_ref(test_profile *t, test_buf *b, uint64_t id);

/* Maps virtual id `id` to the string with regular id `target`. */
void test_profile_map(test_profile *t, uint64_t id, uint64_t target);

void test_profile_interval(test_profile *t, uint64_t kind, uint64_t id, uint32_t thread,
                           uint64_t start, uint64_t end);
void test_profile_instant(test_profile *t, uint64_t kind, uint64_t id, uint32_t thread,
                          uint64_t ts);
void test_profile_integer(test_profile *t, uint64_t kind, uint64_t id, uint32_t thread,
                          uint64_t value);

/* Writes the file image: header, then the streams cut into pages of at most
 * `page` bytes, interleaved (events, data, index, events, ...). Caller frees. */
uint8_t *test_profile_finish(test_profile *t, size_t page, size_t *size);
