/* work_dir.h — a collector's work directory, where its jobs build: made
 * and locked for the collector's life, and the ones of collectors that
 * are gone found and removed (see work_dir.c). */
#ifndef PERF_WORK_DIR_H
#define PERF_WORK_DIR_H

#include <stddef.h>

/* The directory the work directories go in: `given` (--work-dir) when not
 * NULL, else $TMPDIR when set and not empty, else /tmp. */
const char *perf_work_dir_base(const char *given);

/* Removes the work directories in `base` that collectors which are gone
 * left (killed, their machine rebooted): those whose lock can be taken.
 * Only this user's: a directory it does not own, one without a lock file
 * (not a collector's) or one whose lock is held (a live collector's) is
 * left. Calls `removing(dir, ctx)` before each removal, when not NULL
 * (collect prints it). A `base` that cannot be read is left alone. */
void perf_work_dir_remove_stale(const char *base, void (*removing)(const char *dir, void *ctx),
                                void *ctx);

/* Makes a new private work directory `base`/selfprof-perf-collect.XXXXXX
 * into out[0..size) and takes its lock, held until the process exits (not
 * inherited by the compilers the jobs run). Returns 0, or -1 with errno
 * set (a directory made whose lock could not be taken stays). */
int perf_work_dir_make(const char *base, char *out, size_t size);

#endif
