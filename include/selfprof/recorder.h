/* selfprof/recorder.h — recording events into .mm_profdata files (format v9).
 *
 * A program creates one profiler (usually for its whole run), interns the
 * names it records into string ids, and then records events:
 *
 *     selfprof_profiler *prof;
 *     if (selfprof_profiler_create(NULL, &prof, &err) != SELFPROF_OK)
 *         prof = selfprof_profiler_disabled();     // keep going without
 *     selfprof_string_id parse = selfprof_intern_cstr(prof, "parse");
 *     selfprof_timer t = selfprof_interval_begin(prof, SELFPROF_KIND_GENERIC_ACTIVITY);
 *     ...work...
 *     selfprof_interval_end(prof, SELFPROF_KIND_GENERIC_ACTIVITY, parse, t);
 *     selfprof_profiler_close(prof, NULL);
 *
 * The file is <dir>/<name>-<pid>.mm_profdata (pid zero-padded to 7 digits, as
 * rustc names it) and is readable by selfprof and by measureme's tools.
 *
 * Cost model.  interval_begin/end, instant and integer are static inline:
 * a filtered-out event is one load and one branch (no timestamp, no write);
 * a recorded event is two clock reads, a fixed-point multiply per reading
 * (to the file's unit) and four 64-bit stores of the finished file record
 * into the calling thread's page buffer.  No lock, system call or
 * allocation happens per event: a full page (8192 events) is appended to
 * the file with one pwrite() under the file's lock (so the file is always
 * the header and complete pages, the last one possibly cut by a kill), by
 * the thread that filled it (writer "inline"), or queued for a writer
 * thread of the profiler, with one mutex round trip, while the recording
 * thread goes on with a spare page (writer "thread"; see
 * selfprof_options.writer).  Interning a string takes a mutex; do it once
 * per name.
 *
 * Thread safety.  Every function may be called from any thread at the same
 * time, except selfprof_profiler_close (see there).  Thread ids in the file
 * are small numbers handed out per thread on first use (1, 2, 3, ...), the
 * same for every profiler, unless the thread sets its own.
 *
 * Failure model.  Recording never stops the host program: after a write
 * error (disk full, permissions) the profiler disables itself, prints one
 * line on stderr and ignores all further events; whatever reached the disk
 * stays a readable profile.  Functions returning a string id return
 * SELFPROF_INVALID_STRING_ID when the profiler is disabled or out of memory.
 *
 * fork().  In the child of a fork, every profiler inherited from the parent
 * is disabled: it records nothing and writes nothing (the parent still owns
 * the file and its unwritten pages).  selfprof_profiler_close in the child
 * only releases memory.  The child may create a new profiler; its pid gives
 * it a file of its own.
 */
#ifndef SELFPROF_RECORDER_H
#define SELFPROF_RECORDER_H

#include "selfprof/common.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct selfprof_profiler selfprof_profiler;

/* A string id as stored in the file: a regular id (>= 100000003) names a
 * string that was written; a virtual id (0 ..= SELFPROF_MAX_VIRTUAL_ID) is
 * chosen by the program and mapped to a string later. */
typedef uint64_t selfprof_string_id;

/* An event kind: an index into the profiler's kind table (0..63). */
typedef uint32_t selfprof_kind;

/* What interval_begin returns: a raw clock reading, or SELFPROF_TIMER_OFF
 * when the event is filtered out.  Opaque; pass it to interval_end. */
typedef uint64_t selfprof_timer;

#define SELFPROF_INVALID_STRING_ID 100000002ull
#define SELFPROF_MAX_VIRTUAL_ID 100000000ull
#define SELFPROF_TIMER_OFF UINT64_MAX

/* rustc's kinds, predefined in every profiler in this order (their names
 * are the first strings after the metadata, as in a rustc profile). */
