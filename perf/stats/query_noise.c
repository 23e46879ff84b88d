/* query_noise.c — see query_noise.h. */
#include "query_noise.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A label that can be pooled: present in every run of both sides. */
typedef struct usable {
    size_t index; /* into labels / out */
    double size;  /* mean ln(self time) over every run: its place by size */
    double mean_a, mean_b;
} usable;

static int by_size(const void *x, const void *y)
{
    double a = ((const usable *)x)->size, b = ((const usable *)y)->size;
    return (a > b) - (a < b);
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static int all_positive(const int64_t *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (v[i] <= 0)
            return 0;
    return n > 0;
}

static int all_zero(const int64_t *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (v[i] != 0)
            return 0;
    return 1;
}

static double mean_ln(const int64_t *v, size_t n)
{
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += log((double)v[i]);
    return s / (double)n;
}

/* The label's own spread: the pooled standard deviation of ln(self time)
 * around each side's mean (na + nb - 2 degrees of freedom). */
static double own_sigma(const perf_query_runs *r, double mean_a, double mean_b)
{
    double ss = 0;
    for (size_t i = 0; i < r->na; i++)
        ss += pow(log((double)r->a[i]) - mean_a, 2);
    for (size_t i = 0; i < r->nb; i++)
        ss += pow(log((double)r->b[i]) - mean_b, 2);
    return sqrt(ss / (double)(r->na + r->nb - 2));
}

/* ln of the smallest of v[0..n). */
static double min_ln(const int64_t *v, size_t n)
{
    int64_t m = v[0];
    for (size_t i = 1; i < n; i++)
        m = v[i] < m ? v[i] : m;
    return log((double)m);
}

static double mean(const int64_t *v, size_t n)
{
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += (double)v[i];
    return n ? s / (double)n : 0;
}

/* +1 when every b is above every a, -1 when every b is below, else 0. */
static int separated(const perf_query_runs *r)
{
    int64_t amin = INT64_MAX, amax = INT64_MIN, bmin = INT64_MAX, bmax = INT64_MIN;
    for (size_t i = 0; i < r->na; i++) {
        amin = r->a[i] < amin ? r->a[i] : amin;
        amax = r->a[i] > amax ? r->a[i] : amax;
    }
    for (size_t i = 0; i < r->nb; i++) {
        bmin = r->b[i] < bmin ? r->b[i] : bmin;
        bmax = r->b[i] > bmax ? r->b[i] : bmax;
    }
    return bmin > amax ? 1 : bmax < amin ? -1 : 0;
}

/* The pooled sigma of ln(self time) of the labels u[0..n): the median
 * absolute residual around each side's mean, scaled to a normal sigma
 * (1.4826) and for the mean's degree of freedom (residuals of n runs
 * around their own mean spread sqrt((n-1)/n) as wide). scratch holds
 * every residual. */
static double group_sigma(const perf_query_runs *labels, const usable *u, size_t n, double *scratch)
{
    size_t k = 0;
    double dof = 0;
    for (size_t i = 0; i < n; i++) {
        const perf_query_runs *r = &labels[u[i].index];
        for (size_t j = 0; j < r->na; j++)
            scratch[k++] = fabs(log((double)r->a[j]) - u[i].mean_a);
        for (size_t j = 0; j < r->nb; j++)
            scratch[k++] = fabs(log((double)r->b[j]) - u[i].mean_b);
        dof += (double)(r->na - 1) + (double)(r->nb - 1);
    }
    if (k == 0 || dof <= 0)
        return PERF_QNOISE_MIN_SIGMA;
    qsort(scratch, k, sizeof *scratch, cmp_double);
    double med = k % 2 ? scratch[k / 2] : (scratch[k / 2 - 1] + scratch[k / 2]) / 2;
    double sigma = 1.4826 * med * sqrt((double)k / dof);
    return sigma > PERF_QNOISE_MIN_SIGMA ? sigma : PERF_QNOISE_MIN_SIGMA;
}

int perf_query_noise_judge(const perf_query_runs *labels, size_t n, double total,
                           perf_query_verdict *out)
{
    memset(out, 0, n * sizeof *out);
    usable *u = malloc((n ? n : 1) * sizeof *u);
    size_t runs = 0, nu = 0;
    for (size_t i = 0; i < n; i++)
        runs += labels[i].na + labels[i].nb;
    double *scratch = malloc((runs ? runs : 1) * sizeof *scratch);
    if (!u || !scratch) {
        free(u);
        free(scratch);
        return -1;
    }
    double floor_time = PERF_QNOISE_FLOOR * total;
    for (size_t i = 0; i < n; i++) {
        const perf_query_runs *r = &labels[i];
        if (r->na < 2 || r->nb < 2)
            continue;
        /* a query run on one side only: a change of what the compiler did */
        int only_b = all_zero(r->a, r->na) && all_positive(r->b, r->nb);
        int only_a = all_zero(r->b, r->nb) && all_positive(r->a, r->na);
        if (only_a || only_b) {
            out[i].judged = 1;
            double d = mean(r->b, r->nb) - mean(r->a, r->na);
            out[i].beyond = fabs(d) >= floor_time ? (only_b ? 1 : -1) : 0;
            continue;
        }
        if (!all_positive(r->a, r->na) || !all_positive(r->b, r->nb))
            continue; /* absent in some runs only: no noise estimate for it */
        usable *x = &u[nu++];
        x->index = i;
        x->mean_a = mean_ln(r->a, r->na);
        x->mean_b = mean_ln(r->b, r->nb);
        x->size = (x->mean_a * (double)r->na + x->mean_b * (double)r->nb) / (double)(r->na + r->nb);
    }
    /* too few labels to pool: nothing is judged but the one-sided ones */
    if (nu >= PERF_QNOISE_GROUP / 3) {
        qsort(u, nu, sizeof *u, by_size);
        size_t groups = nu / PERF_QNOISE_GROUP ? nu / PERF_QNOISE_GROUP : 1;
        for (size_t g = 0; g < groups; g++) {
            /* equal shares; the last group takes the remainder */
            size_t lo = g * (nu / groups), hi = g + 1 == groups ? nu : (g + 1) * (nu / groups);
            double sigma = group_sigma(labels, u + lo, hi - lo, scratch);
            for (size_t k = lo; k < hi; k++) {
                const perf_query_runs *r = &labels[u[k].index];
                perf_query_verdict *v = &out[u[k].index];
                /* a query noisier than others of its size (one that
                 * faults in fresh memory, say) keeps its own noise */
                double own = own_sigma(r, u[k].mean_a, u[k].mean_b);
                double sig = own > sigma ? own : sigma;
                v->judged = 1;
                v->noise = sig;
                /* the smallest run of each side: what gets in a query's way
                 * on a busy machine (the scheduler's 4 ms tick given to
                 * another process, a cache flushed) only ever adds time, so
                 * a spike in any run but the smallest moves nothing; the
                 * minimum's spread is taken as the mean's (it is less for
                 * normal noise), x PERF_QNOISE_MIN_SPREAD to be safe */
                v->z = (min_ln(r->b, r->nb) - min_ln(r->a, r->na)) /
                       (sig * PERF_QNOISE_MIN_SPREAD *
                        sqrt(1.0 / (double)r->na + 1.0 / (double)r->nb));
                double d = mean(r->b, r->nb) - mean(r->a, r->na);
                int sep = separated(r);
                if (fabs(v->z) >= PERF_QNOISE_Z && sep == (v->z > 0 ? 1 : -1) &&
                    fabs(d) >= floor_time)
                    v->beyond = sep;
            }
        }
    }
    free(u);
    free(scratch);
    return 0;
}
