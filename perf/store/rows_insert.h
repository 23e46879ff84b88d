/* rows_insert.h — many rows in a few statements, on every engine: one
 * multi-row VALUES list per statement instead of one statement per row,
 * so that PostgreSQL stores a self-profile in a round trip or two per
 * table, not one per label (issue 25). */
#ifndef PERF_ROWS_INSERT_H
#define PERF_ROWS_INSERT_H

#include <stddef.h>
#include <stdint.h>

#include "../db/db.h"

/* Binds row `row`'s values to parameters $first, $first + 1, ... (as many
 * as the statement's per_row); a failed bind is reported by the step. */
typedef void (*perf_rows_bind)(perf_stmt *st, int first, size_t row, void *ctx);

/* Runs the statement `head` VALUES-LIST `tail` for rows [0, n), where the
 * list is "($2, $3, ...), (...)": per_row parameters a row, numbered after
 * $1, which is *fixed in every statement; with `fixed` NULL the rows start
 * at $1. Write $1 in `head`: parameters in order compile fastest on SQLite
 * (db_sqlite.c). The rows go in chunks of at most 7,000 parameters (under
 * SQLite's and PostgreSQL's limits, and libpq's for a statement's
 * description), each padded
 * to a power of two rows with rows of NULLs, so that a few texts serve
 * every size (PostgreSQL prepares each text once per connection): the
 * statement must drop those rows, e.g. by joining on a NOT NULL column or
 * a WHERE ... IS NOT NULL. Returns 0, or -1 with err. */
int perf_rows_insert(perf_db *db, const char *head, const char *tail, int per_row,
                     const int64_t *fixed, size_t n, perf_rows_bind bind, void *ctx, char *err,
                     size_t errlen);

#endif
