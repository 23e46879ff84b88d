/* profile_keys.c — --by-arg keys: "label, 0x1E, argument" texts made from
 * the pieces of rustc's event ids (a label string and an argument string,
 * each resolved on its own), interned one at a time (selfprof_profile_key)
 * or made for the caller to intern a batch at a time, maybe in another
 * thread (sp_profile_key_stage). Ids of any other shape, and pieces measureme's
 * split would not take whole, are resolved whole (profile_strings.c).
 */
#include "read/profile_internal.h"
#include "read/profile_names.h"
#include "read/profile_strings.h"
#include "common/error.h"
#include "common/grow.h"
#include "format/format.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* Resolves piece `id` into p->text and checks it: SELFPROF_OK when it is
 * a piece (see piece_of), else SP_PIECE_REJECTED. */
static int check_piece(selfprof_profile *p, uint64_t id)
{
    selfprof_error ignored;
    sp_resolve_cost cost;
    const char *label, *args[1];
    size_t label_len, arg_lens[1];
    if (sp_profile_resolve_cost(p, id, 0, &cost, &ignored) == SELFPROF_OK &&
        cost.steps < SP_MAX_STEPS / 2 && cost.depth < SELFPROF_MAX_STRING_DEPTH / 2 &&
        p->text_len < SELFPROF_MAX_STRING_LENGTH / 2 &&
        selfprof_split_event_id(p->text, p->text_len, &label, &label_len, args, arg_lens, 0) == 0 &&
        label == p->text && label_len == p->text_len)
        return SELFPROF_OK;
    return (int)SP_PIECE_REJECTED;
}

/* The SP_MODE_PIECE name of `id` (see profile_internal.h), cached. A piece
 * that fails to resolve, or that uses more than half of a resolution limit
 * (steps, nesting, length), is rejected: the event id that refers to it is
 * then resolved whole, so its limits and its error message are exactly
 * those of the event id. SP_NAME_NONE when memory runs out. */
static uint32_t piece_of(selfprof_profile *p, uint64_t id)
{
    selfprof_error ignored;
    sp_id_cache *c = sp_profile_cache_of(p, id, &ignored);
    if (!c)
        return SP_NAME_NONE;
    uint32_t name = c->name[SP_MODE_PIECE];
    if (name != SP_NAME_NONE)
        return name;
    name = SP_PIECE_REJECTED;
    if (check_piece(p, id) == SELFPROF_OK &&
        (name = sp_name_intern(&p->names, p->text, p->text_len)) == SP_NAME_NONE)
        return SP_NAME_NONE;
    c->name[SP_MODE_PIECE] = name;
    return name;
}

/* The cache slot of `id` when it has one, without making one. */
static sp_id_cache *cached(const selfprof_profile *p, uint64_t id)
{
    const uint32_t *slot = sp_u64_map_find(&p->regular_map, id);
    return slot ? &p->regular_blocks[*slot / SP_REGULAR_BLOCK][*slot % SP_REGULAR_BLOCK] : NULL;
}

/* Makes "label, 0x1E, argument" in p->text (NUL terminated, p->text_len
 * set) from `label` and `arg`, which may be p->text itself (the label never
 * is): SELFPROF_OK, SP_PIECE_REJECTED when the key would be too long,
 * SP_NAME_NONE when memory runs out. */
static int join_key(selfprof_profile *p, const char *label, size_t label_len, const char *arg,
                    size_t arg_len)
{
    size_t len = label_len + 1 + arg_len;
    if (len > SELFPROF_MAX_STRING_LENGTH)
        return (int)SP_PIECE_REJECTED;
    int in_text = arg == p->text; /* p->text may move as it grows */
    if (len + 1 > p->text_cap && sp_grow((void **)&p->text, &p->text_cap, len + 1, 1, 256))
        return (int)SP_NAME_NONE;
    if (in_text)
        memmove(p->text + label_len + 1, p->text, arg_len);
    else
        memcpy(p->text + label_len + 1, arg, arg_len);
    memcpy(p->text, label, label_len);
    p->text[label_len] = (char)SP_ARG_SEPARATOR;
    p->text[len] = '\0';
    p->text_len = len;
    return SELFPROF_OK;
}

/* Makes the key "label, 0x1E, argument" of label name `label` and argument
 * piece `arg` in p->text: SELFPROF_OK, SP_PIECE_REJECTED when the argument
 * is not a piece or the key is too long, SP_NAME_NONE when memory runs out.
 * An argument gets a cache slot only when it is also a label or is
 * rejected: the text of the others is resolved straight into the key. */
