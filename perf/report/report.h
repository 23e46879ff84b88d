/* report.h — what the dashboard reports from the database: the comparison
 * of two artifacts over every test case, the per-query detail of one test
 * case, and the histories behind the graphs. One API for the terminal verbs
 * (compare, detail, raw) and for the web server's JSON endpoints: every
 * result is a plain struct owned by its caller (free it with its _free
 * function), every string in it is owned by the result, and nothing prints.
 *
 * Return values of every perf_report_* function:
 *   PERF_REPORT_OK (0)         *out is set;
 *   PERF_REPORT_NOT_FOUND (1)  an unknown artifact, benchmark, metric, label
 *                              or test case; err is one line naming it
 *                              (the server answers 404, the verbs exit 1);
 *   PERF_REPORT_ERROR (-1)     a database error or out of memory (err).
 *
 * Values. A test case is benchmark x profile x scenario. Its value for a
 * metric on an artifact is the MINIMUM over the clean iterations
 * (self_profiled = 0), as rustc-perf takes it; a metric recorded only on
 * the self-profiled iteration (sizes) uses that iteration. The derived
 * metric "self-profile-overhead" (PERF_METRIC_OVERHEAD, unit %) is
 * 100 * (self-profiled wall time / clean minimum wall time - 1): what
 * self-profiling costs that test case. Its change is that of the ratio
 * self-profiled / clean (1 + overhead / 100), history included, as a
 * percentage near or below 0 has no meaningful relative change.
 *
 * Relative changes are fractions (0.05 = +5%); the terminal prints them as
 * percentages, the JSON keeps fractions. Significance: see significance.h
 * and docs/guide.md part 15. */
#ifndef PERF_REPORT_H
#define PERF_REPORT_H

#include <stddef.h>
#include <stdint.h>

#include "../block/query_block.h"
#include "../db/db.h"
#include "../stats/noise_prior.h"
#include "../metric/metric.h"

enum { PERF_REPORT_ERROR = -1, PERF_REPORT_OK = 0, PERF_REPORT_NOT_FOUND = 1 };

/* Which rule judged a change (significance.h says each). */
typedef enum perf_sig_source {
    PERF_SIG_DEFAULT = 0,  /* nothing better: 0.2% */
    PERF_SIG_HISTORY = 1,  /* rustc-perf's rule over previous artifacts */
    PERF_SIG_INTERVAL = 2, /* the confidence interval of the shift from the iterations */
    PERF_SIG_EXACT = 3,    /* a count that noise does not move: any change from 0.2% */
    PERF_SIG_APART = 4,    /* the interval of runs measured in two sessions, widened by
                              the noise between sessions (significance.h) */
} perf_sig_source;

/* "default", "history", "interval", "exact" or "apart". */
const char *perf_sig_source_name(perf_sig_source s);

/* What the rule concluded. */
typedef enum perf_verdict {
    PERF_VERDICT_NO_CHANGE = 0,  /* not significant, and the interval (if any) rules out
                                   a change of PERF_SIG_RESOLUTION or more */
    PERF_VERDICT_CHANGE = 1,     /* significant */
    PERF_VERDICT_TOO_NOISY = 2,  /* not significant, but the interval is too wide to rule
                                   out a change of PERF_SIG_RESOLUTION: no judgement */
    PERF_VERDICT_TOO_FEW = 3,    /* too few iterations for an interval at the confidence */
    PERF_VERDICT_ONE_SAMPLE = 4, /* the metric has one sample a side (its table row's
                                    judged = 0, metric.h): shown, never judged */
} perf_verdict;

/* "change", "no change", "too noisy", "too few runs", "one sample". */
const char *perf_verdict_name(perf_verdict v);

