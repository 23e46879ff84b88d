/* cmd_record.c — `selfprof record [OPTIONS] -- COMMAND [ARGS...]`: runs a
 * build with self-profiling switched on, waits for it, then prints the
 * summary of every profile it wrote (the report of summarize_cmd.h).
 *
 * How profiling is switched on, all at once (the command may be anything
 * that runs compilers: cargo, make, a script):
 *   - rustc: RUSTC_BOOTSTRAP=1, and -Zself-profile=DIR (absolute) plus
 *     -Zself-profile-events/-counter, added to the argument list of a direct
 *     rustc command, else appended to RUSTFLAGS (CARGO_ENCODED_RUSTFLAGS when
 *     that is set or DIR contains white space); for cargo DIR is a stable
 *     link to the real folder (stable_link), so that RUSTFLAGS, which cargo
 *     fingerprints, is the same for a record into any folder;
 *   - libselfprof programs: SELFPROF_DIR, SELFPROF_EVENTS, SELFPROF_COUNTER;
 *   - gcc, when the GCC plugin is found: a private directory put first on
 *     PATH holds wrapper scripts gcc, cc, g++, c++ (and gcc-N, g++-N) that
 *     exec the real driver with -fplugin=selfprof.so and its arguments,
 *     the plugin built for the driver's version (support/compilers.h).
 *     Only drivers that accept a plugin (a probe compile of /dev/null)
 *     are wrapped, so a clang called cc or a gcc of a version without a
 *     plugin is left alone;
 *   - clang: wrappers for clang, clang++, clang-N (and cc, c++ when they are
 *     clang) add -ftime-trace and import the traces (CLANG_WRAPPER).
 * The profiles are the *.mm_profdata files of DIR that did not exist, or
 * changed, since the start (DIR may hold older ones). cargo's target
 * information probe (`rustc - --crate-name ___ --print ...`) also writes a
 * profile under RUSTFLAGS; those ___-PID files are removed.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "report/summarize_paths.h"
#include "support/child.h"
#include "support/clock.h"
#include "support/compilers.h"
#include "support/files.h"

static const char HELP[] =
    "usage: selfprof record [OPTIONS] [--] COMMAND [ARGS...]\n"
    "\n"
    "Runs COMMAND (a build: cargo, rustc, make, gcc, clang, a program using\n"
    "libselfprof) with self-profiling switched on, waits for it, then prints the\n"
    "combined summary of every profile it wrote, like 'selfprof summarize'.\n"
    "\n"
    "  rustc, cargo  RUSTC_BOOTSTRAP=1 and -Zself-profile=DIR, added to the\n"
    "                arguments of a direct rustc command, else appended to\n"
    "                RUSTFLAGS; a rustc wrapper first on PATH adds them for make\n"
    "                and scripts. For cargo DIR is the same path on every run (a\n"
    "                link in ~/.cache/selfprof to this run's folder): the first\n"
    "                record rebuilds everything, later ones into any folder only\n"
    "                what changed, so a cold build and its rebuild after an edit\n"
    "                go into two folders:\n"
    "                  selfprof record --out cold -- cargo build\n"
    "                  (edit)  selfprof record --out incr -- cargo build\n"
    "                  selfprof diff cold incr\n"
    "  libselfprof   SELFPROF_DIR, SELFPROF_EVENTS, SELFPROF_COUNTER\n"
    "  gcc           when the selfprof GCC plugin is found: wrappers for gcc, cc,\n"
    "                g++, c++ first on PATH add -fplugin=selfprof.so\n"
    "  clang         wrappers for clang, clang++, clang-N first on PATH add\n"
    "                -ftime-trace to each compile and import its traces (as\n"
    "                'selfprof import clang-time-trace'), leaving no .json behind\n"
    "The command's standard output goes to standard error (unless -o is given),\n"
    "so that standard output holds the report alone.\n"
    "\n"
    "Options:\n"
    "  --out DIR         keep the profiles in DIR (created if missing); when DIR\n"
    "                    already holds profiles, only the new ones are summarized\n"
    "                    (default: a temporary directory, removed afterwards)\n"
    "  --keep            keep the temporary directory and print its name\n"
    "  --events LIST     event groups, as rustc's -Zself-profile-events (e.g.\n"
    "                    default,args or all; default: the recorders' default)\n"
    "  --counter NAME    wall-time (default) or instructions:u\n"
    "  --gcc-plugin PATH the GCC plugin (default: $SELFPROF_GCC_PLUGIN, else next\n"
    "                    to this program's build or installation)\n"
    "  --no-gcc          do not wrap gcc\n"
    "  --no-clang        do not wrap clang\n"
    "  -h, --help        this help\n"
    "Report options, as in 'selfprof summarize': --json, --csv, -o FILE,\n"
    "  --sort COLUMN, --top N, --filter TEXT, --unit UNIT, --percent-above PCT,\n"
    "  --all-columns, --newest, --per-file, --by-arg, --by-crate\n"
    "  On a terminal the table shows the first 30 rows (--top 0: all of them);\n"
    "  piped, written with -o, or as --json or --csv, every row.\n"
    "\n"
    "On a terminal a progress line (elapsed time, profiles written) is shown on\n"
    "standard error, on the last row, below the command's output. SIGINT,\n"
    "SIGTERM and SIGHUP sent to selfprof are passed on to the command.\n"
    "\n"
    "Exit status: the command's own status when it failed (what it wrote is\n"
    "still summarized), else 0; 127 the command was not found, 126 it could not\n"
    "be run; 1 it wrote no profile or a profile is unreadable, 2 usage error,\n"
    "3 output could not be written, 4 out of memory.\n";

enum { RECORD_TTY_TOP = 30 };

enum {
    OPT_OUT = SUMMARIZE_OPT_FIRST + 100,
    OPT_KEEP,
    OPT_EVENTS,
    OPT_COUNTER,
    OPT_GCC_PLUGIN,
    OPT_NO_GCC,
    OPT_NO_CLANG
};

/* ---- small helpers ---- */

