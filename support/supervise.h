/* supervise.h — a process that runs jobs in process groups of their own
 * and must leave nothing running behind a job it stops (the collector).
 *
 * A job's process starts compilations in process groups of their own
 * (child.h's own_group), so killing the job's group alone misses them;
 * and when the job's process dies first, they are re-parented away from
 * us. As a child subreaper (Linux's PR_SET_CHILD_SUBREAPER) the supervisor
 * gets them instead, finds them by their parent pid in /proc, and kills
 * them with their groups. Linux only. */
#ifndef SUPPORT_SUPERVISE_H
#define SUPPORT_SUPERVISE_H

#include <sys/types.h>

/* Makes this process the subreaper of its descendants: orphans are
 * re-parented to it. 0, or -1 (errno) when the kernel refuses. */
int sup_supervise_begin(void);

/* Kills every process whose parent is this process, its process group
 * with it, and reaps them; repeated (up to 5 rounds, 50 ms apart) while it
 * finds any, since a killed process's own orphans come to us next. Other
 * children of ours are killed too: call it when none should be running. */
void sup_supervise_kill_orphans(void);

/* Stops child `pid` and its process group: SIGTERM, SIGKILL after 5 s if
 * it has not ended, the group SIGKILLed again for what the child left, then
 * sup_supervise_kill_orphans. *status gets the child's wait status. */
void sup_supervise_stop(pid_t pid, int *status);

#endif
