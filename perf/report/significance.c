/* significance.c — see significance.h. */
#include "significance.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../stats/paired.h"
#include "../stats/shift.h"

const char *perf_sig_source_name(perf_sig_source s)
{
    return s == PERF_SIG_HISTORY    ? "history"
           : s == PERF_SIG_INTERVAL ? "interval"
           : s == PERF_SIG_EXACT    ? "exact"
           : s == PERF_SIG_APART    ? "apart"
                                    : "default";
}

const char *perf_verdict_name(perf_verdict v)
{
    return v == PERF_VERDICT_CHANGE       ? "change"
           : v == PERF_VERDICT_TOO_NOISY  ? "too noisy"
           : v == PERF_VERDICT_TOO_FEW    ? "too few runs"
           : v == PERF_VERDICT_ONE_SAMPLE ? "one sample"
                                          : "no change";
}

const char *perf_basis_text(int basis)
{
    return basis == PERF_BASIS_RUNS ? "before: the geometric mean of A's clean runs the rule used; "
                                      "after: before x (1 + change), the rule's estimate"
           : basis == PERF_BASIS_OVERHEAD
               ? "before, after: the self-profiled run's wall time over the clean "
                 "runs' minimum, - 1 (%); change: (100 + after) / (100 + before) - 1"
               : "before, after: the minima of each side's clean runs; "
                 "change: after / before - 1";
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

/* significant, factor and verdict from threshold and *change. */
static void conclude(perf_significance *s, double change)
{
    if (s->threshold < PERF_SIG_FLOOR)
        s->threshold = PERF_SIG_FLOOR;
    double f = fabs(change) / s->threshold;
    s->factor = isfinite(f) ? f : 0;
    s->significant = fabs(change) >= s->threshold;
    if (s->verdict != PERF_VERDICT_TOO_FEW)
        s->verdict = s->significant ? PERF_VERDICT_CHANGE : PERF_VERDICT_NO_CHANGE;
}

static void conclude_interval(perf_significance *s, double *change, const perf_shift *sh,
                              const perf_shift *eq);

/* The INTERVAL rule. 0 when it decided, -1 when it cannot (a value <= 0). */
static int interval_rule(perf_significance *s, double *change, const double *a, size_t na,
                         const double *b, size_t nb, int paired, const perf_noise_prior *prior)
{
    perf_shift sh, eq;
    double df = 0;
    paired = paired && na == nb;
    int r = paired ? perf_stats_paired_shift(a, b, na, PERF_SIG_CONFIDENCE, prior, &sh, &df)
                   : perf_stats_shift(a, na, b, nb, PERF_SIG_CONFIDENCE, &sh);
    if (r < 0)
        return -1;
    s->source = PERF_SIG_INTERVAL;
    s->paired = paired;
    s->df = df;
    s->pooled = paired && prior && prior->df > 0;
    s->trimmed = paired ? perf_stats_paired_trim(na) : 0;
    s->p_value = sh.p_value;
    if (r == 1) { /* too few runs: shown, never judged */
        s->verdict = PERF_VERDICT_TOO_FEW;
        s->threshold = INFINITY;
        s->factor = 0;
        s->significant = 0;
        return 0;
    }
    /* the same interval at the equivalence test's confidence (should that
     * fail, the wider 99% one: equivalence is then harder to show, never
     * easier) */
    if ((paired ? perf_stats_paired_shift(a, b, na, PERF_SIG_EQUIVALENCE, prior, &eq, NULL)
                : perf_stats_shift(a, na, b, nb, PERF_SIG_EQUIVALENCE, &eq)) != 0)
        eq = sh;
    conclude_interval(s, change, &sh, &eq);
    return 0;
}

/* The verdict of an interval sh and its equivalence interval eq (INTERVAL
 * and APART alike). */
static void conclude_interval(perf_significance *s, double *change, const perf_shift *sh,
                              const perf_shift *eq)
{
    *change = sh->estimate;
    s->has_interval = 1;
    s->lo = sh->lo;
    s->hi = sh->hi;
    s->confidence = sh->confidence;
    double margin = sh->estimate >= 0 ? sh->estimate - sh->lo : sh->hi - sh->estimate;
    s->threshold = fmax(PERF_SIG_DEFAULT_THRESHOLD, margin);
    /* an interval touching 0 is not significant, whatever the rounding */
    if (sh->lo <= 0 && sh->hi >= 0 && s->threshold <= fabs(sh->estimate))
        s->threshold = nextafter(fabs(sh->estimate), INFINITY);
    conclude(s, *change);
    s->eq_lo = eq->lo;
    s->eq_hi = eq->hi;
    if (!s->significant && (eq->lo < -PERF_SIG_RESOLUTION || eq->hi > PERF_SIG_RESOLUTION))
        s->verdict = PERF_VERDICT_TOO_NOISY;
}

/* Widens the rank interval sh (at `confidence`) on ln(x): each half by the
 * quantile of the difference of two sessions' levels, ln(1+d) ~ N(0,
 * noise^2). */
static void widen(perf_shift *sh, double confidence, double noise)
{
    double z = perf_stats_t_quantile(confidence, INFINITY) * noise;
    double e = log1p(sh->estimate), lo = e - log1p(sh->lo), hi = log1p(sh->hi) - e;
    sh->lo = expm1(e - sqrt(lo * lo + z * z));
    sh->hi = expm1(e + sqrt(hi * hi + z * z));
}

perf_significance perf_significance_apart(double *change, const double *a, size_t na,
                                          const double *b, size_t nb, double session_noise,
                                          double apart_minutes)
{
    perf_significance s;
    memset(&s, 0, sizeof s);
    s.source = PERF_SIG_APART;
    s.threshold = INFINITY;
    s.p_value = NAN;
    s.apart_minutes = apart_minutes;
    s.session_noise = session_noise > 0 ? session_noise : PERF_SIG_SESSION_NOISE_DEFAULT;
    perf_shift sh;
    int r = na && nb ? perf_stats_shift(a, na, b, nb, PERF_SIG_CONFIDENCE, &sh) : -1;
    if (r != 0 || !(sh.estimate > -1) || !(sh.lo > -1)) { /* too few runs, or a value <= 0 */
        s.verdict = PERF_VERDICT_TOO_FEW;
        return s;
    }
    /* both intervals widened by the noise between two sessions */
    perf_shift eq;
    if (perf_stats_shift(a, na, b, nb, PERF_SIG_EQUIVALENCE, &eq) != 0)
        eq = sh;
    widen(&sh, PERF_SIG_CONFIDENCE, s.session_noise);
    widen(&eq, PERF_SIG_EQUIVALENCE, s.session_noise);
    conclude_interval(&s, change, &sh, &eq);
    return s;
}

perf_significance perf_significance_decide(double *change, const double *history, size_t nhist,
                                           const double *a_iters, size_t na, const double *b_iters,
                                           size_t nb, int exact, int paired,
                                           const perf_noise_prior *prior)
{
    perf_significance s;
    memset(&s, 0, sizeof s);
    s.threshold = PERF_SIG_DEFAULT_THRESHOLD;
    s.source = PERF_SIG_DEFAULT;
    s.p_value = 1;
    s.apart_minutes = NAN;
    /* Runs measured side by side are judged by their pairs alone: the
     * history's deltas are of values measured at other hours, so the
     * machine's drift between them is in the threshold (issue 34: on a
     * feed it hid a real +10% step). */
    double t = nhist >= PERF_SIG_HISTORY_MIN && !(paired && na == nb && na)
                   ? perf_sig_history_threshold(history, nhist)
                   : -1;
    if (t >= 0) {
        s.threshold = t;
        s.source = PERF_SIG_HISTORY;
        s.history_points = nhist;
    } else if (exact) {
        s.source = PERF_SIG_EXACT;
        s.has_interval = isfinite(*change);
        s.lo = s.hi = *change;
        s.confidence = 1;
    } else if (na && nb &&
               interval_rule(&s, change, a_iters, na, b_iters, nb, paired, prior) == 0) {
        return s;
    }
    conclude(&s, *change);
    return s;
}

void perf_sig_session_text(const perf_significance *s, int remeasured, char *buf, size_t n)
{
    if (s->source == PERF_SIG_APART && isnan(s->apart_minutes))
        snprintf(buf, n, "measured apart");
    else if (s->source == PERF_SIG_APART)
        snprintf(buf, n, "measured apart (%.0f min)", s->apart_minutes);
    else if (s->paired && remeasured)
        snprintf(buf, n, "side by side (%s measured again)", remeasured == 1 ? "A" : "B");
    else if (s->paired)
        snprintf(buf, n, "side by side");
    else
        snprintf(buf, n, "-");
}
