/* u64_map.c — see u64_map.h. Linear probing over three parallel arrays. */
#include "u64_map.h"

#include "grow.h"

#include <stdlib.h>

static size_t slot_of(const sp_u64_map *m, uint64_t key)
{
    return (size_t)((key * 0x9E3779B97F4A7C15ull) >> m->shift);
}

uint32_t *sp_u64_map_find(const sp_u64_map *m, uint64_t key)
{
    if (m->capacity == 0)
        return NULL;
    size_t mask = m->capacity - 1;
    for (size_t i = slot_of(m, key);; i = (i + 1) & mask) {
        if (!m->used[i])
            return NULL;
        if (m->keys[i] == key)
            return &m->values[i];
    }
}

static int rehash(sp_u64_map *m, size_t capacity)
{
    if (capacity < 2 || (capacity & (capacity - 1)) != 0)
        return -1; /* a power of two: slot_of and the masks rely on it */
    sp_u64_map n = {0};
    n.capacity = capacity;
    n.shift = 64;
    for (size_t c = capacity; c > 1; c >>= 1)
        n.shift--;
    n.keys = sp_malloc_huge(capacity * sizeof *n.keys);
    n.values = sp_malloc_huge(capacity * sizeof *n.values);
    n.used = calloc(capacity, 1);
    if (!n.keys || !n.values || !n.used) {
        sp_u64_map_free(&n);
        return -1;
    }
    sp_advise_huge(n.used, capacity);
    for (size_t i = 0; i < m->capacity; i++) {
        if (!m->used[i])
            continue;
        size_t j = slot_of(&n, m->keys[i]);
        while (n.used[j])
            j = (j + 1) & (capacity - 1);
        n.used[j] = 1;
        n.keys[j] = m->keys[i];
        n.values[j] = m->values[i];
    }
    n.count = m->count;
    sp_u64_map_free(m);
    *m = n;
    return 0;
}

int sp_u64_map_reserve(sp_u64_map *m, size_t n)
{
    size_t capacity = m->capacity ? m->capacity : 16;
    if (n > SIZE_MAX / 4 / sizeof *m->keys)
        return -1; /* the doubling below would wrap around */
    while (capacity / 2 < n)
        capacity *= 2;
    return capacity == m->capacity ? 0 : rehash(m, capacity);
}

uint32_t *sp_u64_map_upsert(sp_u64_map *m, uint64_t key, uint32_t initial, int *inserted)
{
    uint32_t *found = sp_u64_map_find(m, key);
    if (inserted)
        *inserted = found == NULL;
    if (found)
        return found;
    if (sp_u64_map_reserve(m, m->count + 1) != 0)
        return NULL;
    size_t mask = m->capacity - 1, i = slot_of(m, key);
    /* NOLINTNEXTLINE(clang-analyzer-unix.Malloc): rehash frees the old arrays, then *m = the new */
    while (m->used[i])
        i = (i + 1) & mask;
    m->used[i] = 1;
    m->keys[i] = key;
    m->values[i] = initial;
    m->count++;
    return &m->values[i];
}

void sp_u64_map_free(sp_u64_map *m)
{
    free(m->keys);
    free(m->values);
    free(m->used);
    *m = (sp_u64_map){0};
}
