/* run_c.c — one job on a C benchmark: scenario full only; each iteration
 * compiles every file of the config (`-c`, and for a binary the link) in
 * a fresh output directory, each invocation measured; the iteration's
 * sample is their sum. Iteration 0 is self-profiled: gcc through our GCC
 * plugin (-fplugin=selfprof.so -fplugin-arg-selfprof-dir=DIR), clang with
 * -ftime-trace, whose JSON `selfprof import clang-time-trace` turns into
 * profiles. A profile's flags are its row's in perf/profile/profile.h
 * (debug -O0 -g, opt -O2, o3 -O3, os -Os, lto -O2 -flto); lto's reach the
 * link too, and so does gcc's plugin in iteration 0, so that lto1's passes
 * are profiled. C++ translation units (.cc, .cpp, .cxx, .c++, .C, as gcc
 * tells them) compile with the artifact's C++ driver, and a program with
 * one of them links with it (libstdc++): gcc-12 -> g++-12, clang ->
 * clang++, cc -> c++, found next to the C driver (sup_cxx_driver). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../profile/profile.h"
#include "cachegrind.h"
#include "run_internal.h"
#include "rust_source.h"
#include "support/compilers.h"

typedef struct c_job {
    const char *cc;
    char *cxx; /* the C++ driver, when a file is C++ */
    int clang;
    char *plugin;   /* gcc, iteration 0 */
    char *selfprof; /* clang, iteration 0 */
    char *src;      /* the source root */
} c_job;

static const char *base_name(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* 1 when `file` is C++ by its extension, as the gcc driver tells it. */
static int is_cxx(const char *file)
{
    static const char *const EXT[] = {".cc", ".cpp", ".cxx", ".c++", ".C", ".cp", ".CPP"};
    const char *dot = strrchr(file, '.');
    for (size_t i = 0; dot && i < sizeof EXT / sizeof *EXT; i++)
        if (strcmp(dot, EXT[i]) == 0)
            return 1;
    return 0;
}

static int file_size(const char *path, double *out)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return -1;
    *out = (double)st.st_size;
    return 0;
}

/* clang's trace of each object (x.o -> x.json) as a profile in sp. */
static int import_traces(perf_run_ctx *c, c_job *j, const char *out, const char *sp)
{
    for (size_t i = 0; i < c->cfg->files.n; i++) {
        char json[4400], prof[4400];
        snprintf(json, sizeof json, "%s/%zu-%s", out, i, base_name(c->cfg->files.v[i]));
        char *dot = strrchr(json, '.');
        if (dot)
            snprintf(dot, sizeof json - (size_t)(dot - json), ".json");
        snprintf(prof, sizeof prof, "%s/%zu.mm_profdata", sp, i);
        char *argv[] = {j->selfprof, "import", "clang-time-trace", json, "-o", prof, NULL};
        if (perf_run_cmd(c, "importing clang's -ftime-trace", argv, NULL, NULL, NULL) < 0)
            return -1;
    }
    return 0;
}

/* Runs one compiler invocation in `cwd` and adds its measurement to s;
 * in a cachegrind iteration, under cachegrind, adding its count. */
static int run_measured(perf_run_ctx *c, const char *what, char *const *argv, const char *cwd,
                        perf_build_sample *s)
{
    perf_measurement m;
    if (!c->cachegrind) {
        if (perf_run_cmd(c, what, argv, cwd, NULL, &m) < 0)
            return -1;
        perf_build_sample_add(s, &m);
        return 0;
    }
    char dir[4200];
    snprintf(dir, sizeof dir, "%s/cachegrind", c->work);
    char **cg = perf_cachegrind_argv(argv, dir);
    if (!cg)
        return perf_run_fail(c, "out of memory");
    uint64_t ir;
    int rc = perf_run_mkdir(c, dir);
    if (rc == 0)
        rc = perf_run_cmd(c, what, cg, cwd, NULL, &m);
    perf_cachegrind_argv_free(cg);
    if (rc == 0 && perf_cachegrind_collect(dir, &ir, c->err, c->errlen) < 0)
        rc = -1;
    if (rc == 0) {
        perf_build_sample_add(s, &m);
        s->has_cachegrind = 1;
        s->cachegrind += (double)ir;
    }
    return rc;
}

