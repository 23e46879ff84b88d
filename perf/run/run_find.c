/* run_find.c — the helper programs the runner needs, found the way
 * `selfprof record` finds the GCC plugin: an option, the environment,
 * then relative to this program (the build tree: build/selfprof-perf next
 * to build/selfprof-perf-rustc and build/plugins/gcc/; an installation:
 * PREFIX/bin next to PREFIX/libexec/selfprof and PREFIX/lib/selfprof). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "find_helper.h"
#include "run_internal.h"

static char *exe_dir(void)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0)
        return NULL;
    buf[n] = 0;
    char *slash = strrchr(buf, '/');
    if (!slash)
        return NULL;
    *slash = 0;
    return strdup(buf);
}

/* The first of dir/rel[i] that passes access(mode). */
static char *first_in(const char *const *rel, size_t n, int mode)
{
    char *dir = exe_dir();
    char *found = NULL;
    for (size_t i = 0; dir && !found && i < n; i++) {
        char p[2 * PATH_MAX + 2];
        snprintf(p, sizeof p, "%s/%s", dir, rel[i]);
        if (access(p, mode) == 0)
            found = realpath(p, NULL);
    }
    free(dir);
    return found;
}

char *perf_run_find_wrapper(perf_run_ctx *c)
{
    const char *o = c->opt->rustc_wrapper ? c->opt->rustc_wrapper
                                          : getenv("SELFPROF_PERF_RUSTC_WRAPPER");
    if (o && *o) {
        if (access(o, X_OK) != 0)
            return perf_run_fail(c, "rustc wrapper %s: %s", o, strerror(errno)), NULL;
        return realpath(o, NULL);
    }
    static const char *const REL[] = {"selfprof-perf-rustc", "../selfprof-perf-rustc",
                                      "../../selfprof-perf-rustc",
                                      "../libexec/selfprof/selfprof-perf-rustc"};
    char *f = first_in(REL, sizeof REL / sizeof REL[0], X_OK);
#ifdef PERF_LIBEXEC_RELDIR
    if (!f) {
        /* CMAKE_INSTALL_LIBEXECDIR/selfprof, relative to the prefix (or absolute) */
        const char *rd = PERF_LIBEXEC_RELDIR;
        char p[4096];
        if (rd[0] == '/') {
            snprintf(p, sizeof p, "%s/selfprof-perf-rustc", rd);
            if (access(p, X_OK) == 0)
                f = realpath(p, NULL);
        } else {
            snprintf(p, sizeof p, "../%s/selfprof-perf-rustc", rd);
            const char *rel[] = {p};
            f = first_in(rel, 1, X_OK);
        }
    }
#endif
    if (!f)
        perf_run_fail(c, "the rustc wrapper selfprof-perf-rustc is not next to this program "
                         "(set SELFPROF_PERF_RUSTC_WRAPPER)");
    return f;
}

/* Whether `cc` loads `plugin`: preprocessing /dev/null with it. */
static int plugin_works(perf_run_ctx *c, const char *cc, const char *plugin)
{
    char arg[PATH_MAX + 16];
    snprintf(arg, sizeof arg, "-fplugin=%s", plugin);
    char *argv[] = {(char *)cc, arg, "-E", "-x", "c", "/dev/null", "-o", "/dev/null", NULL};
    char *saved = strdup(c->err);
    int ok = perf_run_cmd(c, "probing the GCC plugin", argv, NULL, NULL, NULL) == 0;
    if (saved) {
        if (ok)
            snprintf(c->err, c->errlen, "%s", saved);
        free(saved);
    }
    return ok;
}

/* The major version of gcc `cc` (`-dumpversion`), or 0. */
static int gcc_major(perf_run_ctx *c, const char *cc)
{
    char *argv[] = {(char *)cc, "-dumpversion", NULL};
    if (perf_run_cmd(c, "gcc -dumpversion", argv, NULL, NULL, NULL) < 0)
        return 0;
    FILE *f = fopen(c->log, "r");
    char line[64] = "";
    if (f) {
        if (!fgets(line, sizeof line, f))
            line[0] = 0;
        fclose(f);
    }
    long major = strtol(line, NULL, 10); /* "12" or "12.2.0" */
    return major > 0 && major < 1000 ? (int)major : 0;
}

