/* rust_source.c — a Rust benchmark's private copy: its crate (from Debian's
 * registry, a directory, or the benchmark itself) copied into the work
 * directory, its Cargo.toml without what cannot be built offline, and a
 * CARGO_HOME whose crates.io is Debian's registry directory. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rust_source.h"

const char *perf_crate_registry(void)
{
    const char *r = getenv("SELFPROF_PERF_CRATE_REGISTRY");
    return r && *r ? r : "/usr/share/cargo/registry";
}

char *perf_registry_newest(const char *reg, const char *name)
{
    DIR *d = opendir(reg);
    if (!d)
        return NULL;
    size_t nl = strlen(name);
    char *best = NULL;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (strncmp(e->d_name, name, nl) != 0 || e->d_name[nl] != '-' || e->d_name[nl + 1] < '0' ||
            e->d_name[nl + 1] > '9')
            continue;
        if (!best || strverscmp(e->d_name + nl + 1, best + nl + 1) > 0) {
            free(best);
            best = strdup(e->d_name);
        }
    }
    closedir(d);
    if (!best)
        return NULL;
    size_t len = strlen(reg) + strlen(best) + 2;
    char *path = malloc(len);
    if (path)
        snprintf(path, len, "%s/%s", reg, best);
    free(best);
    return path;
}

char *perf_bench_source_dir(perf_run_ctx *c)
{
    const char *src = c->cfg->source;
    const char *pkg = c->cfg->debian_package;
    char hint[256] = "";
    if (pkg)
        snprintf(hint, sizeof hint, " (install %s)", pkg);
    if (!src)
        return strdup(c->bench->dir);
    if (strncmp(src, "debian:", 7) == 0) {
        char *p = perf_registry_newest(perf_crate_registry(), src + 7);
        if (!p)
            perf_run_fail_final(c, "%s: source %s: no %s-VERSION directory in %s%s", c->bench->name,
                                src, src + 7, perf_crate_registry(), hint);
        return p;
    }
    struct stat st;
    int r = stat(src, &st);
    if (r != 0 || !S_ISDIR(st.st_mode)) {
        perf_run_fail_final(c, "%s: source %s: %s%s", c->bench->name, src,
                            r != 0 ? strerror(errno) : "not a directory", hint);
        return NULL;
    }
    return strdup(src);
}

/* A table header line's name: "[dev-dependencies.x]" -> what is inside. */
static int dropped_table(const char *line)
{
    while (*line == ' ' || *line == '\t')
        line++;
    if (*line != '[')
        return -1; /* not a header */
    if (strncmp(line, "[[bench]]", 9) == 0 || strncmp(line, "[[test]]", 8) == 0 ||
        strncmp(line, "[[example]]", 11) == 0)
        return 1;
    const char *end = strchr(line, ']');
    const char *dev = strstr(line, "dev-dependencies");
    return dev && end && dev < end;
}

int perf_strip_cargo_toml(perf_run_ctx *c, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return perf_run_fail(c, "%s: %s", path, strerror(errno));
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.selfprof-tmp", path);
    FILE *out = fopen(tmp, "w");
    if (!out) {
        fclose(f);
        return perf_run_fail(c, "%s: %s", tmp, strerror(errno));
    }
    char *line = NULL;
    size_t cap = 0;
    int skip = 0;
    while (getline(&line, &cap, f) >= 0) {
        int t = dropped_table(line);
        if (t >= 0)
            skip = t;
        if (!skip)
            fputs(line, out);
    }
    free(line);
    int bad = ferror(f);
    fclose(f);
    if (fclose(out) != 0 || bad || rename(tmp, path) != 0)
        return perf_run_fail(c, "%s: rewriting it failed: %s", path, strerror(errno));
    return 0;
}

int perf_write_cargo_home(perf_run_ctx *c, const char *home, const char *crates)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/config.toml", home);
    if (perf_run_mkdir(c, home) < 0)
        return -1;
    FILE *f = fopen(path, "w");
    if (!f)
        return perf_run_fail(c, "%s: %s", path, strerror(errno));
    /* Both spellings of the file name: cargo 0.66 reads config.toml too,
     * so one file serves both toolchains. */
    fprintf(f,
            "# written by selfprof-perf: crates.io is a local directory (offline)\n"
            "[source.crates-io]\nreplace-with = \"local\"\n\n"
            "[source.local]\ndirectory = \"%s\"\n\n"
            "[net]\noffline = true\n",
            crates);
    if (fclose(f) != 0)
        return perf_run_fail(c, "%s: write error", path);
    return 0;
}

int perf_cargo_toml_has_dependencies(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 1; /* unknown: say what is usual */
    char *line = NULL;
    size_t cap = 0;
    int in_deps = 0, found = 0;
    while (!found && getline(&line, &cap, f) >= 0) {
        const char *l = line + strspn(line, " \t");
        if (*l == '[') {
            const char *end = strchr(l, ']');
            const char *dep = strstr(l, "dependencies");
            in_deps = dep && end && dep < end;
            /* [dependencies.NAME] is a dependency by itself */
            found = in_deps && end && strncmp(dep + 12, ".", 1) == 0;
        } else if (in_deps && *l && *l != '#' && *l != '\n' && *l != '\r') {
            found = 1;
        }
    }
    free(line);
    fclose(f);
    return found;
}
