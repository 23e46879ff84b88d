/* results.c — see results.h. Small arrays searched linearly: a job has a
 * few scenarios x a few metrics x a few iterations (hundreds of samples at
 * most), so a hash would cost more than it saves. */
#include "results.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "support/grow.h"

struct perf_results {
    perf_sample *samples;
    size_t nsamples, samples_cap;
    perf_scenario_profile *profiles;
    size_t nprofiles, profiles_cap;
    perf_repeat_profile *repeats;
    size_t nrepeats, repeats_cap;
};

perf_results *perf_results_new(void) { return calloc(1, sizeof(perf_results)); }

static void sample_clear(perf_sample *s)
{
    free(s->scenario);
    free(s->metric);
    free(s->unit);
}

int perf_results_add_sample(perf_results *r, const char *scenario, const char *metric,
                            const char *unit, int iteration, int self_profiled, double value)
{
    if (!r || !scenario || !*scenario || !metric || !*metric || !unit || !*unit || iteration < 0)
        return -1;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    perf_sample ns = {strdup(scenario),
                      strdup(metric),
                      strdup(unit),
                      iteration,
                      self_profiled ? 1 : 0,
                      value,
                      (double)ts.tv_sec + (double)ts.tv_nsec / 1e9};
    if (!ns.scenario || !ns.metric || !ns.unit) {
        sample_clear(&ns);
        return -1;
    }
    for (size_t i = 0; i < r->nsamples; i++) {
        perf_sample *s = &r->samples[i];
        if (s->iteration == iteration && !strcmp(s->scenario, scenario) &&
            !strcmp(s->metric, metric)) {
            sample_clear(s);
            *s = ns;
            return 0;
        }
    }
    if (sup_grow((void **)&r->samples, &r->samples_cap, r->nsamples + 1, sizeof *r->samples) < 0) {
        sample_clear(&ns);
        return -1;
    }
    r->samples[r->nsamples++] = ns;
    return 0;
}

static void profile_clear(perf_scenario_profile *p)
{
    free(p->scenario);
    selfprof_summary_free(p->summary);
    for (size_t i = 0; i < p->file_count; i++)
        perf_raw_file_clear(&p->files[i]);
    free(p->files);
    memset(p, 0, sizeof *p);
}

int perf_results_add_self_profile(perf_results *r, const char *scenario, const char *const *paths,
                                  size_t n, char *err, size_t errlen)
{
    if (!r || !scenario || !*scenario || !paths || n == 0) {
        snprintf(err, errlen, "no self-profile files for scenario '%s'",
                 scenario ? scenario : "(none)");
        return -1;
    }
    perf_scenario_profile np = {strdup(scenario), NULL, 0, calloc(n, sizeof(perf_raw_file)), 0};
    if (!np.scenario || !np.files) {
        profile_clear(&np);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    np.summary = perf_summarize_files(paths, n, &np.untracked, err, errlen);
    if (!np.summary) {
        profile_clear(&np);
        return -1;
    }
    for (; np.file_count < n; np.file_count++)
        if (perf_raw_file_load(paths[np.file_count], &np.files[np.file_count], err, errlen) < 0) {
            profile_clear(&np);
            return -1;
        }
    for (size_t i = 0; i < r->nprofiles; i++)
        if (!strcmp(r->profiles[i].scenario, scenario)) {
            profile_clear(&r->profiles[i]);
            r->profiles[i] = np;
            return 0;
        }
    if (sup_grow((void **)&r->profiles, &r->profiles_cap, r->nprofiles + 1, sizeof *r->profiles) <
        0) {
        profile_clear(&np);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    r->profiles[r->nprofiles++] = np;
    return 0;
}

int perf_results_add_repeat_profile(perf_results *r, const char *scenario, int iteration,
                                    const char *const *paths, size_t n, char *err, size_t errlen)
{
    if (!r || !scenario || !*scenario || !paths || n == 0 || iteration < 1) {
        snprintf(err, errlen, "no self-profile files for scenario '%s'",
                 scenario ? scenario : "(none)");
        return -1;
    }
    perf_repeat_profile np = {strdup(scenario), iteration, NULL};
    if (!np.scenario) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (!(np.summary = perf_summarize_files(paths, n, NULL, err, errlen))) {
        free(np.scenario);
        return -1;
    }
    for (size_t i = 0; i < r->nrepeats; i++)
        if (!strcmp(r->repeats[i].scenario, scenario) && r->repeats[i].iteration == iteration) {
            free(r->repeats[i].scenario);
            selfprof_summary_free(r->repeats[i].summary);
            r->repeats[i] = np;
            return 0;
        }
    if (sup_grow((void **)&r->repeats, &r->repeats_cap, r->nrepeats + 1, sizeof *r->repeats) < 0) {
        free(np.scenario);
        selfprof_summary_free(np.summary);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    r->repeats[r->nrepeats++] = np;
    return 0;
}

size_t perf_results_repeat_count(const perf_results *r) { return r->nrepeats; }
const perf_repeat_profile *perf_results_repeats(const perf_results *r) { return r->repeats; }

size_t perf_results_sample_count(const perf_results *r) { return r->nsamples; }
const perf_sample *perf_results_samples(const perf_results *r) { return r->samples; }
size_t perf_results_profile_count(const perf_results *r) { return r->nprofiles; }
const perf_scenario_profile *perf_results_profiles(const perf_results *r) { return r->profiles; }

int perf_results_has_scenario(const perf_results *r, const char *s)
{
    for (size_t i = 0; i < r->nsamples; i++)
        if (!strcmp(r->samples[i].scenario, s))
            return 1;
    for (size_t i = 0; i < r->nprofiles; i++)
        if (!strcmp(r->profiles[i].scenario, s))
            return 1;
    return 0;
}

void perf_results_drop_scenario(perf_results *r, const char *s)
{
    /* Compacts each array in place, keeping the order of what stays. */
    size_t k = 0;
    for (size_t i = 0; i < r->nsamples; i++)
        if (strcmp(r->samples[i].scenario, s) != 0)
            r->samples[k++] = r->samples[i];
        else
            sample_clear(&r->samples[i]);
    r->nsamples = k;
    k = 0;
    for (size_t i = 0; i < r->nprofiles; i++)
        if (strcmp(r->profiles[i].scenario, s) != 0)
            r->profiles[k++] = r->profiles[i];
        else
            profile_clear(&r->profiles[i]);
    r->nprofiles = k;
    k = 0;
    for (size_t i = 0; i < r->nrepeats; i++)
        if (strcmp(r->repeats[i].scenario, s) != 0) {
            r->repeats[k++] = r->repeats[i];
        } else {
            free(r->repeats[i].scenario);
            selfprof_summary_free(r->repeats[i].summary);
        }
    r->nrepeats = k;
}

void perf_results_free(perf_results *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->nsamples; i++)
        sample_clear(&r->samples[i]);
    for (size_t i = 0; i < r->nprofiles; i++)
        profile_clear(&r->profiles[i]);
    for (size_t i = 0; i < r->nrepeats; i++) {
        free(r->repeats[i].scenario);
        selfprof_summary_free(r->repeats[i].summary);
    }
    free(r->samples);
    free(r->profiles);
    free(r->repeats);
    free(r);
}
