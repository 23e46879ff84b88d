/* selfprof/profile.h — reading .mm_profdata files (format v9 and v8).
 *
 * A profile is opened with mmap; the event stream is never copied.  Events
 * are read by index or with a cursor, forwards or backwards.  String ids are
 * resolved on demand and the distinct texts that labels and kinds resolve to
 * are interned into small dense "name" numbers, so an analysis can key its
 * tables by an integer instead of by text.
 *
 * Thread safety: a selfprof_profile caches resolved strings, so one profile
 * must be used by one thread at a time.  Different profiles are independent.
 */
#ifndef SELFPROF_PROFILE_H
#define SELFPROF_PROFILE_H

#include "selfprof/common.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct selfprof_profile selfprof_profile;

typedef enum selfprof_record_type {
    SELFPROF_INTERVAL = 0, /* start..end */
    SELFPROF_INSTANT = 1,  /* one timestamp */
    SELFPROF_INTEGER = 2,  /* a count (cache hits, artifact size), not a time */
} selfprof_record_type;

/* One decoded event record. */
typedef struct selfprof_event {
    uint64_t kind_id;   /* string id of the kind name ("Query", ...) */
    uint64_t event_id;  /* string id of label [0x1E argument]... */
    uint32_t thread_id; /* producer's small thread number, not an OS tid */
    uint32_t type;      /* selfprof_record_type */
    uint64_t start;     /* interval start, or instant timestamp; 0 for integers */
    uint64_t end;       /* interval end; == start for instants; 0 for integers */
    uint64_t value;     /* integer value; 0 for intervals and instants */
} selfprof_event;

/* The metadata string of a profile, decoded leniently (it may contain
 * measureme's invalid-JSON escapes \' and \u{..}). Strings are NUL
 * terminated and owned by the profile. */
typedef struct selfprof_metadata {
    uint64_t start_time; /* ns since the Unix epoch at profiler creation */
    uint32_t process_id;
    const char *cmd;     /* command line, "" when absent */
    const char *counter; /* "wall-time" (the default when absent), "instructions:u", ... */
    const char *unit;    /* smallest unit of the counter: "ns" or "instructions" */
    const char *raw;     /* the metadata string exactly as stored */
} selfprof_metadata;

/* Position of a cursor over the events of one profile. Treat as opaque;
 * it lives on the caller's stack and needs no cleanup. */
typedef struct selfprof_cursor {
    const selfprof_profile *profile;
    uint64_t next;      /* index of the next event to return */
    uint64_t remaining; /* events left to return */
    unsigned flags;     /* SELFPROF_CURSOR_* */
    size_t segment;     /* hint: segment of the last access */
} selfprof_cursor;

/* Opens and validates the profile at `path`: the container, the three
 * streams, their headers and sizes, the string index, and the metadata.
 * On success stores a new profile in *out and returns SELFPROF_OK; the caller
 * closes it with selfprof_profile_close. On failure returns a negative status,
 * fills `err` (may be NULL) and leaves *out NULL. */
SELFPROF_API int selfprof_profile_open(const char *path, selfprof_profile **out,
                                       selfprof_error *err);

/* Like selfprof_profile_open, on `size` bytes at `data` that the caller keeps
 * alive and unchanged until the profile is closed (used by fuzzers and tests). */
SELFPROF_API int selfprof_profile_open_memory(const void *data, size_t size, selfprof_profile **out,
                                              selfprof_error *err);

/* Flags of the _flags variants of the open functions. */
#define SELFPROF_OPEN_CUT_OK                                                                       \
    1u /* accept a file cut short, as a writer killed in
                                   the middle of a page leaves it: read the
                                   complete pages before the cut (see
                                   selfprof_profile_cut) instead of failing */

/* Like selfprof_profile_open (flags 0), and selfprof_profile_open_memory. With
 * SELFPROF_OPEN_CUT_OK, a last page whose header or contents run past the end
 * of the file is ignored, and so are a partial event record or index entry
 * at the end of its stream; string ids whose text lies beyond the string
 * data read as "<unknown>" (their page was never written); index entries
 * pointing there are dropped.  Everything before the cut is validated as
 * usual: a bad tag, an empty page or a bad reference is still an error. */
SELFPROF_API int selfprof_profile_open_flags(const char *path, unsigned flags,
                                             selfprof_profile **out, selfprof_error *err);
