/* test_cli_numbers.c — the CLI's numeric option parsers (tools/cli/cli.c):
 * cli_parse_u64 and cli_parse_duration, the one duration parser behind
 * diff --min-change, view --from/--to and chrome --minimum-duration;
 * tools/cli/report_options.c's percentages and --sort columns; and
 * report_fixed, the reports' printf-free "%.*f". */
#include "test_support.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/report_options.h"
#include "report/fixed_format.h"

static uint64_t dur(const char *text, uint64_t unit)
{
    uint64_t v = 12345;
    assert_int_equal(cli_parse_duration(text, unit, &v), 0);
    return v;
}

static void bad_dur(const char *text, uint64_t unit)
{
    uint64_t v = 12345;
    assert_int_equal(cli_parse_duration(text, unit, &v), -1);
    assert_int_equal(v, 12345); /* untouched */
}

static void test_duration_units(void **state)
{
    (void)state;
    assert_int_equal(dur("10ms", 1), 10000000);
    assert_int_equal(dur("1.5s", 1), 1500000000);
    assert_int_equal(dur("250us", 1), 250000);
    assert_int_equal(dur("250\xC2\xB5s", 1), 250000);
    assert_int_equal(dur("250\xCE\xBCs", 1), 250000);
    assert_int_equal(dur("800ns", 1000), 800);
    assert_int_equal(dur(".5ms", 1), 500000);
    assert_int_equal(dur("2.", 1), 2);
    assert_int_equal(dur("0", 1), 0);
    /* plain numbers are in the default unit */
    assert_int_equal(dur("42", 1), 42);
    assert_int_equal(dur("100", 1000), 100000);
    assert_int_equal(dur("1.5", 1000000), 1500000);
    assert_int_equal(dur("2", 1000000000), 2000000000);
    /* digits below the nanosecond are dropped */
    assert_int_equal(dur("1.9ns", 1), 1);
    assert_int_equal(dur("0.1234567891s", 1), 123456789);
    assert_int_equal(dur("1.000000000000000000000000001s", 1), 1000000000);
}

static void test_duration_limits(void **state)
{
    (void)state;
    assert_int_equal(dur("18446744073709551615", 1), UINT64_MAX);
    assert_int_equal(dur("18446744073709551615ns", 1000), UINT64_MAX);
    assert_int_equal(dur("18446744073.709551615s", 1), UINT64_MAX);
    bad_dur("18446744073709551616", 1);
    bad_dur("18446744073.709551616s", 1);
    bad_dur("18446744074s", 1);
    bad_dur("18446744073709551615us", 1);
    bad_dur("99999999999999999999999999", 1);
    bad_dur("1", 0);          /* no unit */
    bad_dur("1", 2000000000); /* default unit out of range */
}

