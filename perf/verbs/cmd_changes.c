/* cmd_changes.c — `selfprof-perf changes`: the artifacts at which a test
 * case's metric stepped, over the whole history (perf/changes/), each with
 * the comparison to open. */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../changes/changes.h"
#include "../render/changes_json.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf changes [--metric NAME] [--benchmark NAME] [--min-step PCT]\n"
    "                             [--json] [--db URL]\n\n"
    "The change points of every test case's history: the artifacts at which its\n"
    "metric stepped. The history is a test case's value on each artifact (the\n"
    "minimum over its clean iterations), ordered by artifact date, as the graphs\n"
    "page draws it; where the artifact before a point was measured again beside\n"
    "it (queue), the step between the two comes from that shared session, so\n"
    "that the machine's level at two hours is not taken for a change, and such a\n"
    "step is decided by its own pairs: a change point when compare calls it a\n"
    "significant change of at least --min-step whose interval at 99.9% excludes\n"
    "0 too (a history is many steps), none otherwise. The other steps are judged\n"
    "by Mozilla\n"
    "Perfherder's t-test over a window: at\n"
    "each artifact, Welch's t of the up to 12 values before it against the up to\n"
    "12 from it on (at least 3 each); a change point is where |t| >= 7 and |t|\n"
    "is a peak among its neighbours, and the step between the two windows' means\n"
    "is at least --min-step. Each line names the artifact and the one before it\n"
    "in the series, and the dashboard's comparison of the two to open\n"
    "('selfprof-perf compare PARENT ARTIFACT' in the terminal).\n\n"
    "Options:\n"
    "  --metric NAME     the metric (default cpu-time, else wall-time)\n"
    "  --benchmark NAME  only this benchmark's test cases\n"
    "  --min-step PCT    the smallest step reported, in percent (default 1)\n"
    "  --json            as JSON: the rule, and each change with its compare path\n"
    "  --db URL          the database (default $SELFPROF_PERF_DB, then\n"
    "                    sqlite:./selfprof-perf.db)\n";

static void print_changes(const perf_changes *c)
{
    if (c->count == 0) {
        printf("no change points in %s\n", c->metric);
        return;
    }
    printf("%-20s %-6s %-16s %-16s %-16s %12s %12s %8s %7s  %s\n", "benchmark", "profile",
           "scenario", "parent", "artifact", "before", "after", "change", "t", "compare");
    for (size_t i = 0; i < c->count; i++) {
        const perf_change_row *r = &c->rows[i];
        char path[1024], ch[24], t[24];
        perf_change_compare_path(path, sizeof path, r->parent, r->artifact, c->metric);
        if (isfinite(r->change))
            snprintf(ch, sizeof ch, "%+.2f%%", 100 * r->change);
        else
            snprintf(ch, sizeof ch, "new");
        if (isfinite(r->t))
            snprintf(t, sizeof t, "%+.1f", r->t);
        else
            snprintf(t, sizeof t, "%sinf", r->t > 0 ? "+" : "-");
        printf("%-20s %-6s %-16s %-16s %-16s %12.6g %12.6g %8s %7s  %s\n", r->benchmark, r->profile,
               r->scenario, r->parent, r->artifact, r->before, r->after, ch, t, path);
    }
    printf("(%s in %s; before and after are the means of the windows around the step)\n", c->metric,
           c->unit);
}

int cmd_changes(int argc, char **argv)
{
    static const struct option LONG[] = {{"db", required_argument, 0, 'd'},
                                         {"metric", required_argument, 0, 'm'},
                                         {"benchmark", required_argument, 0, 'b'},
                                         {"min-step", required_argument, 0, 's'},
                                         {"json", no_argument, 0, 'j'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *db_arg = NULL, *metric = NULL, *bench = NULL;
    double min_step = PERF_CHANGE_MIN_STEP;
    int json = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'm': metric = optarg; break;
        case 'b': bench = optarg; break;
        case 'j': json = 1; break;
        case 's': {
            char *end;
            double v = strtod(optarg, &end);
            if (end == optarg || *end || !(v >= 0 && v < 1000)) {
                fprintf(stderr,
                        "selfprof-perf: changes: --min-step: '%s' is not a percentage "
                        "from 0 to 1000\n",
                        optarg);
                return PERF_EXIT_USAGE;
            }
            min_step = v / 100;
            break;
        }
        default: return perf_option_error("changes", c, argv);
        }
    }
    if (optind != argc) {
        fputs("selfprof-perf: changes: no operands expected (try --help)\n", stderr);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, 1, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    char err[512];
    perf_changes *ch;
    int rc = perf_report_changes(db, metric, bench, min_step, &ch, err, sizeof err);
    perf_db_close(db);
    if (rc != PERF_REPORT_OK)
        return perf_fail("changes: %s", err);
    int bad = 0;
    if (json) {
        sup_buf b = {0};
        bad = perf_print_document(&b, perf_json_changes(&b, ch, min_step));
    } else {
        print_changes(ch);
    }
    perf_changes_free(ch);
    return perf_output_done("changes", bad);
}
