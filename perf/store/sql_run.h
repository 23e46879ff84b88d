/* sql_run.h — one statement in one call, for the many small queries of the
 * store and the queue (the per-row hot paths prepare their statements
 * once instead). */
#ifndef PERF_SQL_RUN_H
#define PERF_SQL_RUN_H

#include <stddef.h>
#include <stdint.h>

#include "../db/db.h"

/* Prepares `sql`, binds $1, $2, ... by the letters of `fmt` (i: int64_t,
 * d: double, t: const char * (NULL binds NULL), b: const void * then
 * size_t length), steps it once and finalizes it. With `first`, the first
 * column of the first row goes there (as int64; 0 when there is no row or
 * it is NULL). Returns PERF_DB_ROW (a row came back), PERF_DB_DONE, or
 * PERF_DB_ERROR with err. */
int perf_sql_run(perf_db *db, const char *sql, char *err, size_t errlen, int64_t *first,
                 const char *fmt, ...);

#endif
