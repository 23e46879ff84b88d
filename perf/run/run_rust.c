/* run_rust.c — one job on a Rust benchmark, as rustc-perf runs it:
 *
 *   prepare  WORK/b/src (the private copy) is built once, dependencies and
 *            leaf, not measured; WORK/b is then kept as WORK/pristine.
 *   iterate  for each iteration (0 = self-profiled, then 1..N) WORK/b is
 *            restored from WORK/pristine (same path: cargo's fingerprints
 *            stay valid, so only the leaf is rebuilt) and the scenarios
 *            run in order in it: full (CARGO_INCREMENTAL=0), incr-full
 *            (CARGO_INCREMENTAL=1, from nothing), incr-unchanged (again),
 *            then each patch applied with patch -p1, cumulatively, and
 *            built incrementally. A scenario the job does not ask for
 *            but a later one needs (incr-full before incr-unchanged, an
 *            earlier patch) is built without being measured.
 *   step     the same iteration one part at a time (the restore, then each
 *            build), for a pair: each side keeps its WORK/b in WORK/b-TAG
 *            and moves it to WORK/b for its build, so runner.c can put the
 *            two sides' builds of a scenario next to each other.
 *
 * Before every build touch_file is touched, so cargo reruns the leaf's
 * rustc; selfprof-perf-rustc (RUSTC_WRAPPER) measures that invocation
 * only and appends a line to WORK/measure. The wrapper also records the
 * leaf's invocation of each part in WORK/replay[-TAG]/PART; the later
 * builds of that part run the record instead of cargo (replay.h): the
 * same compilation without cargo's cost around it
 * ($SELFPROF_PERF_NO_REPLAY=1 in the collector's environment: cargo for
 * every build). The profile doc is `cargo doc
 * --no-deps` (rustc-perf's Doc), its rustdoc measured the same way
 * through the wrapper's rustdoc mode, in the full scenario only. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "crate_sources.h"
#include "replay.h"
#include "run_internal.h"
#include "rust_source.h"

typedef struct rust_job {
    char cargo[4096];
    char rustc[4200];
    char *wrapper;
    char src[4200]; /* WORK/b/src */
    char manifest[4300];
    char touch[4300];
    char measure[4200];      /* WORK/measure */
    int has_deps;            /* dependencies or a build script: prepare builds them */
    char build[4100];        /* WORK/b: where every build runs */
    char state[4200];        /* a pair's side: WORK/b-TAG, its WORK/b between its builds */
    int fresh;               /* WORK/b is as prepare left it (a job alone): no restore */
    int part;                /* the next part of the iteration (perf_run_rust_step) */
    int built;               /* builds so far in this iteration (numbers the self-profiles) */
    char replays[4200];      /* WORK/replay[-TAG]: the record of each part (replay.h) */
    unsigned char *recorded; /* per part: its record can be run instead of cargo */
    int no_replay;           /* $SELFPROF_PERF_NO_REPLAY: cargo for every build */
} rust_job;

/* 1 when the job asks for `scenario` and it has not failed. */
static int wanted(const perf_run_ctx *c, const char *scenario)
{
    if (perf_run_dropped(c, scenario) || perf_run_decided(c, scenario))
        return 0;
    for (size_t i = 0; i < c->job->scenario_count; i++)
        if (strcmp(c->job->scenarios[i], scenario) == 0)
            return 1;
    return 0;
}

/* Whether `path` is rustup's proxy: a link to (or hard link of) rustup. */
static int is_rustup_proxy(const char *path)
{
    char *real = realpath(path, NULL);
    if (!real)
        return 0;
    const char *base = strrchr(real, '/');
    int proxy = base && strncmp(base + 1, "rustup", 6) == 0;
    char sibling[4200];
    snprintf(sibling, sizeof sibling, "%s", path);
    char *slash = strrchr(sibling, '/');
    struct stat a, b;
    if (!proxy && slash) {
        snprintf(slash + 1, sizeof sibling - (size_t)(slash + 1 - sibling), "rustup");
        proxy = stat(path, &a) == 0 && stat(sibling, &b) == 0 && a.st_dev == b.st_dev &&
                a.st_ino == b.st_ino;
    }
    free(real);
    return proxy;
}