enum {
    SELFPROF_KIND_QUERY = 0,                      /* "Query", interval */
    SELFPROF_KIND_GENERIC_ACTIVITY = 1,           /* "GenericActivity", interval */
    SELFPROF_KIND_INCREMENTAL_LOAD_RESULT = 2,    /* "IncrementalLoadResult", interval */
    SELFPROF_KIND_INCREMENTAL_RESULT_HASHING = 3, /* "IncrementalResultHashing", interval */
    SELFPROF_KIND_QUERY_BLOCKED = 4,              /* "QueryBlocked", interval */
    SELFPROF_KIND_QUERY_CACHE_HIT = 5,            /* "QueryCacheHit", instant */
    SELFPROF_KIND_ARTIFACT_SIZE = 6,              /* "ArtifactSize", integer */
    SELFPROF_KIND_QUERY_CACHE_HIT_COUNT = 7,      /* "QueryCacheHitCount", integer */
    SELFPROF_KIND_BUILTIN_COUNT = 8,
    SELFPROF_KIND_MAX = 64 /* kinds per profiler, builtin included */
};

/* Event groups (the filter), with rustc's -Zself-profile-events names. */
#define SELFPROF_GROUP_GENERIC_ACTIVITY (1ull << 0)       /* "generic-activity" */
#define SELFPROF_GROUP_QUERY_PROVIDER (1ull << 1)         /* "query-provider" */
#define SELFPROF_GROUP_QUERY_CACHE_HIT (1ull << 2)        /* "query-cache-hit" */
#define SELFPROF_GROUP_QUERY_BLOCKED (1ull << 3)          /* "query-blocked" */
#define SELFPROF_GROUP_INCR_CACHE_LOAD (1ull << 4)        /* "incr-cache-load" */
#define SELFPROF_GROUP_QUERY_KEYS (1ull << 5)             /* "query-keys" */
#define SELFPROF_GROUP_FUNCTION_ARGS (1ull << 6)          /* "function-args" */
#define SELFPROF_GROUP_LLVM (1ull << 7)                   /* "llvm" */
#define SELFPROF_GROUP_INCR_RESULT_HASHING (1ull << 8)    /* "incr-result-hashing" */
#define SELFPROF_GROUP_ARTIFACT_SIZES (1ull << 9)         /* "artifact-sizes" */
#define SELFPROF_GROUP_QUERY_CACHE_HIT_COUNT (1ull << 10) /* "query-cache-hit-count" */
/* "args" = query-keys + function-args */
#define SELFPROF_GROUP_ARGS (SELFPROF_GROUP_QUERY_KEYS | SELFPROF_GROUP_FUNCTION_ARGS)
/* "default", as in rustc */
#define SELFPROF_GROUP_DEFAULT                                                                     \
    (SELFPROF_GROUP_GENERIC_ACTIVITY | SELFPROF_GROUP_QUERY_PROVIDER |                             \
     SELFPROF_GROUP_QUERY_BLOCKED | SELFPROF_GROUP_INCR_CACHE_LOAD |                               \
     SELFPROF_GROUP_INCR_RESULT_HASHING | SELFPROF_GROUP_ARTIFACT_SIZES |                          \
     SELFPROF_GROUP_QUERY_CACHE_HIT_COUNT)
/* User group i (0 .. SELFPROF_MAX_USER_GROUPS-1), named in selfprof_options. */
#define SELFPROF_MAX_USER_GROUPS 32
#define SELFPROF_GROUP_USER(i) (1ull << (16 + (i)))

/* Options of a profiler.  Zero-initialize (or call selfprof_options_init)
 * and set what you need.  Every NULL string field is taken from its
 * environment variable, and failing that from the default:
 *
 *   field       variable          default
 *   output_dir  SELFPROF_DIR      "."
 *   name        SELFPROF_NAME     the program's short name (argv[0] basename)
 *   events      SELFPROF_EVENTS   "default"
 *   counter     SELFPROF_COUNTER  "wall-time"
 *   clock       SELFPROF_CLOCK    "auto"
 *   writer      SELFPROF_WRITER   "inline"
 *
 * A field set by the program wins over the environment.  With
 * SELFPROF_OPT_NO_ENV the environment is not read at all. */
