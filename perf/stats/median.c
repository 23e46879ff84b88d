/* median.c — perf_stats_median (median.h). */
#include "median.h"

#include <math.h>
#include <stdlib.h>

static int by_value(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

double perf_stats_median(double *v, size_t n)
{
    if (n == 0)
        return NAN;
    for (size_t i = 0; i < n; i++)
        if (isnan(v[i]))
            return NAN;
    qsort(v, n, sizeof *v, by_value);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
