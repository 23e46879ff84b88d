/* cmd_raw.c — `selfprof-perf raw ARTIFACT BENCHMARK PROFILE SCENARIO -o
 * FILE`: the stored raw self-profile, decompressed, as the files selfprof
 * reads. One stored file is written to FILE; several (a profile of many
 * processes) become the directory FILE with each under its stored name,
 * which every selfprof subcommand accepts as a directory of profiles. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "../report/report.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf raw ARTIFACT BENCHMARK PROFILE SCENARIO -o FILE [--db URL]\n\n"
    "Writes the raw self-profile stored for the test case, decompressed:\n"
    "readable by every selfprof subcommand (summarize, diff, flamegraph, ...).\n"
    "When the test case stored several files, FILE becomes a directory holding\n"
    "each under its stored name. An existing FILE is not overwritten.\n\n"
    "Options:\n"
    "  -o, --output FILE  where to write (required)\n"
    "  --db URL           the database (default $SELFPROF_PERF_DB, then\n"
    "                     sqlite:./selfprof-perf.db)\n";

/* Writes the bytes to a new file (O_EXCL: never replaces one). */
static int write_new(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wbx");
    if (!f)
        return perf_fail("raw: %s: %s", path, strerror(errno));
    size_t w = n ? fwrite(data, 1, n, f) : 0;
    int bad = w != n || ferror(f);
    if (fclose(f) != 0 || bad) {
        remove(path);
        return perf_fail("raw: %s: write error (disk full?)", path);
    }
    return PERF_EXIT_OK;
}

/* A stored file name is used as a path component only when it is plain. */
static int plain_name(const char *s)
{
    return *s && !strchr(s, '/') && strcmp(s, ".") && strcmp(s, "..");
}

int cmd_raw(int argc, char **argv)
{
    static const struct option LONG[] = {{"db", required_argument, 0, 'd'},
                                         {"output", required_argument, 0, 'o'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *db_arg = NULL, *outp = NULL;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":ho:", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'o': outp = optarg; break;
        default: return perf_option_error("raw", c, argv);
        }
    }
    if (argc - optind != 4 || !outp || !*outp) {
        fputs("selfprof-perf: raw: give ARTIFACT BENCHMARK PROFILE SCENARIO -o FILE (try --help)\n",
              stderr);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, 1, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    char err[512];
    perf_raw_profile *r;
    char **o = argv + optind;
    int rc = perf_report_raw(db, o[0], o[1], o[2], o[3], &r, err, sizeof err);
    perf_db_close(db);
    if (rc != PERF_REPORT_OK)
        return perf_fail("raw: %s", err);
    if (r->count == 1) {
        rc = write_new(outp, r->files[0].data, r->files[0].size);
    } else if (mkdir(outp, 0777) != 0) {
        rc = perf_fail("raw: %s: %s", outp, strerror(errno));
    } else {
        rc = PERF_EXIT_OK;
        for (size_t i = 0; i < r->count && rc == PERF_EXIT_OK; i++) {
            char path[4096];
            if (!plain_name(r->files[i].name) ||
                snprintf(path, sizeof path, "%s/%s", outp, r->files[i].name) >= (int)sizeof path)
                rc = perf_fail("raw: stored file name '%s' is not a plain file name",
                               r->files[i].name);
            else
                rc = write_new(path, r->files[i].data, r->files[i].size);
        }
    }
    if (rc == PERF_EXIT_OK)
        printf("%s: %zu file%s\n", outp, r->count, r->count == 1 ? "" : "s");
    perf_raw_profile_free(r);
    return rc;
}
