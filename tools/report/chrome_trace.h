/* chrome_trace.h — profiles as Chrome trace-event JSON (ui.perfetto.dev,
 * chrome://tracing), the renderer of `selfprof chrome`.
 *
 * The trace is one JSON array: for each profile, in the order given, its
 * events in file order, written exactly like measureme's crox (one "X"
 * event per interval with name, cat, ts and dur in microseconds, ts since
 * the Unix epoch, pid, tid and args), plus instant events (ph "i") and
 * integer events as counters (ph "C"), then crox's process_name and
 * process_sort_index metadata of that profile. The bytes are fixed: the
 * golden tests (tests/cli/chrome_golden.sh) compare them.
 *
 * Contract: streaming (memory grows with a profile's distinct strings and
 * threads, never with the output); everything goes to the caller's
 * out_buffer, whose write errors stay in out->failed for the caller to
 * report. Out of memory ends the program (cli.h's policy). A profile that
 * cannot be opened or read is reported on stderr with cli_file_error.
 */
#ifndef SELFPROF_CHROME_TRACE_H
#define SELFPROF_CHROME_TRACE_H

#include <stdint.h>

#include "report/out_buffer.h"

typedef struct chrome_trace_options {
    int collapse_threads; /* threads that do not overlap share a lane (crox's algorithm) */
    int intervals_only;   /* only the intervals, like crox */
    int all_counters;     /* keep rustc's QueryCacheHitCount integers */
    uint64_t minimum_ns;  /* 0: keep all; else shorter intervals, and all instants
                           * and integers, are left out */
} chrome_trace_options;

/* A trace being written. */
typedef struct chrome_trace chrome_trace;

/* Starts a trace on `out` (not owned; it must outlive the trace) with a
 * copy of `opt`: writes the opening '['. Never returns NULL. */
chrome_trace *chrome_trace_begin(out_buffer *out, const chrome_trace_options *opt);

/* Opens the profile at `path` and appends its events and metadata. Returns
 * 0, or -1 after printing the error of a profile that cannot be opened or
 * read (what was written of it stays in the output: the caller removes a
 * half-written file). Stops early, returning 0, when out->failed. */
int chrome_trace_add_file(chrome_trace *t, const char *path);

/* Writes the closing "\n]\n" and frees `t`; the caller flushes and frees
 * the out_buffer. */
void chrome_trace_end(chrome_trace *t);

/* --max-size: a trace too large leaves out its shortest intervals. The
 * minimum durations it may choose are 1-2-5 steps from 1 us to 1 s; a
 * measuring pass tallies each event's bytes by the step its duration
 * reaches. */
#define CHROME_BUDGET_STEPS 19

typedef struct chrome_size_tally {
    uint64_t total;                        /* the whole trace */
    uint64_t dropped_always;               /* what any minimum drops: instants,
                                            * counters, intervals under 1 us */
    uint64_t bytes[CHROME_BUDGET_STEPS];   /* intervals of at least step k, below step k + 1 */
    uint64_t events[CHROME_BUDGET_STEPS];
    uint64_t events_always;                /* events in dropped_always */
} chrome_size_tally;

/* The measuring pass: writes the whole trace of `paths` (with `opt` but no
 * minimum duration) to /dev/null and fills *t. Returns 0, or -1 after
 * printing the error of a file that cannot be read (or of /dev/null). */
int chrome_trace_measure(const chrome_trace_options *opt, char **paths, int npaths,
                         chrome_size_tally *t);

/* The smallest minimum duration (ns) whose trace fits in `budget` bytes
 * (the largest step when none does); the trace's size then in *size and
 * the events it leaves out in *dropped. */
uint64_t chrome_trace_choose_minimum(const chrome_size_tally *t, uint64_t budget, uint64_t *size,
                                     uint64_t *dropped);

#endif
