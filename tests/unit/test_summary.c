/* test_summary.c — the summary analysis on hand-built event sequences,
 * checked against measureme 12.0.3's rules (spec 7.2). */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "selfprof/diff.h"
#include "selfprof/summary.h"

static const char META[] = "{ \"start_time\": 1, \"process_id\": 2, \"cmd\": \"t \" }";

typedef struct fixture {
    test_profile t;
    uint64_t query, generic, load, hashing, blocked, hit, hit_count, artifact, other;
} fixture;

static void fixture_init(fixture *f)
{
    test_profile_init(&f->t, 9, META);
    f->query = test_profile_string(&f->t, "Query");
    f->generic = test_profile_string(&f->t, "GenericActivity");
    f->load = test_profile_string(&f->t, "IncrementalLoadResult");
    f->hashing = test_profile_string(&f->t, "IncrementalResultHashing");
    f->blocked = test_profile_string(&f->t, "QueryBlocked");
    f->hit = test_profile_string(&f->t, "QueryCacheHit");
    f->artifact = test_profile_string(&f->t, "ArtifactSize");
    f->hit_count = test_profile_string(&f->t, "QueryCacheHitCount");
    f->other = test_profile_string(&f->t, "LLVM Pass");
}

static selfprof_summary *run(fixture *f, int by_arg, uint8_t **image, selfprof_profile **p)
{
    size_t size;
    *image = test_profile_finish(&f->t, 1 << 20, &size);
    selfprof_error err = {0};
    assert_int_equal(selfprof_profile_open_memory(*image, size, p, &err), SELFPROF_OK);
    selfprof_summary *s;
    selfprof_summary_options o = {by_arg};
    if (selfprof_summarize(*p, &o, &s, &err) != SELFPROF_OK)
        fail_msg("summarize: %s", err.message);
    return s;
}

static const selfprof_summary_row *row(const selfprof_summary *s, const char *label)
{
    for (size_t i = 0; i < s->row_count; i++)
        if (strcmp(s->rows[i].label, label) == 0)
            return &s->rows[i];
    fail_msg("no row %s", label);
    return NULL;
}

static void done(selfprof_summary *s, selfprof_profile *p, uint8_t *image)
{
    selfprof_summary_free(s);
    selfprof_profile_close(p);
    free(image);
}

/* parent [0,100] with children a [10,30] and b [40,90], b containing a2 [50,60] */
static void test_nesting(void **state)
{
    (void)state;
    fixture f;
    fixture_init(&f);
    uint64_t parent = test_profile_string(&f.t, "parent"), a = test_profile_string(&f.t, "a");
    uint64_t b = test_profile_string(&f.t, "b");
    test_profile_interval(&f.t, f.query, a, 1, 10, 30);
    test_profile_interval(&f.t, f.generic, a, 1, 50, 60);
    test_profile_interval(&f.t, f.query, b, 1, 40, 90);
    test_profile_interval(&f.t, f.generic, parent, 1, 0, 100);
    uint8_t *image;
    selfprof_profile *p;
    selfprof_summary *s = run(&f, 0, &image, &p);
    assert_int_equal(s->row_count, 3);
    assert_int_equal(row(s, "parent")->self_time, 100 - 20 - 50);
    assert_int_equal(row(s, "parent")->time, 100);
    assert_int_equal(row(s, "b")->self_time, 50 - 10);
    assert_int_equal(row(s, "a")->self_time, 30);
    assert_int_equal(row(s, "a")->time, 30);
    assert_int_equal(row(s, "a")->invocation_count, 2);
    assert_int_equal(row(s, "a")->number_of_cache_misses, 2);
    assert_int_equal(s->total_time, 100);
    done(s, p, image);
}

/* Blocked time and incremental loads are part of self time; hashing adds
 * only to self and hashing time; a hashing parent loses its child's time. */
