/* test_shared_profiles.c — the numbers tests/data's READMEs list for
 * the measureme test files (v8, v9) and the rustc 1.95 profiles, read
 * through the public API. */
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "selfprof/summary.h"

typedef struct loaded {
    uint8_t *image;
    selfprof_profile *p;
    selfprof_summary *s;
} loaded;

static loaded load(const char *rel)
{
    loaded l;
    size_t size;
    selfprof_error err = {0};
    l.image = test_read_file(test_data_path(rel), &size);
    if (selfprof_profile_open_memory(l.image, size, &l.p, &err) != SELFPROF_OK)
        fail_msg("%s: %s", rel, err.message);
    if (selfprof_summarize(l.p, NULL, &l.s, &err) != SELFPROF_OK)
        fail_msg("%s: %s", rel, err.message);
    return l;
}

static void unload(loaded *l)
{
    selfprof_summary_free(l->s);
    selfprof_profile_close(l->p);
    free(l->image);
}

static const char *kind_of(selfprof_profile *p, const selfprof_event *e)
{
    uint32_t n;
    assert_int_equal(selfprof_profile_kind(p, e->kind_id, &n, NULL), SELFPROF_OK);
    return selfprof_profile_name(p, n, NULL);
}

static const char *label_of(selfprof_profile *p, const selfprof_event *e)
{
    uint32_t n;
    assert_int_equal(selfprof_profile_label(p, e->event_id, &n, NULL), SELFPROF_OK);
    return selfprof_profile_name(p, n, NULL);
}

/* Counts events of `kind` (NULL = all) of record type `type` (-1 = any)
 * on `thread` (0 = any). */
static uint64_t count(selfprof_profile *p, const char *kind, int type, uint32_t thread)
{
    selfprof_cursor c;
    selfprof_event e;
    uint64_t n = 0;
    selfprof_cursor_init(&c, p, 0);
    while (selfprof_cursor_next(&c, &e) == 1)
        if ((!kind || strcmp(kind_of(p, &e), kind) == 0) &&
            (type < 0 || e.type == (uint32_t)type) && (!thread || e.thread_id == thread))
            n++;
    return n;
}

/* The n-th (0-based) event of `kind`; fails when there is none. */
static selfprof_event nth(selfprof_profile *p, const char *kind, uint64_t n, int last)
{
    selfprof_cursor c;
    selfprof_event e;
    selfprof_cursor_init(&c, p, last ? SELFPROF_CURSOR_BACKWARDS : 0);
    while (selfprof_cursor_next(&c, &e) == 1)
        if (strcmp(kind_of(p, &e), kind) == 0 && n-- == 0)
            return e;
    fail_msg("no such %s event", kind);
    return e;
}

static uint64_t count_unknown(selfprof_profile *p)
{
    selfprof_cursor c;
    selfprof_event e;
    uint64_t n = 0;
    selfprof_cursor_init(&c, p, 0);
    while (selfprof_cursor_next(&c, &e) == 1)
        n += strcmp(label_of(p, &e), "<unknown>") == 0;
    return n;
}

typedef struct sums {
    int64_t self;
    uint64_t time, hits, items, misses, blocked;
    int64_t load, hashing;
} sums;

static sums sum_rows(const selfprof_summary *s)
{
    sums t = {0};
    for (size_t i = 0; i < s->row_count; i++) {
        const selfprof_summary_row *r = &s->rows[i];
        t.self += r->self_time;
        t.time += r->time;
        t.hits += r->number_of_cache_hits;
        t.items += r->invocation_count;
        t.misses += r->number_of_cache_misses;
        t.blocked += r->blocked_time;
        t.load += r->incremental_load_time;
        t.hashing += r->incremental_hashing_time;
    }
    return t;
}

static const selfprof_summary_row *row(const selfprof_summary *s, const char *label)
{
    for (size_t i = 0; i < s->row_count; i++)
        if (strcmp(s->rows[i].label, label) == 0)
            return &s->rows[i];
    fail_msg("no row %s", label);
    return NULL;
}

