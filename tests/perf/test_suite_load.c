/* test_suite_load.c — perf_suite_load and perf_bench_parse: the shipped
 * suite (perf/benchmarks) loads with the profiles and scenarios rustc-perf
 * would give it, exclusions in both spellings, and every broken config is
 * one error line naming the file and what is wrong. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "suite/bench_config.h"
#include "suite/suite.h"

static const char *suite_dir(void)
{
    const char *src = getenv("SRCDIR");
    static char buf[4096];
    snprintf(buf, sizeof buf, "%s/perf/benchmarks", src ? src : ".");
    return buf;
}

static void shipped_suite(void **state)
{
    (void)state;
    perf_suite *s;
    char err[512] = "";
    int rc = perf_suite_load(suite_dir(), &s, err, sizeof err);
    if (rc != 0)
        fail_msg("%s", err);
    size_t rust = 0, c = 0, cxx = 0, secondary = 0;
    for (size_t i = 0; i < s->count; i++) {
        const perf_bench *b = &s->benches[i];
        if (i)
            assert_true(strcmp(s->benches[i - 1].name, b->name) < 0);
        assert_true(b->dir[0] == '/');
        rust += strcmp(b->language, "rust") == 0 && strcmp(b->category, "primary") == 0;
        c += strcmp(b->language, "c") == 0 && strcmp(b->category, "primary") == 0;
        secondary += strcmp(b->category, "secondary") == 0;
        const perf_bench_config *bc = b->config;
        cxx += strcmp(b->language, "c") == 0 && strstr(bc->files.v[0], ".cpp") != NULL;
    }
    assert_true(rust >= 8);
    assert_true(c >= 8); /* CTMark's spirit: at least 8 C and C++ programs, 3 of them C++ */
    assert_true(cxx >= 3);
    assert_true(secondary >= 2);

    const perf_bench *fnv = perf_suite_find(s, "fnv");
    assert_non_null(fnv);
    assert_int_equal(fnv->profile_count, 4);
    assert_string_equal(fnv->profiles[0], "check");
    assert_string_equal(fnv->profiles[1], "debug");
    assert_string_equal(fnv->profiles[2], "opt");
    assert_string_equal(fnv->profiles[3], "doc");
    const char *want[] = {"full", "incr-full", "incr-unchanged", "incr-patched: write-len",
                          "incr-patched: add-fn"};
    assert_int_equal(fnv->scenario_count, 5);
    for (size_t i = 0; i < 5; i++)
        assert_string_equal(fnv->scenarios[i], want[i]);
    const perf_bench_config *cfg = fnv->config;
    assert_string_equal(cfg->source, "debian:fnv");
    assert_string_equal(cfg->touch_file, "lib.rs");
    assert_int_equal(cfg->patch_count, 2);
    assert_int_equal(cfg->patches[0].number, 1);
    assert_non_null(strstr(cfg->patches[1].path, "/fnv/2-add-fn.patch"));

    const perf_bench *m = perf_suite_find(s, "matrix-c");
    assert_non_null(m);
    assert_string_equal(m->language, "c");
    /* the table's C profiles; lto as it links a program */
    const char *c_want[] = {"debug", "opt", "o3", "os", "lto"};
    assert_int_equal(m->profile_count, 5);
    for (size_t i = 0; i < 5; i++)
        assert_string_equal(m->profiles[i], c_want[i]);
    const perf_bench *x = perf_suite_find(s, "xxhash"); /* a library: no lto */
    assert_non_null(x);
    assert_int_equal(x->profile_count, 4);
    assert_string_equal(x->profiles[3], "os");
    assert_int_equal(m->scenario_count, 1);
    assert_string_equal(m->scenarios[0], "full");
    assert_string_equal(((const perf_bench_config *)m->config)->artifact, "binary");
    assert_null(perf_suite_find(s, "nope"));
    perf_suite_free(s);
}

