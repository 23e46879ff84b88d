/* test_perf_query_block.c — perf/block/query_block.h: a block decodes to
 * exactly what was encoded (random figures with zeros and INT64 extremes,
 * a real rustc profile's summary with further runs, labels absent from a
 * further run as 0, no labels at all), its size on a real profile stays a
 * few bytes per label, and every malformed block is refused with an error
 * (truncated, bad format byte, counts too large, a varint over 64 bits,
 * ids past INT64_MAX, a flag not 0 or 1, trailing bytes inside and after the frame, a frame
 * zstd refuses or whose size is unknown or too large). */
#include "test_support.h"

#include <selfprof/summary.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "block/query_block.h"
#include "store/self_profile_store.h"

static uint64_t rng = 0x243F6A8885A308D3u;
static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* A value of every kind: zeros most often, small, large, the extremes. */
static int64_t any_value(void)
{
    switch (next() % 8) {
    case 0:
    case 1:
    case 2: return 0;
    case 3: return (int64_t)(next() % 1000);
    case 4: return INT64_MAX - (int64_t)(next() % 3);
    case 5: return INT64_MIN + (int64_t)(next() % 3);
    case 6: return -(int64_t)(next() % 100000);
    default: return (int64_t)(next() >> 1);
    }
}

static void assert_same(const perf_query_block *a, const perf_query_block *b)
{
    assert_int_equal(a->labels, b->labels);
    assert_int_equal(a->runs, b->runs);
    assert_memory_equal(a->label_id, b->label_id, a->labels * sizeof *a->label_id);
    assert_memory_equal(a->in_first, b->in_first, a->labels);
    assert_memory_equal(a->values, b->values, a->labels * PERF_QB_COLUMNS * sizeof *a->values);
    if (a->runs)
        assert_memory_equal(a->run_time, b->run_time, a->labels * a->runs * sizeof *a->run_time);
}

/* Encodes b, decodes it and checks they agree; returns the block's size. */
static size_t round_trip(const perf_query_block *b)
{
    char err[256];
    unsigned char *z;
    size_t len;
    assert_int_equal(perf_query_block_encode(b, 3, &z, &len, err, sizeof err), 0);
    perf_query_block d;
    if (perf_query_block_decode(z, len, &d, err, sizeof err) != 0)
        fail_msg("%s", err);
    assert_same(b, &d);
    perf_query_block_free(&d);
    free(z);
    return len;
}

static void random_blocks_round_trip(void **state)
{
    (void)state;
    for (int k = 0; k < 200; k++) {
        size_t n = next() % 300, runs = next() % 4;
        if (k == 0)
            n = 0;
        perf_query_block b;
        assert_int_equal(perf_query_block_alloc(&b, n, runs), 0);
        int64_t id = 0;
        for (size_t i = 0; i < n; i++) {
            /* gaps of every size, the last id INT64_MAX once */
            id += 1 + (int64_t)(next() % (k % 3 == 0 ? 1 : k % 3 == 1 ? 1000 : 1000000000));
            b.label_id[i] = k == 7 && i == n - 1 ? INT64_MAX : id;
            b.in_first[i] = next() % 5 != 0; /* some only in further runs */
            for (int c = 0; c < PERF_QB_COLUMNS; c++)
                b.values[i * PERF_QB_COLUMNS + (size_t)c] = any_value();
        }
        for (size_t i = 0; i < n * runs; i++)
            b.run_time[i] = any_value();
        round_trip(&b);
        perf_query_block_free(&b);
    }
}

/* The summary of a real rustc profile as a block, with two further runs
 * near the first (some labels absent from one: 0), labels numbered with
 * gaps and unsorted, as the store gets them from the label table. */
