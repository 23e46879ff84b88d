/* fuzz_query_block.c — libFuzzer target for perf/block/query_block.c, the
 * decoder of the per-query blocks a human can edit in the database. The
 * input is decoded twice: as a block as is (the format byte and zstd
 * frame checks), and as the decompressed bytes, framed here the way the
 * encoder frames them (so that mutations reach the varint parser instead
 * of failing zstd's checksum). Whatever decodes must encode again to a
 * block that decodes to the same labels and figures. */
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "block/query_block.h"

static void check(const unsigned char *data, size_t size)
{
    char err[256];
    perf_query_block b, again;
    if (perf_query_block_decode(data, size, &b, err, sizeof err) != 0) {
        if (b.label_id || b.labels || !err[0])
            abort(); /* refused: empty, with a message */
        return;
    }
    unsigned char *z;
    size_t len;
    if (perf_query_block_encode(&b, 1, &z, &len, err, sizeof err) != 0 ||
        perf_query_block_decode(z, len, &again, err, sizeof err) != 0)
        abort();
    if (again.labels != b.labels || again.runs != b.runs ||
        memcmp(again.label_id, b.label_id, b.labels * sizeof *b.label_id) != 0 ||
        memcmp(again.in_first, b.in_first, b.labels) != 0 ||
        memcmp(again.values, b.values, b.labels * PERF_QB_COLUMNS * sizeof *b.values) != 0 ||
        (b.runs && memcmp(again.run_time, b.run_time, b.labels * b.runs * sizeof *b.run_time)))
        abort();
    for (size_t i = 0; i < b.labels; i++)
        if (perf_query_block_find(&b, b.label_id[i]) != (long)i)
            abort();
    free(z);
    perf_query_block_free(&b);
    perf_query_block_free(&again);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    check(data, size);
    size_t bound = ZSTD_compressBound(size);
    unsigned char *z = malloc(1 + bound);
    if (!z)
        return 0;
    size_t k = ZSTD_compress(z + 1, bound, data, size, 1);
    if (!ZSTD_isError(k)) {
        z[0] = PERF_QB_FORMAT;
        check(z, 1 + k);
    }
    free(z);
    return 0;
}
