/* test_coverage.c — selfprof_coverage on hand-built event sequences: no
 * events, one event, nesting, overlap, touching and zero-length intervals,
 * instants and integers ignored, several threads and profiles, the labels
 * around a gap (and their ties), --min-gap and --top, every file order
 * giving the same result, and errors leaving the set unchanged. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "selfprof/coverage.h"

static const char META[] = "{ \"start_time\": 1, \"process_id\": 2, \"cmd\": \"t\" }";
static const char META_INSNS[] =
    "{ \"start_time\": 1, \"process_id\": 2, \"cmd\": \"t\", \"counter\": { \"name\": "
    "\"instructions:u\", \"units\": [[\"instructions\", 1]] } }";

typedef struct ev {
    const char *label;
    uint32_t thread;
    uint64_t start, end;
    int type; /* SELFPROF_INTERVAL, _INSTANT, _INTEGER */
} ev;

/* A profile of `n` events in the order given (small pages: several of each). */
static uint8_t *image(const char *meta, const ev *evs, size_t n, size_t *size)
{
    test_profile t;
    test_profile_init(&t, 9, meta);
    uint64_t q = test_profile_string(&t, "Query");
    for (size_t i = 0; i < n; i++) {
        uint64_t id = test_profile_string(&t, evs[i].label);
        if (evs[i].type == SELFPROF_INSTANT)
            test_profile_instant(&t, q, id, evs[i].thread, evs[i].start);
        else if (evs[i].type == SELFPROF_INTEGER)
            test_profile_integer(&t, q, id, evs[i].thread, evs[i].start);
        else
            test_profile_interval(&t, q, id, evs[i].thread, evs[i].start, evs[i].end);
    }
    return test_profile_finish(&t, 256, size);
}

static int add_image(selfprof_coverage *c, uint8_t *img, size_t size, selfprof_error *err)
{
    selfprof_profile *p;
    assert_int_equal(selfprof_profile_open_memory(img, size, &p, err), SELFPROF_OK);
    int rc = selfprof_coverage_add_profile(c, p, err);
    selfprof_profile_close(p);
    return rc;
}

/* A new set with the events of one profile added. */
static selfprof_coverage *measure(const ev *evs, size_t n, uint64_t min_gap, uint32_t top)
{
    selfprof_coverage_options o = {min_gap, top};
    selfprof_coverage *c;
    assert_int_equal(selfprof_coverage_new(&o, &c), SELFPROF_OK);
    size_t size;
    uint8_t *img = image(META, evs, n, &size);
    selfprof_error err = {0};
    if (add_image(c, img, size, &err) != SELFPROF_OK)
        fail_msg("add: %s", err.message);
    free(img);
    return c;
}

static const selfprof_coverage_thread *only_thread(const selfprof_coverage *c)
{
    size_t n;
    const selfprof_coverage_thread *t = selfprof_coverage_threads(c, &n);
    assert_int_equal(n, 1);
    return t;
}

static void check_gap(const selfprof_coverage_gap *g, uint64_t start, uint64_t end,
                      const char *before, const char *after)
{
    assert_int_equal(g->start, start);
    assert_int_equal(g->end, end);
    assert_string_equal(g->before, before);
    assert_string_equal(g->after, after);
}

static void test_no_events(void **state)
{
    (void)state;
    selfprof_coverage *c = measure(NULL, 0, 0, 10);
    size_t n;
    assert_null(selfprof_coverage_threads(c, &n));
    assert_int_equal(n, 0);
    assert_null(selfprof_coverage_largest(c, &n));
    assert_int_equal(n, 0);
    const selfprof_coverage_figures *f = selfprof_coverage_totals(c);
    assert_int_equal(f->span, 0);
    assert_int_equal(f->untracked, 0);
    assert_int_equal(f->gaps, 0);
    assert_int_equal(selfprof_coverage_profile_count(c), 1);
    assert_string_equal(selfprof_coverage_unit(c), "ns");
    selfprof_coverage_free(c);
}

