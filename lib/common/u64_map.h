/* u64_map.h — open-addressing hash map from a 64-bit key to a 32-bit value.
 *
 * Used wherever the reader and the analysis key a table by an id: regular
 * string ids, sparse virtual ids, thread ids.  Keys are spread with a
 * multiplicative (Fibonacci) hash, so adversarial ids cannot pile up in
 * one bucket run; the load factor stays below 1/2.
 */
#ifndef SP_U64_MAP_H
#define SP_U64_MAP_H

#include <stddef.h>
#include <stdint.h>

typedef struct sp_u64_map {
    uint64_t *keys;
    uint32_t *values;
    uint8_t *used;
    size_t capacity; /* power of two, or 0 before the first insert */
    size_t count;
    unsigned shift; /* 64 - log2(capacity) */
} sp_u64_map;

/* Returns a pointer to the value stored for `key`, or NULL when absent.
 * The pointer is valid until the next insertion. */
uint32_t *sp_u64_map_find(const sp_u64_map *m, uint64_t key);

/* Returns a pointer to the value for `key`, inserting `initial` when absent;
 * *inserted (may be NULL) tells which. NULL when memory runs out. */
uint32_t *sp_u64_map_upsert(sp_u64_map *m, uint64_t key, uint32_t initial, int *inserted);

/* Reserves room for `n` entries without rehashing; 0 on success, -1 on OOM. */
int sp_u64_map_reserve(sp_u64_map *m, size_t n);

void sp_u64_map_free(sp_u64_map *m);

#endif
