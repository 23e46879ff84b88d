/* test_cases.c — the test cases that have results (catalog.h), for the
 * pages' benchmark selectors. */
#include "catalog.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/grow.h"

static void clear(perf_catalog_case *c)
{
    free(c->benchmark);
    free(c->language);
    free(c->category);
    free(c->profile);
    free(c->scenario);
    memset(c, 0, sizeof *c);
}

/* The current row into *c; 0, or -1 when memory runs out (*c cleared). */
static int read_row(perf_stmt *st, perf_catalog_case *c)
{
    char **cols[] = {&c->benchmark, &c->language, &c->category, &c->profile, &c->scenario};
    memset(c, 0, sizeof *c);
    for (int i = 0; i < (int)(sizeof cols / sizeof *cols); i++) {
        const char *s = perf_stmt_column_text(st, i);
        if (s && !(*cols[i] = strdup(s))) {
            clear(c);
            return -1;
        }
    }
    return 0;
}

int perf_catalog_cases(perf_db *db, perf_catalog_case **list, size_t *n, char *err, size_t errlen)
{
    *list = NULL;
    *n = 0;
    perf_stmt *st;
    /* one row per test case that has samples or a self-profile */
    if (perf_db_prepare(db,
                        "SELECT b.name, b.language, b.category, t.profile, t.scenario "
                        "FROM benchmark b JOIN ("
                        " SELECT DISTINCT benchmark_id, profile, scenario FROM sample"
                        " UNION SELECT benchmark_id, profile, scenario FROM self_profile"
                        ") t ON t.benchmark_id = b.id ORDER BY b.name, t.profile, t.scenario",
                        &st, err, errlen) < 0)
        return -1;
    size_t cap = 0;
    int r;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)list, &cap, *n + 1, sizeof **list) < 0 ||
            read_row(st, &(*list)[*n]) < 0) {
            if (err && errlen)
                snprintf(err, errlen, "out of memory");
            r = PERF_DB_ERROR;
            break;
        }
        (*n)++;
    }
    perf_stmt_finalize(st);
    if (r == PERF_DB_DONE)
        return 0;
    perf_catalog_cases_free(*list, *n);
    *list = NULL;
    *n = 0;
    return -1;
}

void perf_catalog_cases_free(perf_catalog_case *list, size_t n)
{
    for (size_t i = 0; list && i < n; i++)
        clear(&list[i]);
    free(list);
}
