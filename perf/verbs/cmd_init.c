/* cmd_init.c — `selfprof-perf init`: create or migrate the database. */
#include <getopt.h> /* optind */
#include <stdio.h>

#include "../db/migrate.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf init [--db URL]\n\n"
    "Creates the database, or migrates it to the newest schema version; on a\n"
    "current database it changes nothing. Prints the version before and after.\n\n"
    "  --db URL   sqlite:PATH or postgres://USER[:PASSWORD]@HOST[:PORT]/DB\n"
    "             (default $SELFPROF_PERF_DB, then sqlite:./selfprof-perf.db)\n"
    "  -h, --help this text\n";

int cmd_init(int argc, char **argv)
{
    const char *db_arg;
    int st = perf_parse_db_option(argc, argv, HELP, &db_arg);
    if (st >= 0)
        return st;
    if (optind < argc) {
        fprintf(stderr, "selfprof-perf: init: unexpected argument '%s'\n", argv[optind]);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, 0, 1);
    if (!db)
        return PERF_EXIT_FAIL;
    char err[512];
    int before = perf_db_migrate(db, err, sizeof err);
    if (before < 0) {
        perf_db_close(db);
        return perf_fail("%s", err);
    }
    if (before == perf_schema_latest())
        printf("%s: schema version %d, current\n", perf_db_name(db), before);
    else
        printf("%s: schema version %d, migrated from %d\n", perf_db_name(db), perf_schema_latest(),
               before);
    perf_db_close(db);
    return PERF_EXIT_OK;
}
