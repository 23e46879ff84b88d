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

#include <stddef.h>
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

/* --max-size: a trace too large first leaves out its instants and counters
 * (all of them, as --intervals-only), then also its shortest intervals:
 * the minimum duration it may choose is any value of two significant
 * digits from 10 ns to 1 s (10, 11, ... 99, 100, 110, ... ns: steps of at
 * most 10%, so the trace can come within about a tenth of the budget). A
 * measuring pass tallies each event's bytes by the steps its duration
 * reaches. */
#define CHROME_BUDGET_STEPS 721 /* 8 decades of 90 values, then 1 s */

typedef struct chrome_size_tally {
    uint64_t total;                         /* the whole trace */
    uint64_t instant_bytes, instant_events; /* instants and counters */
    /* intervals by duration: [0] shorter than step 0, [k] of at least step
     * k - 1 and shorter than step k, [CHROME_BUDGET_STEPS] the longest */
    uint64_t bytes[CHROME_BUDGET_STEPS + 1];
    uint64_t events[CHROME_BUDGET_STEPS + 1];
} chrome_size_tally;

/* The measuring pass: writes the whole trace of `paths` (with `opt` but no
 * minimum duration) to /dev/null and fills *t. Returns 0, or -1 after
 * printing the error of a file that cannot be read (or of /dev/null). */
int chrome_trace_measure(const chrome_trace_options *opt, char **paths, int npaths,
                         chrome_size_tally *t);

/* What --max-size keeps of a trace larger than its budget. */
typedef struct chrome_budget_choice {
    uint64_t minimum_ns; /* 0: every interval (instants and counters left out) */
    uint64_t size;       /* the trace's bytes then */
    uint64_t dropped;    /* the events it leaves out */
    uint64_t events;     /* of all the trace's events */
} chrome_budget_choice;

/* The least --max-size leaves out of a trace measured in *t to fit in
 * `budget` bytes: only the instants and counters when that fits, else also
 * the intervals shorter than the smallest step that fits (the largest step
 * when none does). Options then: intervals_only and minimum_ns. */
chrome_budget_choice chrome_trace_choose(const chrome_size_tally *t, uint64_t budget);

/* The duration `ns` (a budget step) as the note and --minimum-duration
 * write it: "470ns", "1.3us", "25ms", "1s". Returns buf. */
const char *chrome_format_step(char *buf, size_t size, uint64_t ns);

#endif
