/* cmd_triage.c — `selfprof-perf triage --from DATE --to DATE`: rustc-perf's
 * weekly triage report over a date range: every consecutive pair of
 * artifacts in it (history order: perf_report_artifact_range) compared,
 * and the report (perf/render/markdown.h) of each pair that deserves
 * attention (perf/report/relevance.h), by direction. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../explain/explain.h"
#include "../render/markdown.h"
#include "../report/report.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf triage --from DATE --to DATE [--metric M] [--url BASE]\n"
    "                            [--db URL]\n\n"
    "rustc-perf's weekly triage report as Markdown: the artifacts dated from\n"
    "DATE to DATE (each compared as a prefix of the artifact's ISO 8601 date, so\n"
    "--to 2026-01-07 includes that whole day), in history order (by date; on\n"
    "one date, a parent before its child), and every consecutive pair of them\n"
    "compared. Listed are only the comparisons that deserve attention\n"
    "(rustc-perf's rule: for an instruction count, a primary change of medium\n"
    "magnitude or more, a secondary one of large or more, or 3 x primary +\n"
    "secondary relevant changes >= 9; for other metrics any relevant change),\n"
    "under Regressions, Improvements and Mixed, each as selfprof-perf report\n"
    "prints it (with the queries that explain each change where possible).\n\n"
    "Options:\n"
    "  --from DATE, --to DATE  the range (both required)\n"
    "  --metric M  as compare's (default cpu-time, else wall-time)\n"
    "  --url BASE  the dashboard's address, for links (see report --help)\n"
    "  --db URL    the database (default $SELFPROF_PERF_DB, then\n"
    "              sqlite:./selfprof-perf.db)\n";

/* Compares every consecutive pair of names[0..n) into cmp[0..n-1) and
 * explains the ones that deserve attention. 0, or the exit status. */
static int compare_pairs(perf_db *db, char **names, size_t n, const char *metric,
                         perf_comparison **cmp)
{
    char err[512];
    for (size_t i = 0; i + 1 < n; i++) {
        int rc = perf_report_compare(db, names[i], names[i + 1], metric, &cmp[i], err, sizeof err);
        if (rc != PERF_REPORT_OK)
            return perf_fail("triage: %s -> %s: %s", names[i], names[i + 1], err);
        if (cmp[i]->summary.relevance.deserves_attention &&
            perf_explain_comparison(db, cmp[i], err, sizeof err) < 0)
            return perf_fail("triage: %s", err);
    }
    return 0;
}

int cmd_triage(int argc, char **argv)
{
    static const struct option LONG[] = {{"db", required_argument, 0, 'd'},
                                         {"metric", required_argument, 0, 'm'},
                                         {"url", required_argument, 0, 'u'},
                                         {"from", required_argument, 0, 'f'},
                                         {"to", required_argument, 0, 't'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *db_arg = NULL, *metric = NULL, *url = NULL, *from = NULL, *to = NULL;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'm': metric = optarg; break;
        case 'u': url = optarg; break;
        case 'f': from = optarg; break;
        case 't': to = optarg; break;
        default: return perf_option_error("triage", c, argv);
        }
    }
    if (!from || !to || optind != argc) {
        fputs("selfprof-perf: triage: give --from DATE and --to DATE, and nothing else (try "
              "--help)\n",
              stderr);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, 1, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    char err[512];
    char **names;
    size_t n;
    /* one metric for every pair, named in the report */
    if ((!metric || !*metric) && !(metric = perf_report_default_metric(db, err, sizeof err))) {
        perf_db_close(db);
        return perf_fail("triage: %s", err);
    }
    if (perf_report_artifact_range(db, from, to, &names, &n, err, sizeof err) != PERF_REPORT_OK) {
        perf_db_close(db);
        return perf_fail("triage: %s", err);
    }
    perf_comparison **cmp = calloc(n > 1 ? n - 1 : 1, sizeof *cmp);
    int st = cmp ? compare_pairs(db, names, n, metric, cmp) : perf_fail("triage: out of memory");
    perf_db_close(db);
    int bad = 0;
    if (st == 0) {
        sup_buf b = {0};
        bad = perf_print_document(
            &b, perf_markdown_triage(&b, from, to, metric, cmp, n > 1 ? n - 1 : 0, url));
    }
    for (size_t i = 0; cmp && i + 1 < n; i++)
        perf_comparison_free(cmp[i]);
    free(cmp);
    perf_report_names_free(names, n);
    return st == 0 ? perf_output_done("triage", bad) : st;
}