static uint64_t artifact(const selfprof_summary *s, const char *label)
{
    for (size_t i = 0; i < s->artifact_count; i++)
        if (strcmp(s->artifacts[i].label, label) == 0)
            return s->artifacts[i].value;
    fail_msg("no artifact %s", label);
    return 0;
}

static void test_v8(void **state)
{
    (void)state;
    loaded l = load("v8.mm_profdata.gz");
    selfprof_profile *p = l.p;
    assert_int_equal(selfprof_profile_version(p), 8);
    assert_int_equal(selfprof_profile_metadata(p)->start_time, 1631882200512821000ull);
    assert_int_equal(selfprof_profile_metadata(p)->process_id, 11086);
    assert_non_null(strstr(selfprof_profile_metadata(p)->cmd, "--crate-name hello_world"));
    assert_int_equal(selfprof_profile_event_count(p), 10922);
    assert_int_equal(count(p, "GenericActivity", SELFPROF_INTERVAL, 0), 6429);
    assert_int_equal(count(p, "IncrementalResultHashing", SELFPROF_INTERVAL, 0), 2235);
    assert_int_equal(count(p, "Query", SELFPROF_INTERVAL, 0), 2258);
    assert_int_equal(count(p, NULL, -1, 2), 10921);
    assert_int_equal(count(p, NULL, -1, 3), 1);
    selfprof_event e = nth(p, "GenericActivity", 3214, 0);
    assert_string_equal(label_of(p, &e), "metadata_decode_entry_implementations_of_trait");
    assert_int_equal(e.end - e.start, 1200);
    e = nth(p, "IncrementalResultHashing", 0, 1);
    assert_string_equal(label_of(p, &e), "item_children");
    assert_int_equal(e.end - e.start, 500);
    e = nth(p, "Query", 0, 0);
    assert_string_equal(label_of(p, &e), "hir_crate");
    assert_int_equal(e.end - e.start, 1752900);
    assert_int_equal(l.s->row_count, 250);
    assert_int_equal(l.s->total_time, 944105200);
    sums t = sum_rows(l.s);
    assert_int_equal(t.self, 911223600);
    assert_int_equal(t.time, 4118787100ull);
    assert_int_equal(t.items, 8687);
    assert_int_equal(t.hashing, 96362000);
    assert_int_equal(t.hits + t.blocked + (uint64_t)t.load, 0);
    assert_int_equal(row(l.s, "expand_crate")->self_time, 110808800);
    assert_int_equal(row(l.s, "expand_crate")->time, 173603900);
    assert_int_equal(row(l.s, "metadata_decode_entry_item_children")->invocation_count, 903);
    assert_int_equal(row(l.s, "metadata_register_crate")->self_time, 57832100);
    assert_int_equal(l.s->artifact_count, 0);
    unload(&l);
}