static void test_blocked_load_hashing(void **state)
{
    (void)state;
    fixture f;
    fixture_init(&f);
    uint64_t q = test_profile_string(&f.t, "typeck"), h = test_profile_string(&f.t, "crate_name");
    uint64_t inner = test_profile_string(&f.t, "inner");
    test_profile_interval(&f.t, f.hashing, q, 1, 20, 25); /* inside the query */
    test_profile_interval(&f.t, f.query, q, 1, 10, 40);
    test_profile_interval(&f.t, f.blocked, q, 2, 0, 50); /* thread 2 waits */
    test_profile_interval(&f.t, f.load, q, 1, 60, 70);
    test_profile_interval(&f.t, f.query, inner, 1, 82, 84); /* inside the hashing below */
    test_profile_interval(&f.t, f.hashing, h, 1, 80, 90);   /* alone */
    uint8_t *image;
    selfprof_profile *p;
    selfprof_summary *s = run(&f, 0, &image, &p);
    const selfprof_summary_row *r = row(s, "typeck");
    assert_int_equal(r->time, 30 + 50 + 10);
    assert_int_equal(r->self_time, 30 + 50 + 10); /* hashing child cancels out */
    assert_int_equal(r->blocked_time, 50);
    assert_int_equal(r->blocked_count, 1);
    assert_int_equal(r->incremental_load_time, 10);
    assert_int_equal(r->incremental_load_count, 1);
    assert_int_equal(r->incremental_hashing_time, 5);
    assert_int_equal(r->invocation_count, 1);
    r = row(s, "crate_name");
    assert_int_equal(r->time, 0);
    assert_int_equal(r->invocation_count, 0);
    assert_int_equal(r->self_time, 8);
    assert_int_equal(r->incremental_hashing_time, 8);
    assert_int_equal(s->total_time, (90 - 10) + (50 - 0));
    done(s, p, image);
}

/* Cache hits: an aggregate met first (in reverse) suppresses the instants
 * before it; instants after it in the file count on top. */
static void test_cache_hits(void **state)
{
    (void)state;
    fixture f;
    fixture_init(&f);
    uint64_t q = test_profile_string(&f.t, "def_kind"), o = test_profile_string(&f.t, "other");
    test_profile_instant(&f.t, f.hit, q, 1, 5);
    test_profile_instant(&f.t, f.hit, q, 1, 6);
    test_profile_instant(&f.t, f.hit, o, 1, 7);
    test_profile_integer(&f.t, f.hit_count, q, 1, 10);
    test_profile_integer(&f.t, f.hit_count, q, 1, 4); /* another key, same label */
    test_profile_instant(&f.t, f.hit, q, 1, 8);       /* after the aggregate block */
    test_profile_integer(&f.t, f.artifact, test_profile_string(&f.t, "object_file"), 1, 7528);
    test_profile_instant(&f.t, f.generic, q, 1, 9); /* other instants are ignored */
    uint8_t *image;
    selfprof_profile *p;
    selfprof_summary *s = run(&f, 0, &image, &p);
    assert_int_equal(row(s, "def_kind")->number_of_cache_hits, 10 + 4 + 1);
    assert_int_equal(row(s, "other")->number_of_cache_hits, 1);
    assert_int_equal(s->row_count, 2); /* artifact sizes are no rows */
    assert_int_equal(s->artifact_count, 1);
    assert_string_equal(s->artifacts[0].label, "object_file");
    assert_int_equal(s->artifacts[0].value, 7528);
    assert_int_equal(s->total_time, 0); /* no intervals */
    done(s, p, image);
}

/* Threads keep their own stacks; two identical intervals nest (the later
 * one written is the parent); unknown kinds count as invocations only. */
