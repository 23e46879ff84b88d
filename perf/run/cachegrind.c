/* cachegrind.c — see cachegrind.h. */
#include "cachegrind.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const VALGRIND[] = {"valgrind", "--tool=cachegrind", "--cache-sim=no",
                                       "--trace-children=yes", "-q"};
#define NVALGRIND (sizeof VALGRIND / sizeof *VALGRIND)
#define OUT_PREFIX "cachegrind.out."

char **perf_cachegrind_argv(char *const *argv, const char *dir)
{
    size_t n = 0;
    while (argv[n])
        n++;
    char **av = calloc(NVALGRIND + n + 2, sizeof *av);
    char *out = NULL;
    size_t len = strlen(dir) + sizeof "--cachegrind-out-file=/" OUT_PREFIX "%p";
    if (av)
        out = malloc(len);
    if (!out) {
        free(av);
        return NULL;
    }
    snprintf(out, len, "--cachegrind-out-file=%s/" OUT_PREFIX "%%p", dir);
    size_t k = 0;
    for (size_t i = 0; i < NVALGRIND; i++)
        av[k++] = (char *)VALGRIND[i];
    av[k++] = out; /* freed by perf_cachegrind_argv_free: the one it owns */
    for (size_t i = 0; i < n; i++)
        av[k++] = argv[i];
    av[k] = NULL;
    return av;
}

void perf_cachegrind_argv_free(char **av)
{
    if (av)
        free(av[NVALGRIND]);
    free(av);
}

/* The Ir of one cachegrind output: its "summary: N" line. 0 or -1. */
static int file_ir(const char *path, uint64_t *ir)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[512];
    int found = 0;
    while (!found && fgets(line, sizeof line, f)) {
        /* cachegrind's own output file, which it wrote a moment ago.
         * NOLINTNEXTLINE(cert-err34-c) */
        found = sscanf(line, "summary: %" SCNu64, ir) == 1;
    }
    fclose(f);
    return found ? 0 : -1;
}

int perf_cachegrind_collect(const char *dir, uint64_t *ir, char *err, size_t errlen)
{
    *ir = 0;
    DIR *d = opendir(dir);
    if (!d) {
        snprintf(err, errlen, "cachegrind: %s: %s", dir, strerror(errno));
        return -1;
    }
    int files = 0, rc = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (strncmp(e->d_name, OUT_PREFIX, strlen(OUT_PREFIX)) != 0)
            continue;
        char path[4400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        uint64_t one;
        if (file_ir(path, &one) < 0) {
            snprintf(err, errlen, "cachegrind: %s has no summary line", path);
            rc = -1;
        } else {
            *ir += one;
            files++;
        }
        unlink(path);
    }
    closedir(d);
    if (rc == 0 && files == 0) {
        snprintf(err, errlen, "cachegrind wrote nothing in %s (is valgrind installed?)", dir);
        rc = -1;
    }
    return rc;
}