static void test_v9(void **state)
{
    (void)state;
    loaded l = load("v9.mm_profdata.gz");
    selfprof_profile *p = l.p;
    assert_int_equal(selfprof_profile_version(p), 9);
    assert_int_equal(selfprof_profile_metadata(p)->start_time, 1702602717805121827ull);
    assert_int_equal(selfprof_profile_metadata(p)->process_id, 1050122);
    assert_int_equal(selfprof_profile_event_count(p), 8870);
    assert_int_equal(count(p, NULL, SELFPROF_INTERVAL, 0), 8846);
    assert_int_equal(count(p, NULL, SELFPROF_INTEGER, 0), 24);
    assert_int_equal(count(p, "GenericActivity", -1, 0), 5125);
    assert_int_equal(count(p, "IncrementalResultHashing", -1, 0), 1844);
    assert_int_equal(count(p, "Query", -1, 0), 1877);
    assert_int_equal(count(p, "ArtifactSize", -1, 0), 24);
    assert_int_equal(count(p, NULL, -1, 2), 8827);
    selfprof_event e = nth(p, "GenericActivity", 2562, 0);
    assert_string_equal(label_of(p, &e), "metadata_decode_entry_item_attrs");
    assert_int_equal(e.end - e.start, 376);
    e = nth(p, "IncrementalResultHashing", 0, 1);
    assert_string_equal(label_of(p, &e), "crate_hash");
    assert_int_equal(e.end - e.start, 461);
    e = nth(p, "Query", 0, 0);
    assert_string_equal(label_of(p, &e), "registered_tools");
    assert_int_equal(e.end - e.start, 45077);
    e = nth(p, "ArtifactSize", 0, 0);
    assert_string_equal(label_of(p, &e), "codegen_unit_size_estimate");
    assert_int_equal(e.value, 3);
    const char *text, *label, *args[2];
    size_t len, llen, alen[2];
    assert_int_equal(selfprof_profile_string(p, e.event_id, &text, &len, NULL), SELFPROF_OK);
    assert_int_equal(selfprof_split_event_id(text, len, &label, &llen, args, alen, 2), 1);
    assert_int_equal(alen[0], 16);
    assert_memory_equal(args[0], "1e4svcavc2tykzzw", 16);
    assert_int_equal(count_unknown(p), 6);
    assert_int_equal(l.s->row_count, 379);
    assert_int_equal(l.s->total_time, 75857531);
    sums t = sum_rows(l.s);
    assert_int_equal(t.self, 75656085);
    assert_int_equal(t.time, 277595449);
    assert_int_equal(t.items, 7002);
    assert_int_equal(t.hashing, 1246969);
    assert_int_equal(row(l.s, "run_linker")->self_time, 44752438);
    assert_int_equal(row(l.s, "LLVM_module_codegen_emit_obj")->self_time, 8900390);
    assert_int_equal(row(l.s, "LLVM_module_codegen_emit_obj")->invocation_count, 7);
    assert_int_equal(artifact(l.s, "linked_artifact"), 492272);
    assert_int_equal(artifact(l.s, "dep_graph"), 72852);
    assert_int_equal(artifact(l.s, "cgu_instructions"), 122);
    unload(&l);
}

static void test_rustc_plain(void **state)
{
    (void)state;
    loaded l = load("rustc-1.95/plain.mm_profdata");
    selfprof_profile *p = l.p;
    const selfprof_metadata *m = selfprof_profile_metadata(p);
    assert_int_equal(m->start_time, 1796214365094249157ull);
    assert_int_equal(m->process_id, 25587);
    assert_string_equal(m->cmd, "rustc -Zself-profile=prof-plain --crate-name tiny "
                                "--crate-type=lib tiny.rs --out-dir out-plain ");
    assert_string_equal(m->counter, "wall-time");
    assert_int_equal(selfprof_profile_event_count(p), 2673);
    assert_int_equal(count(p, NULL, SELFPROF_INTERVAL, 0), 2235);
    assert_int_equal(count(p, NULL, SELFPROF_INSTANT, 0), 0);
    assert_int_equal(count(p, "GenericActivity", -1, 0), 1008);
    assert_int_equal(count(p, "Query", -1, 0), 1227);
    assert_int_equal(count(p, "ArtifactSize", -1, 0), 5);
    assert_int_equal(count(p, "QueryCacheHitCount", -1, 0), 433);
    assert_int_equal(count(p, NULL, -1, 3), 2665);
    assert_int_equal(count(p, NULL, -1, 6), 1);
    assert_int_equal(count(p, NULL, -1, 7), 7);
    assert_int_equal(count_unknown(p), 0);
    selfprof_event e;
    assert_int_equal(selfprof_profile_event(p, 0, &e), SELFPROF_OK);
    assert_string_equal(label_of(p, &e), "target_machine_factory");
    assert_int_equal(e.start, 7735250);
    assert_int_equal(e.end, 12162531);
    assert_int_equal(selfprof_profile_event(p, 2672, &e), SELFPROF_OK);
    assert_string_equal(label_of(p, &e), "drop_compiler");
    assert_int_equal(e.end, 268314349);
    assert_int_equal(l.s->row_count, 368);
    assert_int_equal(l.s->total_time, 387527264);
    sums t = sum_rows(l.s);
    assert_int_equal(t.self, 331140596);
    assert_int_equal(t.time, 901677410);
    assert_int_equal(t.hits, 3650);
    assert_int_equal(t.items, 2235);
    assert_int_equal(t.blocked + (uint64_t)t.load + (uint64_t)t.hashing, 0);
    assert_int_equal(row(l.s, "LLVM_passes")->self_time, 64182240);
    assert_int_equal(row(l.s, "LLVM_module_codegen_emit_obj")->self_time, 41785433);
    assert_int_equal(row(l.s, "codegen_crate")->self_time, 31884839);
    assert_int_equal(row(l.s, "codegen_crate")->time, 43625521);
    assert_int_equal(artifact(l.s, "crate_metadata"), 2684);
    assert_int_equal(artifact(l.s, "object_file"), 7528);
    assert_int_equal(artifact(l.s, "linked_artifact"), 11160);
    unload(&l);
}

