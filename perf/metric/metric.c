/* metric.c — the metric table (metric.h) and what each kind of metric
 * means to the rules.
 *
 * Exact or noisy, kind by kind. Two rules ask: significance
 * (significance.h) whether noise can move a value at all, so that any
 * change of 0.2% is real (the EXACT rule), or whether the change must be
 * judged against the iterations' spread or the history; relevance
 * (relevance.h) on which of rustc-perf's scales a change's magnitude is
 * read: the instruction counts' (the change as it is, and
 * deserves_attention_icount for triage) or the noisy one (the change
 * halved, any relevant change deserves attention). Each answer follows
 * from the kind, here and nowhere else:
 *
 *   kind          exact  noisy scale  why
 *   time          no     yes          the machine's load, caches and clock move
 *                                     every run's duration
 *   memory        no     yes          the allocator and the kernel move the peak
 *   instructions  yes    no           the instructions the compiler executed:
 *                                     rustc-perf's one steady metric
 *   count         yes    no           see below
 *   size          yes    yes          the same build writes the same bytes, but a
 *                                     size is not work done: rustc-perf keeps its
 *                                     sizes on the noisy scale, whose grades
 *                                     (0.2%, 1%, 2%, 5%) were set for instruction
 *                                     counts; a 0.3% larger rlib is not the
 *                                     regression 0.3% more instructions is
 *
 * The self-profile's counts (query-executions, query-cache-hits,
 * self-profile-events) were exact to significance but noisy to relevance,
 * which had written rustc-perf's rule as "every metric but the
 * instruction counts". Settled as exact for both: rustc-perf has no such
 * counts, and calls everything but instructions noisy "conservatively",
 * for metrics it had not seen hold still. These do: they count the
 * compiler's work in queries as instructions count it in instructions,
 * the same compiler on the same input runs the same queries whatever the
 * machine's load, and an A/A comparison shows them exactly equal
 * (`calibrate` checks it). Halving their change would hide half of a real
 * one; so they are read on the instruction counts' scale, and triaged by
 * its rule.
 *
 * Judged: a comparison on self-profile-overhead has one self-profiled run
 * a side, one sample, which no rule can tell from noise. */
#include "metric.h"

#include <string.h>

static const perf_metric_def TABLE[] = {
    {.name = PERF_METRIC_CPU_TIME,
     .unit = "s",
     .kind = PERF_METRIC_KIND_TIME,
     .measured = "user + system CPU time of the compiler and its children (wait4)",
     .judged = 1},
    {.name = PERF_METRIC_WALL_TIME,
     .unit = "s",
     .kind = PERF_METRIC_KIND_TIME,
     .measured = "wall-clock time of the compiler, from its start to its end",
     .judged = 1},
    {.name = PERF_METRIC_MAX_RSS,
     .unit = "KiB",
     .kind = PERF_METRIC_KIND_MEMORY,
     .measured = "the largest resident set of the compiler's processes (wait4)",
     .judged = 1},
    {.name = PERF_METRIC_INSTRUCTIONS,
     .unit = "instructions",
     .kind = PERF_METRIC_KIND_INSTRUCTIONS,
     .measured = "user-space instructions retired, the processor's hardware counter",
     .judged = 1},
    {.name = PERF_METRIC_CACHEGRIND,
     .unit = "instructions",
     .kind = PERF_METRIC_KIND_INSTRUCTIONS,
     .measured = "instructions counted by valgrind's cachegrind in one extra run "
                 "(queue --metrics instructions)",
     .judged = 1},
    {.name = PERF_METRIC_QUERY_EXECUTIONS,
     .unit = "executions",
     .kind = PERF_METRIC_KIND_COUNT,
     .measured = "the self-profile's queries executed, summed over its labels",
     .judged = 1},
    {.name = PERF_METRIC_CACHE_HITS,
     .unit = "hits",
     .kind = PERF_METRIC_KIND_COUNT,
     .measured = "the self-profile's query cache hits, summed over its labels",
     .judged = 1},
    {.name = PERF_METRIC_EVENTS,
     .unit = "events",
     .kind = PERF_METRIC_KIND_COUNT,
     .measured = "the events in the self-profile",
     .judged = 1},
    {.name = PERF_METRIC_SIZE_PREFIX,
     .unit = "bytes",
     .kind = PERF_METRIC_KIND_SIZE,
     .measured = "the size of one kind of the build's output files (size:NAME)",
     .judged = 1},
    {.name = PERF_METRIC_OVERHEAD,
     .unit = "%",
     .kind = PERF_METRIC_KIND_TIME,
     .measured = "what self-profiling costs: the self-profiled run's wall time against "
                 "the clean runs' minimum",
     .derived = PERF_METRIC_WALL_TIME,
     .judged = 0},
};

const perf_metric_def *perf_metric_table(size_t *n)
{
    *n = sizeof TABLE / sizeof TABLE[0];
    return TABLE;
}

const perf_metric_def *perf_metric_find(const char *name)
{
    for (size_t i = 0; name && i < sizeof TABLE / sizeof TABLE[0]; i++) {
        const char *t = TABLE[i].name;
        size_t len = strlen(t);
        if (t[len - 1] == ':' ? strncmp(name, t, len) == 0 && name[len] : strcmp(name, t) == 0)
            return &TABLE[i];
    }
    return NULL;
}

const char *perf_metric_unit(const char *name)
{
    const perf_metric_def *m = perf_metric_find(name);
    return m ? m->unit : NULL;
}

int perf_metric_exact(const char *name)
{
    const perf_metric_def *m = perf_metric_find(name);
    return m && (m->kind == PERF_METRIC_KIND_INSTRUCTIONS || m->kind == PERF_METRIC_KIND_COUNT ||
                 m->kind == PERF_METRIC_KIND_SIZE);
}

int perf_metric_noisy(const char *name)
{
    const perf_metric_def *m = perf_metric_find(name);
    return !m || (m->kind != PERF_METRIC_KIND_INSTRUCTIONS && m->kind != PERF_METRIC_KIND_COUNT);
}

int perf_metric_judged(const char *name)
{
    const perf_metric_def *m = perf_metric_find(name);
    return !m || m->judged;
}

const char *perf_metric_kind_name(perf_metric_kind k)
{
    switch (k) {
    case PERF_METRIC_KIND_MEMORY: return "memory";
    case PERF_METRIC_KIND_INSTRUCTIONS: return "instructions";
    case PERF_METRIC_KIND_COUNT: return "count";
    case PERF_METRIC_KIND_SIZE: return "size";
    default: return "time";
    }
}
