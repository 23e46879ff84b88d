/* report_options.c — see report_options.h. */
#include "cli/report_options.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

int cli_parse_percent(const char *text, double max, double *out)
{
    char *end;
    double v = strtod(text, &end);
    if (end == text || (*end && strcmp(end, "%") != 0) || isnan(v) || isinf(v))
        return -1;
    if (v < 0 || v > max)
        return -2;
    *out = v;
    return 0;
}

/* The columns of both reports, in the order the help lists them; -1: not
 * a column of that report. */
static const struct {
    const char *name;
    int summary, diff;
} COLUMNS[] = {
    {"self", SELFPROF_SORT_SELF_TIME, SELFPROF_DIFF_SORT_SELF_TIME},
    {"percent", -1, SELFPROF_DIFF_SORT_SELF_TIME_PCT},
    {"time", SELFPROF_SORT_TIME, SELFPROF_DIFF_SORT_TIME},
    {"invocations", SELFPROF_SORT_INVOCATIONS, SELFPROF_DIFF_SORT_INVOCATIONS},
    {"hits", SELFPROF_SORT_CACHE_HITS, SELFPROF_DIFF_SORT_CACHE_HITS},
    {"loads", -1, SELFPROF_DIFF_SORT_INCR_LOADS},
    {"load", SELFPROF_SORT_INCR_LOAD_TIME, SELFPROF_DIFF_SORT_INCR_LOAD_TIME},
    {"blocked", SELFPROF_SORT_BLOCKED_TIME, SELFPROF_DIFF_SORT_BLOCKED_TIME},
    {"label", SELFPROF_SORT_LABEL, SELFPROF_DIFF_SORT_LABEL},
};
#define NCOLUMNS (sizeof COLUMNS / sizeof COLUMNS[0])

int cli_sort_column(const char *name, selfprof_sort_key *summary_key,
                    selfprof_diff_sort_key *diff_key)
{
    char known[128] = "";
    size_t k = 0;
    for (size_t i = 0; i < NCOLUMNS; i++) {
        int key = summary_key ? COLUMNS[i].summary : COLUMNS[i].diff;
        if (key < 0)
            continue;
        if (strcmp(COLUMNS[i].name, name) == 0) {
            if (summary_key)
                *summary_key = (selfprof_sort_key)key;
            else
                *diff_key = (selfprof_diff_sort_key)key;
            return 0;
        }
        size_t len = strlen(COLUMNS[i].name);
        if (k + len + 3 < sizeof known) {
            if (k) {
                memcpy(known + k, ", ", 2);
                k += 2;
            }
            memcpy(known + k, COLUMNS[i].name, len + 1);
            k += len;
        }
    }
    cli_error("--sort: unknown column '%s' (%s)", name, known);
    return -1;
}
