/* files.h — paths and files that both programs need: the directory of the
 * running program and the helpers installed or built beside it, temporary
 * directories, removing a tree, looking a program up on PATH. Nothing here
 * prints or exits; out of memory is a NULL or -1 like any failure. */
#ifndef SUPPORT_FILES_H
#define SUPPORT_FILES_H

#include <stddef.h>

/* The directory of the running program (/proc/self/exe without its last
 * component), malloc'd; NULL when it cannot be read or memory runs out. */
char *sup_exe_dir(void);

/* The first of `rel[0..n)` that passes access(mode), an entry being a path
 * relative to sup_exe_dir() (e.g. "../lib/selfprof/selfprof.so") or an
 * absolute one; its realpath, malloc'd, or NULL when none does. */
char *sup_find_beside_exe(const char *const *rel, size_t n, int mode);

/* Where temporary files go: $TMPDIR when set and not empty, else /tmp. */
const char *sup_temp_base(void);

/* Makes a new private directory (mode 0700) "$TMPDIR/PREFIX.XXXXXX" into
 * buf[0..size) — /tmp when TMPDIR is unset, empty, or too long for buf.
 * Returns 0, or -1 with "cannot create a temporary directory in DIR:
 * REASON" in err (buf is then ""). */
int sup_temp_dir(const char *prefix, char *buf, size_t size, char *err, size_t errlen);

/* Removes `path` and, when it is a directory, everything below it,
 * without following symbolic links (a link is removed, not what it points
 * to). Best effort: what cannot be removed stays, silently. */
void sup_remove_tree(const char *path);

/* The first executable `name` in the directories of `path` (a PATH value;
 * NULL: "/usr/bin:/bin"; an empty entry is the current directory), as
 * DIR/NAME (not resolved: a link keeps the name it was called by),
 * malloc'd; NULL when there is none or memory runs out. */
char *sup_which(const char *name, const char *path);

#endif
