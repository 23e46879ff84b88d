/* crate_table.c — the per-crate view of a list of profiles; see
 * crate_table.h. */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/compilation.h"
#include "report/crate_table.h"
#include "support/json_writer.h"

static int compare_rows(const void *pa, const void *pb)
{
    const crate_row *a = pa, *b = pb;
    if (a->self_time != b->self_time)
        return a->self_time > b->self_time ? -1 : 1;
    return strcmp(a->name, b->name);
}

size_t crate_rows_build(selfprof_summary *const *sums, char *const *paths, int n, crate_row **out)
{
    crate_row *rows = cli_xcalloc((size_t)n + 1, sizeof *rows);
    size_t count = 0;
    for (int i = 0; i < n; i++) {
        if (!sums[i])
            continue;
        char *name = cli_crate_of_path(paths[i]);
        size_t k = 0;
        while (k < count && strcmp(rows[k].name, name) != 0)
            k++;
        if (k == count)
            rows[count++].name = name;
        else
            free(name);
        crate_row *r = &rows[k];
        r->profiles++;
        for (size_t j = 0; j < sums[i]->row_count; j++)
            r->self_time += sums[i]->rows[j].self_time;
        r->total_time += sums[i]->total_time;
        r->events += sums[i]->event_count;
    }
    if (count > 1)
        qsort(rows, count, sizeof *rows, compare_rows);
    *out = rows;
    return count;
}

void crate_rows_free(crate_row *rows, size_t n)
{
    for (size_t i = 0; rows && i < n; i++)
        free(rows[i].name);
    free(rows);
}

enum { NC = 6, CELL = 64 };

static void cells_of(char cells[NC][CELL], const char *name, const crate_row *r, uint64_t all_time,
                     const selfprof_summary *s, const report_options *o)
{
    snprintf(cells[0], CELL, "%s", name);
    snprintf(cells[1], CELL, "%u", r->profiles);
    report_format_value(cells[2], CELL, r->self_time, s, o->unit);
    if (all_time > 0)
        snprintf(cells[3], CELL, "%.2f%%", 100.0 * (double)r->self_time / (double)all_time);
    else
        snprintf(cells[3], CELL, "-");
    report_format_value(cells[4], CELL, (int64_t)r->total_time, s, o->unit);
    snprintf(cells[5], CELL, "%llu", (unsigned long long)r->events);
}

static void write_line(FILE *out, char cells[NC][CELL], const char *name, const size_t *w)
{
    fputs(name, out);
    for (size_t k = cli_display_width(name); k < w[0]; k++)
        putc(' ', out);
    for (int c = 1; c < NC; c++) {
        fputs("  ", out);
        for (size_t k = cli_display_width(cells[c]); k < w[c]; k++)
            putc(' ', out);
        fputs(cells[c], out);
    }
    putc('\n', out);
}

void crate_table_write(FILE *out, const crate_row *rows, size_t n, const selfprof_summary *s,
                       const report_options *o)
{
    static const char *const H[NC] = {"Crate",   "Profiles",   "Self time",
                                      "% total", "Total time", "Events"};
    crate_row total = {NULL, 0, 0, 0, 0};
    for (size_t i = 0; i < n; i++) {
        total.profiles += rows[i].profiles;
        total.self_time += rows[i].self_time;
        total.total_time += rows[i].total_time;
        total.events += rows[i].events;
    }
    size_t w[NC];
    char cells[NC][CELL];
    for (int c = 0; c < NC; c++)
        w[c] = cli_display_width(H[c]);
    for (size_t i = 0; i <= n; i++) {
        const crate_row *r = i < n ? &rows[i] : &total;
        const char *name = i < n ? r->name : "(total)";
        cells_of(cells, name, r, total.total_time, s, o);
        size_t nw = cli_display_width(name);
        w[0] = nw > w[0] ? nw : w[0];
        for (int c = 1; c < NC; c++)
            if (cli_display_width(cells[c]) > w[c])
                w[c] = cli_display_width(cells[c]);
    }
    fprintf(out, "%zu crate%s, largest self time first:\n", n, n == 1 ? "" : "s");
    char head[NC][CELL];
    for (int c = 0; c < NC; c++)
        snprintf(head[c], CELL, "%s", H[c]);
    write_line(out, head, H[0], w);
    cells_of(cells, "(total)", &total, total.total_time, s, o);
    write_line(out, cells, "(total)", w);
    for (size_t i = 0; i < n; i++) {
        cells_of(cells, rows[i].name, &rows[i], total.total_time, s, o);
        write_line(out, cells, rows[i].name, w);
    }
}

void crate_table_write_json(FILE *out, const crate_row *rows, size_t n)
{
    uint64_t all = 0; /* shares of the total time, as summarize's % total */
    for (size_t i = 0; i < n; i++)
        all += rows[i].total_time;
    putc('[', out);
    for (size_t i = 0; i < n; i++) {
        const crate_row *r = &rows[i];
        fputs(i ? ",{\"crate\":" : "{\"crate\":", out);
        json_string(out, r->name, strlen(r->name));
        fprintf(out, ",\"profiles\":%u,\"self_time\":", r->profiles);
        json_duration(out, r->self_time);
        fprintf(out, ",\"self_time_share\":%.17g,\"total_time\":",
                all > 0 ? 100.0 * (double)r->self_time / (double)all : 0.0);
        json_duration(out, (int64_t)r->total_time);
        fprintf(out, ",\"event_count\":%llu}", (unsigned long long)r->events);
    }
    putc(']', out);
}
