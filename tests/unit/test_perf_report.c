/* test_perf_report.c — perf/report against a real SQLite file with rows
 * whose answers are known: the summary of a comparison (counts, means,
 * ranges, geometric mean), the per-benchmark history of a metric (minima
 * over clean iterations, the overhead, order by date, filters), the
 * per-query history of one label, the window and thinning of both
 * histories (perf_history_window: same-dated artifacts in the order
 * added, only artifacts with something to draw, the newest of them kept
 * by thinning), the not-found errors the server maps to
 * 404, and a damaged raw profile refused. */
#include "test_support.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db/db.h"
#include "db/migrate.h"
#include "db/migrate_blocks.h"
#include "report/report.h"
#include "render/report_json.h"
#include "stats/paired.h"

/* equal to 12 significant digits */
#define near(got, want) assert_double_equal(got, want, 1e-12 * fmax(1, fabs((double)(want))))

static perf_db *g_db;
static char g_err[512];

static void exec(const char *sql)
{
    if (perf_db_exec(g_db, sql, g_err, sizeof g_err) < 0)
        fail_msg("%s: %s", sql, g_err);
}

static int setup(void **state)
{
    (void)state;
    char url[128];
    snprintf(url, sizeof url, "sqlite:%s/report.db", test_temp_dir());
    if (perf_db_open(url, 0, &g_db, g_err, sizeof g_err) < 0 ||
        perf_db_migrate(g_db, g_err, sizeof g_err) < 0)
        fail_msg("%s", g_err);
    /* artifacts out of id order by date: x (newest) was added first */
    exec("INSERT INTO artifact (name, kind, compiler, version, date, added_at) VALUES "
         "('x', 'rustc', '/r', 'v', '2026-03-01', 'now'), "
         "('a', 'rustc', '/r', 'v', '2026-01-01', 'now'), "
         "('b', 'rustc', '/r', 'v', '2026-02-01', 'now');"
         "INSERT INTO benchmark (name, language, category, suite) VALUES "
         "('serde', 'rust', 'primary', 's');"
         "INSERT INTO metric (name, unit) VALUES ('wall-time', 's'), ('size:obj', 'bytes');");
    /* wall-time of serde check full: a = min(2.0, 2.5) with sp 2.2;
     * b = 1.0 (sp 1.5); x = 4.0 (no sp); debug full only on a */
    exec(
        "INSERT INTO sample SELECT ar.id, 1, 'check', 'full', 1, it, sp, v, NULL FROM artifact ar, "
        "(SELECT 'a' AS n, 1 AS it, 0 AS sp, 2.5 AS v UNION ALL SELECT 'a', 2, 0, 2.0 "
        "UNION ALL SELECT 'a', 0, 1, 2.2 UNION ALL SELECT 'b', 1, 0, 1.0 "
        "UNION ALL SELECT 'b', 0, 1, 1.5 UNION ALL SELECT 'x', 1, 0, 4.0) t "
        "WHERE ar.name = t.n;"
        "INSERT INTO sample VALUES (2, 1, 'debug', 'full', 1, 1, 0, 7.0, NULL);"
        /* a size measured on the self-profiled iteration only */
        "INSERT INTO sample VALUES (2, 1, 'check', 'full', 2, 0, 1, 1000, NULL);");
    /* self-profiles: label q on a and b, r on b only */
    exec("INSERT INTO label (name) VALUES ('q'), ('r');"
         "INSERT INTO self_profile (artifact_id, benchmark_id, profile, scenario, counter, unit, "
         "total_time, event_count, file_count) VALUES (2, 1, 'check', 'full', 'wall-time', 'ns', "
         "100, 5, 1), (3, 1, 'check', 'full', 'wall-time', 'ns', 80, 4, 1);"
         /* the rows as schema 7 held them, into blocks by migration 8's step */
         PERF_QUERY_ROWS_SQL ";"
         "INSERT INTO query_row VALUES (1, 1, 10, 20, 1, 2, 3, 4, 5, 6, 7, 8), "
         "(2, 1, 11, 21, 0, 0, 0, 0, 0, 9, 9, 1), (2, 2, 5, 5, 0, 0, 0, 0, 0, 1, 1, 0);"
         "INSERT INTO raw_profile VALUES (1, 'p.mm_profdata', 10);"
         "INSERT INTO raw_blob VALUES (1, 'p.mm_profdata', X'28B52FFD0000');");
    if (perf_migrate_query_blocks(g_db, g_err, sizeof g_err) < 0)
        fail_msg("%s", g_err);
    exec("DROP TABLE query_row; DROP TABLE query_time");
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    perf_db_close(g_db);
    return 0;
}

