/* name_table.c — see name_table.h. */
#include "name_table.h"

#include "grow.h"

#include <stdlib.h>
#include <string.h>

struct sp_arena_block {
    struct sp_arena_block *next;
    size_t size;
    char data[];
};

/* A table's copied text. Other tables may keep it (sp_name_table_keep),
 * so it is freed with its last reference. */
struct sp_arena {
    unsigned long refs;
    struct sp_arena_block *blocks; /* newest first; only the owner adds */
};

static void arena_release(struct sp_arena *a)
{
    if (!a || __atomic_sub_fetch(&a->refs, 1, __ATOMIC_ACQ_REL) != 0)
        return;
    for (struct sp_arena_block *b = a->blocks, *next; b; b = next) {
        next = b->next;
        free(b);
    }
    free(a);
}

#define ARENA_BLOCK 65536
#define ARENA_MAX_BLOCK ((size_t)8 << 20)

uint32_t sp_hash_bytes(const char *text, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (uint8_t)text[i]) * 16777619u;
    /* FNV's low bits mix poorly and tables index by them: finish with
     * murmur3's avalanche step. */
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

/* The table's own hash: eight bytes per multiply, where FNV takes one per
 * byte (interning --by-arg keys hashes ~90 MB of text on a large profile).
 * Not sp_hash_bytes, whose values are visible (flame graph colours). */
static uint32_t table_hash(const char *text, size_t len)
{
    const uint64_t k = 0xff51afd7ed558ccdu;
    uint64_t h = 0x9e3779b97f4a7c15u ^ (uint64_t)len, w;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        memcpy(&w, text + i, 8);
        h = (h ^ w) * k;
        h ^= h >> 32;
    }
    if (i < len) {
        w = 0;
        memcpy(&w, text + i, len - i);
        h = (h ^ w) * k;
        h ^= h >> 32;
    }
    h ^= h >> 29;
    h *= 0xc4ceb9fe1a85ec53u;
    h ^= h >> 32;
    return (uint32_t)h;
}

/* A new arena block of at least `need` bytes, made current. */
static struct sp_arena_block *arena_add(sp_name_table *t, size_t need)
{
    if (!t->arena) {
        if (!(t->arena = malloc(sizeof *t->arena)))
            return NULL;
        *t->arena = (struct sp_arena){1, NULL};
    }
    struct sp_arena_block *b = t->arena->blocks;
    /* Blocks double up to ARENA_MAX_BLOCK: few small ones for a small
     * table, huge-page backed ones for hundreds of MB of keys. The sizes
     * count the header, so that a large block is whole huge pages (one
     * byte more would take another 2 MiB page, see sp_malloc_huge). */
    size_t total = b ? sizeof *b + b->size : 0;
    total = total ? (total < ARENA_MAX_BLOCK ? 2 * total : total) : ARENA_BLOCK;
    if (total - sizeof *b < need)
        total = sizeof *b + need;
    if (!(b = sp_malloc_huge(total)))
        return NULL;
    size_t size = total - sizeof *b;
    b->next = t->arena->blocks;
    b->size = size;
    t->arena->blocks = b;
    t->arena_used = 0;
    return b;
}

static char *arena_copy(sp_name_table *t, const char *text, size_t len)
{
    struct sp_arena_block *b = t->arena ? t->arena->blocks : NULL;
    if ((!b || t->arena_used + len + 1 > b->size) && !(b = arena_add(t, len + 1)))
        return NULL;
    char *out = b->data + t->arena_used;
    memcpy(out, text, len);
    out[len] = '\0';
    t->arena_used += len + 1;
    return out;
}

/* Rehashes into a slot array of at least twice the current size, and
 * large enough that `count` names fill at most half of it. */
static int grow_slots(sp_name_table *t, size_t count)
{
    size_t cap = t->slots ? (t->slot_mask + 1) * 2 : 64;
    while (count * 2 >= cap - 1)
        cap *= 2;
    uint64_t *slots = calloc(cap, sizeof *slots);
    if (!slots)
        return -1;
    sp_advise_huge(slots, cap * sizeof *slots);
    for (uint32_t n = 0; n < t->count; n++) {
        size_t i = t->names[n].hash & (cap - 1);
        while (slots[i])
            i = (i + 1) & (cap - 1);
        slots[i] = (uint64_t)t->names[n].hash << 32 | (n + 1);
    }
    free(t->slots);
    t->slots = slots;
    t->slot_mask = cap - 1;
    t->indexed = t->count;
    return 0;
}

/* Indexes the appended names (distinct by contract: each takes the first
 * empty slot of its probe run). 0, or -1 when memory runs out. */
static int index_appended(sp_name_table *t)
{
    if (!t->slots || (size_t)t->count * 2 >= t->slot_mask)
        return grow_slots(t, t->count);
    for (uint32_t n = t->indexed; n < t->count; n++) {
        size_t i = t->names[n].hash & t->slot_mask;
        while (t->slots[i])
            i = (i + 1) & t->slot_mask;
        t->slots[i] = (uint64_t)t->names[n].hash << 32 | (n + 1);
    }
    t->indexed = t->count;
    return 0;
}