static int parse(const char *json, const char *const *patches, size_t n, perf_bench *b, char *err,
                 size_t errlen)
{
    return perf_bench_parse(json, strlen(json), "/s/b/perf-config.json", "/s/b", "b", patches, n, b,
                            err, errlen);
}

static void exclusions(void **state)
{
    (void)state;
    perf_bench b;
    char err[512];
    const char *patches[] = {"2-second.patch", "1-first.patch", "10-tenth.patch"};
    assert_int_equal(parse("{\"artifact\":\"binary\",\"category\":\"stable\","
                           "\"excluded_profiles\":[\"Check\",\"Doc\",\"DocJson\",\"clippy\"],"
                           "\"excluded_scenarios\":[\"IncrUnchanged\",\"incr-patched: second\"],"
                           "\"cargo_opts\":\" --features  a,b \",\"runs\":2,\"disabled\":true}",
                           patches, 3, &b, err, sizeof err),
                     0);
    assert_int_equal(b.profile_count, 2);
    assert_string_equal(b.profiles[0], "debug");
    const char *want[] = {"full", "incr-full", "incr-patched: first", "incr-patched: tenth"};
    assert_int_equal(b.scenario_count, 4);
    for (size_t i = 0; i < 4; i++)
        assert_string_equal(b.scenarios[i], want[i]);
    const perf_bench_config *c = b.config;
    assert_int_equal(c->cargo_opts.n, 2);
    assert_string_equal(c->cargo_opts.v[1], "a,b");
    assert_int_equal(c->runs, 2);
    assert_int_equal(b.disabled, 1);
    assert_int_equal(c->patches[2].number, 10);
    assert_string_equal(c->patches[1].path, "/s/b/2-second.patch");
    perf_bench_clear(&b);

    assert_int_equal(parse("{\"artifact\":\"library\",\"category\":\"primary\","
                           "\"excluded_scenarios\":[\"incr-patched\", \"Full\"]}",
                           patches, 3, &b, err, sizeof err),
                     0);
    assert_int_equal(b.scenario_count, 2);
    assert_string_equal(b.scenarios[1], "incr-unchanged");
    perf_bench_clear(&b);
}

struct bad {
    const char *json;
    const char *patch; /* or NULL */
    const char *message;
};

