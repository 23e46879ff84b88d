/* stable_link.c — one -Zself-profile path for every record.
 *
 * cargo rebuilds every crate when RUSTFLAGS changes, and -Zself-profile=DIR
 * is in RUSTFLAGS: a record of the rebuild after an edit into another
 * folder than the cold build's would recompile everything. So rustc gets
 * the same path on every run: a symbolic link,
 * ${XDG_CACHE_HOME:-$HOME/.cache}/selfprof/record-profiles, pointed at this
 * run's DIR while the command runs and removed afterwards. An flock on
 * record.lock beside it keeps two records at once from sharing it: the
 * second passes its DIR itself (as does a record without a usable cache
 * directory). The link is made beside it under a name of this process and
 * renamed over it, so it never points half-way. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "cli/cli.h"
#include "record/stable_link.h"

/* The link while it exists, and the descriptor that holds the lock:
 * globals, as an exit() on the way (out of memory) removes the link from
 * an atexit handler (record/cleanup.c). */
static char *stable_link_path;
static int stable_lock_fd = -1;

void rec_stable_link_remove(void)
{
    if (stable_link_path)
        unlink(stable_link_path);
    free(stable_link_path);
    stable_link_path = NULL;
    if (stable_lock_fd >= 0)
        close(stable_lock_fd);
    stable_lock_fd = -1;
}

const char *rec_stable_link(const char *dir, char *why, size_t why_size)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    char *cache = xdg && *xdg == '/' ? cli_xasprintf("%s/selfprof", xdg)
                  : home && *home    ? cli_xasprintf("%s/.cache/selfprof", home)
                                     : NULL;
    if (!cache) {
        snprintf(why, why_size, "neither XDG_CACHE_HOME nor HOME is set");
        return NULL;
    }
    char *lock = cli_xasprintf("%s/record.lock", cache);
    char *link = cli_xasprintf("%s/record-profiles", cache);
    char *tmp = cli_xasprintf("%s/record-profiles.%ld", cache, (long)getpid());
    int fd = -1;
    if (cli_mkdir_p(cache) != 0)
        snprintf(why, why_size, "%s: %s", cache, strerror(errno));
    else if ((fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0)
        snprintf(why, why_size, "%s: %s", lock, strerror(errno));
    else if (flock(fd, LOCK_EX | LOCK_NB) != 0)
        snprintf(why, why_size, "another selfprof record is running");
    else if ((unlink(tmp), symlink(dir, tmp) != 0) || rename(tmp, link) != 0)
        snprintf(why, why_size, "%s: %s", link, strerror(errno));
    else {
        stable_lock_fd = fd;
        stable_link_path = link;
        link = NULL;
        fd = -1;
    }
    unlink(tmp);
    if (fd >= 0)
        close(fd);
    free(tmp);
    free(link);
    free(lock);
    free(cache);
    return stable_link_path;
}
