/* diff_report.c — see diff_report.h.
 *
 * selfprof's table: a header line naming the inputs and the total time
 * change, then aligned columns; the first data line sums every row (shown or
 * not), then the rows in the diff's order, then the artifact size changes.
 * Signed figures always carry their sign ("+0" for no change, also in a
 * removed row: measureme's "-0ns" there only says the row went away, which
 * its presence already says). The total line has no Time Δ: inclusive times
 * of nested rows overlap, so their sum counts nested time twice (the header
 * gives the change of the total time).
 */
#include "report/diff_report.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "support/json_writer.h"

enum { CELL = 64 };

/* ---- shared formatting ---- */

static uint64_t magnitude(int64_t v) { return v < 0 ? 0u - (uint64_t)v : (uint64_t)v; }

int diff_row_shown(const selfprof_diff_row *r, const diff_options *o)
{
    if (o->filter && !strstr(r->label, o->filter))
        return 0;
    for (int i = 0; i < o->exclude_count; i++)
        if (strstr(r->label, o->exclude[i]))
            return 0;
    if (o->min_change && magnitude(r->self_time) < o->min_change)
        return 0;
    if (o->threshold > 0 && !(fabs(r->self_time_change) >= o->threshold))
        return 0; /* NaN (no self time on either side) never passes */
    return 1;
}

static int label_shown(const char *label, const diff_options *o)
{
    if (o->filter && !strstr(label, o->filter))
        return 0;
    for (int i = 0; i < o->exclude_count; i++)
        if (strstr(label, o->exclude[i]))
            return 0;
    return 1;
}

/* Percent with sign and 2 decimals: "+447.80%", "-100.00%", "+inf%", "NaN%". */
static void fmt_percent(char *buf, size_t n, double v)
{
    if (isnan(v))
        snprintf(buf, n, "NaN%%");
    else if (isinf(v))
        snprintf(buf, n, "%cinf%%", v < 0 ? '-' : '+');
    else
        snprintf(buf, n, "%+.2f%%", v);
}

/* Rust's `{:?}` for Duration (measureme-reference.md 7.6, full precision): 1s, 944.1052ms,
 * 344.684µs, 0ns. */
static void fmt_rust_duration(char *buf, size_t n, uint64_t ns)
{
    static const struct {
        uint64_t scale;
        int digits;
        const char *unit;
    } U[] = {{1000000000u, 9, "s"}, {1000000u, 6, "ms"}, {1000u, 3, "\xC2\xB5s"}};
    for (int i = 0; i < 3; i++) {
        if (ns < U[i].scale)
            continue;
        uint64_t whole = ns / U[i].scale, frac = ns % U[i].scale;
        if (!frac) {
            snprintf(buf, n, "%llu%s", (unsigned long long)whole, U[i].unit);
            return;
        }
        char f[16];
        snprintf(f, sizeof f, "%0*llu", U[i].digits, (unsigned long long)frac);
        for (size_t k = strlen(f); k > 0 && f[k - 1] == '0'; k--)
            f[k - 1] = '\0';
        snprintf(buf, n, "%llu.%s%s", (unsigned long long)whole, f, U[i].unit);
        return;
    }
    snprintf(buf, n, "%lluns", (unsigned long long)ns);
}

/* A signed figure in the chosen unit (times) or as an integer. */
static void fmt_signed(char *buf, size_t n, int64_t v, int negative, const diff_options *o)
{
    char sign = negative ? '-' : '+';
    uint64_t a = magnitude(v);
    report_unit u = o->unit;
    if (!o->unit_name || strcmp(o->unit_name, "ns") != 0) {
        snprintf(buf, n, "%c%llu", sign, (unsigned long long)a);
        return;
    }
    if (u == UNIT_AUTO)
        u = a < 1000 ? UNIT_NS : a < 1000000 ? UNIT_US : a < 1000000000 ? UNIT_MS : UNIT_S;
    switch (u) {
    case UNIT_NS: snprintf(buf, n, "%c%lluns", sign, (unsigned long long)a); break;
    case UNIT_US: snprintf(buf, n, "%c%.2fus", sign, (double)a / 1e3); break;
    case UNIT_MS: snprintf(buf, n, "%c%.2fms", sign, (double)a / 1e6); break;
    default: snprintf(buf, n, "%c%.3fs", sign, (double)a / 1e9); break;
    }
}

