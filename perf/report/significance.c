/* significance.c — see significance.h. */
#include "significance.h"

#include <math.h>
#include <stdlib.h>

const char *perf_sig_source_name(perf_sig_source s)
{
    return s == PERF_SIG_HISTORY ? "history" : s == PERF_SIG_SAMPLES ? "samples" : "default";
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* rustc-perf's median: the middle value, or the mean of the two middle. */
static double median(const double *d, size_t n)
{
    return n % 2 == 0 ? (d[(n - 1) / 2] + d[n / 2]) / 2.0 : d[n / 2];
}

double perf_sig_history_threshold(const double *x, size_t n)
{
    if (n < 3)
        return -1;
    double *pcs = malloc((n - 1) * sizeof *pcs);
    if (!pcs)
        return -1;
    size_t len = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        double d = fabs(x[i] - x[i + 1]);
        if (x[i] != 0)
            pcs[len++] = d / fabs(x[i]);
        else if (d == 0)
            pcs[len++] = 0;
    }
    if (len < 2) {
        free(pcs);
        return -1;
    }
    qsort(pcs, len, sizeof *pcs, cmp_double);
    /* rustc-perf's halves (HistoricalData::quartiles), exactly: for an odd
     * count the middle value belongs to neither half; for an even count
     * the lower half also drops its last value. len >= 2 here, so the
     * "len <= 2" branch only sees len == 2: Q1 = pcs[0], Q3 = pcs[1]. */
    size_t h1_end, h2_begin;
    if (len <= 2) {
        h1_end = 0;
        h2_begin = 1;
    } else if (len % 2 == 0) {
        h1_end = len / 2 - 2;
        h2_begin = len / 2 + 1;
    } else {
        h1_end = len / 2 - 1;
        h2_begin = len / 2 + 1;
    }
    double q1 = median(pcs, h1_end + 1);
    double q3 = median(pcs + h2_begin, len - h2_begin);
    free(pcs);
    return q3 + (q3 - q1) * PERF_SIG_IQR_MULTIPLIER;
}

double perf_sig_spread(const double *v, size_t n)
{
    if (n < 2)
        return -1;
    double lo = v[0], hi = v[0];
    for (size_t i = 1; i < n; i++) {
        lo = v[i] < lo ? v[i] : lo;
        hi = v[i] > hi ? v[i] : hi;
    }
    return lo > 0 ? (hi - lo) / lo : -1;
}

perf_significance perf_significance_decide(double change, const double *history, size_t nhist,
                                           const double *a_iters, size_t na,
                                           const double *b_iters, size_t nb)
{
    perf_significance s = {PERF_SIG_DEFAULT_THRESHOLD, 0, 0, PERF_SIG_DEFAULT, 0};
    double t = nhist >= PERF_SIG_HISTORY_MIN ? perf_sig_history_threshold(history, nhist) : -1;
    if (t >= 0) {
        s.threshold = t;
        s.source = PERF_SIG_HISTORY;
        s.history_points = nhist;
    } else {
        double sa = perf_sig_spread(a_iters, na), sb = perf_sig_spread(b_iters, nb);
        if (sa >= 0 || sb >= 0) {
            s.source = PERF_SIG_SAMPLES;
            s.threshold = fmax(PERF_SIG_DEFAULT_THRESHOLD, fmax(sa, sb));
        }
    }
    if (s.threshold < PERF_SIG_FLOOR)
        s.threshold = PERF_SIG_FLOOR;
    s.significant = fabs(change) >= s.threshold;
    double f = fabs(change) / s.threshold;
    s.factor = isfinite(f) ? f : 0;
    return s;
}
