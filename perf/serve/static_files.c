/* static_files.c — see static_files.h. */
#include "static_files.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "http.h"
#include "support/files.h"
#include "support/grow.h"

#define MAX_FILES 1000
#define MAX_FILE_SIZE (16u << 20)
#define MAX_DEPTH 4

static const char *content_type(const char *name)
{
    static const struct {
        const char *ext, *type;
    } TYPES[] = {
        {".html", "text/html; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"},
        {".mjs", "text/javascript; charset=utf-8"},
        {".json", "application/json"},
        {".svg", "image/svg+xml"},
        {".png", "image/png"},
        {".ico", "image/x-icon"},
        {".txt", "text/plain; charset=utf-8"},
    };
    const char *dot = strrchr(name, '.');
    for (size_t i = 0; dot && i < sizeof TYPES / sizeof TYPES[0]; i++)
        if (strcmp(dot, TYPES[i].ext) == 0)
            return TYPES[i].type;
    /* LICENSE and other extension-less files are text */
    return dot ? "application/octet-stream" : "text/plain; charset=utf-8";
}

static int safe_name(const char *s)
{
    if (!*s || *s == '.')
        return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
              *s == '.' || *s == '_' || *s == '-'))
            return 0;
    return 1;
}

typedef struct loader {
    perf_static_files *out;
    size_t cap;
    char *err;
    size_t errlen;
} loader;

static int add_file(loader *l, const char *path, const char *rel)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0) {
        snprintf(l->err, l->errlen, "%s: %s", path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    if (st.st_size > (off_t)MAX_FILE_SIZE) {
        close(fd);
        snprintf(l->err, l->errlen, "%s: larger than %u MiB", path, MAX_FILE_SIZE >> 20);
        return -1;
    }
    if (l->out->count >= MAX_FILES) {
        close(fd);
        snprintf(l->err, l->errlen, "%s: more than %d files", path, MAX_FILES);
        return -1;
    }
    void *arr = l->out->files;
    if (sup_grow(&arr, &l->cap, l->out->count + 1, sizeof(perf_static_file)) < 0) {
        close(fd);
        snprintf(l->err, l->errlen, "%s: out of memory", path);
        return -1;
    }
    l->out->files = arr;
    perf_static_file *f = &l->out->files[l->out->count];
    memset(f, 0, sizeof *f);
    f->size = (size_t)st.st_size;
    f->data = malloc(f->size + 1);
    f->name = strdup(rel);
    if (!f->data || !f->name) {
        free(f->data);
        free(f->name);
        close(fd);
        snprintf(l->err, l->errlen, "%s: out of memory", path);
        return -1;
    }
    size_t got = 0;
    while (got < f->size) {
        ssize_t r = read(fd, f->data + got, f->size - got);
        if (r <= 0) {
            snprintf(l->err, l->errlen, "%s: %s", path,
                     r < 0 ? strerror(errno) : "shrank while read");
            free(f->data);
            free(f->name);
            close(fd);
            return -1;
        }
        got += (size_t)r;
    }
    close(fd);
    l->out->count++;
    f->type = content_type(rel);
    perf_http_etag(f->data, f->size, f->etag, f->etag_gz);
    int compressible = strncmp(f->type, "text/", 5) == 0 || strstr(f->type, "json") ||
                       strstr(f->type, "svg");
    if (compressible && f->size >= 256) {
        sup_buf gz = {0};
        if (perf_gzip(f->data, f->size, &gz) == 0 && gz.len < f->size - f->size / 10) {
            f->gz = gz.data;
            f->gz_size = gz.len;
        } else {
            sup_buf_free(&gz);
        }
    }
    return 0;
}

static int load_dir(loader *l, const char *dir, const char *rel, int depth)
{
    DIR *d = opendir(dir);
    if (!d) {
        snprintf(l->err, l->errlen, "%s: %s", dir, strerror(errno));
        return -1;
    }
    struct dirent *e;
    int rc = 0;
    while (rc == 0 && (e = readdir(d))) {
        if (!safe_name(e->d_name))
            continue;
        char path[PATH_MAX], name[PATH_MAX];
        if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path ||
            snprintf(name, sizeof name, "%s%s%s", rel, *rel ? "/" : "", e->d_name) >=
                (int)sizeof name)
            continue;
        struct stat st;
        if (stat(path, &st) < 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            if (depth < MAX_DEPTH)
                rc = load_dir(l, path, name, depth + 1);
        } else if (S_ISREG(st.st_mode)) {
            rc = add_file(l, path, name);
        }
    }
    closedir(d);
    return rc;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const perf_static_file *)a)->name, ((const perf_static_file *)b)->name);
}

int perf_static_load(const char *dir, perf_static_files *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    loader l = {out, 0, err, errlen};
    if (load_dir(&l, dir, "", 0) < 0) {
        perf_static_free(out);
        return -1;
    }
    if (out->count)
        qsort(out->files, out->count, sizeof *out->files, by_name);
    if (!perf_static_find(out, "index.html")) {
        snprintf(err, errlen, "%s: no index.html (not the dashboard's web directory)", dir);
        perf_static_free(out);
        return -1;
    }
    return 0;
}

const perf_static_file *perf_static_find(const perf_static_files *s, const char *name)
{
    size_t lo = 0, hi = s->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(name, s->files[mid].name);
        if (c == 0)
            return &s->files[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

void perf_static_free(perf_static_files *s)
{
    for (size_t i = 0; i < s->count; i++) {
        free(s->files[i].name);
        free(s->files[i].data);
        free(s->files[i].gz);
    }
    free(s->files);
    memset(s, 0, sizeof *s);
}

int perf_static_locate(char *out, size_t outlen)
{
    char *exe = sup_exe_dir();
    if (!exe)
        return -1;
    const char *candidates[] = {"/../" PERF_WEB_INSTALL_RELDIR, "/perf/web"};
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) {
        char index[PATH_MAX + 32];
        if (snprintf(out, outlen, "%s%s", exe, candidates[i]) >= (int)outlen)
            continue;
        snprintf(index, sizeof index, "%s/index.html", out);
        if (access(index, R_OK) == 0) {
            free(exe);
            return 0;
        }
    }
    free(exe);
    return -1;
}
