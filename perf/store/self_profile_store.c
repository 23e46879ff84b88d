/* self_profile_store.c — see self_profile_store.h. */
#include "self_profile_store.h"

#include <selfprof/coverage.h>

#include "../block/query_block.h"
#include "../catalog/labels.h"
#include "change_log.h"
#include "rows_insert.h"
#include "sql_run.h"

#include <selfprof/profile.h>
#include <selfprof/summary.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "support/grow.h"

/* Level 3, zstd's default: on a rustc profile level 19 is ~90x slower
 * (0.89 s against 0.01 s for 136 KB) for 11% fewer bytes, and the
 * collector compresses while the next benchmark waits. */
#define RAW_ZSTD_LEVEL 3

selfprof_summary *perf_summarize_files(const char *const *paths, size_t n, uint64_t *untracked,
                                       char *err, size_t errlen)
{
    selfprof_summary *all = selfprof_summary_new();
    selfprof_coverage_options co = {0, 0}; /* the figures only, no gap list */
    selfprof_coverage *cov = NULL;
    if (!all || (untracked && selfprof_coverage_new(&co, &cov) != SELFPROF_OK)) {
        selfprof_summary_free(all);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        selfprof_error e;
        selfprof_profile *p;
        selfprof_summary *one = NULL;
        if (selfprof_profile_open(paths[i], &p, &e) != SELFPROF_OK) {
            snprintf(err, errlen, "%s: %s", paths[i], e.message);
            selfprof_summary_free(all);
            return NULL;
        }
        int rc = selfprof_summarize(p, NULL, &one, &e);
        int merged = rc == SELFPROF_OK && selfprof_summary_merge(all, one) == SELFPROF_OK;
        if (merged && cov)
            rc = selfprof_coverage_add_profile(cov, p, &e);
        selfprof_profile_close(p);
        if (rc != SELFPROF_OK || !merged) {
            snprintf(err, errlen, "%s: %s", paths[i],
                     rc != SELFPROF_OK ? e.message : "out of memory");
            selfprof_summary_free(one);
            selfprof_summary_free(all);
            selfprof_coverage_free(cov);
            return NULL;
        }
        selfprof_summary_free(one);
    }
    if (cov)
        *untracked = selfprof_coverage_totals(cov)->untracked;
    selfprof_coverage_free(cov);
    return all;
}

int perf_raw_file_load(const char *path, perf_raw_file *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open", path);
        return -1;
    }
    size_t cap = 0, len = 0, k = 1;
    char *buf = NULL;
    int oom = 0;
    while (k > 0) { /* room from 1 MiB, doubling when full */
        if (sup_grow((void **)&buf, &cap, len < ((size_t)1 << 20) ? (size_t)1 << 20 : len + 1, 1) <
            0) {
            oom = 1;
            break;
        }
        k = fread(buf + len, 1, cap - len, f);
        len += k;
    }
    int bad = ferror(f);
    fclose(f);
    if (oom || bad) {
        free(buf);
        snprintf(err, errlen, "%s: %s", path, bad ? "read error" : "out of memory");
        return -1;
    }
    size_t bound = ZSTD_compressBound(len);
    void *z = malloc(bound);
    size_t zlen = z ? ZSTD_compress(z, bound, buf, len, RAW_ZSTD_LEVEL) : 0;
    free(buf);
    const char *slash = strrchr(path, '/');
    char *name = strdup(slash ? slash + 1 : path);
    if (!z || ZSTD_isError(zlen) || !name) {
        free(z);
        free(name);
        snprintf(err, errlen, "%s: %s", path,
                 z && ZSTD_isError(zlen) ? ZSTD_getErrorName(zlen) : "out of memory");
        return -1;
    }
    out->name = name;
    out->raw_size = len;
    out->zstd = z;
    out->zstd_len = zlen;
    return 0;
}

void perf_raw_file_clear(perf_raw_file *f)
{
    if (!f)
        return;
    free(f->name);
    free(f->zstd);
    memset(f, 0, sizeof *f);
}

