/* test_record_roundtrip.c — events written by the recorder from several
 * threads come back exactly through our reader; measureme's own end-to-end
 * writer test (spec 9.2); scoped timers; thread ids; clocks. */
#include "test_record_util.h"

#include <pthread.h>
#include <time.h>
#include <unistd.h>

#define RT_THREADS 4
#define RT_EVENTS 30000 /* per thread: several pages each */

/* ---- every kind from several threads ---------------------------------- */

struct rt_worker {
    selfprof_profiler *p;
    selfprof_kind llvm;
    int index;
    uint32_t tid;
};

static const char *const kind_names[9] = {
    "Query",        "GenericActivity", "IncrementalLoadResult", "IncrementalResultHashing",
    "QueryBlocked", "QueryCacheHit",   "ArtifactSize",          "QueryCacheHitCount",
    "LLVM Pass",
};

/* What event i of worker w is: kind slot (0..8), label, optional argument. */
static void expected(int w, int i, int *slot, char *label, size_t cap, char *arg, size_t acap)
{
    *slot = i % 9;
    snprintf(label, cap, "w%d_label_%d", w, (i * 7) % 41);
    if (i % 5 == 0)
        snprintf(arg, acap, "arg %d \"q\" \xc3\xa9", i % 13);
    else
        arg[0] = 0;
}

static uint32_t expected_type(int slot)
{
    return slot == 5                ? SELFPROF_INSTANT
           : slot == 6 || slot == 7 ? SELFPROF_INTEGER
                                    : SELFPROF_INTERVAL;
}

static void *rt_worker_main(void *arg)
{
    struct rt_worker *w = arg;
    w->tid = selfprof_thread_id();
    for (int i = 0; i < RT_EVENTS; i++) {
        int slot;
        char label[64], a[64];
        expected(w->index, i, &slot, label, sizeof label, a, sizeof a);
        selfprof_string_id id = selfprof_intern_cstr(w->p, label);
        if (a[0]) {
            selfprof_string_id aid = selfprof_intern_cstr(w->p, a);
            id = selfprof_event_id(w->p, id, &aid, 1);
        }
        selfprof_kind kind = slot == 8 ? w->llvm : (selfprof_kind)slot;
        if (slot == 5) {
            selfprof_instant(w->p, kind, id);
        } else if (slot == 6 || slot == 7) {
            selfprof_integer(w->p, kind, id, (uint64_t)w->index * 1000000000u + (uint64_t)i);
        } else {
            selfprof_timer t = selfprof_interval_begin(w->p, kind);
            selfprof_interval_end(w->p, kind, id, t);
        }
    }
    return NULL;
}

static void roundtrip_threads(void **state)
{
    (void)state;
    const char *dir = test_temp_dir();
    selfprof_profiler *p = rt_create(dir, "roundtrip", "all", NULL);
    struct rt_worker w[RT_THREADS];
    pthread_t th[RT_THREADS];
    selfprof_kind llvm;
    assert_int_equal(selfprof_kind_register(p, "LLVM Pass", SELFPROF_GROUP_LLVM, &llvm),
                     SELFPROF_OK);
    assert_int_equal(llvm, SELFPROF_KIND_BUILTIN_COUNT);
    for (int i = 0; i < RT_THREADS; i++) {
        w[i] = (struct rt_worker){p, llvm, i, 0};
        assert_int_equal(pthread_create(&th[i], NULL, rt_worker_main, &w[i]), 0);
    }
    for (int i = 0; i < RT_THREADS; i++)
        pthread_join(th[i], NULL);
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    assert_int_equal(selfprof_profiler_close(p, NULL), SELFPROF_OK);

    char want[512];
    snprintf(want, sizeof want, "%s/roundtrip-%07d.mm_profdata", dir, (int)getpid());
    assert_string_equal(path, want);

    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, RT_THREADS * RT_EVENTS);
    assert_int_equal(r.pid, (uint32_t)getpid());
    assert_string_equal(r.counter, "wall-time");
    for (int k = 0; k < RT_THREADS; k++) {
        int i = 0;
        uint64_t last_time = 0;
        for (size_t e = 0; e < r.n; e++) {
            rt_event *ev = &r.ev[e];
            if (ev->thread != w[k].tid)
                continue;
            assert_true(i < RT_EVENTS);
            int slot;
            char label[64], a[64];
            expected(k, i, &slot, label, sizeof label, a, sizeof a);
            assert_string_equal(ev->kind, kind_names[slot]);
            assert_string_equal(ev->label, label);
            assert_int_equal(ev->nargs, a[0] ? 1 : 0);
            if (a[0])
                assert_string_equal(ev->args[0], a);
            assert_int_equal(ev->type, expected_type(slot));
            if (ev->type == SELFPROF_INTEGER) {
                assert_int_equal(ev->value, (uint64_t)k * 1000000000u + (uint64_t)i);
            } else {
                assert_true(ev->start <= ev->end);
                assert_true(ev->end >= last_time); /* recorded in time order */
                last_time = ev->end;
            }
            i++;
        }
        assert_int_equal(i, RT_EVENTS);
    }
    rt_free(&r);

    /* Container rules: stream headers first, pages <= 256 KiB, event
     * records never straddle a page. */
    rt_pages pg;
    rt_walk(path, &pg);
    assert_true(pg.headers_ok);
    assert_true(pg.events_aligned);
    assert_true(pg.max_payload <= SP_MAX_PAGE);
    assert_int_equal(pg.end, pg.file_size);
    assert_int_equal(pg.stream[0], 8 + 32ull * RT_THREADS * RT_EVENTS);
    /* distinct thread ids, small */
    for (int i = 0; i < RT_THREADS; i++)
        for (int j = i + 1; j < RT_THREADS; j++)
            assert_int_not_equal(w[i].tid, w[j].tid);
}

