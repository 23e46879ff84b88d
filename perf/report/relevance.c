/* relevance.c — see relevance.h. */
#include "relevance.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const char *perf_magnitude_name(perf_magnitude m)
{
    switch (m) {
    case PERF_MAGNITUDE_SMALL: return "small";
    case PERF_MAGNITUDE_MEDIUM: return "medium";
    case PERF_MAGNITUDE_LARGE: return "large";
    case PERF_MAGNITUDE_VERY_LARGE: return "very large";
    default: return "very small";
    }
}

const char *perf_direction_name(perf_direction d)
{
    return d == PERF_DIRECTION_IMPROVEMENT  ? "improvement"
           : d == PERF_DIRECTION_REGRESSION ? "regression"
           : d == PERF_DIRECTION_MIXED      ? "mixed"
                                            : "none";
}

perf_magnitude perf_magnitude_of(double change, double threshold, int noisy)
{
    double c = fabs(change);
    /* rustc-perf: a tiny threshold would make any tiny change "very large" */
    if (!(c >= 0.0001))
        return PERF_MAGNITUDE_VERY_SMALL;
    int over = c < threshold * 1.5  ? 1
               : c < threshold * 3  ? 2
               : c < threshold * 6  ? 3
               : c < threshold * 12 ? 4
                                    : 5;
    double p = c * 100 / (noisy ? 2.0 : 1.0);
    int absolute = p < 0.2 ? 1 : p < 1 ? 2 : p < 2 ? 3 : p < 5 ? 4 : 5;
    return (perf_magnitude)((over + absolute) / 2);
}

void perf_relevance_mark(perf_compare_row *rows, size_t n, const char *metric)
{
    int noisy = perf_metric_noisy(metric);
    for (size_t i = 0; i < n; i++) {
        perf_compare_row *r = &rows[i];
        r->magnitude = perf_magnitude_of(r->change, r->sig.threshold, noisy);
        r->relevant = r->sig.significant && r->magnitude >= PERF_MAGNITUDE_SMALL;
    }
}

static void stat_add(perf_change_stats *s, double change)
{
    if (s->count == 0 || change < s->min)
        s->min = change;
    if (s->count == 0 || change > s->max)
        s->max = change;
    s->mean += change; /* the sum until stats_finish */
    s->count++;
}

/* Adds a relevant row to s. */
static void add(perf_relevance_stats *s, const perf_compare_row *r)
{
    int regression = r->change > 0; /* rustc-perf: an improvement is "not a regression" */
    stat_add(regression ? &s->regressions : &s->improvements, r->change);
    stat_add(&s->all, r->change);
    if (r->magnitude >= PERF_MAGNITUDE_MEDIUM)
        *(regression ? &s->medium_regressions : &s->medium_improvements) += 1;
    double a = fabs(r->change), l = fabs(s->largest);
    if (s->all.count == 1 || a > l || (a == l && r->change > s->largest) ||
        (r->change == s->largest && r->magnitude > s->largest_magnitude)) {
        s->largest = r->change;
        s->largest_magnitude = r->magnitude;
    }
}

static perf_direction direction(const perf_relevance_stats *s)
{
    size_t reg = s->regressions.count, imp = s->improvements.count;
    if (reg + imp == 0)
        return PERF_DIRECTION_NONE;
    if (reg == 0)
        return PERF_DIRECTION_IMPROVEMENT;
    if (imp == 0)
        return PERF_DIRECTION_REGRESSION;
    double ratio = (double)reg / (double)(reg + imp);
    int mi = s->medium_improvements > 0, mr = s->medium_regressions > 0;
    if (mi && mr)
        return PERF_DIRECTION_MIXED;
    if (mi)
        return ratio >= 0.15 ? PERF_DIRECTION_MIXED : PERF_DIRECTION_IMPROVEMENT;
    if (mr)
        return ratio < 0.85 ? PERF_DIRECTION_MIXED : PERF_DIRECTION_REGRESSION;
    if (ratio >= 0.1 && ratio <= 0.9)
        return PERF_DIRECTION_MIXED;
    return ratio <= 0.1 ? PERF_DIRECTION_IMPROVEMENT : PERF_DIRECTION_REGRESSION;
}

static void finish(perf_relevance_stats *s)
{
    perf_change_stats *all[] = {&s->regressions, &s->improvements, &s->all};
    for (size_t i = 0; i < 3; i++)
        if (all[i]->count)
            all[i]->mean /= (double)all[i]->count;
    if (s->all.count == 0)
        s->largest_magnitude = PERF_MAGNITUDE_VERY_SMALL;
    s->direction = direction(s);
}

static perf_direction join(perf_direction a, perf_direction b)
{
    if (a == PERF_DIRECTION_NONE)
        return b;
    if (b == PERF_DIRECTION_NONE || a == b)
        return a;
    return PERF_DIRECTION_MIXED;
}

/* The group named `name` in g[0..*n), added when new and there is room;
 * NULL when full. */
static perf_relevance_group *group(perf_relevance_group *g, size_t *n, const char *name)
{
    for (size_t i = 0; i < *n; i++)
        if (strcmp(g[i].name, name) == 0)
            return &g[i];
    if (*n == PERF_RELEVANCE_MAX_GROUPS)
        return NULL;
    memset(&g[*n], 0, sizeof g[*n]);
    g[*n].name = name;
    return &g[(*n)++];
}

static void group_add(perf_relevance_group *g, size_t *n, const char *name,
                      const perf_compare_row *r)
{
    perf_relevance_group *x = group(g, n, name);
    if (x && r->relevant)
        add(&x->s, r);
}

static int by_name(const void *x, const void *y)
{
    return strcmp(((const perf_relevance_group *)x)->name, ((const perf_relevance_group *)y)->name);
}

perf_relevance perf_relevance_summarize(const perf_compare_row *rows, size_t n, const char *metric)
{
    perf_relevance v;
    memset(&v, 0, sizeof v);
    for (size_t i = 0; i < n; i++) {
        const perf_compare_row *r = &rows[i];
        /* every group that has rows is listed, relevant ones or not */
        group_add(v.by_profile, &v.n_profile, r->profile, r);
        group_add(v.by_scenario, &v.n_scenario,
                  strncmp(r->scenario, "incr-patched", 12) == 0 ? "incr-patched" : r->scenario, r);
        group_add(v.by_category, &v.n_category, r->category, r);
        if (r->relevant)
            add(strcmp(r->category, "primary") == 0 ? &v.primary : &v.secondary, r);
    }
    finish(&v.primary);
    finish(&v.secondary);
    for (size_t i = 0; i < v.n_profile; i++)
        finish(&v.by_profile[i].s);
    for (size_t i = 0; i < v.n_scenario; i++)
        finish(&v.by_scenario[i].s);
    for (size_t i = 0; i < v.n_category; i++)
        finish(&v.by_category[i].s);
    qsort(v.by_profile, v.n_profile, sizeof *v.by_profile, by_name);
    qsort(v.by_scenario, v.n_scenario, sizeof *v.by_scenario, by_name);
    qsort(v.by_category, v.n_category, sizeof *v.by_category, by_name);
    v.direction = join(v.primary.direction, v.secondary.direction);
    if (!perf_metric_noisy(metric))
        v.deserves_attention = v.primary.largest_magnitude >= PERF_MAGNITUDE_MEDIUM ||
                               v.secondary.largest_magnitude >= PERF_MAGNITUDE_LARGE ||
                               v.primary.all.count * 3 + v.secondary.all.count >= 9;
    else
        v.deserves_attention = v.primary.all.count + v.secondary.all.count > 0;
    return v;
}
