/* suite_load.c — a suite directory: one sub-directory per benchmark, each
 * with its perf-config.json (parsed by bench_parse.c) and its N-name.patch
 * files. Reads the files; the checks of their contents are bench_parse's. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bench_config.h"
#include "suite.h"
#include "support/grow.h"

/* A perf-config.json larger than this is refused (it is a few hundred
 * bytes; a huge file is a mistake, not a config). */
#define PERF_CONFIG_MAX (1 << 20)

/* The environment, then the source tree this program was built from (a
 * build tree's binary, or one installed from a tree still there: the
 * benchmarks being edited), then the installed copy. */
const char *perf_suite_default_dir(void)
{
    const char *env = getenv("SELFPROF_PERF_SUITE");
    if (env && *env)
        return env;
    struct stat st;
    (void)st;
#ifdef PERF_SUITE_SOURCE_DIR
    if (stat(PERF_SUITE_SOURCE_DIR, &st) == 0 && S_ISDIR(st.st_mode))
        return PERF_SUITE_SOURCE_DIR;
#endif
#ifdef PERF_SUITE_INSTALL_DIR
    return PERF_SUITE_INSTALL_DIR;
#else
    return "perf/benchmarks";
#endif
}

static int name_ok(const char *n)
{
    return n[0] != '.' &&
           strspn(n, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.") ==
               strlen(n);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int cmp_bench(const void *a, const void *b)
{
    return strcmp(((const perf_bench *)a)->name, ((const perf_bench *)b)->name);
}

static int cmp_broken(const void *a, const void *b)
{
    return strcmp(((const perf_broken_bench *)a)->name, ((const perf_broken_bench *)b)->name);
}

/* Reads `path` whole (at most PERF_CONFIG_MAX bytes). */
static char *read_small(const char *path, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    char *buf = malloc(PERF_CONFIG_MAX + 1);
    size_t n = buf ? fread(buf, 1, PERF_CONFIG_MAX + 1, f) : 0;
    int bad = !buf || ferror(f);
    fclose(f);
    if (bad) {
        snprintf(err, errlen, "%s: %s", path, buf ? "read error" : "out of memory");
        free(buf);
        return NULL;
    }
    if (n > PERF_CONFIG_MAX) {
        snprintf(err, errlen, "%s: larger than %d bytes", path, PERF_CONFIG_MAX);
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

/* Loads the benchmark in `dir` (absolute) into *b. */
static int load_bench(const char *dir, const char *name, perf_bench *b, char *err, size_t errlen)
{
    char file[PATH_MAX];
    if ((size_t)snprintf(file, sizeof file, "%s/perf-config.json", dir) >= sizeof file) {
        snprintf(err, errlen, "%s: path too long", dir);
        return -1;
    }
    struct stat st;
    if (stat(file, &st) != 0) {
        snprintf(err, errlen, "%s: no perf-config.json (every benchmark directory needs one)", dir);
        return -1;
    }
    size_t len = 0;
    char *json = read_small(file, &len, err, errlen);
    if (!json)
        return -1;
    char **patches = NULL;
    size_t npatch = 0, patch_cap = 0;
    int rc = -1;
    DIR *d = opendir(dir);
    if (!d) {
        snprintf(err, errlen, "%s: %s", dir, strerror(errno));
        goto out;
    }
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 6 || strcmp(e->d_name + l - 6, ".patch") != 0)
            continue;
        if (sup_grow((void **)&patches, &patch_cap, npatch + 1, sizeof *patches) < 0 ||
            !(patches[npatch] = strdup(e->d_name))) {
            closedir(d);
            snprintf(err, errlen, "%s: out of memory", dir);
            goto out;
        }
        npatch++;
    }
    closedir(d);
    if (npatch)
        qsort(patches, npatch, sizeof *patches, cmp_str);
    rc = perf_bench_parse(json, len, file, dir, name, (const char *const *)patches, npatch, b, err,
                          errlen);
out:
    for (size_t i = 0; i < npatch; i++)
        free(patches[i]);
    free(patches);
    free(json);
    return rc;
}

/* Lists benchmark `name` as broken with `msg`. -1 when out of memory. */
static int add_broken(perf_suite *s, const char *name, const char *msg)
{
    perf_broken_bench *nb = realloc(s->broken, (s->broken_count + 1) * sizeof *nb);
    if (!nb)
        return -1;
    s->broken = nb;
    perf_broken_bench *b = &nb[s->broken_count];
    b->name = strdup(name);
    b->error = strdup(msg);
    if (!b->name || !b->error) {
        free(b->name);
        free(b->error);
        return -1;
    }
    s->broken_count++;
    return 0;
}

/* perf_suite_load (each = 0) or perf_suite_load_each (each = 1). */
static int load_suite(const char *dir, int each, perf_suite **out, char *err, size_t errlen)
{
    *out = NULL;
    char *abs = realpath(dir, NULL);
    if (!abs) {
        snprintf(err, errlen, "%s: %s", dir, strerror(errno));
        return -1;
    }
    DIR *d = opendir(abs);
    if (!d) {
        snprintf(err, errlen, "%s: %s", dir, strerror(errno));
        free(abs);
        return -1;
    }
    perf_suite *s = calloc(1, sizeof *s);
    char **names = NULL;
    size_t n = 0, names_cap = 0;
    int rc = -1;
    if (!s)
        goto oom;
    s->dir = abs;
    abs = NULL;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char path[PATH_MAX];
        struct stat st;
        if ((size_t)snprintf(path, sizeof path, "%s/%s", s->dir, e->d_name) >= sizeof path ||
            stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
            continue; /* README.md and other files */
        if (!name_ok(e->d_name)) {
            snprintf(err, errlen,
                     "%s: a benchmark's name has only letters, digits, '_', '-' "
                     "and '.'",
                     path);
            if (!each)
                goto out;
            if (add_broken(s, e->d_name, err) < 0)
                goto oom;
            continue;
        }
        if (sup_grow((void **)&names, &names_cap, n + 1, sizeof *names) < 0 ||
            !(names[n] = strdup(e->d_name)))
            goto oom;
        n++;
    }
    if (n == 0 && s->broken_count == 0) {
        snprintf(err, errlen, "%s: no benchmarks (no directory with a perf-config.json)", s->dir);
        goto out;
    }
    if (!(s->benches = calloc(n ? n : 1, sizeof *s->benches)))
        goto oom;
    for (size_t i = 0; i < n; i++) {
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%s/%s", s->dir, names[i]);
        char why[PATH_MAX + 512];
        if (load_bench(path, names[i], &s->benches[s->count], why, sizeof why) < 0) {
            perf_bench_clear(&s->benches[s->count]);
            snprintf(err, errlen, "%s", why);
            if (!each)
                goto out;
            if (add_broken(s, names[i], why) < 0)
                goto oom;
            continue;
        }
        s->count++;
    }
    qsort(s->benches, s->count, sizeof *s->benches, cmp_bench);
    if (s->broken_count)
        qsort(s->broken, s->broken_count, sizeof *s->broken, cmp_broken);
    rc = 0;
    goto out;
oom:
    snprintf(err, errlen, "%s: out of memory", dir);
out:
    closedir(d);
    free(abs);
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    if (rc < 0)
        perf_suite_free(s);
    else
        *out = s;
    return rc;
}

int perf_suite_load(const char *dir, perf_suite **out, char *err, size_t errlen)
{
    return load_suite(dir, 0, out, err, errlen);
}

int perf_suite_load_each(const char *dir, perf_suite **out, char *err, size_t errlen)
{
    return load_suite(dir, 1, out, err, errlen);
}

const char *perf_suite_broken(const perf_suite *suite, const char *name)
{
    for (size_t i = 0; suite && i < suite->broken_count; i++)
        if (strcmp(suite->broken[i].name, name) == 0)
            return suite->broken[i].error;
    return NULL;
}

const perf_bench *perf_suite_find(const perf_suite *suite, const char *name)
{
    for (size_t i = 0; suite && i < suite->count; i++)
        if (strcmp(suite->benches[i].name, name) == 0)
            return &suite->benches[i];
    return NULL;
}

void perf_suite_free(perf_suite *suite)
{
    if (!suite)
        return;
    for (size_t i = 0; i < suite->count; i++)
        perf_bench_clear(&suite->benches[i]);
    for (size_t i = 0; i < suite->broken_count; i++) {
        free(suite->broken[i].name);
        free(suite->broken[i].error);
    }
    free(suite->broken);
    free(suite->benches);
    free(suite->dir);
    free(suite);
}
