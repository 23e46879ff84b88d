/* summary_report.c — see summary_report.h.
 *
 * The table: one header line naming the input and the total profiled time,
 * then aligned columns; the first data line is the total of all rows. Shares
 * of lookups are executions, in-memory hits and incremental loads out of
 * their sum, so per row they add up to 100%.
 */
#include "report/summary_report.h"

#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "report/json_writer.h"

int report_parse_unit(const char *text, report_unit *out)
{
    static const char *const NAMES[] = {"auto", "ns", "us", "ms", "s"};
    for (int i = 0; i < 5; i++) {
        if (strcmp(text, NAMES[i]) == 0) {
            *out = (report_unit)i;
            return 0;
        }
    }
    return -1;
}

static int is_time_counter(const selfprof_summary *s)
{
    return strcmp(s->unit, "ns") == 0;
}

/* Formats a counter value: times in the chosen unit, other counters as
 * plain integers. */
static void fmt_value(char *buf, size_t n, int64_t v, const selfprof_summary *s, report_unit u)
{
    if (!is_time_counter(s)) {
        snprintf(buf, n, "%lld", (long long)v);
        return;
    }
    double d = (double)v;
    int64_t a = v < 0 ? -v : v;
    if (u == UNIT_AUTO)
        u = a < 1000 ? UNIT_NS : a < 1000000 ? UNIT_US : a < 1000000000 ? UNIT_MS : UNIT_S;
    switch (u) {
    case UNIT_NS: snprintf(buf, n, "%lldns", (long long)v); break;
    case UNIT_US: snprintf(buf, n, "%.2fus", d / 1e3); break;
    case UNIT_MS: snprintf(buf, n, "%.2fms", d / 1e6); break;
    default: snprintf(buf, n, "%.3fs", d / 1e9); break;
    }
}

static void fmt_share(char *buf, size_t n, uint64_t part, uint64_t whole)
{
    if (whole == 0)
        snprintf(buf, n, "-");
    else
        snprintf(buf, n, "%.2f%%", 100.0 * (double)part / (double)whole);
}

static uint64_t lookups(const selfprof_summary_row *r)
{
    return r->invocation_count + r->number_of_cache_hits + r->incremental_load_count;
}

/* A growable buffer for the display form of a label. */
typedef struct label_buf {
    char *text;
    size_t cap;
} label_buf;

/* The display form of a row label: arguments (after 0x1E) shown as
 * label(a, b), other control bytes as spaces so a row stays one line.
 * Returns a pointer into `b`, or the label itself when memory runs out. */
static const char *display_label(label_buf *b, const char *label)
{
    size_t need = 2 * strlen(label) + 2; /* each 0x1E may become ", " */
    if (need > b->cap) {
        char *t = realloc(b->text, need);
        if (!t)
            return label;
        b->text = t;
        b->cap = need;
    }
    if (!b->text) /* need > 0: allocated above */
        return label;
    size_t j = 0;
    int args = 0;
    for (const char *c = label; *c; c++) {
        if (*c == '\x1e') {
            if (args)
                b->text[j++] = ',', b->text[j++] = ' ';
            else
                b->text[j++] = '(';
            args = 1;
        } else {
            b->text[j++] = (unsigned char)*c < 0x20 ? ' ' : *c;
        }
    }
    if (args)
        b->text[j++] = ')';
    b->text[j] = '\0';
    return b->text;
}

/* The display label of row `r`, or NULL when --filter hides it; the filter
 * matches the display form, so "typeck(" finds typeck's rows with arguments. */
static const char *shown_label(const selfprof_summary_row *r, const report_options *o,
                               label_buf *b)
{
    const char *label = display_label(b, r->label);
    return !o->filter || strstr(label, o->filter) ? label : NULL;
}

enum { COLS = 8, CELL = 64 };

static const char *const HEADERS[COLS] = {"Item", "Self time", "% total", "Invocations",
                                          "Mem hits", "Incr hits", "Incr load", "Blocked"};

static void row_cells(char cells[COLS][CELL], const selfprof_summary_row *r,
                      const selfprof_summary *s, const report_options *o)
{
    fmt_value(cells[1], CELL, r->self_time, s, o->unit);
    if (s->total_time)
        snprintf(cells[2], CELL, "%.2f%%", 100.0 * (double)r->self_time / (double)s->total_time);
    else
        snprintf(cells[2], CELL, "-");
    snprintf(cells[3], CELL, "%llu", (unsigned long long)r->invocation_count);
    fmt_share(cells[4], CELL, r->number_of_cache_hits, lookups(r));
    fmt_share(cells[5], CELL, r->incremental_load_count, lookups(r));
    fmt_value(cells[6], CELL, r->incremental_load_time, s, o->unit);
    fmt_value(cells[7], CELL, (int64_t)r->blocked_time, s, o->unit);
}

