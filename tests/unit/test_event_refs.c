/* test_event_refs.c — selfprof_profile_event_refs on synthetic profiles:
 * rustc's shape (label reference, then 0x1E and an argument reference per
 * argument) through regular and virtual ids, v9 and v8, strings cut by page
 * boundaries, and every other shape giving 0. */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

#include "selfprof/profile.h"

typedef struct ids {
    uint64_t label, arg1, arg2;
    uint64_t one, two, lone, value, value_arg, trailing, unterminated, bad_ref;
} ids;

/* Appends references to refs[0..n) separated by 0x1E as one raw string. */
static uint64_t shaped(test_profile *t, const uint64_t *refs, size_t n, int trailing_sep,
                       int terminated)
{
    test_buf b = {0};
    for (size_t i = 0; i < n; i++) {
        if (i)
            test_buf_put(&b, "\x1e", 1);
        test_ref(t, &b, refs[i]);
    }
    if (trailing_sep)
        test_buf_put(&b, "\x1e", 1);
    if (terminated)
        test_buf_u8(&b, 0xFF);
    uint64_t id = test_profile_raw_string(t, b.data, b.len);
    free(b.data);
    return id;
}

static selfprof_profile *build(uint32_t version, size_t page, ids *s, uint8_t **image)
{
    test_profile t;
    test_profile_init(&t, version, "{\"start_time\": 1, \"process_id\": 2}");
    s->label = test_profile_string(&t, "typeck");
    s->arg1 = test_profile_string(&t, "syn::item::Item");
    s->arg2 = test_profile_string(&t, "2");
    uint64_t r1[] = {s->label, s->arg1}, r2[] = {s->label, s->arg1, s->arg2};
    s->one = shaped(&t, r1, 2, 0, 1);
    s->two = shaped(&t, r2, 3, 0, 1);
    s->lone = shaped(&t, r1, 1, 0, 1);
    s->value = test_profile_string(&t, "typeck\x1esyn");
    s->trailing = shaped(&t, r1, 2, 1, 1);
    test_buf b = {0};
    test_ref(&t, &b, s->label);
    test_buf_put(&b, "\x1ekey", 4);
    test_buf_u8(&b, 0xFF);
    s->value_arg = test_profile_raw_string(&t, b.data, b.len);
    free(b.data);
    test_profile_map(&t, 5, s->one);           /* a rustc query invocation id */
    s->bad_ref = 100000002;                    /* the invalid id: no string */
    s->unterminated = shaped(&t, r1, 2, 0, 0); /* the last string: runs off the end */
    test_profile_interval(&t, s->label, 5, 1, 10, 20);
    size_t size;
    *image = test_profile_finish(&t, page, &size);
    selfprof_profile *p = NULL;
    selfprof_error err = {0};
    if (selfprof_profile_open_memory(*image, size, &p, &err) != SELFPROF_OK)
        fail_msg("open failed: %s", err.message);
    return p;
}

static void check(uint32_t version, size_t page)
{
    ids s;
    uint8_t *image;
    selfprof_profile *p = build(version, page, &s, &image);
    uint64_t refs[4];
    assert_int_equal(selfprof_profile_event_refs(p, s.one, refs, 4), 2);
    assert_true(refs[0] == s.label && refs[1] == s.arg1);
    assert_int_equal(selfprof_profile_event_refs(p, 5, refs, 4), 2); /* through the index */
    assert_true(refs[0] == s.label && refs[1] == s.arg1);
    assert_int_equal(selfprof_profile_event_refs(p, s.two, refs, 4), 3);
    assert_true(refs[0] == s.label && refs[1] == s.arg1 && refs[2] == s.arg2);
    assert_int_equal(selfprof_profile_event_refs(p, s.two, refs, 2), 0); /* more than max */
    assert_int_equal(selfprof_profile_event_refs(p, s.lone, refs, 4), 1);
    assert_true(refs[0] == s.label);
    /* Other shapes: the caller resolves the text instead. */
    assert_int_equal(selfprof_profile_event_refs(p, s.label, refs, 4), 0);
    assert_int_equal(selfprof_profile_event_refs(p, s.value, refs, 4), 0);
    assert_int_equal(selfprof_profile_event_refs(p, s.value_arg, refs, 4), 0);
    assert_int_equal(selfprof_profile_event_refs(p, s.trailing, refs, 4), 0);
    assert_int_equal(selfprof_profile_event_refs(p, s.unterminated, refs, 4), 0);
    assert_int_equal(selfprof_profile_event_refs(p, s.bad_ref, refs, 4), 0);
    assert_int_equal(selfprof_profile_event_refs(p, 6, refs, 4), 0); /* unmapped virtual id */
    assert_int_equal(selfprof_profile_event_refs(p, 1ull << 60, refs, 4), 0); /* beyond the data */
    /* What the references say agrees with the resolved text. */
    const char *text;
    size_t len;
    assert_int_equal(selfprof_profile_string(p, 5, &text, &len, NULL), SELFPROF_OK);
    assert_string_equal(text, "typeck\x1esyn::item::Item");
    selfprof_profile_close(p);
    free(image);
}

static void test_v9(void **state)
{
    (void)state;
    check(9, 1 << 20);
}

static void test_v8(void **state)
{
    (void)state;
    check(8, 1 << 20);
}

static void test_small_pages(void **state)
{
    (void)state;
    /* Pages of 7 bytes cut every reference component. */
    check(9, 7);
    check(8, 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_v9),
        cmocka_unit_test(test_v8),
        cmocka_unit_test(test_small_pages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
