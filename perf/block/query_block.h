/* query_block.h — one self-profile's per-query data as one compressed
 * block (the query_block table, schema/0008_query_block.sql): what
 * query_row (one row of ten figures per label) and query_time (one row per
 * label and further self-profiled run) held, in a few bytes per label
 * instead of about 62 on SQLite and 220 on PostgreSQL (issue 27, "a
 * compact layout for per-query rows").
 *
 * A pure codec: no database, no I/O; its users (db/'s migration 8,
 * store/, queue/, report/, the benchmarks) read and write the bytes.
 *
 * The bytes: a format byte (PERF_QB_FORMAT), then one zstd frame that
 * holds, as LEB128 varints:
 *   labels, runs;
 *   the label ids, ascending, each as its distance to the previous one
 *     minus one (the first from 0), so that every id list is strictly
 *     increasing by construction;
 *   per label, 1 if the first self-profiled run has it, else 0 (a label
 *     only further runs have: query_row had no row of it, query_time had);
 *   the ten columns one after the other (column-major: all labels'
 *     self_time, then all time, ...), each value zigzag-coded, time as its
 *     difference to self_time (equal for queries that call nothing), so
 *     that the zero-heavy columns compress to almost nothing;
 *   each further run's self time per label, zigzag-coded as its
 *     difference to the first run's.
 * Differences are taken modulo 2^64, so every int64 round-trips.
 *
 * A label missing from a further run is stored as a self time of 0: that
 * is how the detail read a label without a query_time row (detail.c), so
 * the two are one and the same to every reader. A label that a further
 * run has and the first lacks is stored with in_first 0 and its ten
 * figures 0: the detail reads its further runs' self times, as it read
 * them from query_time, and no row.
 *
 * The decoder trusts nothing (the block comes from a database a human can
 * edit): a short or long block, an unknown format byte, a frame zstd
 * refuses or whose size is unknown or above PERF_QB_MAX_RAW, counts larger
 * than the bytes can hold, a varint longer than 64 bits, ids past
 * INT64_MAX, a flag other than 0 or 1 and trailing bytes are all refused
 * with an error. */
#ifndef PERF_QUERY_BLOCK_H
#define PERF_QUERY_BLOCK_H

#include <stddef.h>
#include <stdint.h>

/* The figures of a label, by name: the block's columns in query_row's
 * order, which is the order they are encoded in and the order of the
 * JSON's "fields" (PERF_QB_COLUMN_NAMES). Nothing reads a figure by its
 * number: the store, migration 8 and the readers go through these names,
 * perf_query_values_put and perf_query_block_values. */
enum perf_qb_column {
    PERF_QB_SELF_TIME,
    PERF_QB_TIME, /* encoded as its difference to PERF_QB_SELF_TIME */
    PERF_QB_BLOCKED_TIME,
    PERF_QB_BLOCKED_COUNT,
    PERF_QB_INCREMENTAL_LOAD_TIME,
    PERF_QB_INCREMENTAL_LOAD_COUNT,
    PERF_QB_INCREMENTAL_HASHING_TIME,
    PERF_QB_INVOCATION_COUNT,
    PERF_QB_CACHE_MISSES,
    PERF_QB_CACHE_HITS,
    PERF_QB_COLUMNS /* how many */
};

/* Each column's name, selfprof_summary_row's field ("self_time", ...). */
extern const char *const PERF_QB_COLUMN_NAMES[PERF_QB_COLUMNS];

/* One label's figures: exactly selfprof_summary_row's fields, in the
 * profile's counter unit (ns for wall time). */
typedef struct perf_query_values {
    int64_t self_time, time, blocked_time, blocked_count;
    int64_t incremental_load_time, incremental_load_count, incremental_hashing_time;
    int64_t invocation_count, number_of_cache_misses, number_of_cache_hits;
} perf_query_values;

/* The format byte this codec writes and reads. */
#define PERF_QB_FORMAT 1

/* The zstd level the writers use: a block is a few KB, which every level
 * compresses in well under a millisecond. */
#define PERF_QB_LEVEL 9

