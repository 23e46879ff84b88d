/* profile_keys.c — --by-arg keys: "label, 0x1E, argument" texts made from
 * the pieces of rustc's event ids (a label string and an argument string,
 * each resolved on its own), one at a time (selfprof_profile_key), a batch
 * at a time (sp_profile_keys), or for another thread to intern
 * (sp_profile_key_stage). Ids of any other shape, and pieces measureme's
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
        selfprof_split_event_id(p->text, p->text_len, &label, &label_len, args, arg_lens, 0) ==
            0 &&
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

/* Makes the key "label, 0x1E, argument" of label name `label` and argument
 * piece `arg` in p->text: SELFPROF_OK, SP_PIECE_REJECTED when the argument
 * is not a piece or the key is too long, SP_NAME_NONE when memory runs out.
 * An argument gets a cache slot only when it is also a label or is
 * rejected: the text of the others is resolved straight into the key. */
static int key_text(selfprof_profile *p, uint32_t label, uint64_t arg)
{
    const sp_name *l = &p->names.names[label];
    size_t arg_len;
    sp_id_cache *c = cached(p, arg);
    uint32_t piece = c ? c->name[SP_MODE_PIECE] : SP_NAME_NONE;
    if (piece == SP_PIECE_REJECTED)
        return (int)SP_PIECE_REJECTED;
    if (piece != SP_NAME_NONE) {
        const sp_name *a = &p->names.names[piece];
        arg_len = a->len;
        if (arg_len + 1 > p->text_cap &&
            sp_grow((void **)&p->text, &p->text_cap, arg_len + 1, 1, 256))
            return (int)SP_NAME_NONE;
        memcpy(p->text, a->text, arg_len);
    } else if (check_piece(p, arg) != SELFPROF_OK) {
        selfprof_error ignored;
        if (!(c = sp_profile_cache_of(p, arg, &ignored)))
            return (int)SP_NAME_NONE;
        c->name[SP_MODE_PIECE] = SP_PIECE_REJECTED;
        return (int)SP_PIECE_REJECTED;
    } else {
        arg_len = p->text_len;
    }
    size_t len = (size_t)l->len + 1 + arg_len;
    if (len > SELFPROF_MAX_STRING_LENGTH)
        return (int)SP_PIECE_REJECTED;
    if (len + 1 > p->text_cap && sp_grow((void **)&p->text, &p->text_cap, len + 1, 1, 256))
        return (int)SP_NAME_NONE;
    l = &p->names.names[label];
    memmove(p->text + l->len + 1, p->text, arg_len);
    memcpy(p->text, l->text, l->len);
    p->text[l->len] = (char)SP_ARG_SEPARATOR;
    p->text[len] = '\0';
    p->text_len = len;
    return SELFPROF_OK;
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

/* What sp_profile_keys found for one id in its first pass. */
enum { KEY_READY, KEY_STAGED, KEY_SLOW };

typedef struct staged_key {
    uint64_t arg;        /* KEY_STAGED: the argument id, for the memo */
    size_t at, len;      /* its text in p->stage */
    uint32_t hash, label;
    int state;
} staged_key;

/* The first pass for one id: its key's name when the memo or a label
 * without argument gives it (KEY_READY), or its text copied to p->stage
 * and its slot prefetched (KEY_STAGED), or KEY_SLOW for any other shape,
 * rejection or failure (selfprof_profile_key then does it all again, and
 * reports what failed). */
static int stage_key(selfprof_profile *p, uint64_t event_id, uint32_t *name, staged_key *k)
{
    uint64_t refs[2];
    size_t n = selfprof_profile_event_refs(p, event_id, refs, 2);
    if (n == 0)
        return KEY_SLOW;
    uint32_t label = piece_of(p, refs[0]);
    if (label == SP_NAME_NONE || label == SP_PIECE_REJECTED)
        return KEY_SLOW;
    if (n == 1) {
        *name = label;
        return KEY_READY;
    }
    sp_key_memo *m = memo_of(p, refs[1]);
    if (!m)
        return KEY_SLOW;
    if (m->arg == refs[1] && m->label == label) {
        *name = m->key;
        return KEY_READY;
    }
    if (key_text(p, label, refs[1]) != SELFPROF_OK)
        return KEY_SLOW;
    if (p->stage_len + p->text_len > p->stage_cap &&
        sp_grow((void **)&p->stage, &p->stage_cap, p->stage_len + p->text_len, 1, 65536))
        return KEY_SLOW;
    memcpy(p->stage + p->stage_len, p->text, p->text_len);
    *k = (staged_key){refs[1], p->stage_len, p->text_len, sp_name_hash(p->text, p->text_len),
                      label, KEY_STAGED};
    p->stage_len += p->text_len;
    sp_name_prefetch(&p->names, k->hash);
    return KEY_STAGED;
}

/* Ids staged per round: their texts stay in the cache until interned. */
#define STAGE_ROUND 64
/* How many ids ahead the first pass prefetches an id's string (and half as
 * many, the strings it refers to): about as many as are done while one
 * cache miss is served. */
#define PREFETCH_AHEAD 8

int sp_profile_keys(selfprof_profile *p, const uint64_t *ids, size_t n, uint32_t *names,
                    size_t *done, selfprof_error *err)
{
    staged_key staged[STAGE_ROUND];
    for (size_t i = 0; i < PREFETCH_AHEAD && i < n; i++)
        sp_profile_prefetch_string(p, ids[i]);
    for (size_t i = 0; i < PREFETCH_AHEAD / 2 && i < n; i++)
        sp_profile_prefetch_refs(p, ids[i]);
    for (size_t base = 0; base < n; base += STAGE_ROUND) {
        size_t round = n - base < STAGE_ROUND ? n - base : STAGE_ROUND;
        p->stage_len = 0;
        for (size_t j = 0; j < round; j++) {
            size_t i = base + j;
            if (i + PREFETCH_AHEAD < n)
                sp_profile_prefetch_string(p, ids[i + PREFETCH_AHEAD]);
            if (i + PREFETCH_AHEAD / 2 < n)
                sp_profile_prefetch_refs(p, ids[i + PREFETCH_AHEAD / 2]);
            staged[j].state = stage_key(p, ids[i], &names[i], &staged[j]);
        }
        for (size_t j = 0; j < round; j++) {
            size_t i = base + j;
            const staged_key *k = &staged[j];
            if (k->state == KEY_STAGED) {
                uint32_t key = sp_name_intern_hashed(&p->names, p->stage + k->at, k->len, k->hash);
                if (key == SP_NAME_NONE) {
                    *done = i;
                    return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
                }
                sp_key_memo *m = memo_of(p, k->arg); /* exists: staging made it */
                *m = (sp_key_memo){k->arg, k->label, key};
                names[i] = key;
            } else if (k->state == KEY_SLOW) {
                int rc = selfprof_profile_key(p, ids[i], &names[i], err);
                if (rc != SELFPROF_OK) {
                    *done = i;
                    return rc;
                }
            }
        }
    }
    *done = n;
    return SELFPROF_OK;
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

/* The text and length of label name `label` for sp_profile_key_stage,
 * from a small cache of the thread that makes keys (the text never moves;
 * the name array does, as the other thread interns). */
static const sp_label_text *label_text(selfprof_profile *p, uint32_t label,
                                       pthread_mutex_t *lock)
{
    sp_label_text *t = &p->label_texts[label % SP_LABEL_TEXTS];
    if (t->name_plus1 != label + 1) {
        pthread_mutex_lock(lock);
        *t = (sp_label_text){label + 1, p->names.names[label].len, p->names.names[label].text};
        pthread_mutex_unlock(lock);
    }
    return t;
}

int sp_profile_key_stage(selfprof_profile *p, uint64_t event_id, pthread_mutex_t *lock,
                         sp_key_texts *out, uint32_t *name, selfprof_error *err)
{
    uint64_t refs[2];
    size_t n = selfprof_profile_event_refs(p, event_id, refs, 2);
    uint32_t label = SP_PIECE_REJECTED;
    if (n > 0) {
        const sp_id_cache *c = cached(p, refs[0]);
        label = c ? c->name[SP_MODE_PIECE] : SP_NAME_NONE;
        if (label == SP_NAME_NONE) {
            pthread_mutex_lock(lock);
            label = piece_of(p, refs[0]);
            pthread_mutex_unlock(lock);
        }
    }
    if (n == 1 && label != SP_NAME_NONE && label != SP_PIECE_REJECTED) {
        *name = label;
        return SELFPROF_OK;
    }
    if (n == 2 && label != SP_NAME_NONE && label != SP_PIECE_REJECTED) {
        const sp_id_cache *c = cached(p, refs[1]);
        uint32_t piece = c ? c->name[SP_MODE_PIECE] : SP_NAME_NONE;
        int ok = piece != SP_PIECE_REJECTED;
        const char *arg = NULL;
        size_t arg_len = 0;
        const uint8_t *run;
        if (ok && piece != SP_NAME_NONE) { /* an argument that is also a label: rare */
            pthread_mutex_lock(lock);
            const sp_name *a = &p->names.names[piece];
            arg = a->text; /* arena text: never moves */
            arg_len = a->len;
            pthread_mutex_unlock(lock);
        } else if (ok && plain_piece(p, refs[1], &run, &arg_len)) {
            arg = (const char *)run;
        } else if (ok && check_piece(p, refs[1]) == SELFPROF_OK) {
            arg = p->text;
            arg_len = p->text_len;
        }
        const sp_label_text *l = arg ? label_text(p, label, lock) : NULL;
        size_t len = l ? (size_t)l->len + 1 + arg_len : 0;
        int in_text = arg == p->text; /* p->text may move as it grows */
        /* Made in p->text (the argument moved up when it is there), where
         * hashing reads it from the first-level cache, then copied out. */
        if (l && len <= SELFPROF_MAX_STRING_LENGTH &&
            (len <= p->text_cap || sp_grow((void **)&p->text, &p->text_cap, len, 1, 256) == 0) &&
            (out->len + len <= out->cap ||
             sp_grow((void **)&out->text, &out->cap, out->len + len, 1, 65536) == 0)) {
            if (in_text)
                memmove(p->text + l->len + 1, p->text, arg_len);
            else
                memcpy(p->text + l->len + 1, arg, arg_len);
            memcpy(p->text, l->text, l->len);
            p->text[l->len] = (char)SP_ARG_SEPARATOR;
            out->at = out->len;
            out->key_len = len;
            out->hash = sp_name_hash(p->text, len);
            memcpy(out->text + out->len, p->text, len);
            out->len += len;
            *name = SP_NAME_NONE;
            return SELFPROF_OK;
        }
    }
    /* Any other shape, a rejected piece, a key too long: the general way,
     * which also remembers a rejected argument and reports what fails. */
    pthread_mutex_lock(lock);
    int rc = selfprof_profile_key(p, event_id, name, err);
    pthread_mutex_unlock(lock);
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
