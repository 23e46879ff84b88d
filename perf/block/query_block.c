/* query_block.c — see query_block.h. */
#include "query_block.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

const char *const PERF_QB_COLUMN_NAMES[PERF_QB_COLUMNS] = {
    [PERF_QB_SELF_TIME] = "self_time",
    [PERF_QB_TIME] = "time",
    [PERF_QB_BLOCKED_TIME] = "blocked_time",
    [PERF_QB_BLOCKED_COUNT] = "blocked_count",
    [PERF_QB_INCREMENTAL_LOAD_TIME] = "incremental_load_time",
    [PERF_QB_INCREMENTAL_LOAD_COUNT] = "incremental_load_count",
    [PERF_QB_INCREMENTAL_HASHING_TIME] = "incremental_hashing_time",
    [PERF_QB_INVOCATION_COUNT] = "invocation_count",
    [PERF_QB_CACHE_MISSES] = "number_of_cache_misses",
    [PERF_QB_CACHE_HITS] = "number_of_cache_hits",
};

void perf_query_values_put(const perf_query_values *v, int64_t out[PERF_QB_COLUMNS])
{
    out[PERF_QB_SELF_TIME] = v->self_time;
    out[PERF_QB_TIME] = v->time;
    out[PERF_QB_BLOCKED_TIME] = v->blocked_time;
    out[PERF_QB_BLOCKED_COUNT] = v->blocked_count;
    out[PERF_QB_INCREMENTAL_LOAD_TIME] = v->incremental_load_time;
    out[PERF_QB_INCREMENTAL_LOAD_COUNT] = v->incremental_load_count;
    out[PERF_QB_INCREMENTAL_HASHING_TIME] = v->incremental_hashing_time;
    out[PERF_QB_INVOCATION_COUNT] = v->invocation_count;
    out[PERF_QB_CACHE_MISSES] = v->number_of_cache_misses;
    out[PERF_QB_CACHE_HITS] = v->number_of_cache_hits;
}

perf_query_values perf_query_block_values(const perf_query_block *b, size_t i)
{
    const int64_t *f = b->values + i * PERF_QB_COLUMNS;
    return (perf_query_values){
        .self_time = f[PERF_QB_SELF_TIME],
        .time = f[PERF_QB_TIME],
        .blocked_time = f[PERF_QB_BLOCKED_TIME],
        .blocked_count = f[PERF_QB_BLOCKED_COUNT],
        .incremental_load_time = f[PERF_QB_INCREMENTAL_LOAD_TIME],
        .incremental_load_count = f[PERF_QB_INCREMENTAL_LOAD_COUNT],
        .incremental_hashing_time = f[PERF_QB_INCREMENTAL_HASHING_TIME],
        .invocation_count = f[PERF_QB_INVOCATION_COUNT],
        .number_of_cache_misses = f[PERF_QB_CACHE_MISSES],
        .number_of_cache_hits = f[PERF_QB_CACHE_HITS],
    };
}

/* The longest LEB128 varint of 64 bits. */
#define VARINT_MAX 10

/* Two's complement without implementation-defined conversions. */
static int64_t to_signed(uint64_t u)
{
    return u <= (uint64_t)INT64_MAX ? (int64_t)u : -(int64_t)(~u) - 1;
}

static uint64_t zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (v < 0 ? UINT64_MAX : 0); }

static int64_t unzigzag(uint64_t u) { return to_signed((u >> 1) ^ (0 - (u & 1))); }

/* a - b modulo 2^64, zigzag-coded: small when a is near b. */
static uint64_t diff_code(int64_t a, int64_t b)
{
    return zigzag(to_signed((uint64_t)a - (uint64_t)b));
}

static int64_t diff_decode(uint64_t code, int64_t b)
{
    return to_signed((uint64_t)b + (uint64_t)unzigzag(code));
}

static unsigned char *put_varint(unsigned char *p, uint64_t v)
{
    while (v >= 0x80) {
        *p++ = (unsigned char)(v | 0x80);
        v >>= 7;
    }
    *p++ = (unsigned char)v;
    return p;
}

/* A bounded reader of the decompressed bytes. */
typedef struct reader {
    const unsigned char *p, *end;
    const char *bad; /* the first thing found wrong, or NULL */
} reader;