/* Behind rustup's proxy, the real rustc (`rustc --print sysroot`/bin/rustc),
 * so the proxy's start-up is not measured; any other rustc (a build, a
 * wrapper script) is run as it is. */
static void resolve_rustc(perf_run_ctx *c, rust_job *r)
{
    snprintf(r->rustc, sizeof r->rustc, "%s", c->job->artifact.compiler);
    if (!is_rustup_proxy(r->rustc))
        return;
    char *argv[] = {(char *)c->job->artifact.compiler, "--print", "sysroot", NULL};
    if (perf_run_cmd(c, "rustc --print sysroot", argv, NULL, NULL, NULL) < 0) {
        c->err[0] = 0; /* the proxy itself then */
        return;
    }
    FILE *f = fopen(c->log, "r");
    char line[4000];
    if (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        char p[4100];
        snprintf(p, sizeof p, "%s/bin/rustc", line);
        if (access(p, X_OK) == 0)
            snprintf(r->rustc, sizeof r->rustc, "%s", p);
    }
    if (f)
        fclose(f);
}

/* The cargo to drive the build: the artifact's, else the one next to its
 * rustc, else cargo on PATH. */
static void choose_cargo(perf_run_ctx *c, rust_job *r)
{
    const perf_artifact *a = &c->job->artifact;
    if (a->cargo && *a->cargo) {
        snprintf(r->cargo, sizeof r->cargo, "%s", a->cargo);
        return;
    }
    snprintf(r->cargo, sizeof r->cargo, "%s", a->compiler);
    char *slash = strrchr(r->cargo, '/');
    if (slash) {
        snprintf(slash + 1, sizeof r->cargo - (size_t)(slash + 1 - r->cargo), "cargo");
        if (access(r->cargo, X_OK) == 0)
            return;
    }
    snprintf(r->cargo, sizeof r->cargo, "cargo");
}

/* Whether the config passes -Z options (rustc-perf's configs pass
 * -Znext-solver=coherence): such a benchmark builds with RUSTC_BOOTSTRAP=1,
 * every build of it, as rustc-perf builds every benchmark; a benchmark
 * without them builds as a stable compiler's user would. */
static int wants_unstable(const perf_bench_config *cfg)
{
    const perf_strv *lists[] = {&cfg->cargo_rustc_opts, &cfg->cargo_opts};
    for (size_t l = 0; l < 2; l++)
        for (size_t i = 0; i < lists[l]->n; i++)
            if (strncmp(lists[l]->v[i], "-Z", 2) == 0)
                return 1;
    return 0;
}

/* The profile doc runs rustdoc through selfprof-perf-rustdoc, a link to
 * the wrapper in WORK/bin (cargo has no RUSTDOC_WRAPPER): RUSTDOC is the
 * link, $SELFPROF_PERF_RUSTDOC the real rustdoc, the one next to the real
 * rustc, else in the compiler's sysroot. */
static int setup_rustdoc(perf_run_ctx *c, rust_job *r)
{
    char real[4300] = "", link[4300], bin[4200];
    snprintf(real, sizeof real, "%s", r->rustc);
    char *slash = strrchr(real, '/');
    if (slash)
        snprintf(slash + 1, sizeof real - (size_t)(slash + 1 - real), "rustdoc");
    if (!slash || access(real, X_OK) != 0) {
        char *argv[] = {(char *)c->job->artifact.compiler, "--print", "sysroot", NULL};
        FILE *f = NULL;
        char line[4000] = "";
        if (perf_run_cmd(c, "rustc --print sysroot", argv, NULL, NULL, NULL) == 0 &&
            (f = fopen(c->log, "r")) && fgets(line, sizeof line, f))
            line[strcspn(line, "\n")] = 0;
        if (f)
            fclose(f);
        snprintf(real, sizeof real, "%s/bin/rustdoc", line);
        if (!*line || access(real, X_OK) != 0)
            return perf_run_fail_final(c,
                                       "artifact %s: no rustdoc next to %s nor in its sysroot "
                                       "(profile doc)",
                                       c->job->artifact.name, r->rustc);
    }
    snprintf(bin, sizeof bin, "%s/bin", c->work);
    snprintf(link, sizeof link, "%s/selfprof-perf-rustdoc", bin);
    if (perf_run_mkdir(c, bin) < 0)
        return -1;
    if (symlink(r->wrapper, link) != 0)
        return perf_run_fail(c, "%s: %s", link, strerror(errno));
    if (perf_env_set(&c->env, "RUSTDOC", link) < 0 ||
        perf_env_set(&c->env, "SELFPROF_PERF_RUSTDOC", real) < 0)
        return perf_run_fail(c, "out of memory");
    return 0;
}

