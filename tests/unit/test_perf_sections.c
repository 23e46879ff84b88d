/* test_perf_sections.c — the phase rules of perf/sections (sections.h) on
 * profiles built by hand (test_support.h's synthetic writer, opened from
 * memory): rustc's frontend, backend and linker, a check build without a
 * backend, gcc's four phases with lto_streaming outside and inside
 * ipa_passes, clang's three, which compiler the labels tell, files of one
 * side summing, a side of another compiler adding nothing, instants
 * ignored and an interval ending before it starts refused. The same rules
 * on real stored profiles are tests/perf/sections.sh's and
 * sections_c.sh's. */
#include "test_support.h"

#include <stdlib.h>
#include <string.h>

#include "sections/sections.h"

static const char META[] = "{ \"start_time\": 1, \"process_id\": 2, \"cmd\": \"t \" }";

/* One interval: its label, thread and times. */
typedef struct ev {
    const char *label;
    uint32_t thread;
    uint64_t start, end;
} ev;

/* A profile of the intervals evs[0..n) (in that order), opened from
 * memory; *image must be freed after selfprof_profile_close. */
static selfprof_profile *profile_of(const ev *evs, size_t n, uint8_t **image)
{
    test_profile t;
    test_profile_init(&t, 9, META);
    uint64_t kind = test_profile_string(&t, "GenericActivity");
    uint64_t instant = test_profile_string(&t, "codegen_crate");
    /* an instant named as a rule's label counts for nothing */
    test_profile_instant(&t, kind, instant, 1, 0);
    for (size_t i = 0; i < n; i++)
        test_profile_interval(&t, kind, test_profile_string(&t, evs[i].label), evs[i].thread,
                              evs[i].start, evs[i].end);
    size_t size;
    *image = test_profile_finish(&t, 1 << 16, &size);
    selfprof_profile *p;
    selfprof_error err = {0};
    if (selfprof_profile_open_memory(*image, size, &p, &err) != SELFPROF_OK)
        fail_msg("open: %s", err.message);
    return p;
}

/* Adds the sections of evs[0..n) to *s as side `side`; the return of
 * perf_sections_of_profile, its message in err. */
static int add(perf_sections *s, int side, const ev *evs, size_t n, char *err, size_t errlen)
{
    uint8_t *image;
    selfprof_profile *p = profile_of(evs, n, &image);
    int rc = perf_sections_of_profile(p, side, s, err, errlen);
    selfprof_profile_close(p);
    free(image);
    return rc;
}

/* Adds evs as side `side`, which must succeed. */
static void add_ok(perf_sections *s, int side, const ev *evs, size_t n)
{
    char err[256];
    if (add(s, side, evs, n, err, sizeof err) != 0)
        fail_msg("sections: %s", err);
}

/* Section i is named `name`, side a has it when a >= 0 (with that
 * value), not when a < 0. */
static void check_a(const perf_sections *s, size_t i, const char *name, int64_t a)
{
    assert_true(i < s->count);
    assert_string_equal(s->names[i], name);
    assert_int_equal(s->has_a[i], a >= 0);
    assert_int_equal(s->a[i], a >= 0 ? a : 0);
}

/* frontend: the first event (of any thread) to codegen_crate's start;
 * backend: codegen_crate's start to finish_ongoing_codegen's end;
 * linker: link_crate's duration. */
static const ev RUSTC[] = {
    {"typeck", 1, 100, 200},
    {"expand_crate", 2, 50, 80},
    {"codegen_crate", 1, 500, 900},
    {"LLVM_module_codegen", 3, 600, 1100},
    {"finish_ongoing_codegen", 1, 900, 1200},
    {"link_crate", 1, 1300, 1400},
    {"self_profile_alloc_query_strings", 1, 1400, 1500},
};
#define N_RUSTC (sizeof RUSTC / sizeof *RUSTC)

static void rustc(void **state)
{
    (void)state;
    perf_sections s = {0};
    add_ok(&s, 0, RUSTC, N_RUSTC);
    assert_string_equal(s.compiler, "rustc");
    assert_int_equal(s.count, 3);
    check_a(&s, 0, "frontend", 450);
    check_a(&s, 1, "backend", 700);
    check_a(&s, 2, "linker", 100);
    for (size_t i = 0; i < 3; i++)
        assert_false(s.has_b[i]);
}

/* A check build (no codegen_crate): the frontend is the whole span, and
 * there is no backend or linker (absent, not 0). */
