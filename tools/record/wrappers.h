/* wrappers.h — the compiler wrappers of `selfprof record`: small sh
 * scripts in a private directory put first on PATH, each exec'ing the real
 * compiler with self-profiling switched on. The set and what the writers
 * share are in wrapper_set.c; each compiler's writer is a file of its own
 * (wrap_rustc.c, wrap_gcc.c, wrap_clang.c). */
#ifndef SELFPROF_RECORD_WRAPPERS_H
#define SELFPROF_RECORD_WRAPPERS_H

#include <stdio.h>

#include "support/compilers.h"

/* One wrapped driver. */
typedef struct rec_wrapped {
    char *real;    /* realpath of the driver */
    char *wrapper; /* its wrapper script */
} rec_wrapped;

/* The wrappers written so far: gcc's, then clang's (rustc's is not
 * listed: it is found on PATH only). */
typedef struct rec_wrappers {
    char *bin;         /* the wrappers' directory, or NULL */
    rec_wrapped w[80]; /* gcc's, then clang's */
    int n;
} rec_wrappers;

/* Closes the wrapper script `f` written to `script` for the driver `real`,
 * makes it executable and adds it to g (which takes both strings).
 * Returns 1, or 0 when it could not be written (both freed). */
int rec_wrapper_add(rec_wrappers *g, FILE *f, char *script, char *real);

/* The wrapper for a command given with a path to a wrapped driver
 * (`argv0`): the one of the same name first (clang++ and clang are one
 * file, which behaves by its name), else any of the same file; NULL for a
 * command without '/' (found on PATH, where the wrappers come first) or of
 * no wrapped driver. Owned by g. */
const char *rec_wrapper_for(const rec_wrappers *g, const char *argv0);

/* Frees the wrappers' strings and the directory's name (not the files). */
void rec_wrappers_free(rec_wrappers *g);

/* `text` quoted for sh, malloc'ed. Out of memory exits. */
char *rec_sh_quote(const char *text);

/* How record probes the compilers: in its own environment, without a
 * deadline (as the build itself runs), writing into `scratch` (a private
 * directory removed at the end), not into the profiles directory that
 * SELFPROF_DIR names. */
sup_probe rec_probe_in(const char *scratch);

/* wrap_rustc.c: a wrapper `bin`/rustc for the rustc on PATH, for builds
 * that run rustc themselves (make, scripts): it adds the nz `zflags`
 * unless -Zself-profile is among its arguments already (cargo passes it
 * from RUSTFLAGS). Returns 1 if written, 0 when there is no rustc on PATH
 * or the script could not be written. */
int rec_wrap_rustc(const char *bin, char **zflags, int nz);

/* wrap_gcc.c: writes wrappers into `bin` for the gcc drivers on PATH
 * (gcc, cc, g++, c++, gcc-N, g++-N) that load a selfprof GCC plugin, each
 * with the plugin built for its own version (sup_gcc_plugin_find: `given`,
 * $SELFPROF_GCC_PLUGIN, or the one beside this program, and gcc-N/ beside
 * it), recording into `dir` with `events` and `counter` (NULL: the
 * defaults); appended to g. Returns g->n. */
int rec_wrap_gcc(rec_wrappers *g, const char *given, const char *bin, const char *dir,
                 const char *events, const char *counter);

/* wrap_clang.c: writes wrappers into `bin` for the clang drivers on PATH
 * (clang, clang++, clang-N, clang++-N, and cc or c++ when they are clang
 * and gcc's wrapper did not take the name), which add -ftime-trace and
 * import the traces into `dir`; appended to g; `scratch` holds the
 * wrappers' per-command directories. Returns the number written. */
int rec_wrap_clang(rec_wrappers *g, const char *bin, const char *dir, const char *scratch);

#endif