/* A summary row's figures as the block's columns. */
static void row_figures(const selfprof_summary_row *r, int64_t v[PERF_QB_COLUMNS])
{
    const perf_query_values f = {
        .self_time = r->self_time,
        .time = (int64_t)r->time,
        .blocked_time = (int64_t)r->blocked_time,
        .blocked_count = (int64_t)r->blocked_count,
        .incremental_load_time = r->incremental_load_time,
        .incremental_load_count = (int64_t)r->incremental_load_count,
        .incremental_hashing_time = r->incremental_hashing_time,
        .invocation_count = (int64_t)r->invocation_count,
        .number_of_cache_misses = (int64_t)r->number_of_cache_misses,
        .number_of_cache_hits = (int64_t)r->number_of_cache_hits,
    };
    perf_query_values_put(&f, v);
}

/* The block of summary s and its further runs (query_block.h), built by
 * perf_query_block_build from the labels' ids, the first run's figures
 * and each further run's self times. *b is perf_query_block_free'd by the
 * caller, also on failure. 0 or -1 (err). */
static int build_block(perf_db *db, const selfprof_summary *s, const perf_further_run *runs,
                       size_t nruns, perf_query_block *b, char *err, size_t errlen)
{
    memset(b, 0, sizeof *b);
    /* the further runs as the detail counted them: up to the largest
     * iteration that has a label (below 1000) */
    size_t nrun = 0, names = s->row_count;
    for (size_t r = 0; r < nruns; r++) {
        if (runs[r].iteration < 1 || runs[r].iteration > PERF_QB_MAX_RUNS ||
            !runs[r].summary->row_count)
            continue;
        nrun = (size_t)runs[r].iteration > nrun ? (size_t)runs[r].iteration : nrun;
        names += runs[r].summary->row_count;
    }
    size_t first = s->row_count, ntimes = names - first;
    const char **name = malloc((names ? names : 1) * sizeof *name);
    int64_t *id = malloc((names ? names : 1) * sizeof *id);
    int64_t *values = malloc((first ? first : 1) * PERF_QB_COLUMNS * sizeof *values);
    perf_qb_run_time *times = malloc((ntimes ? ntimes : 1) * sizeof *times);
    int rc = -1;
    if (!name || !id || !values || !times) {
        snprintf(err, errlen, "out of memory");
        goto out;
    }
    size_t k = 0;
    for (size_t i = 0; i < first; i++) {
        name[k++] = s->rows[i].label;
        row_figures(&s->rows[i], values + i * PERF_QB_COLUMNS);
    }
    for (size_t r = 0; r < nruns; r++)
        for (size_t i = 0; runs[r].iteration >= 1 && (size_t)runs[r].iteration <= nrun &&
                           i < runs[r].summary->row_count;
             i++) {
            times[k - first] = (perf_qb_run_time){runs[r].iteration, 0,
                                                  runs[r].summary->rows[i].self_time};
            name[k++] = runs[r].summary->rows[i].label;
        }
    if (perf_label_ids(db, name, k, id, err, errlen) < 0)
        goto out;
    for (size_t i = first; i < k; i++)
        times[i - first].label_id = id[i];
    if (perf_query_block_build(b, id, values, first, nrun, times, k - first) < 0) {
        snprintf(err, errlen, "%s: out of memory, or two labels of one profile have one id",
                 perf_db_name(db));
        goto out;
    }
    rc = 0;
out:
    free(name);
    free(id);
    free(values);
    free(times);
    return rc;
}

/* Stores self-profile sp's block. */
static int store_block(perf_db *db, int64_t sp, const selfprof_summary *s,
                       const perf_further_run *runs, size_t nruns, char *err, size_t errlen)
{
    perf_query_block b;
    unsigned char *z = NULL;
    size_t len = 0;
    int rc = build_block(db, s, runs, nruns, &b, err, errlen) < 0 ||
                     perf_query_block_encode(&b, PERF_QB_LEVEL, &z, &len, err, errlen) < 0 ||
                     perf_sql_run(db,
                                  "INSERT INTO query_block (self_profile_id, labels, runs, zstd) "
                                  "VALUES ($1, $2, $3, $4)",
                                  err, errlen, NULL, "iiib", sp, (int64_t)b.labels, (int64_t)b.runs,
                                  z, len) == PERF_DB_ERROR
                 ? -1
                 : 0;
    perf_query_block_free(&b);
    free(z);
    return rc;
}