typedef struct selfprof_options {
    const char *output_dir; /* directory of the profile; must exist */
    const char *name;       /* file name prefix, e.g. the crate name; no '/' */
    const char *events;     /* comma-separated group names: "default,args", "all", "none" */
    const char *counter;    /* "wall-time" or "instructions:u" */
    const char *clock;      /* wall-time source: "auto", "tsc" or "monotonic" */
    /* NULL-terminated names of user event groups (bit SELFPROF_GROUP_USER(i)
     * for the i-th name); the events string may then name them.  "all"
     * enables every user group; "default" enables those whose bit i is clear
     * in user_groups_not_default. */
    const char *const *user_groups;
    uint32_t user_groups_not_default;
    /* Command line for the metadata ("cmd"); when argv is NULL it is read
     * from /proc/self/cmdline. */
    int argc;
    char *const *argv;
    unsigned flags; /* SELFPROF_OPT_* */
    /* For writers of recorded data (importers), all optional: the exact
     * file path instead of <output_dir>/<name>-<pid>.mm_profdata (the
     * directory must exist; output_dir and name are then unused); and the
     * metadata's "start_time" (ns since the Unix epoch; 0 = now) and
     * "process_id" (0 = getpid()). */
    const char *path;
    uint64_t start_time;
    uint32_t process_id;
    /* Who writes full pages: "inline" (the recording thread, synchronously:
     * ~8-9 ns per event on the reference machine, ext4) or
     * "thread" (a writer thread of the profiler, started on the first full
     * page; the recording thread queues the page and goes on with a spare
     * one).  "thread" only helps where a core is idle: at most 4 pages
     * (1 MiB) are queued or spare, and when the queue is full the recording
     * thread writes its page itself (after its own queued ones, so a
     * thread's pages stay in order).  Pages still queued are written by
     * selfprof_profiler_flush and close, but lost on SIGKILL.  The file and
     * every other guarantee are the same in both modes. */
    const char *writer;
} selfprof_options;

#define SELFPROF_OPT_NO_ENV 1u    /* ignore the SELFPROF_* environment variables */
#define SELFPROF_OPT_NO_ATEXIT 2u /* do not close the profiler at exit() */

/* Sets every field of *opts to zero / NULL (all defaults). */
SELFPROF_API void selfprof_options_init(selfprof_options *opts);

/* Creates a profiler and its file.  `opts` may be NULL (all defaults, from
 * the environment).  The file is created (truncated if it exists) and
 * immediately holds a valid, empty profile: the file header, the three
 * stream headers, the metadata string (at string-data address 8, index
 * entry (100000001, 8)) and the names of the eight predefined kinds.
 * Unless SELFPROF_OPT_NO_ATEXIT is given, the profiler is closed by exit()
 * if the program has not closed it.
 * Returns SELFPROF_OK and stores the profiler in *out (caller owns it and
 * releases it with selfprof_profiler_close).  Errors, with a message in
 * `err` (may be NULL) and *out set to NULL:
 *   SELFPROF_E_INVALID     unknown event group, counter, clock or writer name, bad
 *                          profile name, bad or duplicate user group name, `out`
 *                          NULL, or the path is already being written by another
 *                          profiler of this process;
 *   SELFPROF_E_RANGE       more than SELFPROF_MAX_USER_GROUPS user groups;
 *   SELFPROF_E_UNSUPPORTED counter or clock not available here (the message
 *                          says why, e.g. "no hardware counters");
 *   SELFPROF_E_IO          the file cannot be created or written;
 *   SELFPROF_E_ABI         the caller's headers describe another ABI version
 *                          or another size of selfprof_options (rebuild it);
 *   SELFPROF_E_NOMEM.
 * Thread-safe (any thread, several profilers may coexist). */
SELFPROF_API int selfprof_profiler_create_abi(unsigned abi_version, size_t options_size,
                                              const selfprof_options *opts, selfprof_profiler **out,
                                              selfprof_error *err);
/* The call a program makes: it passes the ABI version and options size of
 * the headers it was compiled with (as zlib's deflateInit passes
 * ZLIB_VERSION and sizeof(z_stream)), so a program run against a library of
 * another ABI gets SELFPROF_E_ABI instead of misread options. */
#define selfprof_profiler_create(opts, out, err)                                                   \
    selfprof_profiler_create_abi(SELFPROF_ABI_VERSION, sizeof(selfprof_options), (opts), (out),    \
                                 (err))

