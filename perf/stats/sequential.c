/* sequential.c — see sequential.h. */
#include "sequential.h"

#include <math.h>
#include <stdlib.h>

#include "paired.h"

int perf_seq_is_look(size_t n, size_t max)
{
    return n >= PERF_SEQ_FIRST_LOOK && n + PERF_SEQ_LOOK_STEP <= max &&
           (n - PERF_SEQ_FIRST_LOOK) % PERF_SEQ_LOOK_STEP == 0;
}

int perf_seq_is_check(size_t n, size_t max) { return n >= PERF_SEQ_FIRST_LOOK && n < max; }

double perf_seq_efficacy_confidence(size_t n, size_t max, double confidence)
{
    if (!perf_seq_is_look(n, max) || !(confidence > 0 && confidence < 1))
        return -1;
    /* the pairs since the previous look (the first look: all of them) */
    size_t since = n == PERF_SEQ_FIRST_LOOK ? n : PERF_SEQ_LOOK_STEP;
    double alpha_k = PERF_SEQ_INTERIM_SHARE * (1 - confidence) * (double)since / (double)max;
    return 1 - alpha_k;
}

/* The standard normal distribution function. */
static double normal_cdf(double x) { return 0.5 * erfc(-x / sqrt(2.0)); }

/* The chance that compare's verdict on `max` pairs is decided (a change,
 * or no change within +-margin), when the pairs still to come have the
 * mean log ratio `mean` and the standard deviation `sd` of the `n` so
 * far (the trend; FUTILITY in sequential.h). */
static double chance_decided(double mean, double sd, size_t n, size_t max, double confidence,
                             double margin)
{
    double hw = perf_stats_t_quantile(confidence, INFINITY) * sd / sqrt((double)max);
    double hw_eq = perf_stats_t_quantile(PERF_SEQ_EQUIVALENCE, INFINITY) * sd / sqrt((double)max);
    /* the final mean, given the pairs so far: normal about `mean` */
    double tau = sd * sqrt((double)(max - n)) / (double)max;
    if (!(tau > 0))
        return 1;
    double change = normal_cdf((mean - hw) / tau) + normal_cdf((-mean - hw) / tau);
    double w = log1p(margin) - hw_eq; /* "no change": |final mean| + hw_eq within it */
    double none = w > 0 ? normal_cdf((w - mean) / tau) - normal_cdf((-w - mean) / tau) : 0;
    return change + none;
}

/* The trend's mean for FUTILITY: the mean of ln(b/a) over the n >= 3
 * pairs without the one farthest from their median, which on this
 * machine is a pair split by a jump of the load more often than not:
 * compare's final interval trims it (from 10 pairs), and left in the
 * mean it could make a real change look hopeless. 0, or -1 when out of
 * memory. */
static int trend_mean(const double *a, const double *b, size_t n, double *mean)
{
    double *d = malloc(n * sizeof *d);
    if (!d)
        return -1;
    for (size_t i = 0; i < n; i++) {
        double v = log(b[i] / a[i]);
        size_t j = i;
        for (; j > 0 && d[j - 1] > v; j--)
            d[j] = d[j - 1];
        d[j] = v;
    }
    double med = n % 2 ? d[n / 2] : (d[n / 2 - 1] + d[n / 2]) / 2;
    size_t out = fabs(d[0] - med) > fabs(d[n - 1] - med) ? 0 : n - 1;
    double m = 0;
    for (size_t i = 0; i < n; i++)
        m += i == out ? 0 : d[i];
    free(d);
    *mean = m / (double)(n - 1);
    return 0;
}

perf_seq_decision perf_seq_decide(const double *a, const double *b, size_t n, size_t max,
                                  double confidence, double margin, const perf_noise_prior *prior)
{
    int look = perf_seq_is_look(n, max);
    if (!perf_seq_is_check(n, max) || !(confidence > 0 && confidence < 1) || !a || !b ||
        !(margin > 0))
        return PERF_SEQ_CONTINUE;
    perf_shift s;
    if (look) {
        double strict = perf_seq_efficacy_confidence(n, max, confidence);
        if (perf_stats_paired_shift(a, b, n, strict, prior, &s, NULL) != 0)
            return PERF_SEQ_CONTINUE;
        if (s.lo > 0 || s.hi < 0)
            return PERF_SEQ_CHANGE;
    }
    perf_shift eq;
    if (perf_stats_paired_shift(a, b, n, confidence, prior, &s, NULL) != 0 ||
        perf_stats_paired_shift(a, b, n, PERF_SEQ_EQUIVALENCE, prior, &eq, NULL) != 0)
        return PERF_SEQ_CONTINUE;
    if (s.lo <= 0 && s.hi >= 0 && eq.lo >= -margin && eq.hi <= margin)
        return PERF_SEQ_NO_CHANGE;
    if (!look)
        return PERF_SEQ_CONTINUE;
    /* the trend: its mean without the farthest pair, the noise as
     * compare's interval estimates it (trimmed from 10 pairs, moderated
     * by the prior) */
    double mean, s2, df;
    if (s.lo > 0 || s.hi < 0 || trend_mean(a, b, n, &mean) != 0 ||
        perf_stats_paired_variance(a, b, n, &s2, &df) != 0)
        return PERF_SEQ_CONTINUE;
    s2 = perf_stats_noise_posterior(prior, s2, df, &df);
    if (chance_decided(mean, sqrt(s2), n, max, confidence, margin) < PERF_SEQ_FUTILITY)
        return PERF_SEQ_FUTILE;
    return PERF_SEQ_CONTINUE;
}

const char *perf_seq_decision_name(perf_seq_decision d)
{
    return d == PERF_SEQ_CHANGE      ? "change"
           : d == PERF_SEQ_NO_CHANGE ? "no change"
           : d == PERF_SEQ_FUTILE    ? "futile"
                                     : "continue";
}