typedef struct perf_significance {
    double threshold; /* relative change needed, > 0 (0.002 = 0.2%); for the interval
                              rule, the distance from the estimate to the interval's end
                              on the side of 0 (never below 0.2%) */
    double factor;    /* |change| / threshold; 0 when not finite */
    int significant;  /* factor >= 1 (the interval rule: the interval excludes 0) */
    perf_sig_source source;
    size_t history_points; /* values of previous artifacts used (HISTORY) */
    /* Added with the interval rule (INTERVAL; lo = hi = change for EXACT): */
    perf_verdict verdict;
    int has_interval;    /* lo, hi and confidence are set */
    double lo, hi;       /* the interval of the relative change */
    double confidence;   /* its exact coverage (0.99...) */
    double eq_lo, eq_hi; /* the same interval at PERF_SIG_EQUIVALENCE (90%): "no
                            change" when it lies within +-PERF_SIG_RESOLUTION */
    double p_value;      /* Mann-Whitney's, INTERVAL unpaired only (else 1, or NAN) */
    int paired;          /* INTERVAL from runs measured in pairs (stats/paired.h) */
    double df;           /* paired: the t interval's degrees of freedom (else 0) */
    int pooled;          /* paired: its variance moderated by the noise of the
                              comparison's other test cases (stats/noise_prior.h) */
    size_t trimmed;      /* paired: pairs left out at each end of the trimmed
                          mean (perf_stats_paired_trim; 0 under 10 pairs) */
    /* Added with the measurement sessions (migration 10): */
    double apart_minutes; /* the runs of A and B were measured in two sessions
                             this far apart (medians of their times; NAN:
                             side by side, or not known) */
    double session_noise; /* APART: the standard deviation of ln(value) between
                             two sessions of one artifact that widened the
                             interval (0: none known, so no verdict) */
} perf_significance;

/* ---- compare A B --------------------------------------------------- */

/* What the rooms above report/ attach to its results: explain/'s
 * explanation of a row and suite-wide view of a comparison (explain.h,
 * queries.h), sections/' sections of a detail (sections.h). report/
 * carries them but neither knows their types nor frees them: the room that
 * attaches them sets the result's `release`, which the result's _free
 * function calls first. */
struct perf_explanation;
struct perf_query_change;
struct perf_sections;

/* How much a change matters, rustc-perf's Magnitude (relevance.h). */
typedef enum perf_magnitude {
    PERF_MAGNITUDE_VERY_SMALL = 1,
    PERF_MAGNITUDE_SMALL = 2,
    PERF_MAGNITUDE_MEDIUM = 3,
    PERF_MAGNITUDE_LARGE = 4,
    PERF_MAGNITUDE_VERY_LARGE = 5,
} perf_magnitude;

/* Which way a set of relevant changes goes, rustc-perf's Direction. */
typedef enum perf_direction {
    PERF_DIRECTION_NONE = 0,
    PERF_DIRECTION_IMPROVEMENT = 1,
    PERF_DIRECTION_REGRESSION = 2,
    PERF_DIRECTION_MIXED = 3,
} perf_direction;

enum { PERF_BASIS_MINIMUM = 0, PERF_BASIS_RUNS = 1, PERF_BASIS_OVERHEAD = 2 };

/* One line saying what a row's before and after are ("the minima of the
 * clean runs", ...), for the JSON, Markdown and terminal; static. */
const char *perf_basis_text(int basis);

typedef struct perf_compare_row {
    char *benchmark, *category, *profile, *scenario;
    double before, after;         /* shown on the basis of `change` (see basis) */
    double min_before, min_after; /* A's and B's value (see "Values"): the minima */
    size_t before_n, after_n;     /* iterations each value is the minimum of */
    /* What before and after are: PERF_BASIS_MINIMUM, the minima (change is
       (after - before) / before); PERF_BASIS_RUNS (the INTERVAL and APART
       rules, whose change is an estimate over every clean run): before is
       the geometric mean of A's clean runs and after = before x (1 +
       change), so that the change follows from the two shown beside it;
       PERF_BASIS_OVERHEAD: the overhead's percentages, whose change is
       that of 1 + value / 100 */
    int basis;
    double change; /* the interval rule: its estimate (Hodges-Lehmann, of
                                 the shift of every iteration; see significance.h);
                                 else (after - before) / before; 0 when both are 0,
                                 +-INFINITY when only before is 0 */
    perf_significance sig;
    perf_magnitude magnitude;             /* from change and sig.threshold (relevance.h) */
    int relevant;                         /* significant and magnitude small or more */
    struct perf_explanation *explanation; /* NULL unless explain/ explained it;
                                             freed by the comparison's release */
    /* Which runs the row compares (migration 10): 0 each artifact's own;
       1 A's runs measured again beside B; 2 B's measured again beside A
       (the newest session that holds both sides, compare.c) */
    int remeasured;
} perf_compare_row;

