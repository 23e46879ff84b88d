/* measure.c — see measure.h. The child waits on a pipe until the parent
 * has attached the instruction counter to it (enable_on_exec: counting
 * starts at exec, so the fork and the wait are not counted), and reports
 * a failed exec through a close-on-exec pipe. The parent waits on a pidfd
 * with poll, so a timeout needs no signal handler (the collector may run
 * a heartbeat thread). */
#include "measure.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* An instructions:u counter on `pid` and the children it forks after
 * exec, or -1 (no hardware counters: a VM, or perf_event_paranoid). */
static int open_counter(pid_t pid)
{
    struct perf_event_attr a;
    memset(&a, 0, sizeof a);
    a.size = sizeof a;
    a.type = PERF_TYPE_HARDWARE;
    a.config = PERF_COUNT_HW_INSTRUCTIONS;
    a.disabled = 1;
    a.enable_on_exec = 1;
    a.inherit = 1;
    a.exclude_kernel = 1;
    a.exclude_hv = 1;
    long fd = syscall(SYS_perf_event_open, &a, pid, -1, -1, PERF_FLAG_FD_CLOEXEC);
    return fd < 0 ? -1 : (int)fd;
}

static void child(const perf_exec *e, int go, int report, int aslr, pid_t parent)
{
    char byte;
    if (e->own_group)
        setpgid(0, 0);
    /* In a group of its own the child no longer gets the signals that stop
     * the runner's group (a collector ending a job whose lease it lost):
     * it dies with the runner instead of compiling on unwatched. */
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent)
        _exit(127);
    if (aslr)
        personality(ADDR_NO_RANDOMIZE | (unsigned long)personality(0xffffffff));
    if (e->cwd && chdir(e->cwd) != 0)
        goto fail;
    if (e->output) {
        int fd = open(e->output, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        if (fd < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0)
            goto fail;
    }
    while (read(go, &byte, 1) < 0 && errno == EINTR) {
    }
    execvpe(e->argv[0], e->argv, e->envp);
fail:;
    int en = errno;
    ssize_t w = write(report, &en, sizeof en);
    (void)w;
    _exit(127);
}

/* Waits for `pid` at most timeout_s (0: forever); kills it (its group)
 * on timeout. */
static int wait_child(pid_t pid, const perf_exec *e, int *status, struct rusage *ru,
                      int *timed_out)
{
    *timed_out = 0;
    if (e->timeout_s > 0) {
        double deadline = now_s() + e->timeout_s;
        long pfd = syscall(SYS_pidfd_open, pid, 0);
        for (;;) {
            double left = deadline - now_s();
            if (left <= 0) {
                kill(e->own_group ? -pid : pid, SIGKILL);
                *timed_out = 1;
                break;
            }
            if (pfd >= 0) {
                struct pollfd p = {.fd = (int)pfd, .events = POLLIN};
                int r = poll(&p, 1, (int)(left * 1000) + 1);
                if (r > 0)
                    break;
                if (r < 0 && errno != EINTR)
                    break;
            } else {
                pid_t w = waitpid(pid, NULL, WNOHANG | WNOWAIT);
                if (w == pid || (w < 0 && errno != EINTR))
                    break;
                struct timespec t = {0, 5000000};
                nanosleep(&t, NULL);
            }
        }
        if (pfd >= 0)
            close((int)pfd);
    }
    for (;;) {
        pid_t w = wait4(pid, status, 0, ru);
        if (w == pid)
            return 0;
        if (w < 0 && errno != EINTR)
            return -1;
    }
}

int perf_measure_exec(const perf_exec *e, perf_measurement *m, char *err, size_t errlen)
{
    memset(m, 0, sizeof *m);
    int go[2], report[2];
    if (pipe2(go, O_CLOEXEC) != 0) {
        snprintf(err, errlen, "pipe: %s", strerror(errno));
        return -1;
    }
    if (pipe2(report, O_CLOEXEC) != 0) {
        snprintf(err, errlen, "pipe: %s", strerror(errno));
        close(go[0]), close(go[1]);
        return -1;
    }
    /* Whether the kernel lets us turn ASLR off: asked in the parent, so
     * the child does not have to report it. */
    int persona = personality(0xffffffff);
    int aslr = persona != -1 && personality((unsigned long)persona) != -1;
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(err, errlen, "fork: %s", strerror(errno));
        close(go[0]), close(go[1]), close(report[0]), close(report[1]);
        return -1;
    }
    if (pid == 0)
        child(e, go[0], report[1], aslr, parent);
    close(go[0]);
    close(report[1]);
    if (e->own_group)
        setpgid(pid, pid); /* also here: kill(-pid) must work whoever runs first */
    int counter = open_counter(pid);
    double t0 = now_s(); /* the child starts when it reads the go byte */
    ssize_t w = write(go[1], "g", 1);
    (void)w;
    close(go[1]);
    int en = 0;
    ssize_t got;
    while ((got = read(report[0], &en, sizeof en)) < 0 && errno == EINTR) {
    }
    close(report[0]);
    int status = 0, timed_out = 0;
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    int wr = wait_child(pid, e, &status, &ru, &timed_out);
    double t1 = now_s();
    if (got == (ssize_t)sizeof en) {
        if (counter >= 0)
            close(counter);
        snprintf(err, errlen, "%s: %s", e->argv[0], strerror(en));
        return -1;
    }
    if (wr < 0) {
        if (counter >= 0)
            close(counter);
        snprintf(err, errlen, "wait for %s: %s", e->argv[0], strerror(errno));
        return -1;
    }
    m->wall_s = t1 - t0;
    m->cpu_s = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 +
               (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec * 1e-6;
    m->max_rss_kib = (double)ru.ru_maxrss;
    m->aslr_off = aslr;
    m->timed_out = timed_out;
    if (WIFEXITED(status))
        m->exit_status = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        m->signal = WTERMSIG(status);
    if (counter >= 0) {
        uint64_t v;
        if (read(counter, &v, sizeof v) == (ssize_t)sizeof v && v > 0) {
            m->has_instructions = 1;
            m->instructions = v;
        }
        close(counter);
    }
    return 0;
}

int perf_measure_ok(const perf_measurement *m)
{
    return !m->timed_out && !m->signal && m->exit_status == 0;
}

const char *perf_measure_describe(const perf_measurement *m, double timeout_s, char *buf,
                                  size_t len)
{
    if (m->timed_out)
        snprintf(buf, len, "timed out after %g s (killed)", timeout_s);
    else if (m->signal)
        snprintf(buf, len, "was killed by signal %d (%s)", m->signal, strsignal(m->signal));
    else
        snprintf(buf, len, "exited with status %d", m->exit_status);
    return buf;
}
