/* outcome.c — record's messages about its command: how it ended, and why
 * it wrote no profile, which names what record watched for, so that a
 * build that ran no profiled compiler says so instead of an empty report. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "cli/cli.h"
#include "record/env.h"
#include "record/outcome.h"

int rec_command_outcome(int ws, const char *cmd0, int *cmd_status, char *what, size_t what_size)
{
    *cmd_status = 0;
    if (ws < 0) {
        int e = -ws;
        if (e == ENOENT)
            cli_error("record: %s: command not found", cmd0);
        else
            cli_error("record: %s: cannot run: %s", cmd0, strerror(e));
        return e == ENOENT ? 127 : 126;
    }
    if (WIFSIGNALED(ws)) {
        *cmd_status = 128 + WTERMSIG(ws);
        snprintf(what, what_size, "was killed by signal %d (%s)", WTERMSIG(ws),
                 strsignal(WTERMSIG(ws)));
    } else if (WIFEXITED(ws) && WEXITSTATUS(ws) != 0) {
        *cmd_status = WEXITSTATUS(ws);
        snprintf(what, what_size, "exited with status %d", *cmd_status);
    }
    return EXIT_OK;
}

void rec_say_no_profile(const char *cmd0, int cmd_status, const char *what, const rec_watched *w)
{
    if (cmd_status) {
        cli_error("record: %s %s and wrote no profile", cmd0, what);
    } else if (rec_is_cargo(cmd0)) {
        cli_error("record: no profile was written: cargo had nothing to rebuild? (run "
                  "'cargo clean -p CRATE' or touch a source file, then record again)");
    } else if (w->direct_rustc) {
        cli_error("record: %s wrote no profile (is it a rustc with -Zself-profile?)", cmd0);
    } else {
        /* what was watched for: "no A, no B and no C" */
        const char *what_ran[4] = {"no rustc", "no program using libselfprof", NULL, NULL};
        int nw = 2;
        if (w->gcc)
            what_ran[nw++] = "no gcc with the plugin";
        if (w->clang)
            what_ran[nw++] = "no clang compile";
        char list[160] = "";
        for (int i = 0; i < nw; i++)
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
                     i == 0        ? ""
                     : i == nw - 1 ? " and "
                                   : ", ",
                     what_ran[i]);
        cli_error("record: no profile was written: %s ran %s%s", cmd0, list,
                  w->gcc || w->no_gcc ? "" : " (gcc is not profiled: no GCC plugin found)");
    }
}
