/* compilation.h — which compilation a profile is of, and the one warning
 * when several profiles among a command's inputs are of one compilation
 * (an incremental rebuild recorded into the cold build's folder leaves
 * both). Shared by summarize, record and diff. */
#ifndef SELFPROF_CLI_COMPILATION_H
#define SELFPROF_CLI_COMPILATION_H

#include <stdint.h>

#include "selfprof/profile.h"

typedef struct cli_compilation {
    char *key;           /* "CRATE HASH"; NULL when the profile names no crate */
    uint64_t start_time; /* the profile's start, to find the newest */
} cli_compilation;

/* The compilation of profile `p`: rustc's --crate-name and its
 * "-C metadata=" hash (build scripts of different packages share a crate
 * name, not the hash; a rebuild of the same crate keeps both). Free
 * out->key. */
void cli_compilation_of(const selfprof_profile *p, cli_compilation *out);

/* Finds compilations with several profiles among the `n` inputs (paths[i]
 * described by c[i]; keys NULL are never compared) and prints one warning
 * per compilation naming the crate and two of its files. With `newest`,
 * sets drop[i] to 1 for every profile but the newest of each compilation
 * (by start time, the later position on a tie) and says which it takes;
 * other entries of `drop` are left alone. Frees and clears every c[i].key. */
void cli_several_per_compilation(char *const *paths, cli_compilation *c, int n, int newest,
                                 char *drop);

/* The crate of a profile's path, as cargo's profiles are named: the file
 * name without ".mm_profdata" and without a trailing "-<digits>" (rustc's
 * process id): .../syn-0012345.mm_profdata is "syn". Malloc'd. */
char *cli_crate_of_path(const char *path);

#endif