static void test_one_event(void **state)
{
    (void)state;
    ev e[] = {{"only", 4, 100, 350, SELFPROF_INTERVAL}};
    selfprof_coverage *c = measure(e, 1, 0, 10);
    const selfprof_coverage_thread *t = only_thread(c);
    assert_int_equal(t->thread_id, 4);
    assert_int_equal(t->profile, 0);
    assert_int_equal(t->start, 100);
    assert_int_equal(t->end, 350);
    assert_int_equal(t->figures.span, 250);
    assert_int_equal(t->figures.intervals, 1);
    assert_int_equal(t->figures.untracked, 0);
    assert_int_equal(t->figures.gaps, 0);
    assert_int_equal(t->largest_count, 0);
    assert_null(t->largest);
    selfprof_coverage_free(c);
}

/* parent [0,100] with nested a [10,30], b [40,90] (b holds a [50,60]); then
 * x [150,200] and y [180,250] overlapping without nesting; a point p
 * [300,300]; z [320,400] and w [400,450] touching. Gaps: 100..150,
 * 250..300, 300..320. In the order rustc writes (by end). */
static const ev NESTED[] = {
    {"a", 1, 10, 30, SELFPROF_INTERVAL},   {"a", 1, 50, 60, SELFPROF_INTERVAL},
    {"b", 1, 40, 90, SELFPROF_INTERVAL},   {"parent", 1, 0, 100, SELFPROF_INTERVAL},
    {"x", 1, 150, 200, SELFPROF_INTERVAL}, {"y", 1, 180, 250, SELFPROF_INTERVAL},
    {"p", 1, 300, 300, SELFPROF_INTERVAL}, {"z", 1, 320, 400, SELFPROF_INTERVAL},
    {"w", 1, 400, 450, SELFPROF_INTERVAL},
};
#define NNESTED (sizeof NESTED / sizeof NESTED[0])

static void check_nested(const selfprof_coverage *c)
{
    const selfprof_coverage_thread *t = only_thread(c);
    assert_int_equal(t->start, 0);
    assert_int_equal(t->end, 450);
    assert_int_equal(t->figures.intervals, 9);
    assert_int_equal(t->figures.span, 450);
    assert_int_equal(t->figures.untracked, 50 + 50 + 20);
    assert_int_equal(t->figures.gaps, 3);
    assert_int_equal(t->figures.large_gaps, 3);
    assert_int_equal(t->figures.large_untracked, 120);
    assert_int_equal(t->largest_count, 3);
    /* Equal lengths: the earlier first. */
    check_gap(&t->largest[0], 100, 150, "parent", "x");
    check_gap(&t->largest[1], 250, 300, "y", "p");
    check_gap(&t->largest[2], 300, 320, "p", "z");
    size_t n;
    const selfprof_coverage_gap *g = selfprof_coverage_largest(c, &n);
    assert_int_equal(n, 3);
    check_gap(&g[0], 100, 150, "parent", "x");
    assert_int_equal(g[0].thread, 0);
}

static void test_nested_and_overlapping(void **state)
{
    (void)state;
    selfprof_coverage *c = measure(NESTED, NNESTED, 0, 10);
    check_nested(c);
    selfprof_coverage_free(c);
}

/* The same events in other file orders: by start, reversed, interleaved.
 * The reverse walk's fast path then no longer holds; the result must not
 * change. */
static void test_any_order(void **state)
{
    (void)state;
    static const size_t ORDERS[][NNESTED] = {
        {3, 0, 2, 1, 4, 5, 6, 7, 8}, /* by start */
        {8, 7, 6, 5, 4, 3, 2, 1, 0}, /* reversed */
        {4, 0, 8, 1, 6, 3, 5, 2, 7}, /* shuffled */
        {7, 8, 6, 4, 5, 0, 1, 2, 3},
    };
    for (size_t o = 0; o < sizeof ORDERS / sizeof ORDERS[0]; o++) {
        ev e[NNESTED];
        for (size_t i = 0; i < NNESTED; i++)
            e[i] = NESTED[ORDERS[o][i]];
        selfprof_coverage *c = measure(e, NNESTED, 0, 10);
        check_nested(c);
        selfprof_coverage_free(c);
    }
}

