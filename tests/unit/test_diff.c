/* test_diff.c — selfprof_diff_compute on hand-built summaries, checked
 * against measureme 12.0.3's `summarize diff` rules (spec 7.4). */
#include "test_support.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "selfprof/diff.h"

static selfprof_summary_row mk(const char *label, int64_t self, uint64_t time, uint64_t calls)
{
    selfprof_summary_row r = {0};
    r.label = label;
    r.self_time = self;
    r.time = time;
    r.invocation_count = calls;
    r.number_of_cache_misses = calls;
    return r;
}

static void add(selfprof_summary *s, selfprof_summary_row r)
{
    assert_int_equal(selfprof_summary_add_row(s, &r), SELFPROF_OK);
}

static const selfprof_diff_row *find(const selfprof_diff *d, const char *label)
{
    for (size_t i = 0; i < d->row_count; i++)
        if (strcmp(d->rows[i].label, label) == 0)
            return &d->rows[i];
    fail_msg("no row %s", label);
    return NULL;
}

static selfprof_diff *diff_of(const selfprof_summary *b, const selfprof_summary *c)
{
    selfprof_diff *d = NULL;
    assert_int_equal(selfprof_diff_compute(b, c, &d), SELFPROF_OK);
    assert_non_null(d);
    return d;
}

/* A label in both: every column change - base, percentages of self and time. */
static void test_both_sides(void **state)
{
    (void)state;
    selfprof_summary *b = selfprof_summary_new(), *c = selfprof_summary_new();
    selfprof_summary_row rb = mk("typeck", 200, 400, 10), rc = mk("typeck", 300, 300, 7);
    rb.number_of_cache_hits = 5;
    rc.number_of_cache_hits = 9;
    rb.blocked_time = 50;
    rc.blocked_time = 20;
    rb.incremental_load_time = 11;
    rc.incremental_load_time = 30;
    rb.incremental_hashing_time = 4;
    rc.incremental_hashing_time = 4;
    rb.incremental_load_count = 3;
    rc.incremental_load_count = 1;
    rb.blocked_count = 1;
    rc.blocked_count = 2;
    add(b, rb);
    add(c, rc);
    selfprof_diff *d = diff_of(b, c);
    assert_int_equal(d->row_count, 1);
    const selfprof_diff_row *r = find(d, "typeck");
    assert_int_equal(r->presence, SELFPROF_DIFF_BOTH);
    assert_int_equal(r->self_time, 100);
    assert_true(r->self_time_change == 50.0);
    assert_int_equal(r->time, -100);
    assert_true(r->time_change == -25.0);
    assert_int_equal(r->invocation_count, -3);
    assert_int_equal(r->number_of_cache_misses, -3);
    assert_int_equal(r->number_of_cache_hits, 4);
    assert_int_equal(r->blocked_time, -30);
    assert_int_equal(r->incremental_load_time, 19);
    assert_int_equal(r->incremental_hashing_time, 0);
    assert_int_equal(r->incremental_load_count, -2);
    assert_int_equal(r->blocked_count, 1);
    assert_int_equal(r->base.self_time, 200);
    assert_int_equal(r->change.self_time, 300);
    assert_string_equal(r->base.label, "typeck");
    /* A computed zero difference is positive. */
    assert_false(selfprof_diff_is_negative(r, r->incremental_hashing_time));
    assert_true(selfprof_diff_is_negative(r, r->time));
    assert_int_equal(d->only_base_count, 0);
    assert_int_equal(d->only_change_count, 0);
    selfprof_diff_free(d);
    selfprof_summary_free(b);
    selfprof_summary_free(c);
}

/* Only in base: negated, -100%, zero durations negative; only in change:
 * as is, +inf. */
