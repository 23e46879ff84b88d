/* store_runs.c — see store_runs.h. */
#include "store_runs.h"

#include <stdio.h>
#include <string.h>

#include "store/self_profile_store.h"

/* A summary of `n` rows made by hand, as the store reads one. */
static selfprof_summary made(selfprof_summary_row *rows, size_t n)
{
    selfprof_summary s;
    memset(&s, 0, sizeof s);
    s.rows = rows;
    s.row_count = n;
    s.file_count = 1;
    snprintf(s.counter, sizeof s.counter, "wall-time");
    snprintf(s.unit, sizeof s.unit, "ns");
    return s;
}

int store_runs(perf_db *db, char *err, size_t errlen)
{
    selfprof_summary_row r0[2] = {{.label = "q_a", .self_time = 100, .time = 120},
                                  {.label = "q_b", .self_time = 50, .time = 50}},
                         r1[2] = {{.label = "q_a", .self_time = 110},
                                  {.label = "q_c", .self_time = 7}},
                         r2[2] = {{.label = "q_b", .self_time = 55},
                                  {.label = "q_a", .self_time = 90}},
                         b0[1] = {{.label = "q_a", .self_time = 300, .time = 300}},
                         b1[1] = {{.label = "q_a", .self_time = 310}};
    selfprof_summary s0 = made(r0, 2), s1 = made(r1, 2), s2 = made(r2, 2), t0 = made(b0, 1),
                     t1 = made(b1, 1);
    const selfprof_summary *all[5] = {&s0, &s1, &s2, &t0, &t1};
    const perf_further_run ra[2] = {{2, &s2}, {1, &s1}}, rb[1] = {{1, &t1}};
    if (perf_db_begin(db, err, errlen) < 0)
        return -1;
    if (perf_store_ensure_labels(db, all, 5, err, errlen) < 0 ||
        perf_store_self_profile_runs(db, 1, 1, "check", "full", &s0, -1, ra, 2, NULL, 0, err,
                                     errlen) != 0 ||
        perf_store_self_profile_runs(db, 2, 1, "check", "full", &t0, -1, rb, 1, NULL, 0, err,
                                     errlen) != 0 ||
        perf_db_commit(db, err, errlen) < 0) {
        perf_db_rollback(db);
        return -1;
    }
    return 0;
}

int store_raw_both(perf_db *db, const char *path, char *err, size_t errlen)
{
    for (int64_t art = 1; art <= 2; art++) {
        const perf_test_case tc = {art, "b", "rust", "check", "full"};
        if (perf_store_self_profile(db, &tc, &path, 1, err, errlen) != 0)
            return -1;
    }
    return 0;
}
