/* test_record_robust.c — what happens when things go wrong: disk full and
 * permission errors mid-run (injected, and a real RLIMIT_FSIZE), SIGKILL
 * in the middle of recording, fork, exit without close, the counter that
 * this machine does not have, repairing a cut file, the blocks preallocated
 * past the end of the file given back. */
#include "test_record_util.h"

#include "record/page_writer.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Runs fn with stderr going to a file; returns what was printed (malloc'd). */
static char *capture_stderr(void (*fn)(void *), void *arg)
{
    char tmpl[] = "/tmp/selfprof-stderr-XXXXXX";
    int fd = mkstemp(tmpl);
    assert_true(fd >= 0);
    fflush(stderr);
    int saved = dup(2);
    dup2(fd, 2);
    fn(arg);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    close(fd);
    size_t n;
    uint8_t *d = test_read_file(tmpl, &n);
    unlink(tmpl);
    char *s = rt_strndup((const char *)d, n);
    free(d);
    return s;
}

static size_t count_of(const char *hay, const char *needle)
{
    size_t n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle))
        n++;
    return n;
}

struct fault_run {
    int error;
    char path[512];
    int status_after, close_rc;
    selfprof_error err;
    long recorded;
};

static void record_label(selfprof_profiler *p, long i)
{
    char label[32];
    snprintf(label, sizeof label, "s%ld", i / 100);
    selfprof_string_id id = selfprof_intern_cstr(p, label);
    selfprof_integer(p, SELFPROF_KIND_ARTIFACT_SIZE, id, (uint64_t)i);
}

static void fault_body(void *arg)
{
    struct fault_run *f = arg;
    selfprof_profiler *p = rt_create(test_temp_dir(), "fault", "all", NULL);
    snprintf(f->path, sizeof f->path, "%s", selfprof_profiler_path(p));
    long i = 0;
    for (; i < 20000; i++)
        record_label(p, i);
    assert_int_equal(selfprof_profiler_flush(p), SELFPROF_OK);
    sp_file_inject_fault(300000, f->error); /* about one more page fits */
    for (; i < 100000; i++)
        record_label(p, i);
    sp_file_inject_fault(-1, 0);
    f->status_after = selfprof_profiler_status(p);
    /* the host goes on: everything is a no-op now */
    assert_int_equal(selfprof_intern_cstr(p, "more"), SELFPROF_INVALID_STRING_ID);
    assert_int_equal(selfprof_interval_begin(p, SELFPROF_KIND_QUERY), SELFPROF_TIMER_OFF);
    assert_int_equal(selfprof_profiler_flush(p), SELFPROF_E_DISABLED);
    f->close_rc = selfprof_profiler_close(p, &f->err);
    f->recorded = i;
}

static void write_error(int error, const char *text)
{
    struct fault_run f = {.error = error};
    char *out = capture_stderr(fault_body, &f);
    assert_int_equal(f.status_after, SELFPROF_E_DISABLED);
    assert_int_equal(f.close_rc, SELFPROF_E_IO);
    assert_non_null(strstr(f.err.message, text));
    assert_int_equal(count_of(out, "selfprof: profiling disabled:"), 1);
    assert_non_null(strstr(out, text));
    assert_non_null(strstr(out, f.path));
    free(out);
    /* what reached the disk is a valid profile holding a prefix of the events */
    rt_pages pg;
    rt_walk(f.path, &pg);
    assert_int_equal(pg.end, pg.file_size);
    rt_profile r;
    rt_read(f.path, &r);
    assert_true(r.n >= 20000 && r.n < 100000);
    for (size_t i = 0; i < r.n; i++) {
        char label[32];
        assert_int_equal(r.ev[i].value, i);
        snprintf(label, sizeof label, "s%zu", i / 100);
        assert_string_equal(r.ev[i].label, label);
    }
    rt_free(&r);
}

static void write_error_enospc(void **state)
{
    (void)state;
    write_error(ENOSPC, "No space left on device");
}