static void test_one_side(void **state)
{
    (void)state;
    selfprof_summary *b = selfprof_summary_new(), *c = selfprof_summary_new();
    add(b, mk("gone", 70, 90, 2));
    add(c, mk("added", 40, 60, 1));
    selfprof_diff *d = diff_of(b, c);
    assert_int_equal(d->row_count, 2);
    assert_int_equal(d->only_base_count, 1);
    assert_int_equal(d->only_change_count, 1);
    const selfprof_diff_row *g = find(d, "gone"), *a = find(d, "added");
    assert_int_equal(g->presence, SELFPROF_DIFF_ONLY_BASE);
    assert_int_equal(g->self_time, -70);
    assert_int_equal(g->time, -90);
    assert_int_equal(g->invocation_count, -2);
    assert_true(g->self_time_change == -100.0);
    assert_true(g->time_change == -100.0);
    assert_int_equal(g->blocked_time, 0);
    assert_true(selfprof_diff_is_negative(g, g->blocked_time)); /* prints -0ns */
    assert_int_equal(g->change.self_time, 0);
    assert_int_equal(a->presence, SELFPROF_DIFF_ONLY_CHANGE);
    assert_int_equal(a->self_time, 40);
    assert_int_equal(a->time, 60);
    assert_int_equal(a->invocation_count, 1);
    assert_true(isinf(a->self_time_change) && a->self_time_change > 0);
    assert_true(isinf(a->time_change) && a->time_change > 0);
    assert_false(selfprof_diff_is_negative(a, a->blocked_time));
    assert_false(selfprof_diff_is_negative(NULL, 0));
    selfprof_diff_free(d);
    selfprof_summary_free(b);
    selfprof_summary_free(c);
}

/* In both with a zero base: +/-inf, or NaN when both are zero. */
static void test_zero_base(void **state)
{
    (void)state;
    selfprof_summary *b = selfprof_summary_new(), *c = selfprof_summary_new();
    add(b, mk("zero", 0, 0, 1));
    add(c, mk("zero", 0, 0, 1));
    add(b, mk("grew", 0, 0, 0));
    add(c, mk("grew", 5, 5, 0));
    selfprof_diff *d = diff_of(b, c);
    const selfprof_diff_row *z = find(d, "zero"), *g = find(d, "grew");
    assert_true(isnan(z->self_time_change));
    assert_true(isnan(z->time_change));
    assert_int_equal(z->self_time, 0);
    assert_false(selfprof_diff_is_negative(z, z->self_time));
    assert_true(isinf(g->self_time_change) && g->self_time_change > 0);
    assert_true(isinf(selfprof_diff_percent(0, -3)) && selfprof_diff_percent(0, -3) < 0);
    assert_true(isnan(selfprof_diff_percent(0, 0)));
    assert_true(selfprof_diff_percent(4, 1) == -75.0);
    selfprof_diff_free(d);
    selfprof_summary_free(b);
    selfprof_summary_free(c);
}

/* Rows by |self time difference| descending, ties by label; other keys. */
static void test_order(void **state)
{
    (void)state;
    selfprof_summary *b = selfprof_summary_new(), *c = selfprof_summary_new();
    add(b, mk("small", 100, 100, 1));
    add(c, mk("small", 101, 100, 1)); /* +1 */
    add(b, mk("down", 100, 100, 1));
    add(c, mk("down", 50, 100, 9)); /* -50 */
    add(b, mk("up", 10, 100, 1));
    add(c, mk("up", 60, 100, 1));  /* +50, ties with down: label order */
    add(c, mk("new", 30, 100, 1)); /* +30 */
    add(b, mk("old", 40, 100, 1)); /* -40 */
    add(b, mk("same", 0, 0, 0));
    add(c, mk("same", 0, 0, 0)); /* 0, NaN % */
    selfprof_diff *d = diff_of(b, c);
    static const char *const want[] = {"down", "up", "old", "new", "small", "same"};
    assert_int_equal(d->row_count, 6);
    for (size_t i = 0; i < 6; i++)
        assert_string_equal(d->rows[i].label, want[i]);
    selfprof_diff_sort(d, SELFPROF_DIFF_SORT_LABEL);
    static const char *const by_label[] = {"down", "new", "old", "same", "small", "up"};
    for (size_t i = 0; i < 6; i++)
        assert_string_equal(d->rows[i].label, by_label[i]);
    selfprof_diff_sort(d, SELFPROF_DIFF_SORT_SELF_TIME_PCT);
    /* new: +inf, up: +500%, old: -100%, down: -50%, small: +1%, same: NaN last */
    static const char *const by_pct[] = {"new", "up", "old", "down", "small", "same"};
    for (size_t i = 0; i < 6; i++)
        assert_string_equal(d->rows[i].label, by_pct[i]);
    selfprof_diff_sort(d, SELFPROF_DIFF_SORT_INVOCATIONS);
    assert_string_equal(d->rows[0].label, "down"); /* +8 */
    selfprof_diff_free(d);
    selfprof_summary_free(b);
    selfprof_summary_free(c);
}

