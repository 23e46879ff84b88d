/* files.c — see files.h. */
#include "support/files.h"

#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *sup_exe_dir(void)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0)
        return NULL;
    buf[n] = 0;
    char *slash = strrchr(buf, '/');
    if (!slash)
        return NULL;
    *slash = 0;
    return strdup(buf);
}

char *sup_find_beside_exe(const char *const *rel, size_t n, int mode)
{
    char *dir = sup_exe_dir();
    char *found = NULL;
    for (size_t i = 0; !found && i < n; i++) {
        char p[2 * PATH_MAX + 2];
        if (rel[i][0] == '/')
            snprintf(p, sizeof p, "%s", rel[i]);
        else if (dir)
            snprintf(p, sizeof p, "%s/%s", dir, rel[i]);
        else
            continue;
        if (access(p, mode) == 0)
            found = realpath(p, NULL);
    }
    free(dir);
    return found;
}

const char *sup_temp_base(void)
{
    const char *tmp = getenv("TMPDIR");
    return tmp && *tmp ? tmp : "/tmp";
}

int sup_temp_dir(const char *prefix, char *buf, size_t size, char *err, size_t errlen)
{
    const char *tmp = sup_temp_base();
    if (strlen(tmp) + strlen(prefix) + 9 >= size)
        tmp = "/tmp";
    if ((size_t)snprintf(buf, size, "%s/%s.XXXXXX", tmp, prefix) >= size) {
        snprintf(err, errlen, "cannot create a temporary directory in %s: %s", tmp,
                 strerror(ENAMETOOLONG));
        buf[0] = 0;
        return -1;
    }
    if (!mkdtemp(buf)) {
        snprintf(err, errlen, "cannot create a temporary directory in %s: %s", tmp,
                 strerror(errno));
        buf[0] = 0;
        return -1;
    }
    return 0;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

void sup_remove_tree(const char *path) { nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS); }

char *sup_which(const char *name, const char *path)
{
    char *copy = strdup(path ? path : "/usr/bin:/bin"), *save = NULL;
    char *found = NULL;
    for (char *d = copy ? strtok_r(copy, ":", &save) : NULL; d && !found;
         d = strtok_r(NULL, ":", &save)) {
        size_t len = strlen(d) + strlen(name) + 3;
        char *p = malloc(len);
        if (!p)
            break;
        snprintf(p, len, "%s/%s", *d ? d : ".", name);
        if (access(p, X_OK) == 0)
            found = p;
        else
            free(p);
    }
    free(copy);
    return found;
}