static void test_rustc_all_incr(void **state)
{
    (void)state;
    loaded l = load("rustc-1.95/all-incr.mm_profdata");
    selfprof_profile *p = l.p;
    assert_int_equal(selfprof_profile_event_count(p), 3280);
    assert_int_equal(count(p, NULL, SELFPROF_INTERVAL, 0), 1131);
    assert_int_equal(count(p, NULL, SELFPROF_INSTANT, 0), 1919);
    assert_int_equal(count(p, NULL, SELFPROF_INTEGER, 0), 230);
    assert_int_equal(count(p, "IncrementalLoadResult", -1, 0), 94);
    assert_int_equal(count(p, "IncrementalResultHashing", -1, 0), 182);
    assert_int_equal(count(p, "LLVM Pass", -1, 0), 27);
    assert_int_equal(count(p, "QueryCacheHit", -1, 0), 1919);
    assert_int_equal(count(p, "QueryCacheHitCount", -1, 0), 222);
    assert_int_equal(count_unknown(p), 29);
    assert_int_equal(l.s->row_count, 316);
    assert_int_equal(l.s->total_time, 256062599);
    sums t = sum_rows(l.s);
    assert_int_equal(t.self, 196745261);
    assert_int_equal(t.time, 420557968);
    assert_int_equal(t.hits, 1919);
    assert_int_equal(t.items, 855);
    assert_int_equal(t.misses, 828);
    assert_int_equal(t.load, 308804);
    assert_int_equal(t.hashing, 1459553);
    const selfprof_summary_row *r = row(l.s, "crate_name");
    assert_int_equal((r->self_time + 5) / 10, 80130); /* the README: 801.30µs */
    assert_int_equal(r->time, 0);
    assert_int_equal(r->invocation_count, 0);
    assert_int_equal(r->number_of_cache_hits, 59);
    assert_int_equal(row(l.s, "def_kind")->number_of_cache_hits, 404);
    uint64_t loads = 0;
    for (size_t i = 0; i < l.s->row_count; i++)
        loads += l.s->rows[i].incremental_load_count;
    assert_int_equal(loads, 94);
    assert_int_equal(artifact(l.s, "dep_graph"), 18047);
    assert_int_equal(artifact(l.s, "query_cache"), 3262);
    assert_int_equal(l.s->artifact_count, 8);
    /* Exactly one event has two arguments: codegen_module. */
    selfprof_cursor c;
    selfprof_event e;
    int two = 0;
    selfprof_cursor_init(&c, p, 0);
    while (selfprof_cursor_next(&c, &e) == 1) {
        const char *text, *label, *args[3];
        size_t len, llen, alen[3];
        assert_int_equal(selfprof_profile_string(p, e.event_id, &text, &len, NULL), SELFPROF_OK);
        if (selfprof_split_event_id(text, len, &label, &llen, args, alen, 3) == 2) {
            two++;
            assert_memory_equal(label, "codegen_module", llen);
        }
    }
    assert_int_equal(two, 1);
    unload(&l);
}