static void total_row(selfprof_summary_row *t, const selfprof_summary *s)
{
    memset(t, 0, sizeof *t);
    t->label = "(total)";
    for (size_t i = 0; i < s->row_count; i++) {
        const selfprof_summary_row *r = &s->rows[i];
        t->self_time += r->self_time;
        t->time += r->time;
        t->invocation_count += r->invocation_count;
        t->number_of_cache_hits += r->number_of_cache_hits;
        t->number_of_cache_misses += r->number_of_cache_misses;
        t->incremental_load_count += r->incremental_load_count;
        t->incremental_load_time += r->incremental_load_time;
        t->incremental_hashing_time += r->incremental_hashing_time;
        t->blocked_time += r->blocked_time;
        t->blocked_count += r->blocked_count;
    }
}

static void print_line(FILE *out, char cells[COLS][CELL], const char *label, const size_t *w)
{
    fputs(label, out);
    for (size_t k = cli_display_width(label); k < w[0]; k++)
        putc(' ', out);
    for (int c = 1; c < COLS; c++)
        fprintf(out, "  %*s", (int)w[c], cells[c]);
    putc('\n', out);
}

static void write_table(FILE *out, const selfprof_summary *s, const report_options *o,
                        const char *title)
{
    char unit_note[160] = "";
    if (!is_time_counter(s))
        snprintf(unit_note, sizeof unit_note, "; counter %s, values in %s", s->counter, s->unit);
    char total[CELL];
    fmt_value(total, CELL, (int64_t)s->total_time, s, o->unit);
    fprintf(out, "%s: total time %s (sum of per-thread spans), %llu events, %zu rows%s\n",
            title, total, (unsigned long long)s->event_count, s->row_count, unit_note);

    size_t w[COLS];
    char cells[COLS][CELL];
    label_buf lb = {0};
    selfprof_summary_row t;
    total_row(&t, s);
    for (int c = 0; c < COLS; c++)
        w[c] = strlen(HEADERS[c]);
    w[0] = w[0] < strlen(t.label) ? strlen(t.label) : w[0]; /* "(total)" is wider than "Item" */
    row_cells(cells, &t, s, o);
    for (int c = 1; c < COLS; c++)
        if (strlen(cells[c]) > w[c])
            w[c] = strlen(cells[c]);
    uint64_t shown = 0;
    for (size_t i = 0; i < s->row_count && (!o->top || shown < o->top); i++) {
        const char *label = shown_label(&s->rows[i], o, &lb);
        if (!label)
            continue;
        shown++;
        if (cli_display_width(label) > w[0])
            w[0] = cli_display_width(label);
        row_cells(cells, &s->rows[i], s, o);
        for (int c = 1; c < COLS; c++)
            if (strlen(cells[c]) > w[c])
                w[c] = strlen(cells[c]);
    }
    char head[COLS][CELL];
    for (int c = 0; c < COLS; c++)
        snprintf(head[c], CELL, "%s", HEADERS[c]);
    print_line(out, head, HEADERS[0], w);
    row_cells(cells, &t, s, o);
    print_line(out, cells, t.label, w);
    shown = 0;
    for (size_t i = 0; i < s->row_count && (!o->top || shown < o->top); i++) {
        const char *label = shown_label(&s->rows[i], o, &lb);
        if (!label)
            continue;
        shown++;
        row_cells(cells, &s->rows[i], s, o);
        print_line(out, cells, label, w);
    }
    if (shown < s->row_count)
        fprintf(out, "(%llu of %zu rows shown; the total line covers all rows)\n",
                (unsigned long long)shown, s->row_count);
    free(lb.text);
}

static void csv_field(FILE *out, const char *s)
{
    if (!strpbrk(s, ",\"\n\r")) {
        fputs(s, out);
        return;
    }
    putc('"', out);
    for (; *s; s++) {
        if (*s == '"')
            putc('"', out);
        putc(*s, out);
    }
    putc('"', out);
}

/* A share for CSV: a plain number, or empty when undefined. */
static void csv_share(char *buf, size_t n, uint64_t part, uint64_t whole)
{
    if (whole == 0)
        buf[0] = '\0';
    else
        snprintf(buf, n, "%.4f", 100.0 * (double)part / (double)whole);
}

