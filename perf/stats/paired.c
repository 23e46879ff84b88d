/* paired.c — see paired.h. */
#include "paired.h"

#include <math.h>

/* t quantiles, two-sided, df 1..30. */
static const double T95[30] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262,
                               2.228,  2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101,
                               2.093,  2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052,
                               2.048,  2.045, 2.042};
static const double T99[30] = {63.657, 9.925, 5.841, 4.604, 4.032, 3.707, 3.499, 3.355, 3.250,
                               3.169,  3.106, 3.055, 3.012, 2.977, 2.947, 2.921, 2.898, 2.878,
                               2.861,  2.845, 2.831, 2.819, 2.807, 2.797, 2.787, 2.779, 2.771,
                               2.763,  2.756, 2.750};

double perf_stats_t_quantile(double confidence, size_t df)
{
    const double *t = fabs(confidence - 0.95) < 1e-9   ? T95
                      : fabs(confidence - 0.99) < 1e-9 ? T99
                                                       : NULL;
    if (!t || df == 0)
        return -1;
    if (df <= 30)
        return t[df - 1];
    /* above 30: linear in 1/df between df 30 and the normal quantile */
    double z = t == T95 ? 1.959964 : 2.575829;
    return z + (t[29] - z) * 30.0 / (double)df;
}

int perf_stats_paired_shift(const double *a, const double *b, size_t n, double confidence,
                            perf_shift *out)
{
    if (!a || !b || n == 0 || perf_stats_t_quantile(confidence, 2) < 0)
        return -1;
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        if (!(a[i] > 0) || !(b[i] > 0) || !isfinite(a[i]) || !isfinite(b[i]))
            return -1;
        sum += log(b[i] / a[i]);
    }
    double mean = sum / (double)n;
    out->estimate = expm1(mean);
    out->na = out->nb = n;
    out->p_value = NAN;
    if (n < 3) {
        out->lo = -INFINITY;
        out->hi = INFINITY;
        out->confidence = 0;
        return 1;
    }
    double ss = 0;
    for (size_t i = 0; i < n; i++)
        ss += pow(log(b[i] / a[i]) - mean, 2);
    double se = sqrt(ss / (double)(n - 1) / (double)n);
    double t = perf_stats_t_quantile(confidence, n - 1);
    out->lo = expm1(mean - t * se);
    out->hi = expm1(mean + t * se);
    out->confidence = confidence;
    return 0;
}
