/* rustc_wrapper.c — selfprof-perf-rustc, the RUSTC_WRAPPER through which
 * the runner has cargo build a benchmark: cargo runs `WRAPPER RUSTC ARGS`.
 *
 * Every rustc invocation but the leaf crate's is exec'ed as it is (the
 * dependencies, build scripts, cargo's probes: not measured). The leaf is
 * the primary package's crate (cargo sets CARGO_PRIMARY_PACKAGE), not its
 * build script. When $SELFPROF_PERF_MEASURE names a file, the leaf's rustc
 * is run under perf_measure_exec and one line is appended to that file:
 *   wall=S cpu=S rss=KIB [instructions=N] status=N signal=N [size:KIND=BYTES]...
 * (size:rlib, size:rmeta, size:binary, ...: the leaf's output files that
 * this invocation wrote). $SELFPROF_PERF_SELF_PROFILE=DIR adds
 * -Zself-profile=DIR (with RUSTC_BOOTSTRAP=1); $SELFPROF_PERF_LEAF_ARGS
 * adds arguments (separated by \x1f: cargo_rustc_opts).
 * $SELFPROF_PERF_CACHEGRIND=DIR runs the leaf under cachegrind
 * (cachegrind.h) and adds cachegrind=IR to the line; its times are then
 * valgrind's, not to be used. The exit status is rustc's (a signal:
 * 128 + N). Called through a link named selfprof-perf-rustdoc, it wraps
 * $SELFPROF_PERF_RUSTDOC (cargo's RUSTDOC) the same way: the profile doc.
 * $SELFPROF_PERF_REPLAY=FILE records the leaf's invocation as it arrived
 * (directory, this program's command line, environment) in FILE, for the
 * runner to run it again without cargo (run/replay.h). */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "run/cachegrind.h"
#include "run/measure.h"
#include "run/replay.h"
#include "support/compilers.h"

extern char **environ;

static const char *arg_value(int argc, char **argv, const char *name)
{
    size_t n = strlen(name);
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], name) == 0 && i + 1 < argc)
            return argv[i + 1];
        if (strncmp(argv[i], name, n) == 0 && argv[i][n] == '=')
            return argv[i] + n + 1;
    }
    return NULL;
}

/* -C extra-filename=E (or -Cextra-filename=E). */
static const char *extra_filename(int argc, char **argv)
{
    const char *key = "extra-filename=";
    for (int i = 2; i < argc; i++) {
        const char *v = NULL;
        if (!argv[i])
            break;
        if (strcmp(argv[i], "-C") == 0 && i + 1 < argc)
            v = argv[i + 1];
        else if (strncmp(argv[i], "-C", 2) == 0)
            v = argv[i] + 2;
        if (v && strncmp(v, key, strlen(key)) == 0)
            return v + strlen(key);
    }
    return "";
}

/* Appends " size:KIND=BYTES" for each output of the leaf written since
 * `since`: libNAME-EXTRA.KIND, or NAME-EXTRA (a binary). */
static void sizes(FILE *out, const char *dir, const char *crate, const char *extra, time_t since)
{
    char stem[512], lib[520];
    snprintf(stem, sizeof stem, "%s%s", crate, extra);
    snprintf(lib, sizeof lib, "lib%s.", stem);
    DIR *d = opendir(dir ? dir : ".");
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d))) {
        const char *kind = NULL;
        if (strncmp(e->d_name, lib, strlen(lib)) == 0)
            kind = e->d_name + strlen(lib);
        else if (strcmp(e->d_name, stem) == 0)
            kind = "binary";
        if (!kind || strchr(kind, '.') || !*kind)
            continue;
        char path[4096];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir ? dir : ".", e->d_name);
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode) && st.st_mtime >= since)
            fprintf(out, "\tsize:%s=%lld", kind, (long long)st.st_size);
    }
    closedir(d);
}

