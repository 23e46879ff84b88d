/* tool.c — see tool.h. */
#include "tool.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/child.h"
#include "support/files.h"

int perf_tool_dir_create(perf_tool_dir *d, char *err, size_t errlen)
{
    /* a $TMPDIR too long for d->path: /tmp (the paths below it are built
     * in fixed buffers) */
    return sup_temp_dir("selfprof-serve", d->path, sizeof d->path, err, errlen);
}

static int write_file(const char *path, const void *data, size_t n)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return -1;
    const char *p = data;
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            close(fd);
            return -1;
        }
        p += w;
        n -= (size_t)w;
    }
    return close(fd);
}

int perf_tool_write_raw(const perf_tool_dir *d, const char *sub, const perf_raw_profile *r,
                        char paths[][320], size_t max, char *err, size_t errlen)
{
    char dir[240];
    snprintf(dir, sizeof dir, "%s/%.30s", d->path, sub);
    if (mkdir(dir, 0700) < 0) {
        snprintf(err, errlen, "%s: %s", dir, strerror(errno));
        return -1;
    }
    size_t n = 0;
    for (size_t i = 0; i < r->count && n < max; i++) {
        /* the stored name when it is plain (selfprof diff pairs a
         * directory's files by the crate name in it), else p<i> */
        char name[80];
        size_t k = 0;
        const char *base = strrchr(r->files[i].name, '/');
        base = base ? base + 1 : r->files[i].name;
        for (const char *s = base; *s && k < 60; s++) {
            char c = *s;
            int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                     c == '.' || c == '-' || c == '_';
            name[k++] = ok ? c : '_';
        }
        name[k] = 0;
        if (k == 0 || name[0] == '.')
            snprintf(name, sizeof name, "p%zu", i);
        size_t len = strlen(name);
        const char *ext = len >= 12 && strcmp(name + len - 12, ".mm_profdata") == 0
                              ? ""
                              : ".mm_profdata";
        snprintf(paths[n], 320, "%.30s/%s%s", sub, name, ext);
        char full[480];
        snprintf(full, sizeof full, "%s/%s", d->path, paths[n]);
        if (write_file(full, r->files[i].data, r->files[i].size) < 0) {
            snprintf(err, errlen, "%s: %s", full, strerror(errno));
            return -1;
        }
        n++;
    }
    return (int)n;
}

static int read_file(const char *path, sup_buf *out, char *err, size_t errlen)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0) {
        snprintf(err, errlen, "no output (%s)", strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    if ((size_t)st.st_size > PERF_TOOL_OUTPUT_MAX) {
        close(fd);
        snprintf(err, errlen, "output of %lld bytes is over the limit of %zu MiB",
                 (long long)st.st_size, PERF_TOOL_OUTPUT_MAX >> 20);
        return -1;
    }
    char chunk[65536];
    ssize_t r;
    while ((r = read(fd, chunk, sizeof chunk)) > 0)
        sup_buf_add(out, chunk, (size_t)r);
    close(fd);
    if (r < 0 || out->failed) {
        snprintf(err, errlen, "cannot read the output: %s",
                 r < 0 ? strerror(errno) : "out of memory");
        return -1;
    }
    return 0;
}

int perf_tool_run(const perf_tool_dir *d, char *const argv[], const char *output, unsigned timeout,
                  sup_buf *out, char *err, size_t errlen)
{
    char out_path[300], err_path[300], result[300];
    snprintf(out_path, sizeof out_path, "%s/out", d->path);
    snprintf(err_path, sizeof err_path, "%s/err", d->path);
    snprintf(result, sizeof result, "%s/%.60s", d->path, output ? output : "out");
    /* in the directory: the paths selfprof prints are short and relative;
     * the child must not inherit the server's blocked SIGINT/SIGTERM */
    sup_child_spec spec = {.argv = argv,
                           .path = argv[0],
                           .cwd = d->path,
                           .stdin_path = "/dev/null",
                           .stdout_path = out_path,
                           .stderr_path = err_path,
                           .default_signals = 1};
    sup_child_result res;
    char why[512];
    int rc = sup_child_run(&spec, timeout, &res, why, sizeof why);
    if (rc < 0) {
        snprintf(err, errlen, "cannot run %s", why);
        return -1;
    }
    int status = res.status, timed_out = res.timed_out;
    if (timed_out) {
        snprintf(err, errlen, "%s took longer than %u s and was stopped", argv[1], timeout);
        return -1;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        sup_buf e = {0};
        char dummy[8];
        if (read_file(err_path, &e, dummy, sizeof dummy) == 0 && e.len) {
            size_t line = strcspn(e.data, "\n");
            snprintf(err, errlen, "%.*s", (int)(line < 400 ? line : 400), e.data);
        } else {
            snprintf(err, errlen, "selfprof %s failed (status %d)", argv[1],
                     WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
        }
        sup_buf_free(&e);
        return -1;
    }
    return read_file(result, out, err, errlen);
}

void perf_tool_dir_remove(perf_tool_dir *d)
{
    if (d->path[0])
        sup_remove_tree(d->path);
    d->path[0] = 0;
}