static void real_profile_round_trip(void **state)
{
    (void)state;
    char err[256];
    const char *path = test_data_path("rustc-1.95/plain.mm_profdata");
    selfprof_summary *s = perf_summarize_files(&path, 1, NULL, err, sizeof err);
    assert_non_null(s);
    assert_true(s->row_count > 50);
    perf_query_block b;
    assert_int_equal(perf_query_block_alloc(&b, s->row_count, 2), 0);
    for (size_t i = 0; i < s->row_count; i++) {
        const selfprof_summary_row *r = &s->rows[i];
        b.label_id[i] = (int64_t)(1000 + (s->row_count - i) * 7);
        int64_t v[PERF_QB_COLUMNS] = {r->self_time,
                                      (int64_t)r->time,
                                      (int64_t)r->blocked_time,
                                      (int64_t)r->blocked_count,
                                      r->incremental_load_time,
                                      (int64_t)r->incremental_load_count,
                                      r->incremental_hashing_time,
                                      (int64_t)r->invocation_count,
                                      (int64_t)r->number_of_cache_misses,
                                      (int64_t)r->number_of_cache_hits};
        memcpy(b.values + i * PERF_QB_COLUMNS, v, sizeof v);
        b.run_time[i] = r->self_time + (int64_t)(next() % 2000) - 1000;
        b.run_time[s->row_count + i] = i % 9 == 0 ? 0 : r->self_time * 21 / 20;
    }
    int64_t first_id = b.label_id[0], first_self = b.values[0];
    int64_t first_run = b.run_time[0];
    assert_int_equal(perf_query_block_sort(&b), 0);
    long at = perf_query_block_find(&b, first_id);
    assert_true(at >= 0);
    assert_int_equal(b.values[(size_t)at * PERF_QB_COLUMNS + PERF_QB_SELF_TIME], first_self);
    assert_int_equal(b.run_time[at], first_run);
    assert_int_equal(perf_query_block_find(&b, 999), -1);
    assert_int_equal(perf_query_block_find(&b, INT64_MAX), -1);
    size_t len = round_trip(&b);
    /* a few bytes per label and run, not query_row's 62 */
    assert_true(len < s->row_count * 3 * 6);
    selfprof_summary_free(s);
    perf_query_block_free(&b);
}

static void duplicate_or_unsorted_ids_refused(void **state)
{
    (void)state;
    char err[256];
    unsigned char *z;
    size_t len;
    perf_query_block b;
    assert_int_equal(perf_query_block_alloc(&b, 3, 0), 0);
    b.label_id[0] = 5, b.label_id[1] = 3, b.label_id[2] = 5;
    assert_int_equal(perf_query_block_encode(&b, 3, &z, &len, err, sizeof err), -1);
    assert_int_equal(perf_query_block_sort(&b), -1);         /* 5 twice */
    b.label_id[0] = 0, b.label_id[1] = 1, b.label_id[2] = 2; /* ids are positive */
    assert_int_equal(perf_query_block_encode(&b, 3, &z, &len, err, sizeof err), -1);
    b.label_id[0] = 1, b.label_id[1] = 2, b.label_id[2] = 3;
    b.in_first[1] = 2;
    assert_int_equal(perf_query_block_encode(&b, 3, &z, &len, err, sizeof err), -1);
    perf_query_block_free(&b);
    assert_int_equal(perf_query_block_alloc(&b, 1, PERF_QB_MAX_RUNS + 1), -1);
}

/* A block of the given decompressed bytes, as the encoder frames them. */
static unsigned char *frame(const unsigned char *raw, size_t n, size_t *len)
{
    size_t bound = ZSTD_compressBound(n);
    unsigned char *z = malloc(1 + bound);
    assert_non_null(z);
    size_t k = ZSTD_compress(z + 1, bound, raw, n, 1);
    assert_false(ZSTD_isError(k));
    z[0] = PERF_QB_FORMAT;
    *len = 1 + k;
    return z;
}

/* perf_query_block_build: the first run's labels in any order, a label
 * only a further run has added once (flag 0, figures 0), a label missing
 * from a further run at 0 there; refused: two first-run labels with one id,
 * an iteration outside 1 .. runs. */
