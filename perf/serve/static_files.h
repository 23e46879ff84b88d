/* static_files.h — the dashboard's pages, styles, scripts and vendored
 * uPlot, read into memory once at start-up from one directory, each with a
 * strong ETag (a hash of its bytes) and, where it compresses, its gzip
 * form. A request can only name a file of that table (exact relative
 * name), so no path leads outside the directory. */
#ifndef PERF_SERVE_STATIC_FILES_H
#define PERF_SERVE_STATIC_FILES_H

#include <stddef.h>

#include "http.h"

typedef struct perf_static_file {
    char *name;       /* relative, '/'-separated: "compare.html", "vendor/uPlot.esm.js" */
    const char *type; /* Content-Type */
    char *data;
    size_t size;
    char *gz; /* gzip form, or NULL when it does not pay */
    size_t gz_size;
    char etag[PERF_ETAG_SIZE], etag_gz[PERF_ETAG_SIZE]; /* perf_http_etag */
} perf_static_file;

typedef struct perf_static_files {
    perf_static_file *files; /* sorted by name */
    size_t count;
} perf_static_files;

/* Reads every regular file under `dir` (subdirectories 4 deep, at most
 * 1000 files of at most 16 MiB; names with anything but [A-Za-z0-9._-]
 * are skipped). 0, or -1 with one line in err naming the directory or
 * file. An empty directory or one without index.html is an error. */
int perf_static_load(const char *dir, perf_static_files *out, char *err, size_t errlen);

/* The file named `name` (no leading '/'), or NULL. */
const perf_static_file *perf_static_find(const perf_static_files *s, const char *name);

void perf_static_free(perf_static_files *s);

/* The web directory next to the program: DIR/../share/selfprof-perf/web
 * when installed, else the build tree's BUILD/perf/web. Writes the first
 * that has index.html into out; 0 or -1. */
int perf_static_locate(char *out, size_t outlen);

#endif
