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
        return perf_run_fail_final(c, "artifact %s: no compiler", a->name ? a->name : "?");
    int rust = strcmp(b->language, "rust") == 0;
    if (rust != (strcmp(a->kind, "rustc") == 0))
        return perf_run_fail_final(c, "benchmark %s is %s; artifact %s is %s", b->name,
                                   rust ? "Rust" : "C", a->name, a->kind);
    if (!in_list(b->profiles, b->profile_count, job->profile))
        return perf_run_fail_final(c, "benchmark %s has no profile '%s'", b->name, job->profile);
    if (job->scenario_count == 0)
        return perf_run_fail_final(c, "job %lld has no scenarios", (long long)job->id);
    for (size_t i = 0; i < job->scenario_count; i++)
        if (!in_list(b->scenarios, b->scenario_count, job->scenarios[i]))
            return perf_run_fail_final(c, "benchmark %s has no scenario '%s'", b->name,
                                       job->scenarios[i]);
    /* rustdoc has no incremental mode (rustc-perf runs Doc in Full only). */
    if (strcmp(job->profile, "doc") == 0)
        for (size_t i = 0; i < job->scenario_count; i++)
            if (strcmp(job->scenarios[i], "full") != 0)
                return perf_run_fail_final(c,
                                           "benchmark %s: profile doc has only the full "
                                           "scenario, not '%s'",
                                           b->name, job->scenarios[i]);
    if (job->iterations < 0)
        return perf_run_fail_final(c, "job %lld: %d iterations", (long long)job->id,
                                   job->iterations);
    if (!compiler_exists(a->compiler))
        return perf_run_fail_final(c, "artifact %s: compiler %s: %s", a->name, a->compiler,
                                   strerror(errno ? errno : ENOENT));
    if (a->cargo && *a->cargo && !compiler_exists(a->cargo))
        return perf_run_fail_final(c, "artifact %s: cargo %s: %s", a->name, a->cargo,
                                   strerror(errno ? errno : ENOENT));
    return 0;
}

/* Sets up ctx for `job`: checks, iterations, paths, the base environment. */
static int ctx_init(perf_run_ctx *c, const perf_job *job, const perf_bench *bench,
                    const perf_run_options *opt, perf_results *results, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    c->job = job;
    c->bench = bench;
    c->cfg = bench->config;
    c->opt = opt;
    c->results = results;
    c->err = err;
    c->errlen = errlen;
    if (!opt->work_dir || opt->work_dir[0] != '/')
        return perf_run_fail(c, "the work directory must be an absolute path");
    if (check_job(c) < 0)
        return -1;
    c->dropped = calloc(job->scenario_count, 1);
    c->decided = calloc(job->scenario_count, 1);
    if (!c->dropped || !c->decided)
        return perf_run_fail(c, "out of memory");
    c->iterations = job->iterations;
    if (c->cfg->runs && c->iterations > c->cfg->runs)
        c->iterations = c->cfg->runs;
    c->steps_total = 1 +
                     (c->iterations + perf_run_self_profiles(job) + perf_run_wants_cachegrind(c)) *
                         (int)job->scenario_count; /* the warm-up is one build */
    /* The same path for every job: paths end up in debug info, symbol
     * hashes and messages, so two artifacts' builds of a benchmark differ
     * only by the compiler. One job at a time per work directory. */
    if ((size_t)snprintf(c->work, sizeof c->work, "%s/job", opt->work_dir) >= sizeof c->work)
        return perf_run_fail(c, "%s: path too long", opt->work_dir);
    snprintf(c->log, sizeof c->log, "%s/log", opt->work_dir);
    if (perf_env_base(&c->env) < 0)
        return perf_run_fail(c, "out of memory");
    return 0;
}

/* Which side runs at position `k` of iteration `it` (k = 0, 1) in the
 * order A B | B A | A B | B A ...: each side is first as often as second,
 * so a warm cache or a load that rises over the job favours neither. */
static int side_at(int it, int k) { return (it % 2 == 0) == (k == 0) ? 0 : 1; }

/* Whether c's job runs iteration `it` (0: the self-profiled one, 1..N
 * the clean ones): not the self-profiled one of a job that measures only,
 * nor a clean one with every scenario decided (run_stop.c) or dropped. */
static int runs_iteration(const perf_run_ctx *c, int it)
{
    if (it > c->iterations || (it == 0 && c->job->measure_only))
        return 0;
    return it == 0 || !perf_run_idle(c);
}

/* One iteration of c's job (its mode flags set by the caller), counted in
 * the progress shared by the contexts: *steps done of `total`. */
static int run_iteration(perf_run_ctx *c, int rust, int it, int *steps, int total)
{
    c->steps_done = *steps;
    c->steps_total = total;
    int rc = rust ? perf_run_rust_iterate(c, it) : perf_run_c_iterate(c, it);
    *steps = c->steps_done;
    return rc;
}