static uint64_t get_varint(reader *r)
{
    uint64_t v = 0;
    for (int i = 0; i < VARINT_MAX; i++) {
        if (r->p == r->end) {
            r->bad = r->bad ? r->bad : "truncated";
            return 0;
        }
        unsigned b = *r->p++;
        /* the tenth byte holds bit 63 alone */
        if (i == VARINT_MAX - 1 && b > 1) {
            r->bad = r->bad ? r->bad : "a varint overflows 64 bits";
            return 0;
        }
        v |= (uint64_t)(b & 0x7f) << (7 * i);
        if (!(b & 0x80))
            return v;
    }
    r->bad = r->bad ? r->bad : "a varint overflows 64 bits";
    return 0;
}

int perf_query_block_alloc(perf_query_block *b, size_t labels, size_t runs)
{
    memset(b, 0, sizeof *b);
    if (runs > PERF_QB_MAX_RUNS || labels > SIZE_MAX / sizeof(int64_t) / (PERF_QB_COLUMNS + runs))
        return -1;
    size_t n = labels ? labels : 1;
    b->label_id = calloc(n, sizeof *b->label_id);
    b->in_first = malloc(n);
    b->values = calloc(n * PERF_QB_COLUMNS, sizeof *b->values);
    b->run_time = runs ? calloc(n * runs, sizeof *b->run_time) : NULL;
    if (!b->label_id || !b->in_first || !b->values || (runs && !b->run_time)) {
        perf_query_block_free(b);
        return -1;
    }
    memset(b->in_first, 1, n);
    b->labels = labels;
    b->runs = runs;
    return 0;
}

void perf_query_block_free(perf_query_block *b)
{
    if (!b)
        return;
    free(b->label_id);
    free(b->in_first);
    free(b->values);
    free(b->run_time);
    memset(b, 0, sizeof *b);
}

/* qsort's context: the ids by position. */
typedef struct order {
    int64_t id;
    size_t at;
} order;

static int by_id(const void *x, const void *y)
{
    const order *a = x, *b = y;
    return (a->id > b->id) - (a->id < b->id);
}

