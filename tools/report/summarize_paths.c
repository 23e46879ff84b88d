/* summarize_paths.c — the report of `selfprof summarize`: its options and
 * the combined or per-file summary of a list of profiles. Shared by
 * `selfprof summarize` and `selfprof record` (which prints the same report
 * of the profiles its command wrote). */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/compilation.h"
#include "cli/report_options.h"
#include "report/crate_table.h"
#include "report/sections_table.h"
#include "support/json_writer.h"
#include "report/summarize_paths.h"

/* Parses --percent-above's value: a share of total time from 0 to 100
 * (measureme's -p). Prints the error and returns -1 otherwise. */
static int parse_percent(const char *text, double *out)
{
    int rc = cli_parse_percent(text, 100, out);
    if (rc == -1)
        cli_error("--percent-above: '%s' is not a number (a share of total time, 0 to 100)", text);
    else if (rc == -2)
        cli_error("--percent-above: %s is outside 0 to 100 (a share of total time in %%)", text);
    return rc == 0 ? 0 : -1;
}

/* Summarizes one file, and its sections into *sec (GCC and clang
 * profiles; sections_table.h); prints the error and returns NULL on
 * failure. */
static selfprof_summary *summarize_file(const char *path, const selfprof_summary_options *so,
                                        cli_tools *tools, cli_compilation *comp, sup_sections *sec)
{
    selfprof_error err = {0};
    selfprof_profile *p;
    selfprof_summary *s = NULL;
    if (cli_profile_open(path, &p, &err) != SELFPROF_OK ||
        selfprof_summarize(p, so, &s, &err) != SELFPROF_OK)
        cli_file_error(path, &err);
    else {
        cli_tools_add(tools, p);
        cli_compilation_of(p, comp);
        if (sections_table_of(p, sec) < 0)
            cli_error("%s: its sections could not be computed (out of memory?)", path);
    }
    selfprof_profile_close(p);
    return s;
}

/* Writes one report per file (--per-file). */
static void write_per_file(FILE *out, selfprof_summary **sums, char **paths, int n,
                           report_options ro)
{
    if (ro.format == REPORT_JSON)
        fputs("{\"files\":[", out);
    for (int i = 0; i < n; i++) {
        if (ro.format == REPORT_JSON) {
            fputs(i ? ",{\"path\":" : "{\"path\":", out);
            json_string(out, paths[i], strlen(paths[i]));
            fputs(",\"summary\":", out);
            report_write_json_object(out, sums[i], &ro);
            putc('}', out);
        } else {
            if (i && ro.format == REPORT_TABLE)
                putc('\n', out);
            ro.file = paths[i];
            ro.csv_no_header = i > 0;
            report_write(out, sums[i], &ro, paths[i]);
        }
    }
    if (ro.format == REPORT_JSON)
        fputs("]}\n", out);
}

enum {
    OPT_JSON = SUMMARIZE_OPT_FIRST,
    OPT_CSV,
    OPT_SORT,
    OPT_TOP,
    OPT_FILTER,
    OPT_UNIT,
    OPT_PER_FILE,
    OPT_BY_ARG,
    OPT_PERCENT_ABOVE,
    OPT_ALL_COLUMNS,
    OPT_NEWEST,
    OPT_BY_CRATE
};

const struct option SUMMARIZE_LONG_OPTIONS[] = {
    {"json", no_argument, 0, OPT_JSON},
    {"csv", no_argument, 0, OPT_CSV},
    {"output", required_argument, 0, 'o'},
    {"sort", required_argument, 0, OPT_SORT},
    {"top", required_argument, 0, OPT_TOP},
    {"filter", required_argument, 0, OPT_FILTER},
    {"unit", required_argument, 0, OPT_UNIT},
    {"per-file", no_argument, 0, OPT_PER_FILE},
    {"by-arg", no_argument, 0, OPT_BY_ARG},
    {"percent-above", required_argument, 0, OPT_PERCENT_ABOVE},
    {"all-columns", no_argument, 0, OPT_ALL_COLUMNS},
    {"newest", no_argument, 0, OPT_NEWEST},
    {"by-crate", no_argument, 0, OPT_BY_CRATE},
    {0, 0, 0, 0}};
