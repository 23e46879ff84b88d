/* test_perf_explain.c — the attribution arithmetic of perf/explain on
 * hand-built details (no database): which queries explain a row's change
 * (beyond noise, in its direction, largest first, until
 * PERF_EXPLAIN_ENOUGH or PERF_EXPLAIN_MAX_ITEMS), the share explained, the
 * profile's unit, the rows left unexplained, two compilers (gcc against
 * clang) explained by no query; and the suite-wide view of
 * queries.h (grouped by query and direction, most test cases first,
 * capped at PERF_QUERIES_MAX). */
#include "test_support.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain/explain.h"
#include "explain/queries.h"

#define MAXQ 32

/* One query of a made-up detail: its verdict and smallest self times. */
typedef struct q {
    const char *label;
    int beyond;
    int64_t a_min, b_min;
} q;

typedef struct fixture {
    perf_detail d;
    perf_detail_row rows[MAXQ];
    perf_compare_row row;
} fixture;

/* A detail of 3 runs a side in `unit` with the queries qs[0..n), for a row
 * that went from `before` to `after` seconds. */
static void make(fixture *f, const char *unit, double before, double after, const q *qs, size_t n)
{
    memset(f, 0, sizeof *f);
    f->d.runs_a = f->d.runs_b = 3;
    f->d.side_a = (perf_detail_side){.present = 1, .counter = "wall-time", .unit = (char *)unit};
    f->d.side_b = f->d.side_a;
    for (size_t i = 0; i < n; i++)
        f->rows[i] = (perf_detail_row){.label = (char *)qs[i].label,
                                       .in_a = 1,
                                       .in_b = 1,
                                       .judged = 1,
                                       .beyond = qs[i].beyond,
                                       .a_min = qs[i].a_min,
                                       .b_min = qs[i].b_min};
    f->d.rows = f->rows;
    f->d.count = n;
    f->row = (perf_compare_row){
        .benchmark = "b", .profile = "debug", .scenario = "full", .before = before, .after = after};
}

/* A 0.1 s regression: of the queries beyond noise, the ones that grew,
 * largest first, until 90% is accounted for; a query that shrank counts
 * as beyond noise but explains nothing; one within noise neither. */
static void regression_explained(void **state)
{
    (void)state;
    const q qs[] = {
        {"borrowck", 1, 10000000, 30000000}, /* +0.02 s */
        {"noise", 0, 0, 50000000},           /* within noise: not an item */
        {"typeck", 1, 40000000, 100000000},  /* +0.06 s */
        {"mir_opt", -1, 20000000, 15000000}, /* shrank */
        {"llvm", 1, 0, 15000000},            /* +0.015 s: reaches 95% */
        {"tiny", 1, 0, 1000000},             /* after 90%: not listed */
    };
    fixture f;
    make(&f, "ns", 1.0, 1.1, qs, sizeof qs / sizeof *qs);
    perf_explanation *e = perf_explain_row(&f.row, &f.d);
    assert_non_null(e);
    assert_double_equal(e->delta, 0.1, 1e-12);
    assert_int_equal(e->beyond, 5);
    assert_int_equal(e->count, 3);
    assert_string_equal(e->items[0].label, "typeck");
    assert_double_equal(e->items[0].delta, 0.06, 1e-12);
    assert_string_equal(e->items[1].label, "borrowck");
    assert_double_equal(e->items[1].delta, 0.02, 1e-12);
    assert_string_equal(e->items[2].label, "llvm");
    assert_double_equal(e->explained, 0.95, 1e-9);
    perf_explanation_free(e);
}

/* An improvement: the queries that shrank, by size of the change; the
 * share is positive. Microseconds are converted as well. */
static void improvement_in_us(void **state)
{
    (void)state;
    const q qs[] = {
        {"a", -1, 300000, 100000}, /* -0.2 s */
        {"b", 1, 0, 400000},       /* grew: not an item */
        {"c", -1, 600000, 300000}, /* -0.3 s */
    };
    fixture f;
    make(&f, "us", 2.0, 1.0, qs, 3);
    perf_explanation *e = perf_explain_row(&f.row, &f.d);
    assert_non_null(e);
    assert_int_equal(e->count, 2);
    assert_string_equal(e->items[0].label, "c");
    assert_double_equal(e->items[0].delta, -0.3, 1e-12);
    assert_string_equal(e->items[1].label, "a");
    assert_double_equal(e->explained, 0.5, 1e-12);
    assert_int_equal(e->beyond, 3);
    perf_explanation_free(e);
}

