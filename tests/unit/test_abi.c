/* test_abi.c — the version macros agree with the library, and a program
 * built against headers of another ABI (another ABI version, another size
 * of selfprof_options) is refused by selfprof_profiler_create with
 * SELFPROF_E_ABI instead of having its options misread. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "selfprof/recorder.h"

static void version_macros_match_library(void **state)
{
    (void)state;
    char text[32];
    snprintf(text, sizeof text, "%d.%d.%d", SELFPROF_VERSION_MAJOR, SELFPROF_VERSION_MINOR,
             SELFPROF_VERSION_PATCH);
    assert_string_equal(text, SELFPROF_VERSION_STRING);
    assert_string_equal(selfprof_version(), SELFPROF_VERSION_STRING);
    assert_int_equal(SELFPROF_VERSION_NUMBER, SELFPROF_VERSION_MAJOR * 10000 +
                                                  SELFPROF_VERSION_MINOR * 100 +
                                                  SELFPROF_VERSION_PATCH);
    assert_int_equal(selfprof_abi_version(), SELFPROF_ABI_VERSION);
    assert_true(SELFPROF_ABI_MATCHES());
    assert_string_equal(selfprof_strerror(SELFPROF_E_ABI), "built against another libselfprof ABI");
}

static void refuse(unsigned abi, size_t size, const char *expect)
{
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = "/nonexistent";                  /* never reached: the check comes first */
    selfprof_profiler *p = (selfprof_profiler *)&o; /* must be reset to NULL */
    selfprof_error err = {0};
    assert_int_equal(selfprof_profiler_create_abi(abi, size, &o, &p, &err), SELFPROF_E_ABI);
    assert_null(p);
    assert_int_equal(err.code, SELFPROF_E_ABI);
    assert_non_null(strstr(err.message, expect));
    assert_non_null(strstr(err.message, "rebuild the program"));
}

static void other_abi_is_refused(void **state)
{
    (void)state;
    char expect[64];
    snprintf(expect, sizeof expect, "ABI %u (options", (unsigned)SELFPROF_ABI_VERSION + 1);
    refuse(SELFPROF_ABI_VERSION + 1, sizeof(selfprof_options), expect);
}

static void other_options_size_is_refused(void **state)
{
    (void)state;
    char expect[64];
    snprintf(expect, sizeof expect, "options of %zu bytes", sizeof(selfprof_options) - 8);
    refuse(SELFPROF_ABI_VERSION, sizeof(selfprof_options) - 8, expect);
    snprintf(expect, sizeof expect, "options of %zu bytes", sizeof(selfprof_options) + 8);
    refuse(SELFPROF_ABI_VERSION, sizeof(selfprof_options) + 8, expect);
}

static void matching_call_creates(void **state)
{
    (void)state;
    const char *dir = test_temp_dir(); /* removed at exit, also when an assert fails */
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = dir;
    o.name = "abi";
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p = NULL;
    selfprof_error err = {0};
    /* The macro passes this file's SELFPROF_ABI_VERSION and sizeof. */
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    assert_non_null(p);
    assert_int_equal(selfprof_profiler_close(p, &err), SELFPROF_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(version_macros_match_library),
        cmocka_unit_test(other_abi_is_refused),
        cmocka_unit_test(other_options_size_is_refused),
        cmocka_unit_test(matching_call_creates),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