static int one_iteration(perf_run_ctx *c, c_job *j, int iteration)
{
    const char *scenario = "full";
    int binary = strcmp(c->cfg->artifact, "binary") == 0;
    const perf_profile_def *prof = perf_profile_find(c->job->profile);
    if (!prof || !perf_profile_for(prof, "c"))
        return perf_run_fail(c, "%s: no C profile '%s'", c->bench->name, c->job->profile);
    char when[32];
    perf_run_iteration_name(c, iteration, when, sizeof when);
    char out[4200], sp[4200], what[512];
    snprintf(out, sizeof out, "%s/out", c->work); /* one path: the same debug info */
    snprintf(sp, sizeof sp, "%s/self-profile", c->work);
    perf_run_progress(c, scenario, iteration);
    if (perf_run_mkdir(c, out) < 0 || (iteration == 0 && perf_run_mkdir(c, sp) < 0))
        return -1;
    perf_build_sample s;
    memset(&s, 0, sizeof s);
    size_t nf = c->cfg->files.n;
    /* iteration 0: gcc's flags for the plugin (support/compilers.h) */
    char *plugin_flags[SUP_PROFILE_MAX_FLAGS];
    int nplugin = iteration == 0 && !j->clang
                      ? sup_gcc_plugin_flags(plugin_flags, j->plugin, sp, NULL, NULL)
                      : 0;
    if (nplugin < 0)
        return perf_run_fail(c, "out of memory");
    size_t max = 16 + PERF_PROFILE_MAX_FLAGS + SUP_PROFILE_MAX_FLAGS + c->cfg->cflags.n +
                 2 * c->cfg->include_dirs.n + nf + c->cfg->ldflags.n;
    char **argv = calloc(max, sizeof *argv);
    char **objs = calloc(nf, sizeof *objs);
    char **paths = calloc(nf + c->cfg->include_dirs.n, sizeof *paths);
    if (!argv || !objs || !paths) {
        free(argv), free(objs), free(paths);
        sup_profile_flags_free(plugin_flags, nplugin);
        return perf_run_fail(c, "out of memory");
    }
    int rc = 0;
    double object_bytes = 0;
    /* -IDIR: relative to the source root, or absolute */
    for (size_t k = 0; rc == 0 && k < c->cfg->include_dirs.n; k++) {
        const char *d = c->cfg->include_dirs.v[k];
        size_t len = strlen(j->src) + strlen(d) + 4;
        if (!(paths[nf + k] = malloc(len)))
            rc = perf_run_fail(c, "out of memory");
        else if (d[0] == '/')
            snprintf(paths[nf + k], len, "-I%s", d);
        else
            snprintf(paths[nf + k], len, "-I%s/%s", j->src, d);
    }
    for (size_t i = 0; rc == 0 && i < nf; i++) {
        size_t n = 0;
        argv[n++] = is_cxx(c->cfg->files.v[i]) ? j->cxx : (char *)j->cc;
        for (int k = 0; prof->flags[k]; k++)
            argv[n++] = (char *)prof->flags[k];
        for (size_t k = 0; k < c->cfg->cflags.n; k++)
            argv[n++] = c->cfg->cflags.v[k];
        for (size_t k = 0; k < c->cfg->include_dirs.n; k++)
            argv[n++] = paths[nf + k];
        for (int k = 0; k < nplugin; k++)
            argv[n++] = plugin_flags[k];
        if (iteration == 0 && j->clang) {
            argv[n++] = SUP_CLANG_TIME_TRACE;
            argv[n++] = SUP_CLANG_TIME_TRACE_GRANULARITY;
        }
        size_t len = strlen(j->src) + strlen(c->cfg->files.v[i]) + 2;
        size_t olen = strlen(out) + strlen(c->cfg->files.v[i]) + 32;
        paths[i] = malloc(len);
        objs[i] = malloc(olen);
        if (!paths[i] || !objs[i]) {
            rc = perf_run_fail(c, "out of memory");
            break;
        }
        snprintf(paths[i], len, "%s/%s", j->src, c->cfg->files.v[i]);
        snprintf(objs[i], olen, "%s/%zu-%s", out, i, base_name(c->cfg->files.v[i]));
        char *dot = strrchr(objs[i], '.');
        if (dot && dot > strrchr(objs[i], '/'))
            snprintf(dot, olen - (size_t)(dot - objs[i]), ".o");
        argv[n++] = "-c";
        argv[n++] = paths[i];
        argv[n++] = "-o";
        argv[n++] = objs[i];
        argv[n] = NULL;
        snprintf(what, sizeof what, "%s %s full, %s: compiling %s", c->bench->name, c->job->profile,
                 when, c->cfg->files.v[i]);
        if (run_measured(c, what, argv, out, &s) < 0) {
            rc = -1;
            break;
        }
        double sz;
        if (file_size(objs[i], &sz) == 0)
            object_bytes += sz;
    }
    if (rc == 0)
        rc = perf_build_sample_add_size(&s, "object", object_bytes) < 0 ? -1 : 0;
    if (rc == 0 && binary) {
        char prog[4300];
        snprintf(prog, sizeof prog, "%s/%s", out, c->bench->name);
        size_t n = 0;
        argv[n++] = j->cxx ? j->cxx : (char *)j->cc;
        /* LTO optimizes at the link: its flags, and gcc's plugin for lto1 */
        for (int k = 0; prof->links && prof->flags[k]; k++)
            argv[n++] = (char *)prof->flags[k];
        for (int k = 0; prof->links && k < nplugin; k++)
            argv[n++] = plugin_flags[k];
        for (size_t i = 0; i < nf; i++)
            argv[n++] = objs[i];
        argv[n++] = "-o";
        argv[n++] = prog;
        for (size_t k = 0; k < c->cfg->ldflags.n; k++)
            argv[n++] = c->cfg->ldflags.v[k];
        argv[n] = NULL;
        snprintf(what, sizeof what, "%s %s full, %s: linking", c->bench->name, c->job->profile,
                 when);
        double sz;
        if (run_measured(c, what, argv, out, &s) < 0)
            rc = -1;
        else {
            if (file_size(prog, &sz) == 0)
                rc = perf_build_sample_add_size(&s, "binary", sz) < 0 ? -1 : 0;
        }
    }
    if (rc == 0)
        rc = perf_run_record(c, scenario, iteration, &s);
    if (rc == 0 && iteration == 0 && j->clang)
        rc = import_traces(c, j, out, sp);
    if (rc == 0 && iteration == 0)
        rc = perf_run_add_profiles(c, scenario, sp);
    if (rc == 0)
        rc = perf_run_rm_rf(c, out);
    if (rc == 0 && iteration == 0)
        rc = perf_run_rm_rf(c, sp);
    perf_build_sample_clear(&s);
    for (size_t i = 0; paths && i < nf + c->cfg->include_dirs.n; i++)
        free(paths[i]);
    for (size_t i = 0; objs && i < nf; i++)
        free(objs[i]);
    free(paths);
    free(objs);
    free(argv);
    sup_profile_flags_free(plugin_flags, nplugin);
    return rc;
}