static int key_text(selfprof_profile *p, uint32_t label, uint64_t arg)
{
    sp_id_cache *c = cached(p, arg);
    uint32_t piece = c ? c->name[SP_MODE_PIECE] : SP_NAME_NONE;
    const char *text = p->text;
    size_t len;
    if (piece == SP_PIECE_REJECTED)
        return (int)SP_PIECE_REJECTED;
    if (piece != SP_NAME_NONE) {
        text = p->names.names[piece].text;
        len = p->names.names[piece].len;
    } else if (check_piece(p, arg) == SELFPROF_OK) {
        len = p->text_len;
    } else {
        selfprof_error ignored;
        if (!(c = sp_profile_cache_of(p, arg, &ignored)))
            return (int)SP_NAME_NONE;
        c->name[SP_MODE_PIECE] = SP_PIECE_REJECTED;
        return (int)SP_PIECE_REJECTED;
    }
    const sp_name *l = &p->names.names[label];
    return join_key(p, l->text, l->len, text, len);
}

/* key_text, interned. */
static uint32_t make_key(selfprof_profile *p, uint32_t label, uint64_t arg)
{
    int rc = key_text(p, label, arg);
    return rc == SELFPROF_OK ? sp_name_intern(&p->names, p->text, p->text_len) : (uint32_t)rc;
}

/* The memo entry of argument id `arg` (see profile_internal.h), the memo
 * made on first use; NULL when memory runs out. */
static sp_key_memo *memo_of(selfprof_profile *p, uint64_t arg)
{
    if (!p->key_memo) {
        if (!(p->key_memo = malloc(sizeof *p->key_memo << SP_KEY_MEMO_BITS)))
            return NULL;
        for (size_t i = 0; i < (size_t)1 << SP_KEY_MEMO_BITS; i++)
            p->key_memo[i] = (sp_key_memo){0, SP_NAME_NONE, SP_NAME_NONE};
    }
    return &p->key_memo[(arg * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - SP_KEY_MEMO_BITS)];
}

/* The key of an event id stored as references to a label and at most one
 * argument, from the names of those pieces; SP_PIECE_REJECTED when the
 * id has another shape or a piece is rejected (the caller then resolves
 * the id whole), SP_NAME_NONE when memory runs out. The key text is the
 * label, 0x1E and the argument, as resolving the whole id would give it:
 * each piece is accepted whole, so the split cuts exactly there. */
static uint32_t key_from_pieces(selfprof_profile *p, uint64_t event_id)
{
    uint64_t refs[2];
    size_t n = selfprof_profile_event_refs(p, event_id, refs, 2);
    if (n == 0)
        return SP_PIECE_REJECTED;
    uint32_t label = piece_of(p, refs[0]);
    if (n == 1 || label == SP_NAME_NONE || label == SP_PIECE_REJECTED)
        return label;
    sp_key_memo *m = memo_of(p, refs[1]);
    if (!m)
        return SP_NAME_NONE;
    if (m->arg == refs[1] && m->label == label)
        return m->key;
    uint32_t key = make_key(p, label, refs[1]);
    if (key != SP_NAME_NONE && key != SP_PIECE_REJECTED)
        *m = (sp_key_memo){refs[1], label, key};
    return key;
}

/* check_piece's result for the usual argument, without its copy: a string
 * of one text run and its terminator, in one page of the string data.
 * Returns 1 with the run at *text (n bytes, in the file) when that is the
 * string of `id` and it is a piece (not empty, no 0x1E, no control byte),
 * charging the resolution budget as sp_profile_resolve would (two steps and
 * the run); 0 to take the general way. */
static int plain_piece(selfprof_profile *p, uint64_t id, const uint8_t **text, size_t *n)
{
    uint64_t addr = sp_profile_address(p, id);
    if (addr >= p->strdata.size)
        return 0;
    size_t avail;
    const uint8_t *s = sp_stream_span(&p->strdata, addr, &avail, &p->strdata_hint);
    if (!s || avail == 0 || s[0] >= SP_STR_REF_TAG)
        return 0;
    size_t len = sp_value_end(s, avail, 0);
    uint64_t work = p->work_spent + 2 + len / 8;
    if (len == avail || s[len] != SP_STR_TERMINATOR || len >= SELFPROF_MAX_STRING_LENGTH / 2 ||
        work > sp_profile_budget(p) || !sp_piece_ok((const char *)s, len) ||
        memchr(s, SP_ARG_SEPARATOR, len))
        return 0;
    p->work_spent = work;
    *text = s;
    *n = len;
    return 1;
}