/* summarize_paths.h's count, kept by hand for the arrays sized from it. */
_Static_assert(sizeof SUMMARIZE_LONG_OPTIONS / sizeof SUMMARIZE_LONG_OPTIONS[0] ==
                   SUMMARIZE_NLONG_OPTIONS + 1,
               "SUMMARIZE_NLONG_OPTIONS must count SUMMARIZE_LONG_OPTIONS");

void summarize_args_init(summarize_args *a)
{
    memset(a, 0, sizeof *a);
    a->ro.format = REPORT_TABLE;
    a->ro.unit = UNIT_AUTO;
    a->sort = SELFPROF_SORT_SELF_TIME;
}

int summarize_args_apply(summarize_args *a, int c, const char *value)
{
    switch (c) {
    case 'o': a->output = value; return 1;
    case OPT_JSON: a->ro.format = REPORT_JSON; return 1;
    case OPT_CSV: a->ro.format = REPORT_CSV; return 1;
    case OPT_TOP: return cli_parse_u64("--top", value, &a->ro.top) == 0 ? 1 : -1;
    case OPT_FILTER: a->ro.filter = value; return 1;
    case OPT_PER_FILE: a->per_file = 1; return 1;
    case OPT_BY_ARG: a->so.by_arg = 1; return 1;
    case OPT_ALL_COLUMNS: a->ro.all_columns = 1; return 1;
    case OPT_NEWEST: a->newest = 1; return 1;
    case OPT_BY_CRATE: a->by_crate = 1; return 1;
    case OPT_PERCENT_ABOVE: return parse_percent(value, &a->ro.percent_above) == 0 ? 1 : -1;
    case OPT_SORT: return cli_sort_column(value, &a->sort, NULL) == 0 ? 1 : -1;
    case OPT_UNIT:
        if (report_parse_unit(value, &a->ro.unit) != 0) {
            cli_error("--unit: unknown unit '%s' (auto, ns, us, ms, s)", value);
            return -1;
        }
        return 1;
    default: return 0;
    }
}

/* Sorts `s` for the report: when --top picks the rows shown by rank alone
 * (no --filter or --percent-above to skip some, no crate table), only
 * those rows are put in order (836,743 rows with --by-arg on a large
 * profile, of which the table shows 100). */
static void sort_for_report(selfprof_summary *s, selfprof_sort_key key, const report_options *o,
                            int by_crate)
{
    if (o->top && !o->filter && o->percent_above <= 0 && !by_crate)
        selfprof_summary_sort_top(s, key, (size_t)o->top);
    else
        selfprof_summary_sort(s, key);
}

