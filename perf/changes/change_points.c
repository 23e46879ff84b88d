/* change_points.c — the step detection of changes.h on one series of
 * values: Welch's t of a window before each point against a window from it
 * on, then the peaks above the threshold. */
#include <math.h>

#include "changes.h"

static void mean_var(const double *v, size_t n, double *mean, double *var)
{
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += v[i];
    *mean = s / (double)n;
    double q = 0;
    for (size_t i = 0; i < n; i++)
        q += (v[i] - *mean) * (v[i] - *mean);
    *var = n > 1 ? q / (double)(n - 1) : 0;
}

/* The t of point i and the windows' means; 0 when a window is too short. */
static double t_at(const double *v, size_t n, size_t i, double *before, double *after)
{
    size_t b0 = i > PERF_CHANGE_WINDOW ? i - PERF_CHANGE_WINDOW : 0;
    size_t f1 = n - i > PERF_CHANGE_WINDOW ? i + PERF_CHANGE_WINDOW : n;
    if (i - b0 < PERF_CHANGE_MIN_SIDE || f1 - i < PERF_CHANGE_MIN_SIDE)
        return 0;
    double vb, vf;
    mean_var(v + b0, i - b0, before, &vb);
    mean_var(v + i, f1 - i, after, &vf);
    double d = *after - *before;
    if (d == 0)
        return 0;
    double se = sqrt(vb / (double)(i - b0) + vf / (double)(f1 - i));
    return se > 0 ? d / se : (d > 0 ? INFINITY : -INFINITY);
}

size_t perf_change_points(const double *v, size_t n, double min_step, perf_change_at *out,
                          size_t max)
{
    size_t found = 0;
    double prev = 0, cur = 0, cb = 0, ca = 0;
    if (n > 0)
        cur = fabs(t_at(v, n, 0, &cb, &ca));
    for (size_t i = 0; i < n; i++) {
        double nb = 0, na = 0;
        double next = i + 1 < n ? fabs(t_at(v, n, i + 1, &nb, &na)) : 0;
        double step = cb != 0 ? fabs(ca / cb - 1) : (ca != 0 ? INFINITY : 0);
        /* a peak: above its left neighbour, not below its right one */
        if (cur >= PERF_CHANGE_T && cur > prev && cur >= next && step >= min_step) {
            if (found < max)
                out[found] = (perf_change_at){i, cb, ca, ca > cb ? cur : -cur};
            found++;
        }
        prev = cur;
        cur = next;
        cb = nb;
        ca = na;
    }
    return found;
}
