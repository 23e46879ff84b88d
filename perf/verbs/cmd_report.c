/* cmd_report.c — `selfprof-perf report A B --markdown`: the comparison as
 * a Markdown report ready to paste (perf/render/markdown.h), its
 * significant changes of a time explained by their queries where the
 * self-profiles allow it (perf/explain/). */
#include <getopt.h>
#include <stdio.h>

#include "../explain/explain.h"
#include "../render/markdown.h"
#include "../report/report.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf report A B [--markdown] [--metric M] [--url BASE] [--db URL]\n\n"
    "The comparison of artifact A (before) with B (after) as a Markdown report\n"
    "ready to paste into an issue or a pull request (CommonMark, GitHub tables):\n"
    "rustc-perf's summary table of the relevant changes (significant and of\n"
    "magnitude small or more; regressions and improvements of the primary and\n"
    "the secondary benchmarks: mean, range, count), the relevant regressions and\n"
    "improvements, largest first, each with its magnitude, significance factor\n"
    "and the queries that explain it (as compare --explain, where each side has\n"
    "2 or more self-profiled runs), and the relevant changes by profile, scenario\n"
    "and category. The numbers are compare --json's, as percentages.\n\n"
    "Options:\n"
    "  --markdown  the format (the only one, and the default)\n"
    "  --metric M  as compare's (default cpu-time, else wall-time)\n"
    "  --url BASE  the dashboard's address (e.g. http://perf.example:8080): the\n"
    "              report links to its compare page and to each change's\n"
    "              detailed view; without it, no links\n"
    "  --db URL    the database (default $SELFPROF_PERF_DB, then\n"
    "              sqlite:./selfprof-perf.db)\n";

int cmd_report(int argc, char **argv)
{
    static const struct option LONG[] = {
        {"db", required_argument, 0, 'd'},  {"metric", required_argument, 0, 'm'},
        {"url", required_argument, 0, 'u'}, {"markdown", no_argument, 0, 'k'},
        {"help", no_argument, 0, 'h'},      {0, 0, 0, 0}};
    const char *db_arg = NULL, *metric = NULL, *url = NULL;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'm': metric = optarg; break;
        case 'u': url = optarg; break;
        case 'k': break;
        default: return perf_option_error("report", c, argv);
        }
    }
    if (argc - optind != 2) {
        fputs("selfprof-perf: report: give two artifacts, A and B (try --help)\n", stderr);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, 1, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    char err[512];
    perf_comparison *cmp;
    int rc = perf_explain_compare(db, argv[optind], argv[optind + 1], metric, 1, &cmp, err,
                                  sizeof err);
    perf_db_close(db);
    if (rc != PERF_REPORT_OK)
        return perf_fail("report: %s", err);
    sup_buf b = {0};
    int bad = perf_print_document(&b, perf_markdown_comparison(&b, cmp, url, 2));
    perf_comparison_free(cmp);
    return perf_output_done("report", bad);
}
