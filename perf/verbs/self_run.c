/* self_run.c — running this program's own verbs as children, and finding
 * the rustc to measure behind rustup's proxy (self_run.h). Shared by the
 * verbs that chain the others: calibrate and try. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "self_run.h"
#include "support/child.h"
#include "support/files.h"

typedef struct {
    const char *db;
    char *const *argv;
} self_args;

/* The child of perf_run_self: this program again, with $SELFPROF_PERF_DB. */
static int exec_self(void *p)
{
    const self_args *a = p;
    setenv("SELFPROF_PERF_DB", a->db, 1);
    execv("/proc/self/exe", a->argv);
    fprintf(stderr, "selfprof-perf: %s: /proc/self/exe: %s\n", a->argv[1] ? a->argv[1] : "",
            strerror(errno));
    fflush(stderr);
    return 127;
}

int perf_run_self(const char *db, int quiet, char *const *argv)
{
    fflush(stdout);
    fflush(stderr);
    self_args a = {db, argv};
    sup_child_spec s = {.fn = exec_self, .ctx = &a, .stdout_path = quiet ? "/dev/null" : NULL};
    sup_child_result r;
    char err[512];
    if (sup_child_run(&s, 0, &r, err, sizeof err) < 0)
        return -1;
    return WIFEXITED(r.status) ? WEXITSTATUS(r.status) : -1;
}

/* 1 when `path` (a path, not a command name) is rustup's proxy: a link
 * to, or the same file as, the `rustup` beside it, or a link whose target
 * is named rustup. A wrapper script (rustc-perf's fake rustc, a compiler
 * made slower on purpose) is not: its own `--print sysroot` names the
 * rustc it wraps, and measuring that instead would skip the wrapper. */
static int is_rustup_proxy(const char *path)
{
    int proxy = 0;
    char *target = realpath(path, NULL);
    if (target) {
        const char *base = strrchr(target, '/');
        proxy = strcmp(base ? base + 1 : target, "rustup") == 0;
        free(target);
    }
    char beside[PATH_MAX];
    const char *slash = strrchr(path, '/');
    struct stat a, b;
    if (!proxy && slash &&
        snprintf(beside, sizeof beside, "%.*s/rustup", (int)(slash - path), path) <
            (int)sizeof beside &&
        stat(path, &a) == 0 && stat(beside, &b) == 0)
        proxy = a.st_dev == b.st_dev && a.st_ino == b.st_ino;
    return proxy;
}

void perf_real_rustc(const char *rustc, char *out, size_t n)
{
    snprintf(out, n, "%s", rustc);
    if (!strchr(out, '/')) { /* a command name: the program PATH finds */
        char *w = sup_which(out, getenv("PATH"));
        if (w) {
            snprintf(out, n, "%s", w);
            free(w);
        }
    }
    char cmd[PATH_MAX + 64];
    snprintf(cmd, sizeof cmd, "'%s' --print sysroot 2>/dev/null", out);
    /* The path quoted for the shell, and one holding a quote not run.
     * NOLINTNEXTLINE(cert-env33-c) */
    FILE *p = strchr(out, '\'') || !is_rustup_proxy(out) ? NULL : popen(cmd, "r");
    char line[PATH_MAX];
    if (p && fgets(line, sizeof line, p)) {
        line[strcspn(line, "\n")] = 0;
        char cand[PATH_MAX + 16];
        snprintf(cand, sizeof cand, "%.4000s/bin/rustc", line);
        if (access(cand, X_OK) == 0)
            snprintf(out, n, "%.4000s", cand);
    }
    if (p)
        pclose(p);
    char *r = realpath(out, NULL);
    if (r) {
        snprintf(out, n, "%s", r);
        free(r);
    }
}
