/* child.c — see child.h. The child's side uses only what is safe after a
 * fork in a process with threads (system calls, no stdio, no malloc). */
#include "support/child.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "support/clock.h"

extern char **environ;

/* Opens `path` onto descriptor `to`; 0 or -1 (errno). */
static int redirect(const char *path, int flags, int to)
{
    int fd = open(path, flags | O_CLOEXEC, 0600);
    if (fd < 0)
        return -1;
    if (fd == to) /* `to` was closed: the file took its place */
        return fcntl(fd, F_SETFD, 0);
    if (dup2(fd, to) < 0)
        return -1;
    close(fd);
    return 0;
}

/* The child's side: never returns. */
static void child(const sup_child_spec *s, int go, int report, int aslr, pid_t parent)
{
    if (s->own_group)
        setpgid(0, 0);
    /* In a group of its own the child no longer gets the signals that stop
     * its parent's group: it dies with the parent instead of running on
     * unwatched. */
    if (s->die_with_parent && (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent))
        _exit(127);
    if (s->default_signals) {
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        if (!s->fn)
            signal(SIGPIPE, SIG_DFL);
    }
    if (s->no_aslr && aslr)
        personality(ADDR_NO_RANDOMIZE | (unsigned long)personality(0xffffffff));
    if (s->cwd && chdir(s->cwd) != 0)
        goto fail;
    int out = O_WRONLY | O_CREAT | (s->append ? O_APPEND : O_TRUNC);
    if (s->stdin_path && redirect(s->stdin_path, O_RDONLY, 0) < 0)
        goto fail;
    if (s->stdout_path && redirect(s->stdout_path, out, 1) < 0)
        goto fail;
    if (s->stderr_path) {
        if (s->stdout_path && strcmp(s->stderr_path, s->stdout_path) == 0) {
            if (dup2(1, 2) < 0)
                goto fail;
        } else if (redirect(s->stderr_path, out, 2) < 0) {
            goto fail;
        }
    }
    if (!s->stdout_path && s->stdout_to_stderr)
        dup2(2, 1);
    char byte;
    while (read(go, &byte, 1) < 0 && errno == EINTR) {
    }
    close(go);
    if (s->fn) {
        close(report); /* started: the parent stops waiting */
        _exit(s->fn(s->ctx));
    }
    if (s->path)
        execve(s->path, s->argv, s->envp ? s->envp : environ);
    else
        execvpe(s->argv[0], s->argv, s->envp ? s->envp : environ);
fail:;
    int en = errno;
    ssize_t w = write(report, &en, sizeof en);
    (void)w;
    _exit(127);
}

static const char *program(const sup_child_spec *s)
{
    return s->path ? s->path : s->argv ? s->argv[0] : "child";
}

int sup_child_start(const sup_child_spec *s, sup_child *c, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    c->go_fd = c->report_fd = -1;
    int go[2], report[2];
    if (pipe2(go, O_CLOEXEC) != 0) {
        int e = errno;
        snprintf(err, errlen, "pipe: %s", strerror(e));
        return -e;
    }
    if (pipe2(report, O_CLOEXEC) != 0) {
        int e = errno;
        snprintf(err, errlen, "pipe: %s", strerror(e));
        close(go[0]), close(go[1]);
        return -e;
    }
    /* Whether the kernel lets us turn ASLR off: asked here, so the child
     * does not have to report it. */
    int aslr = 0;
    if (s->no_aslr) {
        int persona = personality(0xffffffff);
        aslr = persona != -1 && personality((unsigned long)persona) != -1;
    }
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        snprintf(err, errlen, "fork: %s", strerror(e));
        close(go[0]), close(go[1]), close(report[0]), close(report[1]);
        return -e;
    }
    if (pid == 0) {
        close(go[1]);
        close(report[0]);
        child(s, go[0], report[1], aslr, parent);
    }
    close(go[0]);
    close(report[1]);
    if (s->own_group)
        setpgid(pid, pid); /* also here: kill(-pid) must work whoever runs first */
    c->pid = pid;
    c->own_group = s->own_group;
    c->aslr_off = aslr;
    c->go_fd = go[1];
    c->report_fd = report[0];
    snprintf(c->name, sizeof c->name, "%s", program(s));
    return s->hold ? 0 : sup_child_release(c, err, errlen);
}

