/* artifacts.c — artifacts by name or id, in a list, added (catalog.h).
 * One SELECT text serves the look-ups, the list and the queue's jobs, so
 * all give the same columns, read by one reader (read_row). */
#include "catalog.h"

#include <stdlib.h>
#include <string.h>

#include "catalog_rows.h"
#include "catalog_sql.h"

#define ARTIFACT_SELECT PERF_SQL_ARTIFACT_SELECT

/* The current row of ARTIFACT_SELECT into the zeroed perf_artifact at
 * elem: 0, or -1 (out of memory, the artifact cleared). */
static int read_row(perf_stmt *st, void *elem)
{
    perf_artifact *a = elem;
    a->id = perf_stmt_column_int64(st, 0);
    a->parent_id = perf_stmt_column_is_null(st, 1) ? 0 : perf_stmt_column_int64(st, 1);
    char **cols[] = {&a->name,    &a->kind, &a->compiler, &a->cargo,
                     &a->version, &a->date, &a->added_at, &a->parent};
    for (int c = 0; c < (int)(sizeof cols / sizeof *cols); c++)
        if (catalog_text(st, c + 2, cols[c]) < 0) {
            perf_artifact_clear(a);
            return -1;
        }
    a->self_profiles = perf_stmt_column_int64(st, 10);
    a->samples = perf_stmt_column_int64(st, 11);
    return 0;
}

static void clear(void *elem) { perf_artifact_clear(elem); }

/* The one artifact of ARTIFACT_SELECT `where` (binding $1 to `name`, or
 * to `id` when name is NULL) into *a: 1, 0 (none, *a zeroed) or -1. */
static int find_one(perf_db *db, const char *where, const char *name, int64_t id, perf_artifact *a,
                    char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    perf_stmt *st;
    if (perf_db_prepare(db, where, &st, err, errlen) < 0)
        return -1;
    if (name)
        perf_stmt_bind_text(st, 1, name);
    else
        perf_stmt_bind_int64(st, 1, id);
    int r = perf_stmt_step(st, err, errlen), rc = r == PERF_DB_ROW ? 1 : r == PERF_DB_DONE ? 0 : -1;
    if (rc == 1 && read_row(st, a) < 0)
        rc = catalog_oom(err, errlen);
    perf_stmt_finalize(st);
    return rc;
}

int perf_artifact_find(perf_db *db, const char *name, perf_artifact *a, char *err, size_t errlen)
{
    return find_one(db, ARTIFACT_SELECT "WHERE a.name = $1", name, 0, a, err, errlen);
}

int perf_artifact_get(perf_db *db, int64_t id, perf_artifact *a, char *err, size_t errlen)
{
    return find_one(db, ARTIFACT_SELECT "WHERE a.id = $1", NULL, id, a, err, errlen);
}

int perf_artifact_list(perf_db *db, perf_artifact **list, size_t *n, char *err, size_t errlen)
{
    perf_stmt *st;
    *list = NULL;
    *n = 0;
    if (perf_db_prepare(db, ARTIFACT_SELECT PERF_SQL_ARTIFACT_ORDER, &st, err, errlen) < 0)
        return -1;
    return catalog_rows(st, sizeof **list, read_row, clear, (void **)list, n, err, errlen);
}

int perf_artifact_add(perf_db *db, const perf_artifact *a, char *err, size_t errlen)
{
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "INSERT INTO artifact (name, kind, compiler, cargo, version, date, "
                        "parent_id, added_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                        &st, err, errlen) < 0)
        return -1;
    perf_stmt_bind_text(st, 1, a->name);
    perf_stmt_bind_text(st, 2, a->kind);
    perf_stmt_bind_text(st, 3, a->compiler);
    perf_stmt_bind_text(st, 4, a->cargo);
    perf_stmt_bind_text(st, 5, a->version);
    perf_stmt_bind_text(st, 6, a->date);
    if (a->parent_id > 0)
        perf_stmt_bind_int64(st, 7, a->parent_id);
    else
        perf_stmt_bind_null(st, 7);
    perf_stmt_bind_text(st, 8, a->added_at);
    int r = perf_stmt_step(st, err, errlen);
    perf_stmt_finalize(st);
    return r == PERF_DB_DONE ? 0 : -1;
}

void perf_artifact_clear(perf_artifact *a)
{
    char *strs[] = {a->name,    a->kind, a->compiler, a->cargo,
                    a->version, a->date, a->added_at, a->parent};
    for (size_t i = 0; i < sizeof strs / sizeof *strs; i++)
        free(strs[i]);
    memset(a, 0, sizeof *a);
}

void perf_artifact_list_free(perf_artifact *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        perf_artifact_clear(&list[i]);
    free(list);
}
