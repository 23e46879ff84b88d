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
 * of several files (several processes) sums each section over them. A
 * section whose events the profile lacks is absent (not 0). */
#ifndef PERF_SECTIONS_H
#define PERF_SECTIONS_H

#include <selfprof/profile.h>
#include <stdint.h>

#include "../report/report.h"

/* The sections of one opened profile: out->compiler and out->names are
 * static strings; the values go into out->a (side 0) or out->b (side 1)
 * and are ADDED to what is there, so several files sum. 0, or -1 with
 * err ("what is wrong") when an event cannot be decoded. */
int perf_sections_of_profile(selfprof_profile *p, int side, perf_sections *out, char *err,
                             size_t errlen);

/* Fills d->sections from the stored raw profiles of d's two sides (a side
 * without one is left absent). PERF_REPORT_OK, or PERF_REPORT_ERROR (err)
 * on a database error, a stored file that does not decompress or open, or
 * out of memory. A side whose raw profile was not stored counts as absent. */
int perf_report_sections(perf_db *db, perf_detail *d, char *err, size_t errlen);

#endif
