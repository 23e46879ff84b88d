/* raw.c — perf_report_raw: a test case's stored raw profile files,
 * decompressed. Each blob is checked before and after decompression
 * against the size stored with it, so a damaged row is an error naming the
 * file, never a short or overlong profile handed on. */
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "report_util.h"
#include "support/grow.h"

/* A profile file larger than this is not one we stored (the largest rustc
 * profiles are a few hundred MB). */
#define RAW_MAX_SIZE ((int64_t)4 << 30)

static int by_name(const void *x, const void *y)
{
    return strcmp(((const perf_raw_file *)x)->name, ((const perf_raw_file *)y)->name);
}

/* Decompresses one blob of `raw_size` bytes into f->data. */
static int inflate_one(perf_raw_file *f, const void *z, size_t zlen, int64_t raw_size, char *err,
                       size_t errlen)
{
    unsigned long long declared = ZSTD_getFrameContentSize(z, zlen);
    if (raw_size < 0 || raw_size > RAW_MAX_SIZE || declared == ZSTD_CONTENTSIZE_ERROR ||
        (declared != ZSTD_CONTENTSIZE_UNKNOWN && declared != (unsigned long long)raw_size))
        return perf_report_err(PERF_REPORT_ERROR, err, errlen,
                               "stored raw profile '%s' is damaged (size %lld, frame says %llu)",
                               f->name, (long long)raw_size, declared);
    f->size = (size_t)raw_size;
    if (!(f->data = malloc(f->size ? f->size : 1)))
        return perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    size_t got = ZSTD_decompress(f->data, f->size, z, zlen);
    if (ZSTD_isError(got) || got != f->size)
        return perf_report_err(PERF_REPORT_ERROR, err, errlen,
                               "stored raw profile '%s' is damaged (%s)", f->name,
                               ZSTD_isError(got) ? ZSTD_getErrorName(got) : "short");
    return PERF_REPORT_OK;
}

int perf_report_raw_of(perf_db *db, int64_t sp, perf_raw_profile **out, int *dropped, char *err,
                       size_t errlen)
{
    *out = NULL;
    if (dropped)
        *dropped = 0;
    perf_raw_profile *r = calloc(1, sizeof *r);
    if (!r)
        return perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
    perf_stmt *st;
    if (perf_db_prepare(db,
                        /* a raw_profile row without its raw_blob: dropped by
                         * `prune` (schema/0003_raw_blob.sql) */
                        "SELECT r.file_name, r.raw_size, b.zstd FROM raw_profile r "
                        "LEFT JOIN raw_blob b ON b.self_profile_id = r.self_profile_id "
                        "AND b.file_name = r.file_name WHERE r.self_profile_id = $1",
                        &st, err, errlen) < 0) {
        free(r);
        return PERF_REPORT_ERROR;
    }
    perf_stmt_bind_int64(st, 1, sp);
    size_t cap = 0;
    int step, rc = PERF_REPORT_OK;
    while ((step = perf_stmt_step(st, err, errlen)) == PERF_DB_ROW) {
        if (sup_grow((void **)&r->files, &cap, r->count + 1, sizeof *r->files) < 0) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        if (perf_stmt_column_is_null(st, 2)) {
            if (dropped)
                *dropped = 1;
            rc = perf_report_err(PERF_REPORT_NOT_FOUND, err, errlen,
                                 "the raw profile was dropped by 'prune'");
            break;
        }
        perf_raw_file *f = &r->files[r->count++];
        memset(f, 0, sizeof *f);
        size_t zlen;
        const void *z = perf_stmt_column_blob(st, 2, &zlen);
        if (!(f->name = perf_report_strdup(perf_stmt_column_text(st, 0)))) {
            rc = perf_report_err(PERF_REPORT_ERROR, err, errlen, "out of memory");
            break;
        }
        if ((rc = inflate_one(f, z ? z : "", zlen, perf_stmt_column_int64(st, 1), err, errlen)) !=
            PERF_REPORT_OK)
            break;
    }
    perf_stmt_finalize(st);
    if (step == PERF_DB_ERROR)
        rc = PERF_REPORT_ERROR;
    if (rc == PERF_REPORT_OK && r->count == 0)
        rc = perf_report_err(PERF_REPORT_NOT_FOUND, err, errlen, "no raw profile stored");
    if (rc != PERF_REPORT_OK) {
        perf_raw_profile_free(r);
        return rc;
    }
    qsort(r->files, r->count, sizeof *r->files, by_name);
    *out = r;
    return PERF_REPORT_OK;
}

int perf_report_raw(perf_db *db, const char *artifact, const char *benchmark, const char *profile,
                    const char *scenario, perf_raw_profile **out, char *err, size_t errlen)
{
    *out = NULL;
    int64_t art, bench, sp;
    int rc = perf_report_find_artifact(db, artifact, &art, NULL, err, errlen);
    if (rc == PERF_REPORT_OK)
        rc = perf_report_find_benchmark(db, benchmark, &bench, err, errlen);
    if (rc == PERF_REPORT_OK &&
        (rc = perf_report_find_self_profile(db, art, bench, profile, scenario, &sp, err, errlen)) ==
            PERF_REPORT_NOT_FOUND)
        perf_report_err(rc, err, errlen, "'%s' has no self-profile of %s %s %s", artifact,
                        benchmark, profile, scenario);
    if (rc != PERF_REPORT_OK)
        return rc;
    int dropped;
    rc = perf_report_raw_of(db, sp, out, &dropped, err, errlen);
    if (rc == PERF_REPORT_NOT_FOUND && dropped)
        perf_report_err(rc, err, errlen,
                        "the raw profile of '%s' %s %s %s was dropped by 'prune' "
                        "(its summary rows are kept)",
                        artifact, benchmark, profile, scenario);
    else if (rc == PERF_REPORT_NOT_FOUND)
        perf_report_err(rc, err, errlen, "'%s' has no raw profile stored for %s %s %s", artifact,
                        benchmark, profile, scenario);
    return rc;
}

void perf_raw_profile_free(perf_raw_profile *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->count; i++) {
        free(r->files[i].name);
        free(r->files[i].data);
    }
    free(r->files);
    free(r);
}