#define xasprintf cli_xasprintf

/* setenv, which fails only when memory runs out: the build must not run
 * without the variables that say where its profiles go. */
static void xsetenv(const char *name, const char *value, int overwrite)
{
    if (setenv(name, value, overwrite) != 0)
        cli_out_of_memory();
}

static int has_suffix(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* 'text' quoted for sh. */
static char *sh_quote(const char *text)
{
    size_t n = 3;
    for (const char *s = text; *s; s++)
        n += *s == '\'' ? 4 : 1;
    char *q = cli_xmalloc(n), *o = q;
    *o++ = '\'';
    for (const char *s = text; *s; s++) {
        if (*s == '\'') {
            memcpy(o, "'\\''", 4);
            o += 4;
        } else {
            *o++ = *s;
        }
    }
    *o++ = '\'';
    *o = 0;
    return q;
}

/* ---- the profiles directory: what is new since the start ---- */

typedef struct seen_file {
    char *name;
    ino_t ino;
    off_t size;
    struct timespec mtime;
} seen_file;

typedef struct file_list {
    seen_file *v;
    int n, cap;
} file_list;

static void list_free(file_list *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->v[i].name);
    free(l->v);
    memset(l, 0, sizeof *l);
}

/* cargo's `rustc - --crate-name ___ --print=...` probe. */
static int is_probe(const char *name) { return strncmp(name, "___-", 4) == 0; }

static const seen_file *list_find(const file_list *l, const char *name)
{
    for (int i = 0; i < l->n; i++)
        if (strcmp(l->v[i].name, name) == 0)
            return &l->v[i];
    return NULL;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(((const seen_file *)a)->name, ((const seen_file *)b)->name);
}

/* The *.mm_profdata files of `dir`; with `before`, only those not in it or
 * changed since. Returns 0, or -1 when the directory cannot be read. */
