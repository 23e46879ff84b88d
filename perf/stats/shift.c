/* shift.c — see shift.h for the method and why.
 *
 * Notation: m = na, n = nb, N = m + n, mn = m * n; U counts the pairs
 * (i, j) with b_j > a_i, plus 1/2 per tie, kept doubled (u2 = 2U) so it
 * stays an integer. s = min(m, n), r = max(m, n). */
#include "shift.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SQRT2 1.41421356237309504880 /* M_SQRT2 is not C11 */

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* The null distribution of U without ties, lower half: cdf[u] = P(U <= u)
 * for u = 0..h (h = floor(mn / 2); the distribution is symmetric about
 * mn / 2). The counts of arrangements are the coefficients of the Gaussian
 * binomial [N choose s]_q = prod_{i=1..s} (1 - q^(r+i)) / (1 - q^i), built
 * one factor at a time: dividing by (1 - q^i) is a running sum with stride
 * i, multiplying by (1 - q^(r+i)) a subtraction. Each intermediate is again
 * a Gaussian binomial (non-negative, unimodal), so the subtraction loses at
 * most a few bits; while the counts fit the mantissa (below 2^64 for x86's
 * long double, 2^53 for a plain double) they are exact integers.
 * O(s * mn / 2). Returns 0, or -1 out of memory. */
static int untied_cdf(size_t s, size_t r, long double **out, size_t *h_out)
{
    size_t h = s * r / 2;
    long double *c = calloc(h + 1, sizeof *c);
    if (!c)
        return -1;
    c[0] = 1;
    long double total = 1; /* C(r + i, i) */
    for (size_t i = 1; i <= s; i++) {
        for (size_t u = i; u <= h; u++)
            c[u] += c[u - i];
        for (size_t u = h; u >= r + i && u <= h; u--)
            c[u] -= c[u - r - i];
        total = total * (long double)(r + i) / (long double)i;
    }
    long double run = 0;
    for (size_t u = 0; u <= h; u++) {
        run += c[u];
        c[u] = run / total;
    }
    *out = c;
    *h_out = h;
    return 0;
}

/* P(U <= v) by the normal approximation with continuity correction. */
static double normal_cdf(double v, double mu, double sigma)
{
    return 0.5 * erfc(-(v + 0.5 - mu) / (sigma * SQRT2));
}

/* The exact two-sided p of the observed doubled statistic u2_obs with ties:
 * the permutation distribution of 2U for the counted sample (size s; the
 * other has r) conditional on the tie groups g[0..ng) of the pooled sorted
 * values. Dynamic programming over the groups: state (j of the counted
 * sample placed so far, 2U so far); a group of t values of which x go to
 * the counted sample adds x * 2 * (values of the other sample before it)
 * + x * (t - x) (the ties inside the group, 1/2 each) and is chosen in
 * C(t, x) ways. Returns the p, or -1 out of memory. */
static double tied_exact_p(const size_t *g, size_t ng, size_t s, size_t r, size_t u2_obs)
{
    size_t w = 2 * s * r + 1;
    double *cur = calloc((s + 1) * w, sizeof *cur), *nxt = malloc((s + 1) * w * sizeof *nxt);
    if (!cur || !nxt) {
        free(cur);
        free(nxt);
        return -1;
    }
    cur[0] = 1;
    size_t before = 0;
    for (size_t k = 0; k < ng; k++) {
        size_t t = g[k];
        memset(nxt, 0, (s + 1) * w * sizeof *nxt);
        size_t jmax = before < s ? before : s;
        for (size_t j = 0; j <= jmax; j++) {
            size_t other = before - j; /* the other sample's values placed */
            if (other > r)
                continue;
            size_t xlo = t > r - other ? t - (r - other) : 0;
            size_t xhi = t < s - j ? t : s - j;
            double ways = 1; /* C(t, x), from x = 0 up */
            for (size_t x = 0; x <= xhi; x++) {
                if (x > 0)
                    ways = ways * (double)(t - x + 1) / (double)x;
                if (x < xlo)
                    continue;
                size_t inc = x * 2 * other + x * (t - x);
                const double *src = cur + j * w;
                double *dst = nxt + (j + x) * w + inc;
                size_t vmax = 2 * j * r; /* the largest 2U with j placed */
                for (size_t v = 0; v <= vmax && v + inc < w; v++)
                    if (src[v] != 0)
                        dst[v] += src[v] * ways;
            }
        }
        double *tmp = cur;
        cur = nxt;
        nxt = tmp;
        before += t;
    }
    const double *d = cur + s * w;
    double le = 0, ge = 0, total = 0;
    for (size_t v = 0; v < w; v++) {
        total += d[v];
        if (v <= u2_obs)
            le += d[v];
        if (v >= u2_obs)
            ge += d[v];
    }
    free(cur);
    free(nxt);
    double p = 2 * fmin(le, ge) / total;
    return p < 1 ? p : 1;
}

