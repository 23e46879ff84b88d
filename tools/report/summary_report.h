/* summary_report.h — rendering a selfprof_summary as a table, CSV or JSON. */
#ifndef SELFPROF_SUMMARY_REPORT_H
#define SELFPROF_SUMMARY_REPORT_H

#include <stdio.h>

#include "selfprof/summary.h"

typedef enum report_format { REPORT_TABLE, REPORT_CSV, REPORT_JSON } report_format;

/* How times are printed: a fixed unit, or the most readable one per value. */
typedef enum report_unit { UNIT_AUTO, UNIT_NS, UNIT_US, UNIT_MS, UNIT_S } report_unit;

typedef struct report_options {
    report_format format;
    report_unit unit;
    uint64_t top;         /* 0 = all rows */
    const char *filter;   /* label substring, or NULL */
    const char *file;     /* CSV: a leading "file" column with this value, or NULL */
    int csv_no_header;    /* CSV: leave out the header line (later files of --per-file) */
    int all_columns;      /* table: also the optional columns that are zero in every row */
    double percent_above; /* only rows whose self time is at least this % of the total (0 = all) */
    const char *not_recorded_by; /* table: the compiler (GCC, clang) that does not record the
                                  * query columns, which show "–"; NULL = rustc or unknown */
} report_options;

/* Writes the (already sorted) summary. `title` names the input(s). */
void report_write(FILE *out, const selfprof_summary *s, const report_options *o, const char *title);

/* The JSON object of one summary (measureme's fields plus ours), no newline. */
void report_write_json_object(FILE *out, const selfprof_summary *s, const report_options *o);

/* Formats counter value `v` of summary `s` into buf[0..n): a time in unit
 * `u` (UNIT_AUTO: the most readable, "1.234s"), another counter as a plain
 * integer. */
void report_format_value(char *buf, size_t n, int64_t v, const selfprof_summary *s, report_unit u);

/* Parses a --unit value; returns -1 when unknown. */
int report_parse_unit(const char *text, report_unit *out);

#endif
