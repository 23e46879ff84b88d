/* profile_internal.h — the state behind a selfprof_profile, shared by the
 * files of lib/read (open, events, strings, names, metadata). */
#ifndef SP_PROFILE_INTERNAL_H
#define SP_PROFILE_INTERNAL_H

#include "selfprof/profile.h"
#include "common/name_table.h"
#include "common/u64_map.h"
#include "format/format.h"
#include "read/stream.h"

/* Name numbers cached for one string id, one per way of reading it. */
/* SP_MODE_PIECE: the name of the whole text when selfprof_split_event_id
 * takes it as a label without arguments, else SP_PIECE_REJECTED (the
 * label and argument strings rustc's event ids refer to). */
enum sp_name_mode {
    SP_MODE_LABEL = 0,
    SP_MODE_KEY = 1,
    SP_MODE_WHOLE = 2,
    SP_MODE_PIECE = 3,
    SP_MODE_COUNT = 4
};

#define SP_PIECE_REJECTED (UINT32_MAX - 1)

#define SP_REGULAR_BLOCK 1024 /* cache slots per block */

typedef struct sp_id_cache {
    uint32_t name[SP_MODE_COUNT]; /* SP_NAME_NONE until resolved */
} sp_id_cache;

/* A --by-arg key recently made from label piece name `label` and argument
 * string id `arg` (label SP_NAME_NONE: empty). */
typedef struct sp_key_memo {
    uint64_t arg;
    uint32_t label, key;
} sp_key_memo;

#define SP_KEY_MEMO_BITS 14

#define SP_HEAD_NONE UINT32_MAX

/* A label's text as sp_profile_key_stage remembers it (name_plus1 0: empty). */
typedef struct sp_label_text {
    uint32_t name_plus1, len;
    const char *text;
} sp_label_text;

#define SP_LABEL_TEXTS 256

/* One virtual id of the index: where its string lives, and its head. */
typedef struct sp_virtual_entry {
    uint64_t addr; /* string data address; UINT64_MAX = never mapped */
    uint32_t head; /* head slot of its string (see sp_profile_head), or SP_HEAD_NONE */
} sp_virtual_entry;

/* A label head: a string id that some event id's string starts with, as a
 * reference followed by 0x1E or the end (rustc's "query name, 0x1E, key"
 * strings). Every event id with that head has the label of that id, so the
 * label is resolved once per head, not once per event id. */
typedef struct sp_head {
    uint64_t id;
    uint32_t label; /* name number; SP_NAME_NONE until resolved */
} sp_head;

/* One level of string resolution: where the next component of the string
 * with this id is read (the id names the string in error messages). */
typedef struct sp_resolve_frame {
    uint64_t addr;
    uint64_t id;
} sp_resolve_frame;

struct selfprof_profile {
    const uint8_t *data;
    size_t size;
    void *mapping;     /* munmap on close when non-NULL */
    int fd;            /* the mapped file, for sp_profile_copy; -1 from memory */
    size_t unreleased; /* bytes of segments read since the last release */
    int resident;      /* sp_profile_keep_resident: no batched release */
    char *path;        /* for messages; "<memory>" for open_memory */

    uint32_t version;
    unsigned id_size;          /* 8 (v9) or 4 (v8) */
    unsigned event_size;       /* 32 or 24 */
    unsigned index_entry_size; /* 16 or 8 */

    unsigned flags;  /* SELFPROF_OPEN_* */
    uint64_t cut_at; /* with SELFPROF_OPEN_CUT_OK: end of the last complete
                               page; == size for a whole file */

    sp_stream events, strdata, strindex;
    uint64_t event_count;

    /* Virtual ids -> string addresses (last index entry wins). Dense when the
     * ids are compact (rustc's are invocation numbers), else a hash map. */
    sp_virtual_entry *virtuals;
    size_t virtual_count;
    int virtuals_dense;     /* virtuals[id] directly; else via virtual_map */
    sp_u64_map virtual_map; /* id -> index into virtuals */
    uint64_t metadata_addr;

    /* String ids resolved the general way -> cached names, in blocks that
     * never move, so a cache pointer stays valid while more ids are added.
     * Event ids that have a label head do not get a slot for their label. */
    sp_u64_map regular_map; /* id -> number of its cache slot */
    sp_id_cache **regular_blocks;
    size_t regular_count, regular_block_cap;
    size_t strdata_hint;  /* segment of the last string-data access */
    size_t prefetch_hint; /* segment of the last sp_profile_prefetch_string */