int perf_query_block_sort(perf_query_block *b)
{
    size_t n = b->labels;
    if (n < 2)
        return 0;
    order *o = malloc(n * sizeof *o);
    int64_t *v = malloc(n * PERF_QB_COLUMNS * sizeof *v);
    int64_t *t = b->runs ? malloc(n * b->runs * sizeof *t) : NULL;
    unsigned char *f = malloc(n);
    if (!o || !v || !f || (b->runs && !t)) {
        free(o);
        free(f);
        free(v);
        free(t);
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        o[i] = (order){b->label_id[i], i};
    qsort(o, n, sizeof *o, by_id);
    int dup = 0;
    for (size_t i = 0; i < n; i++) {
        b->label_id[i] = o[i].id;
        dup |= i > 0 && o[i].id == o[i - 1].id;
        f[i] = b->in_first[o[i].at];
        memcpy(v + i * PERF_QB_COLUMNS, b->values + o[i].at * PERF_QB_COLUMNS,
               PERF_QB_COLUMNS * sizeof *v);
        for (size_t r = 0; r < b->runs; r++)
            t[r * n + i] = b->run_time[r * n + o[i].at];
    }
    free(b->values);
    b->values = v;
    free(b->in_first);
    b->in_first = f;
    if (t) {
        free(b->run_time);
        b->run_time = t;
    }
    free(o);
    return dup ? -1 : 0;
}

static int by_value(const void *x, const void *y)
{
    int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
    return (a > b) - (a < b);
}

int perf_query_block_build(perf_query_block *b, const int64_t *ids, const int64_t *values, size_t n,
                           size_t runs, const perf_qb_run_time *times, size_t ntimes)
{
    memset(b, 0, sizeof *b);
    /* the first run's ids sorted, to tell the labels only further runs
     * have; those sorted and made distinct after them */
    int64_t *known = malloc((n + ntimes ? n + ntimes : 1) * sizeof *known);
    if (!known)
        return -1;
    if (n)
        memcpy(known, ids, n * sizeof *ids);
    qsort(known, n, sizeof *known, by_value);
    size_t k = n;
    for (size_t i = 0; i < ntimes; i++)
        if (!bsearch(&times[i].label_id, known, n, sizeof *known, by_value))
            known[k++] = times[i].label_id;
    qsort(known + n, k - n, sizeof *known, by_value);
    size_t extra = 0;
    for (size_t i = n; i < k; i++)
        if (extra == 0 || known[i] != known[n + extra - 1])
            known[n + extra++] = known[i];
    if (perf_query_block_alloc(b, n + extra, runs) < 0) {
        free(known);
        return -1;
    }
    if (n) {
        memcpy(b->label_id, ids, n * sizeof *ids);
        memcpy(b->values, values, n * PERF_QB_COLUMNS * sizeof *values);
    }
    for (size_t i = 0; i < extra; i++) {
        b->label_id[n + i] = known[n + i];
        b->in_first[n + i] = 0;
    }
    free(known);
    int rc = perf_query_block_sort(b);
    for (size_t i = 0; rc == 0 && i < ntimes; i++) {
        if (times[i].iteration < 1 || (uint64_t)times[i].iteration > runs) {
            rc = -1;
            break;
        }
        long at = perf_query_block_find(b, times[i].label_id);
        b->run_time[(size_t)(times[i].iteration - 1) * b->labels + (size_t)at] = times[i].self_time;
    }
    if (rc < 0)
        perf_query_block_free(b);
    return rc;
}

int perf_query_block_encode(const perf_query_block *b, int level, unsigned char **out,
                            size_t *outlen, char *err, size_t errlen)
{
    *out = NULL;
    *outlen = 0;
    size_t n = b->labels;
    if (b->runs > PERF_QB_MAX_RUNS ||
        n > (PERF_QB_MAX_RAW / VARINT_MAX - 2) / (2 + PERF_QB_COLUMNS + b->runs)) {
        snprintf(err, errlen, "query block: %zu labels x %zu runs is too large", n, b->runs);
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        if (b->label_id[i] <= (i ? b->label_id[i - 1] : 0) || b->in_first[i] > 1) {
            snprintf(err, errlen,
                     "query block: label ids not positive and increasing, or a "
                     "flag not 0 or 1");
            return -1;
        }
    size_t cap = (2 + n * (2 + PERF_QB_COLUMNS + b->runs)) * VARINT_MAX;
    unsigned char *raw = malloc(cap), *p = raw;
    if (!raw) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    p = put_varint(p, n);
    p = put_varint(p, b->runs);
    for (size_t i = 0; i < n; i++)
        p = put_varint(p, (uint64_t)b->label_id[i] - (i ? (uint64_t)b->label_id[i - 1] : 0) - 1);
    for (size_t i = 0; i < n; i++)
        *p++ = b->in_first[i]; /* a varint of 0 or 1 */
    for (int c = 0; c < PERF_QB_COLUMNS; c++)
        for (size_t i = 0; i < n; i++) {
            const int64_t *v = b->values + i * PERF_QB_COLUMNS;
            p = put_varint(p, c == PERF_QB_TIME ? diff_code(v[PERF_QB_TIME], v[PERF_QB_SELF_TIME])
                                                : zigzag(v[c]));
        }
    for (size_t r = 0; r < b->runs; r++)
        for (size_t i = 0; i < n; i++)
            p = put_varint(p, diff_code(b->run_time[r * n + i],
                                        b->values[i * PERF_QB_COLUMNS + PERF_QB_SELF_TIME]));
    size_t rawlen = (size_t)(p - raw), bound = ZSTD_compressBound(rawlen);
    unsigned char *z = malloc(1 + bound);
    ZSTD_CCtx *cc = ZSTD_createCCtx();
    size_t zlen = 0;
    if (z && cc) {
        /* the checksum (4 bytes) refuses a block edited by hand */
        ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, level);
        ZSTD_CCtx_setParameter(cc, ZSTD_c_checksumFlag, 1);
        zlen = ZSTD_compress2(cc, z + 1, bound, raw, rawlen);
    }
    ZSTD_freeCCtx(cc);
    free(raw);
    if (!z || !cc || ZSTD_isError(zlen)) {
        snprintf(err, errlen, "query block: %s",
                 z && cc ? ZSTD_getErrorName(zlen) : "out of memory");
        free(z);
        return -1;
    }
    z[0] = PERF_QB_FORMAT;
    *out = z;
    *outlen = 1 + zlen;
    return 0;
}

/* The decompressed bytes of a block (malloc'd, *rawlen), or NULL with err. */
static unsigned char *inflate(const unsigned char *d, size_t len, size_t *rawlen, char *err,
                              size_t errlen)
{
    if (len < 2) {
        snprintf(err, errlen, "query block: truncated (%zu bytes)", len);
        return NULL;
    }
    if (d[0] != PERF_QB_FORMAT) {
        snprintf(err, errlen, "query block: unknown format %u", d[0]);
        return NULL;
    }
    unsigned long long size = ZSTD_getFrameContentSize(d + 1, len - 1);
    size_t frame = ZSTD_findFrameCompressedSize(d + 1, len - 1);
    if (size == ZSTD_CONTENTSIZE_ERROR || size == ZSTD_CONTENTSIZE_UNKNOWN || ZSTD_isError(frame)) {
        snprintf(err, errlen, "query block: not a zstd frame of known size");
        return NULL;
    }
    if (frame != len - 1) {
        snprintf(err, errlen, "query block: %zu bytes after the frame", len - 1 - frame);
        return NULL;
    }
    if (size > PERF_QB_MAX_RAW) {
        snprintf(err, errlen, "query block: %llu bytes decompressed is too large", size);
        return NULL;
    }
    unsigned char *raw = malloc(size ? (size_t)size : 1);
    if (!raw) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    size_t got = ZSTD_decompress(raw, (size_t)size, d + 1, len - 1);
    if (ZSTD_isError(got) || got != size) {
        snprintf(err, errlen, "query block: %s",
                 ZSTD_isError(got) ? ZSTD_getErrorName(got) : "short frame");
        free(raw);
        return NULL;
    }
    *rawlen = got;
    return raw;
}

int perf_query_block_decode(const void *data, size_t len, perf_query_block *b, char *err,
                            size_t errlen)
{
    memset(b, 0, sizeof *b);
    size_t rawlen = 0;
    unsigned char *raw = inflate(data, len, &rawlen, err, errlen);
    if (!raw)
        return -1;
    reader r = {raw, raw + rawlen, NULL};
    uint64_t n = get_varint(&r), runs = get_varint(&r);
    /* every value takes a byte at least: counts the bytes cannot hold are
     * refused before anything is allocated for them */
    size_t left = (size_t)(r.end - r.p);
    if (!r.bad && (runs > PERF_QB_MAX_RUNS || n > left / (2 + PERF_QB_COLUMNS + runs)))
        r.bad = "counts larger than the block";
    if (r.bad || perf_query_block_alloc(b, (size_t)n, (size_t)runs) < 0) {
        snprintf(err, errlen, "query block: %s", r.bad ? r.bad : "out of memory");
        free(raw);
        return -1;
    }
    uint64_t prev = 0;
    for (size_t i = 0; i < n && !r.bad; i++) {
        uint64_t d = get_varint(&r);
        if (d >= (uint64_t)INT64_MAX - prev)
            r.bad = r.bad ? r.bad : "a label id beyond 64 bits";
        prev += d + 1;
        b->label_id[i] = to_signed(prev);
    }
    for (size_t i = 0; i < n && !r.bad; i++) {
        uint64_t f = get_varint(&r);
        if (f > 1)
            r.bad = r.bad ? r.bad : "a flag not 0 or 1";
        b->in_first[i] = (unsigned char)(f & 1);
    }
    for (int c = 0; c < PERF_QB_COLUMNS && !r.bad; c++)
        for (size_t i = 0; i < n; i++) {
            int64_t *v = b->values + i * PERF_QB_COLUMNS;
            uint64_t u = get_varint(&r);
            v[c] = c == PERF_QB_TIME ? diff_decode(u, v[PERF_QB_SELF_TIME]) : unzigzag(u);
        }
    for (size_t k = 0; k < runs && !r.bad; k++)
        for (size_t i = 0; i < n; i++)
            b->run_time[k * n + i] = diff_decode(
                get_varint(&r), b->values[i * PERF_QB_COLUMNS + PERF_QB_SELF_TIME]);
    if (!r.bad && r.p != r.end)
        r.bad = "trailing bytes";
    free(raw);
    if (r.bad) {
        snprintf(err, errlen, "query block: %s", r.bad);
        perf_query_block_free(b);
        return -1;
    }
    return 0;
}

long perf_query_block_find(const perf_query_block *b, int64_t id)
{
    size_t lo = 0, hi = b->labels;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (b->label_id[mid] < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < b->labels && b->label_id[lo] == id ? (long)lo : -1;
}