/* Instants and integers neither cover time, nor split a gap, nor widen the
 * span; a zero-length interval does split one. */
static void test_instants_ignored(void **state)
{
    (void)state;
    ev e[] = {
        {"i", 1, 5, 5, SELFPROF_INSTANT}, /* before the span */
        {"a", 1, 10, 20, SELFPROF_INTERVAL},
        {"i", 1, 25, 25, SELFPROF_INSTANT}, /* inside the gap */
        {"n", 1, 7, 0, SELFPROF_INTEGER},
        {"b", 1, 40, 50, SELFPROF_INTERVAL},
        {"i", 1, 90, 90, SELFPROF_INSTANT}, /* after the span */
        {"k", 2, 99, 0, SELFPROF_INTEGER},  /* a thread with no interval */
    };
    selfprof_coverage *c = measure(e, sizeof e / sizeof e[0], 0, 10);
    const selfprof_coverage_thread *t = only_thread(c);
    assert_int_equal(t->start, 10);
    assert_int_equal(t->end, 50);
    assert_int_equal(t->figures.intervals, 2);
    assert_int_equal(t->figures.untracked, 20);
    assert_int_equal(t->figures.gaps, 1);
    check_gap(&t->largest[0], 20, 40, "a", "b");
    selfprof_coverage_free(c);
}

/* Several events end where a gap starts, or start where it ends: the
 * longest is named, the first in the file among equally long ones. */
static void test_label_ties(void **state)
{
    (void)state;
    ev e[] = {
        {"inner", 1, 60, 100, SELFPROF_INTERVAL},  {"outer", 1, 0, 100, SELFPROF_INTERVAL},
        {"twin1", 1, 200, 300, SELFPROF_INTERVAL}, {"twin2", 1, 200, 300, SELFPROF_INTERVAL},
        {"short", 1, 200, 210, SELFPROF_INTERVAL}, {"late1", 1, 400, 500, SELFPROF_INTERVAL},
        {"late2", 1, 400, 500, SELFPROF_INTERVAL},
    };
    selfprof_coverage *c = measure(e, sizeof e / sizeof e[0], 0, 10);
    const selfprof_coverage_thread *t = only_thread(c);
    assert_int_equal(t->largest_count, 2);
    check_gap(&t->largest[0], 100, 200, "outer", "twin1");
    check_gap(&t->largest[1], 300, 400, "twin1", "late1");
    selfprof_coverage_free(c);
}

/* Threads come out by id whatever the file order, each with its own span;
 * the totals sum them; the set's largest gaps mix the threads. */
static void test_several_threads(void **state)
{
    (void)state;
    ev e[] = {
        {"t9a", 9, 0, 10, SELFPROF_INTERVAL},    {"t2a", 2, 1000, 1010, SELFPROF_INTERVAL},
        {"t9b", 9, 15, 20, SELFPROF_INTERVAL},   {"t2b", 2, 1100, 1200, SELFPROF_INTERVAL},
        {"t9c", 9, 100, 120, SELFPROF_INTERVAL}, {"t5", 5, 50, 60, SELFPROF_INTERVAL},
    };
    selfprof_coverage *c = measure(e, sizeof e / sizeof e[0], 0, 2);
    size_t n;
    const selfprof_coverage_thread *t = selfprof_coverage_threads(c, &n);
    assert_int_equal(n, 3);
    assert_int_equal(t[0].thread_id, 2);
    assert_int_equal(t[1].thread_id, 5);
    assert_int_equal(t[2].thread_id, 9);
    assert_int_equal(t[0].figures.span, 200);
    assert_int_equal(t[0].figures.untracked, 90);
    assert_int_equal(t[1].figures.span, 10);
    assert_int_equal(t[1].figures.gaps, 0);
    assert_int_equal(t[2].figures.span, 120);
    assert_int_equal(t[2].figures.untracked, 5 + 80);
    assert_int_equal(t[2].figures.gaps, 2);
    assert_int_equal(t[2].largest_count, 2);
    check_gap(&t[2].largest[0], 20, 100, "t9b", "t9c");
    check_gap(&t[2].largest[1], 10, 15, "t9a", "t9b");
    const selfprof_coverage_figures *f = selfprof_coverage_totals(c);
    assert_int_equal(f->span, 330);
    assert_int_equal(f->untracked, 175);
    assert_int_equal(f->gaps, 3);
    assert_int_equal(f->intervals, 6);
    const selfprof_coverage_gap *g = selfprof_coverage_largest(c, &n);
    assert_int_equal(n, 2); /* top 2 of 3 */
    check_gap(&g[0], 1010, 1100, "t2a", "t2b");
    assert_int_equal(g[0].thread, 0);
    check_gap(&g[1], 20, 100, "t9b", "t9c");
    assert_int_equal(g[1].thread, 2);
    selfprof_coverage_free(c);
}

