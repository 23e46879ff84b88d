/* cmd_status.c — `selfprof-perf status`: what the queue holds: requests
 * with their jobs by state, every job (running: on which collector since
 * when and until when its lease runs; failed: with its error), and the
 * collectors with their last heartbeat. Text for people, --json for
 * programs (the web pages and scripts). */
#include <getopt.h>
#include <stdio.h>

#include "../render/status_doc.h"
#include "../report/status.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf status [--json] [--db URL]\n\n"
    "Shows the requests (what was queued, and how many of their jobs are queued,\n"
    "running, done and failed), the running and queued jobs (running: on which\n"
    "collector since when and until when its lease runs) and the 50 that finished\n"
    "last (failed: with its error, the compiler's stderr tail), and the collectors\n"
    "with their last heartbeat. Requests: those with running or queued jobs and\n"
    "the 20 newest others.\n\n"
    "  --json     one JSON object: requests, jobs, collectors (times in Unix seconds)\n"
    "  --db URL   sqlite:PATH or postgres://... (default $SELFPROF_PERF_DB, then\n"
    "             sqlite:./selfprof-perf.db)\n"
    "  -h, --help this text\n";

int cmd_status(int argc, char **argv)
{
    static const struct option LONG[] = {{"db", required_argument, 0, 'd'},
                                         {"json", no_argument, 0, 'j'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *db_arg = NULL;
    int json = 0, c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        if (c == 'h') {
            fputs(HELP, stdout);
            return PERF_EXIT_OK;
        }
        if (c == 'd')
            db_arg = optarg;
        else if (c == 'j')
            json = 1;
        else
            return perf_option_error("status", c, argv);
    }
    if (optind < argc) {
        fprintf(stderr, "selfprof-perf: status: unexpected argument '%s'\n", argv[optind]);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, 1, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    char err[1024];
    perf_status *s;
    int rc = perf_status_read(db, PERF_STATUS_FINISHED_DEFAULT, 0, &s, err, sizeof err);
    perf_db_close(db);
    if (rc < 0)
        return perf_fail("%s", err);
    sup_buf b = {0};
    rc = json ? perf_status_json(&b, s) : perf_status_text(&b, s);
    perf_status_free(s);
    if (rc < 0) {
        sup_buf_free(&b);
        return perf_fail("out of memory");
    }
    return perf_output_done("status", perf_print_document(&b, rc));
}