static void test_threads_and_identical(void **state)
{
    (void)state;
    fixture f;
    fixture_init(&f);
    uint64_t x = test_profile_string(&f.t, "x"), y = test_profile_string(&f.t, "y");
    test_profile_interval(&f.t, f.generic, x, 1, 10, 20);
    test_profile_interval(&f.t, f.generic, y, 2, 12, 18); /* other thread: no parent */
    test_profile_interval(&f.t, f.generic, x, 1, 10, 20); /* identical: parent of the first */
    test_profile_interval(&f.t, f.other, y, 3, 100, 130);
    uint8_t *image;
    selfprof_profile *p;
    selfprof_summary *s = run(&f, 0, &image, &p);
    assert_int_equal(row(s, "x")->self_time, 10);
    assert_int_equal(row(s, "x")->time, 20);
    assert_int_equal(row(s, "y")->self_time, 6 + 30);
    assert_int_equal(row(s, "y")->invocation_count, 2);
    assert_int_equal(row(s, "y")->number_of_cache_misses, 1);
    assert_int_equal(s->total_time, 10 + 6 + 30);
    done(s, p, image);
}

/* --by-arg keys rows by label and arguments; self time goes to the
 * parent's own key. Unknown ids merge into one <unknown> row. */
static void test_by_arg(void **state)
{
    (void)state;
    fixture f;
    fixture_init(&f);
    uint64_t typeck = test_profile_string(&f.t, "typeck");
    uint64_t k1 = test_profile_string(&f.t, "foo"), k2 = test_profile_string(&f.t, "bar");
    uint64_t ids[2];
    uint64_t keys[2] = {k1, k2};
    for (int i = 0; i < 2; i++) {
        test_buf b = {0};
        test_ref(&f.t, &b, typeck);
        test_buf_put(&b, "\x1e", 1);
        test_ref(&f.t, &b, keys[i]);
        test_buf_u8(&b, 0xFF);
        ids[i] = test_profile_raw_string(&f.t, b.data, b.len);
        free(b.data);
        test_profile_map(&f.t, (uint64_t)i + 1, ids[i]);
    }
    test_profile_interval(&f.t, f.query, 2, 1, 5, 8);
    test_profile_interval(&f.t, f.query, 1, 1, 0, 10);
    test_profile_interval(&f.t, f.query, 77, 1, 20, 21); /* unmapped virtual id */
    test_profile_interval(&f.t, f.query, 100000002, 1, 22, 23);
    uint8_t *image;
    selfprof_profile *p;
    selfprof_summary *s = run(&f, 1, &image, &p);
    assert_int_equal(row(s, "typeck\x1e"
                            "foo")
                         ->self_time,
                     7);
    assert_int_equal(row(s, "typeck\x1e"
                            "bar")
                         ->self_time,
                     3);
    assert_int_equal(row(s, "<unknown>")->invocation_count, 2);
    done(s, p, image);
    fixture_init(&f);
    /* Without --by-arg both keys share one row. */
    typeck = test_profile_string(&f.t, "typeck");
    test_buf b = {0};
    test_ref(&f.t, &b, typeck);
    test_buf_put(&b,
                 "\x1e"
                 "k",
                 2);
    test_buf_u8(&b, 0xFF);
    uint64_t with_arg = test_profile_raw_string(&f.t, b.data, b.len);
    free(b.data);
    test_profile_interval(&f.t, f.query, with_arg, 1, 0, 4);
    test_profile_interval(&f.t, f.query, typeck, 1, 5, 6);
    s = run(&f, 0, &image, &p);
    assert_int_equal(s->row_count, 1);
    assert_int_equal(row(s, "typeck")->invocation_count, 2);
    done(s, p, image);
}

/* Event ids "label, 0x1E, argument" where one argument string comes with
 * two labels, alternately (the key of each pair is its own row), and the
 * argument string is also an event id of its own. */