/* ---- measureme's tests/serialization.rs -------------------------------- */

struct mm_ctx {
    selfprof_profiler *p;
    selfprof_kind kinds[3];
    selfprof_string_id ids[3];
};

static void mm_invoke(struct mm_ctx *c, uint64_t r, int depth)
{
    if (depth == 0)
        return;
    unsigned e = (unsigned)(r % 3);
    selfprof_timer t = selfprof_interval_begin(c->p, c->kinds[e]);
    unsigned ie = (unsigned)((7 * r) % 3);
    selfprof_integer(c->p, c->kinds[ie], c->ids[ie], 231 * r);
    mm_invoke(c, 17 * r, depth - 1);
    unsigned ne = (unsigned)((23 * r) % 3);
    selfprof_instant(c->p, c->kinds[ne], c->ids[ne]);
    selfprof_interval_end(c->p, c->kinds[e], c->ids[e], t);
}

/* The expected sequence, generated the same way. */
typedef struct mm_exp {
    uint8_t entry, type;
    uint64_t value;
} mm_exp;

static void mm_expect(mm_exp *out, size_t *n, uint64_t r, int depth)
{
    if (depth == 0)
        return;
    out[(*n)++] = (mm_exp){(uint8_t)((7 * r) % 3), SELFPROF_INTEGER, 231 * r};
    mm_expect(out, n, 17 * r, depth - 1);
    out[(*n)++] = (mm_exp){(uint8_t)((23 * r) % 3), SELFPROF_INSTANT, 0};
    out[(*n)++] = (mm_exp){(uint8_t)(r % 3), SELFPROF_INTERVAL, 0};
}

struct mm_thread {
    struct mm_ctx *c;
    uint32_t tid;
};

static void *mm_thread_main(void *arg)
{
    struct mm_thread *t = arg;
    selfprof_set_thread_id(t->tid);
    for (uint64_t i = 0; i < 10000; i++)
        mm_invoke(t->c, i, 4);
    selfprof_profiler_flush(t->c->p);
    return NULL;
}

