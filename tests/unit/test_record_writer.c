/* test_record_writer.c — the page writer option (inline / thread): the
 * option and its variable, back-pressure when the queue is full (the
 * writer thread held by a test hook), a thread's pages staying in order,
 * what flush guarantees, fork with pages queued.  Each test chooses its
 * modes itself (the other test_record_* programs run once per mode). */
#include "test_record_util.h"

#include "record/writer.h"

#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

#define PAGE 8192 /* events per page */

static selfprof_profiler *create_mode(const char *name, const char *writer)
{
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = test_temp_dir();
    o.name = name;
    o.events = "all";
    o.writer = writer;
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p = NULL;
    selfprof_error err = {0};
    if (selfprof_profiler_create(&o, &p, &err) != SELFPROF_OK)
        fail_msg("create: %s", err.message);
    assert_string_equal(selfprof_profiler_writer(p), writer);
    return p;
}

/* Integer events: value = tag << 40 | i, label "L<tag>_<i/1000>" (a new
 * string every 1000 events, interned just before its first use). */
static void record_range(selfprof_profiler *p, uint64_t tag, long from, long to)
{
    selfprof_string_id id = SELFPROF_INVALID_STRING_ID;
    for (long i = from; i < to; i++) {
        if (i == from || i % 1000 == 0) {
            char label[48];
            snprintf(label, sizeof label, "L%llu_%ld", (unsigned long long)tag, i / 1000);
            id = selfprof_intern_cstr(p, label);
        }
        selfprof_integer(p, SELFPROF_KIND_ARTIFACT_SIZE, id, tag << 40 | (uint64_t)i);
    }
}

/* Reads `path` and checks that tag t has exactly want[t] events, 0, 1, 2...
 * in file order, each with its label. */
static void check_file(const char *path, const long want[3])
{
    rt_profile r;
    rt_read(path, &r);
    long next[3] = {0, 0, 0};
    for (size_t i = 0; i < r.n; i++) {
        uint64_t t = r.ev[i].value >> 40;
        long n = (long)(r.ev[i].value & ((1ull << 40) - 1));
        assert_true(t < 3);
        assert_int_equal(n, next[t]);
        next[t] = n + 1;
        char label[48];
        snprintf(label, sizeof label, "L%llu_%ld", (unsigned long long)t, n / 1000);
        assert_string_equal(r.ev[i].label, label);
    }
    for (int t = 0; t < 3; t++)
        assert_int_equal(next[t], want[t]);
    rt_free(&r);
}

static void writer_option(void **state)
{
    (void)state;
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = test_temp_dir();
    o.name = "wopt";
    o.flags = SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err = {0};
    unsetenv("SELFPROF_WRITER");
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    assert_string_equal(selfprof_profiler_writer(p), SP_DEFAULT_WRITER);
    selfprof_profiler_close(p, NULL);
    setenv("SELFPROF_WRITER", "thread", 1);
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    assert_string_equal(selfprof_profiler_writer(p), "thread");
    selfprof_profiler_close(p, NULL);
    o.writer = "inline"; /* the field wins */
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    assert_string_equal(selfprof_profiler_writer(p), "inline");
    selfprof_profiler_close(p, NULL);
    o.writer = "threads";
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_INVALID);
    assert_non_null(strstr(err.message, "options.writer"));
    assert_non_null(strstr(err.message, "known: inline, thread"));
    o.writer = NULL;
    setenv("SELFPROF_WRITER", "bogus", 1);
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_INVALID);
    assert_non_null(strstr(err.message, "SELFPROF_WRITER: unknown writer 'bogus'"));
    o.flags |= SELFPROF_OPT_NO_ENV;
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_OK);
    selfprof_profiler_close(p, NULL);
    unsetenv("SELFPROF_WRITER");
    assert_string_equal(selfprof_profiler_writer(selfprof_profiler_disabled()), "inline");
}

/* The writer thread takes nothing: the first 4 full pages fill the queue,
 * the 5th is written by the recording thread after its 4 queued ones, the
 * next 4 are queued again.  Memory stays at 4 spare pages. */
static void backpressure(void **state)
{
    (void)state;
    selfprof_profiler *p = create_mode("bp", "thread");
    sp_writer_test_hold(p, 1);
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    record_range(p, 0, 0, 9 * PAGE + 100);
    unsigned queued, allocated;
    sp_writer_test_stats(p, &queued, &allocated);
    assert_int_equal(queued, SP_WRITER_PAGES);
    assert_int_equal(allocated, SP_WRITER_PAGES);
    /* on disk: the 5 pages the recording thread wrote, in order, strings
     * included */
    check_file(path, (long[3]){5 * PAGE, 0, 0});
    /* flush writes the queued pages itself, with the writer still held */
    assert_int_equal(selfprof_profiler_flush(p), SELFPROF_OK);
    sp_writer_test_stats(p, &queued, &allocated);
    assert_int_equal(queued, 0);
    check_file(path, (long[3]){9 * PAGE + 100, 0, 0});
    sp_writer_test_hold(p, 0);
    record_range(p, 0, 9 * PAGE + 100, 20 * PAGE);
    assert_int_equal(selfprof_profiler_close(p, NULL), SELFPROF_OK);
    check_file(path, (long[3]){20 * PAGE, 0, 0});
}

