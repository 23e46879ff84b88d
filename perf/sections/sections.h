/* sections.h — how a test case's compile time divides into phases
 * ("sections", as rustc-perf's self-profile page shows them), computed
 * from the stored raw profile of each side of a detailed comparison.
 *
 * The rules, by compiler, are support/sections.h's (shared with
 * `selfprof summarize`): rustc's frontend, backend and linker; GCC's pass
 * manager (setup, parsing, lowering, early_gimple, ipa, gimple, rtl,
 * late); clang's frontend, optimizer and codegen. Each side has its own:
 * a comparison of two compilers (gcc against clang) shows each side's
 * sections under its own compiler's names. Times are in the profile's
 * counter unit (ns for wall time); a profile of several files (several
 * processes) sums each section over them (a side's first file decides
 * its compiler; a file of another adds nothing). A section whose events
 * the profile lacks is absent (not 0).
 *
 * sections/ is above report/: it reads a detail's raw profiles through
 * report/'s raw.c, and report/ carries the result without knowing it. */
#ifndef PERF_SECTIONS_H
#define PERF_SECTIONS_H

#include <selfprof/profile.h>
#include <stdint.h>

#include "../report/report.h"
#include "support/sections.h"

/* How the compile time of each side of a detail divides into phases: what
 * sections/ attaches to a perf_detail (its `sections`). */
typedef struct perf_sections {
    sup_sections a, b;        /* each side's compiler and sections (compiler NULL:
                               that side has no raw profile of a known compiler) */
    int present_a, present_b; /* the side had a raw profile */
} perf_sections;

/* 1 when both sides have sections of the same compiler: they can be
 * paired section by section (A's i-th is B's i-th). */
int perf_sections_paired(const perf_sections *s);

/* Frees s (its strings are static); NULL is ignored. */
void perf_sections_free(perf_sections *s);

/* The sections of one opened profile, ADDED to out->a (side 0) or out->b
 * (side 1) by sup_sections_add, so several files sum (a file of another
 * compiler than the side's first adds nothing). 0, or -1 with err ("what
 * is wrong") when an event cannot be decoded or memory runs out. */
int perf_sections_of_profile(selfprof_profile *p, int side, perf_sections *out, char *err,
                             size_t errlen);

/* The complete detail of one test case, what `detail` and /api/detail
 * show: perf_report_detail's rows and, attached, each side's sections
 * (d->sections, freed with the detail), in one call. Arguments and
 * results as perf_report_detail's; PERF_REPORT_ERROR also on a stored
 * raw profile that does not decompress or open. */
int perf_sections_detail(perf_db *db, const char *a, const char *b, const char *benchmark,
                         const char *profile, const char *scenario, perf_detail **out, char *err,
                         size_t errlen);

/* Attaches d's sections (d->sections, d->release) from the stored raw
 * profiles of its sides, read by their self_profile ids (no lookup of
 * artifact, benchmark or self-profile). A side whose raw profile was not
 * stored, or that prune dropped, is absent. A raw profile is analysed once
 * per process: its files' sections are kept (sections_cache.c) while its
 * stored files stay the same. PERF_REPORT_OK, or PERF_REPORT_ERROR (err)
 * on a database error, a stored file that does not decompress or open, or
 * out of memory. */
int perf_sections_attach(perf_db *db, perf_detail *d, char *err, size_t errlen);

/* The sections of self-profile `sp`'s stored raw profile, one entry per
 * file in the order of perf_report_raw_of (by name), each computed alone
 * as side 0 (perf_sections_of_profile). *files is malloc'd (free()); *n
 * is 0 when no raw profile is stored or it was dropped. From the cache
 * when the stored files are those it analysed. PERF_REPORT_OK or
 * PERF_REPORT_ERROR (err). */
int perf_sections_of_self_profile(perf_db *db, int64_t sp, perf_sections **files, size_t *n,
                                  char *err, size_t errlen);

#endif
