/* paired.c — see paired.h. */
#include "paired.h"

#include <math.h>
#include <stdlib.h>

/* The regularized incomplete beta function I_x(a, b) by its continued
 * fraction (Lentz's method; Numerical Recipes 6.4), to ~1e-14. */
static double beta_cf(double a, double b, double x)
{
    const double tiny = 1e-300;
    double c = 1, d = 1 - (a + b) * x / (a + 1);
    d = fabs(d) < tiny ? tiny : d;
    d = 1 / d;
    double h = d;
    for (int m = 1; m <= 300; m++) {
        double m2 = 2.0 * m, num = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
        for (int k = 0; k < 2; k++) {
            d = 1 + num * d;
            d = fabs(d) < tiny ? tiny : d;
            c = 1 + num / c;
            c = fabs(c) < tiny ? tiny : c;
            d = 1 / d;
            h *= d * c;
            num = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
        }
        if (fabs(d * c - 1) < 1e-15)
            break;
    }
    return h;
}

static double incomplete_beta(double a, double b, double x)
{
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    double front = exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x));
    return x < (a + 1) / (a + b + 2) ? front * beta_cf(a, b, x) / a
                                     : 1 - front * beta_cf(b, a, 1 - x) / b;
}

/* P(|T| > t) for Student's t with df degrees of freedom. */
static double t_two_tail(double t, double df)
{
    return incomplete_beta(df / 2, 0.5, df / (df + t * t));
}

double perf_stats_t_quantile(double confidence, double df)
{
    if (!(confidence > 0 && confidence < 1) || !(df >= 1))
        return -1;
    if (!isfinite(df)) { /* the normal quantile, by bisection on erfc */
        double lo = 0, hi = 40;
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            *(erfc(mid / sqrt(2.0)) > 1 - confidence ? &lo : &hi) = mid;
        }
        return (lo + hi) / 2;
    }
    /* the tail falls monotonically in t: bisect on ln t over [1e-9, 1e9] */
    double lo = log(1e-9), hi = log(1e9);
    for (int i = 0; i < 200 && hi - lo > 1e-14; i++) {
        double mid = (lo + hi) / 2;
        *(t_two_tail(exp(mid), df) > 1 - confidence ? &lo : &hi) = mid;
    }
    return exp((lo + hi) / 2);
}

/* 1 when every value is > 0 and finite. */
static int all_positive(const double *a, const double *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!(a[i] > 0) || !(b[i] > 0) || !isfinite(a[i]) || !isfinite(b[i]))
            return 0;
    return 1;
}

/* The pairs' log ratios ln(b[i]/a[i]), sorted, into d (n of them). */
static void sorted_log_ratios(const double *a, const double *b, size_t n, double *d)
{
    for (size_t i = 0; i < n; i++) {
        double v = log(b[i] / a[i]);
        size_t j = i;
        for (; j > 0 && d[j - 1] > v; j--)
            d[j] = d[j - 1];
        d[j] = v;
    }
}

size_t perf_stats_paired_trim(size_t n) { return n / 10; }

/* Element i of the sorted d (n of them), winsorized: the g smallest set
 * to the next one up, the g largest to the next one down. */
static double winsorized(const double *d, size_t n, size_t g, size_t i)
{
    return d[i < g ? g : i >= n - g ? n - g - 1 : i];
}

/* The trimmed mean of ln(b[i]/a[i]) (g = perf_stats_paired_trim(n) pairs
 * dropped at each end) in *mean and Yuen's variance estimate
 * (n - 1) s_w^2 / (h - 1) of the winsorized log ratios, h = n - 2g, in
 * *var with its h - 1 degrees of freedom in *df (h < 2: both 0). The
 * arguments are checked by the caller. 0, or -1 when out of memory. */
static int trimmed_log_ratios(const double *a, const double *b, size_t n, double *mean, double *var,
                              double *df)
{
    double *d = malloc(n * sizeof *d);
    if (!d)
        return -1;
    sorted_log_ratios(a, b, n, d);
    size_t g = perf_stats_paired_trim(n), h = n - 2 * g;
    double m = 0, w = 0, ss = 0;
    for (size_t i = g; i < n - g; i++)
        m += d[i];
    *mean = m / (double)h;
    for (size_t i = 0; i < n; i++)
        w += winsorized(d, n, g, i);
    w /= (double)n;
    for (size_t i = 0; i < n; i++)
        ss += pow(winsorized(d, n, g, i) - w, 2);
    free(d);
    *var = h >= 2 ? ss / (double)(h - 1) : 0;
    *df = h >= 2 ? (double)(h - 1) : 0;
    return 0;
}

int perf_stats_paired_variance(const double *a, const double *b, size_t n, double *s2, double *df)
{
    double mean;
    if (!a || !b || !s2 || !df || n < 2 || !all_positive(a, b, n))
        return -1;
    return trimmed_log_ratios(a, b, n, &mean, s2, df);
}

int perf_stats_paired_shift(const double *a, const double *b, size_t n, double confidence,
                            const perf_noise_prior *prior, perf_shift *out, double *df_out)
{
    if (!a || !b || n == 0 || perf_stats_t_quantile(confidence, 2) < 0 || !all_positive(a, b, n))
        return -1;
    double mean, s2, d_own;
    if (trimmed_log_ratios(a, b, n, &mean, &s2, &d_own) < 0)
        return -1;
    if (df_out)
        *df_out = 0;
    out->estimate = expm1(mean);
    out->na = out->nb = n;
    out->p_value = NAN;
    if (n < 3) {
        out->lo = -INFINITY;
        out->hi = INFINITY;
        out->confidence = 0;
        return 1;
    }
    double df, h = d_own + 1; /* the pairs the mean is of */
    s2 = perf_stats_noise_posterior(prior, s2, d_own, &df);
    double se = sqrt(s2 / h);
    double t = perf_stats_t_quantile(confidence, df);
    if (df_out)
        *df_out = df;
    out->lo = expm1(mean - t * se);
    out->hi = expm1(mean + t * se);
    out->confidence = confidence;
    return 0;
}