struct worker {
    selfprof_profiler *p;
    uint64_t tag;
    long events;
    pthread_barrier_t *barrier; /* NULL: just record */
};

static void *worker_main(void *arg)
{
    struct worker *w = arg;
    record_range(w->p, w->tag, 0, w->events);
    if (w->barrier) {
        pthread_barrier_wait(w->barrier); /* recorded */
        pthread_barrier_wait(w->barrier); /* checked: may exit */
    }
    return NULL;
}

/* Two threads fill the queue together while the writer is held: each takes
 * back only its own pages, and each thread's pages stay in order. */
static void backpressure_two_threads(void **state)
{
    (void)state;
    for (int held = 1; held >= 0; held--) {
        selfprof_profiler *p = create_mode("bp2", "thread");
        sp_writer_test_hold(p, held);
        char path[512];
        snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
        struct worker w = {p, 2, 13 * PAGE + 10, NULL};
        pthread_t th;
        pthread_create(&th, NULL, worker_main, &w);
        record_range(p, 1, 0, 11 * PAGE + 3);
        pthread_join(th, NULL);
        unsigned queued, allocated;
        sp_writer_test_stats(p, &queued, &allocated);
        assert_true(allocated <= SP_WRITER_PAGES);
        sp_writer_test_hold(p, 0);
        assert_int_equal(selfprof_profiler_close(p, NULL), SELFPROF_OK);
        check_file(path, (long[3]){0, 11 * PAGE + 3, 13 * PAGE + 10});
    }
}

/* After flush, the file opens with every event the flushing thread
 * recorded and every page another thread filled before the flush (that
 * thread's partly filled page is not written: it is still recording). */
static void flush_ordering(void **state)
{
    (void)state;
    static const char *const modes[] = {"inline", "thread", "thread"};
    for (int m = 0; m < 3; m++) {
        selfprof_profiler *p = create_mode("flush", modes[m]);
        int held = m == 2;
        sp_writer_test_hold(p, held);
        char path[512];
        snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
        pthread_barrier_t barrier;
        pthread_barrier_init(&barrier, NULL, 2);
        struct worker w = {p, 2, 2 * PAGE + 7, &barrier};
        pthread_t th;
        pthread_create(&th, NULL, worker_main, &w);
        record_range(p, 1, 0, 5 * PAGE + 100);
        pthread_barrier_wait(&barrier);
        assert_int_equal(selfprof_profiler_flush(p), SELFPROF_OK);
        check_file(path, (long[3]){0, 5 * PAGE + 100, 2 * PAGE});
        /* again, with one more event and an empty queue */
        record_range(p, 1, 5 * PAGE + 100, 5 * PAGE + 101);
        assert_int_equal(selfprof_profiler_flush(p), SELFPROF_OK);
        check_file(path, (long[3]){0, 5 * PAGE + 101, 2 * PAGE});
        pthread_barrier_wait(&barrier);
        pthread_join(th, NULL); /* its last page is written at its exit */
        sp_writer_test_hold(p, 0);
        assert_int_equal(selfprof_profiler_close(p, NULL), SELFPROF_OK);
        check_file(path, (long[3]){0, 5 * PAGE + 101, 2 * PAGE + 7});
        pthread_barrier_destroy(&barrier);
    }
}

/* fork with the writer thread running and pages queued: the child records
 * and writes nothing and does not touch the writer; the parent's file is
 * complete. */
static void fork_with_queued_pages(void **state)
{
    (void)state;
    selfprof_profiler *p = create_mode("wfork", "thread");
    sp_writer_test_hold(p, 1);
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    record_range(p, 0, 0, 3 * PAGE + 5); /* 3 pages queued */
    pid_t pid = fork();
    if (pid == 0) {
        int ok = selfprof_profiler_status(p) == SELFPROF_E_DISABLED;
        record_range(p, 1, 0, 10 * PAGE);
        ok &= selfprof_profiler_flush(p) == SELFPROF_E_DISABLED;
        ok &= selfprof_profiler_close(p, NULL) == SELFPROF_OK;
        _exit(ok ? 0 : 1);
    }
    int status;
    waitpid(pid, &status, 0);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    sp_writer_test_hold(p, 0);
    record_range(p, 0, 3 * PAGE + 5, 4 * PAGE + 5);
    assert_int_equal(selfprof_profiler_close(p, NULL), SELFPROF_OK);
    check_file(path, (long[3]){4 * PAGE + 5, 0, 0});
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(writer_option),
        cmocka_unit_test(backpressure),
        cmocka_unit_test(backpressure_two_threads),
        cmocka_unit_test(flush_ordering),
        cmocka_unit_test(fork_with_queued_pages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
