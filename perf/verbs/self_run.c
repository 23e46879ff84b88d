/* self_run.c — running this program's own verbs as children, and finding
 * the rustc to measure behind rustup's proxy (self_run.h). Shared by the
 * verbs that chain the others: calibrate and try. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "self_run.h"
#include "support/child.h"

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

void perf_real_rustc(const char *rustc, char *out, size_t n)
{
    snprintf(out, n, "%s", rustc);
    char cmd[PATH_MAX + 64];
    snprintf(cmd, sizeof cmd, "'%s' --print sysroot 2>/dev/null", rustc);
    /* The path quoted for the shell, and one holding a quote not run.
     * NOLINTNEXTLINE(cert-env33-c) */
    FILE *p = strchr(rustc, '\'') ? NULL : popen(cmd, "r");
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