static void write_error_eacces(void **state)
{
    (void)state;
    write_error(EACCES, "Permission denied");
}

struct create_args {
    selfprof_options *o;
    int rc;
};

static void create_body(void *arg)
{
    struct create_args *a = arg;
    selfprof_profiler *p;
    a->rc = selfprof_profiler_create(a->o, &p, NULL);
}

/* The disk is full from the start (the file is a link to /dev/full): creation
 * fails with the reason, nothing is left behind. */
static void write_error_at_create(void **state)
{
    (void)state;
    const char *dir = test_temp_dir();
    char path[512];
    snprintf(path, sizeof path, "%s/full-%07d.mm_profdata", dir, (int)getpid());
    if (symlink("/dev/full", path) != 0)
        skip();
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = dir;
    o.name = "full";
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_IO);
    assert_null(p);
    assert_non_null(strstr(err.message, "No space left on device"));
    assert_non_null(strstr(err.message, path));
    /* again, without an error struct and watching stderr: nothing printed */
    assert_int_equal(symlink("/dev/full", path), 0);
    struct create_args a = {&o, -1};
    char *out = capture_stderr(create_body, &a);
    assert_int_equal(a.rc, SELFPROF_E_IO);
    assert_string_equal(out, "");
    free(out);
}

/* A real write error: the file size limit (EFBIG), in a child process. */
static void write_error_rlimit(void **state)
{
    (void)state;
    const char *dir = test_temp_dir();
    pid_t pid = fork();
    if (pid == 0) {
        struct rlimit rl = {1 << 20, 1 << 20};
        signal(SIGXFSZ, SIG_IGN);
        setrlimit(RLIMIT_FSIZE, &rl);
        int devnull = open("/dev/null", O_WRONLY);
        dup2(devnull, 2);
        selfprof_profiler *p = rt_create(dir, "rlimit", "all", NULL);
        for (long i = 0; i < 200000; i++)
            record_label(p, i);
        int ok = selfprof_profiler_status(p) == SELFPROF_E_DISABLED;
        ok &= selfprof_profiler_close(p, NULL) == SELFPROF_E_IO;
        _exit(ok ? 0 : 1);
    }
    int status;
    waitpid(pid, &status, 0);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    char path[512];
    snprintf(path, sizeof path, "%s/rlimit-%07d.mm_profdata", dir, (int)pid);
    rt_pages pg;
    rt_walk(path, &pg);
    assert_true(pg.file_size <= 1 << 20);
    assert_int_equal(pg.end, pg.file_size);
    rt_profile r;
    rt_read(path, &r);
    assert_true(r.n > 8192);
    for (size_t i = 0; i < r.n; i++)
        assert_int_equal(r.ev[i].value, i);
    rt_free(&r);
}

/* ---- SIGKILL mid-run ---------------------------------------------------- */

struct crash_worker {
    selfprof_profiler *p;
    uint64_t t;
};

static void *crash_worker_main(void *arg)
{
    struct crash_worker *w = arg;
    selfprof_string_id id = 0;
    for (uint64_t i = 0;; i++) {
        if (i % 64 == 0) { /* a new string every 64 events */
            char label[48];
            snprintf(label, sizeof label, "t%llu_s%llu", (unsigned long long)w->t,
                     (unsigned long long)(i / 64));
            id = selfprof_intern_cstr(w->p, label);
        }
        selfprof_integer(w->p, SELFPROF_KIND_ARTIFACT_SIZE, id, w->t << 40 | i);
        selfprof_interval_end(w->p, SELFPROF_KIND_GENERIC_ACTIVITY, id,
                              selfprof_interval_begin(w->p, SELFPROF_KIND_GENERIC_ACTIVITY));
    }
    return NULL;
}

/* Checks a file left by a killed 3-thread recording: read as it is (cut
 * allowed), it holds every page before the cut, which is at most the one
 * page in flight, and every event resolves to its string, in order per
 * thread; recovery then cuts exactly there. */
