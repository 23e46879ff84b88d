/* diff_report.h — rendering a selfprof_diff: selfprof's table, measureme's
 * table (byte-compatible with `summarize diff`), and JSON field-compatible
 * with measureme's `summarize diff --json` plus selfprof's fields. */
#ifndef SELFPROF_DIFF_REPORT_H
#define SELFPROF_DIFF_REPORT_H

#include <stdio.h>

#include "selfprof/diff.h"
#include "report/summary_report.h"

typedef struct diff_options {
    report_unit unit;
    uint64_t top;       /* 0 = all rows */
    const char *filter; /* only labels containing it, or NULL */
    char **exclude;     /* skip labels containing any of these */
    int exclude_count;
    double threshold;      /* hide rows with |self time change %| below it (0 = off) */
    uint64_t min_change;   /* hide rows with |self time difference| below it (0 = off) */
    const char *unit_name; /* the counter's unit ("ns" = times) */
    int not_recorded;      /* both sides are GCC's or clang's: the hit, incremental and
                                * blocked columns show "–" (not recorded), not zeros */
} diff_options;

/* Whether row `r` passes --filter, --exclude, --threshold and --min-change. */
int diff_row_shown(const selfprof_diff_row *r, const diff_options *o);

/* selfprof's table: a header line, the "(total)" line, the rows, the
 * artifact size changes. `base_name` and `new_name` name the inputs. */
void diff_write_table(FILE *out, const selfprof_diff *d, const diff_options *o,
                      const char *base_name, const char *new_name);

/* One crate of a directory diff, for diff_write_crate_totals. */
typedef struct diff_crate_total {
    const char *name;
    selfprof_diff_presence presence;
    uint64_t base, change; /* total times, 0 on a side without the crate */
} diff_crate_total;

/* The overview of a directory diff: one line per crate with its total time
 * on each side, the difference and the relative change, sorted by the
 * absolute difference (largest first, ties by name). Sorts `c`. */
void diff_write_crate_totals(FILE *out, diff_crate_total *c, size_t n, const diff_options *o);

/* measureme's `summarize diff` table, Total cpu time line and artifact
 * table (measureme-reference.md 7.4); the filters of `o` apply, the unit does not. */
void diff_write_measureme(FILE *out, const selfprof_diff *d, const diff_options *o);

/* The JSON object of one diff, no newline. When `base` and `change` are not
 * NULL they are embedded as "base" and "new" (complete, unfiltered), which
 * lets `selfprof diff` read the file back. */
void diff_write_json_object(FILE *out, const selfprof_diff *d, const diff_options *o,
                            const selfprof_summary *base, const selfprof_summary *change);

/* The same members without the enclosing braces, to add more around them. */
void diff_write_json_fields(FILE *out, const selfprof_diff *d, const diff_options *o,
                            const selfprof_summary *base, const selfprof_summary *change);

/* A double as serde_json writes it: shortest round-trip digits, always
 * with a '.' or an exponent; NaN and infinities as null. */
void json_double(FILE *out, double v);

/* measureme's signed duration {"duration":{...},"is_positive":B}. */
void json_signed_duration(FILE *out, int64_t magnitude_signed, int negative);

#endif