/* An always-disabled profiler: every record is filtered out, every intern
 * returns SELFPROF_INVALID_STRING_ID, close does nothing.  Lets call sites
 * avoid NULL checks when profiling is off.  Static; never fails. */
SELFPROF_API selfprof_profiler *selfprof_profiler_disabled(void);

/* Writes every full page still queued for the writer thread (any
 * thread's), the calling thread's partly filled page, the pending records
 * of selfprof_record_raw_interval and all buffered strings and index
 * entries to the file (other threads' partly filled pages are written when
 * they fill, when the thread exits, and at close).  Afterwards everything
 * the calling thread recorded, and every page queued for the writer thread
 * before the call, is on disk (handed to the kernel: in the page cache; no
 * fsync); a full page that another thread is writing itself at that moment
 * (writer "inline") may still be in flight.
 * Returns SELFPROF_OK, or SELFPROF_E_DISABLED if the profiler disabled
 * itself after an error (or is the disabled profiler).  Thread-safe. */
SELFPROF_API int selfprof_profiler_flush(selfprof_profiler *p);

/* Writes every queued page and every thread's pending page, the strings
 * and the index, stops the writer thread, closes the file and frees the
 * profiler.  No other thread may record into `p` during or after the call
 * (join your worker threads first; threads that already exited wrote their
 * pages at exit).  NULL and the disabled profiler are
 * no-ops.  Returns SELFPROF_OK, or the error that disabled the profiler
 * (SELFPROF_E_IO with the message in `err`, may be NULL); `p` is freed in
 * every case.  Safe after the at-exit close. */
SELFPROF_API int selfprof_profiler_close(selfprof_profiler *p, selfprof_error *err);

/* Path of the profile file; owned by `p`; "" for the disabled profiler. */
SELFPROF_API const char *selfprof_profiler_path(const selfprof_profiler *p);

/* Name of what the timestamps measure: "wall-time" or "instructions:u"
 * (as written in the metadata); and the wall-time source: "tsc",
 * "monotonic" or "perf" (for counters).  Static strings. */
SELFPROF_API const char *selfprof_profiler_counter(const selfprof_profiler *p);
SELFPROF_API const char *selfprof_profiler_clock(const selfprof_profiler *p);

/* The page writer in use: "inline" or "thread" (static strings). */
SELFPROF_API const char *selfprof_profiler_writer(const selfprof_profiler *p);

/* SELFPROF_OK while recording works, SELFPROF_E_DISABLED once the profiler
 * disabled itself (write error, fork child, closed at exit).  Thread-safe. */
SELFPROF_API int selfprof_profiler_status(const selfprof_profiler *p);

/* The enabled event groups (SELFPROF_GROUP_* bits); 0 when disabled. */
SELFPROF_API uint64_t selfprof_profiler_groups(const selfprof_profiler *p);

/* Stores in *group the bit of the group called `name` ("query-keys", or a
 * user group), or the union for "all", "default", "args", 0 for "none".
 * Returns SELFPROF_OK or SELFPROF_E_INVALID for an unknown name. */
SELFPROF_API int selfprof_group_lookup(const selfprof_profiler *p, const char *name,
                                       uint64_t *group);

/* Registers a user event kind called `name` (e.g. "LLVM Pass") recorded
 * when any of `groups` is enabled, and stores its number in *kind.
 * Registering an existing name returns the existing kind (builtin ones
 * included).  Returns SELFPROF_OK, SELFPROF_E_RANGE when all 64 kinds are
 * taken, SELFPROF_E_INVALID for NULL arguments, SELFPROF_E_NOMEM (the name
 * could not be interned), SELFPROF_E_DISABLED.  Thread-safe. */
SELFPROF_API int selfprof_kind_register(selfprof_profiler *p, const char *name, uint64_t groups,
                                        selfprof_kind *kind);

/* String id of the name of `kind`, or SELFPROF_INVALID_STRING_ID. */
SELFPROF_API selfprof_string_id selfprof_kind_string(const selfprof_profiler *p,
                                                     selfprof_kind kind);