/* count, mean and range of relative changes (all 0 when count is 0). */
typedef struct perf_change_stats {
    size_t count;
    double mean, min, max;
} perf_change_stats;

/* rustc-perf's ArtifactComparisonSummary of a set of rows: the RELEVANT
 * ones only (relevance.h). */
typedef struct perf_relevance_stats {
    perf_change_stats regressions;  /* relevant, change > 0 */
    perf_change_stats improvements; /* relevant, change < 0 */
    perf_change_stats all;          /* every relevant row */
    perf_direction direction;
    double largest;                                 /* the change of largest size (0: none) */
    perf_magnitude largest_magnitude;               /* its magnitude (VERY_SMALL: none) */
    size_t medium_regressions, medium_improvements; /* magnitude medium or more */
} perf_relevance_stats;

/* One group of an aggregation: its name (a profile, a scenario, with
 * every "incr-patched: NAME" as "incr-patched", or a category; pointing
 * into the rows or static) and the relevance of its rows. */
#define PERF_RELEVANCE_MAX_GROUPS 8
typedef struct perf_relevance_group {
    const char *name;
    perf_relevance_stats s;
} perf_relevance_group;

typedef struct perf_relevance {
    perf_relevance_stats primary;   /* category "primary" */
    perf_relevance_stats secondary; /* every other category, as rustc-perf */
    perf_direction direction;       /* primary's joined with secondary's */
    int deserves_attention;         /* rustc-perf's triage rule (relevance.h) */
    /* by name (byte order); the first MAX_GROUPS names met, each */
    perf_relevance_group by_profile[PERF_RELEVANCE_MAX_GROUPS];
    perf_relevance_group by_scenario[PERF_RELEVANCE_MAX_GROUPS];
    perf_relevance_group by_category[PERF_RELEVANCE_MAX_GROUPS];
    size_t n_profile, n_scenario, n_category;
} perf_relevance;

typedef struct perf_compare_summary {
    perf_change_stats regressions;  /* significant, change > 0 */
    perf_change_stats improvements; /* significant, change < 0 */
    perf_change_stats all;          /* every significant row */
    double geomean;                 /* exp(mean(ln(1 + change))) - 1 over EVERY row whose
                         change is finite and > -1 (significant or not; for
                         plain metrics 1 + change = after/before); 0 if none */
    size_t geomean_n;               /* rows in the geometric mean */
    perf_relevance relevance;       /* relevant rows only (names point into the rows) */
} perf_compare_summary;

typedef struct perf_comparison perf_comparison;
struct perf_comparison {
    char *a, *b;           /* artifact names */
    int64_t a_id, b_id;    /* their ids */
    char *a_date, *b_date; /* their ISO 8601 dates */
    char *metric, *unit;
    perf_compare_row *rows; /* test cases measured on both, sorted by
                                  benchmark, profile, scenario (byte order) */
    size_t count;
    size_t only_a, only_b; /* test cases with a value on one side only */
    perf_compare_summary summary;
    perf_noise_prior noise;            /* the noise the paired test cases share (df 0: not
                                  pooled: too few of them, or not a timed metric) */
    int explained;                     /* perf/explain/ ran on it: queries is its suite-wide
                                  view (maybe empty); compare leaves both 0 */
    struct perf_query_change *queries; /* most test cases first; freed by release */
    size_t n_queries;
    /* Set by the room that attached explanations or queries (explain/):
     * frees them; perf_comparison_free calls it first. NULL: none. A view
     * (perf_comparison_view) shares them and never calls it. */
    void (*release)(perf_comparison *c);
    size_t unfiltered; /* a view's (perf_comparison_view) rows before its
                          filter; 0 in a comparison itself */
};

/* The metric a report uses when none is given: PERF_METRIC_DEFAULT
 * (cpu-time) where it was measured, else PERF_METRIC_FALLBACK (a database
 * of imported self-profiles may have wall time alone); a static string.
 * NULL on a database error (err). */
const char *perf_report_default_metric(perf_db *db, char *err, size_t errlen);

/* Compares artifacts `a` (before) and `b` (after) on `metric` (NULL: the
 * default) over every test case measured on both. The history for the
 * significance rule is read in the same call. */