static int list_profiles(const char *dir, const file_list *before, file_list *out)
{
    memset(out, 0, sizeof *out);
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    for (struct dirent *e; (e = readdir(d));) {
        if (!has_suffix(e->d_name, ".mm_profdata"))
            continue;
        struct stat st;
        char *path = xasprintf("%s/%s", dir, e->d_name);
        int ok = stat(path, &st) == 0 && S_ISREG(st.st_mode);
        free(path);
        if (!ok)
            continue;
        if (before) {
            const seen_file *old = list_find(before, e->d_name);
            if (old && old->ino == st.st_ino && old->size == st.st_size &&
                old->mtime.tv_sec == st.st_mtim.tv_sec && old->mtime.tv_nsec == st.st_mtim.tv_nsec)
                continue;
        }
        if (out->n == out->cap) {
            out->cap = out->cap ? out->cap * 2 : 16;
            out->v = cli_xrealloc(out->v, (size_t)out->cap * sizeof *out->v);
        }
        seen_file *f = &out->v[out->n++];
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

static int count_new(const char *dir, const file_list *before)
{
    file_list now;
    if (list_profiles(dir, before, &now) != 0)
        return 0;
    int n = 0;
    for (int i = 0; i < now.n; i++)
        n += !is_probe(now.v[i].name);
    list_free(&now);
    return n;
}

/* ---- the environment ---- */

static int is_rustc(const char *argv0)
{
    const char *b = base_name(argv0);
    return strcmp(b, "rustc") == 0 || strncmp(b, "rustc-", 6) == 0 ||
           strcmp(b, "clippy-driver") == 0;
}

static int is_cargo(const char *argv0)
{
    const char *b = base_name(argv0);
    return strcmp(b, "cargo") == 0 || strncmp(b, "cargo-", 6) == 0;
}

/* Appends `flags` (n of them) to cargo's flags from the environment. */
static void append_rustflags(char **flags, int n, const char *dir)
{
    const char *encoded = getenv("CARGO_ENCODED_RUSTFLAGS");
    const char *plain = getenv("RUSTFLAGS");
    int spaces = strpbrk(dir, " \t\n") != NULL;
    if (!encoded && !spaces) {
        char *v = xasprintf("%s", plain ? plain : "");
        for (int i = 0; i < n; i++) {
            char *w = xasprintf("%s%s%s", v, *v ? " " : "", flags[i]);
            free(v);
            v = w;
        }
        xsetenv("RUSTFLAGS", v, 1);
        free(v);
        return;
    }
    /* CARGO_ENCODED_RUSTFLAGS: separated by 0x1f; cargo prefers it to
     * RUSTFLAGS, so RUSTFLAGS' words move into it. */
    char *v;
    if (encoded) {
        v = xasprintf("%s", encoded);
    } else {
        v = xasprintf("%s", "");
        char *copy = xasprintf("%s", plain ? plain : ""), *save = NULL;
        for (char *w = strtok_r(copy, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save)) {
            char *x = xasprintf("%s%s%s", v, *v ? "\x1f" : "", w);
            free(v);
            v = x;
        }
        free(copy);
    }
    for (int i = 0; i < n; i++) {
        char *x = xasprintf("%s%s%s", v, *v ? "\x1f" : "", flags[i]);
        free(v);
        v = x;
    }
    xsetenv("CARGO_ENCODED_RUSTFLAGS", v, 1);
    free(v);
}

/* The private directory while record runs; removed by an exit() that
 * ends record early (cli_out_of_memory), so no selfprof-record.XXXXXX is
 * left in $TMPDIR. */
static const char *exit_cleanup_dir;

static void progress_end(void);
static void remove_stable_link(void);

static void remove_private_dir_at_exit(void)
{
    progress_end(); /* an exit while the command runs: the terminal back */
    if (exit_cleanup_dir)
        sup_remove_tree(exit_cleanup_dir);
    remove_stable_link();
}

/* ---- one -Zself-profile path for every run ---- */

/* cargo rebuilds every crate when RUSTFLAGS changes, and -Zself-profile=DIR
 * is in RUSTFLAGS: a record of the rebuild after an edit into another
 * folder than the cold build's would recompile everything. So rustc gets
 * the same path on every run: a symbolic link,
 * ${XDG_CACHE_HOME:-$HOME/.cache}/selfprof/record-profiles, pointed at this
 * run's DIR while the command runs and removed afterwards. An flock on
 * record.lock beside it keeps two records at once from sharing it: the
 * second passes its DIR itself (as does a record without a usable cache
 * directory). */
static char *stable_link_path;
static int stable_lock_fd = -1;

static void remove_stable_link(void)
{
    if (stable_link_path)
        unlink(stable_link_path);
    free(stable_link_path);
    stable_link_path = NULL;
    if (stable_lock_fd >= 0)
        close(stable_lock_fd);
    stable_lock_fd = -1;
}

/* Points the stable link at `dir`. Returns its path (owned here, valid
 * until remove_stable_link), or NULL with the reason in `why`. */
static const char *stable_link(const char *dir, char *why, size_t why_size)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    char *cache = xdg && *xdg == '/' ? xasprintf("%s/selfprof", xdg)
                  : home && *home    ? xasprintf("%s/.cache/selfprof", home)
                                     : NULL;
    if (!cache) {
        snprintf(why, why_size, "neither XDG_CACHE_HOME nor HOME is set");
        return NULL;
    }
    char *lock = xasprintf("%s/record.lock", cache);
    char *link = xasprintf("%s/record-profiles", cache);
    char *tmp = xasprintf("%s/record-profiles.%ld", cache, (long)getpid());
    int fd = -1;
    if (cli_mkdir_p(cache) != 0)
        snprintf(why, why_size, "%s: %s", cache, strerror(errno));
    else if ((fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0)
        snprintf(why, why_size, "%s: %s", lock, strerror(errno));
    else if (flock(fd, LOCK_EX | LOCK_NB) != 0)
        snprintf(why, why_size, "another selfprof record is running");
    else if ((unlink(tmp), symlink(dir, tmp) != 0) || rename(tmp, link) != 0)
        snprintf(why, why_size, "%s: %s", link, strerror(errno));
    else {
        stable_lock_fd = fd;
        stable_link_path = link;
        link = NULL;
        fd = -1;
    }
    unlink(tmp);
    if (fd >= 0)
        close(fd);
    free(tmp);
    free(link);
    free(lock);
    free(cache);
    return stable_link_path;
}

/* ---- gcc ---- */

typedef struct wrapped {
    char *real;    /* realpath of the driver */
    char *wrapper; /* its wrapper script */
} wrapped;

typedef struct gcc_setup {
    char *bin;     /* the wrappers' directory, or NULL */
    wrapped w[80]; /* gcc's, then clang's */
    int n;
} gcc_setup;

/* Closes the wrapper script `f` written to `script` for the driver `real`,
 * makes it executable and adds it to g (which takes both strings). Returns
 * 1, or 0 when it could not be written (both freed). */
static int finish_wrapper(gcc_setup *g, FILE *f, char *script, char *real)
{
    if (fclose(f) != 0 || chmod(script, 0755) != 0) {
        free(script);
        free(real);
        return 0;
    }
    g->w[g->n].real = real;
    g->w[g->n].wrapper = script;
    g->n++;
    return 1;
}

/* How record probes the compilers: in its own environment, without a
 * deadline (as the build itself runs), writing into `scratch` (the
 * wrappers' directory, removed at the end), not into the profiles
 * directory that SELFPROF_DIR names. */
static sup_probe probe_in(const char *scratch)
{
    sup_probe p = {NULL, 0, scratch};
    return p;
}

/* Writes wrappers into `bin` for the gcc drivers on PATH that load a
 * selfprof GCC plugin: each gets the plugin built for its own version
 * (sup_gcc_plugin_find: `given`, $SELFPROF_GCC_PLUGIN, or the one beside
 * this program, and gcc-N/ beside it). Returns the number of wrappers. */
static int setup_gcc(gcc_setup *g, const char *given, const char *bin, const char *dir,
                     const char *events, const char *counter)
{
    const char *path = getenv("PATH");
    sup_probe probe = probe_in(bin);
    char *names[40];
    int nn = 0;
    names[nn++] = xasprintf("gcc");
    names[nn++] = xasprintf("cc");
    names[nn++] = xasprintf("g++");
    names[nn++] = xasprintf("c++");
    for (int v = 4; v <= 20 && nn < 38; v++) {
        names[nn++] = xasprintf("gcc-%d", v);
        names[nn++] = xasprintf("g++-%d", v);
    }
    /* Probes are cached per real driver. */
    struct {
        char *real;
        char *plugin;
    } probed[40];
    int np = 0;
    for (int i = 0; i < nn; i++) {
        char *p = sup_which(names[i], path);
        char *real = p ? realpath(p, NULL) : NULL;
        if (!real) {
            free(p);
            continue;
        }
        const char *use = NULL;
        for (int j = 0; j < np; j++)
            if (strcmp(probed[j].real, real) == 0)
                use = probed[j].plugin ? probed[j].plugin : "";
        if (!use) {
            char why[1024];
            char *chosen = sup_gcc_plugin_find(real, given, &probe, why, sizeof why);
            probed[np].real = xasprintf("%s", real);
            probed[np].plugin = chosen;
            np++;
            use = chosen ? chosen : "";
        }
        if (!*use || g->n >= 40) {
            free(real);
            free(p);
            continue;
        }
        char *script = xasprintf("%s/%s", bin, names[i]);
        FILE *f = fopen(script, "w");
        char *flags[SUP_PROFILE_MAX_FLAGS];
        int nf = f ? sup_gcc_plugin_flags(flags, use, dir, events, counter) : 0;
        if (nf < 0)
            cli_out_of_memory();
        if (!f) {
            free(script);
            free(real);
            free(p);
            continue;
        }
        /* exec the driver by the name found on PATH: a symbolic link may
         * choose what it does by its name (ccache) */
        char *qreal = sh_quote(p);
        fprintf(f, "#!/bin/sh\n# selfprof record: %s with the selfprof GCC plugin\n", names[i]);
        fprintf(f, "exec %s", qreal);
        for (int k = 0; k < nf; k++) {
            char *q = sh_quote(flags[k]);
            fprintf(f, " %s", q);
            free(q);
        }
        fprintf(f, " \"$@\"\n");
        sup_profile_flags_free(flags, nf);
        free(qreal), free(p);
        finish_wrapper(g, f, script, real);
    }
    for (int j = 0; j < np; j++)
        free(probed[j].real), free(probed[j].plugin);
    for (int i = 0; i < nn; i++)
        free(names[i]);
    return g->n;
}

/* A wrapper for the rustc on PATH, for builds that run rustc themselves
 * (make, scripts): it adds the -Zself-profile flags unless they are there
 * already (cargo passes them from RUSTFLAGS). They go last, so that a
 * rustup `+toolchain` stays first. Returns 1 if written. */
static int setup_rustc(const char *bin, char **zflags, int nz)
{
    char *p = sup_which("rustc", getenv("PATH"));
    if (!p)
        return 0;
    char *script = xasprintf("%s/rustc", bin);
    FILE *f = fopen(script, "w");
    free(script);
    if (!f) {
        free(p);
        return 0;
    }
    char *q = sh_quote(p);
    fprintf(f,
            "#!/bin/sh\n# selfprof record: rustc with -Zself-profile\n"
            "for a; do\n  case $a in -Zself-profile=*|-Zself-profile) exec %s \"$@\";; esac\n"
            "done\nexec %s \"$@\"",
            q, q);
    for (int i = 0; i < nz; i++) {
        char *z = sh_quote(zflags[i]);
        fprintf(f, " %s", z);
        free(z);
    }
    fputc('\n', f);
    free(q);
    free(p);
    int ok = fclose(f) == 0;
    char *s2 = xasprintf("%s/rustc", bin);
    ok = ok && chmod(s2, 0755) == 0;
    free(s2);
    return ok;
}

/* ---- clang ---- */

/* The clang wrapper: a compile (a source file among the arguments, no
 * -ftime-trace of the user's) gets -ftime-trace, and afterwards each trace
 * it wrote is imported into DIR as BASE-PID.mm_profdata and removed, so the
 * build tree keeps no .json. Where the traces are: with -ftime-trace=T/
 * (clang >= 16) all in T; else (clang 14, 15) next to the object of -c or
 * -S (-o X.o -> X.json; without -o, SOURCE's base name .json in the working
 * directory) or, for a compile and link, next to the temporary objects, in
 * the TMPDIR that the wrapper sets to T; a trace next to an object is taken
 * only when newer than the compile's start (not a stale one of the user's).
 * A failed compile's trace is imported too (clang writes it). A failed
 * import is reported on standard error and does not change the compile's
 * status. */
static const char CLANG_WRAPPER[] =
    "src=\n"
    "for a; do\n"
    "  case $a in\n"
    "    -ftime-trace|-ftime-trace=*) exec \"$real\" \"$@\";;\n"
    "    -*) ;;\n"
    "    *.c|*.cc|*.cpp|*.cxx|*.c++|*.C|*.m|*.mm|*.i|*.ii|*.cu) src=1;;\n"
    "  esac\n"
    "done\n"
    "[ -n \"$src\" ] || exec \"$real\" \"$@\"\n"
    "t=$(mktemp -d \"$scratch/clang.XXXXXX\") || exec \"$real\" \"$@\"\n"
    "if [ \"$dir_style\" = 1 ]; then\n"
    "  \"$real\" -ftime-trace=\"$t/\" \"$@\"\n"
    "  st=$?\n"
    "else\n"
    "  : >\"$t/.stamp\"\n"
    "  TMPDIR=$t \"$real\" -ftime-trace \"$@\"\n"
    "  st=$?\n"
    "  out= next= obj=\n"
    "  for a; do\n"
    "    if [ -n \"$next\" ]; then out=$a; next=; continue; fi\n"
    "    case $a in -o) next=1;; -o?*) out=${a#-o};; -c|-S) obj=1;; esac\n"
    "  done\n"
    "  if [ -n \"$obj\" ] && [ -n \"$out\" ]; then\n"
    "    case ${out##*/} in *.*) j=${out%.*}.json;; *) j=$out.json;; esac\n"
    "    [ \"$j\" -nt \"$t/.stamp\" ] && mv -f \"$j\" \"$t/\"\n"
    "  elif [ -n \"$obj\" ]; then\n"
    "    for a; do\n"
    "      case $a in\n"
    "        -*) ;;\n"
    "        *.c|*.cc|*.cpp|*.cxx|*.c++|*.C|*.m|*.mm|*.i|*.ii|*.cu)\n"
    "          b=${a##*/}; j=${b%.*}.json\n"
    "          [ \"$j\" -nt \"$t/.stamp\" ] && mv -f \"$j\" \"$t/\";;\n"
    "      esac\n"
    "    done\n"
    "  fi\n"
    "fi\n"
    "for j in \"$t\"/*.json; do\n"
    "  [ -f \"$j\" ] || continue\n"
    "  b=${j##*/}; b=${b%.json}\n"
    "  \"$selfprof\" import clang-time-trace --cmd \"${real##*/} -ftime-trace $*\" \"$j\" \\\n"
    "    -o \"$dir/$b-$$.mm_profdata\" >&2\n"
    "done\n"
    "rm -rf \"$t\"\n"
    "exit $st\n";

/* Writes wrappers into `bin` for the clang drivers on PATH (clang, clang++,
 * clang-N, clang++-N, and cc or c++ when they are clang), appended to
 * g->w; `scratch` holds the wrappers' per-command directories. Returns the
 * number of wrappers. */
static int setup_clang(gcc_setup *g, const char *bin, const char *dir, const char *scratch)
{
    sup_probe probe = probe_in(scratch);
    char self[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0)
        return 0;
    self[len] = 0;
    const char *path = getenv("PATH");
    char *names[40];
    int nn = 0, made = 0;
    names[nn++] = xasprintf("clang");
    names[nn++] = xasprintf("clang++");
    names[nn++] = xasprintf("cc");
    names[nn++] = xasprintf("c++");
    for (int v = 10; v <= 25; v++) {
        names[nn++] = xasprintf("clang-%d", v);
        names[nn++] = xasprintf("clang++-%d", v);
    }
    for (int i = 0; i < nn; i++) {
        char *p = sup_which(names[i], path);
        char *real = p ? realpath(p, NULL) : NULL;
        char *script = xasprintf("%s/%s", bin, names[i]);
        /* cc and c++: only a clang (gcc's wrapper, when there is one, stays) */
        int skip = !real || g->n >= (int)(sizeof g->w / sizeof g->w[0]) ||
                   (names[i][0] == 'c' && names[i][1] != 'l' &&
                    (strncmp(base_name(real), "clang", 5) != 0 || access(script, F_OK) == 0));
        FILE *f = skip ? NULL : fopen(script, "w");
        if (!f) {
            free(script);
            free(real);
            free(p);
            continue;
        }
        char *qreal = sh_quote(p), *qself = sh_quote(self), *qdir = sh_quote(dir),
             *qscratch = sh_quote(scratch);
        fprintf(f,
                "#!/bin/sh\n# selfprof record: %s with -ftime-trace, the traces imported\n"
                "real=%s selfprof=%s dir=%s scratch=%s dir_style=%d\n%s",
                names[i], qreal, qself, qdir, qscratch, sup_clang_trace_dir_works(p, &probe),
                CLANG_WRAPPER);
        free(qreal), free(qself), free(qdir), free(qscratch), free(p);
        made += finish_wrapper(g, f, script, real);
    }
    for (int i = 0; i < nn; i++)
        free(names[i]);
    return made;
}

/* The wrapper for a command given with a path to a wrapped driver: the one
 * of the same name first (clang++ and clang are one file, which behaves by
 * its name), else any of the same file. */
static const char *wrapper_for(const gcc_setup *g, const char *argv0)
{
    if (!strchr(argv0, '/'))
        return NULL; /* found on PATH, where the wrappers come first */
    char *real = realpath(argv0, NULL);
    const char *w = NULL;
    for (int i = 0; real && i < g->n && !w; i++)
        if (strcmp(g->w[i].real, real) == 0 &&
            strcmp(base_name(g->w[i].wrapper), base_name(argv0)) == 0)
            w = g->w[i].wrapper;
    for (int i = 0; real && i < g->n && !w; i++)
        if (strcmp(g->w[i].real, real) == 0)
            w = g->w[i].wrapper;
    free(real);
    return w;
}

/* ---- running the command ---- */

static volatile sig_atomic_t child_pid;

/* A signal sent to selfprof by a process (kill, timeout, a supervisor) is
 * passed on; one from the terminal already reached the whole foreground
 * process group, the command included. */
static void forward(int sig, siginfo_t *info, void *ctx)
{
    (void)ctx;
    if (child_pid > 0 && (!info || info->si_code <= 0))
        kill((pid_t)child_pid, sig);
}

/* The progress line lives on the terminal's last row, below a scroll
 * region of the rows above it (as apt draws its progress bar): the command
 * writes to the same terminal, and a line redrawn with a carriage return
 * at the cursor collided with its output (cargo's "Compiling ..." lines
 * and its own progress bar). `rows` is the terminal's height when the
 * region is set up, 0 before, -1 when the height is unknown (then the
 * line is redrawn at the cursor); a resize sets the region up again. */
static int progress_rows;

/* The terminal's height, or 0 when unknown or too small for a region. */
static int terminal_rows(void)
{
    struct winsize ws;
    if (ioctl(2, TIOCGWINSZ, &ws) != 0 || ws.ws_row < 3)
        return 0;
    return ws.ws_row;
}

/* Scroll region: rows 1 .. rows-1; the newline first makes room for the
 * last row without overwriting what is on it. */
static void progress_region(int rows)
{
    fprintf(stderr, "\n\0337\033[1;%dr\0338\033[1A", rows - 1);
    progress_rows = rows;
}

static void progress(double start, const char *dir, const file_list *before)
{
    int rows = terminal_rows();
    int n = count_new(dir, before);
    if (!rows) {
        /* height unknown: the line at the cursor, redrawn in place */
        fprintf(stderr, "\r\033[Kselfprof: record: %.1f s, %d profile%s written",
                sup_now_s() - start, n, n == 1 ? "" : "s");
        fflush(stderr);
        progress_rows = -1;
        return;
    }
    if (rows != progress_rows)
        progress_region(rows);
    /* save the cursor, draw on the last row, restore the cursor */
    fprintf(stderr, "\0337\033[%d;1H\033[2Kselfprof: record: %.1f s, %d profile%s written\0338",
            rows, sup_now_s() - start, n, n == 1 ? "" : "s");
    fflush(stderr);
}

/* Erases the progress line and gives the whole terminal back. */
static void progress_end(void)
{
    if (!progress_rows)
        return;
    if (progress_rows < 0)
        fputs("\r\033[K", stderr);
    else
        fprintf(stderr, "\0337\033[r\0338\0337\033[%d;1H\033[2K\0338", progress_rows);
    fflush(stderr);
    progress_rows = 0;
}

typedef struct progress_args {
    double start;
    const char *dir;
    const file_list *before;
} progress_args;

static void progress_tick(void *p)
{
    const progress_args *a = p;
    progress(a->start, a->dir, a->before);
}

/* Runs argv (execv of `exec_path` when set, else execvp) through the
 * child runner (support/child.h) and waits for it; with `tty`, refreshes
 * the progress line every 0.5 s (the first after 0.5 s: a quick command
 * shows none). Returns the wait status, or -errno when it could not be
 * started. */
static int run(char **argv, const char *exec_path, int stdout_to_stderr, int tty, const char *dir,
               const file_list *before)
{
    fflush(stdout);
    fflush(stderr);
    /* held until child_pid is set: a signal from then on is passed on */
    sup_child_spec s = {
        .argv = argv, .path = exec_path, .stdout_to_stderr = stdout_to_stderr, .hold = 1};
    sup_child c;
    char err[512];
    int rc = sup_child_start(&s, &c, err, sizeof err);
    if (rc < 0)
        return rc;
    child_pid = c.pid;
    rc = sup_child_release(&c, err, sizeof err);
    if (rc < 0) {
        child_pid = 0;
        return rc;
    }
    progress_args pa = {sup_now_s(), dir, before};
    sup_child_result r;
    rc = sup_child_wait(&c, 0, tty ? progress_tick : NULL, &pa, 0.5, &r);
    if (tty)
        progress_end();
    child_pid = 0;
    return rc < 0 ? 0 : r.status;
}

/* ---- the command ---- */

/* record's own options, after summarize's report options. */
static const struct option RECORD_OPTIONS[] = {
    {"out", required_argument, 0, OPT_OUT},
    {"keep", no_argument, 0, OPT_KEEP},
    {"events", required_argument, 0, OPT_EVENTS},
    {"counter", required_argument, 0, OPT_COUNTER},
    {"gcc-plugin", required_argument, 0, OPT_GCC_PLUGIN},
    {"no-gcc", no_argument, 0, OPT_NO_GCC},
    {"no-clang", no_argument, 0, OPT_NO_CLANG},
    {"help", no_argument, 0, 'h'},
};
#define RECORD_NOPTIONS (sizeof RECORD_OPTIONS / sizeof RECORD_OPTIONS[0])

int cmd_record(int argc, char **argv)
{
    /* Both tables and the zero entry that ends them, sized from the tables. */
    struct option LONG[SUMMARIZE_NLONG_OPTIONS + RECORD_NOPTIONS + 1];
    memcpy(LONG, SUMMARIZE_LONG_OPTIONS, SUMMARIZE_NLONG_OPTIONS * sizeof *LONG);
    memcpy(LONG + SUMMARIZE_NLONG_OPTIONS, RECORD_OPTIONS, sizeof RECORD_OPTIONS);
    LONG[SUMMARIZE_NLONG_OPTIONS + RECORD_NOPTIONS] = (struct option){0, 0, 0, 0};

    summarize_args a;
    summarize_args_init(&a);
    a.ro.top = UINT64_MAX; /* not given: see RECORD_TTY_TOP */
    const char *out_arg = NULL, *events = NULL, *counter = NULL, *plugin_arg = NULL;
    int keep = 0, no_gcc = 0, no_clang = 0, c;
    optind = 1;
    opterr = 0;
    /* '+': options end at the command's name. */
    while ((c = getopt_long(argc, argv, "+:ho:", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return EXIT_OK;
        case OPT_OUT: out_arg = optarg; break;
        case OPT_KEEP: keep = 1; break;
        case OPT_EVENTS: events = optarg; break;
        case OPT_COUNTER: counter = optarg; break;
        case OPT_GCC_PLUGIN: plugin_arg = optarg; break;
        case OPT_NO_GCC: no_gcc = 1; break;
        case OPT_NO_CLANG: no_clang = 1; break;
        default: {
            int r = summarize_args_apply(&a, c, optarg);
            if (r < 0)
                return EXIT_USAGE;
            if (r == 0) {
                cli_option_error("record", c, argv);
                return EXIT_USAGE;
            }
        }
        }
    }
    /* A build has hundreds of rows: on a terminal the table shows the first
     * RECORD_TTY_TOP unless --top says otherwise; piped or written to a
     * file, all of them, as summarize does. */
    if (a.ro.top == UINT64_MAX)
        a.ro.top = a.ro.format == REPORT_TABLE && !a.output && isatty(1) ? RECORD_TTY_TOP : 0;
    /* ...and the crate table above it when the build compiled several. */
    if (!a.by_crate && a.ro.format == REPORT_TABLE && !a.output && isatty(1))
        a.by_crate = 2;
    if (optind >= argc) {
        cli_error("record: no command given (see 'selfprof record --help')");
        return EXIT_USAGE;
    }
    if ((out_arg && !*out_arg) || (events && !*events) || (counter && !*counter)) {
        cli_error("record: %s needs a value that is not empty", out_arg && !*out_arg ? "--out"
                                                                : events && !*events ? "--events"
                                                                                     : "--counter");
        return EXIT_USAGE;
    }
    if (events && strpbrk(events, " \t\n")) {
        cli_error("record: --events: a comma-separated list without spaces, not '%s'", events);
        return EXIT_USAGE;
    }
    if (plugin_arg && access(plugin_arg, R_OK) != 0) {
        cli_error("record: --gcc-plugin: %s: %s", plugin_arg, strerror(errno));
        return EXIT_USAGE;
    }
    char **cmd = argv + optind;
    int ncmd = argc - optind;

    /* The directories: profiles (DIR, shown as `shown`), and a private one
     * for the gcc wrappers. */
    char *priv = NULL, *dir = NULL, *shown = NULL;
    int temp = !out_arg, status = EXIT_OK;
    /* allocated first: an exit for memory must not leave the directory */
    char tmp_err[PATH_MAX + 128];
    priv = cli_xmalloc(PATH_MAX);
    if (sup_temp_dir("selfprof-record", priv, PATH_MAX, tmp_err, sizeof tmp_err) < 0) {
        cli_error("record: %s", tmp_err);
        free(priv);
        return EXIT_OUTPUT;
    }
    /* An exit on the way (out of memory) removes it too. */
    exit_cleanup_dir = priv;
    atexit(remove_private_dir_at_exit);
    if (temp) {
        shown = xasprintf("%s/profiles", priv);
    } else {
        size_t len = strlen(out_arg);
        while (len > 1 && out_arg[len - 1] == '/')
            len--;
        shown = xasprintf("%.*s", (int)len, out_arg);
    }
    struct stat st;
    if (!temp && stat(shown, &st) == 0 && !S_ISDIR(st.st_mode)) {
        cli_error("record: --out %s: not a directory", shown);
        status = EXIT_OUTPUT;
        goto done;
    }
    if (cli_mkdir_p(shown) != 0 || !(dir = realpath(shown, NULL))) {
        if (errno == ENOMEM)
            cli_out_of_memory();
        cli_error("record: %s: cannot create: %s", shown, strerror(errno));
        status = EXIT_OUTPUT;
        goto done;
    }
    file_list before;
    if (list_profiles(dir, NULL, &before) != 0) {
        if (errno == ENOMEM)
            cli_out_of_memory();
        cli_error("record: %s: cannot read directory: %s", shown, strerror(errno));
        status = EXIT_OUTPUT;
        goto done;
    }

    /* The environment, inherited by the command. rustc run by cargo (or
     * through the rustc wrapper) writes through the stable link. */
    int direct_rustc = is_rustc(cmd[0]);
    char why[256] = "";
    const char *rustc_dir = direct_rustc ? NULL : stable_link(dir, why, sizeof why);
    if (!rustc_dir) {
        rustc_dir = dir;
        if (is_cargo(cmd[0]))
            cli_error("record: note: rustc is given %s itself (%s): cargo rebuilds what a "
                      "record into another folder built",
                      shown, why);
    }
    char *zflags[SUP_PROFILE_MAX_FLAGS];
    int nz = sup_rustc_flags(zflags, rustc_dir, events, counter);
    if (nz < 0)
        cli_out_of_memory();
    xsetenv(SUP_RUSTC_BOOTSTRAP_VAR, "1", 1);
    xsetenv("SELFPROF_DIR", dir, 1);
    if (events)
        xsetenv("SELFPROF_EVENTS", events, 1);
    if (counter)
        xsetenv("SELFPROF_COUNTER", counter, 1);
    char **args = cli_xcalloc((size_t)ncmd + SUP_PROFILE_MAX_FLAGS + 1, sizeof *args);
    int na = 0;
    args[na++] = cmd[0];
    if (direct_rustc)
        for (int i = 0; i < nz; i++)
            args[na++] = zflags[i];
    else
        append_rustflags(zflags, nz, rustc_dir);
    for (int i = 1; i < ncmd; i++)
        args[na++] = cmd[i];
    args[na] = NULL;

    /* Wrappers first on PATH: rustc, and gcc with the plugin. */
    gcc_setup gcc = {0};
    int nclang = 0;
    if (!direct_rustc && (gcc.bin = xasprintf("%s/bin", priv)) && mkdir(gcc.bin, 0755) == 0) {
        int n = setup_rustc(gcc.bin, zflags, nz);
        if (!no_gcc)
            n += setup_gcc(&gcc, plugin_arg, gcc.bin, dir, events, counter);
        if (!no_clang)
            n += nclang = setup_clang(&gcc, gcc.bin, dir, priv);
        const char *path = getenv("PATH");
        if (n) {
            char *p = xasprintf("%s%s%s", gcc.bin, path ? ":" : "", path ? path : "");
            xsetenv("PATH", p, 1);
            free(p);
        }
    }

    struct sigaction sa = {0}, old[3];
    const int sigs[3] = {SIGINT, SIGTERM, SIGHUP};
    sa.sa_sigaction = forward;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 3; i++)
        sigaction(sigs[i], &sa, &old[i]);
    int tty = isatty(2);
    int ws = run(args, wrapper_for(&gcc, cmd[0]), !a.output, tty, dir, &before);
    for (int i = 0; i < 3; i++)
        sigaction(sigs[i], &old[i], NULL);

    int cmd_status = 0;
    char what[64] = "";
    if (ws < 0) {
        int e = -ws;
        if (e == ENOENT)
            cli_error("record: %s: command not found", cmd[0]);
        else
            cli_error("record: %s: cannot run: %s", cmd[0], strerror(e));
        status = e == ENOENT ? 127 : 126;
    } else if (WIFSIGNALED(ws)) {
        cmd_status = 128 + WTERMSIG(ws);
        snprintf(what, sizeof what, "was killed by signal %d (%s)", WTERMSIG(ws),
                 strsignal(WTERMSIG(ws)));
    } else if (WIFEXITED(ws) && WEXITSTATUS(ws) != 0) {
        cmd_status = WEXITSTATUS(ws);
        snprintf(what, sizeof what, "exited with status %d", cmd_status);
    }

    file_list made = {0};
    if (ws >= 0 && list_profiles(dir, &before, &made) != 0) {
        if (errno == ENOMEM)
            cli_out_of_memory();
        cli_error("record: %s: cannot read directory: %s", shown, strerror(errno));
        status = cmd_status ? cmd_status : EXIT_INPUT;
    } else if (ws >= 0) {
        /* The new profiles, without cargo's probes (which are removed). */
        char **paths = cli_xcalloc((size_t)made.n + 1, sizeof *paths);
        int np = 0;
        for (int i = 0; i < made.n; i++) {
            char *p = xasprintf("%s/%s", shown, made.v[i].name);
            if (is_probe(made.v[i].name)) {
                remove(p);
                free(p);
            } else {
                paths[np++] = p;
            }
        }
        if (np == 0) {
            if (cmd_status)
                cli_error("record: %s %s and wrote no profile", cmd[0], what);
            else if (is_cargo(cmd[0]))
                cli_error("record: no profile was written: cargo had nothing to rebuild? (run "
                          "'cargo clean -p CRATE' or touch a source file, then record again)");
            else if (direct_rustc)
                cli_error("record: %s wrote no profile (is it a rustc with -Zself-profile?)",
                          cmd[0]);
            else {
                /* what was watched for: "no A, no B and no C" */
                const char *what_ran[4] = {"no rustc", "no program using libselfprof", NULL, NULL};
                int nw = 2;
                if (gcc.n > nclang)
                    what_ran[nw++] = "no gcc with the plugin";
                if (nclang)
                    what_ran[nw++] = "no clang compile";
                char list[160] = "";
                for (int i = 0; i < nw; i++)
                    snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
                             i == 0        ? ""
                             : i == nw - 1 ? " and "
                                           : ", ",
                             what_ran[i]);
                cli_error("record: no profile was written: %s ran %s%s", cmd[0], list,
                          gcc.n > nclang || no_gcc ? ""
                                                   : " (gcc is not profiled: no GCC plugin found)");
            }
            status = cmd_status ? cmd_status : EXIT_INPUT;
        } else {
            status = summarize_paths(&a, paths, np);
            if (cmd_status) {
                cli_error("record: note: %s %s; the report covers the %d profile%s it wrote",
                          cmd[0], what, np, np == 1 ? "" : "s");
                status = cmd_status;
            }
        }
        cli_free_inputs(paths, np);
    }
    list_free(&made);
    list_free(&before);
    sup_profile_flags_free(zflags, nz);
    free(args);
    for (int i = 0; i < gcc.n; i++)
        free(gcc.w[i].real), free(gcc.w[i].wrapper);
    free(gcc.bin);
done:
    if (temp && keep && dir)
        cli_error("record: profiles kept in %s", shown);
    if (temp && keep) {
        /* keep the profiles, remove the rest of the private directory */
        char *bin = xasprintf("%s/bin", priv);
        sup_remove_tree(bin);
        free(bin);
    } else {
        sup_remove_tree(priv);
    }
    remove_stable_link();
    exit_cleanup_dir = NULL;
    free(dir);
    free(shown);
    free(priv);
    return status;
}
