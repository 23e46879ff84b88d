/* detail_compare.c — a detail beside its test case's compare row: the
 * row of a comparison for one test case, and what the detail's
 * self-profile figures are next to that row (issue 35: the detail page
 * showed -56.7% of self-profiled wall time beside a compare row of
 * -22.6% cpu-time, and said nothing of why). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "report.h"

const perf_compare_row *perf_comparison_row(const perf_comparison *c, const char *benchmark,
                                            const char *profile, const char *scenario)
{
    for (size_t i = 0; c && i < c->count; i++) {
        const perf_compare_row *r = &c->rows[i];
        if (!strcmp(r->benchmark, benchmark) && !strcmp(r->profile, profile) &&
            !strcmp(r->scenario, scenario))
            return r;
    }
    return NULL;
}

double perf_detail_self_change(const perf_detail *d)
{
    if (!d->side_a.present || !d->side_b.present || d->side_a.total_time <= 0)
        return NAN;
    return perf_delta_rel((double)d->side_a.total_time, (double)d->side_b.total_time);
}

const char *perf_detail_relation(const perf_detail *d, const char *metric,
                                 const perf_compare_row *r, char *buf, size_t n)
{
    const perf_detail_side *any = d->side_a.present ? &d->side_a : &d->side_b;
    double self = perf_detail_self_change(d);
    char here[96];
    if (isnan(self))
        snprintf(here, sizeof here, "no change here: one side has no self-profile");
    else
        snprintf(here, sizeof here, "its total time %+.2f%% from A to B", 100 * self);
    /* what the totals row sums: self times and counts add up over the
     * rows, inclusive times do not (a query's time is in its callers' too) */
    static const char TOTALS[] =
        "The totals sum the self times (each query's time counted once) and the counts; "
        "inclusive times are not summed, as a query's time is also in its callers'.";
    if (!r) {
        snprintf(buf, n,
                 "This test case has no row in the comparison of %s (not measured on both "
                 "sides), so only its self-profiles compare it: one self-profiled run a side "
                 "(%s, with self-profiling on), %s. %s",
                 metric, any->counter ? any->counter : "its counter", here, TOTALS);
        return buf;
    }
    char row[64];
    if (isfinite(r->change))
        snprintf(row, sizeof row, "%+.2f%%", 100 * r->change);
    else
        snprintf(row, sizeof row, "%s", r->change > 0 ? "+inf" : "-inf");
    snprintf(buf, n,
             "The figures below are of one self-profiled run a side (%s, with self-profiling "
             "on and its overhead included: %s), not of %s over the %zu and %zu clean runs "
             "behind the compare row's %s, so the two changes need not agree. %s",
             any->counter ? any->counter : "its counter", here, metric, r->before_n, r->after_n,
             row, TOTALS);
    return buf;
}
