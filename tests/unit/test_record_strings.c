/* test_record_strings.c — interning, argument encoding, composed strings,
 * virtual-id mapping (one and bulk), big strings, metadata, and the byte
 * layout of what the string table writes. */
#include "test_record_util.h"

#include <unistd.h>

static char *path_of(selfprof_profiler *p) { return strdup(selfprof_profiler_path(p)); }

/* Resolves one id of a written profile. */
static char *resolve(const char *path, uint64_t id)
{
    selfprof_profile *p;
    selfprof_error err = {0};
    if (selfprof_profile_open(path, &p, &err) != SELFPROF_OK)
        fail_msg("open: %s", err.message);
    const char *text;
    size_t len;
    if (selfprof_profile_string(p, id, &text, &len, &err) != SELFPROF_OK)
        fail_msg("string %llu: %s", (unsigned long long)id, err.message);
    char *s = rt_strndup(text, len);
    selfprof_profile_close(p);
    return s;
}

static void intern_dedup(void **state)
{
    (void)state;
    selfprof_profiler *p = rt_create(test_temp_dir(), "intern", "all", NULL);
    selfprof_string_id a = selfprof_intern_cstr(p, "typeck");
    selfprof_string_id b = selfprof_intern(p, "typeck_body", 6);
    assert_int_equal(a, b);
    assert_true(a >= SP_FIRST_REGULAR_ID);
    selfprof_string_id c = selfprof_string_alloc(p, "typeck", 6);
    assert_int_not_equal(a, c);
    assert_int_not_equal(selfprof_intern_cstr(p, "other"), a);
    selfprof_string_id empty = selfprof_intern(p, "", 0);
    assert_int_not_equal(empty, SELFPROF_INVALID_STRING_ID);
    /* many names: the table grows and keeps every id */
    selfprof_string_id ids[5000];
    for (int i = 0; i < 5000; i++) {
        char name[32];
        snprintf(name, sizeof name, "name_%d", i);
        ids[i] = selfprof_intern_cstr(p, name);
    }
    for (int i = 0; i < 5000; i++) {
        char name[32];
        snprintf(name, sizeof name, "name_%d", i);
        assert_int_equal(selfprof_intern_cstr(p, name), ids[i]);
    }
    /* kinds are interned like everything else */
    assert_int_equal(selfprof_intern_cstr(p, "QueryBlocked"),
                     selfprof_kind_string(p, SELFPROF_KIND_QUERY_BLOCKED));
    char *path = path_of(p);
    selfprof_profiler_close(p, NULL);
    char *s = resolve(path, c);
    assert_string_equal(s, "typeck");
    free(s);
    s = resolve(path, ids[4321]);
    assert_string_equal(s, "name_4321");
    free(s);
    s = resolve(path, empty);
    assert_string_equal(s, "");
    free(s);
    free(path);
}

/* The first strings are the metadata at address 8 (index entry
 * (100000001, 8)) and then rustc's eight kind names in rustc's order. */
static void layout_like_rustc(void **state)
{
    (void)state;
    selfprof_profiler *p = rt_create(test_temp_dir(), "layout", "default", NULL);
    char *path = path_of(p);
    selfprof_profiler_close(p, NULL);
    size_t size;
    uint8_t *d = test_read_file(path, &size);
    /* reassemble the string data and index streams */
    test_buf data = {0}, index = {0};
    for (size_t pos = 8; pos + 5 <= size;) {
        uint32_t len = sp_load_u32(d + pos + 1);
        if (d[pos] == SP_TAG_STRDATA)
            test_buf_put(&data, d + pos + 5, len);
        if (d[pos] == SP_TAG_STRINDEX)
            test_buf_put(&index, d + pos + 5, len);
        pos += 5 + len;
    }
    assert_memory_equal(data.data, "MMSD\x09\0\0\0", 8);
    assert_memory_equal(index.data, "MMSI\x09\0\0\0", 8);
    assert_int_equal(index.len, 8 + 16);
    assert_int_equal(sp_load_u64(index.data + 8), SP_METADATA_ID);
    assert_int_equal(sp_load_u64(index.data + 16), 8);
    assert_int_equal(data.data[8], '{');
    const uint8_t *end = memchr(data.data + 8, 0xFF, data.len - 8);
    assert_non_null(end);
    size_t pos = (size_t)(end - data.data) + 1;
    static const char *const kinds[] = {
        "Query",        "GenericActivity", "IncrementalLoadResult", "IncrementalResultHashing",
        "QueryBlocked", "QueryCacheHit",   "ArtifactSize",          "QueryCacheHitCount"};
    for (int k = 0; k < 8; k++) {
        size_t n = strlen(kinds[k]);
        assert_memory_equal(data.data + pos, kinds[k], n);
        assert_int_equal(data.data[pos + n], 0xFF);
        pos += n + 1;
    }
    assert_int_equal(pos, data.len);
    free(data.data);
    free(index.data);
    free(d);
    free(path);
}

