/* cmd_queue.c — `selfprof-perf queue B [--base A] ...`: a request to
 * measure artifact B beside base A (A queued too for the test cases it
 * has no results for yet, else measured again beside B) on a suite; it becomes jobs, one per artifact x benchmark x
 * profile, with the chosen scenarios in run order. All in one transaction:
 * a bad option or a database error queues nothing. */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../catalog/catalog.h"
#include "../profile/profile.h"
#include "../queue/queue.h"
#include "../store/sql_run.h"
#include "../suite/suite.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf queue B [--base A] [--benchmarks LIST] [--profiles LIST]\n"
    "                           [--scenarios LIST] [--iterations N] [--self-profiles N]\n"
    "                           [--metrics LIST] [--reuse-base] [--fixed-iterations]\n"
    "                           [--suite DIR] [--db URL]\n\n"
    "Queues the measurement of artifact B on the benchmark suite: one job per\n"
    "benchmark x profile, with its scenarios in run order. With a base A (--base,\n"
    "or B's parent), each job of B runs side by side with A, their iterations\n"
    "interleaved (A B, B A, ...) on one collector, so that the machine's load\n"
    "hits both alike: A is queued too for the test cases it has no results for\n"
    "yet, and where A has results already (measured earlier, at another hour\n"
    "and load) its clean iterations are measured again beside B, and compare\n"
    "uses those (a feed of builds, each queued against its parent, is then\n"
    "compared step by step side by side). Test cases of B that\n"
    "have results already are not queued again; a failed job is queued again\n"
    "with new tries. rustc artifacts run the Rust benchmarks, gcc and clang the\n"
    "C ones. A benchmark directory that does not load (empty, or a broken\n"
    "perf-config.json) is skipped with a line on stderr, or refused when\n"
    "--benchmarks names it. LISTs are comma-separated.\n\n"
    "  --base A          the artifact B is compared with (default: B's parent)\n"
    "  --benchmarks LIST benchmark names (default: every enabled one of B's language)\n"
    "  --profiles LIST   Rust: check, debug, opt, doc; C and C++: debug (-O0 -g),\n"
    "                    opt (-O2), o3 (-O3), os (-Os), lto (-O2 -flto, programs\n"
    "                    only); a profile B's language lacks is skipped with a\n"
    "                    line (default: each benchmark's allowed ones of check,\n"
    "                    debug, opt; doc is rustdoc, in the full scenario only)\n"
    "  --scenarios LIST  full, incr-full, incr-unchanged, incr-patched (every patch);\n"
    "                    incr-unchanged and incr-patched bring incr-full with them\n"
    "                    (they run on its incremental directory)\n"
    "  --iterations N    clean iterations per scenario, 1..100 (default 15; 5 is the\n"
    "                    fewest with which compare can tell a change from noise\n"
    "                    at 99%);\n"
    "                    one more runs with self-profiling; jobs run side by side\n"
    "                    stop a scenario's once its pairs have decided (none of\n"
    "                    5% or more, after any pair from the 5th; a change\n"
    "                    beyond a strict bound, or no chance to tell, after 5,\n"
    "                    8, 11, ... pairs), jobs alone run all N\n"
    "  --fixed-iterations  every clean iteration and self-profile, also side by\n"
    "                    side (no sequential stopping)\n"
    "  --self-profiles N self-profiled iterations per scenario, 1..20 (default 3):\n"
    "                    the first is stored whole, the others add each query's\n"
    "                    self time, from which detail tells a query's change from\n"
    "                    its noise (1: no per-query verdicts); side by side, a\n"
    "                    scenario whose pairs stopped as \"no change\" keeps only\n"
    "                    the first (there is no change to explain)\n"
    "  --metrics LIST    extra metrics that need runs of their own: instructions\n"
    "                    (the compiler's instruction count under valgrind's\n"
    "                    cachegrind: exact and independent of the machine's load,\n"
    "                    but each such run takes 20-60x as long as a normal one)\n"
    "  --reuse-base      do not measure A again where it has results: B runs alone\n"
    "                    there, and compare says \"measured apart\" (cheaper, but\n"
    "                    the hours between the two sessions count as change)\n"
    "  --suite DIR       the suite (default: the one installed with selfprof-perf)\n"
    "  --db URL          sqlite:PATH or postgres://... (default $SELFPROF_PERF_DB,\n"
    "                    then sqlite:./selfprof-perf.db)\n"
    "  -h, --help        this text\n";

