/* compilers.h — how self-profiling is switched on in each compiler, for
 * `selfprof record` (which wraps whatever a build runs) and for
 * selfprof-perf's runner (which runs the compilers itself):
 *   - rustc: RUSTC_BOOTSTRAP=1 and -Zself-profile=DIR, with
 *     -Zself-profile-events and -Zself-profile-counter when asked;
 *   - gcc: the selfprof GCC plugin, -fplugin=PLUGIN and its arguments
 *     dir, events, counter. A plugin loads only into the gcc of the
 *     version it was built for: beside the main selfprof.so, gcc-N/
 *     holds the one built for gcc major version N (plugins/gcc's CMake);
 *     sup_gcc_plugin_find chooses by what the driver says of itself
 *     (-dumpversion), not by its name, and keeps only a plugin the driver
 *     loads (a probe);
 *   - clang: -ftime-trace -ftime-trace-granularity=0 (the traces are
 *     imported afterwards with `selfprof import clang-time-trace`); -ftime-trace=DIR/ puts them
 *     into DIR where the clang takes it (16 and later).
 * The probes run with their output thrown away, under a deadline, in the
 * environment and scratch directory the caller gives. */
#ifndef SUPPORT_COMPILERS_H
#define SUPPORT_COMPILERS_H

#include <stddef.h>

/* rustc's unstable options (-Z) need this variable set to "1". */
#define SUP_RUSTC_BOOTSTRAP_VAR "RUSTC_BOOTSTRAP"

/* clang's option for its trace (next to the object file). */
#define SUP_CLANG_TIME_TRACE "-ftime-trace"

/* Every event kept: clang's default granularity (500 µs) drops shorter
 * events (most passes) into their parents' self time. The trace grows
 * ~15x; compile time not measurably (docs/guide.md section 12). */
#define SUP_CLANG_TIME_TRACE_GRANULARITY "-ftime-trace-granularity=0"

/* The most flags sup_rustc_flags and sup_gcc_plugin_flags give. */
#define SUP_PROFILE_MAX_FLAGS 4

/* rustc's flags: -Zself-profile=DIR, then -Zself-profile-events=EVENTS
 * and -Zself-profile-counter=COUNTER when not NULL, malloc'd into
 * flags[]. Returns their number, or -1 (out of memory; none left). */
int sup_rustc_flags(char *flags[SUP_PROFILE_MAX_FLAGS], const char *dir, const char *events,
                    const char *counter);

/* gcc's flags for `plugin`: -fplugin=PLUGIN, -fplugin-arg-selfprof-dir=DIR
 * (when DIR is not NULL), -fplugin-arg-selfprof-events=EVENTS and
 * -fplugin-arg-selfprof-counter=COUNTER when not NULL, malloc'd into
 * flags[]. Returns their number, or -1 (out of memory; none left). */
int sup_gcc_plugin_flags(char *flags[SUP_PROFILE_MAX_FLAGS], const char *plugin, const char *dir,
                         const char *events, const char *counter);

/* Frees the n flags of sup_rustc_flags or sup_gcc_plugin_flags. */
void sup_profile_flags_free(char **flags, int n);

/* How the probes run: the environment (NULL: ours), a deadline in
 * seconds (0: none), and a directory of the caller's where a probe may
 * write (the plugin records from its loading on: the probe's profile goes
 * there, and -dumpversion's output). */
typedef struct sup_probe {
    char *const *envp;
    double timeout_s;
    const char *scratch;
} sup_probe;

/* The major version of gcc `driver` (from -dumpversion: "12" or
 * "12.2.0"), or 0 when it does not say. */
int sup_gcc_major(const char *driver, const sup_probe *p);

/* 1 when `driver` loads `plugin` (preprocessing /dev/null with it,
 * its profile into p->scratch), else 0. */
int sup_gcc_plugin_loads(const char *driver, const char *plugin, const sup_probe *p);

/* The selfprof GCC plugin for `driver`, its realpath malloc'd: the first
 * that `driver` loads of, for each place, PLACE/gcc-N/selfprof.so (N its
 * major version) and then the plugin of the place itself. The places:
 * `given` when not NULL (the user's --gcc-plugin: its directory's gcc-N,
 * then itself), else $SELFPROF_GCC_PLUGIN when set and not empty (the
 * same), else beside this program: the build tree (plugins/gcc from the
 * build directory or one or two levels below it) and the installation
 * (PREFIX/LIBDIR/selfprof, PREFIX/lib/selfprof, PREFIX/lib64/selfprof).
 * NULL when none loads, with the reason in why: "GCC plugin P: REASON"
 * for an explicit plugin that cannot be read, "GCC plugin P: DRIVER does
 * not load it", or "no selfprof GCC plugin that DRIVER loads (build it
 * with gcc-N-plugin-dev, or set SELFPROF_GCC_PLUGIN)". */
char *sup_gcc_plugin_find(const char *driver, const char *given, const sup_probe *p, char *why,
                          size_t whylen);

/* 1 when clang `driver` takes -ftime-trace=DIR/ (clang 16 and later,
 * which then puts every trace of a command into DIR), else 0 (clang 14
 * and 15 write each next to its object). */
int sup_clang_trace_dir_works(const char *driver, const sup_probe *p);

/* The C++ driver beside C driver `cc` (a path or a name), malloc'd: in its
 * file name the last "clang" becomes "clang++", else the last "gcc"
 * "g++", else a name "cc" or ending in "-cc" ends in "c++" (clang-14 ->
 * clang++-14, x86_64-linux-gnu-gcc-12 -> x86_64-linux-gnu-g++-12); a C++
 * driver is its own. NULL when the name has none of them, or out of
 * memory. Whether it exists is not checked. */
char *sup_cxx_driver(const char *cc);

#endif