static void event_id_arguments(void **state)
{
    (void)state;
    selfprof_profiler *p = rt_create(test_temp_dir(), "args", "all", NULL);
    selfprof_string_id label = selfprof_intern_cstr(p, "codegen_module");
    selfprof_string_id a1 = selfprof_intern_cstr(p, "cgu.0");
    selfprof_string_id a2 = selfprof_intern_cstr(p, "std::vec::Vec<T, A>");
    selfprof_string_id args[2] = {a1, a2};
    assert_int_equal(selfprof_event_id(p, label, NULL, 0), label);
    selfprof_string_id one = selfprof_event_id(p, label, args, 1);
    selfprof_string_id two = selfprof_event_id(p, label, args, 2);
    assert_int_equal(selfprof_event_id(p, label, args, 2), two); /* interned */
    /* an argument given by a virtual id, mapped later */
    selfprof_string_id v = 12345;
    selfprof_string_id withv = selfprof_event_id(p, label, &v, 1);
    selfprof_map_virtual_id(p, v, selfprof_intern_cstr(p, "late key"));
    /* 20 arguments (more than the small buffer) */
    selfprof_string_id many[20];
    for (int i = 0; i < 20; i++) {
        char t[16];
        snprintf(t, sizeof t, "a%d", i);
        many[i] = selfprof_intern_cstr(p, t);
    }
    selfprof_string_id twenty = selfprof_event_id(p, label, many, 20);
    selfprof_kind k = SELFPROF_KIND_GENERIC_ACTIVITY;
    selfprof_interval_end(p, k, one, selfprof_interval_begin(p, k));
    selfprof_interval_end(p, k, two, selfprof_interval_begin(p, k));
    selfprof_interval_end(p, k, withv, selfprof_interval_begin(p, k));
    selfprof_interval_end(p, k, twenty, selfprof_interval_begin(p, k));
    char *path = path_of(p);
    selfprof_profiler_close(p, NULL);

    /* raw bytes: FE <label id> 1E FE <arg id> FF */
    size_t size;
    uint8_t *d = test_read_file(path, &size);
    test_buf data = {0};
    for (size_t pos = 8; pos + 5 <= size;) {
        uint32_t len = sp_load_u32(d + pos + 1);
        if (d[pos] == SP_TAG_STRDATA)
            test_buf_put(&data, d + pos + 5, len);
        pos += 5 + len;
    }
    const uint8_t *s = data.data + (one - SP_FIRST_REGULAR_ID);
    assert_int_equal(s[0], 0xFE);
    assert_int_equal(sp_load_u64(s + 1), label);
    assert_int_equal(s[9], 0x1E);
    assert_int_equal(s[10], 0xFE);
    assert_int_equal(sp_load_u64(s + 11), a1);
    assert_int_equal(s[19], 0xFF);
    free(data.data);
    free(d);

    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, 4);
    assert_string_equal(r.ev[0].label, "codegen_module");
    assert_int_equal(r.ev[0].nargs, 1);
    assert_string_equal(r.ev[0].args[0], "cgu.0");
    assert_int_equal(r.ev[1].nargs, 2);
    assert_string_equal(r.ev[1].args[1], "std::vec::Vec<T, A>");
    assert_int_equal(r.ev[2].nargs, 1);
    assert_string_equal(r.ev[2].args[0], "late key");
    assert_int_equal(r.ev[3].nargs, 20); /* the helper keeps the first 4 */
    assert_string_equal(r.ev[3].args[3], "a3");
    rt_free(&r);
    char *full = resolve(path, twenty);
    assert_int_equal(strlen(full), strlen("codegen_module") + 10 * 3 + 10 * 4);
    free(full);
    free(path);
}

