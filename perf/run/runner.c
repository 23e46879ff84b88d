/* runner.c — perf_run_job: checks that the job fits the benchmark (its
 * profile and scenarios are the benchmark's, the compiler's kind its
 * language's, the compiler exists), makes the job's work directory and
 * the controlled environment, and hands over to run_rust.c or run_c.c. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run_internal.h"

static int in_list(char *const *v, size_t n, const char *s)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(v[i], s) == 0)
            return 1;
    return 0;
}

/* A compiler given by name is looked up on PATH, as exec would. */
static int compiler_exists(const char *cc)
{
    if (strchr(cc, '/'))
        return access(cc, X_OK) == 0;
    const char *path = getenv("PATH");
    char *copy = strdup(path ? path : "/usr/bin:/bin"), *save = NULL;
    int found = 0;
    for (char *d = strtok_r(copy, ":", &save); copy && d && !found;
         d = strtok_r(NULL, ":", &save)) {
        char p[4096];
        snprintf(p, sizeof p, "%s/%s", *d ? d : ".", cc);
        found = access(p, X_OK) == 0;
    }
    free(copy);
    return found;
}

static int check_job(perf_run_ctx *c)
{
    const perf_job *job = c->job;
    const perf_bench *b = c->bench;
    const perf_artifact *a = &job->artifact;
    if (!a->compiler || !*a->compiler || !a->kind)
        return perf_run_fail(c, "artifact %s: no compiler", a->name ? a->name : "?");
    int rust = strcmp(b->language, "rust") == 0;
    if (rust != (strcmp(a->kind, "rustc") == 0))
        return perf_run_fail(c, "benchmark %s is %s; artifact %s is %s", b->name,
                             rust ? "Rust" : "C", a->name, a->kind);
    if (!in_list(b->profiles, b->profile_count, job->profile))
        return perf_run_fail(c, "benchmark %s has no profile '%s'", b->name, job->profile);
    if (job->scenario_count == 0)
        return perf_run_fail(c, "job %lld has no scenarios", (long long)job->id);
    for (size_t i = 0; i < job->scenario_count; i++)
        if (!in_list(b->scenarios, b->scenario_count, job->scenarios[i]))
            return perf_run_fail(c, "benchmark %s has no scenario '%s'", b->name,
                                 job->scenarios[i]);
    if (job->iterations < 0)
        return perf_run_fail(c, "job %lld: %d iterations", (long long)job->id, job->iterations);
    if (!compiler_exists(a->compiler))
        return perf_run_fail(c, "artifact %s: compiler %s: %s", a->name, a->compiler,
                             strerror(errno ? errno : ENOENT));
    if (a->cargo && *a->cargo && !compiler_exists(a->cargo))
        return perf_run_fail(c, "artifact %s: cargo %s: %s", a->name, a->cargo,
                             strerror(errno ? errno : ENOENT));
    return 0;
}

int perf_run_job(const perf_job *job, const perf_bench *bench, const perf_run_options *opt,
                 perf_results *results, char *err, size_t errlen)
{
    perf_run_ctx c;
    memset(&c, 0, sizeof c);
    c.job = job;
    c.bench = bench;
    c.cfg = bench->config;
    c.opt = opt;
    c.results = results;
    c.err = err;
    c.errlen = errlen;
    if (errlen)
        err[0] = 0;
    if (!opt->work_dir || opt->work_dir[0] != '/')
        return perf_run_fail(&c, "the work directory must be an absolute path");
    if (check_job(&c) < 0)
        return -1;
    c.iterations = job->iterations;
    if (c.cfg->runs && c.iterations > c.cfg->runs)
        c.iterations = c.cfg->runs;
    c.steps_total = (c.iterations + 1) * (int)job->scenario_count;
    /* The same path for every job: paths end up in debug info, symbol
     * hashes and messages, so two artifacts' builds of a benchmark differ
     * only by the compiler. One job at a time per work directory. */
    if ((size_t)snprintf(c.work, sizeof c.work, "%s/job", opt->work_dir) >= sizeof c.work)
        return perf_run_fail(&c, "%s: path too long", opt->work_dir);
    snprintf(c.log, sizeof c.log, "%s/log", opt->work_dir);
    if (perf_env_base(&c.env) < 0)
        return perf_run_fail(&c, "out of memory");
    /* A directory left by a killed collector goes first. */
    int rc = perf_run_mkdir(&c, opt->work_dir);
    if (rc == 0)
        rc = perf_run_rm_rf(&c, c.work);
    if (rc == 0)
        rc = perf_run_mkdir(&c, c.work);
    if (rc == 0) {
        snprintf(c.log, sizeof c.log, "%s/log", c.work);
        rc = strcmp(bench->language, "rust") == 0 ? perf_run_rust(&c) : perf_run_c(&c);
    }
    const char *keep = getenv("SELFPROF_PERF_KEEP_WORK");
    if (!(keep && strcmp(keep, "1") == 0)) {
        /* The error is kept: cleaning must not replace it. */
        char saved[16384];
        snprintf(saved, sizeof saved, "%s", err);
        snprintf(c.log, sizeof c.log, "%s/log", opt->work_dir);
        char *argv[] = {"rm", "-rf", "--", c.work, NULL};
        if (perf_run_cmd(&c, "cleaning the work directory", argv, NULL, NULL, NULL) == 0 ||
            rc < 0)
            snprintf(err, errlen, "%s", saved);
        else
            rc = -1;
        unlink(c.log);
    }
    perf_env_free(&c.env);
    return rc;
}
