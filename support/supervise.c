/* supervise.c — see supervise.h. */
#include "supervise.h"

#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/clock.h"

int sup_supervise_begin(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1) == 0 ? 0 : -1; }

void sup_supervise_kill_orphans(void)
{
    pid_t self = getpid();
    for (int round = 0; round < 5; round++) {
        int found = 0;
        DIR *d = opendir("/proc");
        struct dirent *de;
        while (d && (de = readdir(d))) {
            char *end, path[64], buf[512];
            long pid = strtol(de->d_name, &end, 10);
            if (*end || pid <= 0)
                continue;
            snprintf(path, sizeof path, "/proc/%ld/stat", pid);
            FILE *f = fopen(path, "r");
            if (!f)
                continue;
            size_t n = fread(buf, 1, sizeof buf - 1, f);
            fclose(f);
            buf[n] = 0;
            const char *rp = strrchr(buf, ')'); /* the command may hold spaces */
            long ppid = 0;
            char state;
            /* The kernel's own format: a ppid always fits a long.
             * NOLINTNEXTLINE(cert-err34-c) */
            if (rp && sscanf(rp + 1, " %c %ld", &state, &ppid) == 2 && ppid == self) {
                kill(-(pid_t)pid, SIGKILL);
                kill((pid_t)pid, SIGKILL);
                found = 1;
            }
        }
        if (d)
            closedir(d);
        while (waitpid(-1, NULL, WNOHANG) > 0)
            ;
        if (!found)
            break;
        sup_sleep_s(0.05);
    }
}

void sup_supervise_stop(pid_t pid, int *status)
{
    kill(-pid, SIGTERM);
    for (int i = 0; i < 50; i++) {
        if (waitpid(pid, status, WNOHANG) == pid)
            goto reaped;
        sup_sleep_s(0.1);
    }
    kill(-pid, SIGKILL);
    waitpid(pid, status, 0);
reaped:
    kill(-pid, SIGKILL); /* whatever the child left running */
    sup_supervise_kill_orphans();
}