/* An unsigned time (a side's own figure), same units, no sign. */
static void fmt_plain(char *buf, size_t n, int64_t v, const diff_options *o)
{
    fmt_signed(buf, n, v, v < 0, o);
    if (v >= 0)
        memmove(buf, buf + 1, strlen(buf));
}

/* ---- selfprof's table ---- */

enum { COLS = 11 };
static const char *const HEADERS[COLS] = {"Item",
                                          "Self base",
                                          "Self new",
                                          "Self \xCE\x94",
                                          "Self \xCE\x94%",
                                          "Time \xCE\x94",
                                          "Invocations \xCE\x94",
                                          "Hits \xCE\x94",
                                          "Incr loads \xCE\x94",
                                          "Incr load \xCE\x94",
                                          "Blocked \xCE\x94"};

/* The cells of row `r`; `total`: the "(total)" line (no Time Δ). */
static void row_cells(char cells[COLS][CELL], const selfprof_diff_row *r, int total,
                      const diff_options *o)
{
    fmt_plain(cells[1], CELL, r->base.self_time, o);
    fmt_plain(cells[2], CELL, r->change.self_time, o);
    fmt_signed(cells[3], CELL, r->self_time, r->self_time < 0, o);
    fmt_percent(cells[4], CELL, r->self_time_change);
    fmt_signed(cells[5], CELL, r->time, r->time < 0, o);
    snprintf(cells[6], CELL, "%+lld", (long long)r->invocation_count);
    snprintf(cells[7], CELL, "%+lld", (long long)r->number_of_cache_hits);
    snprintf(cells[8], CELL, "%+lld", (long long)r->incremental_load_count);
    fmt_signed(cells[9], CELL, r->incremental_load_time, r->incremental_load_time < 0, o);
    fmt_signed(cells[10], CELL, r->blocked_time, r->blocked_time < 0, o);
    if (total)
        snprintf(cells[5], CELL, "-"); /* see the top of the file */
    if (o->not_recorded)               /* GCC and clang record no hits, loads or blocked waits */
        for (int c = 7; c <= 10; c++)
            snprintf(cells[c], CELL, "\xE2\x80\x93"); /* U+2013 EN DASH */
}

/* The "(total)" line: every row summed, a row present on both sides. */
static void total_row(selfprof_diff_row *t, const selfprof_diff *d)
{
    memset(t, 0, sizeof *t);
    t->label = "(total)";
    for (size_t i = 0; i < d->row_count; i++) {
        const selfprof_diff_row *r = &d->rows[i];
        t->base.self_time += r->base.self_time;
        t->change.self_time += r->change.self_time;
        t->self_time += r->self_time; /* no time: nested rows' times overlap */
        t->invocation_count += r->invocation_count;
        t->number_of_cache_hits += r->number_of_cache_hits;
        t->incremental_load_count += r->incremental_load_count;
        t->incremental_load_time += r->incremental_load_time;
        t->blocked_time += r->blocked_time;
    }
    t->self_time_change = selfprof_diff_percent(t->base.self_time, t->change.self_time);
}

static void print_line(FILE *out, char cells[COLS][CELL], const char *label, const size_t *w)
{
    fputs(label, out);
    for (size_t k = cli_display_width(label); k < w[0]; k++)
        putc(' ', out);
    for (int c = 1; c < COLS; c++) {
        fputs("  ", out);
        for (size_t k = cli_display_width(cells[c]); k < w[c]; k++)
            putc(' ', out);
        fputs(cells[c], out);
    }
    putc('\n', out);
}