static perf_compare_row row(double before, double after, int significant)
{
    perf_compare_row r;
    memset(&r, 0, sizeof r);
    r.before = before;
    r.after = after;
    r.change = (after - before) / before;
    r.sig.significant = significant;
    r.benchmark = r.category = r.profile = r.scenario = (char *)"x";
    return r;
}

static void summary_known_numbers(void **state)
{
    (void)state;
    perf_compare_row rows[5] = {row(100, 110, 1), row(100, 130, 1), row(100, 80, 1),
                                row(100, 101, 0), row(0, 5, 1)};
    rows[4].change = INFINITY;
    perf_compare_summary s = perf_compare_summarize(rows, 5, "wall-time");
    assert_int_equal(s.regressions.count, 2);
    near(s.regressions.mean, 0.2);
    near(s.regressions.min, 0.1);
    near(s.regressions.max, 0.3);
    assert_int_equal(s.improvements.count, 1);
    near(s.improvements.mean, -0.2);
    assert_int_equal(s.all.count, 3);
    near(s.all.mean, (0.1 + 0.3 - 0.2) / 3);
    near(s.all.min, -0.2);
    near(s.all.max, 0.3);
    /* geometric mean over the four rows with both values > 0, significant or not */
    assert_int_equal(s.geomean_n, 4);
    near(s.geomean, pow(1.1 * 1.3 * 0.8 * 1.01, 0.25) - 1);
    s = perf_compare_summarize(rows, 0, "wall-time");
    assert_int_equal(s.all.count, 0);
    near(s.geomean, 0);
}

