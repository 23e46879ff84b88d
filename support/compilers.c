/* compilers.c — see compilers.h. */
#include "support/compilers.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "support/child.h"
#include "support/files.h"

/* A malloc'd "PREFIX VALUE", or NULL. */
static char *flag(const char *prefix, const char *value)
{
    size_t n = strlen(prefix) + strlen(value) + 1;
    char *f = malloc(n);
    if (f)
        snprintf(f, n, "%s%s", prefix, value);
    return f;
}

/* Adds "PREFIX VALUE" to flags[*n] when value is not NULL; 0 or -1. */
static int add(char **flags, int *n, const char *prefix, const char *value)
{
    if (!value)
        return 0;
    if (!(flags[*n] = flag(prefix, value)))
        return -1;
    (*n)++;
    return 0;
}

void sup_profile_flags_free(char **flags, int n)
{
    for (int i = 0; i < n; i++)
        free(flags[i]);
}

int sup_rustc_flags(char *flags[SUP_PROFILE_MAX_FLAGS], const char *dir, const char *events,
                    const char *counter)
{
    int n = 0;
    if (add(flags, &n, "-Zself-profile=", dir) < 0 ||
        add(flags, &n, "-Zself-profile-events=", events) < 0 ||
        add(flags, &n, "-Zself-profile-counter=", counter) < 0) {
        sup_profile_flags_free(flags, n);
        return -1;
    }
    return n;
}

int sup_gcc_plugin_flags(char *flags[SUP_PROFILE_MAX_FLAGS], const char *plugin, const char *dir,
                         const char *events, const char *counter)
{
    int n = 0;
    if (add(flags, &n, "-fplugin=", plugin) < 0 ||
        add(flags, &n, "-fplugin-arg-selfprof-dir=", dir) < 0 ||
        add(flags, &n, "-fplugin-arg-selfprof-events=", events) < 0 ||
        add(flags, &n, "-fplugin-arg-selfprof-counter=", counter) < 0) {
        sup_profile_flags_free(flags, n);
        return -1;
    }
    return n;
}

/* Runs a probe with its standard streams on /dev/null (stdout to `out`
 * when not NULL); 1 when it exited with status 0. */
static int probe(char *const argv[], const sup_probe *p, const char *out)
{
    sup_child_spec s = {.argv = argv,
                        .envp = p->envp,
                        .stdin_path = "/dev/null",
                        .stdout_path = out ? out : "/dev/null",
                        .stderr_path = "/dev/null"};
    sup_child_result r;
    char err[512];
    return sup_child_run(&s, p->timeout_s, &r, err, sizeof err) == 0 && !r.timed_out &&
           sup_child_succeeded(r.status);
}

int sup_gcc_major(const char *driver, const sup_probe *p)
{
    char out[PATH_MAX];
    if ((size_t)snprintf(out, sizeof out, "%s/gcc-dumpversion.%ld",
                         p->scratch ? p->scratch : "/tmp", (long)getpid()) >= sizeof out)
        return 0;
    char *argv[] = {(char *)driver, "-dumpversion", NULL};
    char line[64] = "";
    if (probe(argv, p, out)) {
        FILE *f = fopen(out, "r");
        if (f) {
            if (!fgets(line, sizeof line, f))
                line[0] = 0;
            fclose(f);
        }
    }
    unlink(out);
    long major = strtol(line, NULL, 10); /* "12" or "12.2.0" */
    return major > 0 && major < 1000 ? (int)major : 0;
}

int sup_gcc_plugin_loads(const char *driver, const char *plugin, const sup_probe *p)
{
    char *flags[SUP_PROFILE_MAX_FLAGS];
    int n = sup_gcc_plugin_flags(flags, plugin, p->scratch, NULL, NULL);
    if (n < 0)
        return 0;
    char *argv[SUP_PROFILE_MAX_FLAGS + 8];
    int k = 0;
    argv[k++] = (char *)driver;
    for (int i = 0; i < n; i++)
        argv[k++] = flags[i];
    static const char *const REST[] = {"-E", "-x", "c", "/dev/null", "-o", "/dev/null"};
    for (size_t i = 0; i < sizeof REST / sizeof REST[0]; i++)
        argv[k++] = (char *)REST[i];
    argv[k] = NULL;
    int ok = probe(argv, p, NULL);
    sup_profile_flags_free(flags, n);
    return ok;
}

/* PLACE/gcc-N/selfprof.so and then PLACE/selfprof.so (or `plugin` itself
 * when given), PLACE being absolute; the first that `driver` loads. */
