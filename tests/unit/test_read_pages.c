/* test_read_pages.c — the reader's copying passes and its two threads:
 * event_pages (events backwards from copies of their pages) against the
 * cursor, page_copy against sp_stream_view, batch_pipe's order and stop,
 * and when sp_parallel_threads splits a pass. Profiles are opened from a
 * file, as the tools open them, so the pread copies are what is read (from
 * memory there is nothing to copy), and from memory. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analyze/batch_pipe.h"
#include "common/parallel.h"
#include "read/event_pages.h"
#include "read/page_copy.h"
#include "read/profile_internal.h"
#include "selfprof/profile.h"

static const char META[] = "{ \"start_time\": 1, \"process_id\": 2, \"cmd\": \"t\", "
                           "\"counter\": { \"name\": \"wall-time\", \"units\": [[\"ns\", 1]] } }";

/* 40 events of every type, one of them an interval that ends before it
 * starts, with page payloads of at most `page` bytes; opened from a file
 * (`from_file`) or from memory (*image, freed by the caller). */
static selfprof_profile *build(uint32_t version, size_t page, int from_file, uint8_t **image)
{
    test_profile t;
    test_profile_init(&t, version, META);
    uint64_t kind = test_profile_string(&t, "Query"), id = test_profile_string(&t, "q");
    for (int i = 0; i < 40; i++) {
        if (i == 17)
            test_profile_interval(&t, kind, id, 1, 50, 40);
        else if (i % 5 == 0)
            test_profile_instant(&t, kind, id, 2, (uint64_t)i);
        else if (i % 7 == 0)
            test_profile_integer(&t, kind, id, 3, (uint64_t)i);
        else
            test_profile_interval(&t, kind, id, 1, (uint64_t)i, (uint64_t)i + 3);
    }
    size_t size;
    *image = test_profile_finish(&t, page, &size);
    selfprof_profile *p = NULL;
    selfprof_error err = {0};
    int rc;
    if (from_file) {
        char path[4096];
        snprintf(path, sizeof path, "%s/pages-%u-%zu.mm_profdata", test_temp_dir(), version, page);
        FILE *f = fopen(path, "wb");
        assert_non_null(f);
        assert_int_equal(fwrite(*image, 1, size, f), size);
        assert_int_equal(fclose(f), 0);
        rc = selfprof_profile_open(path, &p, &err);
        if (rc == SELFPROF_OK)
            assert_true(p->fd >= 0); /* what makes the reader copy */
    } else {
        rc = selfprof_profile_open_memory(*image, size, &p, &err);
    }
    if (rc != SELFPROF_OK)
        fail_msg("open failed: %s", err.message);
    return p;
}

/* The backwards cursor's events [lo, hi) and statuses, last first. */
typedef struct step {
    int rc;
    selfprof_event e;
    uint64_t index;
} step;

static size_t cursor_steps(selfprof_profile *p, uint64_t lo, uint64_t hi, step *out)
{
    selfprof_cursor c;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_BACKWARDS);
    size_t n = 0;
    selfprof_event e;
    int rc;
    while ((rc = selfprof_cursor_next(&c, &e)) != 0) {
        uint64_t index = selfprof_cursor_index(&c);
        if (index >= lo && index < hi)
            out[n++] = (step){rc, e, index};
    }
    return n;
}

/* sp_event_pages gives the cursor's events, indices and errors over any
 * range, whatever the batch size and page size (7-byte pages make every
 * record straddle two pages), from a file or from memory. */
static void test_event_pages_match_cursor(void **state)
{
    (void)state;
    const size_t pages[] = {7, 64, 100, 1 << 16};
    const uint64_t ranges[][2] = {{0, 40}, {0, 17}, {17, 18}, {18, 40}, {5, 33}, {39, 40}, {0, 0}};
    const size_t sizes[] = {1, 3, 16, 256};
    for (uint32_t version = 8; version <= 9; version++)
        for (size_t g = 0; g < sizeof pages / sizeof *pages; g++)
            for (int from_file = 0; from_file < 2; from_file++) {
                uint8_t *image;
                selfprof_profile *p = build(version, pages[g], from_file, &image);
                for (size_t r = 0; r < sizeof ranges / sizeof *ranges; r++) {
                    step want[40], got[40];
                    size_t nwant = cursor_steps(p, ranges[r][0], ranges[r][1], want), ngot;
                    for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
                        sp_event_pages reader;
                        selfprof_event batch[256];
                        int k;
                        ngot = 0;
                        sp_event_pages_init(&reader, p, ranges[r][0], ranges[r][1]);
                        while ((k = sp_event_pages_next_batch(&reader, batch, sizes[z])) != 0) {
                            assert_true(k <= (int)sizes[z]);
                            assert_true(ngot < 40);
                            if (k < 0) {
                                got[ngot++] = (step){k, batch[0], reader.next};
                                continue;
                            }
                            for (int i = 0; i < k; i++)
                                got[ngot++] = (step){1, batch[i],
                                                     reader.next + (uint64_t)(k - 1 - i)};
                        }
                        sp_event_pages_free(&reader);
                        assert_int_equal(ngot, nwant);
                        for (size_t i = 0; i < nwant; i++) {
                            assert_int_equal(got[i].rc, want[i].rc);
                            assert_int_equal(got[i].index, want[i].index);
                            assert_memory_equal(&got[i].e, &want[i].e, sizeof got[i].e);
                        }
                    }
                }
                selfprof_profile_close(p);
                free(image);
            }
}

