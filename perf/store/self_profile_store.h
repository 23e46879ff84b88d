/* self_profile_store.h — storing one test case's self-profile.
 *
 * What is stored is the aggregated report, computed here with libselfprof
 * (the same summary as `selfprof summarize` of the same files: one
 * query_row per label, artifact sizes by label, the counter and its unit,
 * total time and event count), plus each raw file compressed with zstd, so
 * a detailed comparison reads rows and never re-analyses a profile. */
#ifndef PERF_SELF_PROFILE_STORE_H
#define PERF_SELF_PROFILE_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "../db/db.h"

typedef struct perf_test_case {
    int64_t artifact_id;
    const char *benchmark; /* created (category primary) in the same transaction when new */
    const char *language;  /* rust | c: the new benchmark's language */
    const char *profile;  /* check | debug | opt */
    const char *scenario; /* full | incr-full | incr-unchanged | incr-patched: NAME */
} perf_test_case;

/* Summarizes the profiles `paths[0..n)` (merged, as summarize merges
 * several files) and stores the summary and the zstd-compressed files for
 * test case `tc`, in ONE transaction of its own: on any error nothing is
 * written. A test case that already has a self-profile is refused (1 with
 * a message), so a result is never silently replaced. Returns 0, 1 or -1;
 * err names the file or the database. */
int perf_store_self_profile(perf_db *db, const perf_test_case *tc, const char *const *paths,
                            size_t n, char *err, size_t errlen);

#endif