/* 1 if `name` is in the comma-separated `list` (NULL: every name is). */
static int in_list(const char *list, const char *name)
{
    if (!list)
        return 1;
    size_t n = strlen(name);
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, ",");
        if (len == n && strncmp(p, name, n) == 0)
            return 1;
        p += len + (p[len] == ',');
    }
    return 0;
}

/* The scenario kind: "incr-patched" for "incr-patched: NAME". */
static int scenario_selected(const char *list, const char *scenario)
{
    if (!list)
        return 1;
    if (strncmp(scenario, "incr-patched: ", 14) == 0)
        return in_list(list, "incr-patched");
    if (strcmp(scenario, "incr-full") == 0)
        return in_list(list, "incr-full") || in_list(list, "incr-unchanged") ||
               in_list(list, "incr-patched");
    return in_list(list, scenario);
}

/* Whether `profile` gets a job: named in `list`, or without a list every
 * profile the table runs by default (perf/profile/profile.h: not doc,
 * o3, os, lto). A doc job has the full scenario alone
 * (rustdoc has no incremental mode): *scen, *n narrowed to it, and no job
 * when the chosen scenarios lack it. */
static int profile_selected(const char *list, const char *profile, const char *const **scen,
                            size_t *n)
{
    static const char *const FULL[] = {"full"};
    int doc = strcmp(profile, "doc") == 0;
    const perf_profile_def *def = perf_profile_find(profile);
    if (list ? !in_list(list, profile) : !def || !def->by_default)
        return 0;
    if (!doc)
        return 1;
    for (size_t i = 0; i < *n; i++)
        if (strcmp((*scen)[i], "full") == 0) {
            *scen = FULL;
            *n = 1;
            return 1;
        }
    return 0;
}

/* Every item of `list` is one of `allowed` (NULL-terminated); else a
 * usage error naming it. */
static int check_list(const char *opt, const char *list, const char *const *allowed)
{
    for (const char *p = list; p && *p;) {
        size_t len = strcspn(p, ",");
        int ok = 0;
        for (size_t i = 0; allowed[i] && !ok; i++)
            ok = strlen(allowed[i]) == len && strncmp(p, allowed[i], len) == 0;
        if (!ok) {
            fprintf(stderr, "selfprof-perf: queue: %s: '%.*s' is not one of", opt, (int)len, p);
            for (size_t i = 0; allowed[i]; i++)
                fprintf(stderr, " %s", allowed[i]);
            fputc('\n', stderr);
            return -1;
        }
        p += len + (p[len] == ',');
    }
    return 0;
}

/* Says on stderr which profiles of `list` the benchmarks of `language`
 * lack (o3 for a rustc artifact, check for a gcc one): they get no job,
 * said rather than silently. */
static void skip_foreign_profiles(const char *list, const char *language, const char *target)
{
    for (const char *p = list; p && *p;) {
        size_t len = strcspn(p, ",");
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)len, p);
        const perf_profile_def *d = perf_profile_find(name);
        if (d && !perf_profile_for(d, language))
            fprintf(stderr,
                    "selfprof-perf: queue: --profiles: %s is not a profile of %s benchmarks, "
                    "skipped for %s\n",
                    name, strcmp(language, "rust") == 0 ? "Rust" : "C and C++", target);
        p += len + (p[len] == ',');
    }
}

typedef struct {
    int64_t id;
    char kind[16];
    int64_t parent;
} artifact_row;

/* The artifact `name` into *a through the catalog (the one place its SQL
 * is written). 0, or -1 with one line in err (no such artifact, or a
 * database failure). */
