/* report_options.h — the values of the options that `summarize` (and
 * `record`, through summarize_paths.c) and `diff` share, parsed once so
 * that the two commands cannot drift apart: a percentage (--percent-above,
 * --threshold) and a --sort column. */
#ifndef SELFPROF_CLI_REPORT_OPTIONS_H
#define SELFPROF_CLI_REPORT_OPTIONS_H

#include "selfprof/diff.h"
#include "selfprof/summary.h"

/* Parses a percentage: a decimal number, with or without a trailing '%',
 * from 0 to `max` (INFINITY: no upper bound, as for a change, which can
 * exceed 100%). Prints nothing. Returns 0 with *out set; -1 when `text`
 * is not such a number (NaN and infinities included); -2 when it is below
 * 0 or above `max`. *out is untouched on failure. */
int cli_parse_percent(const char *text, double max, double *out);

/* The --sort column `name`: sets *summary_key (for a summary, when
 * summary_key != NULL) or else *diff_key to the key it names, and returns
 * 0. A name that is no column of that report (a diff's "percent" and
 * "loads" are not a summary's) prints "--sort: unknown column 'NAME'
 * (the report's columns)" and returns -1. */
int cli_sort_column(const char *name, selfprof_sort_key *summary_key,
                    selfprof_diff_sort_key *diff_key);

#endif