int summarize_paths(const summarize_args *a, char **paths, int npaths)
{
    report_options ro = a->ro;
    const char *output = a->output;
    int per_file = a->per_file;
    if (a->by_crate == 1 && (per_file || ro.format == REPORT_CSV)) {
        cli_error("--by-crate cannot be combined with %s (the crate table goes with the "
                  "combined table or JSON)",
                  per_file ? "--per-file" : "--csv");
        return EXIT_USAGE;
    }
    /* Everything is read before anything is written, so a bad file leaves
     * no half-written report behind. */
    selfprof_summary **sums = cli_xcalloc((size_t)npaths, sizeof *sums);
    int status = EXIT_OK;
    cli_tools tools = {0};
    cli_compilation *keys = cli_xcalloc((size_t)npaths, sizeof *keys);
    sup_sections *secs = cli_xcalloc((size_t)npaths, sizeof *secs);
    char *dropped = cli_xcalloc((size_t)npaths, 1); /* --newest left it out */
    for (int i = 0; i < npaths && status == EXIT_OK; i++) {
        if (!(sums[i] = summarize_file(paths[i], &a->so, &tools, &keys[i], &secs[i])))
            status = EXIT_INPUT;
        else if (i > 0 && !per_file && strcmp(sums[i]->counter, sums[0]->counter) != 0) {
            cli_error("%s: recorded with counter %s, %s with %s: they cannot be combined "
                      "(use --per-file)",
                      paths[i], sums[i]->counter, paths[0], sums[0]->counter);
            status = EXIT_INPUT;
        }
    }
    if (status == EXIT_OK && !per_file && cli_tools_mixed(&tools)) {
        char which[160];
        cli_tools_describe(&tools, which, sizeof which);
        cli_error("warning: these profiles come from different compilers (%s): rows with the "
                  "same label are summed across them (use --per-file to keep them apart)",
                  which);
    }
    if (status == EXIT_OK && !per_file) {
        char *drop = cli_xcalloc((size_t)npaths, 1);
        cli_several_per_compilation(paths, keys, npaths, a->newest, drop);
        for (int i = 0; i < npaths; i++) {
            if (drop[i]) {
                selfprof_summary_free(sums[i]);
                sums[i] = NULL;
                dropped[i] = 1;
            }
        }
        free(drop);
    }
    for (int i = 0; i < npaths; i++)
        free(keys[i].key); /* set when an error stopped the loop */
    free(keys);
    if (!cli_tools_record_queries(&tools))
        ro.not_recorded_by = cli_tools_name(&tools) ? cli_tools_name(&tools) : "gcc and clang";
    crate_row *crates = NULL;
    size_t ncrates = 0;
    if (status == EXIT_OK && a->by_crate && !per_file)
        ncrates = crate_rows_build(sums, paths, npaths, &crates);
    int by_crate = a->by_crate == 1 || (a->by_crate == 2 && ncrates > 1);
    int kept = 0; /* profiles in the combined report (--newest drops some) */
    for (int i = 0; i < npaths; i++)
        kept += sums[i] != NULL;
    selfprof_summary *all = NULL;
    if (status == EXIT_OK && !per_file) {
        for (int i = 0; i < npaths; i++) { /* --newest may have dropped sums[0] */
            if (!sums[i])
                continue;
            if (!all) {
                all = sums[i];
                sums[i] = NULL;
            } else if (selfprof_summary_merge(all, sums[i]) != SELFPROF_OK) {
                cli_out_of_memory();
            }
        }
    }
    FILE *out = status == EXIT_OK ? cli_open_output(output) : NULL;
    if (status == EXIT_OK && !out)
        status = EXIT_OUTPUT;
    if (status == EXIT_OK) {
        if (per_file) {
            for (int i = 0; i < npaths; i++)
                sort_for_report(sums[i], a->sort, &ro, 0);
            write_per_file(out, sums, paths, npaths, ro);
        } else {
            sort_for_report(all, a->sort, &ro, by_crate);
            if (by_crate && ro.format == REPORT_JSON) {
                fputs("{\"crates\":", out);
                crate_table_write_json(out, crates, ncrates);
                fputs(",\"summary\":", out);
            } else if (by_crate) {
                crate_table_write(out, crates, ncrates, all, &ro);
                putc('\n', out);
            }
            char title[512];
            if (npaths == 1)
                snprintf(title, sizeof title, "%s", paths[0]);
            else
                snprintf(title, sizeof title, "%d profiles", kept);
            if (by_crate && ro.format == REPORT_JSON) {
                report_write_json_object(out, all, &ro);
                fputs("}\n", out);
            } else {
                report_write(out, all, &ro, title);
            }
            if (ro.format == REPORT_TABLE) { /* the kept files' sections, summed */
                sup_sections sec = {0};
                for (int i = 0; i < npaths; i++)
                    if (!dropped[i])
                        sup_sections_add(&sec, &secs[i]);
                sections_table_write(out, &sec, all, ro.unit);
            }
        }
        if (cli_close_output(out, output) != 0)
            status = EXIT_OUTPUT;
    }
    crate_rows_free(crates, ncrates);
    selfprof_summary_free(all);
    for (int i = 0; sums && i < npaths; i++)
        selfprof_summary_free(sums[i]);
    free(sums);
    free(secs);
    free(dropped);
    return status;
}