static void test_by_arg_shared_argument(void **state)
{
    (void)state;
    fixture f;
    fixture_init(&f);
    uint64_t labels[2] = {test_profile_string(&f.t, "type_of"),
                          test_profile_string(&f.t, "generics_of")};
    uint64_t arg = test_profile_string(&f.t, "DefId(0:5)");
    for (int i = 0; i < 2; i++) {
        test_buf b = {0};
        test_ref(&f.t, &b, labels[i]);
        test_buf_put(&b, "\x1e", 1);
        test_ref(&f.t, &b, arg);
        test_buf_u8(&b, 0xFF);
        uint64_t id = test_profile_raw_string(&f.t, b.data, b.len);
        free(b.data);
        test_profile_map(&f.t, (uint64_t)i + 1, id);
    }
    for (int i = 0; i < 6; i++) /* type_of, generics_of, type_of, ... */
        test_profile_interval(&f.t, f.query, (uint64_t)(i % 2) + 1, 1, (uint64_t)i * 10,
                              (uint64_t)i * 10 + (uint64_t)(i % 2) + 1);
    test_profile_interval(&f.t, f.query, arg, 1, 100, 104);
    uint8_t *image;
    selfprof_profile *p;
    selfprof_summary *s = run(&f, 1, &image, &p);
    assert_int_equal(s->row_count, 3);
    assert_int_equal(row(s, "type_of\x1e"
                            "DefId(0:5)")
                         ->invocation_count,
                     3);
    assert_int_equal(row(s, "type_of\x1e"
                            "DefId(0:5)")
                         ->self_time,
                     3);
    assert_int_equal(row(s, "generics_of\x1e"
                            "DefId(0:5)")
                         ->self_time,
                     6);
    assert_int_equal(row(s, "DefId(0:5)")->self_time, 4);
    done(s, p, image);
}

/* A summary borrows its labels from the profile's names and keeps them:
 * it stays whole after the profile is closed and its memory freed (ASan
 * in the sanitize test sees any use after free), and merges. */
static void test_summary_outlives_profile(void **state)
{
    (void)state;
    fixture f;
    fixture_init(&f);
    uint64_t a = test_profile_string(&f.t, "expand_crate");
    uint64_t b = test_profile_string(&f.t, "typeck");
    test_profile_interval(&f.t, f.generic, a, 1, 0, 10);
    test_profile_interval(&f.t, f.query, b, 1, 20, 25);
    uint8_t *image;
    selfprof_profile *p;
    selfprof_summary *s = run(&f, 0, &image, &p);
    selfprof_profile_close(p);
    free(image);
    selfprof_summary *all = selfprof_summary_new();
    assert_non_null(all);
    assert_int_equal(selfprof_summary_merge(all, s), SELFPROF_OK);
    selfprof_summary_free(s); /* the last holder of the profile's names */
    selfprof_summary_sort(all, SELFPROF_SORT_LABEL);
    assert_int_equal(all->row_count, 2);
    assert_string_equal(all->rows[0].label, "expand_crate");
    assert_string_equal(all->rows[1].label, "typeck");
    assert_int_equal(all->rows[1].self_time, 5);
    selfprof_summary_free(all);
}

/* selfprof_summarize appends its rows without indexing their labels: a
 * row added later and a diff must still find them. */
