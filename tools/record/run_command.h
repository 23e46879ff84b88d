/* run_command.h — running the recorded command (see run_command.c). */
#ifndef SELFPROF_RECORD_RUN_COMMAND_H
#define SELFPROF_RECORD_RUN_COMMAND_H

#include "record/profile_list.h"

/* Runs argv (execv of `exec_path` when set, else execvp) through the
 * child runner (support/child.h), its standard output on standard error
 * when `stdout_to_stderr`, and waits for it. While it runs, SIGINT,
 * SIGTERM and SIGHUP sent to this process by another process are passed
 * on to it (the handlers before are put back afterwards); with `tty`, the
 * progress line (record/progress.h) of the profiles new in `dir` since
 * `before` is refreshed every 0.5 s (the first after 0.5 s: a quick
 * command shows none) and erased at the end. Returns the wait status, or
 * -errno when the command could not be started. */
int rec_run_command(char **argv, const char *exec_path, int stdout_to_stderr, int tty,
                    const char *dir, const rec_file_list *before);

#endif