/* Many small queries: at most PERF_EXPLAIN_MAX_ITEMS, and of equal
 * changes the labels in byte order. */
static void at_most_max_items(void **state)
{
    (void)state;
    static char names[PERF_EXPLAIN_MAX_ITEMS + 3][8];
    q qs[PERF_EXPLAIN_MAX_ITEMS + 3];
    size_t n = sizeof qs / sizeof *qs;
    for (size_t i = 0; i < n; i++) {
        snprintf(names[i], sizeof names[i], "q%zu", n - i); /* q8 .. q1 */
        qs[i] = (q){names[i], 1, 0, 1};                     /* 1 ms each, in ms */
    }
    fixture f;
    make(&f, "ms", 1.0, 2.0, qs, n);
    perf_explanation *e = perf_explain_row(&f.row, &f.d);
    assert_non_null(e);
    assert_int_equal(e->count, PERF_EXPLAIN_MAX_ITEMS);
    assert_string_equal(e->items[0].label, "q1");
    assert_string_equal(e->items[PERF_EXPLAIN_MAX_ITEMS - 1].label, "q5");
    assert_double_equal(e->explained, PERF_EXPLAIN_MAX_ITEMS * 1e-3, 1e-12);
    perf_explanation_free(e);
}

/* No change: nothing to attribute, a share of 0. Nothing beyond noise
 * (an A/A pair): the same. */
static void nothing_to_attribute(void **state)
{
    (void)state;
    const q qs[] = {{"typeck", 1, 0, 5000000}, {"x", 0, 0, 9000000}};
    fixture f;
    make(&f, "ns", 1.0, 1.0, qs, 2);
    perf_explanation *e = perf_explain_row(&f.row, &f.d);
    assert_non_null(e);
    assert_int_equal(e->count, 0);
    assert_double_equal(e->explained, 0, 0);
    perf_explanation_free(e);
    make(&f, "ns", 1.0, 1.5, qs + 1, 1);
    e = perf_explain_row(&f.row, &f.d);
    assert_non_null(e);
    assert_int_equal(e->count, 0);
    assert_int_equal(e->beyond, 0);
    perf_explanation_free(e);
}

/* What explain.h leaves unexplained: fewer than 2 runs a side, a side
 * without a self-profile, a counter that is not a time, a row whose
 * change is not finite. */
static void unexplained(void **state)
{
    (void)state;
    const q qs[] = {{"typeck", 1, 0, 5000000}};
    fixture f;
    make(&f, "ns", 1.0, 1.1, qs, 1);
    f.d.runs_b = 1;
    assert_null(perf_explain_row(&f.row, &f.d));
    make(&f, "ns", 1.0, 1.1, qs, 1);
    f.d.side_a.present = 0;
    assert_null(perf_explain_row(&f.row, &f.d));
    make(&f, "instructions", 1.0, 1.1, qs, 1);
    assert_null(perf_explain_row(&f.row, &f.d));
    make(&f, "ns", 1.0, INFINITY, qs, 1);
    assert_null(perf_explain_row(&f.row, &f.d));
    make(&f, "ns", NAN, 1.0, qs, 1);
    assert_null(perf_explain_row(&f.row, &f.d));
}

/* The suite-wide view: a query's test cases grouped, each direction its
 * own entry; most test cases first, then the larger total, then label;
 * each entry's cases largest first. */
static void suite_wide_queries(void **state)
{
    (void)state;
    perf_compare_row rows[3] = {{.benchmark = "b1", .profile = "debug", .scenario = "full"},
                                {.benchmark = "b2", .profile = "debug", .scenario = "full"},
                                {.benchmark = "b3", .profile = "opt", .scenario = "full"}};
    perf_query_tally t = {0};
    assert_int_equal(perf_query_tally_add(&t, "typeck", &rows[0], 0.01), 0);
    assert_int_equal(perf_query_tally_add(&t, "llvm", &rows[0], 0.5), 0);
    assert_int_equal(perf_query_tally_add(&t, "typeck", &rows[1], 0.03), 0);
    assert_int_equal(perf_query_tally_add(&t, "typeck", &rows[2], -0.02), 0);
    assert_int_equal(perf_query_tally_add(&t, "borrowck", &rows[1], 0.2), 0);
    assert_int_equal(perf_query_tally_add(&t, "borrowck", &rows[2], 0.1), 0);
    perf_comparison *c = calloc(1, sizeof *c);
    assert_non_null(c);
    assert_int_equal(perf_query_tally_finish(&t, c), 0);
    assert_int_equal(t.n, 0); /* emptied */
    assert_int_equal(c->explained, 1);
    assert_int_equal(c->n_queries, 4);
    /* borrowck and typeck+ have 2 cases each (borrowck's total is larger);
     * then llvm (0.5) before typeck- (0.02), one case each */
    const perf_query_change *g = c->queries;
    assert_string_equal(g[0].label, "borrowck");
    assert_int_equal(g[0].n_cases, 2);
    assert_double_equal(g[0].delta, 0.3, 1e-12);
    assert_string_equal(g[0].cases[0].benchmark, "b2");
    assert_string_equal(g[1].label, "typeck");
    assert_int_equal(g[1].direction, 1);
    assert_double_equal(g[1].delta, 0.04, 1e-12);
    assert_string_equal(g[1].cases[0].benchmark, "b2"); /* 0.03 before 0.01 */
    assert_double_equal(g[1].cases[1].delta, 0.01, 1e-12);
    assert_string_equal(g[2].label, "llvm");
    assert_string_equal(g[3].label, "typeck");
    assert_int_equal(g[3].direction, -1);
    assert_string_equal(g[3].cases[0].profile, "opt");
    perf_comparison_free(c);
}