/* Called as selfprof-perf-rustdoc (a link to this program that the runner
 * makes for the profile doc: cargo runs `$RUSTDOC ARGS`, with no wrapper
 * of its own), the program run is $SELFPROF_PERF_RUSTDOC: *argv becomes
 * `selfprof-perf-rustdoc RUSTDOC ARGS`, as cargo gives RUSTC_WRAPPER.
 * Returns 1 then, 0 when called by another name, or -1 (no such
 * variable, out of memory). */
static char **rustdoc_argv; /* rustdoc_mode's argv, alive until exit */

static int rustdoc_mode(int *argc, char ***argv)
{
    const char *base = strrchr((*argv)[0], '/');
    base = base ? base + 1 : (*argv)[0];
    if (strcmp(base, "selfprof-perf-rustdoc") != 0)
        return 0;
    const char *real = getenv("SELFPROF_PERF_RUSTDOC");
    char **av = calloc((size_t)*argc + 2, sizeof *av);
    if (!real || !*real || !av) {
        fputs("selfprof-perf-rustdoc: $SELFPROF_PERF_RUSTDOC names no rustdoc\n", stderr);
        free(av);
        return -1;
    }
    av[0] = (*argv)[0];
    av[1] = (char *)real;
    for (int i = 1; i < *argc; i++)
        av[i + 1] = (*argv)[i];
    rustdoc_argv = av;
    *argv = rustdoc_argv;
    (*argc)++;
    return 1;
}

/* Records the leaf's invocation as it arrived (argv before rustdoc_mode,
 * the environment before any change) when $SELFPROF_PERF_REPLAY names a
 * file. Returns 0, or -1 after saying why. */