/* The largest decompressed block decoded (a 400-label profile with 10
 * further runs is under 60 KB). */
#define PERF_QB_MAX_RAW ((size_t)64 << 20)

/* The most further runs a block holds (the detail ignored iterations from
 * 1000 on). */
#define PERF_QB_MAX_RUNS 999

/* One self-profile's per-query data. */
typedef struct perf_query_block {
    size_t labels;           /* the labels of the first self-profiled run */
    size_t runs;             /* the further self-profiled runs (0 .. PERF_QB_MAX_RUNS) */
    int64_t *label_id;       /* [labels], strictly increasing */
    unsigned char *in_first; /* [labels]: 1 if the first run has the label
                                (alloc sets 1), 0 if only further runs do */
    int64_t *values;         /* [labels * PERF_QB_COLUMNS]: label i's figures at
                          values[i * PERF_QB_COLUMNS + column] */
    int64_t *run_time;       /* [runs * labels]: label i's self time in further run
                          r + 1 at run_time[r * labels + i]; NULL when runs == 0 */
} perf_query_block;

/* Allocates `b`'s arrays for `labels` labels and `runs` further runs,
 * zeroed; sets b->labels and b->runs. 0, or -1 (out of memory, or runs
 * above PERF_QB_MAX_RUNS; b is then empty). perf_query_block_free it. */
int perf_query_block_alloc(perf_query_block *b, size_t labels, size_t runs);

/* Sorts b's labels by id, their flags, figures and run times with them. 0, or
 * -1 when two labels have the same id (b is then sorted all the same). */
int perf_query_block_sort(perf_query_block *b);

/* One label's self time in one further self-profiled run. */
typedef struct perf_qb_run_time {
    int64_t iteration; /* 1 .. runs */
    int64_t label_id;
    int64_t self_time;
} perf_qb_run_time;

/* Builds *b from the first run's n labels (ids[i] and its PERF_QB_COLUMNS
 * figures at values[i * PERF_QB_COLUMNS], any order) and the further runs'
 * self times (any order): the labels that only further runs have are
 * added once each with in_first 0 and their figures 0, the labels sorted,
 * and a label missing from a further run keeps a self time of 0 there.
 * The one way the store and migration 8 make a block. 0, or -1 (out of
 * memory, runs above PERF_QB_MAX_RUNS, two first-run labels with one id,
 * an iteration outside 1 .. runs; b is then empty). perf_query_block_free
 * it. */
int perf_query_block_build(perf_query_block *b, const int64_t *ids, const int64_t *values, size_t n,
                           size_t runs, const perf_qb_run_time *times, size_t ntimes);

/* Encodes `b` (its label ids strictly increasing and positive) at zstd
 * level `level` into *out (malloc'd, *outlen bytes). 0, or -1 with err
 * (ids not increasing, runs too many, out of memory). */
int perf_query_block_encode(const perf_query_block *b, int level, unsigned char **out,
                            size_t *outlen, char *err, size_t errlen);

/* Decodes the `len` bytes at `data` into *b (its arrays malloc'd;
 * perf_query_block_free it). 0, or -1 with err saying what is wrong with
 * the block (b is then empty). Never reads outside data[0..len). */
int perf_query_block_decode(const void *data, size_t len, perf_query_block *b, char *err,
                            size_t errlen);

/* The index of label `id` in b (binary search), or -1 when absent; see
 * in_first for whether the first run has it. */
long perf_query_block_find(const perf_query_block *b, int64_t id);

/* Label i's figures in the first self-profiled run (zeros when only
 * further runs have it). */
perf_query_values perf_query_block_values(const perf_query_block *b, size_t i);

/* v as a row of the block's columns: out[PERF_QB_SELF_TIME] = v->self_time,
 * ... (what perf_query_block_build's `values` holds per label). */
void perf_query_values_put(const perf_query_values *v, int64_t out[PERF_QB_COLUMNS]);

/* Frees b's arrays and empties it; NULL is ignored. */
void perf_query_block_free(perf_query_block *b);

#endif
