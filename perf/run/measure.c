/* measure.c — see measure.h. The child is started through support's
 * child runner (support/child.h) held before its exec, so that the
 * instruction counter is attached to it first (enable_on_exec: counting
 * starts at exec, so the fork and the wait are not counted); a failed exec
 * is an error of the start, and the deadline needs no signal handler (the
 * collector may run a heartbeat thread). */
#include "measure.h"

#include <linux/perf_event.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/child.h"

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

int perf_measure_exec(const perf_exec *e, perf_measurement *m, char *err, size_t errlen)
{
    memset(m, 0, sizeof *m);
    /* In a group of its own the child no longer gets the signals that stop
     * the runner's group (a collector ending a job whose lease it lost):
     * it dies with the runner instead of compiling on unwatched. */
    sup_child_spec s = {.argv = e->argv,
                        .envp = e->envp,
                        .cwd = e->cwd,
                        .stdout_path = e->output,
                        .stderr_path = e->output,
                        .append = 1,
                        .own_group = e->own_group,
                        .die_with_parent = 1,
                        .no_aslr = 1,
                        .hold = 1};
    sup_child c;
    if (sup_child_start(&s, &c, err, errlen) < 0)
        return -1;
    int counter = open_counter(c.pid);
    if (sup_child_release(&c, err, errlen) < 0) {
        if (counter >= 0)
            close(counter);
        return -1;
    }
    sup_child_result r;
    int wr = sup_child_wait(&c, e->timeout_s, NULL, NULL, 0, &r);
    if (wr < 0) {
        if (counter >= 0)
            close(counter);
        snprintf(err, errlen, "wait for %s: %s", e->argv[0], strerror(-wr));
        return -1;
    }
    m->wall_s = r.wall_s;
    m->cpu_s = (double)r.ru.ru_utime.tv_sec + (double)r.ru.ru_utime.tv_usec * 1e-6 +
               (double)r.ru.ru_stime.tv_sec + (double)r.ru.ru_stime.tv_usec * 1e-6;
    m->max_rss_kib = (double)r.ru.ru_maxrss;
    m->aslr_off = c.aslr_off;
    m->timed_out = r.timed_out;
    if (WIFEXITED(r.status))
        m->exit_status = WEXITSTATUS(r.status);
    else if (WIFSIGNALED(r.status))
        m->signal = WTERMSIG(r.status);
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
