/* string_table.h — the string data and string index streams of one
 * profiler: interning with de-duplication, composed strings, virtual-id
 * index entries.
 *
 * Both streams are buffered in one page each and written when the page is
 * full, on flush, and before every event page (sp_strtab_flush), so a string
 * is on disk no later than the first event page that may refer to it.  All
 * functions take the table's mutex; strings are rare next to events.
 */
#ifndef SP_STRING_TABLE_H
#define SP_STRING_TABLE_H

#include "selfprof/recorder.h"

#include <pthread.h>

typedef struct sp_strtab_entry {
    uint64_t hash;
    uint64_t id;    /* 0 = empty slot */
    uint8_t *bytes; /* encoded content (without terminator), malloc'd */
    size_t len;
} sp_strtab_entry;

typedef struct sp_strtab {
    pthread_mutex_t lock;
    selfprof_profiler *owner; /* for page writes and error handling */
    uint8_t *data_page;       /* 5-byte page header + payload */
    size_t data_len;          /* payload bytes buffered */
    uint64_t data_addr;       /* stream address of the next string byte */
    uint8_t *index_page;
    size_t index_len;
    sp_strtab_entry *slots; /* open addressing, power-of-two capacity */
    size_t cap, count;
} sp_strtab;

/* Allocates the buffers and puts the MMSD and MMSI stream headers in them. */
int sp_strtab_init(sp_strtab *t, selfprof_profiler *owner);
void sp_strtab_free(sp_strtab *t);

/* Adds the already encoded string `enc` (components, no terminator):
 * returns its id (the same id again for the same bytes when `dedup`), or
 * SELFPROF_INVALID_STRING_ID when out of memory or the profiler is off. */
uint64_t sp_strtab_add(sp_strtab *t, const uint8_t *enc, size_t n, int dedup);

/* Adds text, storing 0xFE/0xFF bytes as U+FFFD. */
uint64_t sp_strtab_add_text(sp_strtab *t, const char *text, size_t len, int dedup);

/* Adds the encoding of the components. */
uint64_t sp_strtab_add_components(sp_strtab *t, const selfprof_component *c, size_t n);

/* Appends one index entry (id, address) per id. */
int sp_strtab_map(sp_strtab *t, const uint64_t *ids, size_t n, uint64_t addr);

/* Writes the buffered string data page, then the index page.  Returns
 * SELFPROF_OK or the status of the failed write. */
int sp_strtab_flush(sp_strtab *t);

#endif