/* A row label for display: arguments (after 0x1E) shown as label(a, b). */
static void display_label(char *buf, size_t n, const char *label)
{
    size_t j = 0;
    int args = 0;
    for (const char *c = label; *c && j + 4 < n; c++) {
        if (*c == '\x1e') {
            const char *sep = args ? ", " : "(";
            for (; *sep && j + 4 < n; sep++)
                buf[j++] = *sep;
            args = 1;
        } else {
            buf[j++] = *c;
        }
    }
    if (args)
        buf[j++] = ')';
    buf[j] = '\0';
}

static void widen(size_t *w, char cells[COLS][CELL])
{
    for (int c = 1; c < COLS; c++)
        if (cli_display_width(cells[c]) > w[c])
            w[c] = cli_display_width(cells[c]);
}

static void write_artifacts(FILE *out, const selfprof_diff *d, const diff_options *o)
{
    size_t w[4] = {strlen("Artifact"), strlen("Base"), strlen("New"), strlen("\xCE\x94")};
    char cells[4][CELL];
    size_t shown = 0;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            if (!shown)
                return;
            fputs("\nArtifact sizes (bytes):\n", out);
            fprintf(out, "%-*s  %*s  %*s  %*s\n", (int)w[0], "Artifact", (int)w[1], "Base",
                    (int)w[2], "New", (int)w[3] + 1, "\xCE\x94"); /* Δ is 2 bytes, 1 column */
        }
        for (size_t i = 0; i < d->artifact_count; i++) {
            const selfprof_diff_artifact *a = &d->artifacts[i];
            if (!label_shown(a->label, o))
                continue;
            snprintf(cells[1], CELL, "%llu", (unsigned long long)a->base);
            snprintf(cells[2], CELL, "%llu", (unsigned long long)a->change);
            snprintf(cells[3], CELL, "%+lld", (long long)a->size_change);
            if (pass == 0) {
                shown++;
                if (cli_display_width(a->label) > w[0])
                    w[0] = cli_display_width(a->label);
                for (int c = 1; c < 4; c++)
                    if (strlen(cells[c]) > w[c])
                        w[c] = strlen(cells[c]);
                continue;
            }
            fputs(a->label, out);
            for (size_t k = cli_display_width(a->label); k < w[0]; k++)
                putc(' ', out);
            fprintf(out, "  %*s  %*s  %*s\n", (int)w[1], cells[1], (int)w[2], cells[2], (int)w[3],
                    cells[3]);
        }
    }
}

void diff_write_table(FILE *out, const selfprof_diff *d, const diff_options *o,
                      const char *base_name, const char *new_name)
{
    char tb[CELL], tn[CELL], td[CELL], tp[CELL];
    fmt_plain(tb, CELL, (int64_t)d->base_total_time, o);
    fmt_plain(tn, CELL, (int64_t)d->change_total_time, o);
    fmt_signed(td, CELL, d->total_time, d->total_time < 0, o);
    fmt_percent(tp, CELL,
                selfprof_diff_percent((int64_t)d->base_total_time, (int64_t)d->change_total_time));
    fprintf(out,
            "%s -> %s: total time %s -> %s (%s, %s); %zu rows, %zu only in base, "
            "%zu only in new\n",
            base_name, new_name, tb, tn, td, tp, d->row_count, d->only_base_count,
            d->only_change_count);

    size_t w[COLS];
    char cells[COLS][CELL], label[1024];
    selfprof_diff_row t;
    total_row(&t, d);
    for (int c = 0; c < COLS; c++)
        w[c] = cli_display_width(HEADERS[c]);
    w[0] = w[0] < strlen(t.label) ? strlen(t.label) : w[0];
    row_cells(cells, &t, 1, o);
    widen(w, cells);
    uint64_t shown = 0;
    for (size_t i = 0; i < d->row_count && (!o->top || shown < o->top); i++) {
        if (!diff_row_shown(&d->rows[i], o))
            continue;
        shown++;
        display_label(label, sizeof label, d->rows[i].label);
        if (cli_display_width(label) > w[0])
            w[0] = cli_display_width(label);
        row_cells(cells, &d->rows[i], 0, o);
        widen(w, cells);
    }
    char head[COLS][CELL];
    for (int c = 0; c < COLS; c++)
        snprintf(head[c], CELL, "%s", HEADERS[c]);
    print_line(out, head, HEADERS[0], w);
    row_cells(cells, &t, 1, o);
    print_line(out, cells, t.label, w);
    shown = 0;
    for (size_t i = 0; i < d->row_count && (!o->top || shown < o->top); i++) {
        if (!diff_row_shown(&d->rows[i], o))
            continue;
        shown++;
        display_label(label, sizeof label, d->rows[i].label);
        row_cells(cells, &d->rows[i], 0, o);
        print_line(out, cells, label, w);
    }
    if (shown < d->row_count)
        fprintf(out, "(%llu of %zu rows shown)\n", (unsigned long long)shown, d->row_count);
    write_artifacts(out, d, o);
}

