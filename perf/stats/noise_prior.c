/* noise_prior.c — see noise_prior.h. */
#include "noise_prior.h"

#include <math.h>

double perf_stats_digamma(double x)
{
    if (!(x > 0) || !isfinite(x))
        return NAN;
    double r = 0;
    while (x < 10) { /* digamma(x) = digamma(x + 1) - 1/x */
        r -= 1 / x;
        x += 1;
    }
    double f = 1 / (x * x);
    /* ln x - 1/2x - sum B_2k / (2k x^2k) */
    return r + log(x) - 0.5 / x -
           f * (1.0 / 12 - f * (1.0 / 120 - f * (1.0 / 252 - f * (1.0 / 240 - f / 132))));
}

double perf_stats_trigamma(double x)
{
    if (!(x > 0) || !isfinite(x))
        return NAN;
    double r = 0;
    while (x < 10) { /* trigamma(x) = trigamma(x + 1) + 1/x^2 */
        r += 1 / (x * x);
        x += 1;
    }
    double f = 1 / (x * x);
    /* 1/x + 1/2x^2 + sum B_2k / x^(2k+1) */
    return r + 1 / x + f / 2 +
           f / x * (1.0 / 6 - f * (1.0 / 30 - f * (1.0 / 42 - f * (1.0 / 30 - f * 5.0 / 66))));
}

/* y with trigamma(y) = v (v > 0): trigamma falls from +inf to 0 on
 * (0, inf), so bisection on ln y finds it; limma uses Newton's method,
 * which needs tetragamma and a careful start, for the same answer. */
static double trigamma_inverse(double v)
{
    double lo = log(1e-8), hi = log(1e12);
    if (perf_stats_trigamma(exp(hi)) >= v)
        return INFINITY;
    for (int i = 0; i < 200 && hi - lo > 1e-13; i++) {
        double mid = (lo + hi) / 2;
        if (perf_stats_trigamma(exp(mid)) > v)
            lo = mid;
        else
            hi = mid;
    }
    return exp((lo + hi) / 2);
}

int perf_stats_noise_prior(const double *s2, const double *df, size_t n, perf_noise_prior *out)
{
    if (!s2 || !df || !out)
        return -1;
    *out = (perf_noise_prior){0, 0, 0, 0};
    double sum_e = 0, sum_tri = 0, sum_df = 0;
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (!(s2[i] > 0) || !isfinite(s2[i]) || !(df[i] >= 1) || !isfinite(df[i]))
            continue;
        sum_e += log(s2[i]) - perf_stats_digamma(df[i] / 2) + log(df[i] / 2);
        sum_tri += perf_stats_trigamma(df[i] / 2);
        sum_df += df[i];
        m++;
    }
    out->cases = m;
    out->df_total = sum_df;
    if (m < PERF_NOISE_PRIOR_MIN_CASES)
        return 1;
    double mean_e = sum_e / (double)m, ss = 0;
    for (size_t i = 0; i < n; i++) {
        if (!(s2[i] > 0) || !isfinite(s2[i]) || !(df[i] >= 1) || !isfinite(df[i]))
            continue;
        ss += pow(log(s2[i]) - perf_stats_digamma(df[i] / 2) + log(df[i] / 2) - mean_e, 2);
    }
    /* the spread of ln s^2 beyond what d_g degrees of freedom alone give */
    double excess = ss / (double)(m - 1) - sum_tri / (double)m;
    double d0 = excess > 0 ? 2 * trigamma_inverse(excess) : INFINITY;
    out->df = d0;
    out->s2 = isfinite(d0) ? exp(mean_e + perf_stats_digamma(d0 / 2) - log(d0 / 2)) : exp(mean_e);
    return 0;
}

double perf_stats_noise_posterior(const perf_noise_prior *prior, double s2, double df,
                                  double *df_out)
{
    if (!prior || !(prior->df > 0)) {
        *df_out = df;
        return s2;
    }
    double total = prior->df + df;
    if (total > prior->df_total) /* never more than all runs together */
        total = fmax(prior->df_total, df);
    *df_out = total;
    if (!isfinite(prior->df))
        return prior->s2;
    return (prior->df * prior->s2 + df * s2) / (prior->df + df);
}