/* Interns `len` bytes of UTF-8 text: returns the id of a string with that
 * content, written to the string table on first use and reused afterwards.
 * The text is copied.  Bytes 0xFE and 0xFF (never valid in UTF-8, reserved
 * by the format) are stored as U+FFFD.  Returns SELFPROF_INVALID_STRING_ID
 * when disabled or out of memory.  Thread-safe (takes the string mutex). */
SELFPROF_API selfprof_string_id selfprof_intern(selfprof_profiler *p, const char *text, size_t len);

/* selfprof_intern of a NUL-terminated string. */
SELFPROF_API selfprof_string_id selfprof_intern_cstr(selfprof_profiler *p, const char *text);

/* Like selfprof_intern, but always writes a new string (no lookup, nothing
 * remembered): for texts used once, such as query keys. */
SELFPROF_API selfprof_string_id selfprof_string_alloc(selfprof_profiler *p, const char *text,
                                                      size_t len);

/* One component of a composed string: `len` bytes of `text`, or, when
 * `text` is NULL, a reference to string id `ref` (regular or virtual). */
typedef struct selfprof_component {
    const char *text;
    size_t len;
    selfprof_string_id ref;
} selfprof_component;

/* Interns the concatenation of `n` components (references are stored as
 * references, so a def-path "parent::name" costs a few bytes).  Returns the
 * string id, or SELFPROF_INVALID_STRING_ID (disabled, out of memory, n==0).
 * Thread-safe. */
SELFPROF_API selfprof_string_id selfprof_intern_components(selfprof_profiler *p,
                                                           const selfprof_component *c, size_t n);

/* Event id with arguments, as rustc builds it: the interned string
 * ref(label) 0x1E ref(args[0]) 0x1E ref(args[1]) ...  With nargs == 0
 * returns `label` itself.  Readers show the label and the arguments
 * separately; an argument must not be empty nor contain 0x1E or control
 * characters, or readers drop it.  Thread-safe. */
SELFPROF_API selfprof_string_id selfprof_event_id(selfprof_profiler *p, selfprof_string_id label,
                                                  const selfprof_string_id *args, size_t nargs);

/* Maps virtual id `virtual_id` (0 ..= SELFPROF_MAX_VIRTUAL_ID) to the
 * content of the regular string `target`, by writing an index entry.  Events
 * may use the virtual id before or after the mapping; the last mapping of an
 * id wins.  Returns SELFPROF_OK, SELFPROF_E_RANGE (id too large),
 * SELFPROF_E_INVALID (target not a regular id), SELFPROF_E_DISABLED.
 * Thread-safe. */
SELFPROF_API int selfprof_map_virtual_id(selfprof_profiler *p, uint64_t virtual_id,
                                         selfprof_string_id target);

/* Maps the `n` virtual ids in `ids` to `target` in one bulk write (rustc's
 * "all invocations of this query" mapping).  Validates every id first: on
 * error nothing is written.  Same returns as selfprof_map_virtual_id. */
SELFPROF_API int selfprof_map_virtual_ids(selfprof_profiler *p, const uint64_t *ids, size_t n,
                                          selfprof_string_id target);

/* The calling thread's id in the records it writes: assigned on first use
 * from a process-wide counter starting at 1, stable for the thread's life. */
SELFPROF_API uint32_t selfprof_thread_id(void);

/* Gives the calling thread the id `id` for the events it records from now
 * on (e.g. to reproduce rustc's numbering); events it recorded before keep
 * the id they were recorded with (the id is part of each record as it is
 * written into the page).  Thread-safe (affects only the calling thread). */
SELFPROF_API void selfprof_set_thread_id(uint32_t id);

/* Records an interval with explicit values, for programs that write events
 * recorded elsewhere (e.g. an importer of another tool's trace): `start` and
 * `end` are in the file's unit (ns since the metadata start_time for wall
 * time) and are written as given, `thread_id` is the thread id stored in the
 * record.  Unless `kind` is filtered out, the record is appended to a
 * profiler-wide page, separate from the calling thread's page; records of
 * this call keep their call order in the file (readers infer nesting from
 * it: per thread, non-decreasing end, parents after their children).
 * Values above 2^48-3 are stored as 2^48-3.  Takes a mutex; not for the hot
 * path (the inline functions above are untouched by it).  Returns
 * SELFPROF_OK (also when filtered out), SELFPROF_E_INVALID (start > end, bad
 * kind, NULL profiler), SELFPROF_E_DISABLED, SELFPROF_E_NOMEM (no page
 * buffer), SELFPROF_E_IO (the page write failed; the profiler disabled
 * itself).  The page is written when full, by
 * selfprof_profiler_flush and by close.  Thread-safe. */