/* page_copy's views hold the bytes sp_stream_view gives, for every address
 * and length of every stream, read in order and read again out of order. */
static void test_page_copy_matches_view(void **state)
{
    (void)state;
    const size_t pages[] = {7, 64, 1 << 16};
    for (size_t g = 0; g < sizeof pages / sizeof *pages; g++) {
        uint8_t *image;
        selfprof_profile *p = build(9, pages[g], 1, &image);
        const sp_stream *streams[] = {&p->events, &p->strdata, &p->strindex};
        for (size_t k = 0; k < 3; k++) {
            const sp_stream *s = streams[k];
            for (size_t n = 1; n <= 17; n += 4) {
                sp_page_copy c;
                sp_page_copy_init(&c, p, s);
                for (int pass = 0; pass < 2; pass++)
                    for (uint64_t a = 0; a <= s->size; a++) {
                        /* The second pass goes backwards: every view a new page. */
                        uint64_t addr = pass ? s->size - a : a;
                        uint8_t want_scratch[17], got_scratch[17];
                        size_t hint = 0;
                        const uint8_t *want = sp_stream_view(s, addr, n, want_scratch, &hint);
                        const uint8_t *got = sp_page_copy_view(&c, addr, n, got_scratch);
                        if (!want) {
                            assert_null(got);
                            continue;
                        }
                        assert_non_null(got);
                        assert_memory_equal(got, want, n);
                    }
                sp_page_copy_free(&c);
            }
        }
        selfprof_profile_close(p);
        free(image);
    }
}

/* ---- batch_pipe ---- */

typedef struct pipe_state {
    int next_produced, next_consumed;
    int last;    /* the producer's last batch */
    int stop_at; /* the consumer stops there (-1: never) */
    int out_of_order;
} pipe_state;

static int produce_number(void *ctx, void *batch)
{
    pipe_state *s = ctx;
    *(int *)batch = s->next_produced;
    return s->next_produced++ < s->last;
}

static int consume_number(void *ctx, void *batch)
{
    pipe_state *s = ctx;
    if (*(int *)batch != s->next_consumed)
        s->out_of_order = 1;
    if (s->next_consumed++ == s->stop_at)
        return 7;
    return 0;
}

/* Every batch is consumed once, in order, whatever the ring's size; a
 * consumer that stops stops the producer and its value is returned. */
static void test_pipe_order_and_stop(void **state)
{
    (void)state;
    for (size_t depth = 2; depth <= 5; depth++) {
        int slots[5];
        void *batches[5];
        for (size_t i = 0; i < depth; i++)
            batches[i] = &slots[i];
        pipe_state s = {0, 0, 999, -1, 0};
        assert_int_equal(sp_pipe_run(batches, depth, produce_number, consume_number, &s), 0);
        assert_int_equal(s.next_consumed, 1000);
        assert_false(s.out_of_order);
        pipe_state t = {0, 0, 999, 37, 0};
        assert_int_equal(sp_pipe_run(batches, depth, produce_number, consume_number, &t), 7);
        assert_int_equal(t.next_consumed, 38);
        assert_true(t.next_produced <= 38 + (int)depth);
        assert_false(t.out_of_order);
        pipe_state u = {0, 0, 0, -1, 0}; /* one batch, the last */
        assert_int_equal(sp_pipe_run(batches, depth, produce_number, consume_number, &u), 0);
        assert_int_equal(u.next_consumed, 1);
    }
    void *one[1] = {NULL};
    pipe_state v = {0, 0, 3, -1, 0};
    assert_int_equal(sp_pipe_run(one, 1, produce_number, consume_number, &v), -1);
    assert_int_equal(v.next_consumed, 0);
}

/* SELFPROF_THREADS decides, then the size of the pass. */
static void test_parallel_threads(void **state)
{
    (void)state;
    setenv("SELFPROF_THREADS", "1", 1);
    assert_int_equal(sp_parallel_threads(1u << 30, 10), 1);
    setenv("SELFPROF_THREADS", "2", 1);
    assert_int_equal(sp_parallel_threads(2, 1000), 2);
    assert_int_equal(sp_parallel_threads(1, 1000), 1);
    unsetenv("SELFPROF_THREADS");
    assert_int_equal(sp_parallel_threads(999, 1000), 1);
    assert_true(sp_parallel_threads(1000, 1000) >= 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_event_pages_match_cursor),
        cmocka_unit_test(test_page_copy_matches_view),
        cmocka_unit_test(test_pipe_order_and_stop),
        cmocka_unit_test(test_parallel_threads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