static int find_artifact(perf_db *db, const char *name, artifact_row *a, char *err, size_t errlen)
{
    perf_artifact found;
    int r = perf_artifact_find(db, name, &found, err, errlen);
    if (r == 1) {
        a->id = found.id;
        snprintf(a->kind, sizeof a->kind, "%s", found.kind ? found.kind : "");
        a->parent = found.parent_id;
    } else if (r == 0) {
        snprintf(err, errlen, "queue: '%s' is not an artifact (see 'artifact list')", name);
    }
    perf_artifact_clear(&found);
    return r == 1 ? 0 : -1;
}

typedef struct {
    int queued, requeued, skipped;
} counts;

static void count(counts *c, int r)
{
    if (r == 0)
        c->queued++;
    else if (r == 2)
        c->requeued++;
    else
        c->skipped++;
}

/* What one request queues: artifact b, and base a (0: none). */
typedef struct {
    int64_t req, b, a;
    const char *language, *benchmarks, *profiles, *scenarios;
    perf_job_options opt;
    int iterations;
    counts cb, ca;
    int paired;
    int reuse_base; /* --reuse-base: no session of A beside B */
    int remeasured; /* jobs of B that measure A again beside them */
} request;

/* Queues the jobs of the request, test case by test case: B's job, then
 * A's, linked as a pair when both are new (a collector then runs their
 * iterations interleaved); so even unpaired jobs alternate between the
 * two artifacts instead of running all of B, then all of A. -1 on error
 * (err). */
static int queue_jobs(perf_db *db, const perf_suite *suite, request *q, char *err, size_t errlen)
{
    for (size_t i = 0; i < suite->count; i++) {
        const perf_bench *b = &suite->benches[i];
        if (strcmp(b->language, q->language) != 0 || (!q->benchmarks && b->disabled) ||
            !in_list(q->benchmarks, b->name))
            continue;
        int64_t bid = perf_queue_benchmark(db, b->name, b->language, b->category, suite->dir, err,
                                           errlen);
        if (bid < 0)
            return -1;
        const char *chosen[64];
        size_t n = 0;
        for (size_t s = 0; s < b->scenario_count; s++) {
            if (!scenario_selected(q->scenarios, b->scenarios[s]))
                continue;
            if (n == sizeof chosen / sizeof *chosen) {
                snprintf(err, errlen, "queue: benchmark %s has more than %zu scenarios", b->name,
                         sizeof chosen / sizeof *chosen);
                return -1;
            }
            chosen[n++] = b->scenarios[s];
        }
        for (size_t p = 0; n && p < b->profile_count; p++) {
            const char *const *cs = chosen;
            size_t cn = n;
            if (!profile_selected(q->profiles, b->profiles[p], &cs, &cn))
                continue;
            int rb = perf_queue_add_job(db, q->req, q->b, bid, b->profiles[p], cs, cn,
                                        q->iterations, &q->opt, err, errlen);
            if (rb < 0)
                return -1;
            count(&q->cb, rb);
            if (!q->a)
                continue;
            int ra = perf_queue_add_job(db, q->req, q->a, bid, b->profiles[p], cs, cn,
                                        q->iterations, &q->opt, err, errlen);
            if (ra < 0)
                return -1;
            count(&q->ca, ra);
            int pr = 0;
            if (rb != 1 && ra != 1) {
                pr = perf_queue_pair_jobs(db, q->a, q->b, bid, b->profiles[p], err, errlen);
                if (pr < 0)
                    return -1;
                q->paired += pr;
            }
            /* A measured (or being measured) at another time: measured
             * again beside B, so that the two are never compared apart */
            if (rb != 1 && !pr && !q->reuse_base) {
                int rm = perf_queue_remeasure_beside(db, q->a, q->b, bid, b->profiles[p], err,
                                                     errlen);
                if (rm < 0)
                    return -1;
                q->remeasured += rm;
            }
        }
    }
    return 0;
}