/* The Cargo.lock of the copy: next to the manifest, else at its root;
 * "" when it has none. */
static void find_lock(const rust_job *r, char *lock, size_t n)
{
    snprintf(lock, n, "%s", r->manifest);
    char *slash = strrchr(lock, '/');
    if (slash)
        snprintf(slash + 1, n - (size_t)(slash + 1 - lock), "Cargo.lock");
    if (access(lock, R_OK) != 0)
        snprintf(lock, n, "%s/Cargo.lock", r->src);
    if (access(lock, R_OK) != 0)
        lock[0] = 0;
}

static int setup(perf_run_ctx *c, rust_job *r)
{
    choose_cargo(c, r);
    resolve_rustc(c, r);
    if (!(r->wrapper = perf_run_find_wrapper(c)))
        return -1;
    char *from = perf_bench_source_dir(c);
    if (!from)
        return -1;
    char home[4200];
    snprintf(r->src, sizeof r->src, "%s/src", r->build);
    snprintf(home, sizeof home, "%s/cargo-home", c->work);
    snprintf(r->measure, sizeof r->measure, "%s/measure", c->work);
    int rc = perf_run_mkdir(c, r->build);
    if (rc == 0)
        rc = perf_run_copy_tree(c, from, r->src, 1);
    free(from);
    if (rc < 0)
        return -1;
    const char *toml = c->cfg->cargo_toml ? c->cfg->cargo_toml : "Cargo.toml";
    snprintf(r->manifest, sizeof r->manifest, "%s/%s", r->src, toml);
    if (access(r->manifest, R_OK) != 0)
        return perf_run_fail_final(c, "%s: no %s in its sources", c->bench->name, toml);
    const char *touch = c->cfg->touch_file;
    if (!touch)
        touch = strcmp(c->cfg->artifact, "binary") == 0 ? "src/main.rs" : "src/lib.rs";
    snprintf(r->touch, sizeof r->touch, "%s/%s", r->src, touch);
    if (access(r->touch, R_OK) != 0)
        return perf_run_fail_final(c, "%s: touch_file %s is not in its sources", c->bench->name,
                                   touch);
    if (perf_strip_cargo_toml(c, r->manifest) < 0)
        return -1;
    r->has_deps = perf_cargo_toml_has_dependencies(r->manifest);
    /* Every crate the lock pins from crates.io can be had offline, or the
     * job fails now, once, saying which (crate_sources.h). */
    char lock[4400], vendor[4300];
    perf_crate_mode mode;
    find_lock(r, lock, sizeof lock);
    if (perf_crate_sources_check(c, r->src, r->manifest, *lock ? lock : NULL, &mode) < 0)
        return -1;
    snprintf(vendor, sizeof vendor, "%s/vendor", r->src);
    if (perf_write_cargo_home(c, home,
                              mode == PERF_CRATES_VENDOR ? vendor : perf_crate_registry()) < 0)
        return -1;
    /* A shipped Cargo.lock pins crates.io versions that Debian's registry
     * may not have, and a lock written by one cargo may not suit another:
     * each job's cargo resolves its own against the registry. A vendor/
     * folder or the benchmark's own source replacement holds the locked
     * versions: the lock stays. */
    while (mode == PERF_CRATES_DEBIAN && *lock) {
        unlink(lock);
        find_lock(r, lock, sizeof lock);
    }
    char target[4200], leaf[4096] = "";
    snprintf(target, sizeof target, "%s/target", r->build);
    for (size_t i = 0; i < c->cfg->cargo_rustc_opts.n; i++) {
        size_t l = strlen(leaf);
        snprintf(leaf + l, sizeof leaf - l, "%s%s", i ? "\x1f" : "", c->cfg->cargo_rustc_opts.v[i]);
    }
    if (perf_env_set(&c->env, "CARGO_HOME", home) < 0 ||
        perf_env_set(&c->env, "CARGO_TARGET_DIR", target) < 0 ||
        perf_env_set(&c->env, "RUSTC", r->rustc) < 0 ||
        perf_env_set(&c->env, "RUSTC_WRAPPER", r->wrapper) < 0 ||
        (*leaf && perf_env_set(&c->env, "SELFPROF_PERF_LEAF_ARGS", leaf) < 0) ||
        (wants_unstable(c->cfg) && perf_env_set(&c->env, "RUSTC_BOOTSTRAP", "1") < 0))
        return perf_run_fail(c, "out of memory");
    return strcmp(c->job->profile, "doc") == 0 ? setup_rustdoc(c, r) : 0;
}