int perf_report_compare(perf_db *db, const char *a, const char *b, const char *metric,
                        perf_comparison **out, char *err, size_t errlen);

/* perf_report_compare without the history: no previous artifact is read,
 * so a row that only the history rule could judge (no runs: imported
 * values) has no verdict, and every row with runs — measured side by
 * side or apart — has exactly perf_report_compare's verdict. For callers
 * that judge many consecutive pairs and use only the rows measured side
 * by side (changes/steps.c: the history's window was most of a
 * comparison's reading). */
int perf_report_compare_paired(perf_db *db, const char *a, const char *b, const char *metric,
                               perf_comparison **out, char *err, size_t errlen);

/* The summary of rows[0..n) on `metric` (what perf_report_compare
 * stores in ->summary; the server calls it again on a filtered subset).
 * The rows' magnitude and relevant must be set (perf_relevance_mark). */
perf_compare_summary perf_compare_summarize(const perf_compare_row *rows, size_t n,
                                            const char *metric);

/* Why comparison c has no test case (from its only_a and only_b: B not
 * measured yet, A not, neither, or no test case in common), written to
 * buf and returned; NULL when it has some, and for a view whose filter
 * left none (the comparison had some). */
const char *perf_compare_empty_reason(const perf_comparison *c, char *buf, size_t n);

/* A filtered view of `c`: the rows for which keep(row, arg) is nonzero,
 * in order, sharing c's strings and suite-wide queries, and their own
 * summary. Free
 * view->rows alone (free()), before c. 0, or -1 when out of memory. */
int perf_comparison_view(const perf_comparison *c,
                         int (*keep)(const perf_compare_row *r, const void *arg), const void *arg,
                         perf_comparison *view);

void perf_comparison_free(perf_comparison *c);

/* ---- detail A B BENCHMARK PROFILE SCENARIO ---------------------------- */

/* One label's stored summary row is a perf_query_values (block/query_block.h:
 * exactly selfprof_summary_row's fields, named as the block's columns). */

typedef struct perf_detail_row {
    char *label;
    int in_a, in_b;         /* the label occurs in A's / B's profile */
    perf_query_values a, b; /* zeros where absent (the first self-profiled run's) */
    /* Added with the per-query verdicts (perf/stats/query_noise.h), from
     * every self-profiled run of each side: */
    int judged;           /* 0: fewer than 2 runs a side, or too few labels */
    int beyond;           /* +1 / -1: the self time grew / shrank beyond its noise */
    double noise;         /* relative noise of one run at this label's size */
    double z;             /* the change in units of its standard error */
    int64_t a_min, b_min; /* the smallest self time over each side's runs (what
                              the verdict compares; = a/b.self_time with 1 run) */
} perf_detail_row;

/* An artifact size, paired BY LABEL (rustc-perf pairs by position). */
typedef struct perf_detail_size {
    char *label;
    int in_a, in_b;
    int64_t a, b;
} perf_detail_size;

/* One side's stored self-profile. */
typedef struct perf_detail_side {
    int present;            /* 0: this artifact has no self-profile here */
    char *counter, *unit;   /* "wall-time", "ns" */
    int64_t total_time;     /* sum of thread spans */
    int64_t untracked_time; /* -1 when not stored */
    int64_t event_count, file_count;
    perf_query_values totals; /* the sum of every row, each column but
                                 `time`, left 0: inclusive times do not
                                 add up (a query's time is in its
                                 callers' too); self times do */
    int64_t self_profile;     /* its self_profile row's id (what sections/ reads the
                                 raw profile by); 0 when not present */
} perf_detail_side;

