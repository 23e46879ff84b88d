/* profile_list.c — the profiles directory of `selfprof record`: which
 * *.mm_profdata files it holds, and which are new since the start. DIR may
 * hold older profiles (--out into a folder used before); a profile counts
 * as new when its name was not there or its inode, size or modification
 * time changed (a rebuild that overwrote a file of the same name). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "record/profile_list.h"

static int has_suffix(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

void rec_list_free(rec_file_list *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->v[i].name);
    free(l->v);
    memset(l, 0, sizeof *l);
}

int rec_is_probe(const char *name) { return strncmp(name, "___-", 4) == 0; }

static const rec_seen_file *list_find(const rec_file_list *l, const char *name)
{
    for (int i = 0; i < l->n; i++)
        if (strcmp(l->v[i].name, name) == 0)
            return &l->v[i];
    return NULL;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(((const rec_seen_file *)a)->name, ((const rec_seen_file *)b)->name);
}

int rec_list_profiles(const char *dir, const rec_file_list *before, rec_file_list *out)
{
    memset(out, 0, sizeof *out);
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    for (struct dirent *e; (e = readdir(d));) {
        if (!has_suffix(e->d_name, ".mm_profdata"))
            continue;
        struct stat st;
        char *path = cli_xasprintf("%s/%s", dir, e->d_name);
        int ok = stat(path, &st) == 0 && S_ISREG(st.st_mode);
        free(path);
        if (!ok)
            continue;
        if (before) {
            const rec_seen_file *old = list_find(before, e->d_name);
            if (old && old->ino == st.st_ino && old->size == st.st_size &&
                old->mtime.tv_sec == st.st_mtim.tv_sec && old->mtime.tv_nsec == st.st_mtim.tv_nsec)
                continue;
        }
        if (out->n == out->cap) {
            out->cap = out->cap ? out->cap * 2 : 16;
            out->v = cli_xrealloc(out->v, (size_t)out->cap * sizeof *out->v);
        }
        rec_seen_file *f = &out->v[out->n++];
        f->name = cli_xstrdup(e->d_name);
        f->ino = st.st_ino;
        f->size = st.st_size;
        f->mtime = st.st_mtim;
    }
    closedir(d);
    if (out->n > 1)
        qsort(out->v, (size_t)out->n, sizeof *out->v, compare_names);
    return 0;
}

int rec_count_new(const char *dir, const rec_file_list *before)
{
    rec_file_list now;
    if (rec_list_profiles(dir, before, &now) != 0)
        return 0;
    int n = 0;
    for (int i = 0; i < now.n; i++)
        n += !rec_is_probe(now.v[i].name);
    rec_list_free(&now);
    return n;
}

char **rec_new_profile_paths(const rec_file_list *made, const char *shown, int *n)
{
    char **paths = cli_xcalloc((size_t)made->n + 1, sizeof *paths);
    int np = 0;
    for (int i = 0; i < made->n; i++) {
        char *p = cli_xasprintf("%s/%s", shown, made->v[i].name);
        if (rec_is_probe(made->v[i].name)) {
            remove(p);
            free(p);
        } else {
            paths[np++] = p;
        }
    }
    *n = np;
    return paths;
}