static void bind_artifact_size(perf_stmt *st, int first, size_t row, void *ctx)
{
    const selfprof_summary *s = ctx;
    perf_stmt_bind_text(st, first, s->artifacts[row].label);
    perf_stmt_bind_int64(st, first + 1, (int64_t)s->artifacts[row].value);
}

/* The artifact sizes of self-profile `sp`, a few statements
 * (rows_insert.h): each row finds its label's id by name in the same
 * statement (perf_store_ensure_labels added them), and the padding rows
 * (NULL names) join nothing. The VALUES columns are column1, ... on both
 * engines; PostgreSQL reads the parameters there as text, hence the
 * casts. */
static int store_sizes(perf_db *db, int64_t sp, const selfprof_summary *s, char *err, size_t errlen)
{
    if (perf_rows_insert(
            db,
            "INSERT INTO artifact_size (self_profile_id, label_id, value) "
            "SELECT CAST($1 AS BIGINT), label.id, CAST(v.column2 AS BIGINT) FROM (VALUES ",
            ") AS v JOIN label ON label.name = v.column1", 2, &sp, s->artifact_count,
            bind_artifact_size, (void *)s, err, errlen) < 0)
        return -1;
    /* A row whose label is missing would be dropped silently by the join. */
    int64_t stored = 0;
    if (perf_sql_run(db, "SELECT count(*) FROM artifact_size WHERE self_profile_id = $1", err,
                     errlen, &stored, "i", sp) < 0)
        return -1;
    if (stored != (int64_t)s->artifact_count) {
        snprintf(err, errlen, "%s: %lld of %zu artifact sizes stored (a label is missing)",
                 perf_db_name(db), (long long)stored, s->artifact_count);
        return -1;
    }
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void bind_name(perf_stmt *st, int first, size_t row, void *ctx)
{
    perf_stmt_bind_text(st, first, ((const char **)ctx)[row]);
}

int perf_store_ensure_labels(perf_db *db, const selfprof_summary *const *sums, size_t n, char *err,
                             size_t errlen)
{
    size_t total = 0;
    for (size_t i = 0; i < n; i++)
        total += sums[i]->row_count + sums[i]->artifact_count;
    const char **names = malloc((total ? total : 1) * sizeof *names);
    if (!names) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        for (size_t j = 0; j < sums[i]->row_count; j++)
            names[k++] = sums[i]->rows[j].label;
        for (size_t j = 0; j < sums[i]->artifact_count; j++)
            names[k++] = sums[i]->artifacts[j].label;
    }
    /* Sorted and distinct: concurrent writers insert in the same order. */
    qsort(names, k, sizeof *names, by_name);
    size_t distinct = 0;
    for (size_t i = 0; i < k; i++)
        if (i == 0 || strcmp(names[i], names[distinct - 1]) != 0)
            names[distinct++] = names[i];
    /* the padding rows (rows_insert.h) are NULL names */
    int rc = perf_rows_insert(db, "INSERT INTO label (name) SELECT v.column1 FROM (VALUES ",
                              ") AS v WHERE v.column1 IS NOT NULL ON CONFLICT (name) DO NOTHING", 1,
                              NULL, distinct, bind_name, names, err, errlen);
    free(names);
    return rc < 0 ? -1 : 0;
}

static int store_raw(perf_db *db, int64_t sp, const perf_raw_file *files, size_t n, char *err,
                     size_t errlen)
{
    /* The name and size in raw_profile for good, the bytes in raw_blob,
     * which retention empties (schema/0003_raw_blob.sql). */
    for (size_t i = 0; i < n; i++)
        if (perf_sql_run(db,
                         "INSERT INTO raw_profile (self_profile_id, file_name, raw_size) "
                         "VALUES ($1, $2, $3)",
                         err, errlen, NULL, "iti", sp, files[i].name,
                         (int64_t)files[i].raw_size) < 0 ||
            perf_sql_run(
                db, "INSERT INTO raw_blob (self_profile_id, file_name, zstd) VALUES ($1, $2, $3)",
                err, errlen, NULL, "itb", sp, files[i].name, files[i].zstd, files[i].zstd_len) < 0)
            return -1;
    return 0;
}

