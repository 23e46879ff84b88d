/* replay.c — recorded leaf invocations (replay.h): written by the wrapper,
 * read by the Rust runner. */
#include "replay.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/grow.h"

#define MAGIC "SPR1"

static size_t count(char *const *v)
{
    size_t n = 0;
    while (v && v[n])
        n++;
    return n;
}

/* Copies `s` and its NUL to `to` (NULL: only counts); returns its size. */
static size_t put(char *to, const char *s)
{
    size_t n = strlen(s) + 1;
    if (to)
        memcpy(to, s, n);
    return n;
}

/* The record in `to` (NULL: only its size); returns its size. */
static size_t encode(char *to, const char *cwd, char *const *argv, char *const *envp)
{
    char num[32];
    size_t at = put(to, MAGIC);
    at += put(to ? to + at : NULL, cwd);
    size_t lists[2] = {count(argv), count(envp)};
    char *const *vs[2] = {argv, envp};
    for (int l = 0; l < 2; l++) {
        snprintf(num, sizeof num, "%zu", lists[l]);
        at += put(to ? to + at : NULL, num);
        for (char *const *v = vs[l]; v && *v; v++)
            at += put(to ? to + at : NULL, *v);
    }
    return at;
}

int perf_replay_append(const char *path, const char *cwd, char *const *argv, char *const *envp)
{
    size_t n = encode(NULL, cwd, argv, envp);
    char *buf = malloc(n);
    if (!buf)
        return -1;
    encode(buf, cwd, argv, envp);
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    ssize_t w = fd < 0 ? -1 : write(fd, buf, n);
    int saved = errno;
    if (fd >= 0 && close(fd) != 0 && w == (ssize_t)n) {
        saved = errno;
        w = -1;
    }
    free(buf);
    if (w != (ssize_t)n) {
        errno = w < 0 ? saved : EIO;
        return -1;
    }
    return 0;
}

/* The next field of [*at, end): its start, *at past its NUL; NULL at the
 * end or when the last field has no NUL. */
static char *field(char **at, char *end)
{
    char *s = *at;
    char *nul = s < end ? memchr(s, 0, (size_t)(end - s)) : NULL;
    if (!nul)
        return NULL;
    *at = nul + 1;
    return s;
}

/* A NULL-terminated list of `n` fields from *at. */
static int read_list(char **at, char *end, char ***out)
{
    char *num = field(at, end);
    char *stop = NULL;
    unsigned long n = num ? strtoul(num, &stop, 10) : 0;
    if (!num || !*num || *stop || n > (unsigned long)(end - *at))
        return -1;
    char **v = calloc(n + 1, sizeof *v);
    if (!v)
        return -1;
    for (unsigned long i = 0; i < n; i++)
        if (!(v[i] = field(at, end))) {
            free(v);
            return -1;
        }
    *out = v;
    return 0;
}

static int load_fail(perf_replay *r, char *err, size_t errn, const char *path, const char *why)
{
    snprintf(err, errn, "%s: %s", path, why);
    perf_replay_free(r);
    return -1;
}

int perf_replay_load(const char *path, perf_replay *r, char *err, size_t errn)
{
    memset(r, 0, sizeof *r);
    FILE *f = fopen(path, "rb");
    struct stat st;
    if (!f || fstat(fileno(f), &st) != 0) {
        snprintf(err, errn, "%s: %s", path, strerror(errno));
        if (f)
            fclose(f);
        return -1;
    }
    size_t size = (size_t)st.st_size;
    r->buf = malloc(size + 1);
    size_t got = r->buf ? fread(r->buf, 1, size, f) : 0;
    fclose(f);
    if (!r->buf)
        return load_fail(r, err, errn, path, "out of memory");
    if (got != size)
        return load_fail(r, err, errn, path, "short read");
    char *at = r->buf, *end = r->buf + size;
    size_t cap = 0;
    while (at < end) {
        char *magic = field(&at, end);
        if (!magic || strcmp(magic, MAGIC) != 0)
            return load_fail(r, err, errn, path, "not a record of selfprof-perf-rustc");
        if (sup_grow((void **)&r->calls, &cap, r->n + 1, sizeof *r->calls) < 0)
            return load_fail(r, err, errn, path, "out of memory");
        perf_replay_call *c = &r->calls[r->n];
        memset(c, 0, sizeof *c);
        r->n++;
        if (!(c->cwd = field(&at, end)) || read_list(&at, end, &c->argv) < 0 ||
            read_list(&at, end, &c->envp) < 0 || !c->argv[0])
            return load_fail(r, err, errn, path, "a record is cut short or malformed");
    }
    return 0;
}

void perf_replay_free(perf_replay *r)
{
    for (size_t i = 0; i < r->n; i++) {
        free(r->calls[i].argv);
        free(r->calls[i].envp);
    }
    free(r->calls);
    free(r->buf);
    memset(r, 0, sizeof *r);
}
