/* store_runs.h — test_perf_db.c's self-profiles with further runs, stored
 * through store/self_profile_store.h in a file of their own (its
 * perf_raw_file is not report/report.h's). */
#ifndef TESTS_PERFDB_STORE_RUNS_H
#define TESTS_PERFDB_STORE_RUNS_H

#include <stddef.h>

#include "db/db.h"

/* Stores, in one transaction, the check full self-profiles of artifacts 1
 * and 2 of benchmark 1 (which must exist): artifact 1's first run has q_a
 * (self 100, time 120) and q_b (50), its further run 1 q_a (110) and q_c
 * (7), its run 2 q_b (55) and q_a (90), given in the order run 2, run 1;
 * artifact 2's first run q_a (300), its run 1 q_a (310). 0, or -1 with
 * err. */
int store_runs(perf_db *db, char *err, size_t errlen);

/* Stores the profile file at `path` (summary and raw file) as the check
 * full self-profile of artifacts 1 and 2 of benchmark "b" (made when
 * new), each in a transaction of its own. 0, or -1 with err. */
int store_raw_both(perf_db *db, const char *path, char *err, size_t errlen);

#endif
