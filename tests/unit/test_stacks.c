/* test_stacks.c — selfprof_stacks on hand-built event sequences, checked
 * against measureme's stack_collapse (spec 8.2): values, the root line, the
 * walk order, per-thread stacks, several profiles, labels with ';'. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "selfprof/stacks.h"

static const char META[] = "{ \"start_time\": 1, \"process_id\": 2, \"cmd\": \"t \" }";

typedef struct lines {
    char text[4096];
    size_t len;
    int64_t sum_totals_of_roots;
    uint32_t visits;
} lines;

/* Appends "a;b;c VALUE\n" for every line of the walk, "(a;b)" for the others. */
static int collect(void *ctx, const selfprof_stack_visit *v)
{
    lines *l = ctx;
    char path[512];
    size_t n = 0;
    for (uint32_t d = 0; d <= v->depth; d++)
        n += (size_t)snprintf(path + n, sizeof path - n, "%s%.*s", d ? ";" : "",
                              (int)v->frame_lens[d], v->frames[d]);
    if (v->is_line)
        l->len += (size_t)snprintf(l->text + l->len, sizeof l->text - l->len, "%s %lld\n", path,
                                   (long long)v->value);
    else
        l->len += (size_t)snprintf(l->text + l->len, sizeof l->text - l->len, "(%s)\n", path);
    if (v->depth == 0)
        l->sum_totals_of_roots += v->total;
    l->visits++;
    return 0;
}

static uint8_t *image_of(test_profile *t, size_t *size)
{
    return test_profile_finish(t, 256, size); /* small pages: several of each */
}

static void add(selfprof_stacks *s, uint8_t *image, size_t size)
{
    selfprof_error err = {0};
    selfprof_profile *p;
    assert_int_equal(selfprof_profile_open_memory(image, size, &p, &err), SELFPROF_OK);
    if (selfprof_stacks_add_profile(s, p, &err) != SELFPROF_OK)
        fail_msg("add: %s", err.message);
    selfprof_profile_close(p);
}

/* Thread 1: parent [0,100] with children a [10,30] and b [40,90], b holding
 * a [50,60]; an instant and an integer that must be ignored. Thread 2: b
 * [5,15] and, later in the file, c [20,25]: the root gets 20 - 10 - 5 = 5
 * of thread 2 (its span is 5..25). Events in the order rustc writes them
 * (by end time). */
static uint8_t *sample(size_t *size)
{
    test_profile t;
    test_profile_init(&t, 9, META);
    uint64_t q = test_profile_string(&t, "Query");
    uint64_t parent = test_profile_string(&t, "parent"), a = test_profile_string(&t, "a");
    uint64_t b = test_profile_string(&t, "b"), c = test_profile_string(&t, "c");
    test_profile_interval(&t, q, b, 2, 5, 15);
    test_profile_interval(&t, q, a, 1, 10, 30);
    test_profile_interval(&t, q, c, 2, 20, 25);
    test_profile_instant(&t, q, a, 1, 45);
    test_profile_interval(&t, q, a, 1, 50, 60);
    test_profile_integer(&t, q, a, 1, 1000);
    test_profile_interval(&t, q, b, 1, 40, 90);
    test_profile_interval(&t, q, parent, 1, 0, 100);
    return image_of(&t, size);
}

static void test_merged(void **state)
{
    (void)state;
    size_t size;
    uint8_t *image = sample(&size);
    selfprof_stacks *s;
    assert_int_equal(selfprof_stacks_new(NULL, &s), SELFPROF_OK);
    add(s, image, size);
    lines l = {0};
    assert_int_equal(selfprof_stacks_walk(s, collect, &l), 0);
    assert_string_equal(l.text, "rustc 5\n"
                                "rustc;b 10\n"
                                "rustc;c 5\n"
                                "rustc;parent 30\n"
                                "rustc;parent;a 20\n"
                                "rustc;parent;b 40\n"
                                "rustc;parent;b;a 10\n");
    /* Sum = summarize's total time: spans 100 + 20. */
    assert_int_equal(selfprof_stacks_sum(s), 120);
    assert_int_equal(l.sum_totals_of_roots, 120);
    assert_int_equal(selfprof_stacks_max_depth(s), 3);
    assert_int_equal(selfprof_stacks_count(s), 8); /* 7 stacks + the hidden super-root */
    assert_string_equal(selfprof_stacks_unit(s), "ns");
    assert_int_equal(selfprof_stacks_profile_count(s), 1);
    /* The walk can be repeated and gives the same. */
    lines again = {0};
    assert_int_equal(selfprof_stacks_walk(s, collect, &again), 0);
    assert_string_equal(again.text, l.text);
    selfprof_stacks_free(s);
    free(image);
}