static void test_appended_rows_are_found(void **state)
{
    (void)state;
    fixture f;
    fixture_init(&f);
    uint64_t a = test_profile_string(&f.t, "a"), x = test_profile_string(&f.t, "x");
    uint64_t x_again = test_profile_string(&f.t, "x"); /* another id, the same text */
    test_profile_interval(&f.t, f.query, x_again, 1, 0, 3);
    test_profile_interval(&f.t, f.query, a, 1, 10, 20);
    test_profile_interval(&f.t, f.query, x, 1, 30, 35);
    uint8_t *image;
    selfprof_profile *p;
    selfprof_summary *s = run(&f, 0, &image, &p);
    assert_int_equal(s->row_count, 2);
    assert_int_equal(row(s, "x")->self_time, 8);
    assert_int_equal(row(s, "x")->invocation_count, 2);
    selfprof_summary_row more = {0};
    more.label = "a";
    more.self_time = 100;
    assert_int_equal(selfprof_summary_add_row(s, &more), SELFPROF_OK);
    assert_int_equal(s->row_count, 2);
    assert_int_equal(row(s, "a")->self_time, 110);
    selfprof_diff *d;
    assert_int_equal(selfprof_diff_compute(s, s, &d), SELFPROF_OK);
    assert_int_equal(d->row_count, 2);
    assert_int_equal(d->only_base_count + d->only_change_count, 0);
    selfprof_diff_free(d);
    selfprof_summary *other = selfprof_summary_new();
    more.label = "x";
    more.self_time = 1;
    assert_int_equal(selfprof_summary_add_row(other, &more), SELFPROF_OK);
    more.label = "new";
    assert_int_equal(selfprof_summary_add_row(other, &more), SELFPROF_OK);
    assert_int_equal(selfprof_diff_compute(s, other, &d), SELFPROF_OK);
    assert_int_equal(d->row_count, 3);
    assert_int_equal(d->only_base_count, 1);
    assert_int_equal(d->only_change_count, 1);
    for (size_t i = 0; i < d->row_count; i++)
        if (strcmp(d->rows[i].label, "x") == 0)
            assert_int_equal(d->rows[i].self_time, 1 - 8);
    selfprof_diff_free(d);
    selfprof_summary_free(other);
    done(s, p, image);
}

/* Merging sums rows by label, artifact sizes and total times. */
static void test_merge_and_sort(void **state)
{
    (void)state;
    selfprof_summary *a = selfprof_summary_new(), *b = selfprof_summary_new();
    selfprof_summary_row r = {0};
    r.label = "q";
    r.self_time = 5;
    r.invocation_count = 1;
    assert_int_equal(selfprof_summary_add_row(a, &r), SELFPROF_OK);
    r.label = "z";
    r.self_time = 9;
    assert_int_equal(selfprof_summary_add_row(a, &r), SELFPROF_OK);
    r.label = "q";
    r.self_time = 7;
    assert_int_equal(selfprof_summary_add_row(b, &r), SELFPROF_OK);
    assert_int_equal(selfprof_summary_add_artifact(b, "obj", 3), SELFPROF_OK);
    assert_int_equal(selfprof_summary_add_artifact(a, "obj", 4), SELFPROF_OK);
    assert_int_equal(selfprof_summary_add_artifact(a, "dep", 1), SELFPROF_OK);
    a->total_time = 10;
    b->total_time = 20;
    a->file_count = b->file_count = 1;
    selfprof_summary *all = selfprof_summary_new();
    assert_int_equal(selfprof_summary_merge(all, a), SELFPROF_OK);
    selfprof_summary_sort(all, SELFPROF_SORT_SELF_TIME); /* sorting must not break merging */
    assert_int_equal(selfprof_summary_merge(all, b), SELFPROF_OK);
    selfprof_summary_sort(all, SELFPROF_SORT_SELF_TIME);
    assert_int_equal(all->row_count, 2);
    assert_string_equal(all->rows[0].label, "q");
    assert_int_equal(all->rows[0].self_time, 12);
    assert_int_equal(all->rows[0].invocation_count, 2);
    assert_int_equal(all->total_time, 30);
    assert_int_equal(all->file_count, 2);
    assert_string_equal(all->artifacts[0].label, "dep");
    assert_int_equal(all->artifacts[1].value, 7);
    selfprof_summary_sort(all, SELFPROF_SORT_LABEL);
    assert_string_equal(all->rows[0].label, "q");
    selfprof_summary_free(a);
    selfprof_summary_free(b);
    selfprof_summary_free(all);
}

/* The reference order of selfprof_summary_sort for the test below: the
 * figure largest first, then the label in byte order. */
static selfprof_sort_key reference_key;

static int64_t figure(const selfprof_summary_row *r)
{
    switch (reference_key) {
    case SELFPROF_SORT_SELF_TIME: return r->self_time;
    case SELFPROF_SORT_TIME: return (int64_t)r->time;
    case SELFPROF_SORT_INVOCATIONS: return (int64_t)r->invocation_count;
    case SELFPROF_SORT_INCR_LOAD_TIME: return r->incremental_load_time;
    default: return 0;
    }
}