/* #{(i, j) : y[j] - x[i] <= v} (strict = 0) or < v (strict = 1), for x[0..m)
 * and y[0..n) ascending. The difference (rounded) is non-decreasing in y
 * and non-increasing in x, so the count per row grows with i: O(m + n). */
static size_t count_below(const double *x, size_t m, const double *y, size_t n, double v,
                          int strict)
{
    size_t total = 0, j = 0;
    for (size_t i = 0; i < m; i++) {
        while (j < n && (strict ? y[j] - x[i] < v : y[j] - x[i] <= v))
            j++;
        total += j;
    }
    return total;
}

/* The kth smallest (1-based) of the m * n differences y[j] - x[i], without
 * forming them (O(m + n) memory: none): a quickselect on the implicit
 * sorted matrix. The candidates are the differences in the open interval
 * (lo, hi), with count_le(lo) < kth <= count_lt(hi); each round takes a
 * pseudo-random candidate as the pivot (found through the rows' candidate
 * ranges, which move monotonically like the counts), counts the
 * differences < and <= the pivot, and either returns it or drops it and
 * every candidate on its wrong side: O(log(mn)) rounds of O(m + n)
 * expected, whatever the ties. Deterministic (a local generator). */
static double select_diff(const double *x, size_t m, const double *y, size_t n, size_t kth)
{
    double lo = -INFINITY, hi = INFINITY;
    size_t clo = 0, chi = m * n; /* count_le(lo), count_lt(hi) */
    uint64_t state = 0x9E3779B97F4A7C15u ^ (uint64_t)kth;
    for (;;) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        /* clo < kth <= chi (m, n >= 1: perf_stats_shift checks them), so
         * the range has a candidate. NOLINTNEXTLINE(clang-analyzer-core.DivideZero) */
        size_t pick = (size_t)((state >> 33) % (uint64_t)(chi - clo)), jl = 0, jh = 0;
        double pivot = hi;
        for (size_t i = 0; i < m; i++) {
            while (jl < n && y[jl] - x[i] <= lo)
                jl++;
            while (jh < n && y[jh] - x[i] < hi)
                jh++;
            size_t len = jh > jl ? jh - jl : 0;
            if (pick < len) {
                pivot = y[jl + pick] - x[i];
                break;
            }
            pick -= len;
        }
        size_t lt = count_below(x, m, y, n, pivot, 1), le = count_below(x, m, y, n, pivot, 0);
        if (lt < kth && kth <= le)
            return pivot;
        if (le < kth) {
            lo = pivot;
            clo = le;
        } else {
            hi = pivot;
            chi = lt;
        }
    }
}

static int valid_values(const double *v, size_t n)
{
    if (!v || n == 0 || n > PERF_SHIFT_MAX_N)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (!(v[i] > 0) || !isfinite(v[i]))
            return 0;
    return 1;
}