/* Whether cargo_opts choose the targets themselves ("--bin NAME", as
 * rustc-perf's token-stream-stress): then they alone do, since cargo
 * builds the union of "--bins --bin NAME", every binary. */
static int selects_targets(const perf_strv *opts)
{
    static const char *const SELECT[] = {"--bin",     "--bins",     "--lib",
                                         "--example", "--examples", "--all-targets"};
    for (size_t i = 0; i < opts->n; i++)
        for (size_t k = 0; k < sizeof SELECT / sizeof *SELECT; k++) {
            size_t len = strlen(SELECT[k]);
            if (strncmp(opts->v[i], SELECT[k], len) == 0 &&
                (opts->v[i][len] == 0 || opts->v[i][len] == '='))
                return 1;
        }
    return 0;
}

/* The variables of one build on top of `env`: the measurement file when
 * `measure`, the self-profile directory `sp_dir`, and cachegrind's
 * directory in a cachegrind iteration. Returns 0 or -1. */
static int build_env(perf_run_ctx *c, rust_job *r, perf_env *env, int measure, const char *sp_dir)
{
    if (measure && perf_env_set(env, "SELFPROF_PERF_MEASURE", r->measure) < 0)
        return perf_run_fail(c, "out of memory");
    if (sp_dir && perf_env_set(env, "SELFPROF_PERF_SELF_PROFILE", sp_dir) < 0)
        return perf_run_fail(c, "out of memory");
    char cg[4200];
    snprintf(cg, sizeof cg, "%s/cachegrind", c->work);
    if (measure && c->cachegrind &&
        (perf_run_mkdir(c, cg) < 0 || perf_env_set(env, "SELFPROF_PERF_CACHEGRIND", cg) < 0))
        return c->err[0] ? -1 : perf_run_fail(c, "out of memory");
    return 0;
}

/* WORK/replay[-TAG]/PART: where the wrapper records part's leaf. */
static void replay_path(const rust_job *r, int part, char *path, size_t n)
{
    snprintf(path, n, "%s/%d", r->replays, part);
}

/* Runs one cargo build of `part` (-1: outside the parts, not recorded).
 * measure: the leaf is measured into r->measure; sp_dir: and
 * self-profiled into it. The wrapper records the leaf's invocation for
 * the part's later builds (replay_build). */
static int cargo_build(perf_run_ctx *c, rust_job *r, const char *what, int part, int incremental,
                       int measure, const char *sp_dir)
{
    if (perf_run_touch(c, r->touch) < 0)
        return -1;
    perf_env env;
    if (perf_env_copy(&env, &c->env) < 0)
        return perf_run_fail(c, "out of memory");
    char record[4300] = "";
    if (part >= 0 && !r->no_replay) {
        replay_path(r, part, record, sizeof record);
        unlink(record);
    }
    if (perf_env_set(&env, "CARGO_INCREMENTAL", incremental ? "1" : "0") < 0 ||
        (*record && perf_env_set(&env, "SELFPROF_PERF_REPLAY", record) < 0)) {
        perf_env_free(&env);
        return perf_run_fail(c, "out of memory");
    }
    if (build_env(c, r, &env, measure, sp_dir) < 0) {
        perf_env_free(&env);
        return -1;
    }
    const char *profile = c->job->profile;
    char *argv[64];
    int n = 0;
    argv[n++] = r->cargo;
    int doc = strcmp(profile, "doc") == 0;
    argv[n++] = strcmp(profile, "check") == 0 ? "check" : doc ? "doc" : "build";
    argv[n++] = "--offline";
    if (doc)
        argv[n++] = "--no-deps"; /* the dependencies are checked, only the leaf documented */
    argv[n++] = "--manifest-path";
    argv[n++] = r->manifest;
    if (!selects_targets(&c->cfg->cargo_opts))
        argv[n++] = strcmp(c->cfg->artifact, "binary") == 0 ? "--bins" : "--lib";
    if (strcmp(profile, "opt") == 0)
        argv[n++] = "--release";
    for (size_t i = 0; i < c->cfg->cargo_opts.n && n < 62; i++)
        argv[n++] = c->cfg->cargo_opts.v[i];
    argv[n] = NULL;
    int rc = perf_run_cmd(c, what, argv, r->src, &env, NULL);
    perf_env_free(&env);
    struct stat st;
    if (rc == 0 && *record && stat(record, &st) == 0 && st.st_size > 0)
        r->recorded[part] = 1;
    return rc;
}

