/* compare_summary.c — the summary of a comparison, and of a filtered
 * view of it (the server's filters, compare --relevant): regressions,
 * improvements and all significant changes (count, mean, range, as
 * rustc-perf's summary counts only significant changes), and the geometric
 * mean of 1 + change (after/before) over every test case (the overall
 * drift, which insignificant changes are part of). */
#include <math.h>
#include <stdlib.h>

#include "relevance.h"
#include "report.h"

static void add(perf_change_stats *s, double change)
{
    if (s->count == 0 || change < s->min)
        s->min = change;
    if (s->count == 0 || change > s->max)
        s->max = change;
    s->mean += change; /* the sum until finish */
    s->count++;
}

static void finish(perf_change_stats *s)
{
    if (s->count)
        s->mean /= (double)s->count;
}

perf_compare_summary perf_compare_summarize(const perf_compare_row *rows, size_t n,
                                            const char *metric)
{
    perf_compare_summary s = {
        {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, 0, 0, perf_relevance_summarize(rows, n, metric)};
    double log_sum = 0;
    for (size_t i = 0; i < n; i++) {
        const perf_compare_row *r = &rows[i];
        /* 1 + change is after/before (for the overhead: of the ratios) */
        if (isfinite(r->change) && r->change > -1) {
            log_sum += log1p(r->change);
            s.geomean_n++;
        }
        /* an infinite change (before 0) has no mean; it is still listed */
        if (!r->sig.significant || !isfinite(r->change) || r->change == 0)
            continue;
        add(r->change > 0 ? &s.regressions : &s.improvements, r->change);
        add(&s.all, r->change);
    }
    finish(&s.regressions);
    finish(&s.improvements);
    finish(&s.all);
    if (s.geomean_n)
        s.geomean = exp(log_sum / (double)s.geomean_n) - 1;
    return s;
}

int perf_comparison_view(const perf_comparison *c,
                         int (*keep)(const perf_compare_row *r, const void *arg), const void *arg,
                         perf_comparison *view)
{
    *view = *c;
    view->unfiltered = c->unfiltered ? c->unfiltered : c->count;
    view->rows = c->count ? malloc(c->count * sizeof *c->rows) : NULL;
    if (c->count && !view->rows)
        return -1;
    view->count = 0;
    for (size_t i = 0; i < c->count; i++)
        if (keep(&c->rows[i], arg))
            view->rows[view->count++] = c->rows[i];
    view->summary = perf_compare_summarize(view->rows, view->count, c->metric);
    return 0;
}
