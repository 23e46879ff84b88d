/* migrate_blocks.h — the step in C of migration 7 (schema/0007_query_block.sql):
 * every self-profile's query_row and query_time rows become its
 * query_block (perf/block/query_block.h), which no SQL can compute. */
#ifndef PERF_MIGRATE_BLOCKS_H
#define PERF_MIGRATE_BLOCKS_H

#include <stddef.h>

#include "db.h"

/* Writes one query_block row per self-profile that has none (in the
 * migration: every one; tests/perf/perf_sql.c uses it too) from its query_row and
 * query_time rows, inside the migration's open transaction (it neither
 * begins, commits nor rolls back). The block reads as the rows read in
 * the detail: the labels of query_row; the further runs up to the largest
 * iteration below 1000 that query_time has, a label without a row in a
 * run as 0; query_time's labels missing from query_row with in_first 0.
 * 0, or -1 with err. */
int perf_migrate_query_blocks(perf_db *db, char *err, size_t errlen);

#endif
