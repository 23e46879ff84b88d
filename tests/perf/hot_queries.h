/* hot_queries.h — the dashboard's queries whose cost could grow with the
 * history kept (compare, detail, the graphs, the metric, artifact and
 * benchmark lists, status), each with what its plan may not do and the
 * indexes it is meant to search (issue 27: "a missing index fails a test,
 * not a user"). One list for the two plan tests, so that both EXPLAIN the
 * same SQL texts, the ones perf_core runs (report_sql.h, catalog_sql.h,
 * status.h): test_query_plans.c on SQLite, pg_query_plans.c on
 * PostgreSQL. A query added here is checked on both engines. */
#ifndef TESTS_PERF_HOT_QUERIES_H
#define TESTS_PERF_HOT_QUERIES_H

#include <stddef.h>

typedef struct hot_query {
    const char *name, *sql;
    /* The tables, and the aliases the query gives them, that its plan may
     * not read whole (SQLite "SCAN x", PostgreSQL "Seq Scan" on x). */
    const char *no_scan[6];
    /* PostgreSQL: the indexes its plan must search, each entry one index
     * or alternatives ("a|b": either serves). */
    const char *pg_indexes[4];
    /* PostgreSQL: the values of $1, $2, ... for EXECUTE, chosen on the rows
     * pg_query_plans.c writes (NULL: no parameters). */
    const char *pg_args;
    /* PostgreSQL: names of no_scan that it may read whole in this query
     * (at most 2): a list of all artifacts hashes artifact_count once, a
     * read as long as the answer, where SQLite's nested loop would scan
     * it once per artifact. */
    const char *pg_may_scan[2];
} hot_query;

extern const hot_query HOT_QUERIES[];
extern const size_t HOT_QUERY_COUNT;

#endif