static void measureme_writer_test(int nthreads)
{
    const char *dir = test_temp_dir();
    struct mm_ctx c;
    c.p = rt_create(dir, "serialization", "all", NULL);
    static const char *const names[3] = {"Generic", "Query", "QueryWithArg"};
    for (int i = 0; i < 3; i++)
        assert_int_equal(selfprof_kind_register(
                             c.p, names[i],
                             SELFPROF_GROUP_USER(0) | SELFPROF_GROUP_GENERIC_ACTIVITY, &c.kinds[i]),
                         SELFPROF_OK);
    c.ids[0] = selfprof_intern_cstr(c.p, "SomeGenericActivity");
    c.ids[1] = 42; /* virtual, mapped after all threads are done */
    selfprof_string_id qa = selfprof_intern_cstr(c.p, "AQueryWithArg");
    selfprof_string_id arg = selfprof_intern_cstr(c.p, "some_arg");
    c.ids[2] = selfprof_event_id(c.p, qa, &arg, 1);

    struct mm_thread t[8];
    pthread_t th[8];
    for (int i = 0; i < nthreads; i++) {
        t[i] = (struct mm_thread){&c, (uint32_t)i};
        assert_int_equal(pthread_create(&th[i], NULL, mm_thread_main, &t[i]), 0);
    }
    for (int i = 0; i < nthreads; i++)
        pthread_join(th[i], NULL);
    assert_int_equal(selfprof_map_virtual_id(c.p, 42, selfprof_intern_cstr(c.p, "SomeQuery")),
                     SELFPROF_OK);
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(c.p));
    assert_int_equal(selfprof_profiler_close(c.p, NULL), SELFPROF_OK);

    size_t n_exp = 0;
    mm_exp *exp = malloc(120000 * sizeof *exp);
    for (uint64_t i = 0; i < 10000; i++)
        mm_expect(exp, &n_exp, i, 4);
    assert_int_equal(n_exp, 120000);

    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, 120000u * (unsigned)nthreads);
    static const char *const labels[3] = {"SomeGenericActivity", "SomeQuery", "AQueryWithArg"};
    for (int k = 0; k < nthreads; k++) {
        size_t i = 0;
        size_t counts[3][3] = {{0}};
        uint64_t max_value = 0;
        for (size_t e = 0; e < r.n; e++) {
            rt_event *ev = &r.ev[e];
            if (ev->thread != (uint32_t)k)
                continue;
            assert_true(i < n_exp);
            const mm_exp *x = &exp[i++];
            assert_string_equal(ev->kind, names[x->entry]);
            assert_string_equal(ev->label, labels[x->entry]);
            assert_int_equal(ev->type, x->type);
            if (x->entry == 2) {
                assert_int_equal(ev->nargs, 1);
                assert_string_equal(ev->args[0], "some_arg");
            } else {
                assert_int_equal(ev->nargs, 0);
            }
            if (x->type == SELFPROF_INTEGER) {
                assert_int_equal(ev->value, x->value);
                if (ev->value > max_value)
                    max_value = ev->value;
            }
            counts[x->entry][ev->type]++;
        }
        assert_int_equal(i, 120000);
        for (int type = 0; type < 3; type++) {
            assert_int_equal(counts[0][type], 13336);
            assert_int_equal(counts[1][type], 13332);
            assert_int_equal(counts[2][type], 13332);
        }
        assert_int_equal(max_value, 11347895097ull);
    }
    rt_free(&r);
    free(exp);

    rt_pages pg;
    rt_walk(path, &pg);
    assert_true(pg.headers_ok);
    assert_true(pg.events_aligned);
    assert_int_equal(pg.stream[0], 8 + 32ull * 120000 * (unsigned)nthreads);
    /* metadata entry + the id-42 entry, as in measureme's file */
    assert_int_equal(pg.stream[2], 40);
    if (nthreads == 1)
        /* 14 full pages + the rest, plus the header page we write first */
        assert_int_equal(pg.count[0], 16);
}

static void measureme_writer_1thread(void **state)
{
    (void)state;
    measureme_writer_test(1);
}

static void measureme_writer_8threads(void **state)
{
    (void)state;
    measureme_writer_test(8);
}

/* ---- scoped timers ------------------------------------------------------ */

static int scoped(selfprof_profiler *p, selfprof_string_id a, selfprof_string_id b, int early)
{
    SELFPROF_SCOPE(p, SELFPROF_KIND_GENERIC_ACTIVITY, a);
    {
        SELFPROF_SCOPE_VAR(q, p, SELFPROF_KIND_QUERY, SELFPROF_INVALID_STRING_ID);
        q.id = b; /* known only at the end, like a query invocation id */
        if (early)
            return 1;
    }
    return 0;
}

static void scoped_timer(void **state)
{
    (void)state;
    const char *dir = test_temp_dir();
    selfprof_profiler *p = rt_create(dir, "scope", "default", NULL);
    selfprof_string_id a = selfprof_intern_cstr(p, "outer"), b = selfprof_intern_cstr(p, "inner");
    scoped(p, a, b, 0);
    scoped(p, a, b, 1);
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, 4);
    for (int i = 0; i < 4; i += 2) {
        assert_string_equal(r.ev[i].label, "inner");
        assert_string_equal(r.ev[i].kind, "Query");
        assert_string_equal(r.ev[i + 1].label, "outer");
        /* the inner interval lies within the outer one */
        assert_true(r.ev[i + 1].start <= r.ev[i].start && r.ev[i].end <= r.ev[i + 1].end);
    }
    rt_free(&r);
}

/* ---- thread ids ---------------------------------------------------------- */

static void *tid_main(void *arg)
{
    uint32_t *out = arg;
    out[0] = selfprof_thread_id();
    out[1] = selfprof_thread_id();
    selfprof_set_thread_id(77);
    out[2] = selfprof_thread_id();
    return NULL;
}

