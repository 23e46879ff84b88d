/* fixed_format.c — see fixed_format.h. */
#include "report/fixed_format.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define MAX_DECIMALS 6

static const double POW10[MAX_DECIMALS + 1] = {1, 10, 100, 1e3, 1e4, 1e5, 1e6};

size_t report_fixed(char *buf, size_t n, double x, unsigned decimals)
{
    char tmp[32], *t = tmp + sizeof tmp;
    if (decimals > MAX_DECIMALS || n < sizeof tmp)
        goto slow;
    /* One rounding: |x| * 10^d is within half an ulp (< 1.2e-7 below 2^31)
     * of the exact product, so outside 1e-6 of a tie both round alike. */
    double a = fabs(x) * POW10[decimals];
    if (!(a < 2147483648.0)) /* also NaN */
        goto slow;
    double whole = floor(a), frac = a - whole;
    if (fabs(frac - 0.5) < 1e-6)
        goto slow;
    uint64_t v = (uint64_t)whole + (frac > 0.5);
    for (unsigned k = 0; k < decimals; k++, v /= 10)
        *--t = (char)('0' + v % 10);
    if (decimals)
        *--t = '.';
    do
        *--t = (char)('0' + v % 10);
    while (v /= 10);
    if (signbit(x))
        *--t = '-'; /* printf keeps the sign of a negative that rounds to 0 */
    size_t len = (size_t)(tmp + sizeof tmp - t);
    memcpy(buf, t, len);
    buf[len] = '\0';
    return len;
slow:
    return (size_t)snprintf(buf, n, "%.*f", (int)decimals, x);
}
