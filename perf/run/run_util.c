/* run_util.c — the runner's steps that are not a language's: running a
 * helper command under the timeout with its output's tail in the error,
 * the work directory's files, progress, and turning a build's measurement
 * into samples. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../metric/metric.h"
#include "cachegrind.h"
#include "run_internal.h"
#include "support/grow.h"

int perf_run_fail(perf_run_ctx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, c->errlen, fmt, ap);
    va_end(ap);
    return -1;
}

int perf_run_fail_final(perf_run_ctx *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, c->errlen, fmt, ap);
    va_end(ap);
    c->final = 1;
    return -1;
}

int perf_run_drop(perf_run_ctx *c, const char *scenario)
{
    for (size_t i = 0; i < c->job->scenario_count; i++)
        if (strcmp(c->job->scenarios[i], scenario) == 0)
            c->dropped[i] = 1;
    if (!c->scenario_err) {
        c->scenario_err = strdup(c->err);
        c->scenario_final = c->final;
        if (!c->scenario_err)
            return perf_run_fail(c, "out of memory");
    }
    c->final = 0;
    return 0;
}

int perf_run_dropped(const perf_run_ctx *c, const char *scenario)
{
    for (size_t i = 0; i < c->job->scenario_count; i++)
        if (strcmp(c->job->scenarios[i], scenario) == 0)
            return c->dropped[i];
    return 0;
}

int perf_run_self_profiles(const perf_job *job)
{
    return job->measure_only ? 0 : job->self_profiles > 1 ? job->self_profiles : 1;
}

int perf_run_decided(const perf_run_ctx *c, const char *scenario)
{
    if (!(c->clean || c->sp_repeat) || !c->decided)
        return 0;
    for (size_t i = 0; i < c->job->scenario_count; i++)
        if (strcmp(c->job->scenarios[i], scenario) == 0)
            return c->clean ? c->decided[i] != 0 : c->decided[i] == PERF_RUN_SETTLED;
    return 0;
}

void perf_run_append_tail(perf_run_ctx *c)
{
    size_t used = strlen(c->err);
    if (used + 4 >= c->errlen)
        return;
    size_t room = c->errlen - used - 3;
    if (room > PERF_QUEUE_ERROR_MAX / 2)
        room = PERF_QUEUE_ERROR_MAX / 2;
    int fd = open(c->log, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    struct stat st;
    if (fstat(fd, &st) != 0 || st.st_size == 0) {
        close(fd);
        return;
    }
    off_t start = st.st_size > (off_t)room ? st.st_size - (off_t)room : 0;
    char *buf = malloc(room + 1);
    ssize_t n = buf ? pread(fd, buf, room, start) : -1;
    close(fd);
    if (n <= 0) {
        free(buf);
        return;
    }
    buf[n] = 0;
    char *p = start > 0 ? strchr(buf, '\n') : NULL;
    p = p ? p + 1 : buf; /* from a line's start */
    while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
        buf[--n] = 0;
    if (*p)
        snprintf(c->err + used, c->errlen - used, ":\n%s", p);
    free(buf);
}

