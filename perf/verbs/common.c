/* common.c — what the verbs share: error lines and opening the database. */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>

#include "../db/migrate.h"
#include "verbs.h"

int perf_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("selfprof-perf: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return PERF_EXIT_FAIL;
}

int perf_print_document(sup_buf *b, int rendered)
{
    int bad = rendered < 0 || sup_buf_write(b, stdout) < 0;
    sup_buf_free(b);
    return bad ? -1 : 0;
}

int perf_output_done(const char *verb, int bad)
{
    if (bad || fflush(stdout) != 0 || ferror(stdout))
        return perf_fail("%s: cannot write the output", verb);
    return PERF_EXIT_OK;
}

int perf_option_error(const char *verb, int c, char **argv)
{
    fprintf(stderr,
            c == ':' ? "selfprof-perf: %s: option '%s' needs a value (try --help)\n"
                     : "selfprof-perf: %s: bad option '%s' (try --help)\n",
            verb, argv[optind - 1]);
    return PERF_EXIT_USAGE;
}

perf_db *perf_open_db(const char *db_arg, int readonly, int migrating)
{
    char err[512];
    perf_db *db;
    if (perf_db_open(perf_db_url_choose(db_arg), readonly, &db, err, sizeof err) < 0) {
        perf_fail("%s", err);
        return NULL;
    }
    if (!migrating && perf_db_require_current(db, err, sizeof err) < 0) {
        perf_fail("%s", err);
        perf_db_close(db);
        return NULL;
    }
    return db;
}

int perf_parse_db_option(int argc, char **argv, const char *help, const char **db_arg)
{
    static const struct option LONG[] = {
        {"db", required_argument, 0, 'd'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0}};
    int c;
    *db_arg = NULL;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        if (c == 'h') {
            fputs(help, stdout);
            return PERF_EXIT_OK;
        }
        if (c != 'd')
            return perf_option_error(argv[0], c, argv);
        *db_arg = optarg;
    }
    return -1;
}