/* ---- the crate overview of a directory diff ---- */

static int compare_crate_totals(const void *pa, const void *pb)
{
    const diff_crate_total *a = pa, *b = pb;
    uint64_t x = magnitude((int64_t)(a->change - a->base));
    uint64_t y = magnitude((int64_t)(b->change - b->base));
    if (x != y)
        return x > y ? -1 : 1;
    return strcmp(a->name, b->name);
}

void diff_write_crate_totals(FILE *out, diff_crate_total *c, size_t n, const diff_options *o)
{
    enum { NC = 5 };
    static const char *const H[NC] = {"Crate", "Base", "New", "\xCE\x94", "\xCE\x94%"};
    char cells[NC][CELL];
    size_t w[NC];
    if (n > 1)
        qsort(c, n, sizeof *c, compare_crate_totals);
    for (int k = 0; k < NC; k++)
        w[k] = cli_display_width(H[k]);
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            fputs("Total time per crate (sum of per-thread spans), largest change first:\n", out);
            fprintf(out, "%s", H[0]);
            for (size_t k = cli_display_width(H[0]); k < w[0]; k++)
                putc(' ', out);
            for (int k = 1; k < NC; k++) {
                fputs("  ", out);
                for (size_t m = cli_display_width(H[k]); m < w[k]; m++)
                    putc(' ', out);
                fputs(H[k], out);
            }
            putc('\n', out);
        }
        for (size_t i = 0; i < n; i++) {
            const diff_crate_total *t = &c[i];
            int64_t d = (int64_t)(t->change - t->base);
            if (t->presence == SELFPROF_DIFF_ONLY_CHANGE)
                snprintf(cells[1], CELL, "-");
            else
                fmt_plain(cells[1], CELL, (int64_t)t->base, o);
            if (t->presence == SELFPROF_DIFF_ONLY_BASE)
                snprintf(cells[2], CELL, "-");
            else
                fmt_plain(cells[2], CELL, (int64_t)t->change, o);
            fmt_signed(cells[3], CELL, d, d < 0, o);
            fmt_percent(cells[4], CELL,
                        t->presence == SELFPROF_DIFF_ONLY_BASE ? -100.0
                        : t->presence == SELFPROF_DIFF_ONLY_CHANGE
                            ? INFINITY
                            : selfprof_diff_percent((int64_t)t->base, (int64_t)t->change));
            if (pass == 0) {
                if (cli_display_width(t->name) > w[0])
                    w[0] = cli_display_width(t->name);
                for (int k = 1; k < NC; k++)
                    if (cli_display_width(cells[k]) > w[k])
                        w[k] = cli_display_width(cells[k]);
                continue;
            }
            fputs(t->name, out);
            for (size_t k = cli_display_width(t->name); k < w[0]; k++)
                putc(' ', out);
            for (int k = 1; k < NC; k++) {
                fputs("  ", out);
                for (size_t m = cli_display_width(cells[k]); m < w[k]; m++)
                    putc(' ', out);
                fputs(cells[k], out);
            }
            putc('\n', out);
        }
    }
}