int sup_child_release(sup_child *c, char *err, size_t errlen)
{
    c->started_s = sup_now_s();
    ssize_t w = write(c->go_fd, "g", 1);
    (void)w;
    close(c->go_fd);
    c->go_fd = -1;
    int en = 0;
    ssize_t got;
    while ((got = read(c->report_fd, &en, sizeof en)) < 0 && errno == EINTR) {
    }
    close(c->report_fd);
    c->report_fd = -1;
    if (got != (ssize_t)sizeof en)
        return 0;
    int st;
    while (waitpid(c->pid, &st, 0) < 0 && errno == EINTR) {
    }
    if (!en)
        en = ENOENT;
    if (err && errlen)
        snprintf(err, errlen, "%s: %s", c->name, strerror(en));
    return -en;
}

/* 1 when the child has ended (not reaped). */
static int ended(pid_t pid)
{
    siginfo_t si;
    memset(&si, 0, sizeof si);
    int r = waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT);
    return r < 0 ? errno != EINTR : si.si_pid == pid;
}

int sup_child_wait(sup_child *c, double timeout_s, void (*tick)(void *ctx), void *tick_ctx,
                   double tick_s, sup_child_result *r)
{
    memset(r, 0, sizeof *r);
    if (timeout_s > 0 || tick) {
        double deadline = timeout_s > 0 ? c->started_s + timeout_s : 0;
        double next_tick = tick ? sup_now_s() + tick_s : 0;
        long pfd = syscall(SYS_pidfd_open, c->pid, 0);
        for (;;) {
            double now = sup_now_s();
            if (deadline > 0 && now >= deadline) {
                kill(c->own_group ? -c->pid : c->pid, SIGKILL);
                r->timed_out = 1;
                break;
            }
            if (tick && now >= next_tick) {
                tick(tick_ctx);
                next_tick = sup_now_s() + tick_s;
                continue;
            }
            double wake = deadline > 0 ? deadline : next_tick;
            if (tick && next_tick < wake)
                wake = next_tick;
            if (pfd >= 0) {
                struct pollfd p = {.fd = (int)pfd, .events = POLLIN};
                double ms = (wake - now) * 1000 + 1;
                int n = poll(&p, 1, ms > 1e9 ? 1000000000 : (int)ms);
                if (n > 0 || (n < 0 && errno != EINTR))
                    break;
            } else {
                if (ended(c->pid))
                    break;
                struct timespec t = {0, 5000000};
                nanosleep(&t, NULL);
            }
        }
        if (pfd >= 0)
            close((int)pfd);
    }
    for (;;) {
        pid_t w = wait4(c->pid, &r->status, 0, &r->ru);
        if (w == c->pid)
            break;
        if (w < 0 && errno != EINTR)
            return -errno;
    }
    r->wall_s = sup_now_s() - c->started_s;
    return 0;
}

int sup_child_run(const sup_child_spec *s, double timeout_s, sup_child_result *r, char *err,
                  size_t errlen)
{
    sup_child_spec run = *s;
    run.hold = 0;
    sup_child c;
    int rc = sup_child_start(&run, &c, err, errlen);
    if (rc < 0)
        return rc;
    rc = sup_child_wait(&c, timeout_s, NULL, NULL, 0, r);
    if (rc < 0)
        snprintf(err, errlen, "wait for %s: %s", program(s), strerror(-rc));
    return rc;
}

int sup_child_succeeded(int status) { return WIFEXITED(status) && WEXITSTATUS(status) == 0; }
