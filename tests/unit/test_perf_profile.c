/* test_perf_profile.c — perf/profile: the profile table, its lookups
 * (canonical names, any case, rustc-perf's spelling), the languages of
 * each profile, the default set, the flags gcc and clang get and the
 * name lists the messages print. */
#include "test_support.h"

#include <string.h>

#include "catalog/catalog.h"
#include "profile/profile.h"

static void lookups(void **state)
{
    (void)state;
    assert_string_equal(perf_profile_find("o3")->name, "o3");
    assert_null(perf_profile_find("O3")); /* canonical only */
    assert_ptr_equal(perf_profile_parse("O3"), perf_profile_find("o3"));
    assert_ptr_equal(perf_profile_parse("LTO"), perf_profile_find("lto"));
    assert_ptr_equal(perf_profile_parse("DocJson"), perf_profile_find("doc-json"));
    assert_ptr_equal(perf_profile_parse("Check"), perf_profile_find("check"));
    assert_null(perf_profile_parse("fast"));
    assert_null(perf_profile_parse("O2"));
}

static void languages_and_defaults(void **state)
{
    (void)state;
    size_t n;
    const perf_profile_def *t = perf_profile_table(&n);
    size_t rust = 0, c = 0, by_default_c = 0;
    for (size_t i = 0; i < n; i++) {
        rust += (size_t)perf_profile_for(&t[i], "rust");
        c += (size_t)perf_profile_for(&t[i], "c");
        by_default_c += (size_t)(perf_profile_for(&t[i], "c") && t[i].by_default);
        /* a C profile has flags; a Rust-only one has none */
        assert_int_equal(t[i].flags[0] != NULL, perf_profile_for(&t[i], "c"));
        /* a profile that runs is valid in a test case; clippy is not */
        assert_int_equal(perf_profile_valid(t[i].name), t[i].languages != 0);
    }
    assert_int_equal(rust, 4); /* check debug opt doc */
    assert_int_equal(c, 5);    /* debug opt o3 os lto */
    assert_int_equal(by_default_c, 2);
    assert_false(perf_profile_for(perf_profile_find("o3"), "rust"));
    assert_false(perf_profile_for(perf_profile_find("check"), "c"));
    const perf_profile_def *lto = perf_profile_find("lto");
    assert_true(lto->links);
    assert_string_equal(lto->flags[0], "-O2");
    assert_string_equal(lto->flags[1], "-flto");
    assert_null(lto->flags[2]);
    assert_string_equal(perf_profile_find("debug")->flags[1], "-g");
}

static void names(void **state)
{
    (void)state;
    char buf[128];
    assert_string_equal(perf_profile_names("rust", buf, sizeof buf), "check, debug, opt, doc");
    assert_string_equal(perf_profile_names("c", buf, sizeof buf), "debug, opt, o3, os, lto");
    assert_string_equal(perf_profile_names(NULL, buf, sizeof buf),
                        "check, debug, opt, o3, os, lto, doc");
    /* a short buffer is cut, never overrun */
    char small[8];
    perf_profile_names("c", small, sizeof small);
    assert_true(strlen(small) < sizeof small);
    assert_int_equal(strncmp(small, "debug, ", strlen(small)), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(lookups),
        cmocka_unit_test(languages_and_defaults),
        cmocka_unit_test(names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