SELFPROF_API int selfprof_profile_open_memory_flags(const void *data, size_t size, unsigned flags,
                                                    selfprof_profile **out, selfprof_error *err);

/* How much of the file a SELFPROF_OPEN_CUT_OK open ignored: returns the
 * number of bytes left unread at the end of the file (0 for a whole file)
 * and, when `at` is not NULL, stores in *at the offset where they start
 * (the end of the last complete page). */
SELFPROF_API uint64_t selfprof_profile_cut(const selfprof_profile *p, uint64_t *at);

/* Releases a profile and everything it returned. NULL is a no-op. */
SELFPROF_API void selfprof_profile_close(selfprof_profile *p);

/* Format version of the file: 8 or 9. */
SELFPROF_API uint32_t selfprof_profile_version(const selfprof_profile *p);

/* The decoded metadata; owned by the profile. */
SELFPROF_API const selfprof_metadata *selfprof_profile_metadata(const selfprof_profile *p);

/* Number of event records. */
SELFPROF_API uint64_t selfprof_profile_event_count(const selfprof_profile *p);

/* Decodes event `index` (0-based, file order) into *out. Returns
 * SELFPROF_OK, SELFPROF_E_RANGE when index >= the event count, or
 * SELFPROF_E_FORMAT when the record is an interval that ends before it
 * starts (*out is filled all the same). */
SELFPROF_API int selfprof_profile_event(const selfprof_profile *p, uint64_t index,
                                        selfprof_event *out);

/* Byte offset in the file of event `index`'s first byte, for messages. */
SELFPROF_API int64_t selfprof_profile_event_offset(const selfprof_profile *p, uint64_t index);

/* Cursor flags. */
#define SELFPROF_CURSOR_BACKWARDS 1u /* from the last event to the first */
#define SELFPROF_CURSOR_ONCE                                                                       \
    2u /* each event is read once: the file pages the
                                        cursor has passed are released, so memory
                                        stays flat on huge files (re-reading them
                                        is still correct, only slower) */

/* Starts a cursor over all events, in file order unless `flags` has
 * SELFPROF_CURSOR_BACKWARDS. */
SELFPROF_API void selfprof_cursor_init(selfprof_cursor *c, const selfprof_profile *p,
                                       unsigned flags);

/* Decodes the next event into *out and returns 1, or returns 0 at the end,
 * or SELFPROF_E_FORMAT (negative) when that record is an interval that ends
 * before it starts (*out is filled, and the cursor has moved past it).
 * The index of the returned event is available as c->next before the call
 * (forwards) or c->next + 1 after it (backwards); prefer selfprof_cursor_index. */
SELFPROF_API int selfprof_cursor_next(selfprof_cursor *c, selfprof_event *out);

/* The most events one selfprof_cursor_next_batch call returns. */
#define SELFPROF_CURSOR_BATCH_MAX 65536u

/* Like selfprof_cursor_next for up to `n` events at once (at most
 * SELFPROF_CURSOR_BATCH_MAX), without a call per event: decodes them into
 * out[0..k) in cursor order and returns k, 0 at the end. A record that is an
 * interval ending before it starts ends the batch before it; the next call
 * returns SELFPROF_E_FORMAT for it alone (out[0] filled, the cursor moved
 * past it). After a call returning k > 0, selfprof_cursor_index gives the
 * index of out[k - 1]; that of out[i] is k - 1 - i more (backwards) or less
 * (forwards). The events are the same as n calls of selfprof_cursor_next. */
SELFPROF_API int selfprof_cursor_next_batch(selfprof_cursor *c, selfprof_event *out, size_t n);

/* Index of the event the last successful selfprof_cursor_next (or the last
 * event of the last successful selfprof_cursor_next_batch) returned. */
SELFPROF_API uint64_t selfprof_cursor_index(const selfprof_cursor *c);

/* Resolves string id `id` to its full text (label and arguments separated by
 * 0x1E). Ids that are never mapped, and the invalid id, give "<unknown>".
 * *text points into a buffer owned by the profile, valid until the next call
 * on the same profile of this function, of selfprof_profile_label, _key or
 * _kind (which resolve texts into the same buffer on a cache miss), or of
 * anything that reads names through them (the summary, stacks and coverage
 * functions); it is NUL terminated and *len (may be NULL) is its length. Returns SELFPROF_E_STRING for a bad address, a
 * missing terminator, a reference cycle or nesting deeper than
 * SELFPROF_MAX_STRING_DEPTH, with the byte offset in `err`. */
