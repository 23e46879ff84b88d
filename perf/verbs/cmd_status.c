/* cmd_status.c — `selfprof-perf status`: what the queue holds: requests
 * with their jobs by state, every job (running: on which collector since
 * when and until when its lease runs; failed: with its error), and the
 * collectors with their last heartbeat. Text for people, --json for
 * programs (the web pages and scripts). */
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "report/status.h"
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

/* "2026-12-03 12:00:00 UTC" into buf. */
static const char *when(int64_t t, char *buf, size_t n)
{
    time_t tt = (time_t)t;
    struct tm tm;
    gmtime_r(&tt, &tm);
    strftime(buf, n, "%Y-%m-%d %H:%M:%S UTC", &tm);
    return buf;
}

/* The error, each line indented under its job. */
static void print_error(FILE *out, const char *e)
{
    while (e && *e) {
        size_t len = strcspn(e, "\n");
        fprintf(out, "      | %.*s\n", (int)len, e);
        e += len + (e[len] == '\n');
    }
}

static int print_text(perf_db *db, FILE *out, char *err, size_t errlen)
{
    perf_stmt *st;
    int r, n;
    char b1[64], b2[64];
    int64_t now = (int64_t)time(NULL);
    if (perf_db_prepare(db, PERF_STATUS_REQUESTS, &st, err, errlen) < 0)
        return -1;
    fputs("Requests:\n", out);
    for (n = 0; (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW; n++) {
        const char *base = perf_stmt_column_text(st, 2);
        fprintf(out, "  #%lld %s%s%s%s, %lld iteration%s, suite %s, queued %s\n",
                (long long)perf_stmt_column_int64(st, 0), perf_stmt_column_text(st, 1),
                base ? " (base " : "", base ? base : "", base ? ")" : "",
                (long long)perf_stmt_column_int64(st, 4),
                perf_stmt_column_int64(st, 4) == 1 ? "" : "s", perf_stmt_column_text(st, 3),
                when(perf_stmt_column_int64(st, 5), b1, sizeof b1));
        fprintf(out, "     jobs: %lld queued, %lld running, %lld done, %lld failed\n",
                (long long)perf_stmt_column_int64(st, 6), (long long)perf_stmt_column_int64(st, 7),
                (long long)perf_stmt_column_int64(st, 8), (long long)perf_stmt_column_int64(st, 9));
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    if (n == 0)
        fputs("  none (see 'selfprof-perf queue --help')\n", out);

    if (perf_db_prepare(db, PERF_STATUS_JOBS, &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, PERF_STATUS_FINISHED_DEFAULT);
    perf_stmt_bind_int64(st, 2, 0);
    fputs("Jobs:\n", out);
    for (n = 0; (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW; n++) {
        const char *state = perf_stmt_column_text(st, 2);
        const char *coll = perf_stmt_column_text(st, 8);
        fprintf(out, "  #%-4lld %-7s %s %s %s (%s) x%lld", (long long)perf_stmt_column_int64(st, 0),
                state, perf_stmt_column_text(st, 3), perf_stmt_column_text(st, 4),
                perf_stmt_column_text(st, 5), perf_stmt_column_text(st, 6),
                (long long)perf_stmt_column_int64(st, 7));
        long long tries = (long long)perf_stmt_column_int64(st, 9);
        if (!strcmp(state, "running")) {
            int64_t lease = perf_stmt_column_int64(st, 13);
            fprintf(out, ": on %s since %s, try %lld, lease %s %s", coll ? coll : "?",
                    when(perf_stmt_column_int64(st, 11), b1, sizeof b1), tries,
                    lease < now ? "expired at" : "until", when(lease, b2, sizeof b2));
            if (lease < now)
                fputs(" (claimable)", out);
        } else if (!strcmp(state, "done") || !strcmp(state, "failed")) {
            fprintf(out, ": %s %s by %s after %lld tr%s", state,
                    when(perf_stmt_column_int64(st, 12), b1, sizeof b1), coll ? coll : "?", tries,
                    tries == 1 ? "y" : "ies");
        } else if (tries > 0) {
            fprintf(out, ": %lld tr%s so far", tries, tries == 1 ? "y" : "ies");
        }
        fputc('\n', out);
        if (strcmp(state, "done") != 0)
            print_error(out, perf_stmt_column_text(st, 14));
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    if (n == 0)
        fputs("  none\n", out);

    if (perf_db_prepare(db, PERF_STATUS_COLLECTORS, &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_int64(st, 1, now - PERF_STATUS_COLLECTOR_GONE_S);
    fputs("Collectors:\n", out);
    for (n = 0; (r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW; n++) {
        int64_t hb = perf_stmt_column_int64(st, 4);
        fprintf(out, "  %s on %s (pid %lld), started %s, last heartbeat %s (%lld s ago)",
                perf_stmt_column_text(st, 0), perf_stmt_column_text(st, 1),
                (long long)perf_stmt_column_int64(st, 2),
                when(perf_stmt_column_int64(st, 3), b1, sizeof b1), when(hb, b2, sizeof b2),
                (long long)(now - hb));
        if (!perf_stmt_column_is_null(st, 5))
            fprintf(out, ", on job #%lld", (long long)perf_stmt_column_int64(st, 5));
        fputc('\n', out);
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_ERROR)
        return -1;
    if (n == 0)
        fputs("  none\n", out);
    return 0;
}

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
    sup_buf b = {0};
    int rc = json ? perf_status_json(&b, db, PERF_STATUS_FINISHED_DEFAULT, 0, err, sizeof err)
                  : print_text(db, stdout, err, sizeof err);
    perf_db_close(db);
    if (rc < 0) {
        sup_buf_free(&b);
        return perf_fail("%s", err);
    }
    int bad = sup_buf_write(&b, stdout) < 0; /* the document; empty after the text */
    sup_buf_free(&b);
    if (bad || fflush(stdout) != 0 || ferror(stdout))
        return perf_fail("status: cannot write the output");
    return PERF_EXIT_OK;
}