static int reference_order(const void *pa, const void *pb)
{
    const selfprof_summary_row *a = pa, *b = pb;
    int64_t x = figure(a), y = figure(b);
    if (x != y)
        return x > y ? -1 : 1;
    return strcmp(a->label, b->label);
}

/* Many rows whose figures mostly tie and whose labels share long prefixes
 * (as --by-arg's do): every key sorts as qsort with the reference order
 * does, the rows move whole, and each label still finds its row
 * afterwards (adding to it sums instead of appending). */
static void test_sort_many_rows(void **state)
{
    (void)state;
    enum { N = 20000 };
    static const selfprof_sort_key KEYS[] = {SELFPROF_SORT_SELF_TIME, SELFPROF_SORT_TIME,
                                             SELFPROF_SORT_INVOCATIONS,
                                             SELFPROF_SORT_INCR_LOAD_TIME, SELFPROF_SORT_LABEL};
    selfprof_summary *s = selfprof_summary_new();
    selfprof_summary_row *want = calloc(N, sizeof *want);
    char(*labels)[48] = calloc(N, sizeof *labels);
    assert_non_null(s);
    assert_non_null(want);
    assert_non_null(labels);
    uint64_t seed = 12345;
    for (int i = 0; i < N; i++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        unsigned r = (unsigned)(seed >> 33);
        /* prefixes of 0, 7, 8, 9 and 16 shared bytes, and short labels */
        static const char *const HEADS[] = {
            "", "typeck", "typeck\x1e", "typeck\x1esyn::", "mir_borrowck\x1esyn::", "a"};
        snprintf(labels[i], sizeof labels[i], "%s%u", HEADS[r % 6], (unsigned)i);
        selfprof_summary_row row = {0};
        row.label = labels[i];
        row.self_time = (int64_t)(r % 7) - 3; /* negative, zero and positive ties */
        row.time = r % 5;
        row.invocation_count = r % 1000;
        row.incremental_load_time = (r % 3 == 0) ? INT64_MIN + (int64_t)(r % 2) : (int64_t)(r % 4);
        row.blocked_count = (uint64_t)i; /* tells the rows apart */
        assert_int_equal(selfprof_summary_add_row(s, &row), SELFPROF_OK);
        want[i] = row;
    }
    for (size_t k = 0; k < sizeof KEYS / sizeof *KEYS; k++) {
        reference_key = KEYS[k];
        qsort(want, N, sizeof *want, reference_order);
        selfprof_summary_sort(s, KEYS[k]);
        assert_int_equal(s->row_count, N);
        for (int i = 0; i < N; i++) {
            assert_string_equal(s->rows[i].label, want[i].label);
            assert_int_equal(s->rows[i].blocked_count, want[i].blocked_count);
            assert_int_equal(s->rows[i].self_time, want[i].self_time);
            assert_int_equal(s->rows[i].incremental_load_time, want[i].incremental_load_time);
        }
    }
    /* Each label still finds its row: adding sums into it in place. */
    for (int i = 0; i < N; i += 97) {
        selfprof_summary_row more = {0};
        more.label = want[i].label;
        more.invocation_count = 1;
        assert_int_equal(selfprof_summary_add_row(s, &more), SELFPROF_OK);
        assert_int_equal(s->row_count, N);
        assert_string_equal(s->rows[i].label, want[i].label);
        assert_int_equal(s->rows[i].invocation_count, want[i].invocation_count + 1);
    }
    selfprof_summary_free(s);
    free(want);
    free(labels);
}

/* selfprof_summary_sort_top puts the same first rows in the same order as
 * the full sort, keeps every row (the others in any order), and each label
 * still finds its row; a top near the row count sorts fully. */
