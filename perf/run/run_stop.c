/* run_stop.c — a pair's sequential stopping: after each planned look
 * (stats/sequential.h: after 5, 8, 11, ... pairs), a scenario whose pairs
 * have decided for every metric the pages judge by default (STOP_METRICS:
 * compare's default, CPU time, and the graphs', wall time) runs no more
 * clean iterations, on either side, so both keep the same number of
 * interleaved clean runs and compare still finds them paired
 * (report/compare.c, runs_paired). Deciding on CPU time alone stopped
 * most pairs after 5 or 8, where wall time, about twice as noisy under
 * load, was still "too noisy": a feed's +10% step was then found on CPU
 * time and missed on wall time. A scenario that decided "no change" on
 * every stop metric is SETTLED: its further self-profiled iterations are
 * skipped too, on both sides. They tell a query's change from its noise
 * in detail's explanation of a change, and there is none to explain; the
 * first self-profile a side is kept (detail still shows the queries,
 * without per-query verdicts). On a feed most steps change nothing, and
 * those self-profiles were a fifth of a build's collect time
 * (bench/perf_feed_bench.sh; docs/guide.md, 15.8 and 15.15). The
 * first self-profiled iteration and cachegrind's run are not affected. */
#include <stdlib.h>
#include <string.h>

#include "../stats/sequential.h"
#include "../metric/metric.h"
#include "run_internal.h"

/* The metrics whose pairs must all have decided before a scenario stops. */
static const char *const STOP_METRICS[] = {PERF_METRIC_DEFAULT, PERF_METRIC_FALLBACK};

int perf_run_sequential(perf_run_ctx *const *cs, size_t n)
{
    return n == 2 && !cs[0]->job->fixed_iterations && !cs[1]->job->fixed_iterations &&
           cs[0]->iterations == cs[1]->iterations;
}

/* The clean values of `metric` of `scenario` in iterations 1..it of `r`,
 * by iteration, into v (it of them). 1 when every one is there, else 0. */
static int clean_values(const perf_results *r, const char *scenario, const char *metric, int it,
                        double *v)
{
    memset(v, 0, (size_t)it * sizeof *v);
    const perf_sample *s = perf_results_samples(r);
    for (size_t i = 0, n = perf_results_sample_count(r); i < n; i++)
        if (!s[i].self_profiled && s[i].iteration >= 1 && s[i].iteration <= it &&
            strcmp(s[i].scenario, scenario) == 0 && strcmp(s[i].metric, metric) == 0)
            v[s[i].iteration - 1] = s[i].value;
    for (int i = 0; i < it; i++)
        if (!(v[i] > 0))
            return 0;
    return 1;
}

int perf_run_look(perf_run_ctx *const *cs, int it)
{
    perf_run_ctx *c = cs[0];
    if (it < 1 || !perf_seq_is_check((size_t)it, (size_t)c->iterations))
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
        if (c->decided[s] || cs[1]->decided[s] || c->dropped[s] || cs[1]->dropped[s])
            continue;
        int open = 0, settled = 1;
        for (size_t m = 0; m < sizeof STOP_METRICS / sizeof *STOP_METRICS && !open; m++) {
            perf_seq_decision d = PERF_SEQ_CONTINUE;
            if (clean_values(c->results, name, STOP_METRICS[m], it, a) &&
                clean_values(cs[1]->results, name, STOP_METRICS[m], it, b))
                d = perf_seq_decide(a, b, (size_t)it, (size_t)c->iterations, PERF_SEQ_CONFIDENCE,
                                    PERF_SEQ_MARGIN, NULL);
            open = d == PERF_SEQ_CONTINUE;
            settled &= d == PERF_SEQ_NO_CHANGE;
        }
        if (open)
            continue;
        c->decided[s] = cs[1]->decided[s] = settled ? PERF_RUN_SETTLED : 1;
        saved += 2 * (c->iterations - it);
        for (int k = 0; settled && k < 2; k++) { /* each side's further self-profiles */
            int sp = perf_run_self_profiles(cs[k]->job);
            saved += sp > 1 ? sp - 1 : 0;
        }
    }
    free(a);
    free(b);
    return saved;
}

int perf_run_idle(const perf_run_ctx *c)
{
    for (size_t s = 0; s < c->job->scenario_count; s++)
        if (!c->dropped[s] && !perf_run_decided(c, c->job->scenarios[s]))
            return 0;
    return 1;
}