    sp_head *heads; /* by head slot */
    size_t head_count, head_cap;
    sp_u64_map head_map; /* head string id -> head slot */
    size_t head_hint;    /* segment of the last head read of a regular id */

    /* --by-arg keys of "label, 0x1E, argument" event ids, direct-mapped by
     * argument id (2^SP_KEY_MEMO_BITS entries, allocated on first use): a
     * lossy memo, not a cache of every argument. Why: rustc writes a new
     * argument string for almost every event (836,743 distinct keys in
     * 883,628 events on a large profile); giving each a cache slot filled
     * regular_map with ids seen once, and every label lookup then missed
     * the CPU cache. An argument met again soon (a query key re-run) is
     * still resolved once; a forgotten one is resolved again and interns
     * to the same key. */
    sp_key_memo *key_memo;

    sp_name_table names;

    /* sp_profile_key_stage: label texts, direct-mapped by name number. */
    sp_label_text label_texts[SP_LABEL_TEXTS];

    uint64_t work_spent; /* resolution work so far (see sp_profile_budget in profile_strings.h) */

    /* Scratch for string resolution. */
    char *text;
    size_t text_len, text_cap;
    sp_resolve_frame *stack;
    size_t stack_cap;

    selfprof_metadata meta;
    char *meta_strings; /* owns meta.cmd / counter / unit / raw */
};

/* Whether the file was opened with SELFPROF_OPEN_CUT_OK and is cut: what
 * lies past the cut (records, strings) was never written, and reads as
 * missing rather than as malformed. */
static inline int sp_profile_is_cut(const selfprof_profile *p) { return p->cut_at < p->size; }

/* Looks up virtual id `id`; NULL when it has no index entry. */
sp_virtual_entry *sp_profile_virtual(const selfprof_profile *p, uint64_t id);

/* The head slot of the string of `id` at string address `addr`: when that
 * string starts with a reference to another id followed by 0x1E or the
 * terminator, the slot of that id (created on first use), else
 * SP_HEAD_NONE (also when memory runs out: callers then resolve the
 * general way). Never fails: a malformed string is reported when an
 * event's label is actually resolved. *hint is a string-data segment hint. */
uint32_t sp_profile_head(selfprof_profile *p, uint64_t id, uint64_t addr, size_t *hint);

/* Whether the string of `id` whose first 2 + isz bytes are at `s` starts
 * with a head (a reference to another id, then 0x1E or the terminator);
 * that id goes to *inner. */
static inline int sp_head_in(const uint8_t *s, unsigned isz, uint64_t id, uint64_t *inner)
{
    if (s[0] != SP_STR_REF_TAG)
        return 0;
    uint8_t after = s[1 + isz];
    *inner = sp_load_id(s + 1, isz);
    return (after == SP_ARG_SEPARATOR || after == SP_STR_TERMINATOR) && *inner != id;
}

/* The reading half of sp_profile_head: 1 and the referenced id in *inner
 * when the string of `id` at `addr` starts with a reference to another id
 * followed by 0x1E or the terminator, else 0. Changes nothing but *hint, so
 * threads with hints of their own may call it at once. */
int sp_profile_head_id(const selfprof_profile *p, uint64_t id, uint64_t addr, size_t *hint,
                       uint64_t *inner);

/* The head slot of referenced id `inner`, created on first use;
 * SP_HEAD_NONE when memory runs out. One thread at a time. */
uint32_t sp_profile_head_slot(selfprof_profile *p, uint64_t inner);

/* Builds p->meta from the metadata string; called once by open. */
int sp_profile_read_metadata(selfprof_profile *p, selfprof_error *err);

/* Resolves `id` into p->text (replacing its contents). With `stop_at_sep`
 * the text ends before the first 0x1E. */
int sp_profile_resolve(selfprof_profile *p, uint64_t id, int stop_at_sep, selfprof_error *err);

/* How far a resolution went: components read and deepest nesting. */
typedef struct sp_resolve_cost {
    uint32_t steps;
    size_t depth;
} sp_resolve_cost;

/* sp_profile_resolve that also reports its cost in *cost (may be NULL). */
int sp_profile_resolve_cost(selfprof_profile *p, uint64_t id, int stop_at_sep,
                            sp_resolve_cost *cost, selfprof_error *err);

#endif