/* ---- measureme's table (measureme-reference.md 7.3 layout, 7.4 cells) ---- */

enum { MM_COLS = 10 };
static const char *const MM_HEADERS[MM_COLS] = {"Item",
                                                "Self Time",
                                                "Self Time Change",
                                                "Time",
                                                "Time Change",
                                                "Item count",
                                                "Cache hits",
                                                "Blocked time",
                                                "Incremental load time",
                                                "Incremental hashing time"};

static void mm_signed(char *buf, int64_t v, int negative)
{
    buf[0] = negative ? '-' : '+';
    fmt_rust_duration(buf + 1, CELL - 1, magnitude(v));
}

static void mm_cells(char cells[MM_COLS][CELL], const selfprof_diff_row *r)
{
    mm_signed(cells[1], r->self_time, selfprof_diff_is_negative(r, r->self_time));
    fmt_percent(cells[2], CELL, r->self_time_change);
    mm_signed(cells[3], r->time, selfprof_diff_is_negative(r, r->time));
    fmt_percent(cells[4], CELL, r->time_change);
    snprintf(cells[5], CELL, "%+lld", (long long)r->invocation_count);
    snprintf(cells[6], CELL, "%+lld", (long long)r->number_of_cache_hits);
    mm_signed(cells[7], r->blocked_time, selfprof_diff_is_negative(r, r->blocked_time));
    mm_signed(cells[8], r->incremental_load_time,
              selfprof_diff_is_negative(r, r->incremental_load_time));
    mm_signed(cells[9], r->incremental_hashing_time,
              selfprof_diff_is_negative(r, r->incremental_hashing_time));
}

/* measureme's pad(label, M): label, a space, then dots up to M. */
static char *mm_pad(const char *label, size_t m)
{
    size_t len = strlen(label), dots = m > len + 1 ? m - len - 1 : 0;
    char *s = malloc(len + dots + 2);
    if (!s)
        return NULL;
    memcpy(s, label, len);
    s[len] = ' ';
    memset(s + len + 1, '.', dots);
    s[len + 1 + dots] = '\0';
    return s;
}

static void mm_border(FILE *out, const size_t *w, int n)
{
    putc('+', out);
    for (int c = 0; c < n; c++) {
        for (size_t k = 0; k < w[c] + 2; k++)
            putc('-', out);
        putc('+', out);
    }
    putc('\n', out);
}

static void mm_cell(FILE *out, const char *s, size_t w)
{
    fprintf(out, " %s", s);
    for (size_t k = cli_display_width(s); k < w; k++)
        putc(' ', out);
    fputs(" |", out);
}

