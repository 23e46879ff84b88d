/* outcome.h — what record says about how its command ended (see
 * outcome.c). */
#ifndef SELFPROF_RECORD_OUTCOME_H
#define SELFPROF_RECORD_OUTCOME_H

#include <stddef.h>

/* Reads the wait status `ws` of the command `cmd0` (rec_run_command's
 * result). A command that could not be started (ws < 0) is reported on
 * standard error, and 127 (not found) or 126 is returned. Otherwise
 * returns EXIT_OK and sets *cmd_status to the command's own failing status
 * (128 + the signal for a killed one, 0 when it succeeded) and `what`
 * (what_size bytes) to how it failed ("exited with status 2", "was killed
 * by signal 9 (Killed)"), "" when it succeeded. */
int rec_command_outcome(int ws, const char *cmd0, int *cmd_status, char *what, size_t what_size);

/* What was watched for, for the message of a command that wrote no
 * profile. */
typedef struct rec_watched {
    int direct_rustc; /* the command is rustc itself */
    int gcc;          /* gcc wrappers were written */
    int clang;        /* clang wrappers were written */
    int no_gcc;       /* --no-gcc was given */
} rec_watched;

/* Says on standard error why the command `cmd0` wrote no profile: its
 * failure (`cmd_status` and `what` from rec_command_outcome), cargo with
 * nothing to rebuild, a rustc without -Zself-profile, or no compiler
 * record watches for ran. */
void rec_say_no_profile(const char *cmd0, int cmd_status, const char *what, const rec_watched *w);

#endif