/* Iteration `it` of a pair of Rust jobs, build by build: the two sides'
 * builds of a scenario run next to each other (A's full, B's full, A's
 * incr-full, B's incr-full, ...; B first in every other iteration), each
 * side's incremental state waiting beside WORK/b meanwhile (run_rust.c).
 * Run a whole iteration apart, the two builds of a scenario were three
 * builds apart; the noise of the development VM is correlated over a few
 * tenths of a second (a build's time varies by 8-12% from run to run), so
 * the nearer the builds, the more of it their ratio cancels. */
static int run_parts_paired(perf_run_ctx **cs, int it, int *steps, int total)
{
    int more[2] = {runs_iteration(cs[0], it), runs_iteration(cs[1], it)};
    while (more[0] || more[1])
        for (int k = 0; k < 2; k++) {
            int side = side_at(it, k);
            perf_run_ctx *c = cs[side];
            if (!more[side])
                continue;
            c->steps_done = *steps;
            c->steps_total = total;
            more[side] = perf_run_rust_step(c, it);
            *steps = c->steps_done;
            if (more[side] < 0)
                return -1;
        }
    return 0;
}

/* Runs the contexts' jobs: prepared one after the other, then iteration
 * by iteration, interleaved when there are two. */
static int run_all(perf_run_ctx **cs, size_t n)
{
    int rust = strcmp(cs[0]->bench->language, "rust") == 0;
    static const char *const TAGS[] = {"a", "b"};
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < n; i++) {
        const char *tag = n > 1 && i < 2 ? TAGS[i] : ""; /* n is 1 or 2 */
        rc = rust ? perf_run_rust_prepare(cs[i], tag) : perf_run_c_prepare(cs[i], tag);
    }
    int steps = 0, total = 0, iterations = 0;
    for (size_t i = 0; i < n; i++) {
        total += cs[i]->steps_total;
        iterations = cs[i]->iterations > iterations ? cs[i]->iterations : iterations;
    }
    /* A warm-up build of each side, not recorded (the first scenario of
     * an iteration): the first build after the preparation was up to 2x
     * slower than the rest here (caches, and the page cache of the freshly
     * restored build), and it would otherwise be a measured one. A job
     * that measures only keeps it: its first build would otherwise be
     * clean iteration 1 itself, the first of few pairs when they stop
     * early. */
    for (size_t k = 0; rc == 0 && k < n; k++) {
        cs[k]->warmup = 1;
        rc = run_iteration(cs[k], rust, 1, &steps, total);
        cs[k]->warmup = 0;
    }
    /* A pair stops a scenario's clean iterations once they decided
     * (run_stop.c): after each pair that decides, the builds saved leave the
     * progress's total. */
    int sequential = perf_run_sequential(cs, n);
    for (int it = 0; rc == 0 && it <= iterations; it++) {
        for (size_t k = 0; k < n; k++)
            cs[k]->clean = it > 0;
        if (rust && n > 1) {
            rc = run_parts_paired(cs, it, &steps, total);
        } else {
            for (size_t k = 0; rc == 0 && k < n; k++) {
                perf_run_ctx *c = cs[n > 1 ? (size_t)side_at(it, (int)k) : 0];
                if (runs_iteration(c, it))
                    rc = run_iteration(c, rust, it, &steps, total);
            }
        }
        int saved = rc == 0 && sequential && it > 0 ? perf_run_look(cs, it) : 0;
        rc = saved < 0 ? -1 : rc;
        total -= saved > 0 ? saved : 0;
    }
    for (size_t k = 0; k < n; k++)
        cs[k]->clean = 0;
    /* The further self-profiled iterations, interleaved as the others:
     * each query's self time in several runs a side gives its noise; not
     * of the scenarios a pair's look settled (run_stop.c). */
    int repeats = 0;
    for (size_t i = 0; i < n; i++)
        if (perf_run_self_profiles(cs[i]->job) - 1 > repeats)
            repeats = perf_run_self_profiles(cs[i]->job) - 1;
    for (int k = 1; rc == 0 && k <= repeats; k++)
        for (size_t j = 0; rc == 0 && j < n; j++) {
            perf_run_ctx *c = cs[n > 1 ? (size_t)side_at(iterations + k, (int)j) : 0];
            if (k >= perf_run_self_profiles(c->job))
                continue;
            c->sp_repeat = k;
            /* none when every scenario settled "no change" (run_stop.c) */
            if (!perf_run_idle(c))
                rc = run_iteration(c, rust, 0, &steps, total);
            c->sp_repeat = 0;
        }
    /* cachegrind's count, when asked: one more run per scenario, after
     * the timed ones (it is exact: one is enough, and the order does
     * not matter). */
    for (size_t i = 0; rc == 0 && i < n; i++) {
        perf_run_ctx *c = cs[i];
        if (!perf_run_wants_cachegrind(c))
            continue;
        c->cachegrind = 1;
        rc = run_iteration(c, rust, c->iterations + 1, &steps, total);
        c->cachegrind = 0;
    }
    for (size_t i = 0; i < n; i++)
        if (rust)
            perf_run_rust_finish(cs[i]);
        else
            perf_run_c_finish(cs[i]);
    return rc;
}

