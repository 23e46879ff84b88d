/* sections.h — how a test case's compile time divides into phases
 * ("sections", as rustc-perf's self-profile page shows them), computed
 * from the stored raw profile of each side of a detailed comparison.
 *
 * The rules, by compiler (found from the labels the profile has):
 *   rustc  frontend = the first event's start -> codegen_crate's start (the
 *          last event's end when there is no codegen_crate: a check
 *          build); backend = codegen_crate's start -> the end of
 *          finish_ongoing_codegen; linker = link_crate's duration
 *          (rustc-perf's compilation sections);
 *   gcc    parsing = parse; ipa = analyze_functions + ipa_passes (+
 *          lto_streaming when it lies outside ipa_passes; with -flto the
 *          plugin records it inside, where ipa_passes already counts it);
 *          rtl = expand_all_functions (every function's late GIMPLE and
 *          RTL passes); assembly = final_assembly: the durations of the
 *          plugin's phase intervals, which follow one another (checked on
 *          gcc-12 at -O0, -O2 and -O2 -flto);
 *   clang  frontend = Frontend, optimizer = Optimizer, codegen =
 *          CodeGenPasses: the durations of -ftime-trace's events (one
 *          after the other inside ExecuteCompiler, checked on clang 14).
 * Times are in the profile's counter unit (ns for wall time); a profile
 * of several files (several processes) sums each section over them (the
 * first file decides the compiler; a file of another adds nothing). A
 * section whose events the profile lacks is absent (not 0).
 *
 * sections/ is above report/: it reads a detail's raw profiles through
 * report/'s raw.c, and report/ carries the result without knowing it. */
#ifndef PERF_SECTIONS_H
#define PERF_SECTIONS_H

#include <selfprof/profile.h>
#include <stdint.h>

#include "../report/report.h"

/* How the compile time of each side of a detail divides into phases: what
 * sections/ attaches to a perf_detail (its `sections`). */
#define PERF_SECTIONS_MAX 4
typedef struct perf_sections {
    const char *compiler;                 /* "rustc", "gcc", "clang"; NULL: neither side
                                             has a raw profile (static strings) */
    const char *names[PERF_SECTIONS_MAX]; /* in compile order (static) */
    size_t count;
    int present_a, present_b;                               /* the side had a raw profile */
    int64_t a[PERF_SECTIONS_MAX], b[PERF_SECTIONS_MAX];     /* counter unit (ns) */
    int has_a[PERF_SECTIONS_MAX], has_b[PERF_SECTIONS_MAX]; /* its events were found */
} perf_sections;

/* Frees s (its strings are static); NULL is ignored. */
void perf_sections_free(perf_sections *s);

/* The sections of one opened profile: out->compiler and out->names are
 * static strings; the values go into out->a (side 0) or out->b (side 1)
 * and are ADDED to what is there, so several files sum. 0, or -1 with
 * err ("what is wrong") when an event cannot be decoded. */
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
