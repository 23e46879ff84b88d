/* catalog_sql.h — the SQL of the artifact list (/api/artifacts, `artifact
 * list`) and of the test cases (/api/benchmarks), named so that
 * tests/perf/test_query_plans.c can EXPLAIN it: neither may read the
 * sample table (issue 27: they took seconds at 3,000 artifacts when they
 * counted samples). */
#ifndef PERF_CATALOG_SQL_H
#define PERF_CATALOG_SQL_H

/* The columns artifacts.c's read_row reads, in its order: an artifact
 * with its parent's name and its counts of self-profiles and samples,
 * kept at store time (schema 0004's artifact_count and its triggers).
 * Followed by "WHERE a.name = $1", "WHERE a.id = $1" or
 * PERF_SQL_ARTIFACT_ORDER. */
#define PERF_SQL_ARTIFACT_SELECT                                                                   \
    "SELECT a.id, a.parent_id, a.name, a.kind, a.compiler, a.cargo, a.version, a.date, "           \
    "a.added_at, p.name, COALESCE(c.self_profiles, 0), COALESCE(c.samples, 0) "                    \
    "FROM artifact a LEFT JOIN artifact p ON p.id = a.parent_id "                                  \
    "LEFT JOIN artifact_count c ON c.artifact_id = a.id "
#define PERF_SQL_ARTIFACT_ORDER "ORDER BY a.date DESC, a.id DESC"

/* One row per test case that has samples or a self-profile: the test_case
 * table, which the store's triggers keep (schema 0004). */
#define PERF_SQL_TEST_CASES                                                                        \
    "SELECT b.name, b.language, b.category, t.profile, t.scenario "                                \
    "FROM benchmark b JOIN test_case t ON t.benchmark_id = b.id "                                  \
    "ORDER BY b.name, t.profile, t.scenario"

#endif