/* Frees what ctx_init and perf_run_drop allocated. */
static void ctx_free(perf_run_ctx *c)
{
    perf_env_free(&c->env);
    free(c->dropped);
    free(c->decided);
    free(c->scenario_err);
}

/* After run_all: removes the failed scenarios' results (of either side
 * of a pair, from both: the test case failed) and sets err to the first
 * failure. Returns 0 when none failed, PERF_RUN_PARTIAL(_FINAL) when the
 * job keeps complete scenarios, -1 or PERF_RUN_FINAL when none is left. */
static int drop_failed(perf_run_ctx **cs, size_t n)
{
    const perf_run_ctx *first = NULL;
    for (size_t i = 0; i < n && !first; i++)
        if (cs[i]->scenario_err)
            first = cs[i];
    if (!first)
        return 0;
    snprintf(cs[0]->err, cs[0]->errlen, "%s", first->scenario_err);
    size_t left = 0;
    const perf_job *job = cs[0]->job;
    for (size_t s = 0; s < job->scenario_count; s++) {
        int failed = 0;
        for (size_t i = 0; i < n; i++)
            failed |= perf_run_dropped(cs[i], job->scenarios[s]);
        for (size_t i = 0; failed && i < n; i++)
            perf_results_drop_scenario(cs[i]->results, job->scenarios[s]);
        left += !failed;
    }
    if (left)
        return first->scenario_final ? PERF_RUN_PARTIAL_FINAL : PERF_RUN_PARTIAL;
    return first->scenario_final ? PERF_RUN_FINAL : -1;
}

static int run_jobs(const perf_job *job, const perf_job *partner, const perf_bench *bench,
                    const perf_run_options *opt, perf_results *results,
                    perf_results *partner_results, char *err, size_t errlen)
{
    if (errlen)
        err[0] = 0;
    perf_run_ctx ca, cb;
    memset(&cb, 0, sizeof cb); /* read below even when ca's init fails first */
    perf_run_ctx *cs[2] = {&ca, &cb};
    size_t n = partner ? 2 : 1;
    int rc = ctx_init(&ca, job, bench, opt, results, err, errlen);
    if (rc == 0 && partner)
        rc = ctx_init(&cb, partner, bench, opt, partner_results, err, errlen);
    if (rc < 0) {
        int final = ca.final || (partner && cb.final);
        ctx_free(&ca);
        ctx_free(&cb);
        return final ? PERF_RUN_FINAL : -1;
    }
    /* A directory left by a killed collector goes first. */
    rc = perf_run_mkdir(&ca, opt->work_dir);
    if (rc == 0)
        rc = perf_run_rm_rf(&ca, ca.work);
    if (rc == 0)
        rc = perf_run_mkdir(&ca, ca.work);
    if (rc == 0) {
        snprintf(ca.log, sizeof ca.log, "%s/log", ca.work);
        snprintf(cb.log, sizeof cb.log, "%s/log", ca.work);
        rc = run_all(cs, n);
    }
    int partial = rc == 0 ? drop_failed(cs, n) : 0;
    if (partial == PERF_RUN_FINAL) {
        ca.final = 1;
        rc = -1;
    } else if (partial == -1) {
        rc = -1;
    }
    const char *keep = getenv("SELFPROF_PERF_KEEP_WORK");
    if (!(keep && strcmp(keep, "1") == 0)) {
        /* The error is kept: cleaning must not replace it. */
        char saved[16384];
        snprintf(saved, sizeof saved, "%s", err);
        snprintf(ca.log, sizeof ca.log, "%s/log", opt->work_dir);
        char *argv[] = {"rm", "-rf", "--", ca.work, NULL};
        if (perf_run_cmd(&ca, "cleaning the work directory", argv, NULL, NULL, NULL) == 0 || rc < 0)
            snprintf(err, errlen, "%s", saved);
        else
            rc = -1;
        unlink(ca.log);
    }
    ctx_free(&ca);
    ctx_free(&cb);
    if (rc < 0)
        return ca.final || (partner && cb.final) ? PERF_RUN_FINAL : -1;
    return partial > 0 ? partial : rc;
}

int perf_run_job(const perf_job *job, const perf_bench *bench, const perf_run_options *opt,
                 perf_results *results, char *err, size_t errlen)
{
    return run_jobs(job, NULL, bench, opt, results, NULL, err, errlen);
}

int perf_run_pair(const perf_job *job, const perf_job *partner, const perf_bench *bench,
                  const perf_run_options *opt, perf_results *results, perf_results *partner_results,
                  char *err, size_t errlen)
{
    return run_jobs(job, partner, bench, opt, results, partner_results, err, errlen);
}
