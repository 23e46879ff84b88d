/* work_dir.c — the collector's work directory. Each collector builds in a
 * directory of its own, $base/selfprof-perf-collect.XXXXXX, removed when
 * it stops; a collector that is killed (or whose machine reboots) leaves
 * its directory behind, with the builds of its last job in it, and the
 * next collector on the machine removes it.
 *
 * Which directories are left behind is told by a lock, not a pid: the
 * file collector.lock in the directory is flock'ed by its collector for
 * its whole life, so a directory whose lock can be taken belongs to a
 * collector that is gone; pids are reused, and a pid file would not say
 * so after a reboot. */
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "work_dir.h"
#include "support/files.h"

#define WORK_LOCK "collector.lock"
#define WORK_PREFIX "selfprof-perf-collect."

const char *perf_work_dir_base(const char *given) { return given ? given : sup_temp_base(); }

/* Takes the lock of the work directory `work`: the descriptor, or -1
 * when it cannot. */
static int lock_work_dir(const char *work)
{
    char path[PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/" WORK_LOCK, work);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0) {
        close(fd);
        fd = -1;
    }
    return fd;
}

void perf_work_dir_remove_stale(const char *base, void (*removing)(const char *dir, void *ctx),
                                void *ctx)
{
    DIR *d = opendir(base);
    struct dirent *de;
    while (d && (de = readdir(d))) {
        if (strncmp(de->d_name, WORK_PREFIX, strlen(WORK_PREFIX)) != 0)
            continue;
        char dir[PATH_MAX], lock[PATH_MAX + 32];
        struct stat st;
        snprintf(dir, sizeof dir, "%s/%s", base, de->d_name);
        snprintf(lock, sizeof lock, "%s/" WORK_LOCK, dir);
        if (lstat(dir, &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid())
            continue;
        int fd = open(lock, O_RDWR | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0)
            continue; /* not made by a collector that locks its directory */
        if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
            if (removing)
                removing(dir, ctx);
            sup_remove_tree(dir);
        }
        close(fd);
    }
    if (d)
        closedir(d);
}

int perf_work_dir_make(const char *base, char *out, size_t size)
{
    snprintf(out, size, "%s/" WORK_PREFIX "XXXXXX", base);
    /* the lock's descriptor stays open, unused, until the process exits */
    return !mkdtemp(out) || lock_work_dir(out) < 0 ? -1 : 0;
}
