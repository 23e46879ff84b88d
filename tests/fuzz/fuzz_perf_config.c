/* fuzz_perf_config.c — libFuzzer target for perf-config.json
 * (perf/suite/bench_parse.c over jansson). The input's first byte chooses
 * how many of a fixed set of patch names sit next to the config (valid and
 * invalid ones); the rest is the JSON. Any input either fails with one
 * line that names the file, or gives a benchmark whose profiles and
 * scenarios satisfy the loader's contract. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profile/profile.h"
#include "suite/bench_config.h"
#include "suite/suite.h"

static const char *const PATCHES[] = {"1-first.patch", "2-second.patch", "10-tenth.patch",
                                      "x-bad.patch",   "3-a:b.patch",    "2-dup.patch"};

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    if (size == 0)
        return 0;
    size_t npatch = data[0] % 7;
    const char *file = "/s/b/perf-config.json";
    perf_bench b;
    char err[256];
    err[0] = 0;
    int rc = perf_bench_parse((const char *)data + 1, size - 1, file, "/s/b", "b", PATCHES, npatch,
                              &b, err, sizeof err);
    if (rc != 0) {
        if (rc != -1 || strncmp(err, file, strlen(file)) != 0 || strchr(err, '\n') || b.name)
            abort();
        return 0;
    }
    const perf_bench_config *c = b.config;
    int is_c = strcmp(b.language, "c") == 0;
    /* at most the profiles the language has (perf/profile's table), each one of them */
    size_t n_table, n_lang = 0;
    const perf_profile_def *table = perf_profile_table(&n_table);
    for (size_t i = 0; i < n_table; i++)
        n_lang += perf_profile_for(&table[i], b.language) != 0;
    if (b.profile_count == 0 || b.profile_count > n_lang || b.scenario_count == 0)
        abort();
    for (size_t i = 0; i < b.profile_count; i++) {
        const perf_profile_def *p = perf_profile_find(b.profiles[i]);
        if (!p || !perf_profile_for(p, b.language))
            abort();
    }
    if (is_c && (b.scenario_count != 1 || strcmp(b.scenarios[0], "full") != 0 || c->files.n == 0))
        abort();
    for (size_t i = 0; i < b.scenario_count; i++)
        if (strncmp(b.scenarios[i], "incr-patched: ", 14) == 0) {
            size_t k = 0;
            while (k < c->patch_count && strcmp(c->patches[k].name, b.scenarios[i] + 14) != 0)
                k++;
            if (k == c->patch_count)
                abort();
        }
    for (size_t i = 1; i < c->patch_count; i++)
        if (c->patches[i - 1].number >= c->patches[i].number)
            abort();
    perf_bench_clear(&b);
    return 0;
}
