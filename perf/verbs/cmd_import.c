/* cmd_import.c — `selfprof-perf import`: store self-profiles made outside
 * the collector (by hand, by CI) as the self-profile of one test case, the
 * way the collector stores its own: summary rows plus zstd raw files, in
 * one transaction. */
#include <getopt.h> /* optind */
#include <stdio.h>
#include <string.h>

#include "../catalog/catalog.h"
#include "../profile/profile.h"
#include "../store/self_profile_store.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf import ARTIFACT BENCHMARK PROFILE SCENARIO FILE... [--db URL]\n\n"
    "Stores the .mm_profdata FILEs (merged, as 'selfprof summarize' merges them)\n"
    "as the self-profile of the test case ARTIFACT x BENCHMARK x PROFILE x\n"
    "SCENARIO: one row per query, artifact sizes, and the raw files compressed\n"
    "with zstd. BENCHMARK is created when new (category primary). PROFILE is\n"
    "check, debug, opt, o3, os, lto or doc; SCENARIO full, incr-full,\n"
    "incr-unchanged or 'incr-patched: NAME'. A test case that has a\n"
    "self-profile already is refused.\n";

int cmd_import(int argc, char **argv)
{
    const char *db_arg;
    int early = perf_parse_db_option(argc, argv, HELP, &db_arg);
    if (early >= 0)
        return early;
    if (argc - optind < 5) {
        fputs(
            "selfprof-perf: import: give ARTIFACT BENCHMARK PROFILE SCENARIO FILE... (try --help)\n",
            stderr);
        return PERF_EXIT_USAGE;
    }
    const char *artifact = argv[optind], *bench = argv[optind + 1];
    perf_test_case tc = {0, bench, NULL, argv[optind + 2], argv[optind + 3]};
    char names[256];
    if (!perf_profile_valid(tc.profile))
        return perf_fail("import: profile '%s' is not one of %s", tc.profile,
                         perf_profile_names(NULL, names, sizeof names));
    if (!perf_scenario_valid(tc.scenario))
        return perf_fail("import: scenario '%s' is not full, incr-full, incr-unchanged or "
                         "'incr-patched: NAME'",
                         tc.scenario);
    perf_db *db = perf_open_db(db_arg, 0, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    char err[1024];
    int rc = PERF_EXIT_FAIL;
    perf_artifact art;
    int found = perf_artifact_find(db, artifact, &art, err, sizeof err);
    if (found <= 0) {
        if (found < 0)
            perf_fail("%s", err);
        else
            perf_fail("import: '%s' is not an artifact (see 'artifact list')", artifact);
        goto out;
    }
    tc.artifact_id = art.id;
    tc.language = strcmp(art.kind, "rustc") == 0 ? "rust" : "c";
    const char *const *files = (const char *const *)argv + optind + 4;
    size_t nfiles = (size_t)(argc - optind - 4);
    if (perf_store_self_profile(db, &tc, files, nfiles, err, sizeof err) != 0) {
        perf_fail("%s", err);
        goto out;
    }
    printf("%s %s %s %s: %zu file%s stored\n", artifact, bench, tc.profile, tc.scenario, nfiles,
           nfiles == 1 ? "" : "s");
    rc = PERF_EXIT_OK;
out:
    perf_artifact_clear(&art);
    perf_db_close(db);
    return rc;
}