static int record_invocation(char **argv)
{
    const char *path = getenv("SELFPROF_PERF_REPLAY");
    if (!path || !*path)
        return 0;
    char cwd[4096];
    if (!getcwd(cwd, sizeof cwd) || perf_replay_append(path, cwd, argv, environ) < 0) {
        fprintf(stderr, "selfprof-perf-rustc: %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    char **arrived = argv;
    int rustdoc = rustdoc_mode(&argc, &argv);
    if (rustdoc < 0)
        return 127;
    if (argc < 2 || strcmp(argv[1], "--help") == 0) {
        fputs("usage: selfprof-perf-rustc RUSTC ARGS...\n\n"
              "cargo's RUSTC_WRAPPER while selfprof-perf runs a benchmark: runs every rustc\n"
              "invocation as it is, except the leaf crate's (cargo's primary package, not\n"
              "its build script), which it measures when $SELFPROF_PERF_MEASURE names a\n"
              "file (one line appended: wall, cpu, rss, instructions, status, sizes),\n"
              "self-profiles into $SELFPROF_PERF_SELF_PROFILE, and gives the arguments in\n"
              "$SELFPROF_PERF_LEAF_ARGS (separated by 0x1f). Not meant to be run by hand;\n"
              "see selfprof-perf(1).\n",
              argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const char *primary = getenv("CARGO_PRIMARY_PACKAGE");
    const char *crate = arg_value(argc, argv, "--crate-name");
    /* cargo doc --no-deps (the runner's) runs rustdoc on the primary
     * package alone, and does not set CARGO_PRIMARY_PACKAGE for it. */
    int leaf = (rustdoc || (primary && *primary)) && crate &&
               strncmp(crate, "build_script_", 13) != 0;
    const char *measure = getenv("SELFPROF_PERF_MEASURE");
    const char *sp = getenv("SELFPROF_PERF_SELF_PROFILE");
    const char *extra_args = getenv("SELFPROF_PERF_LEAF_ARGS");
    if (!leaf) {
        execvp(argv[1], argv + 1);
        fprintf(stderr, "selfprof-perf-rustc: %s: %s\n", argv[1], strerror(errno));
        return 127;
    }
    if (record_invocation(arrived) < 0)
        return 127;
    /* The leaf's command line: rustc ARGS [extra] [-Zself-profile=DIR]. */
    size_t nextra = 0;
    char *extra_copy = extra_args && *extra_args ? strdup(extra_args) : NULL;
    for (char *p = extra_copy; p && *p; p++)
        nextra += *p == '\x1f';
    char **av = calloc((size_t)argc + nextra + SUP_PROFILE_MAX_FLAGS + 1, sizeof *av);
    /* -Zself-profile=DIR as `selfprof record` gives it (support/compilers.h) */
    char *zflags[SUP_PROFILE_MAX_FLAGS];
    int nz = sp && *sp ? sup_rustc_flags(zflags, sp, NULL, NULL) : 0;
    if (!av || nz < 0) {
        free(av);
        free(extra_copy);
        sup_profile_flags_free(zflags, nz);
        return 127;
    }
    int n = 0;
    for (int i = 1; i < argc; i++)
        av[n++] = argv[i];
    if (extra_copy) {
        char *save = NULL;
        for (char *t = strtok_r(extra_copy, "\x1f", &save); t; t = strtok_r(NULL, "\x1f", &save))
            av[n++] = t;
    }
    for (int i = 0; i < nz; i++)
        av[n++] = zflags[i];
    if (nz)
        setenv(SUP_RUSTC_BOOTSTRAP_VAR, "1", 1);
    av[n] = NULL;
    if (!measure || !*measure) {
        execvp(av[0], av);
        fprintf(stderr, "selfprof-perf-rustc: %s: %s\n", av[0], strerror(errno));
        free(av);
        free(extra_copy);
        sup_profile_flags_free(zflags, nz);
        return 127;
    }
    int rc = 127;
    const char *cg_dir = getenv("SELFPROF_PERF_CACHEGRIND");
    char **cg = cg_dir && *cg_dir ? perf_cachegrind_argv(av, cg_dir) : NULL;
    if (cg_dir && *cg_dir && !cg) {
        fputs("selfprof-perf-rustc: out of memory\n", stderr);
        goto done;
    }
    perf_exec e = {.argv = cg ? cg : av, .envp = environ};
    perf_measurement m;
    char err[512];
    time_t since = time(NULL) - 1;
    FILE *out = NULL;
    if (perf_measure_exec(&e, &m, err, sizeof err) < 0) {
        fprintf(stderr, "selfprof-perf-rustc: %s\n", err);
        goto done;
    }
    if (!(out = fopen(measure, "a"))) {
        fprintf(stderr, "selfprof-perf-rustc: %s: %s\n", measure, strerror(errno));
        goto done;
    }
    fprintf(out, "crate=%s\twall=%.9f\tcpu=%.6f\trss=%.0f", crate, m.wall_s, m.cpu_s,
            m.max_rss_kib);
    if (m.has_instructions)
        fprintf(out, "\tinstructions=%llu", (unsigned long long)m.instructions);
    uint64_t ir;
    if (cg && perf_measure_ok(&m)) {
        if (perf_cachegrind_collect(cg_dir, &ir, err, sizeof err) < 0) {
            fprintf(stderr, "selfprof-perf-rustc: %s\n", err);
            fclose(out);
            goto done;
        }
        fprintf(out, "\tcachegrind=%llu", (unsigned long long)ir);
    }
    fprintf(out, "\taslr_off=%d\tstatus=%d\tsignal=%d", m.aslr_off, m.exit_status, m.signal);
    if (perf_measure_ok(&m))
        sizes(out, arg_value(argc, argv, "--out-dir"), crate, extra_filename(argc, argv), since);
    fputc('\n', out);
    if (fclose(out) != 0)
        fprintf(stderr, "selfprof-perf-rustc: %s: write error\n", measure);
    else
        rc = m.signal ? 128 + m.signal : m.exit_status;
done:
    perf_cachegrind_argv_free(cg);
    free(av);
    free(extra_copy);
    sup_profile_flags_free(zflags, nz);
    return rc;
}
