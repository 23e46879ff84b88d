/* catalog_rows.c — see catalog_rows.h. */
#include "catalog_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/grow.h"

int catalog_oom(char *err, size_t errlen)
{
    if (err && errlen)
        snprintf(err, errlen, "out of memory");
    return -1;
}

int catalog_text(perf_stmt *st, int c, char **out)
{
    const char *s = perf_stmt_column_text(st, c);
    *out = s ? strdup(s) : NULL;
    return s && !*out ? -1 : 0;
}

int catalog_rows(perf_stmt *st, size_t elem, catalog_read_fn read, catalog_clear_fn clear,
                 void **list, size_t *n, char *err, size_t errlen)
{
    *list = NULL;
    *n = 0;
    size_t cap = 0;
    int r;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow(list, &cap, *n + 1, elem) < 0) {
            r = catalog_oom(err, errlen);
            break;
        }
        char *e = (char *)*list + *n * elem;
        memset(e, 0, elem);
        if (read(st, e) < 0) {
            r = catalog_oom(err, errlen);
            break;
        }
        (*n)++;
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_DONE)
        return 0;
    for (size_t i = 0; i < *n; i++)
        clear((char *)*list + i * elem);
    free(*list);
    *list = NULL;
    *n = 0;
    return -1;
}