/* Whether the recorded variable `kv` is one the runner sets for each
 * build (build_env), or cargo's jobserver, whose descriptors a replay
 * does not have (rustc then makes its own, as many tokens as CPUs, which
 * is what cargo's gives an only build). */
static int per_build_variable(const char *kv)
{
    static const char *const KEYS[] = {"SELFPROF_PERF_MEASURE=",
                                       "SELFPROF_PERF_SELF_PROFILE=",
                                       "SELFPROF_PERF_CACHEGRIND=",
                                       "SELFPROF_PERF_REPLAY=",
                                       "CARGO_MAKEFLAGS=",
                                       "MAKEFLAGS=",
                                       "MFLAGS="};
    for (size_t i = 0; i < sizeof KEYS / sizeof *KEYS; i++)
        if (strncmp(kv, KEYS[i], strlen(KEYS[i])) == 0)
            return 1;
    return 0;
}

/* Runs the recorded leaf invocations of `part` (cargo_build recorded
 * them) in their order, each in its directory with its environment and
 * this build's variables (build_env): what cargo would run, without
 * cargo. */
static int replay_build(perf_run_ctx *c, rust_job *r, const char *what, int part, int measure,
                        const char *sp_dir)
{
    char path[4300], err[512];
    replay_path(r, part, path, sizeof path);
    perf_replay rec;
    if (perf_replay_load(path, &rec, err, sizeof err) < 0)
        return perf_run_fail(c, "%s: %s", what, err);
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < rec.n; i++) {
        perf_env env;
        memset(&env, 0, sizeof env);
        for (char **kv = rec.calls[i].envp; rc == 0 && *kv; kv++) {
            char *eq = strchr(*kv, '=');
            if (!eq || eq == *kv || per_build_variable(*kv))
                continue;
            *eq = 0; /* the key alone, for perf_env_set; put back below */
            rc = perf_env_set(&env, *kv, eq + 1) < 0 ? perf_run_fail(c, "out of memory") : 0;
            *eq = '=';
        }
        if (rc == 0)
            rc = build_env(c, r, &env, measure, sp_dir);
        if (rc == 0)
            rc = perf_run_cmd(c, what, rec.calls[i].argv, rec.calls[i].cwd, &env, NULL);
        perf_env_free(&env);
    }
    perf_replay_free(&rec);
    return rc;
}

/* One build of `part` (-1: prepare's): the part's record when there is
 * one (never with no_replay: cargo_build records nothing then), else
 * cargo. A measured build starts with an empty measurement file, to which
 * each of its leaf invocations adds a line. */
static int build(perf_run_ctx *c, rust_job *r, const char *what, int part, int incremental,
                 int measure, const char *sp_dir)
{
    if (measure) {
        FILE *f = fopen(r->measure, "w");
        if (f)
            fclose(f);
    }
    if (part >= 0 && r->recorded[part])
        return replay_build(c, r, what, part, measure, sp_dir);
    return cargo_build(c, r, what, part, incremental, measure, sp_dir);
}

