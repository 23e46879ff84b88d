/* test_perf_replay.c — the record of a leaf invocation (perf/run/replay.h):
 * what the wrapper appends is read back exactly, invocation by
 * invocation, arguments with spaces, newlines and empty ones included; a
 * file cut short or not written by the wrapper is refused with a reason. */
#include "test_support.h"

#include <stdio.h>
#include <string.h>

#include "run/replay.h"
#include "support/files.h"

static char dir[4096];

static int setup(void **state)
{
    (void)state;
    char err[256];
    return sup_temp_dir("selfprof-replay-test", dir, sizeof dir, err, sizeof err);
}

static int teardown(void **state)
{
    (void)state;
    sup_remove_tree(dir);
    return 0;
}

static void round_trip(void **state)
{
    (void)state;
    char path[4200], err[256];
    snprintf(path, sizeof path, "%s/round", dir);
    char *argv1[] = {"/w/selfprof-perf-rustc", "rustc", "--crate-name", "fnv", "", "a b\nc", NULL};
    char *env1[] = {"CARGO_PKG_NAME=fnv", "OUT_DIR=/w/b/target/out", "EMPTY=", NULL};
    char *argv2[] = {"/w/bin/selfprof-perf-rustdoc", NULL};
    char *env2[] = {NULL};
    assert_int_equal(perf_replay_append(path, "/w/b/src", argv1, env1), 0);
    assert_int_equal(perf_replay_append(path, "/", argv2, env2), 0);
    perf_replay r;
    assert_int_equal(perf_replay_load(path, &r, err, sizeof err), 0);
    assert_int_equal(r.n, 2);
    assert_string_equal(r.calls[0].cwd, "/w/b/src");
    for (int i = 0; argv1[i]; i++)
        assert_string_equal(r.calls[0].argv[i], argv1[i]);
    assert_null(r.calls[0].argv[6]);
    for (int i = 0; env1[i]; i++)
        assert_string_equal(r.calls[0].envp[i], env1[i]);
    assert_null(r.calls[0].envp[3]);
    assert_string_equal(r.calls[1].cwd, "/");
    assert_string_equal(r.calls[1].argv[0], argv2[0]);
    assert_null(r.calls[1].argv[1]);
    assert_null(r.calls[1].envp[0]);
    perf_replay_free(&r);
    assert_int_equal(r.n, 0);
}

/* Writes `n` bytes of `bytes` to DIR/NAME and loads it: -1 and the reason. */
static void refused(const char *name, const char *bytes, size_t n, const char *reason)
{
    char path[4200], err[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(bytes, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
    perf_replay r;
    assert_int_equal(perf_replay_load(path, &r, err, sizeof err), -1);
    assert_non_null(strstr(err, reason));
    assert_int_equal(r.n, 0);
    assert_null(r.buf);
}

static void bad_files_refused(void **state)
{
    (void)state;
    static const char cut[] = "SPR1\0/w\0"
                              "2\0rustc\0"; /* one argument of two */
    static const char count[] = "SPR1\0/w\0"
                                "9999\0rustc\0"
                                "0\0"; /* more than the file */
    static const char noargs[] = "SPR1\0/w\0"
                                 "0\0"
                                 "0\0"; /* nothing to run */
    refused("cut", cut, sizeof cut - 1, "cut short or malformed");
    refused("count", count, sizeof count - 1, "cut short or malformed");
    refused("noargs", noargs, sizeof noargs - 1, "cut short or malformed");
    refused("other", "#!/bin/sh\n", 10, "not a record");
    char path[4200], err[256];
    perf_replay r;
    snprintf(path, sizeof path, "%s/absent", dir);
    assert_int_equal(perf_replay_load(path, &r, err, sizeof err), -1);
    assert_non_null(strstr(err, "No such file"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(round_trip),
                                       cmocka_unit_test(bad_files_refused)};
    return cmocka_run_group_tests(tests, setup, teardown);
}