/* selfprof_profile_preload_strings and selfprof_profile_prefetch are hints:
 * with them (on the file, mapped, through a releasing cursor) every event's
 * label and references equal those read without them (from memory), also
 * when prefetching ids that have no string. */
static void test_hints_change_nothing(void **state)
{
    (void)state;
    const char *rel = "rustc-1.95/all-incr.mm_profdata";
    loaded plain = load(rel);
    selfprof_profile *p;
    selfprof_error err = {0};
    if (selfprof_profile_open(test_data_path(rel), &p, &err) != SELFPROF_OK)
        fail_msg("%s: %s", rel, err.message);
    selfprof_profile_preload_strings(p);
    selfprof_profile_preload_strings(p);       /* twice is as once */
    selfprof_profile_preload_strings(plain.p); /* from memory: a no-op */
    const uint64_t odd[] = {
        0, 1, 100000000, 0xFFFFFFFFFFFFFFFFull, 0x05F5E0FFull + 1, 0x05F5E100ull + 0xFFFFFFFFull};
    for (size_t i = 0; i < sizeof odd / sizeof *odd; i++)
        selfprof_profile_prefetch(p, odd[i]);
    selfprof_cursor c, d;
    selfprof_event e, f;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_ONCE);
    selfprof_cursor_init(&d, plain.p, 0);
    uint64_t n = 0;
    while (selfprof_cursor_next(&c, &e) == 1) {
        assert_int_equal(selfprof_cursor_next(&d, &f), 1);
        selfprof_event ahead;
        if (selfprof_profile_event(p, n + 4, &ahead) == SELFPROF_OK)
            selfprof_profile_prefetch(p, ahead.event_id);
        assert_memory_equal(&e, &f, sizeof e);
        assert_string_equal(label_of(p, &e), label_of(plain.p, &f));
        uint64_t r1[4], r2[4];
        size_t k1 = selfprof_profile_event_refs(p, e.event_id, r1, 4);
        assert_int_equal(k1, selfprof_profile_event_refs(plain.p, f.event_id, r2, 4));
        assert_memory_equal(r1, r2, k1 * sizeof *r1);
        n++;
    }
    assert_int_equal(n, selfprof_profile_event_count(p));
    assert_true(n > 1000);
    selfprof_profile_close(p);
    unload(&plain);
}

static void test_rustc_threads2(void **state)
{
    (void)state;
    loaded l = load("rustc-1.95/threads2.mm_profdata");
    selfprof_profile *p = l.p;
    assert_int_equal(selfprof_profile_event_count(p), 2678);
    assert_int_equal(count(p, "QueryBlocked", -1, 0), 1);
    assert_int_equal(count(p, NULL, -1, 4), 2343);
    assert_int_equal(count(p, NULL, -1, 5), 327);
    selfprof_event e = nth(p, "QueryBlocked", 0, 0);
    assert_string_equal(label_of(p, &e), "trait_impls_of");
    assert_int_equal(e.thread_id, 5);
    assert_int_equal(e.end - e.start, 9456653);
    assert_int_equal(l.s->row_count, 369);
    assert_int_equal(l.s->total_time, 634643489);
    sums t = sum_rows(l.s);
    assert_int_equal(t.self, 355551832);
    assert_int_equal(t.time, 1029238254);
    assert_int_equal(t.hits, 3667);
    assert_int_equal(t.items, 2236);
    assert_int_equal(t.blocked, 9456653);
    const selfprof_summary_row *r = row(l.s, "trait_impls_of");
    assert_int_equal(r->invocation_count, 5);
    assert_int_equal(r->number_of_cache_hits, 6);
    assert_int_equal(r->blocked_time, 9456653);
    assert_int_equal(r->blocked_count, 1);
    unload(&l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_v8),
        cmocka_unit_test(test_v9),
        cmocka_unit_test(test_rustc_plain),
        cmocka_unit_test(test_rustc_all_incr),
        cmocka_unit_test(test_rustc_threads2),
        cmocka_unit_test(test_hints_change_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