typedef struct perf_detail perf_detail;
struct perf_detail {
    char *a, *b, *benchmark, *profile, *scenario;
    int64_t a_id, b_id;        /* the artifacts' ids */
    char kind_a[8], kind_b[8]; /* the artifacts' kinds: "rustc", "gcc", "clang" (which columns
                                  and words the compiler has) */
    int cross_compiler;        /* the kinds differ (gcc against clang): their query names
                                  differ, so no row is judged (beyond_count 0); the totals
                                  and each side's sections are what compare */
    perf_detail_side side_a, side_b;
    perf_detail_row *rows; /* every label of either side, sorted by
                              max(A self time, B self time) descending,
                              then label (byte order) */
    size_t count;
    perf_detail_size *sizes; /* sorted by label */
    size_t size_count;
    size_t runs_a, runs_b;          /* self-profiled runs of each side (queue --self-profiles) */
    size_t beyond_count;            /* rows whose self time changed beyond noise */
    struct perf_sections *sections; /* NULL unless sections/ attached them
                                       (perf_sections_detail); freed by release */
    /* Set by the room that attached the sections: frees them;
     * perf_detail_free calls it first. NULL: none. */
    void (*release)(perf_detail *d);
};

/* The detail of one test case from the stored rows only (no profile is
 * re-analysed), without its sections: what explain/ reads for every test
 * case it explains. The verbs and the server call perf_sections_detail
 * (sections.h), which adds them in the same call. NOT_FOUND when an
 * artifact or the benchmark is unknown or neither side has a self-profile
 * for the test case. */
int perf_report_detail(perf_db *db, const char *a, const char *b, const char *benchmark,
                       const char *profile, const char *scenario, perf_detail **out, char *err,
                       size_t errlen);

void perf_detail_free(perf_detail *d);

/* ---- a detail beside its compare row (detail_compare.c) ---------------- */

/* The row of comparison c for test case (benchmark, profile, scenario);
 * NULL when c is NULL or has none (measured on one side only). */
const perf_compare_row *perf_comparison_row(const perf_comparison *c, const char *benchmark,
                                            const char *profile, const char *scenario);

/* The change of d's self-profiled total time, B / A - 1 (one
 * self-profiled run a side); NAN when a side has no self-profile. */
double perf_detail_self_change(const perf_detail *d);

/* One paragraph, written to buf and returned, saying how d's self-profile
 * figures relate to r, its test case's row of the comparison on `metric`
 * (NULL: the comparison has no row for it): one self-profiled run a side,
 * self-profiling's overhead included, against the metric over the clean
 * runs, so their changes need not agree; and what the totals sum. For the
 * detail's JSON, the terminal and the page alike. */
const char *perf_detail_relation(const perf_detail *d, const char *metric,
                                 const perf_compare_row *r, char *buf, size_t n);

/* b - a, and (b - a) / a as a fraction (NAN when a is 0: no percentage). */
int64_t perf_delta(int64_t a, int64_t b);
double perf_delta_rel(double a, double b);

/* ---- histories (the server's graphs) ---------------------------------- */

typedef struct perf_history_point {
    char *artifact, *date;
    double value;      /* see "Values" */
    size_t iterations; /* how many iterations it is the minimum of */
} perf_history_point;

typedef struct perf_history_series {
    char *profile, *scenario;
    perf_history_point *points; /* by artifact date, then id (the order
                                   added), oldest first */
    size_t count;
} perf_history_series;

typedef struct perf_history {
    char *benchmark, *metric, *unit;
    perf_history_series *series; /* sorted by profile, scenario */
    size_t count;
} perf_history;

/* Which artifacts a graph shows (history_window.c): without `from`, the
 * PERF_HISTORY_DEFAULT_ARTIFACTS newest up to `to` (or the newest of
 * all); with `from`, every artifact from `from` to `to`. The bounds are
 * dates compared by their prefix, as triage's ("2026-03" is March). A
 * range of more than max_points artifacts (0: PERF_HISTORY_MAX_POINTS)
 * is thinned to that many, evenly spaced, its first and last kept: a
 * query's over the artifacts that have the self-profile; a benchmark's
 * from the first to the newest artifact with samples, each point the
 * artifact with samples nearest its place (samples are on nearly every
 * artifact: only the points are probed, not the whole range). */
#define PERF_HISTORY_DEFAULT_ARTIFACTS 100
#define PERF_HISTORY_MAX_POINTS 500
typedef struct perf_history_range {
    const char *from, *to; /* NULL or "": open */
    size_t max_points;
} perf_history_range;

typedef struct perf_history_art {
    int64_t id;
    char *name, *date;
} perf_history_art;

/* The window's artifacts that have something to draw: samples of
 * `benchmark` when profile is NULL, else a self-profile of the test case
 * (benchmark, profile, scenario). Oldest first (by date, then id:
 * same-dated artifacts in the order they were added); NULL range: the
 * default. Thinning keeps the first and the last of them, so the newest
 * artifact with data is always drawn. Freed with perf_history_arts_free. */