/* More queries than the view keeps: the PERF_QUERIES_MAX with most cases,
 * and an empty tally gives an empty (but explained) view. */
static void suite_wide_capped(void **state)
{
    (void)state;
    perf_compare_row rows[2] = {{.benchmark = "b1", .profile = "p", .scenario = "s"},
                                {.benchmark = "b2", .profile = "p", .scenario = "s"}};
    perf_query_tally t = {0};
    char label[16];
    for (int i = 0; i < PERF_QUERIES_MAX + 10; i++) {
        snprintf(label, sizeof label, "q%03d", i);
        assert_int_equal(perf_query_tally_add(&t, label, &rows[0], 1e-3 * (i + 1)), 0);
        if (i % 4 == 0) /* every fourth in two test cases */
            assert_int_equal(perf_query_tally_add(&t, label, &rows[1], 1e-6), 0);
    }
    perf_comparison *c = calloc(1, sizeof *c);
    assert_non_null(c);
    assert_int_equal(perf_query_tally_finish(&t, c), 0);
    assert_int_equal(c->n_queries, PERF_QUERIES_MAX);
    size_t two = (PERF_QUERIES_MAX + 10 + 3) / 4;
    for (size_t i = 0; i < c->n_queries; i++)
        assert_int_equal(c->queries[i].n_cases, i < two ? 2 : 1);
    /* the one-case entries by total, largest first: the highest numbers */
    snprintf(label, sizeof label, "q%03d", PERF_QUERIES_MAX + 9);
    assert_string_equal(c->queries[two].label, label);
    perf_comparison_free(c);

    perf_query_tally empty = {0};
    c = calloc(1, sizeof *c);
    assert_non_null(c);
    assert_int_equal(perf_query_tally_finish(&empty, c), 0);
    assert_int_equal(c->explained, 1);
    assert_int_equal(c->n_queries, 0);
    perf_comparison_free(c);
}

/* Two compilers: their query names differ, so even labels beyond noise
 * (a coincidence of names) explain nothing: the explanation only says
 * which compilers, with no item and no share. */
static void cross_compiler(void **state)
{
    (void)state;
    const q qs[] = {{"parse", 1, 10000000, 90000000}, {"typeck", 1, 0, 50000000}};
    fixture f;
    make(&f, "ns", 1.0, 1.5, qs, 2);
    f.d.cross_compiler = 1;
    strcpy(f.d.kind_a, "gcc");
    strcpy(f.d.kind_b, "clang");
    perf_explanation *e = perf_explain_row(&f.row, &f.d);
    assert_non_null(e);
    assert_true(e->cross_compiler);
    assert_string_equal(e->kind_a, "gcc");
    assert_string_equal(e->kind_b, "clang");
    assert_int_equal(e->count, 0);
    assert_int_equal(e->beyond, 0);
    assert_int_equal(e->one_sided_count, 0);
    assert_double_equal(e->explained, 0, 0);
    assert_double_equal(e->delta, 0.5, 1e-12);
    perf_explanation_free(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(regression_explained), cmocka_unit_test(improvement_in_us),
        cmocka_unit_test(at_most_max_items),    cmocka_unit_test(nothing_to_attribute),
        cmocka_unit_test(unexplained),          cmocka_unit_test(suite_wide_queries),
        cmocka_unit_test(suite_wide_capped),    cmocka_unit_test(cross_compiler)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
