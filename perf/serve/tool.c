/* tool.c — see tool.h. */
#include "tool.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

int perf_tool_dir_create(perf_tool_dir *d, char *err, size_t errlen)
{
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !*tmp || strlen(tmp) > 150)
        tmp = "/tmp";
    /* cppcheck-suppress ctuuninitvar ; d->path is where snprintf writes, not read */
    snprintf(d->path, sizeof d->path, "%s/selfprof-serve.XXXXXX", tmp);
    if (!mkdtemp(d->path)) {
        snprintf(err, errlen, "cannot create a temporary directory in %s: %s", tmp, strerror(errno));
        d->path[0] = 0;
        return -1;
    }
    return 0;
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
        const char *ext = len >= 12 && strcmp(name + len - 12, ".mm_profdata") == 0 ? "" : ".mm_profdata";
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

static int read_file(const char *path, perf_buf *out, char *err, size_t errlen)
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
        perf_buf_add(out, chunk, (size_t)r);
    close(fd);
    if (r < 0 || out->failed) {
        snprintf(err, errlen, "cannot read the output: %s", r < 0 ? strerror(errno) : "out of memory");
        return -1;
    }
    return 0;
}

int perf_tool_run(const perf_tool_dir *d, char *const argv[], const char *output,
                  unsigned timeout, perf_buf *out, char *err, size_t errlen)
{
    char out_path[300], err_path[300], result[300];
    snprintf(out_path, sizeof out_path, "%s/out", d->path);
    snprintf(err_path, sizeof err_path, "%s/err", d->path);
    snprintf(result, sizeof result, "%s/%.60s", d->path, output ? output : "out");
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&fa, 2, err_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    /* in the directory: the paths selfprof prints are short and relative */
    posix_spawn_file_actions_addchdir_np(&fa, d->path);
    /* the child must not inherit the server's blocked SIGINT/SIGTERM */
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    sigset_t none, dfl;
    sigemptyset(&none);
    sigemptyset(&dfl);
    sigaddset(&dfl, SIGPIPE);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &dfl);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    pid_t pid;
    int rc = posix_spawn(&pid, argv[0], &fa, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&attr);
    if (rc != 0) {
        snprintf(err, errlen, "cannot run %s: %s", argv[0], strerror(rc));
        return -1;
    }
    struct timespec start, now, nap = {0, 2L * 1000 * 1000};
    clock_gettime(CLOCK_MONOTONIC, &start);
    int status = 0, timed_out = 0;
    for (;;) {
        pid_t w = waitpid(pid, &status, WNOHANG);
        if (w == pid)
            break;
        if (w < 0 && errno != EINTR) {
            snprintf(err, errlen, "waiting for %s: %s", argv[0], strerror(errno));
            return -1;
        }
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec - start.tv_sec >= (time_t)timeout) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            timed_out = 1;
            break;
        }
        nanosleep(&nap, NULL);
    }
    if (timed_out) {
        snprintf(err, errlen, "%s took longer than %u s and was stopped", argv[1], timeout);
        return -1;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        perf_buf e = {0};
        char dummy[8];
        if (read_file(err_path, &e, dummy, sizeof dummy) == 0 && e.len) {
            size_t line = strcspn(e.data, "\n");
            snprintf(err, errlen, "%.*s", (int)(line < 400 ? line : 400), e.data);
        } else {
            snprintf(err, errlen, "selfprof %s failed (status %d)", argv[1],
                     WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
        }
        perf_buf_free(&e);
        return -1;
    }
    return read_file(result, out, err, errlen);
}

static void remove_tree(const char *path)
{
    DIR *dir = opendir(path);
    if (dir) {
        struct dirent *e;
        while ((e = readdir(dir))) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
                continue;
            char p[512];
            snprintf(p, sizeof p, "%s/%s", path, e->d_name);
            struct stat st;
            if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
                remove_tree(p);
            else
                unlink(p);
        }
        closedir(dir);
    }
    rmdir(path);
}

void perf_tool_dir_remove(perf_tool_dir *d)
{
    if (d->path[0])
        remove_tree(d->path);
    d->path[0] = 0;
}