SELFPROF_API int selfprof_record_raw_interval(selfprof_profiler *p, selfprof_kind kind,
                                              selfprof_string_id id, uint32_t thread_id,
                                              uint64_t start, uint64_t end);

/* Repairs a profile whose writer was killed: truncates the file at the end
 * of its longest prefix of complete, well-formed pages (a page cut short by
 * the kill, or a run of zeros where a page header should be, and
 * everything after it, is dropped).  The truncation also frees the blocks
 * the writer had allocated past the end of the file (on ext4, up to 16 MiB),
 * even when nothing is cut.  Stores the new size in *kept (may be NULL).  Returns SELFPROF_OK (also when nothing had to be cut),
 * SELFPROF_E_FORMAT when the file header is not an .mm_profdata header,
 * SELFPROF_E_IO.  Do not run it on a file that is still being written. */
SELFPROF_API int selfprof_recover_file(const char *path, uint64_t *kept, selfprof_error *err);

/* ---- Recording: static inline hot path ------------------------------- */

/* Not API: what the inline functions below need to see of a profiler and
 * of the calling thread.  The first member of every selfprof_profiler. */
struct selfprof__hot {
    uint64_t kind_mask; /* bit k: kind k is recorded; 0 when disabled */
    uint64_t groups;    /* enabled SELFPROF_GROUP_* bits; 0 when disabled */
    uint64_t serial;    /* unique per profiler, never 0 */
    uint32_t clock;     /* SELFPROF__CLOCK_* */
    uint32_t reserved;
    /* A raw clock reading r is stored as ((r - base) * mult) >> 32: the
     * file's unit (ns, or instructions) since the profiler started; mult
     * is 32.32 fixed point (2^32 for sources that count in that unit). */
    uint64_t base;
    uint64_t mult;
    /* String id of the name of kind k, the first field of its records;
     * set (atomically) before kind k can be enabled, never changed. */
    uint64_t kind_ids[SELFPROF_KIND_MAX];
};
/* A record in a thread's page buffer, already in the file layout: the four
 * little-endian 64-bit words of a v9 event record (docs/format.md). */
struct selfprof__rec {
    uint64_t w[4];
};
struct selfprof__tls {
    uint64_t serial; /* profiler the page belongs to; 0 = none */
    struct selfprof__rec *pos, *end;
    uint64_t tid; /* the thread id stored in the records (low 32 bits) */
};
enum { SELFPROF__CLOCK_TSC = 0, SELFPROF__CLOCK_MONOTONIC = 1, SELFPROF__CLOCK_COUNTER = 2 };

extern SELFPROF_API __thread struct selfprof__tls selfprof__tls
    __attribute__((tls_model("initial-exec")));
/* Appends the record w0..w3 (w2 without the thread id) to the calling
 * thread's page when the inline path cannot: first event of the thread,
 * page full, another profiler. */
SELFPROF_API void selfprof__record_slow(selfprof_profiler *p, uint64_t w0, uint64_t w1, uint64_t w2,
                                        uint64_t w3);
/* Reads the monotonic clock or the counter (the non-TSC sources). */
SELFPROF_API uint64_t selfprof__now_slow(const selfprof_profiler *p);

#define SELFPROF__HOT(p) ((const struct selfprof__hot *)(const void *)(p))
#define SELFPROF__LIKELY(x) __builtin_expect(!!(x), 1)
#define SELFPROF__UNLIKELY(x) __builtin_expect(!!(x), 0)
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define SELFPROF__LE64(x) __builtin_bswap64(x)
#else
#define SELFPROF__LE64(x) (x)
#endif
/* The format's value limits (docs/format.md, "Events"). */
#define SELFPROF__MAX_SINGLE 0xFFFFFFFFFFFFull   /* instant time, integer value */
#define SELFPROF__MAX_INTERVAL 0xFFFFFFFFFFFDull /* interval end */
#define SELFPROF__INSTANT_MARK 0xFFFFFFFFFFFFull /* value2 of an instant */
#define SELFPROF__INTEGER_MARK 0xFFFFFFFFFFFEull /* value2 of an integer */

