/* crate_table.h — the per-crate view of a list of profiles (summarize and
 * record --by-crate): one row per crate with its self time, its share of
 * the total time (as summarize's "% total": of the sum of all crates' total
 * times), its total time and its events. */
#ifndef SELFPROF_CRATE_TABLE_H
#define SELFPROF_CRATE_TABLE_H

#include <stdio.h>

#include "report/summary_report.h"
#include "selfprof/summary.h"

typedef struct crate_row {
    char *name;          /* the crate: the file name before -<pid>.mm_profdata */
    uint32_t profiles;   /* profiles of it */
    int64_t self_time;   /* the sum of its rows' self time */
    uint64_t total_time; /* the sum of its profiles' total times */
    uint64_t events;
} crate_row;

/* Groups the summaries sums[0..n) (NULL entries skipped) by the crate of
 * paths[i] into *out (malloc'd, free with crate_rows_free), sorted by self
 * time, largest first, then by name. Returns the number of crates. */
size_t crate_rows_build(selfprof_summary *const *sums, char *const *paths, int n, crate_row **out);
void crate_rows_free(crate_row *rows, size_t n);

/* Writes the crate table, then a (total) line whose figures are the sums of
 * the rows (they equal the merged summary's total self time, total time and
 * events). `s` (the merged summary) gives the counter's unit. */
void crate_table_write(FILE *out, const crate_row *rows, size_t n, const selfprof_summary *s,
                       const report_options *o);

/* Writes the rows as a JSON array of {"crate","profiles","self_time",
 * "self_time_share" (percent, a double),"total_time","event_count"}. */
void crate_table_write_json(FILE *out, const crate_row *rows, size_t n);

#endif