static void broken_configs(void **state)
{
    (void)state;
    static const struct bad BAD[] = {
        {"{", NULL, "line 1, column 1: "},
        {"[]", NULL, "not a JSON object"},
        {"{\"category\":\"primary\"}", NULL, "no \"artifact\""},
        {"{\"artifact\":\"library\"}", NULL, "no \"category\""},
        {"{\"artifact\":\"dylib\",\"category\":\"primary\"}", NULL, "\"artifact\" is 'dylib'"},
        {"{\"artifact\":\"library\",\"category\":3}", NULL, "\"category\" is not a string"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"typo\":1}", NULL,
         "unknown field \"typo\""},
        {"{\"debia\\n_package\":1}", NULL, "unknown field \"debia?_package\""},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"category\":\"primary\"}", NULL,
         "duplicate object key"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"excluded_profiles\":[\"Fast\"]}",
         NULL, "unknown profile 'Fast'"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"excluded_profiles\":\"Check\"}",
         NULL, "\"excluded_profiles\" is not an array"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"excluded_scenarios\":[\"Half\"]}",
         NULL, "unknown scenario 'Half'"},
        {"{\"artifact\":\"library\",\"category\":\"primary\","
         "\"excluded_scenarios\":[\"incr-patched: nope\"]}",
         "1-yes.patch", "unknown scenario 'incr-patched: nope'"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"excluded_profiles\":[1]}", NULL,
         "\"excluded_profiles\"[0] is not a string"},
        {"{\"artifact\":\"library\",\"category\":\"primary\","
         "\"excluded_profiles\":[\"check\",\"debug\",\"opt\",\"doc\"]}",
         NULL, "every profile is excluded"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"disabled\":\"no\"}", NULL,
         "\"disabled\" is not true or false"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"runs\":0}", NULL,
         "\"runs\" is not a whole number"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"runs\":1.5}", NULL,
         "\"runs\" is not a whole number"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"touch_file\":\"../x.rs\"}", NULL,
         "\"touch_file\" '../x.rs' is not a relative path"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"cargo_toml\":\"/etc/Cargo.toml\"}",
         NULL, "\"cargo_toml\" '/etc/Cargo.toml' is not a relative path"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"source\":\"debian:\"}", NULL,
         "not debian:CRATE"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"language\":\"go\"}", NULL,
         "\"language\" is 'go'"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"files\":[\"a.c\"]}", NULL,
         "\"files\" is for C benchmarks"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"language\":\"c\"}", NULL,
         "needs \"files\""},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"language\":\"c\","
         "\"files\":[\"a.c\"],\"touch_file\":\"a.c\"}",
         NULL, "\"touch_file\" is for Rust benchmarks"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"language\":\"c\","
         "\"files\":[\"../a.c\"]}",
         NULL, "\"files\" '../a.c' is not a relative path"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"language\":\"c\",\"files\":[\"a.c\"]}",
         "1-x.patch", "C benchmarks have only the full scenario"},
        {"{\"artifact\":\"library\",\"category\":\"primary\"}", "x-name.patch",
         "patch 'x-name.patch' is not named N-name.patch"},
        {"{\"artifact\":\"library\",\"category\":\"primary\"}", "3-.patch",
         "patch '3-.patch' is not named N-name.patch"},
        {"{\"artifact\":\"library\",\"category\":\"primary\"}", "99999999999-big.patch",
         "is not named N-name.patch"},
        {"{\"artifact\":\"library\",\"category\":\"primary\"}", "1-a:b.patch",
         "its name has a ':'"},
        {"{\"artifact\":\"library\",\"category\":\"primary\",\"source\":\"a\\u0000b\"}", NULL,
         "is not allowed without JSON_ALLOW_NUL"},
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        perf_bench b;
        char err[512] = "";
        const char *patches[] = {BAD[i].patch};
        int rc = parse(BAD[i].json, patches, BAD[i].patch ? 1 : 0, &b, err, sizeof err);
        if (rc != -1 || strncmp(err, "/s/b/perf-config.json: ", 23) != 0 ||
            !strstr(err, BAD[i].message) || strchr(err, '\n'))
            fail_msg("case %zu (%s): rc %d, err '%s', wanted '%s'", i, BAD[i].json, rc, err,
                     BAD[i].message);
        assert_null(b.name); /* cleared on failure */
    }
    /* Two patches with one number or one name. */
    perf_bench b;
    char err[512];
    const char *two[] = {"1-a.patch", "01-b.patch"};
    assert_int_equal(
        parse("{\"artifact\":\"library\",\"category\":\"primary\"}", two, 2, &b, err, sizeof err),
        -1);
    assert_non_null(strstr(err, "two patches are numbered 1"));
    const char *same[] = {"1-a.patch", "2-a.patch"};
    assert_int_equal(
        parse("{\"artifact\":\"library\",\"category\":\"primary\"}", same, 2, &b, err, sizeof err),
        -1);
    assert_non_null(strstr(err, "two patches are named 'a'"));
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* Directory-level errors name the directory or file. */
static void broken_suites(void **state)
{
    (void)state;
    char dir[] = "/tmp/selfprof-suite-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[512], err[512];
    perf_suite *s = (perf_suite *)1;
    assert_int_equal(perf_suite_load(dir, &s, err, sizeof err), -1);
    assert_null(s);
    assert_non_null(strstr(err, "no benchmarks"));

    snprintf(path, sizeof path, "%s/a", dir);
    assert_int_equal(mkdir(path, 0755), 0);
    assert_int_equal(perf_suite_load(dir, &s, err, sizeof err), -1);
    assert_non_null(strstr(err, "/a: no perf-config.json"));
    /* An empty directory alone: a suite with nothing to run, not an error
     * of the suite (its jobs fail with the message). */
    assert_int_equal(perf_suite_load_each(dir, &s, err, sizeof err), 0);
    assert_int_equal(s->count, 0);
    assert_non_null(strstr(perf_suite_broken(s, "a"), "/a: no perf-config.json"));
    perf_suite_free(s);

    snprintf(path, sizeof path, "%s/a/perf-config.json", dir);
    write_file(path, "{\"artifact\": \"library\", \"category\": \"primary\"}");
    snprintf(path, sizeof path, "%s/README.md", dir);
    write_file(path, "not a benchmark\n");
    assert_int_equal(perf_suite_load(dir, &s, err, sizeof err), 0);
    assert_int_equal(s->count, 1);
    assert_string_equal(s->benches[0].name, "a");
    perf_suite_free(s);

    snprintf(path, sizeof path, "%s/b", dir);
    assert_int_equal(mkdir(path, 0755), 0);
    snprintf(path, sizeof path, "%s/b/perf-config.json", dir);
    write_file(path, "{\"artifact\": \"library\",\n \"category\": \"primary\",}\n");
    assert_int_equal(perf_suite_load(dir, &s, err, sizeof err), -1);
    assert_null(s);
    char want[600];
    snprintf(want, sizeof want, "%s/b/perf-config.json: line 2", dir);
    if (strncmp(err, want, strlen(want)) != 0)
        fail_msg("err '%s'", err);
    /* Each on its own: the broken one aside with the same message, the
     * good one loaded. */
    assert_int_equal(perf_suite_load_each(dir, &s, err, sizeof err), 0);
    assert_int_equal(s->count, 1);
    assert_string_equal(s->benches[0].name, "a");
    assert_int_equal(s->broken_count, 1);
    assert_null(perf_suite_broken(s, "a"));
    assert_non_null(perf_suite_broken(s, "b"));
    if (strncmp(perf_suite_broken(s, "b"), want, strlen(want)) != 0)
        fail_msg("broken '%s'", perf_suite_broken(s, "b"));
    perf_suite_free(s);
    write_file(path, "{\"artifact\": \"library\", \"category\": \"primary\"}");
    snprintf(path, sizeof path, "%s/b/1-x.patch", dir);
    write_file(path, "");
    snprintf(path, sizeof path, "%s/b/x.patch", dir);
    write_file(path, "");
    assert_int_equal(perf_suite_load(dir, &s, err, sizeof err), -1);
    assert_non_null(strstr(err, "patch 'x.patch' is not named N-name.patch"));
    unlink(path);
    assert_int_equal(perf_suite_load(dir, &s, err, sizeof err), 0);
    assert_int_equal(s->count, 2);
    assert_int_equal(s->benches[1].scenario_count, 4);
    perf_suite_free(s);

    snprintf(path, sizeof path, "%s/bad name", dir);
    assert_int_equal(mkdir(path, 0755), 0);
    assert_int_equal(perf_suite_load(dir, &s, err, sizeof err), -1);
    assert_non_null(strstr(err, "a benchmark's name has only"));
    assert_int_equal(perf_suite_load_each(dir, &s, err, sizeof err), 0);
    assert_int_equal(s->count, 2);
    assert_non_null(strstr(perf_suite_broken(s, "bad name"), "a benchmark's name has only"));
    perf_suite_free(s);
    rmdir(path);

    assert_int_equal(perf_suite_load("/nonexistent/suite", &s, err, sizeof err), -1);
    assert_string_equal(err, "/nonexistent/suite: No such file or directory");

    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(shipped_suite),
        cmocka_unit_test(exclusions),
        cmocka_unit_test(broken_configs),
        cmocka_unit_test(broken_suites),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
