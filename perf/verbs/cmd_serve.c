/* cmd_serve.c — `selfprof-perf serve`: the web dashboard (perf/serve/). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "../serve/server.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf serve [--listen HOST:PORT] [--db URL] [OPTIONS]\n\n"
    "Serves the dashboard: the comparison of two artifacts, the per-query detail\n"
    "of one test case, graphs and the queue's status, as web pages and a JSON API\n"
    "(docs/guide.md, 'The web dashboard'). The database is opened read-only.\n"
    "Listens on loopback unless --listen says otherwise; SIGINT or SIGTERM stop it.\n"
    "While the database cannot be reached, API requests get 503 and it reconnects\n"
    "by itself. At most 32 connections of one client address wait for their\n"
    "request; each answer closes its connection.\n\n"
    "  --listen HOST:PORT  numeric address and port (default 127.0.0.1:8080;\n"
    "                      [::1]:8080 for IPv6; port 0 picks a free one)\n"
    "  --db URL            sqlite:PATH (default $SELFPROF_PERF_DB, then\n"
    "                      sqlite:./selfprof-perf.db)\n"
    "  --threads N         worker threads, each with its own connection (default 4, 1..64)\n"
    "  --timeout SECONDS   close a connection idle this long, or whose request\n"
    "                      has not all arrived this long after it connected\n"
    "                      (default 10, 1..3600)\n"
    "  --web DIR           the pages (default: installed with the program)\n"
    "  --selfprof PATH     the selfprof program for flame graphs, Chrome traces\n"
    "                      and diffs (default: next to this program)\n"
    "  -h, --help          this text\n";

static int number(const char *opt, const char *s, unsigned lo, unsigned hi, unsigned *out)
{
    char *end;
    errno = 0;
    unsigned long v = strtoul(s, &end, 10);
    if (!*s || *end || errno || *s == '-' || v < lo || v > hi) {
        fprintf(stderr, "selfprof-perf: serve: %s '%s': expected a number from %u to %u\n", opt, s,
                lo, hi);
        return -1;
    }
    *out = (unsigned)v;
    return 0;
}

int cmd_serve(int argc, char **argv)
{
    static const struct option LONG[] = {
        {"listen", required_argument, 0, 'l'},  {"db", required_argument, 0, 'd'},
        {"threads", required_argument, 0, 't'}, {"timeout", required_argument, 0, 'T'},
        {"web", required_argument, 0, 'w'},     {"selfprof", required_argument, 0, 's'},
        {"help", no_argument, 0, 'h'},          {0, 0, 0, 0}};
    perf_serve_options o = {0};
    o.threads = 4;
    o.timeout = 10;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'l': o.listen = optarg; break;
        case 'd': o.db_url = optarg; break;
        case 't':
            if (number("--threads", optarg, 1, 64, &o.threads) < 0)
                return PERF_EXIT_USAGE;
            break;
        case 'T':
            if (number("--timeout", optarg, 1, 3600, &o.timeout) < 0)
                return PERF_EXIT_USAGE;
            break;
        case 'w': o.web_dir = optarg; break;
        case 's': o.selfprof = optarg; break;
        default: return perf_option_error("serve", c, argv);
        }
    }
    if (optind < argc) {
        fprintf(stderr, "selfprof-perf: serve: unexpected argument '%s'\n", argv[optind]);
        return PERF_EXIT_USAGE;
    }
    return perf_serve_run(&o);
}
