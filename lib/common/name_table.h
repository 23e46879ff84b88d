/* name_table.h — interning of byte strings into dense numbers 0, 1, 2, ...
 *
 * Each distinct text is stored once, NUL terminated, in an arena that never
 * moves (so returned pointers stay valid until the table is freed).
 */
#ifndef SP_NAME_TABLE_H
#define SP_NAME_TABLE_H

#include <stddef.h>
#include <stdint.h>

typedef struct sp_name {
    const char *text;
    uint32_t len;
    uint32_t hash;
} sp_name;

typedef struct sp_name_table {
    sp_name *names;
    uint32_t count;
    size_t cap;
    uint64_t *slots; /* hash << 32 | (name number + 1), 0 = empty; keeping the
                             hash here spares a memory access per probe */
    size_t slot_mask;
    uint32_t indexed;       /* names[0..indexed) are in slots; the rest were
                             appended (sp_name_append_borrowed) and are indexed on
                             the next intern */
    struct sp_arena *arena; /* the text this table copied (shared when kept) */
    size_t arena_used;      /* bytes used of the arena's newest block */
    struct sp_arena **kept; /* other tables' text this table borrows from */
    size_t kept_count, kept_cap;
} sp_name_table;

#define SP_NAME_NONE UINT32_MAX

/* Returns the number of `text[0..len)`, adding it when new; SP_NAME_NONE when
 * memory runs out or the table is full. */
uint32_t sp_name_intern(sp_name_table *t, const char *text, size_t len);

/* The hash name tables index by (the `hash` field of sp_name); not
 * sp_hash_bytes, whose values are visible and must not change. */
uint32_t sp_name_hash(const char *text, size_t len);

/* sp_name_intern with the text's hash already known: `hash` must be
 * sp_name_hash of the text (the `hash` of an sp_name holding the same text
 * in any table). Spares hashing text that was interned elsewhere. */
uint32_t sp_name_intern_hashed(sp_name_table *t, const char *text, size_t len, uint32_t hash);

/* Keeps the text of table `src` alive as long as `t` (however long `src`
 * lives), so `t` can borrow its names. Thread-safe reference counting: `t`
 * and `src` may be freed in any order, by different threads, but only
 * `src`'s owner may add to `src`. 0, or -1 when memory runs out. */
int sp_name_table_keep(sp_name_table *t, const sp_name_table *src);

/* Makes room for `count` more names holding `text_bytes` bytes of text in
 * all (NULs not counted): the slots, the name array and one arena block are
 * sized once, so a bulk fill neither rehashes nor copies what it added.
 * A hint: 0, or -1 when memory runs out (the table is unchanged). */
int sp_name_table_reserve(sp_name_table *t, size_t count, size_t text_bytes);

/* Adds `text[0..len)`, which must differ from every name of the table,
 * without looking it up, indexing it (the next intern indexes it) or
 * copying it: `text` must be a name of a table whose text this table
 * keeps (sp_name_table_keep), `hash` as for sp_name_intern_hashed. Why: a
 * --by-arg summary takes its ~840,000 labels from the profile's table,
 * where they are already distinct, and a single-file report never looks
 * one up. Returns the number, or SP_NAME_NONE when memory runs out or the
 * table is full. */
uint32_t sp_name_append_borrowed(sp_name_table *t, const char *text, size_t len, uint32_t hash);

/* Makes room for `count` more names without indexing them: the name
 * array only (a hint for sp_name_append_borrowed). 0, or -1 when memory runs out. */
int sp_name_table_reserve_unindexed(sp_name_table *t, size_t count);

/* Returns the number of the text, or SP_NAME_NONE when it was never
 * interned. Appended names not yet indexed are searched one by one. */
uint32_t sp_name_lookup(const sp_name_table *t, const char *text, size_t len);

/* Asks the CPU to fetch the slot where text of `hash` (sp_name_hash) is
 * looked up first, a while before sp_name_intern_hashed looks: interning
 * hundreds of thousands of distinct keys, that first slot missed the cache
 * every time (a fifth of a --by-arg summary). Reads nothing, never fails. */
static inline void sp_name_prefetch(const sp_name_table *t, uint32_t hash)
{
    if (t->slots)
        __builtin_prefetch(&t->slots[hash & t->slot_mask]);
}

void sp_name_table_free(sp_name_table *t);

/* 32-bit FNV-1a with a final avalanche, so every bit depends on every byte. */
uint32_t sp_hash_bytes(const char *text, size_t len);

#endif