static inline uint64_t selfprof__now(const selfprof_profiler *p)
{
#if defined(__x86_64__) || defined(__i386__)
    if (SELFPROF__LIKELY(SELFPROF__HOT(p)->clock == SELFPROF__CLOCK_TSC))
        return __builtin_ia32_rdtsc();
#endif
    return selfprof__now_slow(p);
}

/* Raw clock reading -> the value stored in the file (a reading before the
 * start, as a TSC of another core may give, counts as the start). */
static inline uint64_t selfprof__value(const selfprof_profiler *p, uint64_t raw)
{
    const struct selfprof__hot *h = SELFPROF__HOT(p);
    uint64_t d = raw - h->base;
    if ((int64_t)d < 0)
        d = 0;
#ifdef __SIZEOF_INT128__
    return (uint64_t)(((unsigned __int128)d * h->mult) >> 32);
#else
    return (d >> 32) * h->mult + (((d & 0xFFFFFFFFu) * (h->mult & 0xFFFFFFFFu)) >> 32) +
           (d & 0xFFFFFFFFu) * (h->mult >> 32);
#endif
}

static inline int selfprof__kind_on(const selfprof_profiler *p, selfprof_kind kind)
{
    return (int)((__atomic_load_n(&SELFPROF__HOT(p)->kind_mask, __ATOMIC_RELAXED) >> (kind & 63)) &
                 1);
}

/* Records the event of `kind` with values v1, v2 (at most 48 bits each,
 * already converted) as one file record: the kind's name id, the event id,
 * then thread id, v1 and v2 packed as the format has it (low 32 bits of v1
 * and of v2, then their high 16 bits in one 32-bit word). */
static inline void selfprof__record(selfprof_profiler *p, selfprof_kind kind, uint64_t id,
                                    uint64_t v1, uint64_t v2)
{
    uint64_t w0 = __atomic_load_n(&SELFPROF__HOT(p)->kind_ids[kind & 63], __ATOMIC_RELAXED);
    uint64_t w2 = (v1 & 0xFFFFFFFFu) << 32;
    uint64_t w3 = (v2 & 0xFFFFFFFFu) | ((v1 >> 32) << 16 | (v2 >> 32)) << 32;
    struct selfprof__tls *t = &selfprof__tls;
    struct selfprof__rec *r = t->pos;
    if (SELFPROF__LIKELY(t->serial == SELFPROF__HOT(p)->serial && r != t->end)) {
        r->w[0] = SELFPROF__LE64(w0);
        r->w[1] = SELFPROF__LE64(id);
        r->w[2] = SELFPROF__LE64(w2 | t->tid);
        r->w[3] = SELFPROF__LE64(w3);
        t->pos = r + 1;
    } else {
        selfprof__record_slow(p, w0, id, w2, w3);
    }
}

/* Returns 1 if events of any of `groups` are recorded (e.g. test
 * SELFPROF_GROUP_QUERY_KEYS before building an event id with a key).
 * One load; thread-safe. */
static inline int selfprof_group_enabled(const selfprof_profiler *p, uint64_t groups)
{
    return (__atomic_load_n(&SELFPROF__HOT(p)->groups, __ATOMIC_RELAXED) & groups) != 0;
}

/* Returns 1 if events of `kind` are recorded. One load; thread-safe. */
static inline int selfprof_kind_enabled(const selfprof_profiler *p, selfprof_kind kind)
{
    return selfprof__kind_on(p, kind);
}

/* Starts an interval of `kind`: returns the current clock reading, or
 * SELFPROF_TIMER_OFF (no clock read) when `kind` is filtered out.  Never
 * fails, never blocks.  Pass the result to selfprof_interval_end on the
 * same thread. */
static inline selfprof_timer selfprof_interval_begin(const selfprof_profiler *p, selfprof_kind kind)
{
    if (!selfprof__kind_on(p, kind))
        return SELFPROF_TIMER_OFF;
    return selfprof__now(p);
}