static void check_killed_file(const char *path)
{
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    rt_profile r;
    rt_read_flags(path, SELFPROF_OPEN_CUT_OK, &r);
    assert_true(r.cut_at + r.cut == (uint64_t)st.st_size);
    /* pages are appended one at a time: at most one is incomplete */
    assert_true(r.cut <= 5 + SP_MAX_PAGE);
    if (r.cut)
        print_message("killed in a page write: %llu bytes cut at byte %llu\n",
                      (unsigned long long)r.cut, (unsigned long long)r.cut_at);
    rt_pages pg;
    rt_walk(path, &pg);
    assert_int_equal(pg.end, r.cut_at); /* no complete page after the cut */
    uint64_t next[4] = {0, 0, 0, 0};
    size_t integers = 0;
    for (size_t i = 0; i < r.n; i++) {
        rt_event *e = &r.ev[i];
        if (e->type != SELFPROF_INTEGER)
            continue;
        uint64_t t = e->value >> 40, n = e->value & ((1ull << 40) - 1);
        assert_true(t >= 1 && t <= 3);
        char label[48];
        snprintf(label, sizeof label, "t%llu_s%llu", (unsigned long long)t,
                 (unsigned long long)(n / 64));
        assert_string_equal(e->label, label);
        assert_true(n >= next[t]); /* per thread in order */
        next[t] = n + 1;
        integers++;
    }
    assert_true(integers > 1000);
    size_t events = r.n;
    rt_free(&r);

    uint64_t kept = 0;
    selfprof_error err = {0};
    assert_int_equal(selfprof_recover_file(path, &kept, &err), SELFPROF_OK);
    rt_read(path, &r);
    assert_int_equal(kept, pg.end);
    assert_int_equal(r.n, events); /* the recovered file reads the same */
    rt_free(&r);
}

/* SIGKILL at random moments of a 3-thread recording, several times. */
static void crash_sigkill(void **state)
{
    (void)state;
    const char *dir = test_temp_dir();
    unsigned seed = (unsigned)time(NULL) ^ (unsigned)getpid();
    print_message("kill loop seed %u\n", seed);
    srand(seed);
    for (int round = 0; round < 6; round++) {
        off_t target = (off_t)(1 << 20) + (off_t)(rand() % (6 << 20));
        pid_t pid = fork();
        if (pid == 0) {
            selfprof_profiler *p = rt_create(dir, "crash", "all", NULL);
            struct crash_worker w[3] = {{p, 1}, {p, 2}, {p, 3}};
            pthread_t th[2];
            pthread_create(&th[0], NULL, crash_worker_main, &w[0]);
            pthread_create(&th[1], NULL, crash_worker_main, &w[1]);
            crash_worker_main(&w[2]);
            _exit(1);
        }
        char path[512];
        snprintf(path, sizeof path, "%s/crash-%07d.mm_profdata", dir, (int)pid);
        struct stat st;
        for (int i = 0; i < 20000; i++) { /* up to 20 s */
            if (stat(path, &st) == 0 && st.st_size > target)
                break;
            usleep(1000);
        }
        usleep((useconds_t)(rand() % 3000)); /* anywhere in a page write */
        kill(pid, SIGKILL);
        int status;
        waitpid(pid, &status, 0);
        assert_true(WIFSIGNALED(status));
        check_killed_file(path);
        unlink(path);
    }
}

