/* test_read.c — the reader on synthetic profiles: record decoding, page
 * splitting, string resolution, labels and arguments, metadata. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "selfprof/profile.h"

static const char META[] =
    "{ \"start_time\": 1796214365094249157, \"process_id\": 25587, "
    "\"cmd\": \"rustc -Cmetadata=it\\'s-\\u{e9} \\\"q\\\" \", "
    "\"counter\": { \"name\": \"wall-time\", \"units\": [[\"ns\", 1], [\"\xce\xbcs\", 1000]] } }";

static selfprof_profile *open_built(test_profile *t, size_t page, uint8_t **image)
{
    size_t size;
    *image = test_profile_finish(t, page, &size);
    selfprof_profile *p = NULL;
    selfprof_error err = {0};
    int rc = selfprof_profile_open_memory(*image, size, &p, &err);
    if (rc != SELFPROF_OK)
        fail_msg("open failed: %s", err.message);
    return p;
}

static const char *text_of(selfprof_profile *p, uint64_t id)
{
    const char *text;
    selfprof_error err;
    assert_int_equal(selfprof_profile_string(p, id, &text, NULL, &err), SELFPROF_OK);
    return text;
}

static void decode_records(void **state, uint32_t version)
{
    (void)state;
    test_profile t;
    test_profile_init(&t, version, META);
    uint64_t kind = test_profile_string(&t, "Query"), id = test_profile_string(&t, "typeck");
    uint64_t big = 0xFFFFFFFFFFFDull; /* the largest interval end */
    test_profile_interval(&t, kind, id, 3, 7735250, 12162531);
    test_profile_interval(&t, kind, id, 4, 0x123456789ABCull, big);
    test_profile_instant(&t, kind, id, 5, 0xFFFFFFFFFFF0ull);
    test_profile_integer(&t, kind, id, 6, 11347895097ull);
    uint8_t *image;
    selfprof_profile *p = open_built(&t, 1 << 20, &image);
    assert_int_equal(selfprof_profile_version(p), version);
    assert_int_equal(selfprof_profile_event_count(p), 4);
    selfprof_event e;
    assert_int_equal(selfprof_profile_event(p, 0, &e), SELFPROF_OK);
    assert_int_equal(e.type, SELFPROF_INTERVAL);
    assert_int_equal(e.start, 7735250);
    assert_int_equal(e.end, 12162531);
    assert_int_equal(e.thread_id, 3);
    assert_int_equal(e.kind_id, kind);
    assert_int_equal(e.event_id, id);
    assert_int_equal(selfprof_profile_event(p, 1, &e), SELFPROF_OK);
    assert_int_equal(e.start, 0x123456789ABCull);
    assert_int_equal(e.end, big);
    assert_int_equal(selfprof_profile_event(p, 2, &e), SELFPROF_OK);
    assert_int_equal(e.type, SELFPROF_INSTANT);
    assert_int_equal(e.start, 0xFFFFFFFFFFF0ull);
    assert_int_equal(selfprof_profile_event(p, 3, &e), SELFPROF_OK);
    assert_int_equal(e.type, SELFPROF_INTEGER);
    assert_int_equal(e.value, 11347895097ull);
    assert_int_equal(selfprof_profile_event(p, 4, &e), SELFPROF_E_RANGE);

    const selfprof_metadata *m = selfprof_profile_metadata(p);
    assert_int_equal(m->start_time, 1796214365094249157ull);
    assert_int_equal(m->process_id, 25587);
    assert_string_equal(m->cmd, "rustc -Cmetadata=it's-\xc3\xa9 \"q\" ");
    assert_string_equal(m->counter, "wall-time");
    assert_string_equal(m->unit, "ns");
    assert_string_equal(text_of(p, kind), "Query");
    selfprof_profile_close(p);
    free(image);
}

static void test_decode_v9(void **state) { decode_records(state, 9); }
static void test_decode_v8(void **state) { decode_records(state, 8); }