static void benchmark_history(void **state)
{
    (void)state;
    perf_history *h;
    assert_int_equal(perf_report_benchmark_history(g_db, "serde", "wall-time", NULL, NULL, NULL, &h,
                                                   g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_string_equal(h->unit, "s");
    assert_int_equal(h->count, 2); /* check full, debug full */
    assert_string_equal(h->series[0].profile, "check");
    assert_int_equal(h->series[0].count, 3);
    assert_string_equal(h->series[0].points[0].artifact, "a"); /* by date, not id */
    near(h->series[0].points[0].value, 2.0);
    assert_int_equal(h->series[0].points[0].iterations, 2);
    assert_string_equal(h->series[0].points[1].artifact, "b");
    assert_string_equal(h->series[0].points[2].artifact, "x");
    near(h->series[0].points[2].value, 4.0);
    assert_string_equal(h->series[1].profile, "debug");
    perf_history_free(h);

    assert_int_equal(perf_report_benchmark_history(g_db, "serde", "self-profile-overhead", "check",
                                                   "full", NULL, &h, g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_string_equal(h->unit, "%");
    assert_int_equal(h->count, 1);
    assert_int_equal(h->series[0].count, 2);  /* x has no self-profiled run */
    near(h->series[0].points[0].value, 10.0); /* 2.2 / 2.0 */
    near(h->series[0].points[1].value, 50.0); /* 1.5 / 1.0 */
    perf_history_free(h);

    /* a size from the self-profiled iteration */
    assert_int_equal(perf_report_benchmark_history(g_db, "serde", "size:obj", NULL, NULL, NULL, &h,
                                                   g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(h->count, 1);
    near(h->series[0].points[0].value, 1000);
    perf_history_free(h);

    assert_int_equal(perf_report_benchmark_history(g_db, "nope", "wall-time", NULL, NULL, NULL, &h,
                                                   g_err, sizeof g_err),
                     PERF_REPORT_NOT_FOUND);
    assert_string_equal(g_err, "unknown benchmark 'nope'");
    assert_int_equal(perf_report_benchmark_history(g_db, "serde", "speed", NULL, NULL, NULL, &h,
                                                   g_err, sizeof g_err),
                     PERF_REPORT_NOT_FOUND);
    assert_string_equal(
        g_err, "unknown metric 'speed' (known: self-profile-overhead, size:obj, wall-time)");
}

static void query_history(void **state)
{
    (void)state;
    perf_query_history *h;
    assert_int_equal(perf_report_query_history(g_db, "serde", "check", "full", "q", NULL, &h, g_err,
                                               sizeof g_err),
                     PERF_REPORT_OK);
    assert_string_equal(h->unit, "ns");
    assert_int_equal(h->count, 2);
    assert_string_equal(h->points[0].artifact, "a");
    assert_int_equal(h->points[0].values.self_time, 10);
    assert_int_equal(h->points[0].values.number_of_cache_hits, 8);
    assert_int_equal(h->points[1].values.invocation_count, 9);
    perf_query_history_free(h);
    assert_int_equal(perf_report_query_history(g_db, "serde", "check", "full", "r", NULL, &h, g_err,
                                               sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(h->count, 1);
    assert_string_equal(h->points[0].artifact, "b");
    perf_query_history_free(h);
    assert_int_equal(perf_report_query_history(g_db, "serde", "check", "full", "zz", NULL, &h,
                                               g_err, sizeof g_err),
                     PERF_REPORT_NOT_FOUND);
    assert_string_equal(g_err, "unknown label 'zz' (no self-profile has it)");
}

/* The graphs' windows: date ranges by prefix, the newest up to a date,
 * thinning to the first and last artifacts. */
static void history_windows(void **state)
{
    (void)state;
    perf_history_art *arts;
    size_t n;
    perf_history_range jan = {"2026-01", "2026-01", 0};
    assert_int_equal(perf_history_window(g_db, &jan, 1, NULL, NULL, &arts, &n, g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(n, 1);
    assert_string_equal(arts[0].name, "a");
    perf_history_arts_free(arts, n);
    perf_history_range thin = {"2026", NULL, 2};
    assert_int_equal(
        perf_history_window(g_db, &thin, 1, NULL, NULL, &arts, &n, g_err, sizeof g_err),
        PERF_REPORT_OK);
    assert_int_equal(n, 2); /* a, b, x thinned to the ends */
    assert_string_equal(arts[0].name, "a");
    assert_string_equal(arts[1].name, "x");
    perf_history_arts_free(arts, n);

    perf_history *h;
    perf_history_range feb_on = {"2026-02", "2026-03", 0};
    assert_int_equal(perf_report_benchmark_history(g_db, "serde", "wall-time", "check", "full",
                                                   &feb_on, &h, g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(h->series[0].count, 2);
    assert_string_equal(h->series[0].points[0].artifact, "b");
    assert_string_equal(h->series[0].points[1].artifact, "x");
    perf_history_free(h);
    perf_history_range to_feb = {NULL, "2026-02", 0}; /* the newest up to February */
    assert_int_equal(perf_report_benchmark_history(g_db, "serde", "wall-time", "check", "full",
                                                   &to_feb, &h, g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(h->series[0].count, 2);
    assert_string_equal(h->series[0].points[0].artifact, "a");
    assert_string_equal(h->series[0].points[1].artifact, "b");
    perf_history_free(h);

    perf_query_history *q;
    assert_int_equal(perf_report_query_history(g_db, "serde", "check", "full", "q", &feb_on, &q,
                                               g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(q->count, 1);
    assert_string_equal(q->points[0].artifact, "b");
    perf_query_history_free(q);
}

static void detail_one_side(void **state)
{
    (void)state;
    perf_detail *d;
    assert_int_equal(
        perf_report_detail(g_db, "x", "b", "serde", "check", "full", &d, g_err, sizeof g_err),
        PERF_REPORT_OK);
    assert_false(d->side_a.present);
    assert_true(d->side_b.present);
    assert_int_equal(d->count, 2);
    assert_string_equal(d->rows[0].label, "q"); /* 11 > 5 */
    assert_false(d->rows[0].in_a);
    assert_int_equal(d->side_b.totals.self_time, 16);
    assert_int_equal(d->side_b.totals.invocation_count, 10);
    perf_detail_free(d);
    assert_int_equal(
        perf_report_detail(g_db, "x", "x", "serde", "check", "full", &d, g_err, sizeof g_err),
        PERF_REPORT_NOT_FOUND);
    assert_string_equal(g_err, "neither 'x' nor 'x' has a self-profile of serde check full");
}

static void compare_not_found_and_values(void **state)
{
    (void)state;
    perf_comparison *c;
    assert_int_equal(perf_report_compare(g_db, "a", "nope", NULL, &c, g_err, sizeof g_err),
                     PERF_REPORT_NOT_FOUND);
    assert_string_equal(g_err, "unknown artifact 'nope' (see 'selfprof-perf artifact list')");
    assert_int_equal(perf_report_compare(g_db, "a", "b", NULL, &c, g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(c->count, 1);
    assert_int_equal(c->only_a, 1); /* debug full */
    near(c->rows[0].before, 2.0);
    near(c->rows[0].after, 1.0);
    near(c->rows[0].change, -0.5);
    /* a has 2 iterations, b one: too few for the interval rule's 99% */
    assert_int_equal(c->rows[0].sig.source, PERF_SIG_INTERVAL);
    assert_int_equal(c->rows[0].sig.verdict, PERF_VERDICT_TOO_FEW);
    assert_false(c->rows[0].sig.significant);
    perf_comparison_free(c);
}

static void raw_damaged(void **state)
{
    (void)state;
    perf_raw_profile *r;
    assert_int_equal(perf_report_raw(g_db, "a", "serde", "check", "full", &r, g_err, sizeof g_err),
                     PERF_REPORT_ERROR);
    assert_non_null(strstr(g_err, "stored raw profile 'p.mm_profdata' is damaged"));
    assert_int_equal(perf_report_raw(g_db, "b", "serde", "check", "full", &r, g_err, sizeof g_err),
                     PERF_REPORT_NOT_FOUND);
    assert_string_equal(g_err, "'b' has no raw profile stored for serde check full");
    assert_int_equal(perf_report_raw(g_db, "x", "serde", "check", "full", &r, g_err, sizeof g_err),
                     PERF_REPORT_NOT_FOUND);
    assert_string_equal(g_err, "'x' has no self-profile of serde check full");
}

/* JSON strings: escapes, UTF-8 kept, anything else replaced, so a label
 * from a damaged profile never makes the server's JSON unparsable. */
static void json_strings(void **state)
{
    (void)state;
    static const struct {
        const char *in, *out;
    } CASES[] = {
        {"typeck", "\"typeck\""},
        {"a\"b\\c\n\t\x01", "\"a\\\"b\\\\c\\n\\t\\u0001\""},
        {"\xc3\xa9t\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80",
         "\"\xc3\xa9t\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80\""},
        {"bad\xff\xc3(\xe2\x82", "\"bad\\ufffd\\ufffd(\\ufffd\\ufffd\""},
        {"\xc0\xaf\xed\xa0\x80", "\"\\ufffd\\ufffd\\ufffd\\ufffd\\ufffd\""},
        /* DEL and \r \b \f as \u00xx, also amid runs of plain bytes */
        {"\r\x7f\b\f", "\"\\u000d\\u007f\\u0008\\u000c\""},
        {"abcdefgh\x7fijklmnopqrstuvw\xffxyz", "\"abcdefgh\\u007fijklmnopqrstuvw\\ufffdxyz\""},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char *buf = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        perf_json_string(f, CASES[i].in);
        fclose(f);
        assert_string_equal(buf, CASES[i].out);
        free(buf);
    }
}

/* Runs measured in pairs on 6 test cases: compare pools their noise
 * (stats/noise_prior.h) and each row's interval is the moderated one,
 * recomputed here from the same runs. Artifacts dated after the others,
 * so earlier tests' histories do not see them. */
static void compare_pools_paired_noise(void **state)
{
    (void)state;
    exec("INSERT INTO artifact (name, kind, compiler, version, date, added_at) VALUES "
         "('p1', 'rustc', '/r', 'v', '2027-01-01', 'now'), "
         "('p2', 'rustc', '/r', 'v', '2027-01-02', 'now');"
         "INSERT INTO benchmark (name, language, category, suite) VALUES "
         "('k0', 'rust', 'primary', 's'), ('k1', 'rust', 'primary', 's'), "
         "('k2', 'rust', 'primary', 's'), ('k3', 'rust', 'primary', 's'), "
         "('k4', 'rust', 'primary', 's'), ('k5', 'rust', 'primary', 's');");
    double a[6][5], b[6][5];
    unsigned x = 12345;
    char sql[256];
    double t = 1000;
    for (int k = 0; k < 6; k++)
        for (int i = 0; i < 5; i++) {
            /* a level shared by the pair, +-3% noise each, B 4% slower */
            x = x * 1103515245u + 12345u;
            double level = 1 + 0.3 * (double)(x >> 16 & 1);
            x = x * 1103515245u + 12345u;
            a[k][i] = level * (1 + 0.03 * ((double)(x >> 16 & 1023) / 1023 - 0.5));
            x = x * 1103515245u + 12345u;
            b[k][i] = 1.04 * level * (1 + 0.03 * ((double)(x >> 16 & 1023) / 1023 - 0.5));
            for (int side = 0; side < 2; side++) { /* A B, B A, ... */
                int first = (i % 2 == 0) == (side == 0);
                snprintf(sql, sizeof sql,
                         "INSERT INTO sample SELECT ar.id, bm.id, 'check', 'full', 1, %d, 0, "
                         "%.17g, %.17g FROM artifact ar, benchmark bm WHERE ar.name = '%s' "
                         "AND bm.name = 'k%d'",
                         i + 1, side ? b[k][i] : a[k][i], t + (first ? 0 : 1), side ? "p2" : "p1",
                         k);
                exec(sql);
            }
            t += 10;
        }
    perf_comparison *c;
    assert_int_equal(perf_report_compare(g_db, "p1", "p2", "wall-time", &c, g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(c->count, 6);
    double s2[6], df[6];
    for (int k = 0; k < 6; k++) {
        assert_int_equal(perf_stats_paired_variance(a[k], b[k], 5, &s2[k], &df[k]), 0);
        assert_double_equal(df[k], 4, 0); /* 5 pairs: nothing trimmed */
    }
    perf_noise_prior prior;
    assert_int_equal(perf_stats_noise_prior(s2, df, 6, &prior), 0);
    assert_int_equal(c->noise.cases, 6);
    near(c->noise.s2, prior.s2);
    for (int k = 0; k < 6; k++) {
        const perf_compare_row *r = &c->rows[k];
        assert_true(r->sig.paired && r->sig.pooled);
        perf_shift sh;
        double d;
        assert_int_equal(perf_stats_paired_shift(a[k], b[k], 5, 0.99, &prior, &sh, &d), 0);
        near(r->sig.lo, sh.lo);
        near(r->sig.hi, sh.hi);
        near(r->sig.df, d);
    }
    perf_comparison_free(c);
}

/* Issue 35's history rules: two artifacts of one date (a `try`'s
 * compilers) in the order added, not by name; newer artifacts without
 * samples neither end a thinned series nor take its points; a query's
 * history thinned over the artifacts that have self-profiles. Runs last:
 * it adds artifacts (p1 and p2, newer, have samples of other benchmarks
 * only). */
static void history_thinning(void **state)
{
    (void)state;
    /* zz1 then aa2, one date; e1, e2 newer, not measured yet */
    exec("INSERT INTO artifact (name, kind, compiler, version, date, added_at) VALUES "
         "('zz1', 'rustc', '/r', 'v', '2026-04-01', 'now');"
         "INSERT INTO artifact (name, kind, compiler, version, date, added_at) VALUES "
         "('aa2', 'rustc', '/r', 'v', '2026-04-01', 'now'), "
         "('e1', 'rustc', '/r', 'v', '2026-05-01', 'now'), "
         "('e2', 'rustc', '/r', 'v', '2026-05-02', 'now');"
         "INSERT INTO sample SELECT id, 1, 'check', 'full', 1, 1, 0, "
         "CASE name WHEN 'zz1' THEN 3.0 ELSE 5.0 END, NULL FROM artifact "
         "WHERE name IN ('zz1', 'aa2')");
    perf_history *h;
    assert_int_equal(perf_report_benchmark_history(g_db, "serde", "wall-time", "check", "full",
                                                   NULL, &h, g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(h->series[0].count, 5); /* a b x zz1 aa2: e1, e2 have nothing */
    assert_string_equal(h->series[0].points[3].artifact, "zz1");
    near(h->series[0].points[3].value, 3.0);
    assert_string_equal(h->series[0].points[4].artifact, "aa2");
    perf_history_free(h);

    perf_history_range two = {"2026", NULL, 2};
    assert_int_equal(perf_report_benchmark_history(g_db, "serde", "wall-time", "check", "full",
                                                   &two, &h, g_err, sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(h->series[0].count, 2); /* the first and the newest with samples */
    assert_string_equal(h->series[0].points[0].artifact, "a");
    assert_string_equal(h->series[0].points[1].artifact, "aa2");
    perf_history_free(h);

    perf_history_art *arts;
    size_t n;
    assert_int_equal(
        perf_history_window(g_db, &two, 1, "check", "full", &arts, &n, g_err, sizeof g_err),
        PERF_REPORT_OK);
    assert_int_equal(n, 2); /* a and b have self-profiles, no other */
    assert_string_equal(arts[0].name, "a");
    assert_string_equal(arts[1].name, "b");
    perf_history_arts_free(arts, n);
    perf_query_history *q;
    assert_int_equal(perf_report_query_history(g_db, "serde", "check", "full", "q", &two, &q, g_err,
                                               sizeof g_err),
                     PERF_REPORT_OK);
    assert_int_equal(q->count, 2);
    assert_string_equal(q->points[0].artifact, "a");
    assert_string_equal(q->points[1].artifact, "b");
    perf_query_history_free(q);

    /* A graph's long range probes only its points: g1..g8, samples on g1,
     * g2, g5, g7. Three points: g1, g4's place taken by its nearest with
     * samples (g5), g7 the newest with samples; four: g1, g2 (for g3), g5,
     * g7: each point once, in order. */
    exec(
        "INSERT INTO artifact (name, kind, compiler, version, date, added_at) VALUES "
        "('g1', 'rustc', '/r', 'v', '2026-06-01', 'now'), ('g2', 'rustc', '/r', 'v', '2026-06-02', "
        "'now'), ('g3', 'rustc', '/r', 'v', '2026-06-03', 'now'), ('g4', 'rustc', '/r', 'v', "
        "'2026-06-04', 'now'), ('g5', 'rustc', '/r', 'v', '2026-06-05', 'now'), ('g6', 'rustc', "
        "'/r', 'v', '2026-06-06', 'now'), ('g7', 'rustc', '/r', 'v', '2026-06-07', 'now'), "
        "('g8', 'rustc', '/r', 'v', '2026-06-08', 'now');"
        "INSERT INTO sample SELECT id, 1, 'check', 'full', 1, 1, 0, 2.0, NULL FROM artifact "
        "WHERE name IN ('g1', 'g2', 'g5', 'g7')");
    static const char *const WANT3[] = {"g1", "g5", "g7"}, *const WANT4[] = {"g1", "g2", "g5",
                                                                             "g7"};
    for (size_t points = 3; points <= 4; points++) {
        perf_history_range june = {"2026-06", NULL, points};
        assert_int_equal(
            perf_history_window(g_db, &june, 1, NULL, NULL, &arts, &n, g_err, sizeof g_err),
            PERF_REPORT_OK);
        assert_int_equal(n, points);
        for (size_t i = 0; i < n; i++)
            assert_string_equal(arts[i].name, (points == 3 ? WANT3 : WANT4)[i]);
        perf_history_arts_free(arts, n);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(summary_known_numbers),
        cmocka_unit_test(benchmark_history),
        cmocka_unit_test(query_history),
        cmocka_unit_test(history_windows),
        cmocka_unit_test(detail_one_side),
        cmocka_unit_test(compare_not_found_and_values),
        cmocka_unit_test(raw_damaged),
        cmocka_unit_test(json_strings),
        cmocka_unit_test(compare_pools_paired_noise),
        cmocka_unit_test(history_thinning),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