/* A cut or holed file is repaired to its valid prefix. */
static void recover_cut_file(void **state)
{
    (void)state;
    selfprof_profiler *p = rt_create(test_temp_dir(), "cut", "all", NULL);
    for (long i = 0; i < 30000; i++)
        record_label(p, i);
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    rt_pages pg;
    rt_walk(path, &pg);
    uint64_t full = pg.file_size;
    /* a complete file is left alone */
    uint64_t kept;
    assert_int_equal(selfprof_recover_file(path, &kept, NULL), SELFPROF_OK);
    assert_int_equal(kept, full);
    /* cut in the middle of the last page: refused as it is, read up to the
     * cut with SELFPROF_OPEN_CUT_OK */
    assert_int_equal(truncate(path, (off_t)full - 100), 0);
    selfprof_profile *strict = NULL;
    selfprof_error err = {0};
    assert_int_equal(selfprof_profile_open(path, &strict, &err), SELFPROF_E_FORMAT);
    rt_profile cut;
    rt_read_flags(path, SELFPROF_OPEN_CUT_OK, &cut);
    assert_true(cut.cut > 0 && cut.cut <= 5 + SP_MAX_PAGE);
    assert_int_equal(cut.cut_at + cut.cut, full - 100);
    size_t cut_events = cut.n;
    uint64_t cut_at = cut.cut_at;
    rt_free(&cut);
    assert_int_equal(selfprof_recover_file(path, &kept, NULL), SELFPROF_OK);
    assert_true(kept < full - 100);
    rt_walk(path, &pg);
    assert_int_equal(pg.end, kept);
    assert_int_equal(kept, cut_at);
    rt_read(path, &cut);
    assert_int_equal(cut.n, cut_events);
    rt_free(&cut);
    /* a hole of zeros (a page reserved but never written) and more after it */
    int fd = open(path, O_WRONLY | O_APPEND);
    static const uint8_t zeros[1000];
    assert_int_equal(write(fd, zeros, sizeof zeros), (ssize_t)sizeof zeros);
    static const uint8_t page[] = {1, 2, 0, 0, 0, 'h', 'i'};
    assert_int_equal(write(fd, page, sizeof page), (ssize_t)sizeof page);
    close(fd);
    uint64_t before = kept;
    assert_int_equal(selfprof_recover_file(path, &kept, NULL), SELFPROF_OK);
    assert_int_equal(kept, before);
    rt_profile r;
    rt_read(path, &r);
    assert_true(r.n > 0 && r.n < 30000);
    rt_free(&r);
    /* not a profile */
    assert_int_equal(selfprof_recover_file("/nonexistent/x", NULL, NULL), SELFPROF_E_IO);
    char other[600];
    snprintf(other, sizeof other, "%s.txt", path);
    FILE *f = fopen(other, "w");
    fputs("hello world", f);
    fclose(f);
    assert_int_equal(selfprof_recover_file(other, NULL, NULL), SELFPROF_E_FORMAT);
}

/* ---- preallocated blocks ------------------------------------------------ */

static uint64_t allocated_bytes(const char *path)
{
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    return (uint64_t)st.st_blocks * 512;
}

/* On ext4 the writer allocates blocks ahead of the end of the file without
 * changing its size; close gives back what it did not use, and so does
 * recovering a file whose writer was killed. */
static void preallocation_released(void **state)
{
    (void)state;
    const char *dir = test_temp_dir();
    struct statfs fs;
    assert_int_equal(statfs(dir, &fs), 0);
    if (fs.f_type != 0xEF53) {
        print_message("%s is not on ext4: nothing is preallocated, skipped\n", dir);
        return;
    }
    selfprof_profiler *p = rt_create(dir, "prealloc", "all", NULL);
    for (long i = 0; i < 3 * 8192 + 100; i++)
        record_label(p, i);
    assert_int_equal(selfprof_profiler_flush(p), SELFPROF_OK);
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    /* the size is the pages written, the blocks reach further */
    rt_pages pg;
    rt_walk(path, &pg);
    assert_int_equal(pg.end, (uint64_t)st.st_size);
    assert_true(allocated_bytes(path) >= (uint64_t)st.st_size + (SP_FILE_PREALLOC / 2));
    assert_int_equal(selfprof_profiler_close(p, NULL), SELFPROF_OK);
    assert_int_equal(stat(path, &st), 0);
    assert_true(allocated_bytes(path) < (uint64_t)st.st_size + 65536);

    /* killed while recording: blocks past the end until recovery */
    pid_t pid = fork();
    if (pid == 0) {
        selfprof_profiler *q = rt_create(dir, "prealloc-kill", "all", NULL);
        for (long i = 0; i < 3 * 8192; i++)
            record_label(q, i);
        selfprof_profiler_flush(q);
        kill(getpid(), SIGKILL);
        _exit(1);
    }
    int status;
    waitpid(pid, &status, 0);
    assert_true(WIFSIGNALED(status));
    snprintf(path, sizeof path, "%s/prealloc-kill-%07d.mm_profdata", dir, (int)pid);
    assert_int_equal(stat(path, &st), 0);
    assert_true(allocated_bytes(path) >= (uint64_t)st.st_size + (SP_FILE_PREALLOC / 2));
    uint64_t kept = 0;
    assert_int_equal(selfprof_recover_file(path, &kept, NULL), SELFPROF_OK);
    assert_int_equal(kept, (uint64_t)st.st_size);      /* nothing cut ... */
    assert_true(allocated_bytes(path) < kept + 65536); /* ... but the blocks freed */
    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, 3 * 8192);
    rt_free(&r);
}