void diff_write_measureme(FILE *out, const selfprof_diff *d, const diff_options *o)
{
    size_t m = 0, w[MM_COLS];
    for (size_t i = 0; i < d->row_count; i++)
        if (strlen(d->rows[i].label) > m)
            m = strlen(d->rows[i].label);
    for (int c = 0; c < MM_COLS; c++)
        w[c] = cli_display_width(MM_HEADERS[c]);
    char cells[MM_COLS][CELL];
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            mm_border(out, w, MM_COLS);
            putc('|', out);
            for (int c = 0; c < MM_COLS; c++)
                mm_cell(out, MM_HEADERS[c], w[c]);
            putc('\n', out);
            mm_border(out, w, MM_COLS);
        }
        uint64_t shown = 0;
        for (size_t i = 0; i < d->row_count && (!o->top || shown < o->top); i++) {
            const selfprof_diff_row *r = &d->rows[i];
            if (!diff_row_shown(r, o))
                continue;
            shown++;
            char *item = mm_pad(r->label, m);
            if (!item)
                continue;
            mm_cells(cells, r);
            if (pass == 0) {
                if (cli_display_width(item) > w[0])
                    w[0] = cli_display_width(item);
                for (int c = 1; c < MM_COLS; c++)
                    if (cli_display_width(cells[c]) > w[c])
                        w[c] = cli_display_width(cells[c]);
            } else {
                putc('|', out);
                mm_cell(out, item, w[0]);
                for (int c = 1; c < MM_COLS; c++)
                    mm_cell(out, cells[c], w[c]);
                putc('\n', out);
            }
            free(item);
        }
    }
    mm_border(out, w, MM_COLS);
    char total[CELL];
    mm_signed(total, d->total_time, d->total_time < 0);
    fprintf(out, "Total cpu time: %s\n", total);

    size_t aw[2] = {strlen("Item"), strlen("Artifact Size Change")};
    char cell[CELL];
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            mm_border(out, aw, 2);
            putc('|', out);
            mm_cell(out, "Item", aw[0]);
            mm_cell(out, "Artifact Size Change", aw[1]);
            putc('\n', out);
            mm_border(out, aw, 2);
        }
        for (size_t i = 0; i < d->artifact_count; i++) {
            const selfprof_diff_artifact *a = &d->artifacts[i];
            if (!label_shown(a->label, o))
                continue;
            snprintf(cell, CELL, "%lld bytes", (long long)a->size_change);
            if (pass == 0) {
                if (cli_display_width(a->label) > aw[0])
                    aw[0] = cli_display_width(a->label);
                if (strlen(cell) > aw[1])
                    aw[1] = strlen(cell);
            } else {
                putc('|', out);
                mm_cell(out, a->label, aw[0]);
                mm_cell(out, cell, aw[1]);
                putc('\n', out);
            }
        }
    }
    mm_border(out, aw, 2);
}

/* ---- JSON ---- */

void json_double(FILE *out, double v)
{
    if (!isfinite(v)) {
        fputs("null", out);
        return;
    }
    if (v == 0) {
        fputs(signbit(v) ? "-0.0" : "0.0", out);
        return;
    }
    /* Shortest digits that read back as v, then ryu's layout (what
     * serde_json prints): plain decimal for decimal exponents -5 < k <= 16,
     * scientific "d.ddde-7" otherwise. */
    char buf[40];
    int prec;
    for (prec = 0; prec < 17; prec++) {
        snprintf(buf, sizeof buf, "%.*e", prec, v);
        if (strtod(buf, NULL) == v)
            break;
    }
    char digits[24];
    size_t nd = 0;
    const char *p = buf;
    int neg = *p == '-';
    if (neg)
        p++;
    for (; *p && *p != 'e'; p++)
        if (*p != '.')
            digits[nd++] = *p;
    digits[nd] = '\0';
    while (nd > 1 && digits[nd - 1] == '0')
        digits[--nd] = '\0';
    int kk = (int)strtol(p + 1, NULL, 10) + 1; /* the decimal point sits after kk digits */
    if (neg)
        putc('-', out);
    if (kk >= (int)nd && kk <= 16) {
        fputs(digits, out);
        for (int k = (int)nd; k < kk; k++)
            putc('0', out);
        fputs(".0", out);
    } else if (kk > 0 && kk <= 16) {
        fprintf(out, "%.*s.%s", kk, digits, digits + kk);
    } else if (kk > -5 && kk <= 0) {
        fputs("0.", out);
        for (int k = kk; k < 0; k++)
            putc('0', out);
        fputs(digits, out);
    } else if (nd == 1) {
        fprintf(out, "%se%d", digits, kk - 1);
    } else {
        fprintf(out, "%c.%se%d", digits[0], digits + 1, kk - 1);
    }
}

