/* run_command.c — runs record's command and waits for it, passing on the
 * signals meant for it. The command is held after the fork until its pid
 * is known here, so a signal from then on reaches it. */
#include <signal.h>
#include <stdio.h>

#include "record/progress.h"
#include "record/run_command.h"
#include "support/child.h"
#include "support/clock.h"

/* The command's pid while it runs, for the signal handler. */
static volatile sig_atomic_t child_pid;

/* A signal sent to selfprof by a process (kill, timeout, a supervisor) is
 * passed on; one from the terminal already reached the whole foreground
 * process group, the command included. */
static void forward(int sig, siginfo_t *info, void *ctx)
{
    (void)ctx;
    if (child_pid > 0 && (!info || info->si_code <= 0))
        kill((pid_t)child_pid, sig);
}

/* Starts and waits; the signal handlers are in place. */
static int run(char **argv, const char *exec_path, int stdout_to_stderr, int tty, const char *dir,
               const rec_file_list *before)
{
    fflush(stdout);
    fflush(stderr);
    /* held until child_pid is set: a signal from then on is passed on */
    sup_child_spec s = {
        .argv = argv, .path = exec_path, .stdout_to_stderr = stdout_to_stderr, .hold = 1};
    sup_child c;
    char err[512];
    int rc = sup_child_start(&s, &c, err, sizeof err);
    if (rc < 0)
        return rc;
    child_pid = c.pid;
    rc = sup_child_release(&c, err, sizeof err);
    if (rc < 0) {
        child_pid = 0;
        return rc;
    }
    rec_progress pa = {sup_now_s(), dir, before};
    sup_child_result r;
    rc = sup_child_wait(&c, 0, tty ? rec_progress_tick : NULL, &pa, 0.5, &r);
    if (tty)
        rec_progress_end();
    child_pid = 0;
    return rc < 0 ? 0 : r.status;
}

int rec_run_command(char **argv, const char *exec_path, int stdout_to_stderr, int tty,
                    const char *dir, const rec_file_list *before)
{
    struct sigaction sa = {0}, old[3];
    const int sigs[3] = {SIGINT, SIGTERM, SIGHUP};
    sa.sa_sigaction = forward;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 3; i++)
        sigaction(sigs[i], &sa, &old[i]);
    int ws = run(argv, exec_path, stdout_to_stderr, tty, dir, before);
    for (int i = 0; i < 3; i++)
        sigaction(sigs[i], &old[i], NULL);
    return ws;
}