static void test_sort_top(void **state)
{
    (void)state;
    enum { N = 5000 };
    static const size_t TOPS[] = {1, 2, 7, 100, 600, 4000};
    static const selfprof_sort_key KEYS[] = {SELFPROF_SORT_SELF_TIME, SELFPROF_SORT_INVOCATIONS,
                                             SELFPROF_SORT_LABEL};
    char(*labels)[32] = calloc(N, sizeof *labels);
    selfprof_summary_row *want = calloc(N, sizeof *want);
    assert_non_null(labels);
    assert_non_null(want);
    for (size_t t = 0; t < sizeof TOPS / sizeof *TOPS; t++) {
        for (size_t k = 0; k < sizeof KEYS / sizeof *KEYS; k++) {
            selfprof_summary *s = selfprof_summary_new();
            assert_non_null(s);
            uint64_t seed = 99 + t;
            for (int i = 0; i < N; i++) {
                seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                unsigned r = (unsigned)(seed >> 33);
                snprintf(labels[i], sizeof labels[i], "%s%u", r % 2 ? "typeck\x1esyn::" : "q",
                         r % 3000); /* repeated labels: rows that sum */
                selfprof_summary_row row = {0};
                row.label = labels[i];
                row.self_time = (int64_t)(r % 11) - 2;
                row.invocation_count = r % 13;
                assert_int_equal(selfprof_summary_add_row(s, &row), SELFPROF_OK);
            }
            size_t n = s->row_count;
            memcpy(want, s->rows, n * sizeof *want);
            reference_key = KEYS[k];
            qsort(want, n, sizeof *want, reference_order);
            selfprof_summary_sort_top(s, KEYS[k], TOPS[t]);
            assert_int_equal(s->row_count, n);
            size_t ordered = TOPS[t] < n ? TOPS[t] : n;
            for (size_t i = 0; i < ordered; i++) {
                assert_string_equal(s->rows[i].label, want[i].label);
                assert_int_equal(s->rows[i].self_time, want[i].self_time);
                assert_int_equal(s->rows[i].invocation_count, want[i].invocation_count);
            }
            /* Every row is still there once, and its label finds it. */
            for (size_t i = 0; i < n; i++) {
                selfprof_summary_row more = {0};
                more.label = want[i].label;
                more.blocked_count = 1;
                assert_int_equal(selfprof_summary_add_row(s, &more), SELFPROF_OK);
            }
            assert_int_equal(s->row_count, n);
            for (size_t i = 0; i < n; i++)
                assert_int_equal(s->rows[i].blocked_count, 1);
            selfprof_summary_free(s);
        }
    }
    free(labels);
    free(want);
}

static void test_bad_interval(void **state)
{
    (void)state;
    fixture f;
    fixture_init(&f);
    test_profile_interval(&f.t, f.query, test_profile_string(&f.t, "x"), 1, 50, 40);
    size_t size;
    uint8_t *image = test_profile_finish(&f.t, 1 << 20, &size);
    selfprof_profile *p;
    selfprof_summary *s;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profile_open_memory(image, size, &p, &err), SELFPROF_OK);
    assert_int_equal(selfprof_summarize(p, NULL, &s, &err), SELFPROF_E_FORMAT);
    assert_non_null(strstr(err.message, "ends before it starts"));
    assert_true(err.offset > 0);
    selfprof_profile_close(p);
    free(image);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_nesting),
        cmocka_unit_test(test_blocked_load_hashing),
        cmocka_unit_test(test_cache_hits),
        cmocka_unit_test(test_threads_and_identical),
        cmocka_unit_test(test_by_arg),
        cmocka_unit_test(test_merge_and_sort),
        cmocka_unit_test(test_bad_interval),
        cmocka_unit_test(test_by_arg_shared_argument),
        cmocka_unit_test(test_summary_outlives_profile),
        cmocka_unit_test(test_appended_rows_are_found),
        cmocka_unit_test(test_sort_many_rows),
        cmocka_unit_test(test_sort_top),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