/* Ends the interval `timer` (from selfprof_interval_begin with the same
 * kind, on the same thread) and records it with event id `id` (known only
 * now, like a query's invocation id, if need be).  Does nothing for
 * SELFPROF_TIMER_OFF.  No lock, syscall or allocation except once per
 * 8192 events of the thread (the page write or hand-over) and on the
 * thread's first event into this profiler (the thread's 256 KiB page
 * buffer is allocated on its very first event, and attached to the
 * profiler under a global lock).  Never fails: when the buffer cannot be
 * allocated, the event is dropped. */
static inline void selfprof_interval_end(selfprof_profiler *p, selfprof_kind kind,
                                         selfprof_string_id id, selfprof_timer timer)
{
    if (timer == SELFPROF_TIMER_OFF)
        return;
    uint64_t end = selfprof__value(p, selfprof__now(p));
    uint64_t start = selfprof__value(p, timer);
    if (SELFPROF__UNLIKELY(end > SELFPROF__MAX_INTERVAL))
        end = SELFPROF__MAX_INTERVAL;
    if (SELFPROF__UNLIKELY(start > end))
        start = end;
    selfprof__record(p, kind, id, start, end);
}

/* Records an instant event of `kind` now (e.g. SELFPROF_KIND_QUERY_CACHE_HIT),
 * unless `kind` is filtered out. */
static inline void selfprof_instant(selfprof_profiler *p, selfprof_kind kind, selfprof_string_id id)
{
    if (!selfprof__kind_on(p, kind))
        return;
    uint64_t at = selfprof__value(p, selfprof__now(p));
    if (SELFPROF__UNLIKELY(at > SELFPROF__MAX_SINGLE))
        at = SELFPROF__MAX_SINGLE;
    selfprof__record(p, kind, id, at, SELFPROF__INSTANT_MARK);
}

/* Records an integer event of `kind` (e.g. SELFPROF_KIND_ARTIFACT_SIZE with a
 * byte count, SELFPROF_KIND_QUERY_CACHE_HIT_COUNT with a hit count), unless
 * filtered out.  Values above 2^48-1 are stored as 2^48-1. */
static inline void selfprof_integer(selfprof_profiler *p, selfprof_kind kind, selfprof_string_id id,
                                    uint64_t value)
{
    if (!selfprof__kind_on(p, kind))
        return;
    if (SELFPROF__UNLIKELY(value > SELFPROF__MAX_SINGLE))
        value = SELFPROF__MAX_SINGLE;
    selfprof__record(p, kind, id, value, SELFPROF__INTEGER_MARK);
}

/* Scoped timer: records an interval from the declaration to the end of the
 * enclosing block, however it is left (return, break, goto):
 *
 *     { SELFPROF_SCOPE(prof, SELFPROF_KIND_GENERIC_ACTIVITY, id); ...work... }
 *
 * SELFPROF_SCOPE_VAR names the variable so the block can change the event
 * id before it ends (`var.id = invocation_id;`).  GCC and clang only (it
 * uses __attribute__((cleanup))); elsewhere use interval_begin/end. */
typedef struct selfprof_scope {
    selfprof_profiler *p;
    selfprof_kind kind;
    selfprof_string_id id;
    selfprof_timer timer;
} selfprof_scope;

static inline void selfprof_scope_end(selfprof_scope *s)
{
    selfprof_interval_end(s->p, s->kind, s->id, s->timer);
}

#define SELFPROF_SCOPE_VAR(var, prof, kind_, id_)                                                  \
    __attribute__((cleanup(selfprof_scope_end), unused))                                           \
    selfprof_scope var = {(prof), (kind_), (id_), selfprof_interval_begin((prof), (kind_))}
#define SELFPROF__CAT2(a, b) a##b
#define SELFPROF__CAT(a, b) SELFPROF__CAT2(a, b)
#define SELFPROF_SCOPE(prof, kind_, id_)                                                           \
    SELFPROF_SCOPE_VAR(SELFPROF__CAT(selfprof__scope_, __LINE__), prof, kind_, id_)

#ifdef __cplusplus
}
#endif
#endif