/* Tiny pages make event records and index entries straddle page borders. */
static void test_straddling_pages(void **state)
{
    (void)state;
    for (uint32_t version = 8; version <= 9; version++) {
        test_profile t;
        test_profile_init(&t, version, META);
        uint64_t kind = test_profile_string(&t, "GenericActivity");
        uint64_t ids[50];
        char name[32];
        for (int i = 0; i < 50; i++) {
            snprintf(name, sizeof name, "activity_%d", i);
            ids[i] = test_profile_string(&t, name);
            test_profile_map(&t, (uint64_t)i, ids[i]);
        }
        for (int i = 0; i < 50; i++)
            test_profile_interval(&t, kind, (uint64_t)i, 1, (uint64_t)i * 10, (uint64_t)i * 10 + 5);
        uint8_t *image;
        selfprof_profile *p = open_built(&t, 7, &image);
        selfprof_cursor c;
        selfprof_event e;
        int n = 49;
        selfprof_cursor_init(&c, p, SELFPROF_CURSOR_BACKWARDS);
        while (selfprof_cursor_next(&c, &e) == 1) {
            assert_int_equal(selfprof_cursor_index(&c), (uint64_t)n);
            assert_int_equal(e.start, (uint64_t)n * 10);
            uint32_t label;
            assert_int_equal(selfprof_profile_label(p, e.event_id, &label, NULL), SELFPROF_OK);
            snprintf(name, sizeof name, "activity_%d", n);
            assert_string_equal(selfprof_profile_name(p, label, NULL), name);
            n--;
        }
        assert_int_equal(n, -1);
        n = 0;
        selfprof_cursor_init(&c, p, 0);
        while (selfprof_cursor_next(&c, &e) == 1)
            assert_int_equal(e.end, (uint64_t)(n++) * 10 + 5);
        assert_int_equal(n, 50);
        selfprof_profile_close(p);
        free(image);
    }
}

/* One cursor step as the test compares it: the status, the event and its index. */
typedef struct step {
    int rc;
    selfprof_event e;
    uint64_t index;
} step;

/* selfprof_cursor_next_batch gives the events, indices and errors of
 * selfprof_cursor_next, whatever the batch size, in both directions, across
 * page boundaries (7-byte pages make every record straddle) and around an
 * interval that ends before it starts. */
