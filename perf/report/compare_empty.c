/* compare_empty.c — perf_compare_empty_reason: why a comparison has no
 * test case, from what it counted, so that an empty answer (the newest
 * artifact compared before its jobs ran, say) says so instead of showing
 * an empty table (issue 35). A pure function of the comparison. */
#include <stdio.h>

#include "report_util.h"

const char *perf_compare_empty_reason(const perf_comparison *c, char *buf, size_t n)
{
    if (c->count > 0 || c->unfiltered > 0)
        return NULL;
    if (!c->only_a && !c->only_b)
        snprintf(buf, n,
                 "neither %s nor %s has %s samples yet: queue them (selfprof-perf queue %s "
                 "--base %s) or wait for their jobs, or compare another metric",
                 c->a, c->b, c->metric, c->b, c->a);
    else if (!c->only_b)
        snprintf(buf, n,
                 "%s has no %s samples yet (%s has %zu test case%s): queue it "
                 "(selfprof-perf queue %s --base %s) or wait for its jobs",
                 c->b, c->metric, c->a, c->only_a, c->only_a == 1 ? "" : "s", c->b, c->a);
    else if (!c->only_a)
        snprintf(buf, n,
                 "%s has no %s samples yet (%s has %zu test case%s): queue it "
                 "(selfprof-perf queue %s) or wait for its jobs",
                 c->a, c->metric, c->b, c->only_b, c->only_b == 1 ? "" : "s", c->a);
    else
        snprintf(buf, n,
                 "%s and %s have no test case in common (%zu only in %s, %zu only in %s): "
                 "queue %s --base %s to measure both on the same ones",
                 c->a, c->b, c->only_a, c->a, c->only_b, c->b, c->b, c->a);
    return buf;
}