SELFPROF_API int selfprof_profile_string(selfprof_profile *p, uint64_t id, const char **text,
                                         size_t *len, selfprof_error *err);

#define SELFPROF_MAX_STRING_DEPTH 10000        /* nested references */
#define SELFPROF_MAX_STRING_LENGTH (64u << 20) /* resolved text, bytes */

/* Interned names. Every text the label/kind/key functions return is stored
 * once per profile and numbered densely from 0; texts are NUL terminated and
 * owned by the profile. */

/* Stores in *name the name number of the *label* of event id `event_id`: its
 * text up to the first 0x1E. Like measureme, a label that is empty or holds
 * a control character becomes "<parse error>". Cached per id. */
SELFPROF_API int selfprof_profile_label(selfprof_profile *p, uint64_t event_id, uint32_t *name,
                                        selfprof_error *err);

/* Stores in *name the name number of the whole text of `event_id`: the label
 * and the accepted arguments, each preceded by 0x1E (the --by-arg key). */
SELFPROF_API int selfprof_profile_key(selfprof_profile *p, uint64_t event_id, uint32_t *name,
                                      selfprof_error *err);

/* The stored shape of event id `event_id`, for callers that cache per
 * label and argument string: if it is a reference to a string followed, for
 * each argument, by 0x1E and a reference to another string (what rustc
 * writes; without arguments just the reference), stores the referenced
 * string ids (the label's first) in refs[0..max) and returns their number
 * (at least 1); otherwise, or with more than `max`, returns 0. Only the stored bytes are looked at: the pieces are the label
 * and the arguments (as selfprof_split_event_id would cut the whole text)
 * exactly when each referenced text is accepted whole by
 * selfprof_split_event_id, i.e. it gives that text as the label and no
 * arguments. */
SELFPROF_API size_t selfprof_profile_event_refs(selfprof_profile *p, uint64_t event_id,
                                                uint64_t *refs, size_t max);

/* A hint that the string of `event_id` will be read soon: asks the CPU to
 * fetch its first bytes into the cache, and does nothing else (no result
 * changes, never fails). Why: rustc's query event ids point at strings in
 * no address order, so a walk that resolves each event's string missed the
 * cache on nearly every one; calling this a few events ahead hides that. */
SELFPROF_API void selfprof_profile_prefetch(selfprof_profile *p, uint64_t event_id);

/* A hint that the caller will read strings from all over the file (an
 * export that resolves every event's label and arguments): reads the whole
 * string data into memory at once, and keeps it there until the profile is
 * closed (a cursor with SELFPROF_CURSOR_ONCE still releases the event pages
 * it has passed). Why: touched one page at a time, each page of the
 * mapping was a page fault, a sixth of `chrome` on a virtual machine.
 * Costs the string data's size in resident memory; no result changes,
 * never fails, no-op for a profile opened from memory. */
SELFPROF_API void selfprof_profile_preload_strings(selfprof_profile *p);

/* Stores in *name the name number of kind string `kind_id` (used whole). */
SELFPROF_API int selfprof_profile_kind(selfprof_profile *p, uint64_t kind_id, uint32_t *name,
                                       selfprof_error *err);

/* Text of name number `name` (NULL if out of range); *len may be NULL. */
SELFPROF_API const char *selfprof_profile_name(const selfprof_profile *p, uint32_t name,
                                               size_t *len);

/* Number of distinct names interned so far. */
SELFPROF_API uint32_t selfprof_profile_name_count(const selfprof_profile *p);

/* Splits an event-id text into label and arguments with measureme's rules
 * (see selfprof_profile_label). Stores up to `max_args` (pointer, length)
 * pairs of arguments into args/arg_lens, and returns the number of arguments
 * accepted; *label and *label_len receive the label ("<parse error>" when it is
 * rejected). The pointers point into `text` (or a static string). */
SELFPROF_API size_t selfprof_split_event_id(const char *text, size_t len, const char **label,
                                            size_t *label_len, const char **args, size_t *arg_lens,
                                            size_t max_args);

#ifdef __cplusplus
}
#endif
#endif
