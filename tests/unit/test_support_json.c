/* test_support_json.c — support/grow.h and support/json_buf.h: sup_grow
 * keeps contents, never shrinks and changes nothing when it fails; the
 * JSON writer places keys and commas, writes NULL and non-finite numbers
 * as null, and escapes strings in the two styles of json_writer.h;
 * sup_buf_write writes a buffer's bytes, none of a failed one. */
#include "test_support.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/grow.h"
#include "support/json_buf.h"

static void grow(void **state)
{
    (void)state;
    int *a = NULL;
    size_t cap = 0;
    for (int i = 0; i < 1000; i++) {
        assert_int_equal(sup_grow((void **)&a, &cap, (size_t)i + 1, sizeof *a), 0);
        assert_true(cap > (size_t)i);
        a[i] = i * 7;
    }
    for (int i = 0; i < 1000; i++)
        assert_int_equal(a[i], i * 7);
    size_t before = cap;
    assert_int_equal(sup_grow((void **)&a, &cap, 3, sizeof *a), 0); /* never shrinks */
    assert_int_equal(cap, before);
    assert_int_equal(sup_grow((void **)&a, &cap, SIZE_MAX / 2, sizeof *a), -1);
    assert_int_equal(cap, before); /* a failure changes nothing */
    assert_int_equal(a[999], 999 * 7);
    free(a);
}

static void document(void **state)
{
    (void)state;
    sup_buf b = {0};
    sup_json j;
    sup_json_init(&j, &b);
    sup_json_obj(&j, NULL);
    sup_json_str(&j, "s", "a\"b\\c\n\x01\xff");
    sup_json_str(&j, "none", NULL);
    sup_json_arr(&j, "l");
    sup_json_strn(&j, NULL, "full,incr", 4);
    sup_json_int(&j, NULL, -12);
    sup_json_num(&j, NULL, 0.5);
    sup_json_num(&j, NULL, NAN);
    sup_json_bool(&j, NULL, 1);
    sup_json_null(&j, NULL);
    sup_json_end_arr(&j);
    sup_json_obj(&j, "o");
    sup_json_end_obj(&j);
    sup_json_end_obj(&j);
    assert_false(b.failed);
    /* serde's escapes: \u0001, and the invalid byte as U+FFFD's bytes */
    assert_string_equal(b.data, "{\"s\":\"a\\\"b\\\\c\\n\\u0001\xef\xbf\xbd\",\"none\":null,"
                                "\"l\":[\"full\",-12,0.5,null,true,null],\"o\":{}}");
    sup_buf_free(&b);
    /* selfprof-perf's reports' style: the invalid byte as \ufffd */
    sup_buf_json_string(&b, "x\x7f\xff", 3, JSON_ESCAPE_ASCII);
    assert_int_equal(b.len, strlen("\"x\\u007f\\ufffd\""));
    assert_memory_equal(b.data, "\"x\\u007f\\ufffd\"", b.len);
    sup_buf_free(&b);
    /* sup_json_style: the writer's string values in that style, keys as
     * they are (changes' --json and /api/changes) */
    sup_json_init(&j, &b);
    sup_json_style(&j, JSON_ESCAPE_ASCII);
    sup_json_obj(&j, NULL);
    sup_json_str(&j, "s", "x\x7f\xff");
    sup_json_strn(&j, "n", "\xffy", 1);
    sup_json_end_obj(&j);
    assert_false(b.failed);
    assert_int_equal(b.len, strlen("{\"s\":\"x\\u007f\\ufffd\",\"n\":\"\\ufffd\"}"));
    assert_memory_equal(b.data, "{\"s\":\"x\\u007f\\ufffd\",\"n\":\"\\ufffd\"}", b.len);
    sup_buf_free(&b);
}

/* sup_buf_write: the bytes as they are; nothing after a failure */
static void write_out(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    assert_non_null(f);
    sup_buf b = {0};
    assert_int_equal(sup_buf_write(&b, f), 0); /* empty: nothing to write */
    sup_buf_add(&b, "a\0b\n", 4);
    assert_int_equal(sup_buf_write(&b, f), 0);
    b.failed = 1;
    assert_int_equal(sup_buf_write(&b, f), -1);
    sup_buf_free(&b);
    char got[8];
    rewind(f);
    assert_int_equal(fread(got, 1, sizeof got, f), 4);
    assert_memory_equal(got, "a\0b\n", 4);
    fclose(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(grow),
        cmocka_unit_test(document),
        cmocka_unit_test(write_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