char *perf_run_find_gcc_plugin(perf_run_ctx *c, const char *cc)
{
    const char *o = c->opt->gcc_plugin ? c->opt->gcc_plugin : getenv("SELFPROF_GCC_PLUGIN");
    if (o && *o) {
        if (access(o, R_OK) != 0)
            return perf_run_fail(c, "GCC plugin %s: %s", o, strerror(errno)), NULL;
        if (!plugin_works(c, cc, o))
            return perf_run_fail(c, "GCC plugin %s: %s does not load it", o, cc), NULL;
        return realpath(o, NULL);
    }
    /* The plugin built for this gcc's major version (gcc-N/selfprof.so),
     * then the default one, each only if this gcc loads it. */
    int major = gcc_major(c, cc);
    char installed[PATH_MAX] = "../lib/selfprof";
#ifdef PERF_PLUGIN_RELDIR
    /* CMAKE_INSTALL_LIBDIR/selfprof (lib/x86_64-linux-gnu/selfprof under /usr) */
    snprintf(installed, sizeof installed, "%s%s", PERF_PLUGIN_RELDIR[0] == '/' ? "" : "../",
             PERF_PLUGIN_RELDIR);
#endif
    const char *const BASE[] = {"plugins/gcc", "../plugins/gcc", "../../plugins/gcc", installed,
                                "../lib/selfprof", "../lib64/selfprof"};
    char *dir = exe_dir();
    for (size_t i = 0; dir && i < sizeof BASE / sizeof BASE[0]; i++)
        for (int k = 0; k < 2; k++) {
            char p[3 * PATH_MAX];
            if (BASE[i][0] == '/' && k == 0)
                snprintf(p, sizeof p, "%s/gcc-%d/selfprof.so", BASE[i], major);
            else if (BASE[i][0] == '/')
                snprintf(p, sizeof p, "%s/selfprof.so", BASE[i]);
            else if (k == 0)
                snprintf(p, sizeof p, "%s/%s/gcc-%d/selfprof.so", dir, BASE[i], major);
            else
                snprintf(p, sizeof p, "%s/%s/selfprof.so", dir, BASE[i]);
            if (access(p, R_OK) == 0 && plugin_works(c, cc, p)) {
                free(dir);
                return realpath(p, NULL);
            }
        }
    free(dir);
    perf_run_fail(c, "no selfprof GCC plugin that %s loads (build it with gcc-%d-plugin-dev, or "
                     "set SELFPROF_GCC_PLUGIN)",
                  cc, major);
    return NULL;
}

char *perf_run_find_selfprof(perf_run_ctx *c)
{
    const char *o = c->opt->selfprof ? c->opt->selfprof : getenv("SELFPROF");
    if (o && *o && access(o, X_OK) == 0)
        return realpath(o, NULL);
    static const char *const REL[] = {"selfprof", "../selfprof", "../../selfprof"};
    char *f = first_in(REL, sizeof REL / sizeof REL[0], X_OK);
    if (!f)
        perf_run_fail(c, "selfprof (to import clang's -ftime-trace) is not next to this "
                         "program (set SELFPROF)");
    return f;
}

char *perf_run_find_helper(const char *name, const char *env)
{
    const char *o = env ? getenv(env) : NULL;
    if (o && *o)
        return access(o, X_OK) == 0 ? realpath(o, NULL) : NULL;
    char here[PATH_MAX], up[PATH_MAX], libexec[PATH_MAX];
    snprintf(here, sizeof here, "%s", name);
    snprintf(up, sizeof up, "../%s", name);
    snprintf(libexec, sizeof libexec, "../libexec/selfprof/%s", name);
    const char *rel[] = {here, up, libexec};
    return first_in(rel, 3, X_OK);
}
