/* migrate_blocks.h — the step in C of migration 8 (schema/0008_query_block.sql):
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

/* query_row and query_time as schema 7 had them (without references),
 * for the tests that write per-query data as rows: they make these
 * tables, write rows, call perf_migrate_query_blocks and drop them. */
#define PERF_QUERY_ROWS_SQL                                                                        \
    "CREATE TABLE query_row (self_profile_id BIGINT NOT NULL, label_id BIGINT NOT NULL, "          \
    "self_time BIGINT NOT NULL, time BIGINT NOT NULL, blocked_time BIGINT NOT NULL, "              \
    "blocked_count BIGINT NOT NULL, incremental_load_time BIGINT NOT NULL, "                       \
    "incremental_load_count BIGINT NOT NULL, incremental_hashing_time BIGINT NOT NULL, "           \
    "invocation_count BIGINT NOT NULL, number_of_cache_misses BIGINT NOT NULL, "                   \
    "number_of_cache_hits BIGINT NOT NULL, PRIMARY KEY (self_profile_id, label_id));"              \
    "CREATE TABLE query_time (self_profile_id BIGINT NOT NULL, iteration INTEGER NOT NULL, "       \
    "label_id BIGINT NOT NULL, self_time BIGINT NOT NULL, "                                        \
    "PRIMARY KEY (self_profile_id, iteration, label_id))"

#endif
