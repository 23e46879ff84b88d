/* cmd_collect.c — `selfprof-perf collect`: a collector (perf/collect/:
 * claiming jobs, running each in a process of its own, heartbeats,
 * storing the results). This file keeps the options, the help and the
 * order of the steps: open the database, catch the stop signals, check
 * and register the name, make the work directory, become the subreaper
 * of the jobs' compilations, run the loop, clean up. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../collect/collect.h"
#include "../run/work_dir.h"
#include "support/files.h"
#include "support/supervise.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf collect [--name NAME] [--until-empty] [--suite DIR]\n"
    "                             [--lease SECONDS] [--timeout SECONDS] [--work-dir DIR]\n"
    "                             [--db URL]\n\n"
    "A collector: claims queued jobs (or jobs whose collector stopped\n"
    "heartbeating), runs them, and stores each job's results in one transaction.\n"
    "Many collectors may share one database (PostgreSQL for many machines).\n"
    "Progress goes to stderr: the artifact built, benchmark, profile, scenario,\n"
    "iteration and ETA, on one line rewritten on a terminal, a line per build\n"
    "otherwise; stdout gets each job's outcome. SIGINT or SIGTERM stops it cleanly: the running job's\n"
    "compilations are stopped and the job is released for another collector.\n\n"
    "  --name NAME       this collector's name, unique among collectors (a name\n"
    "                    whose collector holds a job is refused; one whose process\n"
    "                    is gone on this host is taken over and its job given\n"
    "                    back; default HOST-PID)\n"
    "  --until-empty     stop when no job is queued or running (default: wait for\n"
    "                    new jobs forever)\n"
    "  --suite DIR       run the benchmarks from DIR (default: the suite each job was\n"
    "                    queued with)\n"
    "  --lease SECONDS   how long a claimed job stays ours without a heartbeat\n"
    "                    (default 300, at least 2); the heartbeat renews it every\n"
    "                    third of it\n"
    "  --timeout SECONDS a compiler run taking longer is killed and fails the job\n"
    "                    (default 1800)\n"
    "  --work-dir DIR    where jobs build (default $TMPDIR, then /tmp); a directory\n"
    "                    of this collector's is made in it and removed at the end\n"
    "                    (those of killed collectors at the next start)\n"
    "  --db URL          sqlite:PATH or postgres://... (default $SELFPROF_PERF_DB,\n"
    "                    then sqlite:./selfprof-perf.db)\n"
    "  -h, --help        this text\n\n"
    "A lost connection, a locked database or a full disk is waited out (one line\n"
    "on stderr, retries with backoff, one line when it is back); a job keeps its\n"
    "results and stores them then, and no try is counted. A job whose results\n"
    "meet a full disk for longer than its lease is given back, no try counted;\n"
    "another database error while storing fails the try (recorded on the job);\n"
    "either way the collector goes on. A broken benchmark directory fails only\n"
    "its own jobs.\n\n"
    "Exit status: 0 when done (--until-empty), 1 when the database cannot be\n"
    "reached at the start or on another database error when claiming,\n"
    "128+N after signal N.\n";

/* perf_work_dir_remove_stale's word on each directory it removes. */
static void say_removing(const char *dir, void *ctx)
{
    (void)ctx;
    printf("collect: removing %s, left by a collector that is gone\n", dir);
}

static int parse_seconds(const char *opt, const char *v, int min, int *out)
{
    char *end;
    long n = strtol(v, &end, 10);
    if (*end || end == v || n < min || n > 86400L * 7) {
        fprintf(stderr, "selfprof-perf: collect: %s '%s' is not a number of seconds >= %d\n", opt,
                v, min);
        return -1;
    }
    *out = (int)n;
    return 0;
}

int cmd_collect(int argc, char **argv)
{
    static const struct option LONG[] = {{"db", required_argument, 0, 'd'},
                                         {"name", required_argument, 0, 'n'},
                                         {"until-empty", no_argument, 0, 'u'},
                                         {"suite", required_argument, 0, 'S'},
                                         {"lease", required_argument, 0, 'l'},
                                         {"timeout", required_argument, 0, 't'},
                                         {"work-dir", required_argument, 0, 'w'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    perf_collector col = {.lease = 300, .timeout = 1800};
    const char *db_arg = NULL, *work_base = NULL;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'n': col.name = optarg; break;
        case 'u': col.until_empty = 1; break;
        case 'S': col.suite_dir = optarg; break;
        case 'w': work_base = optarg; break;
        case 'l':
            if (parse_seconds("--lease", optarg, 2, &col.lease) < 0)
                return PERF_EXIT_USAGE;
            break;
        case 't':
            if (parse_seconds("--timeout", optarg, 1, &col.timeout) < 0)
                return PERF_EXIT_USAGE;
            break;
        default: return perf_option_error("collect", c, argv);
        }
    }
    if (optind < argc) {
        fprintf(stderr, "selfprof-perf: collect: unexpected argument '%s'\n", argv[optind]);
        return PERF_EXIT_USAGE;
    }
    char default_name[300];
    if (!col.name) {
        char host[256] = "host";
        gethostname(host, sizeof host - 1);
        host[sizeof host - 1] = 0;
        snprintf(default_name, sizeof default_name, "%s-%ld", host, (long)getpid());
        col.name = default_name;
    }
    col.db_url = perf_db_url_choose(db_arg);
    /* A database that cannot be reached at the start is an error (a wrong
     * URL should not wait forever); once connected, faults are waited out. */
    perf_db *db0 = perf_open_db(db_arg, 0, 0);
    if (!db0)
        return PERF_EXIT_FAIL;
    perf_collect_catch_stop_signals();
    char err[2048];
    int t = perf_collect_start(&col, db0, err, sizeof err);
    if (t != 0) {
        perf_collect_close(&col);
        int sig = perf_collect_stopped();
        if (t == 1)
            return PERF_EXIT_FAIL; /* the name is taken: said why */
        return sig ? 128 + sig : perf_fail("collect: %s", err);
    }
    work_base = perf_work_dir_base(work_base);
    perf_work_dir_remove_stale(work_base, say_removing, NULL);
    if (perf_work_dir_make(work_base, col.work, sizeof col.work) < 0) {
        perf_collect_close(&col);
        return perf_fail("collect: cannot make a work directory in %s: %s", work_base,
                         strerror(errno));
    }
    /* Orphaned compilations of a stopped job come to us
     * (sup_supervise_stop kills them). */
    sup_supervise_begin();

    int rc = perf_collect_loop(&col) < 0 ? PERF_EXIT_FAIL : PERF_EXIT_OK;
    sup_remove_tree(col.work);
    perf_collect_close(&col);
    int sig = perf_collect_stopped(), jobs = col.jobs;
    if (sig && rc == PERF_EXIT_OK) {
        printf("collect %s: stopped by signal %d after %d job%s\n", col.name, sig, jobs,
               jobs == 1 ? "" : "s");
        return 128 + sig;
    }
    if (rc == PERF_EXIT_OK)
        printf("collect %s: no job left after %d job%s\n", col.name, jobs, jobs == 1 ? "" : "s");
    return rc;
}
