/* fuzz_summary_json.c — libFuzzer target for the JSON inputs of `selfprof
 * diff` (tools/input/summary_input.c over jansson): summaries written by
 * `selfprof summarize --json` (also --per-file and --by-arg), diffs written
 * by `selfprof diff --json` (both sides) and measureme's JSON. Any input
 * either fails with a message or yields a summary that
 *   - holds rows with labels and artifacts sorted by label,
 *   - can be diffed against the other side and rendered in every format,
 *   - round-trips: what `selfprof summarize --json` writes of it reads back
 *     into a summary with the same rows and total. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "report/diff_report.h"
#include "selfprof/diff.h"
#include "input/summary_input.h"
#include "report/summary_report.h"

static FILE *sink;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    /* The one-line errors go to a stream of their own, not the terminal
     * (sanitizer reports still reach file descriptor 2). */
    sink = fopen("/dev/null", "w");
    if (!sink)
        abort();
    stderr = sink;
    return 0;
}

static void check(const selfprof_summary *s)
{
    for (size_t i = 0; i < s->row_count; i++)
        if (!s->rows[i].label)
            abort();
    for (size_t i = 0; i < s->artifact_count; i++)
        if (!s->artifacts[i].label ||
            (i > 0 && strcmp(s->artifacts[i - 1].label, s->artifacts[i].label) > 0))
            abort();
    if (s->file_count == 0)
        abort();
}

/* Writes `s` as `selfprof summarize --json` does and reads it back. */
static void round_trip(const selfprof_summary *s)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m)
        abort();
    report_options ro = {0};
    ro.format = REPORT_JSON;
    report_write(m, s, &ro, "fuzz");
    if (fclose(m) != 0)
        abort();
    selfprof_summary *again = NULL;
    if (summary_input_parse_json("round-trip", buf, len, NULL, &again) != EXIT_OK) {
        fprintf(sink, "%s\n", buf);
        abort(); /* what we write must read back */
    }
    if (again->row_count != s->row_count || again->total_time != s->total_time ||
        again->artifact_count != s->artifact_count)
        abort();
    selfprof_summary_free(again);
    free(buf);
}

static void render(const selfprof_summary *a, const selfprof_summary *b)
{
    selfprof_diff *d = NULL;
    if (selfprof_diff_compute(a, b, &d) != SELFPROF_OK)
        return; /* out of memory only */
    if (d->row_count < a->row_count || d->row_count < b->row_count)
        abort();
    diff_options o = {0};
    o.unit_name = "ns";
    selfprof_diff_sort(d, SELFPROF_DIFF_SORT_SELF_TIME_PCT);
    diff_write_table(sink, d, &o, "base", "new");
    o.threshold = 5;
    o.min_change = 1000;
    o.top = 3;
    selfprof_diff_sort(d, SELFPROF_DIFF_SORT_LABEL);
    diff_write_measureme(sink, d, &o);
    diff_write_json_object(sink, d, &o, a, b);
    selfprof_diff_free(d);
    report_options ro = {0};
    ro.format = REPORT_TABLE;
    report_write(sink, b, &ro, "new");
    ro.format = REPORT_CSV;
    ro.unit = UNIT_AUTO;
    report_write(sink, b, &ro, "new");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    selfprof_summary *s = NULL, *base = NULL;
    if (summary_input_parse_json("fuzz.json", (const char *)data, size, NULL, &s) != EXIT_OK) {
        if (s)
            abort(); /* failure leaves no summary */
        return 0;
    }
    check(s);
    round_trip(s);
    /* A diff document: its other side too (else the error for a side). */
    if (summary_input_parse_json("fuzz.json", (const char *)data, size, "base", &base) == EXIT_OK) {
        check(base);
        render(base, s);
        selfprof_summary_free(base);
    } else {
        render(s, s);
    }
    selfprof_summary_free(s);
    return 0;
}
