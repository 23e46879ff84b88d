/* sections_table.c — see sections_table.h. The walk gives every interval
 * to support/sections.h's rules with its label's number, looked up once
 * per name (perf/sections/sections_rules.c does the same for the
 * dashboard's stored profiles; tools/ and perf/ share no room above
 * support/). */
#include "report/sections_table.h"

#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

/* name number -> the rules' label number (-1 none, -2 not looked up). */
static int label_of(signed char **which, size_t *cap, selfprof_profile *p, uint32_t name)
{
    if (name >= *cap) {
        size_t n = (size_t)name + 1 > 2 * *cap ? (size_t)name + 1 : 2 * *cap;
        signed char *w = realloc(*which, n);
        if (!w)
            return -3;
        memset(w + *cap, -2, n - *cap);
        *which = w;
        *cap = n;
    }
    if ((*which)[name] == -2)
        (*which)[name] = (signed char)sup_section_label(selfprof_profile_name(p, name, NULL));
    return (*which)[name];
}

static int walk(selfprof_profile *p, sup_sections_walk *w)
{
    signed char *which = NULL;
    size_t cap = 0;
    selfprof_cursor c;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_ONCE);
    selfprof_event ev[256];
    int k, rc = 0;
    while (rc == 0 && (k = selfprof_cursor_next_batch(&c, ev, 256)) != 0) {
        if (k < 0)
            rc = -1;
        for (int i = 0; rc == 0 && i < k; i++) {
            uint32_t name;
            selfprof_error e;
            if (ev[i].type != SELFPROF_INTERVAL)
                continue;
            int li = selfprof_profile_label(p, ev[i].event_id, &name, &e) == SELFPROF_OK
                         ? label_of(&which, &cap, p, name)
                         : -3;
            if (li == -3 || sup_sections_walk_note(w, li, ev[i].start, ev[i].end) < 0)
                rc = -1;
        }
    }
    free(which);
    return rc;
}

int sections_table_of(selfprof_profile *p, sup_sections *out)
{
    memset(out, 0, sizeof *out);
    int kind = cli_tool_of_cmd(selfprof_profile_metadata(p)->cmd, NULL, 0);
    if (kind != CLI_TOOL_GCC && kind != CLI_TOOL_CLANG)
        return 0;
    sup_sections_walk w;
    sup_sections_walk_init(&w);
    int rc = walk(p, &w);
    if (rc == 0 && sup_sections_of_walk(&w, out) < 0)
        rc = -1;
    sup_sections_walk_free(&w);
    /* a profile without the compiler's phases (recorded with events that
     * leave them out) has no sections, not rustc's */
    if (rc < 0 || strcmp(out->compiler, kind == CLI_TOOL_GCC ? "gcc" : "clang") != 0)
        memset(out, 0, sizeof *out);
    return rc;
}

void sections_table_write(FILE *out, const sup_sections *s, const selfprof_summary *sum,
                          report_unit u)
{
    if (!s->compiler)
        return;
    int64_t total = 0;
    for (size_t i = 0; i < s->count; i++)
        total += s->has[i] ? s->v[i] : 0;
    fprintf(out, "\nSections (%s%s), each a share of their sum:\n", s->compiler,
            strcmp(s->compiler, "gcc") == 0 ? ": GCC's pass manager, as -ftime-report's phases"
                                            : ": -ftime-trace's phases");
    char v[48];
    for (size_t i = 0; i < s->count; i++) {
        if (!s->has[i]) {
            fprintf(out, "  %-14s %12s\n", s->names[i], "-");
            continue;
        }
        report_format_value(v, sizeof v, s->v[i], sum, u);
        fprintf(out, "  %-14s %12s %8.2f%%\n", s->names[i], v,
                total > 0 ? 100.0 * (double)s->v[i] / (double)total : 0.0);
    }
    report_format_value(v, sizeof v, total, sum, u);
    fprintf(out, "  %-14s %12s %8.2f%%", "(sum)", v, 100.0);
    if (sum->total_time > 0)
        fprintf(out, " (%.2f%% of total time)", 100.0 * (double)total / (double)sum->total_time);
    putc('\n', out);
}