static void test_per_thread_and_two_profiles(void **state)
{
    (void)state;
    size_t size;
    uint8_t *image = sample(&size);
    selfprof_stacks_options o = {1, "root"};
    selfprof_stacks *s;
    assert_int_equal(selfprof_stacks_new(&o, &s), SELFPROF_OK);
    add(s, image, size);
    add(s, image, size);
    lines l = {0};
    assert_int_equal(selfprof_stacks_walk(s, collect, &l), 0);
    assert_string_equal(l.text, "(thread 1)\n"
                                "thread 1;root 0\n"
                                "thread 1;root;parent 60\n"
                                "thread 1;root;parent;a 40\n"
                                "thread 1;root;parent;b 80\n"
                                "thread 1;root;parent;b;a 20\n"
                                "(thread 2)\n"
                                "thread 2;root 10\n"
                                "thread 2;root;b 20\n"
                                "thread 2;root;c 10\n");
    assert_int_equal(selfprof_stacks_sum(s), 240);
    assert_int_equal(selfprof_stacks_profile_count(s), 2);
    selfprof_stacks_free(s);
    free(image);
}

/* A label "x;y" is the frames x and y; "x" alone meets it in the trie.
 * Siblings sort by bytes: "B" < "a" < "a b". Invalid UTF-8 becomes U+FFFD. */
static void test_labels(void **state)
{
    (void)state;
    test_profile t;
    test_profile_init(&t, 9, META);
    uint64_t q = test_profile_string(&t, "Query");
    test_profile_interval(&t, q, test_profile_string(&t, "x;y"), 1, 0, 10);
    test_profile_interval(&t, q, test_profile_string(&t, "x"), 1, 20, 30);
    test_profile_interval(&t, q, test_profile_string(&t, "a b"), 1, 30, 31);
    test_profile_interval(&t, q, test_profile_string(&t, "a"), 1, 31, 32);
    test_profile_interval(&t, q, test_profile_string(&t, "B"), 1, 32, 33);
    test_profile_interval(&t, q, test_profile_string(&t, "\xC3("), 1, 33, 34);
    size_t size;
    uint8_t *image = image_of(&t, &size);
    selfprof_stacks *s;
    assert_int_equal(selfprof_stacks_new(NULL, &s), SELFPROF_OK);
    add(s, image, size);
    lines l = {0};
    assert_int_equal(selfprof_stacks_walk(s, collect, &l), 0);
    assert_string_equal(l.text, "rustc 10\n"
                                "rustc;B 1\n"
                                "rustc;a 1\n"
                                "rustc;a b 1\n"
                                "rustc;x 10\n"
                                "rustc;x;y 10\n"
                                "rustc;\xEF\xBF\xBD( 1\n");
    selfprof_stacks_free(s);
    free(image);
}

/* A profile without interval events still has the root line, with 0. */
static void test_empty(void **state)
{
    (void)state;
    test_profile t;
    test_profile_init(&t, 8, META);
    uint64_t q = test_profile_string(&t, "Query");
    test_profile_instant(&t, q, q, 1, 5);
    size_t size;
    uint8_t *image = image_of(&t, &size);
    selfprof_stacks *s;
    assert_int_equal(selfprof_stacks_new(NULL, &s), SELFPROF_OK);
    add(s, image, size);
    lines l = {0};
    assert_int_equal(selfprof_stacks_walk(s, collect, &l), 0);
    assert_string_equal(l.text, "rustc 0\n");
    selfprof_stacks_free(s);
    selfprof_stacks_free(NULL);
    free(image);
}

static int stop_at_second(void *ctx, const selfprof_stack_visit *v)
{
    (void)v;
    return ++*(int *)ctx == 2 ? 42 : 0;
}

static void test_walk_stops(void **state)
{
    (void)state;
    size_t size;
    uint8_t *image = sample(&size);
    selfprof_stacks *s;
    assert_int_equal(selfprof_stacks_new(NULL, &s), SELFPROF_OK);
    add(s, image, size);
    int n = 0;
    assert_int_equal(selfprof_stacks_walk(s, stop_at_second, &n), 42);
    assert_int_equal(n, 2);
    selfprof_stacks_free(s);
    free(image);
}

/* An interval ending before it starts: a format error at the event's byte. */
static void test_malformed(void **state)
{
    (void)state;
    test_profile t;
    test_profile_init(&t, 9, META);
    uint64_t q = test_profile_string(&t, "Query");
    test_profile_interval(&t, q, q, 1, 0, 10);
    test_profile_interval(&t, q, q, 1, 30, 20);
    size_t size;
    uint8_t *image = image_of(&t, &size);
    selfprof_error err = {0};
    selfprof_profile *p;
    assert_int_equal(selfprof_profile_open_memory(image, size, &p, &err), SELFPROF_OK);
    selfprof_stacks *s;
    assert_int_equal(selfprof_stacks_new(NULL, &s), SELFPROF_OK);
    assert_int_equal(selfprof_stacks_add_profile(s, p, &err), SELFPROF_E_FORMAT);
    assert_int_equal(err.offset, selfprof_profile_event_offset(p, 1));
    assert_non_null(strstr(err.message, "event 1 is an interval that ends before it starts"));
    selfprof_stacks_free(s);
    selfprof_profile_close(p);
    free(image);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_merged),     cmocka_unit_test(test_per_thread_and_two_profiles),
        cmocka_unit_test(test_labels),     cmocka_unit_test(test_empty),
        cmocka_unit_test(test_walk_stops), cmocka_unit_test(test_malformed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