/* ---- fork ------------------------------------------------------------------ */

static void fork_child_is_quiet(void **state)
{
    (void)state;
    const char *dir = test_temp_dir();
    selfprof_profiler *p = rt_create(dir, "forked", "all", NULL);
    for (long i = 0; i < 100; i++)
        record_label(p, i); /* buffered, not yet written */
    pid_t pid = fork();
    if (pid == 0) {
        int ok = selfprof_profiler_status(p) == SELFPROF_E_DISABLED;
        for (long i = 0; i < 20000; i++)
            record_label(p, 1000000 + i);
        ok &= selfprof_intern_cstr(p, "child") == SELFPROF_INVALID_STRING_ID;
        ok &= selfprof_profiler_close(p, NULL) == SELFPROF_OK;
        /* the child may profile itself into a file of its own */
        selfprof_profiler *c = rt_create(dir, "forked", "all", NULL);
        for (long i = 0; i < 10; i++)
            record_label(c, i);
        ok &= selfprof_profiler_close(c, NULL) == SELFPROF_OK;
        _exit(ok ? 0 : 1);
    }
    int status;
    waitpid(pid, &status, 0);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    for (long i = 100; i < 200; i++)
        record_label(p, i);
    char path[512];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    assert_int_equal(selfprof_profiler_close(p, NULL), SELFPROF_OK);
    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, 200);
    for (size_t i = 0; i < r.n; i++)
        assert_int_equal(r.ev[i].value, i);
    rt_free(&r);
    snprintf(path, sizeof path, "%s/forked-%07d.mm_profdata", dir, (int)pid);
    rt_read(path, &r);
    assert_int_equal(r.n, 10);
    assert_int_equal(r.pid, (uint32_t)pid);
    rt_free(&r);
}

/* ---- exit() without close, with a worker thread's page pending --------- */

static void *exit_worker(void *arg)
{
    selfprof_profiler *p = arg;
    for (long i = 0; i < 500; i++)
        record_label(p, 100000 + i);
    return NULL;
}

static void close_at_exit(void **state)
{
    (void)state;
    const char *dir = test_temp_dir();
    pid_t pid = fork();
    if (pid == 0) {
        selfprof_options o;
        selfprof_options_init(&o);
        o.output_dir = dir;
        o.name = "atexit";
        o.flags = SELFPROF_OPT_NO_ENV; /* closed at exit */
        selfprof_profiler *p;
        if (selfprof_profiler_create(&o, &p, NULL) != SELFPROF_OK)
            _exit(1);
        for (long i = 0; i < 10000; i++)
            record_label(p, i);
        pthread_t th;
        pthread_create(&th, NULL, exit_worker, p);
        pthread_join(th, NULL);
        exit(0);
    }
    int status;
    waitpid(pid, &status, 0);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    char path[512];
    snprintf(path, sizeof path, "%s/atexit-%07d.mm_profdata", dir, (int)pid);
    rt_profile r;
    rt_read(path, &r);
    assert_int_equal(r.n, 10500);
    rt_free(&r);
}

/* ---- the instructions:u counter --------------------------------------------- */