int perf_run_cmd(perf_run_ctx *c, const char *what, char *const *argv, const char *cwd,
                 const perf_env *env, perf_measurement *m)
{
    int fd = open(c->log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return perf_run_fail(c, "%s: %s", c->log, strerror(errno));
    close(fd);
    perf_exec e = {.argv = argv,
                   .envp = (env ? env : &c->env)->v,
                   .cwd = cwd,
                   .output = c->log,
                   .own_group = 1,
                   .timeout_s = c->opt->timeout_seconds};
    perf_measurement local;
    if (!m)
        m = &local;
    char err[512];
    if (perf_measure_exec(&e, m, err, sizeof err) < 0)
        return perf_run_fail(c, "%s: %s", what, err);
    if (!perf_measure_ok(m)) {
        char how[128];
        perf_run_fail(c, "%s: %s %s", what, argv[0],
                      perf_measure_describe(m, c->opt->timeout_seconds, how, sizeof how));
        perf_run_append_tail(c);
        return -1;
    }
    return 0;
}

int perf_run_rm_rf(perf_run_ctx *c, const char *path)
{
    char *argv[] = {"rm", "-rf", "--", (char *)path, NULL};
    return perf_run_cmd(c, "cleaning the work directory", argv, NULL, NULL, NULL);
}

int perf_run_copy_tree(perf_run_ctx *c, const char *from, const char *to, int dereference)
{
    /* -L: Debian's registry may hold symbolic links into other packages;
     * a patch must change a private copy, never the original. */
    char *argv[] = {"cp", dereference ? "-RL" : "-a", "--", (char *)from, (char *)to, NULL};
    return perf_run_cmd(c, "copying the sources", argv, NULL, NULL, NULL);
}

int perf_run_mkdir(perf_run_ctx *c, const char *path)
{
    char p[4096];
    if ((size_t)snprintf(p, sizeof p, "%s", path) >= sizeof p)
        return perf_run_fail(c, "%s: path too long", path);
    for (char *s = p + 1;; s++) {
        if (*s != '/' && *s)
            continue;
        char saved = *s;
        *s = 0;
        if (mkdir(p, 0755) != 0 && errno != EEXIST)
            return perf_run_fail(c, "%s: %s", p, strerror(errno));
        if (!(*s = saved))
            break;
    }
    return 0;
}

int perf_run_touch(perf_run_ctx *c, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return perf_run_fail(c, "touch_file %s: %s", path, strerror(errno));
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    /* Later than the file and than the last build's outputs, whatever the
     * clock's granularity: cargo rebuilds when a source is newer. */
    if (now.tv_sec <= st.st_mtim.tv_sec)
        now.tv_sec = st.st_mtim.tv_sec + 1;
    struct timespec times[2] = {now, now};
    if (utimensat(AT_FDCWD, path, times, 0) != 0)
        return perf_run_fail(c, "touch_file %s: %s", path, strerror(errno));
    return 0;
}

void perf_run_iteration_name(const perf_run_ctx *c, int iteration, char *buf, size_t n)
{
    if (c->warmup)
        snprintf(buf, n, "warm-up");
    else
        snprintf(buf, n, "iteration %d", iteration);
}

void perf_run_progress(perf_run_ctx *c, const char *scenario, int iteration)
{
    if (c->opt->progress)
        c->opt->progress(c->opt->progress_ctx, c->job->artifact.name, scenario,
                         c->warmup ? -1 : iteration, c->iterations,
                         c->steps_total ? (double)c->steps_done / c->steps_total : 0);
    c->steps_done++;
}

void perf_build_sample_add(perf_build_sample *s, const perf_measurement *m)
{
    s->wall_s += m->wall_s;
    s->cpu_s += m->cpu_s;
    if (m->max_rss_kib > s->max_rss_kib)
        s->max_rss_kib = m->max_rss_kib;
    /* instructions:u only when every invocation counted them */
    if (s->count == 0)
        s->has_instructions = m->has_instructions;
    else if (!m->has_instructions)
        s->has_instructions = 0;
    s->instructions += (double)m->instructions;
    s->count++;
}

int perf_build_sample_add_size(perf_build_sample *s, const char *kind, double bytes)
{
    for (int i = 0; i < s->nsizes; i++)
        if (strcmp(s->size_kind[i], kind) == 0) {
            s->size_bytes[i] += bytes;
            return 0;
        }
    if (s->nsizes == 16 || !(s->size_kind[s->nsizes] = strdup(kind)))
        return -1;
    s->size_bytes[s->nsizes++] = bytes;
    return 0;
}

void perf_build_sample_clear(perf_build_sample *s)
{
    for (int i = 0; i < s->nsizes; i++)
        free(s->size_kind[i]);
    memset(s, 0, sizeof *s);
}

int perf_run_wants_cachegrind(const perf_run_ctx *c)
{
    if (c->job->measure_only)
        return 0;
    const char *m = c->job->metrics;
    for (const char *p = m; p && *p;) {
        size_t len = strcspn(p, ",");
        if (len == strlen("instructions") && strncmp(p, "instructions", len) == 0)
            return 1;
        p += len + (p[len] == ',');
    }
    return 0;
}

/* One sample of `metric`, stored with the unit metric.h's table gives it. */
static int add_sample(perf_run_ctx *c, const char *scenario, const char *metric, int iteration,
                      int self_profiled, double value)
{
    return perf_results_add_sample(c->results, scenario, metric, perf_metric_unit(metric),
                                   iteration, self_profiled, value);
}

int perf_run_record(perf_run_ctx *c, const char *scenario, int iteration,
                    const perf_build_sample *s)
{
    if (c->sp_repeat || c->warmup)
        return 0; /* the first self-profiled run's samples stand for a repeat's */
    if (c->cachegrind) {
        if (!s->has_cachegrind)
            return perf_run_fail(c, "%s: cachegrind counted nothing", scenario);
        return add_sample(c, scenario, PERF_METRIC_CACHEGRIND, iteration, 0, s->cachegrind) < 0
                   ? perf_run_fail(c, "%s: storing a sample failed (out of memory)", scenario)
                   : 0;
    }
    int sp = iteration == 0;
    int bad = add_sample(c, scenario, PERF_METRIC_WALL_TIME, iteration, sp, s->wall_s) < 0 ||
              add_sample(c, scenario, PERF_METRIC_CPU_TIME, iteration, sp, s->cpu_s) < 0 ||
              add_sample(c, scenario, PERF_METRIC_MAX_RSS, iteration, sp, s->max_rss_kib) < 0;
    if (!bad && s->has_instructions)
        bad = add_sample(c, scenario, PERF_METRIC_INSTRUCTIONS, iteration, sp, s->instructions) < 0;
    for (int i = 0; !bad && i < s->nsizes; i++) {
        char metric[128];
        snprintf(metric, sizeof metric, PERF_METRIC_SIZE_PREFIX "%s", s->size_kind[i]);
        bad = add_sample(c, scenario, metric, iteration, sp, s->size_bytes[i]) < 0;
    }
    return bad ? perf_run_fail(c, "%s: storing a sample failed (out of memory)", scenario) : 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The self-profile's counts as samples of the self-profiled iteration:
 * what the compiler did, which noise does not move (the EXACT rule of
 * significance.h), so an A/A comparison shows them exactly equal. */
static int add_counts(perf_run_ctx *c, const char *scenario)
{
    const perf_scenario_profile *p = NULL;
    for (size_t i = 0; i < perf_results_profile_count(c->results); i++)
        if (strcmp(perf_results_profiles(c->results)[i].scenario, scenario) == 0)
            p = &perf_results_profiles(c->results)[i];
    if (!p)
        return 0;
    double executions = 0, hits = 0;
    for (size_t i = 0; i < p->summary->row_count; i++) {
        executions += (double)p->summary->rows[i].invocation_count;
        hits += (double)p->summary->rows[i].number_of_cache_hits;
    }
    int bad = add_sample(c, scenario, PERF_METRIC_QUERY_EXECUTIONS, 0, 1, executions) < 0 ||
              add_sample(c, scenario, PERF_METRIC_CACHE_HITS, 0, 1, hits) < 0 ||
              add_sample(c, scenario, PERF_METRIC_EVENTS, 0, 1, (double)p->summary->event_count) <
                  0;
    return bad ? perf_run_fail(c, "%s: storing a sample failed (out of memory)", scenario) : 0;
}

int perf_run_add_profiles(perf_run_ctx *c, const char *scenario, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return perf_run_fail(c, "%s: the self-profiled build wrote no profile (%s: %s)", scenario,
                             dir, strerror(errno));
    char **paths = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 12 || strcmp(e->d_name + l - 12, ".mm_profdata") != 0)
            continue;
        size_t len = strlen(dir) + l + 2;
        if (sup_grow((void **)&paths, &cap, n + 1, sizeof *paths) < 0 ||
            !(paths[n] = malloc(len))) {
            rc = perf_run_fail(c, "%s: out of memory", scenario);
            break;
        }
        snprintf(paths[n++], len, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    if (rc == 0 && n == 0)
        rc = perf_run_fail(c, "%s: the self-profiled build wrote no profile in %s", scenario, dir);
    if (rc == 0 && paths) {
        qsort(paths, n, sizeof *paths, cmp_str);
        char err[1024];
        if (c->sp_repeat)
            rc = perf_results_add_repeat_profile(c->results, scenario, c->sp_repeat,
                                                 (const char *const *)paths, n, err, sizeof err);
        else if ((rc = perf_results_add_self_profile(
                      c->results, scenario, (const char *const *)paths, n, err, sizeof err)) == 0)
            rc = add_counts(c, scenario);
        if (rc < 0)
            rc = perf_run_fail(c, "%s: self-profile: %s", scenario, err);
    }
    /* paths is non-NULL whenever n > 0; said for the analyzer, which
     * cannot see through sup_grow */
    for (size_t i = 0; paths && i < n; i++)
        free(paths[i]);
    free(paths);
    return rc;
}
