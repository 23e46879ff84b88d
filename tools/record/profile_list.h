/* profile_list.h — record's view of its profiles directory: the
 * *.mm_profdata files it holds, and which of them are new or changed since
 * the start (see profile_list.c). */
#ifndef SELFPROF_RECORD_PROFILE_LIST_H
#define SELFPROF_RECORD_PROFILE_LIST_H

#include <sys/types.h>
#include <time.h>

/* One profile as it was seen: a change of inode, size or modification
 * time since makes it new. */
typedef struct rec_seen_file {
    char *name; /* the file's name in the directory */
    ino_t ino;
    off_t size;
    struct timespec mtime;
} rec_seen_file;

/* The profiles of a directory, sorted by name. */
typedef struct rec_file_list {
    rec_seen_file *v;
    int n, cap;
} rec_file_list;

/* Fills `out` with the *.mm_profdata regular files of `dir`, sorted by
 * name; with `before` (a list of the same directory, or NULL), only those
 * not in it or changed since. Returns 0, or -1 (errno set, `out` empty)
 * when the directory cannot be read. Out of memory exits
 * (cli_out_of_memory). */
int rec_list_profiles(const char *dir, const rec_file_list *before, rec_file_list *out);

/* Frees the list's entries and leaves it empty. */
void rec_list_free(rec_file_list *l);

/* 1 when `name` is a profile of cargo's target information probe
 * (`rustc - --crate-name ___ --print=...`, ___-PID.mm_profdata), which
 * record removes and never reports. */
int rec_is_probe(const char *name);

/* How many profiles of `dir` are new since `before`, probes left out; 0
 * when the directory cannot be read. For the progress line. */
int rec_count_new(const char *dir, const rec_file_list *before);

/* The paths "SHOWN/NAME" of the profiles in `made` (new profiles of the
 * directory `shown` names), malloc'ed, in the list's order; cargo's probes
 * are removed from the directory instead and left out. Sets *n to the
 * number of paths; the array has room for made->n + 1 and is freed with
 * cli_free_inputs. Out of memory exits. */
char **rec_new_profile_paths(const rec_file_list *made, const char *shown, int *n);

#endif