/* The measurement lines the wrapper wrote during the last build. */
static int read_measure(perf_run_ctx *c, rust_job *r, const char *what, perf_build_sample *s)
{
    FILE *f = fopen(r->measure, "r");
    if (!f)
        return perf_run_fail(c, "%s: %s: %s", what, r->measure, strerror(errno));
    char *line = NULL;
    size_t cap = 0;
    int rc = 0;
    while (rc == 0 && getline(&line, &cap, f) > 0) {
        perf_measurement m;
        memset(&m, 0, sizeof m);
        char *save = NULL;
        for (char *t = strtok_r(line, "\t\n", &save); t; t = strtok_r(NULL, "\t\n", &save)) {
            char *eq = strrchr(t, '=');
            if (!eq)
                continue;
            *eq = 0;
            const char *v = eq + 1;
            if (strcmp(t, "wall") == 0)
                m.wall_s = strtod(v, NULL);
            else if (strcmp(t, "cpu") == 0)
                m.cpu_s = strtod(v, NULL);
            else if (strcmp(t, "rss") == 0)
                m.max_rss_kib = strtod(v, NULL);
            else if (strcmp(t, "cachegrind") == 0) {
                s->has_cachegrind = 1;
                s->cachegrind += strtod(v, NULL);
            } else if (strcmp(t, "instructions") == 0) {
                m.has_instructions = 1;
                m.instructions = strtoull(v, NULL, 10);
            } else if (strncmp(t, "size:", 5) == 0 &&
                       perf_build_sample_add_size(s, t + 5, strtod(v, NULL)) < 0)
                rc = perf_run_fail(c, "%s: too many artifact kinds", what);
        }
        perf_build_sample_add(s, &m);
    }
    free(line);
    fclose(f);
    if (rc == 0 && s->count == 0)
        rc = perf_run_fail(c,
                           "%s: cargo did not rebuild the leaf crate of %s (is touch_file "
                           "one of its sources?)",
                           what, c->bench->name);
    return rc;
}

/* One build of the scenario sequence; measured (and, in iteration 0,
 * self-profiled) when the job asks for `scenario`. */
static int step(perf_run_ctx *c, rust_job *r, int part, const char *scenario, int incremental,
                int iteration, int index)
{
    int measure = wanted(c, scenario);
    char what[512], sp[4300];
    char when[32];
    perf_run_iteration_name(c, iteration, when, sizeof when);
    snprintf(what, sizeof what, "%s %s %s, %s", c->bench->name, c->job->profile, scenario, when);
    if (measure)
        perf_run_progress(c, scenario, iteration);
    snprintf(sp, sizeof sp, "%s/self-profile/%d", c->work, index);
    if (build(c, r, what, part, incremental, measure, measure && iteration == 0 ? sp : NULL) < 0)
        return -1;
    if (!measure)
        return 0;
    perf_build_sample s;
    memset(&s, 0, sizeof s);
    int rc = read_measure(c, r, what, &s);
    if (rc == 0)
        rc = perf_run_record(c, scenario, iteration, &s);
    perf_build_sample_clear(&s);
    if (rc == 0 && iteration == 0) {
        rc = perf_run_add_profiles(c, scenario, sp);
        if (rc == 0)
            rc = perf_run_rm_rf(c, sp); /* compressed in the results now */
    }
    return rc;
}

static int apply_patch(perf_run_ctx *c, rust_job *r, const perf_patch *p, int iteration)
{
    char what[512];
    snprintf(what, sizeof what, "%s: patch %s (iteration %d)", c->bench->name, p->path, iteration);
    char *argv[] = {"patch", "-p1", "-N", "-s", "-i", p->path, NULL};
    if (perf_run_cmd(c, what, argv, r->src, NULL, NULL) == 0)
        return 0;
    c->final = 1; /* the patch does not fit the sources: so on every try */
    return -1;
}

/* The patch of scenario `s` ("incr-patched: NAME"): its index in the
 * config's list, or -1. */
static long patch_index(const perf_run_ctx *c, const char *s)
{
    for (size_t k = 0; k < c->cfg->patch_count; k++) {
        char name[512];
        snprintf(name, sizeof name, "incr-patched: %s", c->cfg->patches[k].name);
        if (strcmp(s, name) == 0)
            return (long)k;
    }
    return -1;
}

/* After `failed` failed (c->err): drops it and what builds on it, so the
 * job goes on with the others. incr-full's build is what every
 * incremental scenario starts from (`incr` set: they all go); patches
 * apply one over the other (a failed patch `first_patch`: the later ones
 * go too). Returns 0, or -1 when out of memory. */
