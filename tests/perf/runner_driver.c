/* runner_driver.c — runs perf_run_job on a job built by hand (as the
 * collector will build it from a claimed job), for tests/perf/runner_*.sh:
 *
 *   runner_driver SUITE BENCH KIND COMPILER CARGO|- PROFILE SCENARIOS ITERATIONS
 *                 WORK TIMEOUT RAWDIR
 *
 * SCENARIOS: comma-separated, or "all" (the benchmark's). Prints, on
 * stdout, one line per sample:
 *   sample SCENARIO<TAB>METRIC<TAB>UNIT<TAB>ITERATION<TAB>SELF_PROFILED<TAB>VALUE
 * one per self-profile (its summary as results.c computed it):
 *   profile SCENARIO<TAB>FILES<TAB>ROWS<TAB>EVENTS<TAB>COUNTER
 * and writes the profile's raw files, decompressed, to RAWDIR/N/NAME (N:
 * the self-profile's position), so the test can run `selfprof summarize
 * --json` on them. Progress calls go to stderr as
 *   progress SCENARIO ITERATION ITERATIONS FRACTION
 * Exit 0, or 1 with "runner_driver: ERROR" on stderr (the runner's error,
 * whole), or 2 with "runner_driver: final: ERROR" for a failure that no
 * retry can mend (PERF_RUN_FINAL); 3 with "runner_driver: partial: ERROR"
 * when some scenarios failed and the others' samples are printed
 * (PERF_RUN_PARTIAL), 4 with "runner_driver: partial, final: ERROR"
 * (PERF_RUN_PARTIAL_FINAL).
 *
 *   runner_driver --has-counters
 * prints 1 when perf_measure_exec counts instructions:u here (hardware
 * counters), else 0.
 *
 * With RUNNER_PARTNER set, the job runs as a pair (perf_run_pair) with a
 * partner of the same benchmark, profile and scenarios whose compiler is
 * $RUNNER_PARTNER (same KIND; measure_only when $RUNNER_MEASURE_ONLY is
 * 1); the partner's samples and profiles are printed after the job's as
 * "partner-sample ..." and "partner-profile ...". RUNNER_FIXED=1: both
 * jobs ask for fixed iterations (no sequential stopping).
 * RUNNER_SELF_PROFILES=N: N self-profiled iterations a scenario (1). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <zstd.h>

#include "queue/queue.h"
#include "run/measure.h"
#include "run/runner.h"
#include "store/results.h"
#include "suite/suite.h"

static void progress(void *ctx, const char *artifact, const char *scenario, int iteration,
                     int iterations, double fraction)
{
    (void)ctx;
    (void)artifact;
    fprintf(stderr, "progress %s %d %d %.3f\n", scenario, iteration, iterations, fraction);
}

static int write_raw(const char *dir, size_t index, const perf_raw_file *f)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%zu", dir, index);
    mkdir(dir, 0755);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/%zu/%s", dir, index, f->name);
    void *buf = malloc(f->raw_size ? f->raw_size : 1);
    if (!buf)
        return -1;
    size_t n = ZSTD_decompress(buf, f->raw_size, f->zstd, f->zstd_len);
    if (ZSTD_isError(n) || n != f->raw_size) {
        free(buf);
        return -1;
    }
    FILE *out = fopen(path, "wb");
    int ok = out && fwrite(buf, 1, n, out) == n;
    if (out && fclose(out) != 0)
        ok = 0;
    free(buf);
    return ok ? 0 : -1;
}

extern char **environ;

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--has-counters") == 0) {
        char *av[] = {"true", NULL};
        perf_exec e = {.argv = av, .envp = environ};
        perf_measurement m;
        char err[256];
        if (perf_measure_exec(&e, &m, err, sizeof err) < 0) {
            fprintf(stderr, "runner_driver: %s\n", err);
            return 1;
        }
        printf("%d\n", m.has_instructions);
        return 0;
    }
    if (argc != 12) {
        fprintf(stderr, "usage: runner_driver SUITE BENCH KIND COMPILER CARGO|- PROFILE "
                        "SCENARIOS ITERATIONS WORK TIMEOUT RAWDIR\n");
        return 2;
    }
    char err[16384];
    perf_suite *suite;
    if (perf_suite_load(argv[1], &suite, err, sizeof err) < 0) {
        fprintf(stderr, "runner_driver: %s\n", err);
        return 1;
    }
    const perf_bench *b = perf_suite_find(suite, argv[2]);
    if (!b) {
        fprintf(stderr, "runner_driver: no benchmark %s\n", argv[2]);
        return 1;
    }
    perf_job job;
    memset(&job, 0, sizeof job);
    job.id = 1;
    job.artifact.name = "test-artifact";
    job.artifact.kind = argv[3];
    job.artifact.compiler = argv[4];
    job.artifact.cargo = strcmp(argv[5], "-") == 0 ? NULL : argv[5];
    job.benchmark = argv[2];
    job.suite = suite->dir;
    job.profile = argv[6];
    char *list[64];
    size_t n = 0;
    if (strcmp(argv[7], "all") == 0) {
        for (size_t i = 0; i < b->scenario_count && n < 64; i++)
            list[n++] = b->scenarios[i];
    } else {
        for (char *save = NULL, *t = strtok_r(argv[7], ",", &save); t && n < 64;
             t = strtok_r(NULL, ",", &save))
            list[n++] = t;
    }
    job.scenarios = list;
    job.scenario_count = n;
    job.iterations = atoi(argv[8]);
    job.metrics = getenv("RUNNER_METRICS"); /* e.g. instructions: cachegrind's iteration */
    const char *sps = getenv("RUNNER_SELF_PROFILES"); /* self-profiled iterations (default 1) */
    job.self_profiles = sps ? (int)strtol(sps, NULL, 10) : 1;
    perf_run_options opt = {
        .work_dir = argv[9], .timeout_seconds = atoi(argv[10]), .progress = progress};
    const char *fixed = getenv("RUNNER_FIXED"), *measure_only = getenv("RUNNER_MEASURE_ONLY");
    char *partner_cc = getenv("RUNNER_PARTNER");
    job.fixed_iterations = fixed && strcmp(fixed, "1") == 0;
    perf_job partner = job;
    partner.id = 2;
    partner.artifact.name = "test-partner";
    partner.artifact.compiler = partner_cc;
    partner.measure_only = measure_only && strcmp(measure_only, "1") == 0;
    perf_results *r = perf_results_new(), *pr = perf_results_new();
    int rc = partner_cc && *partner_cc
                 ? perf_run_pair(&job, &partner, b, &opt, r, pr, err, sizeof err)
                 : perf_run_job(&job, b, &opt, r, err, sizeof err);
    const perf_sample *s = perf_results_samples(r);
    for (size_t i = 0; i < perf_results_sample_count(r); i++)
        printf("sample %s\t%s\t%s\t%d\t%d\t%.9g\n", s[i].scenario, s[i].metric, s[i].unit,
               s[i].iteration, s[i].self_profiled, s[i].value);
    s = perf_results_samples(pr);
    for (size_t i = 0; i < perf_results_sample_count(pr); i++)
        printf("partner-sample %s\t%s\t%s\t%d\t%d\t%.9g\n", s[i].scenario, s[i].metric, s[i].unit,
               s[i].iteration, s[i].self_profiled, s[i].value);
    for (size_t i = 0; i < perf_results_profile_count(pr); i++)
        printf("partner-profile %s\n", perf_results_profiles(pr)[i].scenario);
    const perf_scenario_profile *p = perf_results_profiles(r);
    for (size_t i = 0; i < perf_results_profile_count(r); i++) {
        printf("profile %s\t%zu\t%zu\t%llu\t%s\n", p[i].scenario, p[i].file_count,
               p[i].summary->row_count, (unsigned long long)p[i].summary->event_count,
               p[i].summary->counter);
        for (size_t k = 0; k < p[i].file_count; k++)
            if (write_raw(argv[11], i, &p[i].files[k]) < 0) {
                fprintf(stderr, "runner_driver: cannot write raw file %s\n", p[i].files[k].name);
                rc = -1;
            }
    }
    static const char *const KIND[] = {"", "partial: ", "partial, final: "};
    if (rc < 0 && err[0])
        fprintf(stderr, "runner_driver: %s%s\n", rc == PERF_RUN_FINAL ? "final: " : "", err);
    else if (rc > 0)
        fprintf(stderr, "runner_driver: %s%s\n", KIND[rc], err);
    perf_results_free(r);
    perf_results_free(pr);
    perf_suite_free(suite);
    return rc == PERF_RUN_FINAL ? 2 : rc < 0 ? 1 : rc > 0 ? rc + 2 : 0;
}
