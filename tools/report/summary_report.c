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
#include "report/fixed_format.h"
#include "support/json_writer.h"
#include "report/out_buffer.h"

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

static int is_time_counter(const selfprof_summary *s) { return strcmp(s->unit, "ns") == 0; }

/* Appends `suffix` to the `len` bytes formatted in buf[0..n). */
static void with_suffix(char *buf, size_t n, size_t len, const char *suffix)
{
    size_t k = strlen(suffix);
    if (len + k < n)
        memcpy(buf + len, suffix, k + 1);
}

void report_format_value(char *buf, size_t n, int64_t v, const selfprof_summary *s, report_unit u)
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
    case UNIT_US: with_suffix(buf, n, report_fixed(buf, n, d / 1e3, 2), "us"); break;
    case UNIT_MS: with_suffix(buf, n, report_fixed(buf, n, d / 1e6, 2), "ms"); break;
    default: with_suffix(buf, n, report_fixed(buf, n, d / 1e9, 3), "s"); break;
    }
}

static void fmt_share(char *buf, size_t n, uint64_t part, uint64_t whole)
{
    if (whole == 0)
        snprintf(buf, n, "-");
    else
        with_suffix(buf, n, report_fixed(buf, n, 100.0 * (double)part / (double)whole, 2), "%");
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
 * label(a, b), other control bytes as spaces so a row stays one line; its
 * display width (UTF-8 characters) in *width. Returns a pointer into `b`,
 * or the label itself when memory runs out. */
static const char *display_label(label_buf *b, const char *label, size_t *width)
{
    size_t len = strlen(label), need = 2 * len + 2; /* each 0x1E may become ", " */
    if (need > b->cap) {
        char *t = realloc(b->text, need);
        if (!t) {
            *width = cli_display_width(label);
            return label;
        }
        b->text = t;
        b->cap = need;
    }
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    char *t = b->text;
    size_t i = 0, j = 0, continuations = 0;
    int args = 0;
    /* need = 2 len + 2 > 0 = cap while text is NULL, so t is set (the
     * analyzer assumes that need wraps around).
     * NOLINTBEGIN(clang-analyzer-core.NullDereference,clang-analyzer-core.NonNullParamChecker) */
    while (i < len) {
        uint64_t x;
        /* Eight bytes at a time while none is a control byte (the test of
         * piece_ok in lib/read: a flag only ever follows a real one). */
        if (i + 8 <= len && (memcpy(&x, label + i, 8), !(((x - ones * 0x20) & ~x) & highs))) {
            memcpy(t + j, &x, 8);
            continuations += (size_t)__builtin_popcountll(x & ~(x << 1) & highs);
            i += 8;
            j += 8;
            continue;
        }
        unsigned char c = (unsigned char)label[i++];
        if (c == 0x1e) {
            if (args)
                t[j++] = ',', t[j++] = ' ';
            else
                t[j++] = '(';
            args = 1;
        } else {
            t[j++] = c < 0x20 ? ' ' : (char)c;
            continuations += (c & 0xC0) == 0x80;
        }
    }
    /* NOLINTEND(clang-analyzer-core.NullDereference,clang-analyzer-core.NonNullParamChecker) */
    if (args)
        t[j++] = ')';
    t[j] = '\0';
    *width = j - continuations;
    return t;
}

/* The share of total time of a row's self time, in percent (0 when the
 * total is 0). */
static double self_share(const selfprof_summary_row *r, const selfprof_summary *s)
{
    return s->total_time ? 100.0 * (double)r->self_time / (double)s->total_time : 0.0;
}

/* The display label of row `r`, or NULL when --filter or --percent-above
 * hides it; the filter matches the display form, so "typeck(" finds
 * typeck's rows with arguments. */
static const char *shown_label(const selfprof_summary_row *r, const selfprof_summary *s,
                               const report_options *o, label_buf *b, size_t *width)
{
    if (o->percent_above > 0 && self_share(r, s) < o->percent_above)
        return NULL;
    const char *label = display_label(b, r->label, width);
    return !o->filter || strstr(label, o->filter) ? label : NULL;
}

/* The table's columns. The first five are always shown; the others only
 * when some row has a non-zero value (measureme hides its optional columns
 * the same way), or with --all-columns. */
enum {
    C_ITEM,
    C_SELF,
    C_SHARE,
    C_TIME,
    C_INVOC,
    C_MEM_HITS,
    C_INCR_HITS,
    C_INCR_LOAD,
    C_INCR_HASH,
    C_BLOCKED,
    COLS
};
enum { FIRST_OPTIONAL = C_MEM_HITS, CELL = 64 };

/* The cell of a figure the producer does not record (GCC's and clang's
 * profiles have no cache hits, incremental loads or blocked waits). */
static const char NOT_RECORDED[] = "\xE2\x80\x93"; /* U+2013 EN DASH */

static const char *const HEADERS[COLS] = {"Item",        "Self time", "% total",   "Time",
                                          "Invocations", "Mem hits",  "Incr hits", "Incr load",
                                          "Incr hash",   "Blocked"};

/* Whether optional column `c` has a non-zero value in row `r`. */
static int has_value(const selfprof_summary_row *r, int c)
{
    switch (c) {
    case C_MEM_HITS: return r->number_of_cache_hits != 0;
    case C_INCR_HITS: return r->incremental_load_count != 0;
    case C_INCR_LOAD: return r->incremental_load_time != 0;
    case C_INCR_HASH: return r->incremental_hashing_time != 0;
    case C_BLOCKED: return r->blocked_time != 0;
    default: return 1;
    }
}

/* Which columns the table shows: all of them with --all-columns, else the
 * fixed ones and the optional ones that are non-zero in some row (all rows,
 * not only those shown, so --top and --filter do not change the layout). */
static void choose_columns(int show[COLS], const selfprof_summary *s, const report_options *o)
{
    for (int c = 0; c < COLS; c++)
        show[c] = c < FIRST_OPTIONAL || o->all_columns;
    for (size_t i = 0; i < s->row_count; i++)
        for (int c = FIRST_OPTIONAL; c < COLS; c++)
            if (!show[c] && has_value(&s->rows[i], c))
                show[c] = 1;
}

/* `is_total`: the total line, whose Time cell stays empty because the
 * inclusive times of nested events overlap and their sum means nothing.
 * Only the columns in `show` are formatted (the others are left empty):
 * formatting is most of the table's cost, and a --by-arg table has
 * hundreds of thousands of rows. */
static void row_cells(char cells[COLS][CELL], const selfprof_summary_row *r,
                      const selfprof_summary *s, const report_options *o, int is_total,
                      const int *show)
{
    report_format_value(cells[C_SELF], CELL, r->self_time, s, o->unit);
    if (s->total_time)
        with_suffix(cells[C_SHARE], CELL, report_fixed(cells[C_SHARE], CELL, self_share(r, s), 2),
                    "%");
    else
        snprintf(cells[C_SHARE], CELL, "-");
    if (is_total)
        snprintf(cells[C_TIME], CELL, "-");
    else
        report_format_value(cells[C_TIME], CELL, (int64_t)r->time, s, o->unit);
    snprintf(cells[C_INVOC], CELL, "%llu", (unsigned long long)r->invocation_count);
    for (int c = FIRST_OPTIONAL; c < COLS; c++) {
        if (!show[c]) {
            cells[c][0] = '\0';
        } else if (o->not_recorded_by) {
            snprintf(cells[c], CELL, "%s", NOT_RECORDED);
        } else {
            switch (c) {
            case C_MEM_HITS: fmt_share(cells[c], CELL, r->number_of_cache_hits, lookups(r)); break;
            case C_INCR_HITS:
                fmt_share(cells[c], CELL, r->incremental_load_count, lookups(r));
                break;
            case C_INCR_LOAD:
                report_format_value(cells[c], CELL, r->incremental_load_time, s, o->unit);
                break;
            case C_INCR_HASH:
                report_format_value(cells[c], CELL, r->incremental_hashing_time, s, o->unit);
                break;
            default: report_format_value(cells[c], CELL, (int64_t)r->blocked_time, s, o->unit);
            }
        }
    }
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

/* The label column is padded to the widest label up to this many columns;
 * a longer label (a --by-arg key can be thousands of characters) runs into
 * its row's cells instead of widening every row of the table: 800 K rows
 * padded to one such key made a 29 GB table. */
#define MAX_LABEL_WIDTH 120

/* Writes blanks from display width `have` up to `width`, in blocks: a
 * --by-arg label can be thousands of columns wide. */
static void pad(out_buffer *out, size_t have, size_t width)
{
    static const char BLANKS[] = "                                                                ";
    for (size_t n = width > have ? width - have : 0; n > 0;) {
        size_t k = n < sizeof BLANKS - 1 ? n : sizeof BLANKS - 1;
        out_write(out, BLANKS, k);
        n -= k;
    }
}

/* One line of the table: `label` (display width `label_width`) padded to
 * w[0], then the shown cells right-aligned to their widths. */
static void print_line(out_buffer *out, char cells[COLS][CELL], const char *label,
                       size_t label_width, const size_t *w, const int *show)
{
    out_str(out, label);
    pad(out, label_width, w[0]);
    for (int c = 1; c < COLS; c++) {
        if (!show[c])
            continue;
        out_lit(out, "  ");
        pad(out, cli_display_width(cells[c]), w[c]);
        out_str(out, cells[c]);
    }
    out_char(out, '\n');
}

static void widen(size_t *w, char cells[COLS][CELL], const int *show)
{
    for (int c = 1; c < COLS; c++) {
        size_t n = show[c] ? cli_display_width(cells[c]) : 0;
        if (n > w[c])
            w[c] = n;
    }
}

/* The second table: artifact sizes (ArtifactSize events, summed per kind),
 * sorted by label as measureme prints them; only when there are some. */
static void write_artifacts(FILE *out, const selfprof_summary *s)
{
    if (s->artifact_count == 0)
        return;
    size_t w0 = strlen("Artifact"), w1 = strlen("Size");
    char num[32];
    for (size_t i = 0; i < s->artifact_count; i++) {
        size_t n = cli_display_width(s->artifacts[i].label);
        w0 = n > w0 ? n : w0;
        size_t m = (size_t)snprintf(num, sizeof num, "%llu",
                                    (unsigned long long)s->artifacts[i].value);
        w1 = m > w1 ? m : w1;
    }
    fprintf(out, "\nArtifact sizes (bytes; counts for cgu_instructions and "
                 "codegen_unit_size_estimate):\n");
    fprintf(out, "%-*s  %*s\n", (int)w0, "Artifact", (int)w1, "Size");
    for (size_t i = 0; i < s->artifact_count; i++) {
        const char *label = s->artifacts[i].label;
        fputs(label, out);
        for (size_t k = cli_display_width(label); k < w0; k++)
            putc(' ', out);
        fprintf(out, "  %*llu\n", (int)w1, (unsigned long long)s->artifacts[i].value);
    }
}

/* The widths of the cells of the rows, without formatting every row.
 * Why: formatting (snprintf of floats) was most of a --by-arg table's
 * cost, and the rows were formatted twice, once to measure. Within one
 * group of values, those printed with the same unit and sign, a cell is
 * never narrower for a larger magnitude, so only the row with the largest
 * magnitude of each group and column is formatted. */
enum { GROUPS = 10 };

typedef struct width_scan {
    size_t row[COLS][GROUPS];
    long double mag[COLS][GROUPS]; /* long double: exact for every uint64 */
    unsigned char seen[COLS][GROUPS];
} width_scan;

/* The group of an integer value as report_format_value prints it. */
static int value_group(int64_t v, const selfprof_summary *s, report_unit u, long double *mag)
{
    uint64_t a = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    int unit = 0;
    if (is_time_counter(s) && u == UNIT_AUTO)
        unit = a < 1000 ? 0 : a < 1000000 ? 1 : a < 1000000000 ? 2 : 3;
    *mag = (long double)a;
    return unit * 2 + (v < 0);
}

/* The group of a share as fmt_share prints it ("-" of nothing: group 1). */
static int share_group(uint64_t part, uint64_t whole, long double *mag)
{
    *mag = whole ? (long double)(100.0 * (double)part / (double)whole) : 0;
    return whole == 0;
}

/* The group and magnitude of cell `c` of row `r` (see row_cells). */
static int cell_group(const selfprof_summary_row *r, const selfprof_summary *s,
                      const report_options *o, int c, long double *mag)
{
    *mag = 0;
    if (c >= FIRST_OPTIONAL && o->not_recorded_by)
        return 0;
    switch (c) {
    case C_SELF: return value_group(r->self_time, s, o->unit, mag);
    case C_SHARE: {
        double x = self_share(r, s);
        *mag = (long double)(x < 0 ? -x : x);
        return x < 0;
    }
    case C_TIME: return value_group((int64_t)r->time, s, o->unit, mag);
    case C_INVOC: *mag = (long double)r->invocation_count; return 0;
    case C_MEM_HITS: return share_group(r->number_of_cache_hits, lookups(r), mag);
    case C_INCR_HITS: return share_group(r->incremental_load_count, lookups(r), mag);
    case C_INCR_LOAD: return value_group(r->incremental_load_time, s, o->unit, mag);
    case C_INCR_HASH: return value_group(r->incremental_hashing_time, s, o->unit, mag);
    default: return value_group((int64_t)r->blocked_time, s, o->unit, mag);
    }
}

static void scan_row(width_scan *ws, const selfprof_summary *s, const report_options *o, size_t i,
                     const int *show)
{
    for (int c = 1; c < COLS; c++) {
        if (!show[c])
            continue;
        long double mag;
        int g = cell_group(&s->rows[i], s, o, c, &mag);
        if (!ws->seen[c][g] || mag > ws->mag[c][g]) {
            ws->seen[c][g] = 1;
            ws->mag[c][g] = mag;
            ws->row[c][g] = i;
        }
    }
}

/* Widens `w` to the cells of the rows the scan kept. */
static void widen_scanned(size_t *w, const width_scan *ws, const selfprof_summary *s,
                          const report_options *o, const int *show)
{
    char cells[COLS][CELL];
    for (int c = 1; c < COLS; c++) {
        for (int g = 0; show[c] && g < GROUPS; g++) {
            if (!ws->seen[c][g])
                continue;
            row_cells(cells, &s->rows[ws->row[c][g]], s, o, 0, show);
            size_t n = cli_display_width(cells[c]);
            if (n > w[c])
                w[c] = n;
        }
    }
}

/* How many rows ahead write_table prefetches a label. */
#define LABEL_PREFETCH 8

static void write_table(FILE *out, const selfprof_summary *s, const report_options *o,
                        const char *title)
{
    char unit_note[160] = "";
    if (!is_time_counter(s))
        snprintf(unit_note, sizeof unit_note, "; counter %s, values in %s", s->counter, s->unit);
    char total[CELL];
    report_format_value(total, CELL, (int64_t)s->total_time, s, o->unit);
    fprintf(out, "%s: total time %s (sum of per-thread spans), %llu events, %zu rows%s\n", title,
            total, (unsigned long long)s->event_count, s->row_count, unit_note);

    int show[COLS];
    choose_columns(show, s, o);
    size_t w[COLS];
    char cells[COLS][CELL];
    label_buf lb = {0};
    selfprof_summary_row t;
    total_row(&t, s);
    for (int c = 0; c < COLS; c++)
        w[c] = strlen(HEADERS[c]);
    w[0] = w[0] < strlen(t.label) ? strlen(t.label) : w[0]; /* "(total)" is wider than "Item" */
    row_cells(cells, &t, s, o, 1, show);
    widen(w, cells, show);
    uint64_t shown = 0;
    width_scan *ws = calloc(1, sizeof *ws);
    for (size_t i = 0; i < s->row_count && (!o->top || shown < o->top); i++) {
        if (o->percent_above > 0 && self_share(&s->rows[i], s) < o->percent_above)
            continue;
        /* Once the label column is as wide as it gets, a label is looked
         * at only to filter. */
        if (o->filter || w[0] < MAX_LABEL_WIDTH) {
            size_t lw;
            const char *label = shown_label(&s->rows[i], s, o, &lb, &lw);
            if (!label)
                continue;
            if (lw > w[0])
                w[0] = lw < MAX_LABEL_WIDTH ? lw : MAX_LABEL_WIDTH;
        }
        shown++;
        if (ws) {
            scan_row(ws, s, o, i, show);
        } else { /* out of memory for the scan: measure every row */
            row_cells(cells, &s->rows[i], s, o, 0, show);
            widen(w, cells, show);
        }
    }
    if (ws)
        widen_scanned(w, ws, s, o, show);
    free(ws);
    char head[COLS][CELL];
    for (int c = 0; c < COLS; c++)
        snprintf(head[c], CELL, "%s", HEADERS[c]);
    /* The lines go through a large buffer: a --by-arg table has ~840,000
     * of them, and stdio locked the FILE for each of their pieces. */
    fflush(out);
    out_buffer *ob = out_buffer_new(out);
    if (!ob) {
        fprintf(stderr, "selfprof: out of memory\n");
        free(lb.text);
        return;
    }
    print_line(ob, head, HEADERS[0], strlen(HEADERS[0]), w, show);
    row_cells(cells, &t, s, o, 1, show);
    print_line(ob, cells, t.label, strlen(t.label), w, show);
    shown = 0;
    double shown_share = 0;
    for (size_t i = 0; i < s->row_count && (!o->top || shown < o->top); i++) {
        /* Sorted rows point at labels all over memory: ask for the label
         * of a row some places ahead (a --by-arg table's labels are a
         * hundred-odd bytes, and waiting for each was a tenth of it). */
        if (i + LABEL_PREFETCH < s->row_count) {
            const char *ahead = s->rows[i + LABEL_PREFETCH].label;
            __builtin_prefetch(ahead);
            __builtin_prefetch(ahead + 64);
            __builtin_prefetch(ahead + 128);
        }
        size_t lw;
        const char *label = shown_label(&s->rows[i], s, o, &lb, &lw);
        if (!label)
            continue;
        shown++;
        shown_share += self_share(&s->rows[i], s);
        row_cells(cells, &s->rows[i], s, o, 0, show);
        print_line(ob, cells, label, lw, w, show);
    }
    out_buffer_drain(ob);
    out_buffer_free(ob);
    if (shown < s->row_count)
        fprintf(out, "(%llu of %zu rows shown; the total line covers all rows)\n",
                (unsigned long long)shown, s->row_count);
    if (o->percent_above > 0)
        fprintf(out, "(the rows shown account for %.2f%% of total time)\n", shown_share);
    char hidden[160] = "";
    size_t len = 0;
    for (int c = FIRST_OPTIONAL; c < COLS; c++)
        if (!show[c])
            len += (size_t)snprintf(hidden + len, sizeof hidden - len, "%s%s", len ? ", " : "",
                                    HEADERS[c]);
    if (len && o->not_recorded_by)
        fprintf(out, "(not recorded by %s, not shown: %s; --all-columns shows them as %s)\n",
                o->not_recorded_by, hidden, NOT_RECORDED);
    else if (len)
        fprintf(out, "(zero in every row, not shown: %s; --all-columns shows them)\n", hidden);
    write_artifacts(out, s);
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
        fprintf(out,
                "%slabel,self_time,percent_of_total,invocations,memory_cache_hits,"
                "memory_cache_hit_percent,incremental_loads,incremental_hit_percent,"
                "incremental_load_time,blocked_time,time,cache_misses,"
                "incremental_hashing_time,unit\n",
                o->file ? "file," : "");
    char total[CELL], hit[CELL], incr[CELL];
    label_buf lb = {0};
    uint64_t shown = 0;
    for (size_t i = 0; i < s->row_count && (!o->top || shown < o->top); i++) {
        const selfprof_summary_row *r = &s->rows[i];
        size_t width;
        const char *label = shown_label(r, s, o, &lb, &width);
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
        size_t width;
        if (!shown_label(r, s, o, &lb, &width))
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
        fprintf(out,
                ",\"number_of_cache_misses\":%llu,\"number_of_cache_hits\":%llu,"
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