/* min_gap: short gaps count in untracked and gaps only; top 0 keeps none. */
static void test_min_gap_and_top(void **state)
{
    (void)state;
    ev e[] = {
        {"a", 1, 0, 10, SELFPROF_INTERVAL},    {"b", 1, 12, 20, SELFPROF_INTERVAL},
        {"c", 1, 50, 60, SELFPROF_INTERVAL},   {"d", 1, 61, 70, SELFPROF_INTERVAL},
        {"e", 1, 170, 180, SELFPROF_INTERVAL},
    };
    selfprof_coverage *c = measure(e, sizeof e / sizeof e[0], 30, 10);
    const selfprof_coverage_thread *t = only_thread(c);
    assert_int_equal(t->figures.untracked, 2 + 30 + 1 + 100);
    assert_int_equal(t->figures.gaps, 4);
    assert_int_equal(t->figures.large_gaps, 2);
    assert_int_equal(t->figures.large_untracked, 130);
    assert_int_equal(t->largest_count, 2);
    check_gap(&t->largest[0], 70, 170, "d", "e");
    check_gap(&t->largest[1], 20, 50, "b", "c");
    selfprof_coverage_free(c);
    c = measure(e, sizeof e / sizeof e[0], 0, 0);
    t = only_thread(c);
    assert_int_equal(t->figures.gaps, 4);
    assert_int_equal(t->largest_count, 0);
    size_t n;
    assert_null(selfprof_coverage_largest(c, &n));
    selfprof_coverage_free(c);
}

/* Two profiles: each keeps its threads (the same id twice), totals add up,
 * pointers are those of the latest state. A profile with another counter
 * unit, or a malformed one, is refused and leaves the set as it was. */
