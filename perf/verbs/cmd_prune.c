/* cmd_prune.c — `selfprof-perf prune`: the retention policy
 * (retain/prune.h) from the command line. A dry run unless --apply: it
 * says what the rules would drop and the database's size, and changes
 * nothing. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../retain/prune.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf prune RULES... [--apply] [--list] [--db URL]\n\n"
    "Drops what the rules say of old history, keeping every aggregated row\n"
    "(artifacts, samples, self-profile totals, jobs): compare, report, triage\n"
    "and the graphs are unchanged. A dry run unless --apply: it prints what\n"
    "would go and changes nothing. With --apply it drops it, one artifact per\n"
    "transaction (collectors and serve go on), then gives the space back:\n"
    "SQLite VACUUM (rewrites the file: needs its size free on disk), PostgreSQL\n"
    "VACUUM FULL of the raw profiles' table and VACUUM of the per-query tables.\n\n"
    "Rules (at least one):\n"
    "  --keep-raw-last N    keep the raw profiles of the newest N artifacts (by\n"
    "                       date) and drop the others' (`raw` then says so)\n"
    "  --keep-raw-releases  with --keep-raw-last: keep those of releases too\n"
    "                       (names like 1.95.0, v1.63, gcc-12.2)\n"
    "  --drop-queries-older-than DATE\n"
    "                       drop the per-query rows (detail's queries, artifact\n"
    "                       sizes) of artifacts dated before DATE (ISO 8601)\n\n"
    "Options:\n"
    "  --dry-run            say what would go, change nothing (the default)\n"
    "  --apply              drop it and give the space back\n"
    "  --no-vacuum          with --apply: drop, but leave the space to reuse\n"
    "  --vacuum-full        PostgreSQL: VACUUM FULL the per-query tables too\n"
    "                       (gives their space to the system; locks them)\n"
    "  --list               one line per artifact touched: date, name, what goes\n"
    "  --db URL             the database (default $SELFPROF_PERF_DB, then\n"
    "                       sqlite:./selfprof-perf.db)\n";

/* `prune --list`: one artifact's line. */
static void list_one(void *ctx, const char *name, const char *date, int64_t raw_files,
                     int64_t query_rows)
{
    (void)ctx;
    printf("  %s %s: %lld raw file%s, %lld per-query row%s\n", date, name, (long long)raw_files,
           raw_files == 1 ? "" : "s", (long long)query_rows, query_rows == 1 ? "" : "s");
}

static double mib(int64_t bytes) { return (double)bytes / (1024.0 * 1024.0); }

/* Prints the effect, the lines tests and operators read. */
static void print_effect(const perf_prune_rules *r, const perf_prune_effect *e)
{
    const char *verb = r->apply ? "dropped" : "to drop";
    printf("artifacts: %lld\n", (long long)e->artifacts);
    printf("raw profiles %s: %lld files of %lld artifacts, %lld bytes compressed (%.1f MiB)\n",
           verb, (long long)e->raw_files, (long long)e->raw_artifacts, (long long)e->raw_bytes,
           mib(e->raw_bytes));
    printf("per-query rows %s: %lld rows of %lld artifacts\n", verb, (long long)e->query_rows,
           (long long)e->query_artifacts);
    if (e->disk_after < 0)
        printf("database: %lld bytes (%.1f MiB)\n", (long long)e->disk_before, mib(e->disk_before));
    else
        printf("database: %lld bytes before, %lld after (%.1f MiB given back)\n",
               (long long)e->disk_before, (long long)e->disk_after,
               mib(e->disk_before - e->disk_after));
}

int cmd_prune(int argc, char **argv)
{
    enum { O_DRY = 256, O_APPLY, O_KEEP_LAST, O_RELEASES, O_QUERIES, O_NO_VACUUM, O_FULL, O_LIST };
    static const struct option LONG[] = {
        {"db", required_argument, 0, 'd'},
        {"dry-run", no_argument, 0, O_DRY},
        {"apply", no_argument, 0, O_APPLY},
        {"keep-raw-last", required_argument, 0, O_KEEP_LAST},
        {"keep-raw-releases", no_argument, 0, O_RELEASES},
        {"drop-queries-older-than", required_argument, 0, O_QUERIES},
        {"no-vacuum", no_argument, 0, O_NO_VACUUM},
        {"vacuum-full", no_argument, 0, O_FULL},
        {"list", no_argument, 0, O_LIST},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0}};
    perf_prune_rules rules = {.keep_raw_last = -1, .vacuum = 1};
    const char *db_arg = NULL;
    int list = 0, dry = 0, c;
    char *end;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case O_DRY: dry = 1; break;
        case O_APPLY: rules.apply = 1; break;
        case O_KEEP_LAST:
            rules.keep_raw_last = strtol(optarg, &end, 10);
            if (*end || end == optarg || rules.keep_raw_last < 0) {
                fprintf(stderr, "selfprof-perf: prune: --keep-raw-last takes a count, not '%s'\n",
                        optarg);
                return PERF_EXIT_USAGE;
            }
            break;
        case O_RELEASES: rules.keep_raw_releases = 1; break;
        case O_QUERIES: rules.drop_queries_before = optarg; break;
        case O_NO_VACUUM: rules.vacuum = 0; break;
        case O_FULL: rules.vacuum_full = 1; break;
        case O_LIST: list = 1; break;
        default: return perf_option_error("prune", c, argv);
        }
    }
    const char *usage = NULL;
    if (optind != argc)
        usage = "prune takes no operands";
    else if (dry && rules.apply)
        usage = "--dry-run and --apply contradict each other";
    else if (rules.keep_raw_last < 0 && !rules.drop_queries_before)
        usage = "give a rule: --keep-raw-last N or --drop-queries-older-than DATE";
    else if (rules.keep_raw_releases && rules.keep_raw_last < 0)
        usage = "--keep-raw-releases goes with --keep-raw-last N";
    else if (rules.drop_queries_before && !*rules.drop_queries_before)
        usage = "--drop-queries-older-than needs a date";
    if (usage) {
        fprintf(stderr, "selfprof-perf: prune: %s (try --help)\n", usage);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, !rules.apply, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    printf("%s: %s\n", perf_db_name(db),
           rules.apply ? "pruning" : "dry run, nothing changes (--apply acts)");
    char err[512];
    perf_prune_effect e;
    int rc = perf_prune(db, &rules, &e, list ? list_one : NULL, NULL, err, sizeof err);
    perf_db_close(db);
    if (rc < 0)
        return perf_fail("prune: %s", err);
    print_effect(&rules, &e);
    return PERF_EXIT_OK;
}