int perf_stats_shift(const double *a, size_t na, const double *b, size_t nb, double confidence,
                     perf_shift *out)
{
    if (!out || !valid_values(a, na) || !valid_values(b, nb) || !(confidence > 0) ||
        !(confidence < 1))
        return -1;
    size_t m = na, n = nb, nn = m + n, mn = m * n;
    size_t s = m < n ? m : n, r = m < n ? n : m;
    /* 1 - confidence, with room for its rounding: 1 - 0.9 is 0.0999...98 in
     * binary, and 3 + 3 values (2 P(U < 1) = 2/20) must still reach 0.9. */
    double alpha = (1 - confidence) * (1 + 1e-9);

    /* sa, sb: the values sorted; la, lb: their logs (same order); g: the
     * tie groups of the pooled values. */
    double *mem = malloc((2 * nn) * sizeof *mem);
    size_t *g = malloc(nn * sizeof *g);
    long double *cdf = NULL;
    if (!mem || !g) {
        free(mem);
        free(g);
        return -1;
    }
    double *sa = mem, *sb = mem + m, *la = mem + nn, *lb = la + m;
    memcpy(sa, a, m * sizeof *sa);
    memcpy(sb, b, n * sizeof *sb);
    qsort(sa, m, sizeof *sa, cmp_double);
    qsort(sb, n, sizeof *sb, cmp_double);
    for (size_t i = 0; i < m; i++)
        la[i] = log(sa[i]);
    for (size_t j = 0; j < n; j++)
        lb[j] = log(sb[j]);

    /* u2 = 2U of B over A, and the tie groups, by one merge. */
    size_t u2 = 0, ng = 0, ia = 0, ib = 0;
    double tie_sum = 0; /* sum of t^3 - t over the groups */
    int ties = 0;
    while (ia < m || ib < n) {
        double v = ib == n || (ia < m && sa[ia] < sb[ib]) ? sa[ia] : sb[ib];
        size_t ta = 0, tb = 0;
        while (ia < m && sa[ia] == v)
            ia++, ta++;
        while (ib < n && sb[ib] == v)
            ib++, tb++;
        /* each B here beats the A values before v and ties the ta at v */
        u2 += tb * (2 * (ia - ta) + ta);
        size_t t = ta + tb;
        g[ng++] = t;
        if (t > 1) {
            ties = 1;
            tie_sum += (double)t * (double)t * (double)t - (double)t;
        }
    }

    /* The critical value k: the largest with 2 P(U <= k - 1) <= alpha. */
    int exact = (double)s * (double)s * (double)r <= (double)PERF_SHIFT_EXACT_WORK;
    double mu = (double)mn / 2, sigma = sqrt((double)mn * (double)(nn + 1) / 12);
    size_t h = mn / 2, k = 0;
    double coverage = 0;
    if (exact) {
        if (untied_cdf(s, r, &cdf, &h) < 0) {
            free(mem);
            free(g);
            return -1;
        }
        while (k <= h && 2 * cdf[k] <= (long double)alpha)
            k++;
        coverage = k > 0 ? (double)(1 - 2 * cdf[k - 1]) : 0;
    } else {
        size_t lo_k = 0, hi_k = h + 1; /* k in [lo_k, hi_k] */
        while (lo_k < hi_k) {
            size_t mid = lo_k + (hi_k - lo_k + 1) / 2;
            if (2 * normal_cdf((double)(mid - 1), mu, sigma) <= alpha)
                lo_k = mid;
            else
                hi_k = mid - 1;
        }
        k = lo_k;
        coverage = k > 0 ? 1 - 2 * normal_cdf((double)(k - 1), mu, sigma) : 0;
    }

    /* The p-value of no shift. */
    double p;
    if (!ties && exact) {
        size_t u = u2 / 2, umin = u < mn - u ? u : mn - u;
        p = (double)fminl(1, 2 * cdf[umin]);
    } else if (ties && ng == 1) {
        p = 1; /* every value equal: every arrangement gives the same U */
    } else if (ties &&
               (double)nn * (double)s * (double)s * (double)r <= (double)PERF_SHIFT_TIES_WORK) {
        /* the counted sample is the smaller one: 2U of A over B is 2mn - u2 */
        p = tied_exact_p(g, ng, s, r, n == s ? u2 : 2 * mn - u2);
        if (p < 0) {
            free(mem);
            free(g);
            free(cdf);
            return -1;
        }
    } else {
        double var = (double)mn / 12 *
                     ((double)(nn + 1) - tie_sum / ((double)nn * (double)(nn - 1)));
        double dev = fabs((double)u2 / 2 - mu) - 0.5;
        p = var > 0 ? fmin(1, erfc(fmax(dev, 0) / sqrt(var) / SQRT2)) : 1;
    }
    free(cdf);

    /* The Hodges-Lehmann shift and the interval's ends. */
    double hl = mn % 2
                    ? select_diff(la, m, lb, n, (mn + 1) / 2)
                    : (select_diff(la, m, lb, n, mn / 2) + select_diff(la, m, lb, n, mn / 2 + 1)) /
                          2;
    perf_shift res = {0};
    res.na = na;
    res.nb = nb;
    res.p_value = p;
    res.estimate = expm1(hl);
    int rc = 0;
    if (k == 0) {
        res.lo = -INFINITY;
        res.hi = INFINITY;
        res.confidence = 0;
        rc = 1;
    } else {
        res.lo = expm1(select_diff(la, m, lb, n, k));
        res.hi = expm1(select_diff(la, m, lb, n, mn + 1 - k));
        res.confidence = coverage;
        res.estimate = fmin(fmax(res.estimate, res.lo), res.hi);
    }
    free(mem);
    free(g);
    *out = res;
    return rc;
}

size_t perf_stats_min_samples(double confidence)
{
    if (!(confidence > 0) || !(confidence < 1))
        return 0;
    double alpha = (1 - confidence) * (1 + 1e-9), c = 2; /* c = C(2n, n); 1e-9: see above */
    size_t n = 1;
    while (!(2 / c <= alpha)) {
        c = c * (double)(2 * n + 1) * (double)(2 * n + 2) / ((double)(n + 1) * (double)(n + 1));
        n++;
    }
    return n;
}