static void thread_ids(void **state)
{
    (void)state;
    uint32_t me = selfprof_thread_id();
    assert_int_equal(selfprof_thread_id(), me);
    assert_true(me >= 1 && me < 1000);
    uint32_t a[3], b[3];
    pthread_t t;
    pthread_create(&t, NULL, tid_main, a);
    pthread_join(t, NULL);
    pthread_create(&t, NULL, tid_main, b);
    pthread_join(t, NULL);
    assert_int_equal(a[0], a[1]);
    assert_int_equal(a[2], 77);
    assert_true(a[0] != me && b[0] != me && a[0] != b[0]);
    assert_true(a[0] < 1000 && b[0] < 1000);
    assert_int_equal(selfprof_thread_id(), me);
}

/* ---- clocks --------------------------------------------------------------- */

static uint64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void clock_measures(const char *clock)
{
    const char *dir = test_temp_dir();
    selfprof_profiler *p = rt_create(dir, "clock", "default", clock);
    if (strcmp(clock, "tsc") == 0)
        assert_string_equal(selfprof_profiler_clock(p), "tsc");
    else if (strcmp(clock, "monotonic") == 0)
        assert_string_equal(selfprof_profiler_clock(p), "monotonic");
    selfprof_string_id id = selfprof_intern_cstr(p, "sleep");
    /* CLOCK_MONOTONIC around the interval (outer) and inside it (inner):
     * however long the sleep overshoots or the thread is preempted on a
     * loaded machine, the recorded duration lies between the two. */
    uint64_t outer0 = mono_ns();
    selfprof_timer t = selfprof_interval_begin(p, SELFPROF_KIND_GENERIC_ACTIVITY);
    uint64_t inner0 = mono_ns();
    usleep(20000);
    uint64_t inner1 = mono_ns();
    selfprof_interval_end(p, SELFPROF_KIND_GENERIC_ACTIVITY, id, t);
    uint64_t outer1 = mono_ns();
    selfprof_integer(p, SELFPROF_KIND_ARTIFACT_SIZE, id, 1ull << 50); /* clamped */
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, 2);
    uint64_t d = r.ev[0].end - r.ev[0].start;
    uint64_t lo = inner1 - inner0, hi = outer1 - outer0;
    /* TSC: its rate is calibrated against CLOCK_MONOTONIC to a few ppm;
     * 0.5% and 50 us of slack still catch any wrong scale or offset. */
    uint64_t slack = hi / 200 + 50000;
    if (lo < 20000000 || d + slack < lo || d > hi + slack)
        fail_msg("%s: a 20 ms sleep measured %llu ns; CLOCK_MONOTONIC: %llu ns inside the "
                 "interval, %llu ns around it",
                 clock, (unsigned long long)d, (unsigned long long)lo, (unsigned long long)hi);
    assert_true(r.ev[0].start < 1000000000ull); /* relative to the profiler start */
    assert_int_equal(r.ev[1].value, SP_MAX_SINGLE_VALUE);
    rt_free(&r);
}

static void clock_tsc(void **state)
{
    (void)state;
    selfprof_options o;
    selfprof_options_init(&o);
    o.clock = "tsc";
    o.output_dir = test_temp_dir();
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err = {0};
    int rc = selfprof_profiler_create(&o, &p, &err);
    if (rc == SELFPROF_E_UNSUPPORTED) {
        assert_non_null(strstr(err.message, "TSC"));
        skip();
    }
    assert_int_equal(rc, SELFPROF_OK);
    selfprof_profiler_close(p, NULL);
    clock_measures("tsc");
}

static void clock_monotonic(void **state)
{
    (void)state;
    clock_measures("monotonic");
}

static void clock_unknown(void **state)
{
    (void)state;
    selfprof_options o;
    selfprof_options_init(&o);
    o.clock = "sundial";
    o.output_dir = test_temp_dir();
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p = (selfprof_profiler *)1;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_INVALID);
    assert_null(p);
    assert_non_null(strstr(err.message, "sundial"));
}

int main(void)
{
    rt_writer_from_env();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(roundtrip_threads),
        cmocka_unit_test(measureme_writer_1thread),
        cmocka_unit_test(measureme_writer_8threads),
        cmocka_unit_test(scoped_timer),
        cmocka_unit_test(thread_ids),
        cmocka_unit_test(clock_tsc),
        cmocka_unit_test(clock_monotonic),
        cmocka_unit_test(clock_unknown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
