/* fixed_format.h — printf's "%.*f" without printf, for the reports that
 * print hundreds of thousands of times and shares (a --by-arg table has
 * ~840,000 rows of them, and snprintf of a double was most of its cost). */
#ifndef SELFPROF_FIXED_FORMAT_H
#define SELFPROF_FIXED_FORMAT_H

#include <stddef.h>

/* Writes exactly what snprintf(buf, n, "%.*f", decimals, x) writes, and
 * returns what it returns (the length). Values whose rounding is close to
 * a tie, very large ones, NaN and the infinities are given to snprintf
 * itself; the others are rounded from x times 10^decimals, which is then
 * provably on the same side of the tie as x's exact decimal value. */
size_t report_fixed(char *buf, size_t n, double x, unsigned decimals);

#endif
