/* run_stop.c — a pair's sequential stopping: after each planned look
 * (stats/sequential.h: after 5, 8, 11, ... pairs), a scenario whose pairs
 * have decided for compare's default metric (PERF_METRIC_DEFAULT, CPU
 * time: a test case is decided when the metric compare judges unless told
 * otherwise is) runs no more clean iterations, on either side, so both
 * keep the same number of interleaved clean runs and compare still finds
 * them paired (report/compare.c, runs_paired). The self-profiled
 * iterations, the further ones and cachegrind's run are not affected. */
#include <stdlib.h>
#include <string.h>

#include "../stats/sequential.h"
#include "../metric/metric.h"
#include "run_internal.h"

int perf_run_sequential(perf_run_ctx *const *cs, size_t n)
{
    return n == 2 && !cs[0]->job->fixed_iterations && !cs[1]->job->fixed_iterations &&
           cs[0]->iterations == cs[1]->iterations;
}

/* The clean values of PERF_METRIC_DEFAULT of `scenario` in iterations
 * 1..it of `r`, by iteration, into v (it of them). 1 when every one is
 * there, else 0. */
static int clean_values(const perf_results *r, const char *scenario, int it, double *v)
{
    memset(v, 0, (size_t)it * sizeof *v);
    const perf_sample *s = perf_results_samples(r);
    for (size_t i = 0, n = perf_results_sample_count(r); i < n; i++)
        if (!s[i].self_profiled && s[i].iteration >= 1 && s[i].iteration <= it &&
            strcmp(s[i].scenario, scenario) == 0 && strcmp(s[i].metric, PERF_METRIC_DEFAULT) == 0)
            v[s[i].iteration - 1] = s[i].value;
    for (int i = 0; i < it; i++)
        if (!(v[i] > 0))
            return 0;
    return 1;
}

int perf_run_look(perf_run_ctx *const *cs, int it)
{
    perf_run_ctx *c = cs[0];
    if (it < 1 || !perf_seq_is_look((size_t)it, (size_t)c->iterations))
        return 0;
    double *a = malloc((size_t)it * sizeof *a), *b = malloc((size_t)it * sizeof *b);
    if (!a || !b) {
        free(a);
        free(b);
        return perf_run_fail(c, "out of memory");
    }
    int saved = 0;
    for (size_t s = 0; s < c->job->scenario_count; s++) {
        const char *name = c->job->scenarios[s];
        if (c->decided[s] || cs[1]->decided[s] || c->dropped[s] || cs[1]->dropped[s] ||
            !clean_values(c->results, name, it, a) || !clean_values(cs[1]->results, name, it, b))
            continue;
        if (perf_seq_decide(a, b, (size_t)it, (size_t)c->iterations, PERF_SEQ_CONFIDENCE,
                            PERF_SEQ_MARGIN, NULL) == PERF_SEQ_CONTINUE)
            continue;
        c->decided[s] = cs[1]->decided[s] = 1;
        saved += 2 * (c->iterations - it);
    }
    free(a);
    free(b);
    return saved;
}

int perf_run_idle(const perf_run_ctx *c)
{
    for (size_t s = 0; s < c->job->scenario_count; s++)
        if (!c->dropped[s] && !(c->decided && c->decided[s]))
            return 0;
    return 1;
}