void json_signed_duration(FILE *out, int64_t value, int negative)
{
    fputs("{\"duration\":", out);
    uint64_t a = magnitude(value);
    fprintf(out, "{\"secs\":%llu,\"nanos\":%llu}", (unsigned long long)(a / 1000000000u),
            (unsigned long long)(a % 1000000000u));
    fprintf(out, ",\"is_positive\":%s}", negative ? "false" : "true");
}

static void json_row_duration(FILE *out, const char *key, const selfprof_diff_row *r, int64_t v)
{
    fprintf(out, ",\"%s\":", key);
    json_signed_duration(out, v, selfprof_diff_is_negative(r, v));
}

static const char *const PRESENCE[] = {"both", "base", "new"};

void diff_write_json_fields(FILE *out, const selfprof_diff *d, const diff_options *o,
                            const selfprof_summary *base, const selfprof_summary *change)
{
    fputs("\"query_data\":[", out);
    uint64_t shown = 0;
    for (size_t i = 0; i < d->row_count && (!o->top || shown < o->top); i++) {
        const selfprof_diff_row *r = &d->rows[i];
        if (!diff_row_shown(r, o))
            continue;
        if (shown++)
            putc(',', out);
        fputs("{\"label\":", out);
        json_string(out, r->label, strlen(r->label));
        json_row_duration(out, "time", r, r->time);
        fputs(",\"time_change\":", out);
        json_double(out, r->time_change);
        json_row_duration(out, "self_time", r, r->self_time);
        fputs(",\"self_time_change\":", out);
        json_double(out, r->self_time_change);
        fprintf(out,
                ",\"number_of_cache_misses\":%lld,\"number_of_cache_hits\":%lld,"
                "\"invocation_count\":%lld",
                (long long)r->number_of_cache_misses, (long long)r->number_of_cache_hits,
                (long long)r->invocation_count);
        json_row_duration(out, "blocked_time", r, r->blocked_time);
        json_row_duration(out, "incremental_load_time", r, r->incremental_load_time);
        json_row_duration(out, "incremental_hashing_time", r, r->incremental_hashing_time);
        fprintf(out,
                ",\"incremental_load_count\":%lld,\"blocked_count\":%lld,"
                "\"presence\":\"%s\"}",
                (long long)r->incremental_load_count, (long long)r->blocked_count,
                PRESENCE[r->presence]);
    }
    fputs("],\"artifact_sizes\":[", out);
    shown = 0;
    for (size_t i = 0; i < d->artifact_count; i++) {
        const selfprof_diff_artifact *a = &d->artifacts[i];
        if (!label_shown(a->label, o))
            continue;
        if (shown++)
            putc(',', out);
        fputs("{\"label\":", out);
        json_string(out, a->label, strlen(a->label));
        fprintf(out, ",\"size_change\":%lld,\"base\":%llu,\"new\":%llu,\"presence\":\"%s\"}",
                (long long)a->size_change, (unsigned long long)a->base,
                (unsigned long long)a->change, PRESENCE[a->presence]);
    }
    fputs("],\"total_time\":", out);
    json_signed_duration(out, d->total_time, d->total_time < 0);
    fputs(",\"base_total_time\":", out);
    json_duration(out, (int64_t)d->base_total_time);
    fputs(",\"new_total_time\":", out);
    json_duration(out, (int64_t)d->change_total_time);
    fprintf(out, ",\"row_count\":%zu,\"only_base_count\":%zu,\"only_new_count\":%zu", d->row_count,
            d->only_base_count, d->only_change_count);
    if (base && change) {
        report_options all = {.format = REPORT_JSON, .unit = UNIT_AUTO};
        fputs(",\"base\":", out);
        report_write_json_object(out, base, &all);
        fputs(",\"new\":", out);
        report_write_json_object(out, change, &all);
    }
}

void diff_write_json_object(FILE *out, const selfprof_diff *d, const diff_options *o,
                            const selfprof_summary *base, const selfprof_summary *change)
{
    putc('{', out);
    diff_write_json_fields(out, d, o, base, change);
    putc('}', out);
}
