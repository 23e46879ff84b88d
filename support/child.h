/* child.h — running a child process: the one way both programs start a
 * program (or a function in a process of its own) and wait for it, under
 * a deadline, in a process group of its own if asked, with its output in
 * files, and its resource usage (wait4) at the end.
 *
 * A start is fork, the child's set-up (process group, death with the
 * parent, ASLR, directory, signals, redirections), then exec; a failed
 * set-up or exec is reported to the parent through a close-on-exec pipe,
 * so "not found" is an error of the start, not an exit status. With
 * `hold` the child waits before its exec until sup_child_release, so that
 * the parent can attach to it first (a counter that starts at exec). The
 * wait polls a pidfd, so a deadline needs no signal handler (the programs
 * have threads: a heartbeat, a server). */
#ifndef SUPPORT_CHILD_H
#define SUPPORT_CHILD_H

#include <stddef.h>
#include <sys/resource.h>
#include <sys/types.h>

typedef struct sup_child_spec {
    char *const *argv;    /* the command; argv[0] is looked up on PATH unless it has a '/' */
    const char *path;     /* the program exec'ed with argv (argv[0] then only its name), or NULL */
    char *const *envp;    /* the child's whole environment; NULL: this process's */
    int (*fn)(void *ctx); /* instead of an exec: the child runs fn(ctx) and _exit()s with it */
    void *ctx;
    const char *cwd;         /* the child's directory, or NULL: ours */
    const char *stdin_path;  /* standard input from this file, or NULL: inherited */
    const char *stdout_path; /* standard output to this file, or NULL: inherited */
    const char *stderr_path; /* standard error to this file (one open file with stdout when
                                the same path), or NULL: inherited */
    int append;              /* 1: the output files are appended to; 0: created or emptied */
    int stdout_to_stderr;    /* 1 (without stdout_path): standard output is our standard error */
    int own_group;           /* 1: the child leads a new process group; a timeout kills it all */
    int die_with_parent;     /* 1: SIGKILL when this process dies (PR_SET_PDEATHSIG); a child
                                whose parent is already gone exits with 127 */
    int no_aslr;             /* 1: address randomization off (setarch -R) when the kernel lets us */
    int default_signals;     /* 1: nothing blocked, SIGINT and SIGTERM (and, for an exec,
                                SIGPIPE) back to their default action */
    int hold;                /* 1: the child waits before its exec until sup_child_release */
} sup_child_spec;

/* A started child; the fields are read-only for the caller. */
typedef struct sup_child {
    pid_t pid;
    int own_group;
    int aslr_off; /* 1: no_aslr was asked and the kernel allows it */
    int go_fd, report_fd;
    double started_s; /* sup_now_s() when it was released */
    char name[256];   /* the program, for messages */
} sup_child;

typedef struct sup_child_result {
    int status;       /* the wait status (WIFEXITED, WEXITSTATUS, WTERMSIG...) */
    int timed_out;    /* 1: killed with SIGKILL (its group with own_group) at the deadline */
    struct rusage ru; /* the child's and its waited-for children's usage (wait4) */
    double wall_s;    /* from the release to the end of the wait */
} sup_child_result;

/* Forks the child described by `s` (argv or fn). Without s->hold it is
 * also released (sup_child_release). Returns 0; or -errno when it could
 * not be started (pipe, fork; without hold also a failed set-up or exec,
 * the child then reaped), with "fork: REASON" or "PROGRAM: REASON" in
 * err. */
int sup_child_start(const sup_child_spec *s, sup_child *c, char *err, size_t errlen);

/* Lets a held child go on to its exec and waits until it has exec'ed (or
 * for fn, started). Returns 0; or -errno when its set-up or exec failed
 * (the child is reaped), with "PROGRAM: REASON" in err. Called once. */
int sup_child_release(sup_child *c, char *err, size_t errlen);

/* Waits for a released child to end. timeout_s > 0: at that many seconds
 * after the release it is killed (SIGKILL; its process group with
 * own_group) and r->timed_out set. tick (when not NULL) is called every
 * tick_s seconds while waiting, the first time tick_s after the call.
 * Returns 0 with *r filled; -errno when waiting failed. */
int sup_child_wait(sup_child *c, double timeout_s, void (*tick)(void *ctx), void *tick_ctx,
                   double tick_s, sup_child_result *r);

/* sup_child_start (released at once) and sup_child_wait, without ticks.
 * Returns 0 with *r, or -errno with err as they give it. */
int sup_child_run(const sup_child_spec *s, double timeout_s, sup_child_result *r, char *err,
                  size_t errlen);

/* 1 when the wait status is an exit with status 0. */
int sup_child_succeeded(int status);

#endif