static void build_from_runs(void **state)
{
    (void)state;
    const int64_t ids[3] = {30, 10, 20};
    int64_t values[3 * PERF_QB_COLUMNS] = {0};
    for (int i = 0; i < 3; i++)
        values[i * PERF_QB_COLUMNS + PERF_QB_SELF_TIME] = ids[i] * 100;
    const perf_qb_run_time times[] = {{1, 20, 7}, {2, 40, 9}, {1, 40, 8}, {2, 30, 5}};
    perf_query_block b;
    assert_int_equal(perf_query_block_build(&b, ids, values, 3, 2, times, 4), 0);
    assert_int_equal(b.labels, 4);
    assert_int_equal(b.runs, 2);
    const int64_t want_id[4] = {10, 20, 30, 40}, want_self[4] = {1000, 2000, 3000, 0};
    const unsigned char want_first[4] = {1, 1, 1, 0};
    const int64_t want_run[2][4] = {{0, 7, 0, 8}, {0, 0, 5, 9}};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(b.label_id[i], want_id[i]);
        assert_int_equal(b.in_first[i], want_first[i]);
        assert_int_equal(b.values[i * PERF_QB_COLUMNS + PERF_QB_SELF_TIME], want_self[i]);
        for (int r = 0; r < 2; r++)
            assert_int_equal(b.run_time[r * 4 + i], want_run[r][i]);
    }
    perf_query_block_free(&b);
    const int64_t twice[2] = {5, 5};
    assert_int_equal(perf_query_block_build(&b, twice, values, 2, 0, NULL, 0), -1);
    assert_int_equal(b.labels, 0);
    const perf_qb_run_time late[] = {{3, 10, 1}};
    assert_int_equal(perf_query_block_build(&b, ids, values, 3, 2, late, 1), -1);
    assert_null(b.label_id);
}

static void refused(const unsigned char *z, size_t len, const char *why)
{
    char err[256] = "";
    perf_query_block b;
    assert_int_equal(perf_query_block_decode(z, len, &b, err, sizeof err), -1);
    if (!strstr(err, why))
        fail_msg("expected '%s', got '%s'", why, err);
    assert_null(b.label_id);
    assert_int_equal(b.labels, 0);
}

static void refused_raw(const unsigned char *raw, size_t n, const char *why)
{
    size_t len;
    unsigned char *z = frame(raw, n, &len);
    refused(z, len, why);
    free(z);
}

