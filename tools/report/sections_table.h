/* sections_table.h — the sections block of `selfprof summarize` (and
 * record's report): for GCC and clang profiles, how the compile time
 * divides into the compiler's own phases (support/sections.h's rules:
 * GCC's pass manager, setup / parsing / lowering / early_gimple / ipa /
 * gimple / rtl / late; clang's frontend / optimizer / codegen), each with
 * its share of their sum: -ftime-report's subtotals. */
#ifndef SELFPROF_SECTIONS_TABLE_H
#define SELFPROF_SECTIONS_TABLE_H

#include <stdio.h>

#include "report/summary_report.h"
#include "selfprof/profile.h"
#include "support/sections.h"

/* The sections of profile `p` into *out (zeroed first) when GCC or clang
 * wrote it (its metadata's command); out->compiler stays NULL for any
 * other profile, which is not walked. Returns 0, or -1 when an event
 * cannot be decoded (the summary read it already, so never in practice)
 * or memory runs out; out->compiler is NULL then. */
int sections_table_of(selfprof_profile *p, sup_sections *out);

/* Writes the block for the sections `s` (several files summed with
 * sup_sections_add) of summary `sum` (its counter decides the values'
 * format, in unit `u`); nothing when s->compiler is NULL. */
void sections_table_write(FILE *out, const sup_sections *s, const selfprof_summary *sum,
                          report_unit u);

#endif
