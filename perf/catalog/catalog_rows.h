/* catalog_rows.h — what the catalog's files share (internal to
 * perf/catalog): a query's rows read into a malloc'd array of structs,
 * text columns copied. */
#ifndef PERF_CATALOG_ROWS_H
#define PERF_CATALOG_ROWS_H

#include <stddef.h>

#include "../db/db.h"

/* Reads the current row into the zeroed element `elem`: 0, or -1 when
 * memory runs out (then elem holds nothing to free). */
typedef int (*catalog_read_fn)(perf_stmt *st, void *elem);
/* Frees what one element owns. */
typedef void (*catalog_clear_fn)(void *elem);

/* Steps st to its end (and finalizes it), each row read by `read` into a
 * new element of `elem` bytes of *list (malloc'd; NULL when no row). 0, or
 * -1 with err (database error or out of memory; then *list is NULL and
 * *n 0, what was read freed with `clear`). */
int catalog_rows(perf_stmt *st, size_t elem, catalog_read_fn read, catalog_clear_fn clear,
                 void **list, size_t *n, char *err, size_t errlen);

/* A copy of text column c into *out, NULL for SQL NULL. 0, or -1 when
 * memory runs out. */
int catalog_text(perf_stmt *st, int c, char **out);

/* Writes "out of memory" into err (when errlen > 0); returns -1. */
int catalog_oom(char *err, size_t errlen);

#endif