static void write_csv(FILE *out, const selfprof_summary *s, const report_options *o)
{
    if (!o->csv_no_header)
        fprintf(out, "%slabel,self_time,percent_of_total,invocations,memory_cache_hits,"
                     "memory_cache_hit_percent,incremental_loads,incremental_hit_percent,"
                     "incremental_load_time,blocked_time,time,cache_misses,"
                     "incremental_hashing_time,unit\n", o->file ? "file," : "");
    char total[CELL], hit[CELL], incr[CELL];
    label_buf lb = {0};
    uint64_t shown = 0;
    for (size_t i = 0; i < s->row_count && (!o->top || shown < o->top); i++) {
        const selfprof_summary_row *r = &s->rows[i];
        const char *label = shown_label(r, o, &lb);
        if (!label)
            continue;
        shown++;
        if (o->file) {
            csv_field(out, o->file);
            putc(',', out);
        }
        csv_field(out, label);
        csv_share(total, CELL, r->self_time < 0 ? 0 : (uint64_t)r->self_time, s->total_time);
        csv_share(hit, CELL, r->number_of_cache_hits, lookups(r));
        csv_share(incr, CELL, r->incremental_load_count, lookups(r));
        fprintf(out, ",%lld,%s,%llu,%llu,%s,%llu,%s,%lld,%llu,%llu,%llu,%lld,%s\n",
                (long long)r->self_time, total, (unsigned long long)r->invocation_count,
                (unsigned long long)r->number_of_cache_hits, hit,
                (unsigned long long)r->incremental_load_count, incr,
                (long long)r->incremental_load_time, (unsigned long long)r->blocked_time,
                (unsigned long long)r->time, (unsigned long long)r->number_of_cache_misses,
                (long long)r->incremental_hashing_time, s->unit);
    }
    free(lb.text);
}

void report_write_json_object(FILE *out, const selfprof_summary *s, const report_options *o)
{
    fputs("{\"query_data\":[", out);
    label_buf lb = {0};
    uint64_t shown = 0;
    for (size_t i = 0; i < s->row_count && (!o->top || shown < o->top); i++) {
        const selfprof_summary_row *r = &s->rows[i];
        if (!shown_label(r, o, &lb))
            continue;
        if (shown++)
            putc(',', out);
        /* With --by-arg the key is label 0x1E args: split them apart. */
        const char *sep = strchr(r->label, '\x1e');
        fputs("{\"label\":", out);
        json_string(out, r->label, sep ? (size_t)(sep - r->label) : strlen(r->label));
        fputs(",\"time\":", out);
        json_duration(out, (int64_t)r->time);
        fputs(",\"self_time\":", out);
        json_duration(out, r->self_time);
        fprintf(out, ",\"number_of_cache_misses\":%llu,\"number_of_cache_hits\":%llu,"
                     "\"invocation_count\":%llu,\"blocked_time\":",
                (unsigned long long)r->number_of_cache_misses,
                (unsigned long long)r->number_of_cache_hits,
                (unsigned long long)r->invocation_count);
        json_duration(out, (int64_t)r->blocked_time);
        fputs(",\"incremental_load_time\":", out);
        json_duration(out, r->incremental_load_time);
        fputs(",\"incremental_hashing_time\":", out);
        json_duration(out, r->incremental_hashing_time);
        fprintf(out, ",\"incremental_load_count\":%llu,\"blocked_count\":%llu",
                (unsigned long long)r->incremental_load_count,
                (unsigned long long)r->blocked_count);
        if (sep) {
            fputs(",\"args\":[", out);
            for (const char *a = sep; a; a = strchr(a + 1, '\x1e')) {
                const char *next = strchr(a + 1, '\x1e');
                if (a != sep)
                    putc(',', out);
                json_string(out, a + 1, next ? (size_t)(next - a - 1) : strlen(a + 1));
            }
            putc(']', out);
        }
        putc('}', out);
    }
    fputs("],\"artifact_sizes\":[", out);
    for (size_t i = 0; i < s->artifact_count; i++) {
        if (i)
            putc(',', out);
        fputs("{\"label\":", out);
        json_string(out, s->artifacts[i].label, strlen(s->artifacts[i].label));
        fprintf(out, ",\"value\":%llu}", (unsigned long long)s->artifacts[i].value);
    }
    fputs("],\"total_time\":", out);
    json_duration(out, (int64_t)s->total_time);
    fputs(",\"counter\":", out);
    json_string(out, s->counter, strlen(s->counter));
    fputs(",\"unit\":", out);
    json_string(out, s->unit, strlen(s->unit));
    fprintf(out, ",\"event_count\":%llu,\"file_count\":%u}", (unsigned long long)s->event_count,
            s->file_count);
    free(lb.text);
}

void report_write(FILE *out, const selfprof_summary *s, const report_options *o, const char *title)
{
    switch (o->format) {
    case REPORT_TABLE: write_table(out, s, o, title); break;
    case REPORT_CSV: write_csv(out, s, o); break;
    case REPORT_JSON:
        report_write_json_object(out, s, o);
        putc('\n', out);
        break;
    }
}