static void malformed_blocks_refused(void **state)
{
    (void)state;
    char err[256];
    perf_query_block b;
    assert_int_equal(perf_query_block_alloc(&b, 40, 2), 0);
    for (size_t i = 0; i < 40; i++) {
        b.label_id[i] = (int64_t)(i * 3 + 1);
        for (int c = 0; c < PERF_QB_COLUMNS; c++)
            b.values[i * PERF_QB_COLUMNS + (size_t)c] = (int64_t)(next() % 100000);
        b.run_time[i] = b.run_time[40 + i] = (int64_t)i;
    }
    unsigned char *z;
    size_t len;
    assert_int_equal(perf_query_block_encode(&b, 3, &z, &len, err, sizeof err), 0);
    perf_query_block_free(&b);

    refused(z, 0, "truncated");
    refused(z, 1, "truncated");
    for (size_t cut = 2; cut < len; cut++) /* every truncation of the frame */
        refused(z, cut, "query block: ");
    z[0] = 2;
    refused(z, len, "unknown format 2");
    z[0] = PERF_QB_FORMAT;
    unsigned char *longer = malloc(len + 3);
    assert_non_null(longer);
    memcpy(longer, z, len);
    memcpy(longer + len, "abc", 3);
    refused(longer, len + 3, "after the frame");
    free(longer);
    z[len / 2] ^= 0x55; /* a corrupt frame: its checksum refuses it */
    refused(z, len, "query block: ");
    free(z);
    refused((const unsigned char *)"\001not zstd at all", 16, "not a zstd frame");

    /* decompressed bytes that lie */
    const unsigned char huge_labels[] = {0xff, 0xff, 0xff, 0xff, 0x0f, 0x00, 0x00};
    refused_raw(huge_labels, sizeof huge_labels, "counts larger than the block");
    const unsigned char huge_runs[] = {0x01, 0xe8, 0x07, 0x00}; /* runs 1000 */
    refused_raw(huge_runs, sizeof huge_runs, "counts larger than the block");
    const unsigned char short_counts[] = {0x01};
    refused_raw(short_counts, sizeof short_counts, "truncated");
    /* the last value's varint cut short (the counts fit the bytes) */
    unsigned char one_label[2 + 2 + PERF_QB_COLUMNS] = {0x01, 0x00};
    one_label[sizeof one_label - 1] = 0x80;
    refused_raw(one_label, sizeof one_label, "truncated");
    unsigned char trailing[2 + 2 + PERF_QB_COLUMNS + 1] = {0x01, 0x00};
    refused_raw(trailing, sizeof trailing, "trailing bytes");
    unsigned char flag[2 + 2 + PERF_QB_COLUMNS] = {0x01, 0x00, 0x00, 0x02};
    refused_raw(flag, sizeof flag, "flag not 0 or 1");
    const unsigned char overflow[] = {0x01, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                      0xff, 0xff, 0xff, 0x02, 0,    0,    0,    0,
                                      0,    0,    0,    0,    0,    0,    0,    0};
    refused_raw(overflow, sizeof overflow, "overflows 64 bits");
    const unsigned char eleven[] = {0x01, 0x00, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                    0x80, 0x80, 0x80, 0x80, 0x00, 0,    0,    0,
                                    0,    0,    0,    0,    0,    0,    0,    0};
    refused_raw(eleven, sizeof eleven, "overflows 64 bits");
    /* two ids: INT64_MAX (delta INT64_MAX - 1), then one more */
    unsigned char beyond[64] = {0x02, 0x00}, *p = beyond + 2;
    for (int i = 0; i < 8; i++)
        *p++ = i == 0 ? 0xfe : 0xff;
    *p++ = 0x7f; /* 2^63 - 2 */
    *p++ = 0x00;
    p += (ptrdiff_t)2 * (1 + PERF_QB_COLUMNS);
    refused_raw(beyond, (size_t)(p - beyond), "beyond 64 bits");
    /* the INT64_MAX id alone is fine */
    unsigned char max_id[32] = {0x01, 0x00}, *q = max_id + 2;
    for (int i = 0; i < 8; i++)
        *q++ = i == 0 ? 0xfe : 0xff;
    *q++ = 0x7f;
    *q++ = 1;
    q += PERF_QB_COLUMNS;
    size_t mlen;
    unsigned char *mz = frame(max_id, (size_t)(q - max_id), &mlen);
    assert_int_equal(perf_query_block_decode(mz, mlen, &b, err, sizeof err), 0);
    assert_int_equal(b.labels, 1);
    assert_true(b.label_id[0] == INT64_MAX);
    perf_query_block_free(&b);
    free(mz);

    /* a frame without its size, and one above the bound */
    ZSTD_CCtx *cc = ZSTD_createCCtx();
    assert_non_null(cc);
    ZSTD_CCtx_setParameter(cc, ZSTD_c_contentSizeFlag, 0);
    unsigned char ok[2] = {0, 0}, buf[64];
    size_t k = ZSTD_compress2(cc, buf + 1, sizeof buf - 1, ok, sizeof ok);
    assert_false(ZSTD_isError(k));
    buf[0] = PERF_QB_FORMAT;
    refused(buf, k + 1, "known size");
    ZSTD_freeCCtx(cc);
    size_t big = PERF_QB_MAX_RAW + 1;
    unsigned char *zeros = calloc(big, 1);
    assert_non_null(zeros);
    refused_raw(zeros, big, "too large");
    free(zeros);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_blocks_round_trip), cmocka_unit_test(real_profile_round_trip),
        cmocka_unit_test(duplicate_or_unsorted_ids_refused), cmocka_unit_test(build_from_runs),
        cmocka_unit_test(malformed_blocks_refused)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