static void test_several_profiles_and_errors(void **state)
{
    (void)state;
    selfprof_coverage_options o = {0, 10};
    selfprof_coverage *c;
    assert_int_equal(selfprof_coverage_new(&o, &c), SELFPROF_OK);
    ev e1[] = {{"a", 1, 0, 10, SELFPROF_INTERVAL}, {"b", 1, 20, 30, SELFPROF_INTERVAL}};
    ev e2[] = {{"c", 1, 0, 100, SELFPROF_INTERVAL}, {"d", 1, 400, 500, SELFPROF_INTERVAL}};
    size_t s1, s2, s3, s4;
    uint8_t *i1 = image(META, e1, 2, &s1), *i2 = image(META, e2, 2, &s2);
    uint8_t *i3 = image(META_INSNS, e1, 2, &s3);
    ev bad[] = {{"a", 1, 0, 10, SELFPROF_INTERVAL}, {"x", 1, 50, 40, SELFPROF_INTERVAL}};
    uint8_t *i4 = image(META, bad, 2, &s4);
    selfprof_error err = {0};
    assert_int_equal(add_image(c, i1, s1, &err), SELFPROF_OK);
    assert_int_equal(add_image(c, i2, s2, &err), SELFPROF_OK);
    assert_int_equal(add_image(c, i3, s3, &err), SELFPROF_E_INVALID);
    assert_non_null(strstr(err.message, "instructions"));
    assert_int_equal(add_image(c, i4, s4, &err), SELFPROF_E_FORMAT);
    assert_true(err.offset > 0);
    assert_int_equal(selfprof_coverage_profile_count(c), 2);
    size_t n;
    const selfprof_coverage_thread *t = selfprof_coverage_threads(c, &n);
    assert_int_equal(n, 2);
    assert_int_equal(t[0].profile, 0);
    assert_int_equal(t[1].profile, 1);
    assert_int_equal(t[0].thread_id, 1);
    assert_int_equal(t[1].thread_id, 1);
    check_gap(&t[0].largest[0], 10, 20, "a", "b");
    check_gap(&t[1].largest[0], 100, 400, "c", "d");
    const selfprof_coverage_figures *f = selfprof_coverage_totals(c);
    assert_int_equal(f->span, 530);
    assert_int_equal(f->untracked, 310);
    assert_int_equal(f->gaps, 2);
    const selfprof_coverage_gap *g = selfprof_coverage_largest(c, &n);
    assert_int_equal(n, 2);
    assert_int_equal(g[0].thread, 1);
    assert_int_equal(g[1].thread, 0);
    selfprof_coverage_free(c);
    /* A first profile in instructions sets the unit. */
    assert_int_equal(selfprof_coverage_new(NULL, &c), SELFPROF_OK);
    assert_int_equal(add_image(c, i3, s3, &err), SELFPROF_OK);
    assert_string_equal(selfprof_coverage_unit(c), "instructions");
    assert_int_equal(add_image(c, i1, s1, &err), SELFPROF_E_INVALID);
    selfprof_coverage_free(c);
    free(i1);
    free(i2);
    free(i3);
    free(i4);
}

/* Many events, many gaps, across pages: the fast path against a shuffled
 * copy, and the counts against the construction. */
static void test_many_gaps(void **state)
{
    (void)state;
    enum { N = 3000 };
    ev *e = malloc(N * sizeof *e), *shuffled = malloc(N * sizeof *e);
    assert_non_null(e);
    assert_non_null(shuffled);
    for (uint64_t i = 0; i < N; i++) /* [10i, 10i + 7]: gaps of 3, one of 1003 */
        e[i] = (ev){"q", 3, 10 * i + (i >= N / 2 ? 1000 : 0), 10 * i + 7 + (i >= N / 2 ? 1000 : 0),
                    SELFPROF_INTERVAL};
    memcpy(shuffled, e, N * sizeof *e);
    srand(12);
    for (size_t i = N - 1; i > 0; i--) {
        size_t j = (size_t)rand() % (i + 1);
        ev tmp = shuffled[i];
        shuffled[i] = shuffled[j];
        shuffled[j] = tmp;
    }
    for (int round = 0; round < 2; round++) {
        selfprof_coverage *c = measure(round ? shuffled : e, N, 4, 3);
        const selfprof_coverage_thread *t = only_thread(c);
        assert_int_equal(t->figures.gaps, N - 1);
        assert_int_equal(t->figures.untracked, 3 * (N - 1) + 1000);
        assert_int_equal(t->figures.large_gaps, 1);
        assert_int_equal(t->largest_count, 1);
        assert_int_equal(t->largest[0].end - t->largest[0].start, 1003);
        selfprof_coverage_free(c);
    }
    free(e);
    free(shuffled);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_events),
        cmocka_unit_test(test_one_event),
        cmocka_unit_test(test_nested_and_overlapping),
        cmocka_unit_test(test_any_order),
        cmocka_unit_test(test_instants_ignored),
        cmocka_unit_test(test_label_ties),
        cmocka_unit_test(test_several_threads),
        cmocka_unit_test(test_min_gap_and_top),
        cmocka_unit_test(test_several_profiles_and_errors),
        cmocka_unit_test(test_many_gaps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