static size_t find_slot(const sp_name_table *t, const char *text, size_t len, uint32_t hash)
{
    for (size_t i = hash & t->slot_mask;; i = (i + 1) & t->slot_mask) {
        uint64_t s = t->slots[i];
        if (!s)
            return i;
        if ((uint32_t)(s >> 32) != hash)
            continue;
        const sp_name *n = &t->names[(uint32_t)s - 1];
        if (n->len == len && memcmp(n->text, text, len) == 0)
            return i;
    }
}

int sp_name_table_reserve(sp_name_table *t, size_t count, size_t text_bytes)
{
    size_t total = (size_t)t->count + count;
    if (total >= UINT32_MAX - 1 || text_bytes > SIZE_MAX - count)
        return -1;
    if ((!t->slots || total * 2 >= t->slot_mask) && grow_slots(t, total) != 0)
        return -1;
    if (sp_grow((void **)&t->names, &t->cap, total, sizeof *t->names, 64) != 0)
        return -1;
    size_t need = text_bytes + count;
    struct sp_arena_block *b = t->arena ? t->arena->blocks : NULL;
    if (need && (!b || t->arena_used + need > b->size) && !arena_add(t, need))
        return -1;
    return 0;
}

uint32_t sp_name_lookup(const sp_name_table *t, const char *text, size_t len)
{
    uint32_t hash = table_hash(text, len);
    uint64_t s = t->slots ? t->slots[find_slot(t, text, len, hash)] : 0;
    if (s)
        return (uint32_t)s - 1;
    for (uint32_t n = t->indexed; n < t->count; n++) /* appended, not indexed */
        if (t->names[n].hash == hash && t->names[n].len == len &&
            memcmp(t->names[n].text, text, len) == 0)
            return n;
    return SP_NAME_NONE;
}

uint32_t sp_name_intern(sp_name_table *t, const char *text, size_t len)
{
    return sp_name_intern_hashed(t, text, len, table_hash(text, len));
}

uint32_t sp_name_hash(const char *text, size_t len) { return table_hash(text, len); }

uint32_t sp_name_intern_hashed(sp_name_table *t, const char *text, size_t len, uint32_t hash)
{
    if (len > UINT32_MAX || t->count >= UINT32_MAX - 1)
        return SP_NAME_NONE;
    if (t->indexed < t->count && index_appended(t) != 0)
        return SP_NAME_NONE;
    if ((!t->slots || (size_t)t->count * 2 >= t->slot_mask) && grow_slots(t, t->count) != 0)
        return SP_NAME_NONE;
    size_t slot = find_slot(t, text, len, hash);
    if (t->slots[slot])
        return (uint32_t)t->slots[slot] - 1;
    if (sp_grow((void **)&t->names, &t->cap, (size_t)t->count + 1, sizeof *t->names, 64) != 0)
        return SP_NAME_NONE;
    const char *copy = arena_copy(t, text, len);
    if (!copy)
        return SP_NAME_NONE;
    t->names[t->count] = (sp_name){copy, (uint32_t)len, hash};
    t->slots[slot] = (uint64_t)hash << 32 | (t->count + 1);
    t->indexed = t->count + 1;
    return t->count++;
}

uint32_t sp_name_append_borrowed(sp_name_table *t, const char *text, size_t len, uint32_t hash)
{
    if (len > UINT32_MAX || t->count >= UINT32_MAX - 1 ||
        sp_grow((void **)&t->names, &t->cap, (size_t)t->count + 1, sizeof *t->names, 64) != 0)
        return SP_NAME_NONE;
    t->names[t->count] = (sp_name){text, (uint32_t)len, hash};
    return t->count++;
}

int sp_name_table_reserve_unindexed(sp_name_table *t, size_t count)
{
    size_t total = (size_t)t->count + count;
    if (total >= UINT32_MAX - 1)
        return -1;
    return sp_grow((void **)&t->names, &t->cap, total, sizeof *t->names, 64);
}

int sp_name_table_keep(sp_name_table *t, const sp_name_table *src)
{
    if (!src->arena)
        return 0; /* no text of its own */
    for (size_t i = 0; i < t->kept_count; i++)
        if (t->kept[i] == src->arena)
            return 0;
    if (sp_grow((void **)&t->kept, &t->kept_cap, t->kept_count + 1, sizeof *t->kept, 4) != 0)
        return -1;
    __atomic_add_fetch(&src->arena->refs, 1, __ATOMIC_RELAXED);
    t->kept[t->kept_count++] = src->arena;
    return 0;
}

void sp_name_table_free(sp_name_table *t)
{
    arena_release(t->arena);
    for (size_t i = 0; i < t->kept_count; i++)
        arena_release(t->kept[i]);
    free(t->kept);
    free(t->names);
    free(t->slots);
    *t = (sp_name_table){0};
}
