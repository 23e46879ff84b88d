/* test_perf_sections.c — the phase rules of support/sections.h, as
 * perf/sections (sections.h) applies them, on profiles built by hand
 * (test_support.h's synthetic writer, opened from memory): rustc's
 * frontend, backend and linker, a check build without a backend, GCC's
 * pass manager (setup, parsing, lowering, early_gimple, ipa, gimple, rtl,
 * late: "function" intervals by the phase they lie in, split at their
 * "expand" pass) with lto_streaming outside and inside ipa_passes and
 * lto1's lto_main, clang's three, which compiler the labels tell, files
 * of one side summing, each side its own compiler (gcc against clang),
 * a file of another compiler adding nothing to a side, instants ignored
 * and an interval ending before it starts refused. The same rules
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
static void check_side(const sup_sections *s, size_t i, const char *name, int64_t a)
{
    assert_true(i < s->count);
    assert_string_equal(s->names[i], name);
    assert_int_equal(s->has[i], a >= 0);
    assert_int_equal(s->v[i], a >= 0 ? a : 0);
}

static void check_a(const perf_sections *s, size_t i, const char *name, int64_t a)
{
    check_side(&s->a, i, name, a);
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
    assert_string_equal(s.a.compiler, "rustc");
    assert_null(s.b.compiler);
    assert_int_equal(s.a.count, 3);
    check_a(&s, 0, "frontend", 450);
    check_a(&s, 1, "backend", 700);
    check_a(&s, 2, "linker", 100);
    for (size_t i = 0; i < 3; i++)
        assert_false(s.b.has[i]);
}

/* A check build (no codegen_crate): the frontend is the whole span, and
 * there is no backend or linker (absent, not 0). */
static void rustc_check_build(void **state)
{
    (void)state;
    const ev evs[] = {{"typeck", 1, 100, 200}, {"analysis", 1, 50, 300}};
    perf_sections s = {0};
    add_ok(&s, 0, evs, 2);
    assert_string_equal(s.a.compiler, "rustc");
    assert_int_equal(s.a.count, 3);
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
    assert_true(perf_sections_paired(&s));
    check_side(&s.b, 0, "frontend", 450);
    check_side(&s.b, 1, "backend", -1);
    check_side(&s.b, 2, "linker", -1);
}

/* gcc: the plugin's phases, lto_streaming counted in ipa when outside
 * ipa_passes and not when inside (ipa_passes holds it then); without
 * "function" intervals there is no early_gimple, gimple or rtl (absent),
 * and all of expand_all_functions is late. */
static void gcc_phases(void **state)
{
    (void)state;
    const ev outside[] = {
        {"setup", 1, 0, 10},
        {"parse", 1, 10, 100},
        {"analyze_functions", 1, 100, 150},
        {"ipa_passes", 1, 150, 400},
        {"lto_streaming", 1, 400, 450},
        {"expand_all_functions", 1, 450, 700},
        {"final_assembly", 1, 700, 750},
        {"finalize", 1, 750, 760},
    };
    perf_sections s = {0};
    add_ok(&s, 0, outside, 8);
    assert_string_equal(s.a.compiler, "gcc");
    assert_int_equal(s.a.count, 8);
    check_a(&s, 0, "setup", 10);
    check_a(&s, 1, "parsing", 90);
    check_a(&s, 2, "lowering", 50);
    check_a(&s, 3, "early_gimple", -1);
    check_a(&s, 4, "ipa", 300);
    check_a(&s, 5, "gimple", -1);
    check_a(&s, 6, "rtl", -1);
    check_a(&s, 7, "late", 250 + 50 + 10);

    const ev inside[] = {
        {"parse", 1, 0, 100},
        {"analyze_functions", 1, 100, 150},
        {"lto_streaming", 1, 200, 300},
        {"ipa_passes", 1, 150, 400},
    };
    perf_sections t = {0};
    add_ok(&t, 0, inside, 4);
    check_a(&t, 0, "setup", -1);
    check_a(&t, 4, "ipa", 250);
    check_a(&t, 7, "late", -1); /* no expand_all_functions, final_assembly: absent */
}

/* gcc's pass manager: a "function" inside analyze_functions counts as
 * lowering (the phase's whole time), one inside ipa_passes is
 * early_gimple (ipa keeps the rest), one inside expand_all_functions
 * splits at its "expand" pass into gimple and rtl (all gimple without
 * one), and expand_all_functions outside its functions is late. The
 * events come in no particular order (the walk sorts). */