static int drop_chain(perf_run_ctx *c, const char *failed, int incr, long first_patch)
{
    if (perf_run_drop(c, failed) < 0)
        return -1;
    for (size_t i = 0; i < c->job->scenario_count; i++) {
        const char *s = c->job->scenarios[i];
        long k = patch_index(c, s);
        if ((incr && strncmp(s, "incr-", 5) == 0) || (first_patch >= 0 && k >= first_patch))
            if (perf_run_drop(c, s) < 0)
                return -1;
    }
    return 0;
}

/* The parts of an iteration, in order (rust_job.part): the restore of
 * the pristine build, then one build each. */
enum { PART_RESTORE, PART_FULL, PART_INCR_FULL, PART_INCR_UNCHANGED, PART_PATCH /* + k */ };

/* Whether the iteration still needs `part`, after `built` builds: what
 * the job asks for and has not dropped (a failed scenario drops what
 * builds on it, drop_chain) nor, in a clean iteration, decided (a pair's
 * look, run_stop.c), and of the warm-up only its first build.
 * incr-full runs, measured or not, when any incremental scenario is
 * wanted; patch k when patch k or a later one is. */
static int part_needed(const perf_run_ctx *c, int part, int built)
{
    if (c->warmup && built)
        return 0;
    int need_incr = 0;
    size_t last_patch = 0; /* patches to apply: [0, last_patch) */
    for (size_t i = 0; i < c->job->scenario_count; i++) {
        const char *s = c->job->scenarios[i];
        if (c->dropped[i] || perf_run_decided(c, s))
            continue;
        if (strncmp(s, "incr-", 5) == 0)
            need_incr = 1;
        long k = patch_index(c, s);
        if (k >= 0 && (size_t)k + 1 > last_patch)
            last_patch = (size_t)k + 1;
    }
    switch (part) {
    case PART_FULL: return wanted(c, "full");
    case PART_INCR_FULL: return need_incr;
    case PART_INCR_UNCHANGED: return need_incr && !c->warmup && wanted(c, "incr-unchanged");
    default: return need_incr && !c->warmup && (size_t)(part - PART_PATCH) < last_patch;
    }
}

/* The restore: this side's WORK/b, or in a pair the directory it waits in
 * between its builds (rust_job.state), from the pristine copy, unless
 * prepare just left WORK/b so. */
static int restore(perf_run_ctx *c, rust_job *r)
{
    const char *to = *r->state ? r->state : r->build;
    if (!r->fresh && (perf_run_rm_rf(c, to) < 0 || perf_run_copy_tree(c, c->pristine, to, 0) < 0))
        return -1;
    r->fresh = 0;
    return 0;
}

/* In a pair, this side's build directory moves to WORK/b for its build
 * and back after it (`in`: which way): every build runs at the same path,
 * as cargo's fingerprints and the paths in its outputs need, while the
 * other side's state waits beside it. A rename: nothing is copied. */
static int swap(perf_run_ctx *c, rust_job *r, int in)
{
    if (!*r->state)
        return 0;
    const char *from = in ? r->state : r->build, *to = in ? r->build : r->state;
    if (rename(from, to) != 0)
        return perf_run_fail(c, "moving %s to %s: %s", from, to, strerror(errno));
    return 0;
}

/* The build of `part` (any part but the restore). A failed build stops
 * its scenario and those built on it only (drop_chain): 0 then too; -1
 * when out of memory. */
static int build_part(perf_run_ctx *c, rust_job *r, int part, int iteration)
{
    /* the scenario of each part before the patches; whether its build is
     * incremental; whether its failure drops every incremental scenario
     * (incr-full's: they all start from it) */
    static const struct {
        const char *scenario;
        int incremental, drops_incr;
    } BUILDS[] = {/* PART_FULL */ {"full", 0, 0},
                  /* PART_INCR_FULL */ {"incr-full", 1, 1},
                  /* PART_INCR_UNCHANGED */ {"incr-unchanged", 1, 0}};
    int index = r->built++;
    if (part < PART_PATCH) {
        const size_t i = (size_t)(part - PART_FULL);
        return step(c, r, part, BUILDS[i].scenario, BUILDS[i].incremental, iteration, index) < 0
                   ? drop_chain(c, BUILDS[i].scenario, BUILDS[i].drops_incr, -1)
                   : 0;
    }
    size_t k = (size_t)(part - PART_PATCH);
    char name[512];
    snprintf(name, sizeof name, "incr-patched: %s", c->cfg->patches[k].name);
    if (apply_patch(c, r, &c->cfg->patches[k], iteration) < 0 ||
        step(c, r, part, name, 1, iteration, index) < 0)
        return drop_chain(c, name, 0, (long)k);
    return 0;
}

