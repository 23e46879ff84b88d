/* tool.h — running the selfprof program for the processed downloads
 * (flame graph, Chrome trace, diff): the stored raw profiles are written
 * into a private temporary directory, selfprof runs on them under a time
 * limit with its output in a file, and the output is read back. A separate
 * process, so a slow or failing conversion costs one request, not the
 * server. */
#ifndef PERF_SERVE_TOOL_H
#define PERF_SERVE_TOOL_H

#include <stddef.h>

#include "../report/report.h"
#include "support/json_buf.h"

/* Largest output read back (bytes). */
#define PERF_TOOL_OUTPUT_MAX ((size_t)512 << 20)

typedef struct perf_tool_dir {
    char path[200];
} perf_tool_dir;

/* Creates the temporary directory (mode 0700 under $TMPDIR or /tmp). 0 or
 * -1 with err. */
int perf_tool_dir_create(perf_tool_dir *d, char *err, size_t errlen);

/* Writes the raw profile's files into subdirectory `sub` of d (created),
 * under their stored names reduced to [A-Za-z0-9._-] and ending in
 * .mm_profdata, and writes the path of each, relative to d, to paths (at
 * most `max`); returns how many, or -1 with err. */
int perf_tool_write_raw(const perf_tool_dir *d, const char *sub, const perf_raw_profile *r,
                        char paths[][320], size_t max, char *err, size_t errlen);

/* Runs argv (argv[0] the program's path) in directory d with stdout into
 * d/out and waits at most `timeout` seconds (then kills it). When `output`
 * is NULL the output is d/out itself; else the file of that name in d. On exit status 0
 * its bytes go into out: 0. Otherwise -1 with err: the first line of its
 * stderr, or what went wrong. */
int perf_tool_run(const perf_tool_dir *d, char *const argv[], const char *output, unsigned timeout,
                  sup_buf *out, char *err, size_t errlen);

/* Removes the directory and everything in it. */
void perf_tool_dir_remove(perf_tool_dir *d);

#endif
