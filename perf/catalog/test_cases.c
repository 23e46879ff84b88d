/* test_cases.c — the test cases that have results (catalog.h), for the
 * pages' benchmark selectors. */
#include "catalog.h"

#include <stdlib.h>
#include <string.h>

#include "catalog_rows.h"
#include "catalog_sql.h"

static void clear(void *elem)
{
    perf_catalog_case *c = elem;
    free(c->benchmark);
    free(c->language);
    free(c->category);
    free(c->profile);
    free(c->scenario);
}

/* The current row into the zeroed case at elem; 0, or -1 when memory runs
 * out (the case cleared). */
static int read_row(perf_stmt *st, void *elem)
{
    perf_catalog_case *c = elem;
    char **cols[] = {&c->benchmark, &c->language, &c->category, &c->profile, &c->scenario};
    for (int i = 0; i < (int)(sizeof cols / sizeof *cols); i++)
        if (catalog_text(st, i, cols[i]) < 0) {
            clear(c);
            return -1;
        }
    return 0;
}

int perf_catalog_cases(perf_db *db, perf_catalog_case **list, size_t *n, char *err, size_t errlen)
{
    perf_stmt *st;
    *list = NULL;
    *n = 0;
    if (perf_db_prepare(db, PERF_SQL_TEST_CASES, &st, err, errlen) < 0)
        return -1;
    return catalog_rows(st, sizeof **list, read_row, clear, (void **)list, n, err, errlen);
}

void perf_catalog_cases_free(perf_catalog_case *list, size_t n)
{
    for (size_t i = 0; list && i < n; i++)
        clear(&list[i]);
    free(list);
}