static void counter_instructions(void **state)
{
    (void)state;
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = test_temp_dir();
    o.counter = "instructions:u";
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err = {0};
    int rc = selfprof_profiler_create(&o, &p, &err);
    if (rc == SELFPROF_OK) { /* a machine with a PMU */
        assert_string_equal(selfprof_profiler_counter(p), "instructions:u");
        selfprof_string_id id = selfprof_intern_cstr(p, "work");
        selfprof_timer t = selfprof_interval_begin(p, SELFPROF_KIND_GENERIC_ACTIVITY);
        volatile unsigned x = 0;
        for (unsigned i = 0; i < 100000; i++)
            x += i;
        selfprof_interval_end(p, SELFPROF_KIND_GENERIC_ACTIVITY, id, t);
        assert_true(x > 0);
        char path[512];
        snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
        selfprof_profiler_close(p, NULL);
        rt_profile r;
        rt_read(path, &r);
        assert_string_equal(r.counter, "instructions:u");
        assert_true(r.ev[0].end - r.ev[0].start >= 100000);
        rt_free(&r);
        return;
    }
    /* this VM: no hardware counters, and the message says so */
    assert_int_equal(rc, SELFPROF_E_UNSUPPORTED);
    assert_null(p);
    assert_non_null(strstr(err.message, "instructions:u"));
    assert_non_null(strstr(err.message, "perf_event_open"));
    print_message("(expected here) %s\n", err.message);
    o.counter = "instructions-minus-irqs:u";
    assert_int_equal(selfprof_profiler_create(&o, &p, &err), SELFPROF_E_UNSUPPORTED);
}

/* ---- Two threads creating profilers on one path ----------------------- */

struct create_racer {
    const char *path;
    pthread_barrier_t *barrier;
    selfprof_profiler *p;
    int rc;
};

static void *create_racer_main(void *arg)
{
    struct create_racer *r = arg;
    selfprof_options o;
    selfprof_options_init(&o);
    o.path = r->path;
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    pthread_barrier_wait(r->barrier);
    r->rc = selfprof_profiler_create(&o, &r->p, NULL);
    return NULL;
}

/* The "already being written" check and the registration are one step:
 * of two threads creating a profiler on one path at once, exactly one
 * succeeds (before the fix both did in almost every round). */
static void create_same_path_race(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/race.mm_profdata", test_temp_dir());
    for (int round = 0; round < 300; round++) {
        pthread_barrier_t barrier;
        pthread_barrier_init(&barrier, NULL, 2);
        struct create_racer r[2] = {{path, &barrier, NULL, -1}, {path, &barrier, NULL, -1}};
        pthread_t th[2];
        for (int i = 0; i < 2; i++)
            assert_int_equal(pthread_create(&th[i], NULL, create_racer_main, &r[i]), 0);
        for (int i = 0; i < 2; i++)
            pthread_join(th[i], NULL);
        pthread_barrier_destroy(&barrier);
        int ok = (r[0].rc == SELFPROF_OK) + (r[1].rc == SELFPROF_OK);
        assert_int_equal(ok, 1);
        for (int i = 0; i < 2; i++) {
            if (r[i].rc != SELFPROF_OK)
                assert_int_equal(r[i].rc, SELFPROF_E_INVALID);
            assert_int_equal(selfprof_profiler_close(r[i].p, NULL), SELFPROF_OK);
        }
    }
    unlink(path);
}

int main(void)
{
    rt_writer_from_env();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(write_error_enospc),     cmocka_unit_test(write_error_eacces),
        cmocka_unit_test(write_error_at_create),  cmocka_unit_test(write_error_rlimit),
        cmocka_unit_test(crash_sigkill),          cmocka_unit_test(recover_cut_file),
        cmocka_unit_test(preallocation_released), cmocka_unit_test(fork_child_is_quiet),
        cmocka_unit_test(close_at_exit),          cmocka_unit_test(counter_instructions),
        cmocka_unit_test(create_same_path_race),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