static void components_and_escaping(void **state)
{
    (void)state;
    selfprof_profiler *p = rt_create(test_temp_dir(), "comp", "all", NULL);
    selfprof_string_id krate = selfprof_intern_cstr(p, "core");
    selfprof_component c1[] = {{NULL, 0, krate}, {"::", 2, 0}, {"fmt", 3, 0}};
    selfprof_string_id fmt = selfprof_intern_components(p, c1, 3);
    selfprof_component c2[] = {{NULL, 0, fmt}, {"::Debug[1]", 10, 0}};
    selfprof_string_id debug = selfprof_intern_components(p, c2, 2);
    assert_int_equal(selfprof_intern_components(p, c2, 2), debug);
    assert_int_equal(selfprof_intern_components(p, c2, 0), SELFPROF_INVALID_STRING_ID);
    /* 0xFE/0xFF cannot be stored raw: they become U+FFFD */
    selfprof_string_id bad = selfprof_intern(p,
                                             "a\xFE"
                                             "b\xFF",
                                             4);
    selfprof_component c3[] = {{"x\xFF", 2, 0}, {NULL, 0, bad}};
    selfprof_string_id bad2 = selfprof_intern_components(p, c3, 2);
    /* a string longer than a page spans pages */
    size_t big_len = 600000;
    char *big = malloc(big_len);
    for (size_t i = 0; i < big_len; i++)
        big[i] = (char)('a' + i % 26);
    selfprof_string_id bigid = selfprof_intern(p, big, big_len);
    selfprof_string_id after = selfprof_intern_cstr(p, "after big");
    char *path = path_of(p);
    selfprof_profiler_close(p, NULL);

    char *s = resolve(path, debug);
    assert_string_equal(s, "core::fmt::Debug[1]");
    free(s);
    s = resolve(path, bad);
    assert_string_equal(s, "a\xEF\xBF\xBD"
                           "b\xEF\xBF\xBD");
    free(s);
    s = resolve(path, bad2);
    assert_string_equal(s, "x\xEF\xBF\xBD"
                           "a\xEF\xBF\xBD"
                           "b\xEF\xBF\xBD");
    free(s);
    s = resolve(path, bigid);
    assert_int_equal(strlen(s), big_len);
    assert_memory_equal(s, big, big_len);
    free(s);
    s = resolve(path, after);
    assert_string_equal(s, "after big");
    free(s);
    rt_pages pg;
    rt_walk(path, &pg);
    assert_true(pg.count[SP_TAG_STRDATA] >= 3);
    assert_true(pg.max_payload <= SP_MAX_PAGE);
    free(big);
    free(path);
}