int perf_history_window(perf_db *db, const perf_history_range *range, int64_t benchmark,
                        const char *profile, const char *scenario, perf_history_art **out,
                        size_t *n, char *err, size_t errlen);
void perf_history_arts_free(perf_history_art *a, size_t n);

/* One metric of one benchmark across the artifacts of `range` (NULL: the
 * default window, see perf_history_window), one series per test case;
 * `profile` and `scenario` filter when not NULL. Reads each artifact's
 * samples of the benchmark by the sample table's key, so it costs the
 * same whatever the history's length. */
int perf_report_benchmark_history(perf_db *db, const char *benchmark, const char *metric,
                                  const char *profile, const char *scenario,
                                  const perf_history_range *range, perf_history **out, char *err,
                                  size_t errlen);

void perf_history_free(perf_history *h);

typedef struct perf_query_point {
    char *artifact, *date;
    perf_query_values values;
} perf_query_point;

typedef struct perf_query_history {
    char *benchmark, *profile, *scenario, *label;
    char *unit;               /* the counter unit of the profiles ("ns") */
    perf_query_point *points; /* artifacts whose self-profile of this test
                                 case has the label, by date, then id,
                                 oldest first */
    size_t count;
} perf_query_history;

/* One label of one test case across the self-profiles of the artifacts
 * of `range` (NULL: the default window, see perf_history_window), each
 * read by its self_profile key and its query_block (the label found in
 * the block by binary search). NOT_FOUND when the
 * benchmark or the label is unknown. */
int perf_report_query_history(perf_db *db, const char *benchmark, const char *profile,
                              const char *scenario, const char *label,
                              const perf_history_range *range, perf_query_history **out, char *err,
                              size_t errlen);

void perf_query_history_free(perf_query_history *h);

/* ---- raw profiles ------------------------------------------------------ */

typedef struct perf_raw_file {
    char *name; /* the file name it was stored under */
    void *data; /* decompressed bytes */
    size_t size;
} perf_raw_file;

typedef struct perf_raw_profile {
    perf_raw_file *files; /* by name */
    size_t count;
} perf_raw_profile;

/* The stored raw profile file(s) of a test case, decompressed and checked
 * against their stored sizes. NOT_FOUND when the artifact, benchmark or
 * the test case's self-profile is unknown. */
int perf_report_raw(perf_db *db, const char *artifact, const char *benchmark, const char *profile,
                    const char *scenario, perf_raw_profile **out, char *err, size_t errlen);

/* The same by the self_profile row's id (a detail's side.self_profile):
 * no artifact, benchmark or self-profile lookup. NOT_FOUND when none was
 * stored or prune dropped it (*dropped says which, when not NULL). */
int perf_report_raw_of(perf_db *db, int64_t self_profile, perf_raw_profile **out, int *dropped,
                       char *err, size_t errlen);

void perf_raw_profile_free(perf_raw_profile *r);

/* ---- a range of artifacts (triage) --------------------------------------- */

/* The names of the artifacts whose date lies from `from` to `to`, each
 * compared as a prefix (a day "2026-01-02" includes every time of that
 * day), ordered by date and, on one date, by when they were added (a
 * parent before its child). *names is freed with perf_report_names_free. */
int perf_report_artifact_range(perf_db *db, const char *from, const char *to, char ***names,
                               size_t *n, char *err, size_t errlen);

void perf_report_names_free(char **names, size_t n);

/* ---- what there is to choose from --------------------------------------- */

typedef struct perf_metric_info {
    char *name, *unit;
    const perf_metric_def *def; /* its row of perf/metric/'s table; NULL: unknown to it */
} perf_metric_info;

/* Every metric that has samples, by name, plus the derived metrics of
 * perf/metric/'s table (PERF_METRIC_OVERHEAD) whose source has
 * self-profiled samples. *out is freed with
 * perf_metric_list_free(*out, *n). */
int perf_report_metrics(perf_db *db, perf_metric_info **out, size_t *n, char *err, size_t errlen);

void perf_metric_list_free(perf_metric_info *m, size_t n);

#endif