/* Finds the source, the plugin (gcc) or selfprof (clang) and checks
 * that every file of the config is there. Nothing is built ahead: each
 * iteration compiles from the sources in a fresh output directory. */
int perf_run_c_prepare(perf_run_ctx *c, const char *tag)
{
    (void)tag; /* nothing is kept between iterations */
    c_job *j = calloc(1, sizeof *j);
    if (!j)
        return perf_run_fail(c, "out of memory");
    c->lang = j;
    j->cc = c->job->artifact.compiler;
    j->clang = strcmp(c->job->artifact.kind, "clang") == 0;
    int rc = 0;
    if (!(j->src = perf_bench_source_dir(c)))
        rc = -1;
    if (rc == 0 && j->clang && !(j->selfprof = perf_run_find_selfprof(c)))
        rc = -1;
    if (rc == 0 && !j->clang && !(j->plugin = perf_run_find_gcc_plugin(c, j->cc)))
        rc = -1;
    for (size_t i = 0; rc == 0 && !j->cxx && i < c->cfg->files.n; i++) {
        if (!is_cxx(c->cfg->files.v[i]))
            continue;
        if (!(j->cxx = sup_cxx_driver(j->cc)))
            rc = perf_run_fail_final(c,
                                     "%s is C++: no C++ driver is named after %s (gcc-N, "
                                     "clang-N or cc)",
                                     c->bench->name, j->cc);
        else if (access(j->cxx, X_OK) != 0 && strchr(j->cxx, '/'))
            rc = perf_run_fail_final(c, "%s is C++: the C++ driver %s of %s: %s", c->bench->name,
                                     j->cxx, j->cc, strerror(errno));
    }
    for (size_t i = 0; rc == 0 && i < c->cfg->files.n; i++) {
        char p[4300];
        snprintf(p, sizeof p, "%s/%s", j->src, c->cfg->files.v[i]);
        if (access(p, R_OK) != 0)
            rc = perf_run_fail(c, "%s: %s: %s%s%s", c->bench->name, p, strerror(errno),
                               c->cfg->debian_package ? " (install " : "",
                               c->cfg->debian_package ? c->cfg->debian_package : "");
        if (rc < 0 && c->cfg->debian_package) {
            size_t l = strlen(c->err);
            snprintf(c->err + l, c->errlen - l, ")");
        }
    }
    return rc;
}

int perf_run_c_iterate(perf_run_ctx *c, int iteration)
{
    return one_iteration(c, c->lang, iteration);
}

void perf_run_c_finish(perf_run_ctx *c)
{
    c_job *j = c->lang;
    if (j) {
        free(j->src);
        free(j->cxx);
        free(j->plugin);
        free(j->selfprof);
    }
    free(j);
    c->lang = NULL;
}