static void gcc_pass_manager(void **state)
{
    (void)state;
    const ev evs[] = {
        {"expand", 1, 860, 880}, /* the first function's, before its interval */
        {"parse", 1, 0, 100},
        {"function", 1, 110, 120}, /* lowering: inside analyze_functions */
        {"analyze_functions", 1, 100, 150},
        {"function", 1, 160, 200}, /* early GIMPLE */
        {"function", 1, 210, 240},
        {"ipa_passes", 1, 150, 400},
        {"function", 1, 800, 1000}, /* gimple 800..860, rtl 860..1000 */
        {"expand", 1, 1150, 1160},
        {"function", 1, 1100, 1200}, /* gimple 1100..1150, rtl 1150..1200 */
        {"function", 1, 1250, 1300}, /* no expand: all gimple */
        {"ggc_collect", 1, 1000, 1050},
        {"expand_all_functions", 1, 790, 1400},
        {"final_assembly", 1, 1400, 1450},
        {"function", 1, 1500, 1510}, /* in no phase: counts nowhere */
    };
    perf_sections s = {0};
    add_ok(&s, 0, evs, sizeof evs / sizeof *evs);
    assert_string_equal(s.a.compiler, "gcc");
    check_a(&s, 1, "parsing", 100);
    check_a(&s, 2, "lowering", 50);
    check_a(&s, 3, "early_gimple", 40 + 30);
    check_a(&s, 4, "ipa", 250 - 70);
    check_a(&s, 5, "gimple", 60 + 50 + 50);
    check_a(&s, 6, "rtl", 140 + 50);
    check_a(&s, 7, "late", (610 - 200 - 100 - 50) + 50);
    /* the sections add up to the phases' time */
    int64_t sum = 0;
    for (size_t i = 0; i < s.a.count; i++)
        sum += s.a.v[i];
    assert_int_equal(sum, 100 + 50 + 250 + 610 + 50);
}

/* lto1: lto_main holds the phases; parsing is what it does besides them
 * (reading the IR). */
static void gcc_lto1(void **state)
{
    (void)state;
    const ev evs[] = {
        {"ipa_passes", 1, 100, 300},
        {"expand_all_functions", 1, 300, 800},
        {"lto_main", 1, 0, 900},
        {"final_assembly", 1, 900, 950},
    };
    perf_sections s = {0};
    add_ok(&s, 0, evs, 4);
    assert_string_equal(s.a.compiler, "gcc");
    check_a(&s, 1, "parsing", 900 - 200 - 500);
    check_a(&s, 4, "ipa", 200);
    check_a(&s, 7, "late", 500 + 50);
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
    assert_string_equal(s.a.compiler, "clang");
    assert_int_equal(s.a.count, 3);
    check_a(&s, 0, "frontend", 430);
    check_a(&s, 1, "optimizer", 300);
    check_a(&s, 2, "codegen", 250);

    perf_sections t = {0};
    add_ok(&t, 0, evs + 4, 1);
    assert_string_equal(t.a.compiler, "clang");
    check_a(&t, 0, "frontend", -1);
}

/* A side's first file decides its compiler: a later profile of another
 * adds nothing to that side (and is no error). */
static void other_compiler_adds_nothing(void **state)
{
    (void)state;
    const ev gcc_evs[] = {{"parse", 1, 0, 100}};
    perf_sections s = {0};
    add_ok(&s, 0, RUSTC, N_RUSTC);
    perf_sections before = s;
    add_ok(&s, 0, gcc_evs, 1);
    assert_memory_equal(&s, &before, sizeof s);
}

/* Each side has its own compiler: gcc against clang gives A gcc's
 * sections and B clang's, not paired. */
static void sides_of_two_compilers(void **state)
{
    (void)state;
    const ev gcc_evs[] = {{"parse", 1, 0, 100}, {"ipa_passes", 1, 100, 150}};
    const ev clang_evs[] = {{"Frontend", 1, 0, 80}, {"Optimizer", 1, 80, 200}};
    perf_sections s = {0};
    add_ok(&s, 0, gcc_evs, 2);
    add_ok(&s, 1, clang_evs, 2);
    assert_string_equal(s.a.compiler, "gcc");
    assert_string_equal(s.b.compiler, "clang");
    assert_false(perf_sections_paired(&s));
    check_side(&s.a, 1, "parsing", 100);
    check_side(&s.a, 4, "ipa", 50);
    check_side(&s.b, 0, "frontend", 80);
    check_side(&s.b, 1, "optimizer", 120);
    check_side(&s.b, 2, "codegen", -1);
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
                                       cmocka_unit_test(gcc_phases),
                                       cmocka_unit_test(gcc_pass_manager),
                                       cmocka_unit_test(gcc_lto1),
                                       cmocka_unit_test(clang),
                                       cmocka_unit_test(other_compiler_adds_nothing),
                                       cmocka_unit_test(sides_of_two_compilers),
                                       cmocka_unit_test(bad_interval)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
