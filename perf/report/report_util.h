/* report_util.h — what the report files share (internal to perf/report):
 * errors, strings owned by results, and resolving names to ids
 * with the NOT_FOUND message every caller prints or serves. */
#ifndef PERF_REPORT_UTIL_H
#define PERF_REPORT_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include "report.h"

/* Writes one line into err; returns `rc` so callers can `return fail(...)`. */
int perf_report_err(int rc, char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* For clang's static analyzer only (`make lint`), which sees one file at a
 * time: the same call, whose value is `rc` (it would assume any value).
 * report_util.c, the definition, #undefs it; `rc` is a constant or a
 * variable at every call. */
#ifdef __clang_analyzer__
#define perf_report_err(rc, ...) (perf_report_err((rc), __VA_ARGS__), (rc))
#endif

/* strdup that maps NULL to "" (so results never hold NULL strings); NULL
 * only when memory runs out. */
char *perf_report_strdup(const char *s);

/* Runs `sql` with one text parameter, `name`; the first row's column 0
 * goes to *id and, when text != NULL, a copy of column 1 to *text. OK,
 * NOT_FOUND (no row, no message) or ERROR. */
int perf_report_lookup(perf_db *db, const char *sql, const char *name, int64_t *id, char **text,
                       char *err, size_t errlen);

/* An artifact by name: its id and (when date != NULL) a copy of its date.
 * NOT_FOUND: "unknown artifact 'NAME' (see 'selfprof-perf artifact list')". */
int perf_report_find_artifact(perf_db *db, const char *name, int64_t *id, char **date, char *err,
                              size_t errlen);

/* A benchmark by name. NOT_FOUND: "unknown benchmark 'NAME'". */
int perf_report_find_benchmark(perf_db *db, const char *name, int64_t *id, char *err,
                               size_t errlen);

/* A metric by name: id and a copy of its unit. NOT_FOUND names the metric
 * and lists the known ones (metrics.c, beside the list). */
int perf_report_find_metric(perf_db *db, const char *name, int64_t *id, char **unit, char *err,
                            size_t errlen);

/* The id of the self-profile of a test case: OK, NOT_FOUND (no message:
 * the caller says which side) or ERROR. */
int perf_report_find_self_profile(perf_db *db, int64_t artifact, int64_t benchmark,
                                  const char *profile, const char *scenario, int64_t *id, char *err,
                                  size_t errlen);

/* What a test case's samples of one metric on one artifact come to: the
 * minimum and count of its clean and of its self-profiled iterations. */
typedef struct perf_case_samples {
    double clean_min, sp_min;
    size_t nclean, nsp;
} perf_case_samples;

/* Adds one sample value to *s. */
void perf_case_samples_add(perf_case_samples *s, int self_profiled, double value);

/* The test case's value (report.h, "Values"): with `overhead`, the
 * self-profiling overhead in % from wall-time samples. Returns 1 with *v
 * and *n (iterations behind it), or 0 when the samples give no value. */
int perf_case_value(const perf_case_samples *s, int overhead, double *v, size_t *n);

#endif