static void test_duration_malformed(void **state)
{
    (void)state;
    const char *bad[] = {"",    ".",    "ms",  "-1",     "+1",   " 1",   "1 ",       "1 ms",
                         "1e3", "0x10", "inf", "nan",    "1h",   "3h",   "5parsecs", "1.2.3",
                         "1m",  "1S",   "1MS", "1\xC2s", "1sec", "soon", "1,5ms",    "1.5.ms"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        bad_dur(bad[i], 1);
    uint64_t v = 7;
    assert_int_equal(cli_parse_duration(NULL, 1, &v), -1);
}

static void test_time_units(void **state)
{
    (void)state;
    assert_int_equal(cli_time_unit_ns("ns", 2), 1);
    assert_int_equal(cli_time_unit_ns("us", 2), 1000);
    assert_int_equal(cli_time_unit_ns("\xC2\xB5s", 3), 1000);
    assert_int_equal(cli_time_unit_ns("ms", 2), 1000000);
    assert_int_equal(cli_time_unit_ns("s", 1), 1000000000);
    assert_int_equal(cli_time_unit_ns("msx", 2), 1000000); /* only n bytes count */
    assert_int_equal(cli_time_unit_ns("m", 1), 0);
    assert_int_equal(cli_time_unit_ns("", 0), 0);
}

static void test_u64(void **state)
{
    (void)state;
    uint64_t v = 0;
    FILE *saved = stderr;
    stderr = fopen("/dev/null", "w"); /* the error messages */
    assert_non_null(stderr);
    assert_int_equal(cli_parse_u64("--top", "0", &v), 0);
    assert_int_equal(v, 0);
    assert_int_equal(cli_parse_u64("--top", "18446744073709551615", &v), 0);
    assert_int_equal(v, UINT64_MAX);
    const char *bad[] = {"", "-1", "+1", " 1", "1 ", "18446744073709551616", "1e3", "0x1", "x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        v = 99;
        assert_int_equal(cli_parse_u64("--top", bad[i], &v), -1);
        assert_int_equal(v, 99);
    }
    assert_int_equal(cli_parse_u64("--top", NULL, &v), -1);
    fclose(stderr);
    stderr = saved;
}

/* cli_parse_percent, summarize's --percent-above (at most 100) and diff's
 * --threshold (no upper bound) alike: a trailing % taken, NaN, infinities
 * and junk refused (-1), the range checked (-2), *out untouched on failure. */
static void test_percent(void **state)
{
    (void)state;
    double v = -7;
    assert_int_equal(cli_parse_percent("5", 100, &v), 0);
    assert_double_equal(v, 5, 0);
    assert_int_equal(cli_parse_percent("2.5%", 100, &v), 0);
    assert_double_equal(v, 2.5, 0);
    assert_int_equal(cli_parse_percent("100", 100, &v), 0);
    assert_int_equal(cli_parse_percent("0%", 100, &v), 0);
    assert_double_equal(v, 0, 0);
    assert_int_equal(cli_parse_percent("250%", INFINITY, &v), 0);
    assert_double_equal(v, 250, 0);
    v = -7;
    const char *junk[] = {"", "x", "5x", "5%%", "5 %", "%", "nan", "inf", "-inf", "1e999"};
    for (size_t i = 0; i < sizeof junk / sizeof junk[0]; i++) {
        assert_int_equal(cli_parse_percent(junk[i], INFINITY, &v), -1);
        assert_double_equal(v, -7, 0);
    }
    assert_int_equal(cli_parse_percent("101", 100, &v), -2);
    assert_int_equal(cli_parse_percent("-1", 100, &v), -2);
    assert_int_equal(cli_parse_percent("-0.5%", INFINITY, &v), -2);
    assert_double_equal(v, -7, 0);
}

/* cli_sort_column: each report's columns, the diff's own ("percent",
 * "loads") refused for a summary with the summary's list in the error. */
static void test_sort_columns(void **state)
{
    (void)state;
    selfprof_sort_key s = SELFPROF_SORT_LABEL;
    selfprof_diff_sort_key d = SELFPROF_DIFF_SORT_LABEL;
    assert_int_equal(cli_sort_column("self", &s, NULL), 0);
    assert_int_equal(s, SELFPROF_SORT_SELF_TIME);
    assert_int_equal(cli_sort_column("load", &s, NULL), 0);
    assert_int_equal(s, SELFPROF_SORT_INCR_LOAD_TIME);
    assert_int_equal(cli_sort_column("percent", NULL, &d), 0);
    assert_int_equal(d, SELFPROF_DIFF_SORT_SELF_TIME_PCT);
    assert_int_equal(cli_sort_column("loads", NULL, &d), 0);
    assert_int_equal(d, SELFPROF_DIFF_SORT_INCR_LOADS);
    assert_int_equal(cli_sort_column("blocked", NULL, &d), 0);
    assert_int_equal(d, SELFPROF_DIFF_SORT_BLOCKED_TIME);
    FILE *saved = stderr;
    char msg[512] = "";
    stderr = fmemopen(msg, sizeof msg, "w");
    assert_non_null(stderr);
    s = SELFPROF_SORT_TIME;
    assert_int_equal(cli_sort_column("percent", &s, NULL), -1);
    assert_int_equal(s, SELFPROF_SORT_TIME);
    assert_int_equal(cli_sort_column("bogus", NULL, &d), -1);
    fclose(stderr);
    stderr = saved;
    assert_non_null(strstr(msg, "--sort: unknown column 'percent' (self, time, invocations, hits, "
                                "load, blocked, label)"));
    assert_non_null(strstr(msg, "--sort: unknown column 'bogus' (self, percent, time, invocations, "
                                "hits, loads, load, blocked, label)"));
}

/* report_fixed writes what snprintf writes: the values the reports print
 * (ns counts over 10^3, 10^6, 10^9; shares of two counts), exact ties and
 * their neighbours, negatives, zeros, huge values, NaN and infinities. */
static void expect_fixed(double x, unsigned decimals)
{
    char want[64], got[64];
    int n = snprintf(want, sizeof want, "%.*f", (int)decimals, x);
    assert_int_equal(report_fixed(got, sizeof got, x, decimals), (size_t)n);
    if (strcmp(got, want) != 0)
        fail_msg("report_fixed(%.17g, %u) = %s, snprintf gives %s", x, decimals, got, want);
}

static void test_fixed_matches_printf(void **state)
{
    (void)state;
    uint64_t seed = 0x9E3779B97F4A7C15u;
    for (int i = 0; i < 400000; i++) {
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17; /* xorshift64 */
        int64_t v = (int64_t)(seed >> (seed % 40)) * (seed & 1 ? 1 : -1);
        expect_fixed((double)v / 1e3, 2);
        expect_fixed((double)v / 1e6, 2);
        expect_fixed((double)v / 1e9, 3);
        uint64_t whole = (seed >> 20) % 100000 + 1;
        expect_fixed(100.0 * (double)(seed % (whole + 1)) / (double)whole, 2);
        expect_fixed(100.0 * (double)(v % 1000) / (double)whole, 2);
    }
    for (int64_t v = -20000; v <= 20000; v++) { /* every tie of .5 at 2 and 3 decimals */
        expect_fixed((double)v / 1e3, 2);
        expect_fixed((double)v * 1000 / 1e6, 2);
        expect_fixed((double)v * 1000 / 1e9, 3);
        expect_fixed((double)v / 8, 2); /* exact binary ties: round half to even */
    }
    const double special[] = {0.0,       -0.0,       0.005,    0.015,        0.125,
                              2.675,     1e300,      -1e300,   2147483647.5, 21474836.475,
                              1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0};
    for (size_t i = 0; i < sizeof special / sizeof special[0]; i++)
        for (unsigned d = 0; d <= 6; d++)
            expect_fixed(special[i], d);
    char small[8];
    assert_int_equal(report_fixed(small, sizeof small, 1234.5678, 2), 7); /* short buffer */
    assert_string_equal(small, "1234.57");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_duration_units),
        cmocka_unit_test(test_duration_limits),
        cmocka_unit_test(test_duration_malformed),
        cmocka_unit_test(test_time_units),
        cmocka_unit_test(test_u64),
        cmocka_unit_test(test_percent),
        cmocka_unit_test(test_sort_columns),
        cmocka_unit_test(test_fixed_matches_printf),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
