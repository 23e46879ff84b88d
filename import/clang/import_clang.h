/* import_clang.h — clang -ftime-trace JSON -> intervals in profile order.
 *
 * What becomes what:
 *   "X" complete events     one interval each: start ts, end ts + dur (µs in
 *                           the trace, ns in the profile), label = name,
 *                           argument = args.detail when present; but
 *                           RunPass(detail) the label of a machine pass
 *                           (unless sink->lump_passes)
 *   "B"/"E" duration pairs  one interval per pair, matched per thread (LIFO)
 *   "b"/"e" async pairs     one interval per pair (clang 19), matched by
 *                           thread, cat, id and name (LIFO for equal keys), on
 *                           thread tid + 2^31: async events need not nest
 *                           with the thread's other events
 *   "M" metadata            process_name: the metadata cmd (when known before
 *                           the first event is written); counted otherwise
 *   names "Total ..."       skipped (clang's per-name sums, on fake threads)
 *   other phases            ignored (counted)
 * The metadata start_time is beginningOfTime (µs since the epoch) when the
 * importer knows it before writing: clang writes it last, so for a regular
 * file the last bytes are checked for it first, and the value is verified
 * when the parse reaches it.  process_id is the first event's pid.
 *
 * Order.  Readers infer nesting per thread from the record order: end times
 * non-decreasing, a parent after its children.  clang writes an event when
 * it ends, so its X events come in end order already, except that it rounds
 * ts and dur down to µs separately: a child may end up to 1 µs after its
 * parent.  The importer extends such a parent to its last child's end (at
 * most 1 µs), and sorts within a window: per thread, events wait in a heap
 * ordered by (end, later start first, input order) until the thread's
 * latest end is IMPORT_WINDOW_NS past them (or IMPORT_MAX_PENDING wait).
 * Memory is bounded by that window, the open B/b events and the distinct
 * names; never by the file.  Events that arrive later than the window
 * allows (not clang's output) are written anyway and counted in
 * `out_of_order`. */
#ifndef SELFPROF_IMPORT_CLANG_H
#define SELFPROF_IMPORT_CLANG_H

#include <stddef.h>
#include <stdint.h>

#include "selfprof/common.h"

#define IMPORT_WINDOW_NS 1000000u /* 1 ms */
#define IMPORT_MAX_PENDING 65536u /* per thread */
#define IMPORT_ASYNC_THREAD 0x80000000u
#define IMPORT_ROUNDING_NS 1000u /* clang's µs rounding of a child's end */

/* What the profile's metadata can be made of when the first interval is
 * written. */
typedef struct import_meta {
    uint64_t start_time_ns;   /* 0: unknown */
    uint32_t pid;             /* 0: unknown */
    const char *process_name; /* NULL: unknown */
} import_meta;

/* Where intervals go, in profile order.  `name` numbers the distinct
 * texts (0, 1, 2, ...); `text` is "label" or "label\x1Edetail", valid
 * during the call.  Callbacks return 0, or non-zero after filling err. */
typedef struct import_sink {
    void *ctx;
    int (*begin)(void *ctx, const import_meta *m, selfprof_error *err);
    int (*interval)(void *ctx, uint32_t name, const char *text, size_t len, uint32_t thread,
                    uint64_t start, uint64_t end, selfprof_error *err);
    /* Called when an allocation of yajl's fails, and must not return: yajl
     * cannot go on after its allocator returns NULL (it crashes). NULL:
     * abort(). The importer's own allocations fail with SELFPROF_E_NOMEM. */
    void (*out_of_memory)(void);
    /* 0: a RunPass event with a detail (a machine pass) is labelled
     * "RunPass(detail)", one label per pass; 1: label RunPass, detail the
     * argument, as for every other event. */
    int lump_passes;
} import_sink;

typedef struct import_stats {
    uint64_t bytes;           /* trace bytes read */
    uint64_t events;          /* elements of traceEvents */
    uint64_t intervals;       /* intervals written */
    uint64_t complete;        /* X events */
    uint64_t duration_pairs;  /* B/E pairs */
    uint64_t async_pairs;     /* b/e pairs */
    uint64_t totals;          /* "Total ..." events skipped */
    uint64_t metadata;        /* M events */
    uint64_t ignored;         /* other phases */
    uint64_t extended;        /* parents extended for clang's rounding */
    uint64_t out_of_order;    /* written after a later-ending event of their thread */
    uint64_t unmatched_begin; /* B/b events never ended (dropped) */
    uint64_t names;           /* distinct texts */
    uint64_t threads;         /* distinct profile threads */
    uint64_t max_pending;     /* largest number of events held at once */
    uint64_t thread_names;    /* thread_name M events */
    uint64_t start_time_us;   /* beginningOfTime, 0 if absent */
    int start_time_mismatch;  /* the metadata got another start_time than the parse found */
} import_stats;

/* Reads the trace from `fd` (a regular file or a pipe) and writes its
 * intervals to `sink`.  Returns SELFPROF_OK, or an error with a one-line
 * message and the byte offset in `err` (SELFPROF_E_FORMAT for malformed or
 * unexpected JSON, SELFPROF_E_IO, SELFPROF_E_NOMEM, or the sink's code). */
int import_clang_fd(int fd, const import_sink *sink, import_stats *stats, selfprof_error *err);

/* Same over a buffer (fuzzing and tests; no tail check). */
int import_clang_memory(const void *data, size_t size, const import_sink *sink, import_stats *stats,
                        selfprof_error *err);

#endif