/* The benchmark's id, inserted when new; -1 on error. */
static int64_t benchmark_id(perf_db *db, const perf_test_case *tc, char *err, size_t errlen)
{
    int64_t id = 0;
    if (perf_sql_run(db, "SELECT id FROM benchmark WHERE name = $1", err, errlen, &id, "t",
                     tc->benchmark) < 0)
        return -1;
    if (id == 0 && perf_sql_run(db,
                                "INSERT INTO benchmark (name, language, category, suite) "
                                "VALUES ($1, $2, 'primary', '-') RETURNING id",
                                err, errlen, &id, "tt", tc->benchmark, tc->language) < 0)
        return -1;
    return id;
}

int perf_store_self_profile_rows(perf_db *db, int64_t artifact_id, int64_t benchmark_id,
                                 const char *profile, const char *scenario,
                                 const selfprof_summary *s, int64_t untracked,
                                 const perf_raw_file *files, size_t n, char *err, size_t errlen)
{
    return perf_store_self_profile_runs(db, artifact_id, benchmark_id, profile, scenario, s,
                                        untracked, NULL, 0, files, n, err, errlen);
}

int perf_store_self_profile_runs(perf_db *db, int64_t artifact_id, int64_t benchmark_id,
                                 const char *profile, const char *scenario,
                                 const selfprof_summary *s, int64_t untracked,
                                 const perf_further_run *runs, size_t nruns,
                                 const perf_raw_file *files, size_t n, char *err, size_t errlen)
{
    int64_t sp = 0;
    if (perf_sql_run(db,
                     "SELECT id FROM self_profile WHERE artifact_id = $1 AND benchmark_id = $2 AND "
                     "profile = $3 AND scenario = $4",
                     err, errlen, &sp, "iitt", artifact_id, benchmark_id, profile, scenario) < 0)
        return -1;
    if (sp) {
        snprintf(err, errlen, "%s: this test case (%s %s) already has a self-profile",
                 perf_db_name(db), profile, scenario);
        return 1;
    }
    if (perf_sql_run(
            db,
            "INSERT INTO self_profile (artifact_id, benchmark_id, profile, scenario, counter, "
            "unit, total_time, untracked_time, event_count, file_count) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 < 0 THEN NULL ELSE $8 END, $9, "
            "$10) RETURNING id",
            err, errlen, &sp, "iittttiiii", artifact_id, benchmark_id, profile, scenario,
            s->counter, s->unit, (int64_t)s->total_time, untracked, (int64_t)s->event_count,
            (int64_t)s->file_count) < 0 ||
        store_block(db, sp, s, runs, nruns, err, errlen) < 0 ||
        store_sizes(db, sp, s, err, errlen) < 0 || store_raw(db, sp, files, n, err, errlen) < 0)
        return -1;
    return 0;
}

int perf_store_self_profile(perf_db *db, const perf_test_case *tc, const char *const *paths,
                            size_t n, char *err, size_t errlen)
{
    uint64_t untracked = 0;
    selfprof_summary *s = perf_summarize_files(paths, n, &untracked, err, errlen);
    if (!s)
        return -1;
    int rc = -1;
    perf_raw_file *files = calloc(n ? n : 1, sizeof *files);
    if (!files) {
        snprintf(err, errlen, "out of memory");
        goto out;
    }
    for (size_t i = 0; i < n; i++)
        if (perf_raw_file_load(paths[i], &files[i], err, errlen) < 0)
            goto out;
    if (perf_db_begin(db, err, errlen) < 0)
        goto out;
    const selfprof_summary *one[1] = {s};
    int64_t bench = benchmark_id(db, tc, err, errlen);
    rc = bench < 0 || perf_store_ensure_labels(db, one, 1, err, errlen) < 0
             ? -1
             : perf_store_self_profile_rows(db, tc->artifact_id, bench, tc->profile, tc->scenario,
                                            s, (int64_t)untracked, files, n, err, errlen);
    if (rc == 0 && perf_change_note(db, tc->artifact_id, err, errlen) < 0)
        rc = -1;
    if (rc == 0 && perf_db_commit(db, err, errlen) < 0)
        rc = -1;
    if (rc != 0)
        perf_db_rollback(db);
out:
    for (size_t i = 0; files && i < n; i++)
        perf_raw_file_clear(&files[i]);
    free(files);
    selfprof_summary_free(s);
    return rc;
}