static char *try_place(const char *driver, const char *place, const char *plugin, int major,
                       const sup_probe *p)
{
    char path[2 * PATH_MAX];
    if (major > 0) {
        snprintf(path, sizeof path, "%s/gcc-%d/selfprof.so", place, major);
        if (access(path, R_OK) == 0 && sup_gcc_plugin_loads(driver, path, p))
            return realpath(path, NULL);
    }
    if (plugin)
        snprintf(path, sizeof path, "%s", plugin);
    else
        snprintf(path, sizeof path, "%s/selfprof.so", place);
    if (access(path, R_OK) == 0 && sup_gcc_plugin_loads(driver, path, p))
        return realpath(path, NULL);
    return NULL;
}

char *sup_gcc_plugin_find(const char *driver, const char *given, const sup_probe *p, char *why,
                          size_t whylen)
{
    if (!given) {
        const char *env = getenv("SELFPROF_GCC_PLUGIN");
        given = env && *env ? env : NULL;
    }
    int major = sup_gcc_major(driver, p);
    if (given) {
        if (access(given, R_OK) != 0) {
            snprintf(why, whylen, "GCC plugin %s: %s", given, strerror(errno));
            return NULL;
        }
        char *real = realpath(given, NULL);
        char *slash = real ? strrchr(real, '/') : NULL;
        char *found = NULL;
        if (slash) {
            *slash = 0;
            found = try_place(driver, *real ? real : "/", given, major, p);
        }
        free(real);
        if (!found)
            snprintf(why, whylen, "GCC plugin %s: %s does not load it", given, driver);
        return found;
    }
    char installed[PATH_MAX] = "../lib/selfprof";
#ifdef SUPPORT_PLUGIN_RELDIR
    /* CMAKE_INSTALL_LIBDIR/selfprof (lib/x86_64-linux-gnu/selfprof under /usr) */
    snprintf(installed, sizeof installed, "%s%s", SUPPORT_PLUGIN_RELDIR[0] == '/' ? "" : "../",
             SUPPORT_PLUGIN_RELDIR);
#endif
    const char *const PLACES[] = {"plugins/gcc", "../plugins/gcc",  "../../plugins/gcc",
                                  installed,     "../lib/selfprof", "../lib64/selfprof"};
    char *dir = sup_exe_dir();
    char *found = NULL;
    for (size_t i = 0; dir && !found && i < sizeof PLACES / sizeof PLACES[0]; i++) {
        char place[2 * PATH_MAX];
        if (PLACES[i][0] == '/')
            snprintf(place, sizeof place, "%s", PLACES[i]);
        else
            snprintf(place, sizeof place, "%s/%s", dir, PLACES[i]);
        found = try_place(driver, place, NULL, major, p);
    }
    free(dir);
    if (!found)
        snprintf(why, whylen,
                 "no selfprof GCC plugin that %s loads (build it with gcc-%d-plugin-dev, or set "
                 "SELFPROF_GCC_PLUGIN)",
                 driver, major);
    return found;
}

int sup_clang_trace_dir_works(const char *driver, const sup_probe *p)
{
    char *arg = flag("-ftime-trace=", p->scratch ? p->scratch : "/tmp");
    char *slash = arg ? flag(arg, "/") : NULL;
    free(arg);
    if (!slash)
        return 0;
    char *argv[] = {(char *)driver, slash, "-fsyntax-only", "-x", "c", "/dev/null", NULL};
    int ok = probe(argv, p, NULL);
    free(slash);
    return ok;
}

/* The last occurrence of `word` in `s`, or NULL. */
static const char *last_of(const char *s, const char *word)
{
    const char *at = NULL;
    for (const char *hit = strstr(s, word); hit; hit = strstr(hit + 1, word))
        at = hit;
    return at;
}

char *sup_cxx_driver(const char *cc)
{
    const char *slash = strrchr(cc, '/'), *name = slash ? slash + 1 : cc;
    if (strstr(name, "clang++") || strstr(name, "g++") || strstr(name, "c++"))
        return strdup(cc);
    size_t len = strlen(cc);
    const char *at, *from, *to;
    if ((at = last_of(name, "clang")))
        from = "clang", to = "clang++";
    else if ((at = last_of(name, "gcc")))
        from = "gcc", to = "g++";
    else if (strcmp(name, "cc") == 0 || (strlen(name) > 3 && strcmp(cc + len - 3, "-cc") == 0))
        at = cc + len - 2, from = "cc", to = "c++";
    else
        return NULL;
    size_t fl = strlen(from), tl = strlen(to), pre = (size_t)(at - cc);
    char *out = malloc(len - fl + tl + 1);
    if (!out)
        return NULL;
    memcpy(out, cc, pre);
    memcpy(out + pre, to, tl);
    memcpy(out + pre + tl, at + fl, len - pre - fl + 1);
    return out;
}