/* The name-table lock of a walk in two threads; none in one. */
static void lock_names(pthread_mutex_t *lock)
{
    if (lock)
        pthread_mutex_lock(lock);
}

static void unlock_names(pthread_mutex_t *lock)
{
    if (lock)
        pthread_mutex_unlock(lock);
}

/* The text and length of label name `label` for sp_profile_key_stage,
 * from a small cache of the thread that makes keys (the text never moves;
 * the name array does, as the other thread interns). */
static const sp_label_text *label_text(selfprof_profile *p, uint32_t label, pthread_mutex_t *lock)
{
    sp_label_text *t = &p->label_texts[label % SP_LABEL_TEXTS];
    if (t->name_plus1 != label + 1) {
        lock_names(lock);
        *t = (sp_label_text){label + 1, p->names.names[label].len, p->names.names[label].text};
        unlock_names(lock);
    }
    return t;
}

/* The argument piece `arg` of a key for sp_profile_key_stage: its text (in
 * the name table, the file or p->text) and length, or NULL when it is not a
 * piece or was rejected before (the general way then decides). */
static const char *stage_arg(selfprof_profile *p, uint64_t arg, pthread_mutex_t *lock, size_t *len)
{
    const sp_id_cache *c = cached(p, arg);
    uint32_t piece = c ? c->name[SP_MODE_PIECE] : SP_NAME_NONE;
    const uint8_t *run;
    if (piece == SP_PIECE_REJECTED)
        return NULL;
    if (piece != SP_NAME_NONE) { /* an argument that is also a label: rare */
        lock_names(lock);
        const sp_name *a = &p->names.names[piece];
        const char *text = a->text; /* arena text: never moves */
        *len = a->len;
        unlock_names(lock);
        return text;
    }
    if (plain_piece(p, arg, &run, len))
        return (const char *)run;
    if (check_piece(p, arg) != SELFPROF_OK)
        return NULL;
    *len = p->text_len;
    return p->text;
}

int sp_profile_key_stage(selfprof_profile *p, uint64_t event_id, pthread_mutex_t *lock,
                         sp_key_texts *out, sp_staged_key *staged, uint32_t *name,
                         selfprof_error *err)
{
    uint64_t refs[2];
    size_t n = selfprof_profile_event_refs(p, event_id, refs, 2);
    uint32_t label = SP_PIECE_REJECTED;
    if (n > 0) {
        const sp_id_cache *c = cached(p, refs[0]);
        label = c ? c->name[SP_MODE_PIECE] : SP_NAME_NONE;
        if (label == SP_NAME_NONE) {
            lock_names(lock);
            label = piece_of(p, refs[0]);
            unlock_names(lock);
        }
    }
    int usable = label != SP_NAME_NONE && label != SP_PIECE_REJECTED;
    if (n == 1 && usable) {
        *name = label;
        return SELFPROF_OK;
    }
    size_t arg_len = 0;
    const char *arg = n == 2 && usable ? stage_arg(p, refs[1], lock, &arg_len) : NULL;
    const sp_label_text *l = arg ? label_text(p, label, lock) : NULL;
    /* Made in p->text, where hashing reads it from the first-level cache,
     * then copied out. */
    if (l && join_key(p, l->text, l->len, arg, arg_len) == SELFPROF_OK &&
        (out->len + p->text_len <= out->cap ||
         sp_grow((void **)&out->text, &out->cap, out->len + p->text_len, 1, 65536) == 0)) {
        *staged = (sp_staged_key){out->len, p->text_len, sp_name_hash(p->text, p->text_len)};
        memcpy(out->text + out->len, p->text, p->text_len);
        out->len += p->text_len;
        *name = SP_NAME_NONE;
        return SELFPROF_OK;
    }
    /* Any other shape, a rejected piece, a key too long: the general way,
     * which also remembers a rejected argument and reports what fails. */
    lock_names(lock);
    int rc = selfprof_profile_key(p, event_id, name, err);
    unlock_names(lock);
    return rc;
}

int selfprof_profile_key(selfprof_profile *p, uint64_t event_id, uint32_t *name,
                         selfprof_error *err)
{
    uint32_t key = key_from_pieces(p, event_id);
    if (key == SP_NAME_NONE)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (key != SP_PIECE_REJECTED) {
        *name = key;
        return SELFPROF_OK;
    }
    return sp_profile_name_of(p, event_id, SP_MODE_KEY, name, err);
}