int cmd_queue(int argc, char **argv)
{
    static const struct option LONG[] = {{"db", required_argument, 0, 'd'},
                                         {"base", required_argument, 0, 'a'},
                                         {"benchmarks", required_argument, 0, 'b'},
                                         {"profiles", required_argument, 0, 'p'},
                                         {"scenarios", required_argument, 0, 's'},
                                         {"iterations", required_argument, 0, 'i'},
                                         {"suite", required_argument, 0, 'S'},
                                         {"metrics", required_argument, 0, 'm'},
                                         {"self-profiles", required_argument, 0, 'P'},
                                         {"reuse-base", no_argument, 0, 'R'},
                                         {"fixed-iterations", no_argument, 0, 'F'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    const char *known[16];
    size_t nprof = 0, ntable;
    const perf_profile_def *table = perf_profile_table(&ntable);
    for (size_t i = 0; i < ntable && nprof + 1 < sizeof known / sizeof *known; i++)
        if (table[i].languages)
            known[nprof++] = table[i].name;
    known[nprof] = NULL;
    static const char *const SCENARIOS[] = {"full", "incr-full", "incr-unchanged", "incr-patched",
                                            NULL};
    const char *db_arg = NULL, *base = NULL, *benchmarks = NULL, *profiles = NULL,
               *scenarios = NULL, *suite_dir = NULL;
    long iterations = PERF_QUEUE_DEFAULT_ITERATIONS;
    const char *metrics = NULL;
    long self_profiles = PERF_QUEUE_DEFAULT_SELF_PROFILES;
    int reuse_base = 0;
    int fixed = 0;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        char *end;
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'a': base = optarg; break;
        case 'b': benchmarks = optarg; break;
        case 'p': profiles = optarg; break;
        case 's': scenarios = optarg; break;
        case 'S': suite_dir = optarg; break;
        case 'm': metrics = optarg; break;
        case 'R': reuse_base = 1; break;
        case 'F': fixed = 1; break;
        case 'P':
            self_profiles = strtol(optarg, &end, 10);
            if (*end || end == optarg || self_profiles < 1 || self_profiles > 20) {
                fprintf(stderr, "selfprof-perf: queue: --self-profiles '%s' is not 1..20\n",
                        optarg);
                return PERF_EXIT_USAGE;
            }
            break;
        case 'i':
            iterations = strtol(optarg, &end, 10);
            if (*end || end == optarg || iterations < 1 || iterations > 100) {
                fprintf(stderr, "selfprof-perf: queue: --iterations '%s' is not 1..100\n", optarg);
                return PERF_EXIT_USAGE;
            }
            break;
        default: return perf_option_error("queue", c, argv);
        }
    }
    if (argc - optind != 1) {
        fputs("selfprof-perf: queue: give one artifact B (try --help)\n", stderr);
        return PERF_EXIT_USAGE;
    }
    static const char *const METRICS[] = {"instructions", NULL};
    if (check_list("--metrics", metrics, METRICS) < 0 ||
        check_list("--profiles", profiles, known) < 0 ||
        check_list("--scenarios", scenarios, SCENARIOS) < 0)
        return PERF_EXIT_USAGE;
    /* said, not done silently: the scenarios the list implies (issue 35) */
    if (scenarios && !in_list(scenarios, "incr-full") &&
        (in_list(scenarios, "incr-unchanged") || in_list(scenarios, "incr-patched")))
        fprintf(stderr,
                "selfprof-perf: queue: --scenarios %s: incr-full is measured too (incr-unchanged "
                "and incr-patched rebuild on its incremental directory)\n",
                scenarios);
    const char *target = argv[optind];
    char err[2048];
    perf_suite *suite;
    /* Each benchmark on its own: a broken one is refused when named and
     * skipped with a line otherwise, never blocking the others. */
    if (perf_suite_load_each(suite_dir ? suite_dir : perf_suite_default_dir(), &suite, err,
                             sizeof err) < 0)
        return perf_fail("%s", err);
    for (const char *p = benchmarks; p && *p;) {
        size_t len = strcspn(p, ",");
        char name[256];
        snprintf(name, sizeof name, "%.*s", (int)len, p);
        const char *broken = perf_suite_broken(suite, name);
        if (broken) {
            perf_fail("queue: benchmark '%s' is broken: %s", name, broken);
            perf_suite_free(suite);
            return PERF_EXIT_FAIL;
        }
        if (!perf_suite_find(suite, name)) {
            perf_fail("queue: benchmark '%s' is not in the suite %s", name, suite->dir);
            perf_suite_free(suite);
            return PERF_EXIT_FAIL;
        }
        p += len + (p[len] == ',');
    }
    for (size_t i = 0; !benchmarks && i < suite->broken_count; i++)
        fprintf(stderr, "selfprof-perf: queue: skipping benchmark '%s': %s\n",
                suite->broken[i].name, suite->broken[i].error);
    perf_db *db = perf_open_db(db_arg, 0, 0);
    if (!db) {
        perf_suite_free(suite);
        return PERF_EXIT_FAIL;
    }
    int rc = PERF_EXIT_FAIL;
    artifact_row b = {0}, a = {0};
    int64_t req;
    if (find_artifact(db, target, &b, err, sizeof err) < 0 ||
        (base && find_artifact(db, base, &a, err, sizeof err) < 0))
        goto fail;
    if (!base && b.parent) {
        a.id = b.parent;
        snprintf(a.kind, sizeof a.kind, "%s", b.kind);
    }
    if (a.id && (strcmp(a.kind, "rustc") == 0) != (strcmp(b.kind, "rustc") == 0)) {
        snprintf(err, sizeof err, "queue: %s is a %s and its base a %s: they share no benchmark",
                 target, b.kind, a.kind);
        goto fail;
    }
    const char *language = strcmp(b.kind, "rustc") == 0 ? "rust" : "c";
    skip_foreign_profiles(profiles, language, target);
    if (perf_db_begin(db, err, sizeof err) < 0)
        goto fail;
    request q = {0,
                 b.id,
                 a.id,
                 language,
                 benchmarks,
                 profiles,
                 scenarios,
                 {metrics && *metrics ? metrics : NULL, (int)self_profiles, fixed},
                 (int)iterations,
                 {0, 0, 0},
                 {0, 0, 0},
                 0,
                 reuse_base,
                 0};
    if (perf_queue_request_create(db, b.id, a.id, suite->dir, (int)iterations, &req, err,
                                  sizeof err) < 0 ||
        (q.req = req, queue_jobs(db, suite, &q, err, sizeof err)) < 0) {
        perf_db_rollback(db);
        goto fail;
    }
    counts cb = q.cb, ca = q.ca;
    if (cb.queued + cb.requeued + ca.queued + ca.requeued + cb.skipped + ca.skipped == 0) {
        perf_db_rollback(db);
        snprintf(err, sizeof err,
                 "queue: no benchmark of the suite %s matches (language %s%s%s%s%s)", suite->dir,
                 language, benchmarks ? ", --benchmarks " : "", benchmarks ? benchmarks : "",
                 profiles ? ", --profiles " : "", profiles ? profiles : "");
        goto fail;
    }
    if (perf_db_commit(db, err, sizeof err) < 0)
        goto fail;
    printf("request #%lld: %s: %d job%s queued, %d queued again, %d already measured or queued\n",
           (long long)req, target, cb.queued + cb.requeued, cb.queued + cb.requeued == 1 ? "" : "s",
           cb.requeued, cb.skipped);
    if (a.id)
        printf("request #%lld: base: %d job%s queued, %d queued again, %d already measured or "
               "queued\n",
               (long long)req, ca.queued + ca.requeued, ca.queued + ca.requeued == 1 ? "" : "s",
               ca.requeued, ca.skipped);
    if (q.paired)
        printf("request #%lld: %d pair%s of jobs will run side by side (iterations interleaved)\n",
               (long long)req, q.paired, q.paired == 1 ? "" : "s");
    if (q.remeasured)
        printf("request #%lld: base measured again beside %s in %d job%s (its results are from "
               "another session)\n",
               (long long)req, target, q.remeasured, q.remeasured == 1 ? "" : "s");
    rc = PERF_EXIT_OK;
    goto out;
fail:
    perf_fail("%s", err);
out:
    perf_db_close(db);
    perf_suite_free(suite);
    return rc;
}