/* Artifact sizes: union, change - base, sorted by the signed change. */
static void test_artifacts_and_total(void **state)
{
    (void)state;
    selfprof_summary *b = selfprof_summary_new(), *c = selfprof_summary_new();
    assert_int_equal(selfprof_summary_add_artifact(b, "object_file", 100), SELFPROF_OK);
    assert_int_equal(selfprof_summary_add_artifact(c, "object_file", 130), SELFPROF_OK);
    assert_int_equal(selfprof_summary_add_artifact(b, "gone", 7), SELFPROF_OK);
    assert_int_equal(selfprof_summary_add_artifact(c, "added", 5), SELFPROF_OK);
    assert_int_equal(selfprof_summary_add_artifact(b, "same", 5), SELFPROF_OK);
    assert_int_equal(selfprof_summary_add_artifact(c, "same", 5), SELFPROF_OK);
    b->total_time = 1000;
    c->total_time = 700;
    selfprof_diff *d = diff_of(b, c);
    assert_int_equal(d->artifact_count, 4);
    assert_string_equal(d->artifacts[0].label, "object_file");
    assert_int_equal(d->artifacts[0].size_change, 30);
    assert_string_equal(d->artifacts[1].label, "added");
    assert_int_equal(d->artifacts[1].presence, SELFPROF_DIFF_ONLY_CHANGE);
    assert_string_equal(d->artifacts[2].label, "same");
    assert_int_equal(d->artifacts[2].size_change, 0);
    assert_string_equal(d->artifacts[3].label, "gone");
    assert_int_equal(d->artifacts[3].size_change, -7);
    assert_int_equal(d->artifacts[3].presence, SELFPROF_DIFF_ONLY_BASE);
    assert_int_equal(d->total_time, -300);
    assert_int_equal(d->base_total_time, 1000);
    assert_int_equal(d->change_total_time, 700);
    /* The diff owns its labels: it outlives the summaries. */
    selfprof_summary_free(b);
    selfprof_summary_free(c);
    assert_string_equal(d->artifacts[3].label, "gone");
    selfprof_diff_free(d);
}

/* Empty summaries, NULL arguments, merged summaries. */
static void test_edges(void **state)
{
    (void)state;
    selfprof_summary *b = selfprof_summary_new(), *c = selfprof_summary_new();
    selfprof_diff *d = diff_of(b, c);
    assert_int_equal(d->row_count, 0);
    assert_int_equal(d->artifact_count, 0);
    assert_int_equal(d->total_time, 0);
    selfprof_diff_free(d);
    assert_int_equal(selfprof_diff_compute(NULL, c, &d), SELFPROF_E_INVALID);
    assert_null(d);
    assert_int_equal(selfprof_diff_compute(b, c, NULL), SELFPROF_E_INVALID);
    selfprof_diff_free(NULL);
    /* Rows added twice are summed by the summary before the diff sees them. */
    add(b, mk("q", 10, 10, 1));
    add(b, mk("q", 10, 10, 1));
    add(c, mk("q", 5, 5, 1));
    d = diff_of(b, c);
    assert_int_equal(find(d, "q")->self_time, -15);
    assert_true(find(d, "q")->self_time_change == -75.0);
    assert_int_equal(find(d, "q")->invocation_count, -1);
    selfprof_diff_free(d);
    /* Base and change the same summary: all zero, nothing negative. */
    d = diff_of(b, b);
    assert_int_equal(find(d, "q")->self_time, 0);
    assert_true(find(d, "q")->self_time_change == 0.0);
    assert_false(selfprof_diff_is_negative(find(d, "q"), 0));
    selfprof_diff_free(d);
    selfprof_summary_free(b);
    selfprof_summary_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_both_sides),          cmocka_unit_test(test_one_side),
        cmocka_unit_test(test_zero_base),           cmocka_unit_test(test_order),
        cmocka_unit_test(test_artifacts_and_total), cmocka_unit_test(test_edges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
