/* test_perf_prune_rules.c — the retention rules of perf/retain (prune.h)
 * without a database: which artifacts' raw profiles and per-query rows a
 * set of rules drops (perf_prune_drops, over a made-up artifact list,
 * newest first as the catalog lists them), and which names count as
 * releases (perf_prune_is_release). The drops themselves, the counts and
 * the space given back are tests/integration/perf_prune.sh's. */
#include "test_support.h"

#include <string.h>

#include "retain/prune.h"

/* Newest first, as perf_artifact_list returns them. */
static const struct {
    const char *name, *date;
} ARTS[] = {
    {"nightly-2026-03-02", "2026-03-02T04:00:00Z"},
    {"1.95.0", "2026-02-20"},
    {"9f1c2ab", "2026-01-01T00:00:00Z"}, /* sorts after the bare date: kept */
    {"nightly-2025-12-31", "2025-12-31T23:00:00Z"},
    {"v1.63", "2025-06-01"},
    {"1.95.0-beta.1", "2025-05-01"},
};
#define N_ARTS (sizeof ARTS / sizeof *ARTS)

/* The drops of every artifact of ARTS under r, as a string of one letter
 * each: '-' kept, 'r' raw profiles, 'q' per-query rows, 'b' both. */
static const char *drops_of(const perf_prune_rules *r)
{
    static char out[N_ARTS + 1];
    for (size_t i = 0; i < N_ARTS; i++) {
        int d = perf_prune_drops(r, i, ARTS[i].name, ARTS[i].date);
        assert_int_equal(d & ~(PERF_PRUNE_RAW | PERF_PRUNE_QUERIES), 0);
        out[i] = "-rqb"[d];
    }
    out[N_ARTS] = '\0';
    return out;
}

/* No rule: nothing goes (the verb's defaults). */
static void no_rules_keep_everything(void **state)
{
    (void)state;
    perf_prune_rules r = {.keep_raw_last = -1};
    assert_string_equal(drops_of(&r), "------");
    r.keep_raw_releases = 1; /* alone, it keeps what is kept anyway */
    assert_string_equal(drops_of(&r), "------");
}

/* keep_raw_last N keeps the N newest artifacts' raw profiles; 0 keeps
 * none; more than there are keeps all. */
static void keep_raw_last(void **state)
{
    (void)state;
    perf_prune_rules r = {.keep_raw_last = 2};
    assert_string_equal(drops_of(&r), "--rrrr");
    r.keep_raw_last = 0;
    assert_string_equal(drops_of(&r), "rrrrrr");
    r.keep_raw_last = 1;
    assert_string_equal(drops_of(&r), "-rrrrr");
    r.keep_raw_last = (long)N_ARTS;
    assert_string_equal(drops_of(&r), "------");
}

/* keep_raw_releases spares releases beyond the newest N (1.95.0 and
 * v1.63), not a beta. */
static void keep_releases(void **state)
{
    (void)state;
    perf_prune_rules r = {.keep_raw_last = 0, .keep_raw_releases = 1};
    assert_string_equal(drops_of(&r), "r-rr-r");
}

/* drop_queries_before compares ISO 8601 text: a date's artifacts of later
 * that day are kept, those of the day before at 23:00 go. */
static void drop_queries_before(void **state)
{
    (void)state;
    perf_prune_rules r = {.keep_raw_last = -1, .drop_queries_before = "2026-01-01"};
    assert_string_equal(drops_of(&r), "---qqq");
    r.drop_queries_before = "2026-02-20"; /* the same text is not before */
    assert_string_equal(drops_of(&r), "--qqqq");
    /* with raw thinning, both rules at once */
    r.keep_raw_last = 3;
    r.keep_raw_releases = 1;
    assert_string_equal(drops_of(&r), "--qbqb");
}

/* dry run or apply, vacuum or not: the same decisions. */
static void apply_decides_nothing(void **state)
{
    (void)state;
    perf_prune_rules r = {.keep_raw_last = 1, .drop_queries_before = "2026-01-01"};
    char dry[N_ARTS + 1];
    strcpy(dry, drops_of(&r));
    r.apply = r.vacuum = r.vacuum_full = 1;
    assert_string_equal(drops_of(&r), dry);
}

/* Releases as prune.h describes them. */
static void release_names(void **state)
{
    (void)state;
    const char *yes[] = {"1.95.0", "v1.63", "gcc-12.2", "rustc-1.95.0", "clang-v14.0", "0.1"};
    const char *no[] = {"nightly-2026-01-02",
                        "9f1c2ab3",
                        "1.95.0-beta.1",
                        "1.95.0.1",
                        "1",
                        "gcc-",
                        "1.95.",
                        "",
                        "x1.2",
                        "rustc-1.95.0 ",
                        "my-gcc-12.2"};
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++)
        assert_true(perf_prune_is_release(yes[i]));
    for (size_t i = 0; i < sizeof no / sizeof *no; i++)
        assert_false(perf_prune_is_release(no[i]));
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(no_rules_keep_everything),
                                       cmocka_unit_test(keep_raw_last),
                                       cmocka_unit_test(keep_releases),
                                       cmocka_unit_test(drop_queries_before),
                                       cmocka_unit_test(apply_decides_nothing),
                                       cmocka_unit_test(release_names)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