/* Builds the dependencies once (not measured) and keeps WORK/b as this
 * artifact's pristine copy: WORK/pristine, or WORK/pristine-TAG when two
 * artifacts share the work directory (a pair); a pair's side then builds
 * in WORK/b-TAG moved to WORK/b (swap). WORK/b itself is rebuilt from
 * nothing, so a pair's second artifact starts clean. */
int perf_run_rust_prepare(perf_run_ctx *c, const char *tag)
{
    rust_job *r = calloc(1, sizeof *r);
    if (!r)
        return perf_run_fail(c, "out of memory");
    c->lang = r;
    snprintf(r->build, sizeof r->build, "%s/b", c->work);
    snprintf(c->pristine, sizeof c->pristine, "%s/pristine%s%s", c->work, *tag ? "-" : "", tag);
    if (*tag)
        snprintf(r->state, sizeof r->state, "%s/b-%s", c->work, tag);
    snprintf(r->replays, sizeof r->replays, "%s/replay%s%s", c->work, *tag ? "-" : "", tag);
    const char *no_replay = getenv("SELFPROF_PERF_NO_REPLAY");
    r->no_replay = no_replay && *no_replay && strcmp(no_replay, "0") != 0;
    int rc = perf_run_rm_rf(c, r->build);
    if (rc == 0)
        rc = setup(c, r);
    if (rc == 0 && !(r->recorded = calloc(PART_PATCH + c->cfg->patch_count, 1)))
        rc = perf_run_fail(c, "out of memory");
    if (rc == 0)
        rc = perf_run_mkdir(c, r->replays);
    if (rc == 0) {
        char what[512];
        /* Without dependencies it is the leaf's first build alone. */
        snprintf(what, sizeof what, "%s %s: %s%s%s", c->bench->name, c->job->profile,
                 r->has_deps ? "building the dependencies"
                             : "the first, unmeasured build (it has no dependencies)",
                 *tag ? " with " : "", *tag ? c->job->artifact.name : "");
        rc = cargo_build(c, r, what, -1, 0, 0, NULL);
        /* cargo resolves the crates in this first build: a crate the
         * offline source lacks fails every try alike */
        if (rc < 0 && !c->final)
            perf_crate_sources_unresolved(c);
    }
    /* A pair's side restores from its pristine copy before every
     * iteration: moved there, not copied. */
    if (rc == 0 && *tag && rename(r->build, c->pristine) != 0)
        rc = perf_run_fail(c, "moving %s to %s: %s", r->build, c->pristine, strerror(errno));
    else if (rc == 0 && !*tag)
        rc = perf_run_copy_tree(c, r->build, c->pristine, 0);
    r->fresh = rc == 0 && !*tag;
    return rc;
}

int perf_run_rust_step(perf_run_ctx *c, int iteration)
{
    rust_job *r = c->lang;
    int part = r->part;
    int rc;
    if (part == PART_RESTORE) {
        r->built = 0;
        rc = restore(c, r);
    } else {
        rc = swap(c, r, 1);
        if (rc == 0)
            rc = build_part(c, r, part, iteration);
        if (rc == 0)
            rc = swap(c, r, 0);
    }
    if (rc < 0) {
        r->part = PART_RESTORE;
        return -1;
    }
    int last = PART_PATCH + (int)c->cfg->patch_count;
    for (r->part = part + 1; r->part < last && !part_needed(c, r->part, r->built); r->part++)
        ;
    if (r->part < last)
        return 1;
    r->part = PART_RESTORE;
    return 0;
}

int perf_run_rust_iterate(perf_run_ctx *c, int iteration)
{
    int rc;
    while ((rc = perf_run_rust_step(c, iteration)) > 0)
        ;
    return rc;
}

void perf_run_rust_finish(perf_run_ctx *c)
{
    rust_job *r = c->lang;
    if (r) {
        free(r->wrapper);
        free(r->recorded);
    }
    free(r);
    c->lang = NULL;
}