static void virtual_ids(void **state)
{
    (void)state;
    selfprof_profiler *p = rt_create(test_temp_dir(), "virtual", "all", NULL);
    selfprof_string_id q = selfprof_intern_cstr(p, "type_of");
    selfprof_string_id q2 = selfprof_intern_cstr(p, "mir_built");
    /* events first, mappings afterwards, as rustc does */
    selfprof_kind k = SELFPROF_KIND_QUERY;
    for (uint64_t v = 0; v < 30000; v++)
        selfprof_interval_end(p, k, v, selfprof_interval_begin(p, k));
    selfprof_interval_end(p, k, SELFPROF_MAX_VIRTUAL_ID, selfprof_interval_begin(p, k));
    selfprof_interval_end(p, k, 99999999, selfprof_interval_begin(p, k)); /* never mapped */
    /* bulk: 20000 entries = 320000 bytes, more than a page */
    uint64_t *ids = malloc(20000 * sizeof *ids);
    for (uint64_t i = 0; i < 20000; i++)
        ids[i] = i;
    assert_int_equal(selfprof_map_virtual_ids(p, ids, 20000, q), SELFPROF_OK);
    for (uint64_t v = 20000; v < 30000; v++)
        assert_int_equal(selfprof_map_virtual_id(p, v, q2), SELFPROF_OK);
    /* the last mapping wins */
    assert_int_equal(selfprof_map_virtual_id(p, 7, q2), SELFPROF_OK);
    assert_int_equal(selfprof_map_virtual_id(p, SELFPROF_MAX_VIRTUAL_ID, q2), SELFPROF_OK);
    /* errors write nothing */
    assert_int_equal(selfprof_map_virtual_id(p, SELFPROF_MAX_VIRTUAL_ID + 1, q), SELFPROF_E_RANGE);
    ids[5] = SP_METADATA_ID;
    assert_int_equal(selfprof_map_virtual_ids(p, ids, 20000, q), SELFPROF_E_RANGE);
    assert_int_equal(selfprof_map_virtual_id(p, 1, 5), SELFPROF_E_INVALID);
    assert_int_equal(selfprof_map_virtual_id(p, 1, SELFPROF_INVALID_STRING_ID), SELFPROF_E_INVALID);
    assert_int_equal(selfprof_map_virtual_ids(p, ids, 0, q), SELFPROF_OK);
    free(ids);
    char *path = path_of(p);
    selfprof_profiler_close(p, NULL);

    rt_pages pg;
    rt_walk(path, &pg);
    assert_int_equal(pg.stream[SP_TAG_STRINDEX], 8 + 16 * (1 + 20000 + 10000 + 2));
    assert_true(pg.count[SP_TAG_STRINDEX] >= 2);
    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, 30002);
    for (size_t i = 0; i < 30000; i++) {
        const char *want = i >= 20000 || i == 7 ? "mir_built" : "type_of";
        if (strcmp(r.ev[i].label, want) != 0)
            fail_msg("event %zu: %s, want %s", i, r.ev[i].label, want);
    }
    assert_string_equal(r.ev[30000].label, "mir_built");
    assert_string_equal(r.ev[30001].label, "<unknown>");
    rt_free(&r);
    free(path);
}

static void metadata_json(void **state)
{
    (void)state;
    char *argv[] = {"./rustc",     "--crate-name", "it's",    "-Cmetadata=\"q\"\\",
                    "caf\xc3\xa9", "tab\there",    "bad\xff", NULL};
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = test_temp_dir();
    o.name = "meta";
    o.argc = 7;
    o.argv = argv;
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    char *path = path_of(p);
    selfprof_profiler_close(p, NULL);
    rt_profile r;
    rt_read(path, &r);
    /* valid JSON: \" and \\ and \t escaped, UTF-8 kept, ' plain, bad byte -> \ufffd */
    assert_non_null(strstr(r.meta_raw, "\"cmd\": \"./rustc --crate-name it's "
                                       "-Cmetadata=\\\"q\\\"\\\\ caf\xc3\xa9 tab\\there "
                                       "bad\\ufffd \""));
    assert_non_null(strstr(r.meta_raw, "{ \"start_time\": "));
    assert_non_null(strstr(r.meta_raw, "\"counter\": { \"name\": \"wall-time\", \"units\": "
                                       "[[\"ns\", 1], [\"\xce\xbcs\", 1000], [\"ms\", 1000000], "
                                       "[\"s\", 1000000000]] } }"));
    assert_null(strstr(r.meta_raw, "\\'"));
    assert_null(strstr(r.meta_raw, "\\u{"));
    assert_string_equal(r.cmd, "./rustc --crate-name it's -Cmetadata=\"q\"\\ caf\xc3\xa9 "
                               "tab\there bad\xef\xbf\xbd ");
    assert_int_equal(r.pid, (uint32_t)getpid());
    assert_string_equal(r.counter, "wall-time");
    rt_free(&r);
    free(path);

    /* without argv: /proc/self/cmdline */
    o.argv = NULL;
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    path = path_of(p);
    selfprof_profiler_close(p, NULL);
    rt_read(path, &r);
    assert_non_null(strstr(r.cmd, "test_record_strings "));
    rt_free(&r);
    free(path);
}

int main(void)
{
    rt_writer_from_env();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(intern_dedup),       cmocka_unit_test(layout_like_rustc),
        cmocka_unit_test(event_id_arguments), cmocka_unit_test(components_and_escaping),
        cmocka_unit_test(virtual_ids),        cmocka_unit_test(metadata_json),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
