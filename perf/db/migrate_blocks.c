/* migrate_blocks.c — see migrate_blocks.h. */
#include "migrate_blocks.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "block/query_block.h"
#include "support/grow.h"

/* The statements of the conversion, prepared once. */
typedef struct conv {
    perf_stmt *rows, *runs, *ins;
    int64_t *ids, *vals; /* one self-profile's query_row rows, by label id */
    size_t n, cap_ids, cap_vals;
    perf_qb_run_time *times; /* its query_time rows */
    size_t nt, cap_times;
} conv;

/* Reads self-profile sp's query_row rows (by label id, the primary key's
 * order) and its query_time rows; 0 or -1. */
static int read_rows(perf_db *db, conv *c, int64_t sp, char *err, size_t errlen)
{
    c->n = c->nt = 0;
    int r;
    perf_stmt_bind_int64(c->rows, 1, sp);
    while ((r = perf_stmt_step(c->rows, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&c->ids, &c->cap_ids, c->n + 1, sizeof *c->ids) < 0 ||
            sup_grow((void **)&c->vals, &c->cap_vals, (c->n + 1) * PERF_QB_COLUMNS,
                     sizeof *c->vals) < 0) {
            snprintf(err, errlen, "%s: out of memory", perf_db_name(db));
            r = PERF_DB_ERROR;
            break;
        }
        c->ids[c->n] = perf_stmt_column_int64(c->rows, 0);
        /* the SELECT lists query_row's figures in the block's column
         * order (PERF_QB_COLUMN_NAMES are query_row's column names) */
        for (int k = 0; k < PERF_QB_COLUMNS; k++)
            c->vals[c->n * PERF_QB_COLUMNS + (size_t)k] = perf_stmt_column_int64(c->rows, k + 1);
        c->n++;
    }
    perf_stmt_reset(c->rows);
    if (r == PERF_DB_ERROR)
        return -1;
    perf_stmt_bind_int64(c->runs, 1, sp);
    while ((r = perf_stmt_step(c->runs, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&c->times, &c->cap_times, c->nt + 1, sizeof *c->times) < 0) {
            snprintf(err, errlen, "%s: out of memory", perf_db_name(db));
            r = PERF_DB_ERROR;
            break;
        }
        c->times[c->nt++] = (perf_qb_run_time){perf_stmt_column_int64(c->runs, 0),
                                               perf_stmt_column_int64(c->runs, 1),
                                               perf_stmt_column_int64(c->runs, 2)};
    }
    perf_stmt_reset(c->runs);
    return r == PERF_DB_ERROR ? -1 : 0;
}

/* Builds and stores self-profile sp's block from what read_rows read. */
static int store_block(perf_db *db, conv *c, int64_t sp, char *err, size_t errlen)
{
    /* the detail's runs: the largest iteration (below 1000, which the
     * query selects) of any query_time row */
    size_t runs = 0;
    for (size_t i = 0; i < c->nt; i++)
        if ((size_t)c->times[i].iteration > runs)
            runs = (size_t)c->times[i].iteration;
    perf_query_block b;
    int rc = perf_query_block_build(&b, c->ids, c->vals, c->n, runs, c->times, c->nt);
    unsigned char *z = NULL;
    size_t len = 0;
    if (rc == 0)
        rc = perf_query_block_encode(&b, PERF_QB_LEVEL, &z, &len, err, errlen);
    else
        snprintf(err, errlen,
                 "%s: self-profile %lld: out of memory, or its query rows "
                 "repeat a label",
                 perf_db_name(db), (long long)sp);
    size_t labels = b.labels;
    perf_query_block_free(&b);
    if (rc < 0)
        return -1;
    perf_stmt_bind_int64(c->ins, 1, sp);
    perf_stmt_bind_int64(c->ins, 2, (int64_t)labels);
    perf_stmt_bind_int64(c->ins, 3, (int64_t)runs);
    perf_stmt_bind_blob(c->ins, 4, z, len);
    free(z);
    rc = perf_stmt_step(c->ins, err, errlen) == PERF_DB_ERROR ? -1 : 0;
    perf_stmt_reset(c->ins);
    return rc;
}

int perf_migrate_query_blocks(perf_db *db, char *err, size_t errlen)
{
    int64_t *sps = NULL;
    size_t nsp = 0, cap = 0;
    perf_stmt *st;
    if (perf_db_prepare(db,
                        "SELECT id FROM self_profile WHERE id NOT IN "
                        "(SELECT self_profile_id FROM query_block) ORDER BY id",
                        &st, err, errlen) < 0)
        return -1;
    int r;
    while ((r = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&sps, &cap, nsp + 1, sizeof *sps) < 0) {
            snprintf(err, errlen, "%s: out of memory", perf_db_name(db));
            r = PERF_DB_ERROR;
            break;
        }
        sps[nsp++] = perf_stmt_column_int64(st, 0);
    }
    perf_stmt_finalize(st);
    conv c;
    memset(&c, 0, sizeof c);
    int rc = r == PERF_DB_ERROR ||
                     perf_db_prepare(db,
                                     "SELECT label_id, self_time, time, blocked_time, "
                                     "blocked_count, incremental_load_time, "
                                     "incremental_load_count, incremental_hashing_time, "
                                     "invocation_count, number_of_cache_misses, "
                                     "number_of_cache_hits FROM query_row "
                                     "WHERE self_profile_id = $1 ORDER BY label_id",
                                     &c.rows, err, errlen) < 0 ||
                     perf_db_prepare(db,
                                     "SELECT iteration, label_id, self_time FROM query_time "
                                     "WHERE self_profile_id = $1 AND iteration >= 1 AND "
                                     "iteration <= 999",
                                     &c.runs, err, errlen) < 0 ||
                     perf_db_prepare(db,
                                     "INSERT INTO query_block (self_profile_id, labels, runs, "
                                     "zstd) VALUES ($1, $2, $3, $4)",
                                     &c.ins, err, errlen) < 0
                 ? -1
                 : 0;
    for (size_t i = 0; rc == 0 && i < nsp; i++)
        rc = read_rows(db, &c, sps[i], err, errlen) < 0 ||
                     store_block(db, &c, sps[i], err, errlen) < 0
                 ? -1
                 : 0;
    perf_stmt_finalize(c.rows);
    perf_stmt_finalize(c.runs);
    perf_stmt_finalize(c.ins);
    free(c.ids);
    free(c.vals);
    free(c.times);
    free(sps);
    return rc;
}