static void rustc_check_build(void **state)
{
    (void)state;
    const ev evs[] = {{"typeck", 1, 100, 200}, {"analysis", 1, 50, 300}};
    perf_sections s = {0};
    add_ok(&s, 0, evs, 2);
    assert_string_equal(s.compiler, "rustc");
    assert_int_equal(s.count, 3);
    check_a(&s, 0, "frontend", 250);
    check_a(&s, 1, "backend", -1);
    check_a(&s, 2, "linker", -1);
}

/* The files of one side add up; the other side goes into b. */
static void files_sum_and_sides(void **state)
{
    (void)state;
    perf_sections s = {0};
    add_ok(&s, 0, RUSTC, N_RUSTC);
    add_ok(&s, 0, RUSTC, N_RUSTC);
    add_ok(&s, 1, RUSTC, 3); /* up to codegen_crate: no finish, no link */
    check_a(&s, 0, "frontend", 900);
    check_a(&s, 1, "backend", 1400);
    check_a(&s, 2, "linker", 200);
    assert_true(s.has_b[0]);
    assert_int_equal(s.b[0], 450);
    assert_false(s.has_b[1]);
    assert_false(s.has_b[2]);
}

/* gcc: the durations of the plugin's phases; ipa counts lto_streaming
 * when it lies outside ipa_passes, not when inside (ipa_passes holds it
 * then). */
static void gcc(void **state)
{
    (void)state;
    const ev outside[] = {
        {"parse", 1, 0, 100},
        {"analyze_functions", 1, 100, 150},
        {"ipa_passes", 1, 150, 400},
        {"lto_streaming", 1, 400, 450},
        {"expand_all_functions", 1, 450, 700},
        {"final_assembly", 1, 700, 750},
    };
    perf_sections s = {0};
    add_ok(&s, 0, outside, 6);
    assert_string_equal(s.compiler, "gcc");
    assert_int_equal(s.count, 4);
    check_a(&s, 0, "parsing", 100);
    check_a(&s, 1, "ipa", 350);
    check_a(&s, 2, "rtl", 250);
    check_a(&s, 3, "assembly", 50);

    const ev inside[] = {
        {"parse", 1, 0, 100},
        {"analyze_functions", 1, 100, 150},
        {"lto_streaming", 1, 200, 300},
        {"ipa_passes", 1, 150, 400},
        {"expand_all_functions", 1, 450, 700},
    };
    perf_sections t = {0};
    add_ok(&t, 0, inside, 5);
    check_a(&t, 1, "ipa", 300);
    check_a(&t, 3, "assembly", -1); /* no final_assembly: absent */
}

/* clang: Frontend, Optimizer and CodeGenPasses summed over their events;
 * ExecuteCompiler alone already says clang. */
static void clang(void **state)
{
    (void)state;
    const ev evs[] = {
        {"Frontend", 1, 10, 400},   {"Optimizer", 1, 400, 700},      {"CodeGenPasses", 1, 700, 950},
        {"Frontend", 1, 960, 1000}, {"ExecuteCompiler", 1, 0, 1000},
    };
    perf_sections s = {0};
    add_ok(&s, 0, evs, 5);
    assert_string_equal(s.compiler, "clang");
    assert_int_equal(s.count, 3);
    check_a(&s, 0, "frontend", 430);
    check_a(&s, 1, "optimizer", 300);
    check_a(&s, 2, "codegen", 250);

    perf_sections t = {0};
    add_ok(&t, 0, evs + 4, 1);
    assert_string_equal(t.compiler, "clang");
    check_a(&t, 0, "frontend", -1);
}

/* The first file decides the compiler: a profile of another adds
 * nothing (and is no error). */
static void other_compiler_adds_nothing(void **state)
{
    (void)state;
    const ev gcc_evs[] = {{"parse", 1, 0, 100}};
    perf_sections s = {0};
    add_ok(&s, 0, RUSTC, N_RUSTC);
    perf_sections before = s;
    add_ok(&s, 1, gcc_evs, 1);
    assert_memory_equal(&s, &before, sizeof s);
}

/* An interval that ends before it starts: -1 and a reason. */
static void bad_interval(void **state)
{
    (void)state;
    const ev evs[] = {{"typeck", 1, 100, 200}, {"link_crate", 1, 500, 400}};
    perf_sections s = {0};
    char err[256] = "";
    assert_int_equal(add(&s, 0, evs, 2, err, sizeof err), -1);
    assert_true(strstr(err, "ends before it starts") != NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(rustc),
                                       cmocka_unit_test(rustc_check_build),
                                       cmocka_unit_test(files_sum_and_sides),
                                       cmocka_unit_test(gcc),
                                       cmocka_unit_test(clang),
                                       cmocka_unit_test(other_compiler_adds_nothing),
                                       cmocka_unit_test(bad_interval)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
