/* run_find.c — the helper programs the runner needs: an option, the
 * environment, then relative to this program (the build tree: build/selfprof-perf next
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
#include "support/compilers.h"
#include "support/files.h"

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
    char *f = sup_find_beside_exe(REL, sizeof REL / sizeof REL[0], X_OK);
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
            const char *const rel[] = {p};
            f = sup_find_beside_exe(rel, 1, X_OK);
        }
    }
#endif
    if (!f)
        perf_run_fail(c, "the rustc wrapper selfprof-perf-rustc is not next to this program "
                         "(set SELFPROF_PERF_RUSTC_WRAPPER)");
    return f;
}

char *perf_run_find_gcc_plugin(perf_run_ctx *c, const char *cc)
{
    /* The plugin built for this gcc's version, found and probed the way
     * `selfprof record` does (support/compilers.h), in the job's
     * environment; the probes write into the work directory. */
    sup_probe p = {c->env.v, c->opt->timeout_seconds, c->work};
    char why[1024];
    char *plugin = sup_gcc_plugin_find(cc, c->opt->gcc_plugin, &p, why, sizeof why);
    if (!plugin)
        perf_run_fail(c, "%s", why);
    return plugin;
}

char *perf_run_find_selfprof(perf_run_ctx *c)
{
    const char *o = c->opt->selfprof ? c->opt->selfprof : getenv("SELFPROF");
    if (o && *o && access(o, X_OK) == 0)
        return realpath(o, NULL);
    static const char *const REL[] = {"selfprof", "../selfprof", "../../selfprof"};
    char *f = sup_find_beside_exe(REL, sizeof REL / sizeof REL[0], X_OK);
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
    const char *const rel[] = {here, up, libexec};
    return sup_find_beside_exe(rel, 3, X_OK);
}
