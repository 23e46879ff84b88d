/* run_internal.h — what the runner's files share (the .c files of perf/run): one
 * job's context, the controlled environment, running a helper command
 * under the per-invocation timeout, and adding a build's measurement. */
#ifndef PERF_RUN_INTERNAL_H
#define PERF_RUN_INTERNAL_H

#include <stddef.h>

#include "../suite/bench_config.h"
#include "measure.h"
#include "runner.h"

/* An environment under construction: "K=V" strings, NULL-terminated. */
typedef struct perf_env {
    char **v;
    size_t n;
    size_t cap; /* sup_grow's capacity of v */
} perf_env;

/* The controlled base environment: PATH, HOME, TMPDIR and rustup's
 * variables from ours (cargo and rustup's proxies need them), everything
 * else fixed: LC_ALL=C, LANG=C, TZ=UTC, SOURCE_DATE_EPOCH, no colors.
 * Returns 0 or -1 (out of memory). */
int perf_env_base(perf_env *e);
/* Sets K=V (replacing K). Returns 0 or -1. */
int perf_env_set(perf_env *e, const char *key, const char *value);
/* A copy of `from`. */
int perf_env_copy(perf_env *to, const perf_env *from);
void perf_env_free(perf_env *e);

typedef struct perf_run_ctx {
    const perf_job *job;
    const perf_bench *bench;
    const perf_bench_config *cfg;
    const perf_run_options *opt;
    perf_results *results;
    char work[4096]; /* absolute; the job's scratch directory */
    char log[4200];  /* WORK/log: the output of the command being run */
    perf_env env;    /* perf_env_base + the language's settings */
    int iterations;  /* clean iterations (job's, capped by the config's runs) */
    int steps_done, steps_total;
    void *lang;             /* the language runner's state (prepare to finish) */
    char pristine[4200];    /* Rust: the prepared build kept for every iteration */
    int cachegrind;         /* this iteration runs under cachegrind (cachegrind.h): only
                            the instruction count is recorded */
    int warmup;             /* this iteration warms the machine up: nothing is recorded */
    int sp_repeat;          /* > 0: this self-profiled iteration (0) is the job's
                            further one number sp_repeat: only its query times are kept */
    int final;              /* the failure cannot be mended by a retry (perf_run_fail_final) */
    unsigned char *dropped; /* per job scenario: it failed and is run no more */
    unsigned char *decided; /* per job scenario: a pair's look decided it
                               (run_stop.c): no more clean iterations;
                               PERF_RUN_SETTLED when it decided "no change"
                               on every stop metric: no further self-profiles
                               either */
    int clean;              /* this iteration is a clean one (1..N) */
    char *scenario_err;     /* the first scenario failure's message (perf_run_drop) */
    int scenario_final;     /* ... and whether a retry cannot mend it */
    char *err;
    size_t errlen;
} perf_run_ctx;

