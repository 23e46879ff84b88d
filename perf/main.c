/* main.c — selfprof-perf: the performance dashboard's command. Dispatches
 * to one perf/verbs/cmd_<verb>.c per verb. */
#include <stdio.h>
#include <string.h>

#include "verbs/verbs.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *what;
} VERBS[] = {
    {"init", cmd_init, "create or migrate the database"},
    {"artifact", cmd_artifact, "add or list compiler builds (artifacts)"},
    {"import", cmd_import, "store self-profiles as one test case's report"},
    {"queue", cmd_queue, "queue the measurement of an artifact (and its base)"},
    {"collect", cmd_collect, "claim jobs, run them and store their results"},
    {"status", cmd_status, "requests, jobs and collectors of the queue"},
    {"compare", cmd_compare, "compare two artifacts over every test case"},
    {"report", cmd_report, "two artifacts' comparison as a Markdown report"},
    {"triage", cmd_triage, "the triage report of a date range, as Markdown"},
    {"changes", cmd_changes, "the artifacts at which a test case's metric stepped"},
    {"detail", cmd_detail, "one test case of two artifacts, query by query"},
    {"raw", cmd_raw, "write a test case's stored raw self-profile"},
    {"prune", cmd_prune, "drop old raw profiles and per-query rows, give the space back"},
    {"serve", cmd_serve, "serve the web dashboard and its JSON API"},
    {"try", cmd_try, "a first comparison: add two rustcs, measure, compare"},
    {"calibrate", cmd_calibrate, "measure how far compare can be trusted on this machine"},
};

static void usage(FILE *f)
{
    fputs("Usage: selfprof-perf VERB [OPTIONS...]\n\n"
          "The compile-time performance dashboard: compiler builds, their measurements\n"
          "and self-profiles, stored in SQLite (default ./selfprof-perf.db).\n\nVerbs:\n",
          f);
    for (size_t i = 0; i < sizeof VERBS / sizeof VERBS[0]; i++)
        fprintf(f, "  %-10s %s\n", VERBS[i].name, VERBS[i].what);
    fputs(
        "\nEvery verb takes --db URL (sqlite:PATH or postgres://...; default $SELFPROF_PERF_DB, then\n"
        "sqlite:./selfprof-perf.db) and --help. See selfprof-perf(1).\n",
        f);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return PERF_EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("selfprof-perf %s\n", SELFPROF_PERF_VERSION);
        return 0;
    }
    for (size_t i = 0; i < sizeof VERBS / sizeof VERBS[0]; i++)
        if (strcmp(argv[1], VERBS[i].name) == 0)
            return VERBS[i].run(argc - 1, argv + 1);
    fprintf(stderr, "selfprof-perf: unknown verb '%s' (try --help)\n", argv[1]);
    return PERF_EXIT_USAGE;
}