static void batch_matches_next(uint32_t version)
{
    for (int page = 0; page < 2; page++) {
        test_profile t;
        test_profile_init(&t, version, META);
        uint64_t kind = test_profile_string(&t, "Query"), id = test_profile_string(&t, "q");
        for (int i = 0; i < 40; i++) {
            if (i == 17)
                test_profile_interval(&t, kind, id, 1, 50, 40); /* ends before it starts */
            else if (i % 5 == 0)
                test_profile_instant(&t, kind, id, 2, (uint64_t)i);
            else if (i % 7 == 0)
                test_profile_integer(&t, kind, id, 3, (uint64_t)i);
            else
                test_profile_interval(&t, kind, id, 1, (uint64_t)i, (uint64_t)i + 3);
        }
        uint8_t *image;
        selfprof_profile *p = open_built(&t, page ? 7 : 1 << 16, &image);
        for (unsigned flags = 0; flags < 4; flags++) {
            step want[41], got[41];
            size_t nwant = 0;
            selfprof_cursor c;
            selfprof_cursor_init(&c, p, flags);
            for (;;) {
                step *s = &want[nwant];
                if ((s->rc = selfprof_cursor_next(&c, &s->e)) == 0)
                    break;
                s->index = selfprof_cursor_index(&c);
                nwant++;
            }
            assert_int_equal(nwant, 40);
            const size_t sizes[] = {1, 3, 16, 256};
            for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
                selfprof_event batch[256];
                size_t ngot = 0;
                int k;
                selfprof_cursor_init(&c, p, flags);
                while ((k = selfprof_cursor_next_batch(&c, batch, sizes[z])) != 0) {
                    assert_true(k <= (int)sizes[z]);
                    uint64_t last = selfprof_cursor_index(&c);
                    if (k < 0) {
                        got[ngot++] = (step){k, batch[0], last};
                        continue;
                    }
                    for (int i = 0; i < k; i++) {
                        uint64_t back = (uint64_t)(k - 1 - i);
                        got[ngot++] = (step){1, batch[i],
                                             flags & SELFPROF_CURSOR_BACKWARDS ? last + back
                                                                               : last - back};
                    }
                }
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

static void test_batch_v9(void **state)
{
    (void)state;
    batch_matches_next(9);
}

static void test_batch_v8(void **state)
{
    (void)state;
    batch_matches_next(8);
}

static void test_string_resolution(void **state)
{
    (void)state;
    test_profile t;
    test_profile_init(&t, 9, META);
    uint64_t crate = test_profile_string(&t, "syn");
    test_buf b = {0};
    test_ref(&t, &b, crate);
    test_buf_put(&b, "::item", 6);
    test_buf_u8(&b, 0xFF);
    uint64_t path = test_profile_raw_string(&t, b.data, b.len);
    b.len = 0;
    /* A reference to a virtual id that is mapped only later, twice: last wins. */
    test_ref(&t, &b, 7);
    test_buf_put(&b, "\x1e", 1);
    test_ref(&t, &b, path);
    test_buf_put(&b, "\x1e", 1);
    test_ref(&t, &b, 8); /* never mapped */
    test_buf_u8(&b, 0xFF);
    uint64_t event = test_profile_raw_string(&t, b.data, b.len);
    uint64_t wrong = test_profile_string(&t, "wrong");
    uint64_t query = test_profile_string(&t, "typeck");
    test_profile_map(&t, 7, wrong);
    test_profile_map(&t, 7, query);
    test_profile_map(&t, 9, event);
    uint8_t *image;
    selfprof_profile *p = open_built(&t, 1 << 20, &image);
    assert_string_equal(text_of(p, path), "syn::item");
    assert_string_equal(text_of(p, event), "typeck\x1esyn::item\x1e<unknown>");
    assert_string_equal(text_of(p, 9), "typeck\x1esyn::item\x1e<unknown>");
    assert_string_equal(text_of(p, 8), "<unknown>");
    assert_string_equal(text_of(p, 100000002), "<unknown>");
    uint32_t label, key, label2;
    assert_int_equal(selfprof_profile_label(p, 9, &label, NULL), SELFPROF_OK);
    assert_string_equal(selfprof_profile_name(p, label, NULL), "typeck");
    assert_int_equal(selfprof_profile_label(p, 7, &label2, NULL), SELFPROF_OK);
    assert_int_equal(label, label2); /* same text, same name number */
    assert_int_equal(selfprof_profile_key(p, 9, &key, NULL), SELFPROF_OK);
    assert_string_equal(selfprof_profile_name(p, key, NULL), "typeck\x1esyn::item\x1e<unknown>");
    selfprof_profile_close(p);
    free(image);
    free(b.data);
}

static void test_split_event_id(void **state)
{
    (void)state;
    const char *label, *args[4];
    size_t len, lens[4];
    assert_int_equal(selfprof_split_event_id("a\x1e"
                                             "b\x1e"
                                             "c",
                                             5, &label, &len, args, lens, 4),
                     2);
    assert_int_equal(len, 1);
    assert_memory_equal(args[1], "c", 1);
    /* A trailing separator adds nothing; an empty label is a parse error. */
    assert_int_equal(selfprof_split_event_id("a\x1e", 2, &label, &len, args, lens, 4), 0);
    assert_int_equal(selfprof_split_event_id("\x1e"
                                             "b",
                                             2, &label, &len, args, lens, 4),
                     0);
    assert_string_equal(label, "<parse error>");
    /* A bad argument stops parsing and keeps the arguments before it. */
    assert_int_equal(
        selfprof_split_event_id("a\x1ex\x1ey\x0bz\x1ew", 9, &label, &len, args, lens, 4), 1);
    /* TAB, LF, FF, CR are allowed; 0x0B and 0x7F are not. */
    assert_int_equal(selfprof_split_event_id("a\t\n\f\r", 5, &label, &len, args, lens, 4), 0);
    assert_int_equal(len, 5);
    selfprof_split_event_id("a\x7f", 2, &label, &len, args, lens, 4);
    assert_string_equal(label, "<parse error>");
}

static void expect_string_error(const uint8_t *bytes, size_t n, const char *needle)
{
    test_profile t;
    test_profile_init(&t, 9, META);
    uint64_t id = test_profile_raw_string(&t, bytes, n);
    uint8_t *image;
    selfprof_profile *p = open_built(&t, 1 << 20, &image);
    const char *text;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profile_string(p, id, &text, NULL, &err), SELFPROF_E_STRING);
    if (!strstr(err.message, needle))
        fail_msg("message '%s' lacks '%s'", err.message, needle);
    assert_true(err.offset > 0);
    selfprof_profile_close(p);
    free(image);
}

static void test_bad_strings(void **state)
{
    (void)state;
    /* Refers to itself: 0xFE + own id. The string is the first after the
     * metadata, so compute its id from the metadata length. */
    uint64_t self = 100000003ull + 8 + sizeof META; /* META + 0xFF */
    uint8_t cycle[10] = {0xFE};
    for (int i = 0; i < 8; i++)
        cycle[1 + i] = (uint8_t)(self >> (8 * i));
    cycle[9] = 0xFF;
    expect_string_error(cycle, sizeof cycle, "nested too deeply");
    uint8_t beyond[10] = {0xFE, 0xFF, 0xFF, 0xFF, 0x0F, 0, 0, 0, 0, 0xFF};
    expect_string_error(beyond, sizeof beyond, "beyond the end");
    expect_string_error((const uint8_t *)"no terminator", 13, "terminator");
    uint8_t cut[4] = {0xFE, 1, 2, 3};
    expect_string_error(cut, sizeof cut, "cut by the end");
}

/* The error names the string being read when it fails: after a nested
 * reference to a well-formed string ends, the outer string is current
 * again (it used to be reported as the inner one). */
static void test_bad_string_names_the_outer_id(void **state)
{
    (void)state;
    test_profile t;
    test_profile_init(&t, 9, META);
    uint64_t inner = test_profile_string(&t, "fine");
    test_buf b = {0};
    test_ref(&t, &b, inner);
    test_buf_put(&b, " and no terminator", 18);
    uint64_t outer = test_profile_raw_string(&t, b.data, b.len); /* the last string */
    free(b.data);
    uint8_t *image;
    selfprof_profile *p = open_built(&t, 1 << 20, &image);
    const char *text;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profile_string(p, outer, &text, NULL, &err), SELFPROF_E_STRING);
    char want[64];
    snprintf(want, sizeof want, "string id %llu: no 0xFF terminator", (unsigned long long)outer);
    if (!strstr(err.message, want))
        fail_msg("message '%s' lacks '%s'", err.message, want);
    selfprof_profile_close(p);
    free(image);
}

/* A chain of 5000 references resolves; the depth limit is far beyond. */
static void test_deep_chain(void **state)
{
    (void)state;
    test_profile t;
    test_profile_init(&t, 9, META);
    uint64_t prev = test_profile_string(&t, "root");
    test_buf b = {0};
    for (int i = 0; i < 5000; i++) {
        b.len = 0;
        test_ref(&t, &b, prev);
        test_buf_put(&b, ":", 1);
        test_buf_u8(&b, 0xFF);
        prev = test_profile_raw_string(&t, b.data, b.len);
    }
    uint8_t *image;
    selfprof_profile *p = open_built(&t, 1 << 20, &image);
    const char *text;
    size_t len;
    assert_int_equal(selfprof_profile_string(p, prev, &text, &len, NULL), SELFPROF_OK);
    assert_int_equal(len, 4 + 5000);
    uint32_t label;
    assert_int_equal(selfprof_profile_label(p, prev, &label, NULL), SELFPROF_OK);
    selfprof_profile_close(p);
    free(image);
    free(b.data);
}

/* Exponential sharing: each string references the previous one twice. */
static void test_exponential_strings(void **state)
{
    (void)state;
    test_profile t;
    test_profile_init(&t, 9, META);
    uint64_t prev = test_profile_string(&t, "ab");
    test_buf b = {0};
    for (int i = 0; i < 40; i++) {
        b.len = 0;
        test_ref(&t, &b, prev);
        test_ref(&t, &b, prev);
        test_buf_u8(&b, 0xFF);
        prev = test_profile_raw_string(&t, b.data, b.len);
    }
    uint8_t *image;
    selfprof_profile *p = open_built(&t, 1 << 20, &image);
    const char *text;
    selfprof_error err;
    assert_int_equal(selfprof_profile_string(p, prev, &text, NULL, &err), SELFPROF_E_STRING);
    selfprof_profile_close(p);
    free(image);
    free(b.data);
}

static void test_instruction_counter(void **state)
{
    (void)state;
    test_profile t;
    test_profile_init(&t, 9,
                      "{ \"start_time\": 1, \"process_id\": 2, \"cmd\": \"x \", "
                      "\"counter\": { \"name\": \"instructions:u\", \"units\": "
                      "[[\"instructions\", 1]] } }");
    uint8_t *image;
    selfprof_profile *p = open_built(&t, 1 << 20, &image);
    assert_string_equal(selfprof_profile_metadata(p)->counter, "instructions:u");
    assert_string_equal(selfprof_profile_metadata(p)->unit, "instructions");
    selfprof_profile_close(p);
    free(image);
    /* Older producers omit the counter: wall time. */
    test_profile_init(&t, 9, "{\"start_time\":1,\"process_id\":2,\"cmd\":\"x\"}");
    p = open_built(&t, 1 << 20, &image);
    assert_string_equal(selfprof_profile_metadata(p)->counter, "wall-time");
    assert_string_equal(selfprof_profile_metadata(p)->cmd, "x");
    selfprof_profile_close(p);
    free(image);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_decode_v9),
        cmocka_unit_test(test_decode_v8),
        cmocka_unit_test(test_straddling_pages),
        cmocka_unit_test(test_string_resolution),
        cmocka_unit_test(test_split_event_id),
        cmocka_unit_test(test_bad_strings),
        cmocka_unit_test(test_bad_string_names_the_outer_id),
        cmocka_unit_test(test_deep_chain),
        cmocka_unit_test(test_exponential_strings),
        cmocka_unit_test(test_instruction_counter),
        cmocka_unit_test(test_batch_v9),
        cmocka_unit_test(test_batch_v8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