/* Sets c->err to "WHAT" formatted and returns -1. */
int perf_run_fail(perf_run_ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* perf_run_fail for what no retry can mend (a config error, a missing
 * crate or compiler): the job then fails at once (PERF_RUN_FINAL). */
int perf_run_fail_final(perf_run_ctx *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* A failure of `scenario` (c->err says what) that stops only it: the
 * scenario is run no more (perf_run_dropped) and its results are removed
 * at the end; the first such message (and c->final) is kept for the job.
 * Clears c->final. Returns 0, or -1 when out of memory. */
int perf_run_drop(perf_run_ctx *c, const char *scenario);

/* 1 when `scenario` is one of the job's that failed (perf_run_drop). */
int perf_run_dropped(const perf_run_ctx *c, const char *scenario);

/* The job's self-profiled iterations per scenario (queue --self-profiles:
 * at least 1; none for a job that measures only, perf_job.measure_only):
 * the runner runs them, a settled scenario saves all but the first. */
int perf_run_self_profiles(const perf_job *job);

/* perf_run_ctx.decided's value for a scenario whose pairs showed "no change"
 * on every stop metric (1: decided otherwise). */
#define PERF_RUN_SETTLED 2

/* 1 when `scenario` is skipped in this iteration: a clean one (c->clean)
 * after a look decided the scenario, or a further self-profiled one
 * (c->sp_repeat) after a look settled it (perf_run_look). */
int perf_run_decided(const perf_run_ctx *c, const char *scenario);

/* Sequential stopping (run_stop.c, stats/sequential.h). perf_run_sequential:
 * 1 when the contexts are a pair (n == 2) of the same clean iterations of
 * which neither job asks for --fixed-iterations. perf_run_look: after
 * clean iteration `it` of such a pair, each scenario not yet decided or
 * dropped is judged on its `it` pairs of CPU time and of wall time
 * (run_stop.c's STOP_METRICS) when `it` is a check (stats/sequential.h:
 * "no change" after any pair from the 5th, a change at a planned look), and marked
 * decided on both sides when both have; returns the measured builds this saves (both sides'
 * remaining clean iterations of the scenarios decided now), or -1 with
 * cs[0]->err when out of memory; a scenario decided "no change" on every
 * metric is PERF_RUN_SETTLED, and its further self-profiles are saved
 * too. perf_run_idle: 1 when c's clean iterations (or, in a further
 * self-profiled iteration, c->sp_repeat, its self-profiles) have nothing
 * left to measure: every scenario decided (settled) or dropped. */
int perf_run_sequential(perf_run_ctx *const *cs, size_t n);
int perf_run_look(perf_run_ctx *const *cs, int it);
int perf_run_idle(const perf_run_ctx *c);

/* Runs argv in `cwd` with `env` (NULL: c->env) under the timeout, in a
 * process group of its own, output to c->log (emptied first). A failure
 * to start, a non-zero status, a signal or a timeout sets c->err to
 * "WHAT: PROGRAM exited with status N: TAIL" (the last bytes of the
 * output) and returns -1; *m (if not NULL) gets the measurement. */
int perf_run_cmd(perf_run_ctx *c, const char *what, char *const *argv, const char *cwd,
                 const perf_env *env, perf_measurement *m);

/* Appends ": " and the output's last lines (at most what fits, and at most
 * PERF_QUEUE_ERROR_MAX bytes) to c->err. */
void perf_run_append_tail(perf_run_ctx *c);

/* Filesystem steps through the usual tools (cp -a keeps the mtimes that
 * cargo's fingerprints compare). */
int perf_run_rm_rf(perf_run_ctx *c, const char *path);
int perf_run_copy_tree(perf_run_ctx *c, const char *from, const char *to, int dereference);
int perf_run_mkdir(perf_run_ctx *c, const char *path);
/* Sets the mtime of `path` to now (strictly later than it was). */
int perf_run_touch(perf_run_ctx *c, const char *path);

/* 1 when the job asks for cachegrind's instruction count (queue
 * --metrics instructions): one more iteration, after the clean ones. */
int perf_run_wants_cachegrind(const perf_run_ctx *c);

/* "iteration N", or "warm-up" (c->warmup) for messages. */
void perf_run_iteration_name(const perf_run_ctx *c, int iteration, char *buf, size_t n);

/* Calls the progress callback for (scenario, iteration). */
void perf_run_progress(perf_run_ctx *c, const char *scenario, int iteration);

/* One build's measurement (the sum over its measured compiler
 * invocations; max RSS: their maximum). */
typedef struct perf_build_sample {
    int count;
    double wall_s, cpu_s, max_rss_kib;
    int has_instructions;
    double instructions;
    int has_cachegrind; /* every invocation ran under cachegrind */
    double cachegrind;  /* the sum of their Ir */
    char *size_kind[16];
    double size_bytes[16];
    int nsizes;
} perf_build_sample;

void perf_build_sample_add(perf_build_sample *s, const perf_measurement *m);
int perf_build_sample_add_size(perf_build_sample *s, const char *kind, double bytes);
void perf_build_sample_clear(perf_build_sample *s);
/* Adds the sample's metrics to c->results for (scenario, iteration):
 * wall-time, cpu-time, max-rss, instructions:u (only when counted),
 * size:KIND; in a cachegrind iteration (c->cachegrind) only
 * instructions:cachegrind. Returns 0 or -1 with c->err. */
int perf_run_record(perf_run_ctx *c, const char *scenario, int iteration,
                    const perf_build_sample *s);

/* Adds the *.mm_profdata files in `dir` as `scenario`'s self-profile.
 * None is an error: the compiler wrote no profile. */
int perf_run_add_profiles(perf_run_ctx *c, const char *scenario, const char *dir);

/* The helper programs: the rustc wrapper, the GCC plugin for `cc`, and
 * selfprof (for clang's traces). Found from the options, the environment
 * ($SELFPROF_PERF_RUSTC_WRAPPER, $SELFPROF_GCC_PLUGIN, $SELFPROF), next to
 * this program (build tree and installation). malloc'ed, or NULL with
 * c->err. */
char *perf_run_find_wrapper(perf_run_ctx *c);
char *perf_run_find_gcc_plugin(perf_run_ctx *c, const char *cc);
char *perf_run_find_selfprof(perf_run_ctx *c);

/* A job on a Rust benchmark (run_rust.c) or a C one (run_c.c), in three
 * steps, so that runner.c can interleave the iterations of two artifacts:
 * prepare (tag: "" alone, or a name unique within the pair, for what is
 * kept in the work directory), iterate (iteration 0 = self-profiled, then
 * 1..N; any order), finish (frees c->lang; also after a failure). prepare
 * and iterate return 0 or -1 with c->err. */
int perf_run_rust_prepare(perf_run_ctx *c, const char *tag);
int perf_run_rust_iterate(perf_run_ctx *c, int iteration);
/* The next part of a Rust iteration (the restore, then one build each),
 * so that runner.c can run a pair's builds of one scenario next to each
 * other: 1 when more parts of the iteration follow, 0 when this was its
 * last, -1 with c->err. perf_run_rust_iterate runs them all. */
int perf_run_rust_step(perf_run_ctx *c, int iteration);
void perf_run_rust_finish(perf_run_ctx *c);
int perf_run_c_prepare(perf_run_ctx *c, const char *tag);
int perf_run_c_iterate(perf_run_ctx *c, int iteration);
void perf_run_c_finish(perf_run_ctx *c);

#endif
