/* summarize_paths.h — the options and the report of `selfprof summarize`,
 * shared with `selfprof record` (which prints the same report of the
 * profiles its command wrote). */
#ifndef SELFPROF_SUMMARIZE_PATHS_H
#define SELFPROF_SUMMARIZE_PATHS_H

#include <getopt.h>

#include "selfprof/summary.h"
#include "report/summary_report.h"

/* The report options of summarize (--json, --csv, -o, --sort, --top,
 * --filter, --unit, --per-file, --by-arg, --percent-above, --all-columns,
 * --newest, --by-crate). */
typedef struct summarize_args {
    report_options ro;
    selfprof_summary_options so;
    selfprof_sort_key sort;
    const char *output; /* NULL = stdout */
    int per_file;
    int newest;   /* of several profiles of one crate, only the newest */
    int by_crate; /* the crate table first: 1 always, 2 when there are several crates */
} summarize_args;

/* getopt_long values of the report options: SUMMARIZE_OPT_FIRST and up, and
 * 'o' for -o/--output. */
enum { SUMMARIZE_OPT_FIRST = 256 };

/* The long options above, ended by a zero entry (without --help). */
extern const struct option SUMMARIZE_LONG_OPTIONS[];
#define SUMMARIZE_NLONG_OPTIONS 13

void summarize_args_init(summarize_args *a);

/* Applies one getopt_long result. Returns 1 if `c` is a report option
 * (applied), 0 if it is not one, -1 after printing a usage error. */
int summarize_args_apply(summarize_args *a, int c, const char *value);

/* Summarizes the profiles `paths` and writes the report, exactly as
 * `selfprof summarize PATHS...` does. Returns an exit status (EXIT_OK,
 * EXIT_INPUT or EXIT_OUTPUT) after printing any error. */
int summarize_paths(const summarize_args *a, char **paths, int npaths);

#endif
