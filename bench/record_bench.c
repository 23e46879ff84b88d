/* record_bench — cost of recording events with libselfprof.
 *
 *   record_bench [--out DIR] [--threads N] [--events N]
 *
 * Prints `NAME VALUE UNIT` lines:
 *   interval_tsc_1thread          ns per interval event (begin+end), TSC clock, 1 thread
 *   interval_tsc_Nthreads         ns per interval event per thread, N threads at once
 *                                 (_slowest: the slowest thread; _without_io: page
 *                                 writes not counted)
 *   ..._writer_thread             the same with the writer thread (SELFPROF_WRITER=thread):
 *                                 the recording threads' CPU time, which no longer
 *                                 includes the page writes
 *   ..._wall                      elapsed time per event instead of CPU time (shows a
 *                                 writer thread competing for the cores)
 *   ..._process_cpu               CPU time of the whole process per event (recording
 *                                 threads and writer thread: the work moved, not removed)
 *   interval_monotonic_1thread    the same with the CLOCK_MONOTONIC clock
 *   interval_tsc_1thread_without_io  the same, page writes not counted
 *   instant_tsc_1thread           ns per instant event
 *   filtered_event                ns per interval event whose kind is filtered out
 *   bytes_per_event               file size / events of the 1-thread TSC run
 *   intern_new_string             ns per selfprof_intern of a string never seen
 *   intern_existing_string        ns per selfprof_intern of a string already interned
 * Page writes (one pwrite per 8192 events) are included in the event costs.
 * Costs are CPU time of the recording thread (CLOCK_THREAD_CPUTIME_ID).
 */
#include <selfprof/recorder.h>

#include <pthread.h>
#include <stdio.h>
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char *out_dir = "/tmp";
static int threads = 2;
static long events = 4000000;
static long extra_events;

/* CPU time of the calling thread (user + system, so the page writes count):
 * on a shared machine, time spent preempted does not inflate the figures. */
static double clock_ns(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static double now_ns(void) { return clock_ns(CLOCK_THREAD_CPUTIME_ID); }

static const char *writer = "inline"; /* of the profilers make() creates */

static selfprof_profiler *make(const char *name, const char *clock, const char *filter)
{
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = out_dir;
    o.name = name;
    o.clock = clock;
    o.events = filter;
    o.writer = writer;
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p;
    selfprof_error err;
    if (selfprof_profiler_create(&o, &p, &err) != SELFPROF_OK) {
        fprintf(stderr, "record_bench: %s\n", err.message);
        exit(1);
    }
    return p;
}

/* The measured loops; noinline so each is measured as compiled alone. */
__attribute__((noinline)) static void intervals(selfprof_profiler *p, selfprof_kind kind,
                                                selfprof_string_id id, long n)
{
    for (long i = 0; i < n; i++) {
        selfprof_timer t = selfprof_interval_begin(p, kind);
        selfprof_interval_end(p, kind, id, t);
    }
}

__attribute__((noinline)) static void instants(selfprof_profiler *p, selfprof_string_id id,
                                               long n)
{
    for (long i = 0; i < n; i++)
        selfprof_instant(p, SELFPROF_KIND_QUERY_CACHE_HIT, id);
}

/* Thread CPU time per event; *wall and *process (may be NULL) get the
 * elapsed time and the whole process's CPU time per event. */
static double time_intervals_all(selfprof_profiler *p, selfprof_kind kind, long n, double *wall,
                                 double *process)
{
    selfprof_string_id id = selfprof_intern_cstr(p, "bench_activity");
    intervals(p, kind, id, n / 10); /* warm up: page allocation, first writes */
    selfprof_profiler_flush(p);     /* nothing queued from the warm-up */
    double w0 = clock_ns(CLOCK_MONOTONIC), p0 = clock_ns(CLOCK_PROCESS_CPUTIME_ID);
    double t0 = now_ns();
    intervals(p, kind, id, n);
    double t1 = now_ns();
    if (wall)
        *wall = (clock_ns(CLOCK_MONOTONIC) - w0) / (double)n;
    if (process)
        *process = (clock_ns(CLOCK_PROCESS_CPUTIME_ID) - p0) / (double)n;
    return (t1 - t0) / (double)n;
}

static double time_intervals(selfprof_profiler *p, selfprof_kind kind, long n)
{
    return time_intervals_all(p, kind, n, NULL, NULL);
}

struct worker {
    selfprof_profiler *p;
    pthread_barrier_t *barrier;
    double ns, ns_without_io;
};

static void *worker_main(void *arg)
{
    struct worker *w = arg;
    selfprof_string_id id = selfprof_intern_cstr(w->p, "bench_activity");
    intervals(w->p, SELFPROF_KIND_GENERIC_ACTIVITY, id, events / 10);
    pthread_barrier_wait(w->barrier);
    double t0 = now_ns();
    intervals(w->p, SELFPROF_KIND_GENERIC_ACTIVITY, id, events);
    w->ns = (now_ns() - t0) / (double)events;
    /* again in batches below a page, each flushed outside the timing */
    pthread_barrier_wait(w->barrier);
    double in = 0;
    long batches = events / 8000 > 0 ? events / 8000 : 1;
    for (long b = 0; b < batches; b++) {
        selfprof_profiler_flush(w->p);
        t0 = now_ns();
        intervals(w->p, SELFPROF_KIND_GENERIC_ACTIVITY, id, 8000);
        in += now_ns() - t0;
    }
    w->ns_without_io = in / (double)(batches * 8000);
    return NULL;
}

/* The floor: what two clock reads and one 32-byte store cost on this
 * machine, measured in the same run so the ratios are meaningful on a
 * noisy machine. */
struct floor_rec {
    uint64_t a, b, c, d;
};
static struct floor_rec floor_buf[8192];

__attribute__((noinline)) static double floor_ns(int use_tsc, long n)
{
    double t0 = now_ns();
    for (long i = 0; i < n; i++) {
        uint64_t s, e;
#if defined(__x86_64__) || defined(__i386__)
        if (use_tsc) {
            s = __rdtsc();
            e = __rdtsc();
        } else
#endif
        {
            struct timespec a, b;
            clock_gettime(CLOCK_MONOTONIC, &a);
            clock_gettime(CLOCK_MONOTONIC, &b);
            s = (uint64_t)a.tv_nsec;
            e = (uint64_t)b.tv_nsec;
        }
        struct floor_rec *r = &floor_buf[i & 8191];
        r->a = s;
        r->b = e;
        r->c = (uint64_t)i;
        r->d = 0;
        __asm__ volatile("" ::: "memory");
    }
    return (now_ns() - t0) / (double)n;
}

/* N threads at once, each its own loop; figures named with `suffix`. */
static void run_threads(const char *suffix)
{
    char path[4096];
    selfprof_profiler *p = make("bench-threads", "auto", "all");
    pthread_barrier_t barrier;
    pthread_barrier_init(&barrier, NULL, (unsigned)threads + 1); /* + this thread */
    struct worker *w = calloc((size_t)threads, sizeof *w);
    pthread_t *tids = calloc((size_t)threads, sizeof *tids);
    for (int i = 0; i < threads; i++) {
        w[i].p = p;
        w[i].barrier = &barrier;
        pthread_create(&tids[i], NULL, worker_main, &w[i]);
    }
    /* The timed loops run between the first two barriers. */
    pthread_barrier_wait(&barrier);
    double w0 = clock_ns(CLOCK_MONOTONIC), p0 = clock_ns(CLOCK_PROCESS_CPUTIME_ID);
    pthread_barrier_wait(&barrier);
    double wall = (clock_ns(CLOCK_MONOTONIC) - w0) / (double)events;
    double process = (clock_ns(CLOCK_PROCESS_CPUTIME_ID) - p0) / (double)events / threads;
    double sum = 0, worst = 0, sum_no_io = 0;
    for (int i = 0; i < threads; i++) {
        pthread_join(tids[i], NULL);
        sum += w[i].ns;
        sum_no_io += w[i].ns_without_io;
        if (w[i].ns > worst)
            worst = w[i].ns;
    }
    printf("interval_tsc_%dthreads%s %.2f ns/event/thread\n", threads, suffix, sum / threads);
    printf("interval_tsc_%dthreads%s_slowest %.2f ns/event/thread\n", threads, suffix, worst);
    printf("interval_tsc_%dthreads%s_wall %.2f ns/event/thread\n", threads, suffix, wall);
    printf("interval_tsc_%dthreads%s_process_cpu %.2f ns/event/thread\n", threads, suffix,
           process);
    printf("interval_tsc_%dthreads%s_without_io %.2f ns/event/thread\n", threads, suffix,
           sum_no_io / threads);
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    unlink(path);
    pthread_barrier_destroy(&barrier);
    free(w);
    free(tids);
}

static long long file_size(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? (long long)st.st_size : -1;
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--out") && i + 1 < argc)
            out_dir = argv[++i];
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc)
            threads = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--events") && i + 1 < argc)
            events = atol(argv[++i]);
        else {
            fprintf(stderr, "usage: record_bench [--out DIR] [--threads N] [--events N]\n");
            return 2;
        }
    }
    if (threads < 1 || events < 10) {
        fprintf(stderr, "record_bench: need --threads >= 1 and --events >= 10\n");
        return 2;
    }
    char path[4096];
#if defined(__x86_64__) || defined(__i386__)
    printf("floor_two_rdtsc_and_store %.2f ns/event\n", floor_ns(1, events));
#endif
    printf("floor_two_clock_gettime_and_store %.2f ns/event\n", floor_ns(0, events));

    /* 1 thread, TSC (falls back to monotonic where there is no invariant TSC). */
    selfprof_profiler *p = make("bench-tsc", "auto", "all");
    printf("clock_source %s name\n", selfprof_profiler_clock(p));
    double wall, process;
    double ns = time_intervals_all(p, SELFPROF_KIND_GENERIC_ACTIVITY, events, &wall, &process);
    printf("interval_tsc_1thread %.2f ns/event\n", ns);
    printf("interval_tsc_1thread_wall %.2f ns/event\n", wall);
    printf("interval_tsc_1thread_process_cpu %.2f ns/event\n", process);
    {
        /* The same with the writer thread, side by side. */
        writer = "thread";
        selfprof_profiler *q = make("bench-writer", "auto", "all");
        writer = "inline";
        double tns = time_intervals_all(q, SELFPROF_KIND_GENERIC_ACTIVITY, events, &wall, &process);
        printf("interval_tsc_1thread_writer_thread %.2f ns/event\n", tns);
        printf("interval_tsc_1thread_writer_thread_wall %.2f ns/event\n", wall);
        printf("interval_tsc_1thread_writer_thread_process_cpu %.2f ns/event\n", process);
        snprintf(path, sizeof path, "%s", selfprof_profiler_path(q));
        selfprof_profiler_close(q, NULL);
        unlink(path);
    }
    {
        /* The same without the page writes: batches of 8000 events (under
         * one page), each followed by a flush that is not timed. */
        selfprof_string_id id = selfprof_intern_cstr(p, "bench_activity");
        double in = 0;
        long batches = events / 8000 > 0 ? events / 8000 : 1;
        for (long b = 0; b < batches; b++) {
            selfprof_profiler_flush(p);
            double t0 = now_ns();
            intervals(p, SELFPROF_KIND_GENERIC_ACTIVITY, id, 8000);
            in += now_ns() - t0;
        }
        printf("interval_tsc_1thread_without_io %.2f ns/event\n", in / (double)(batches * 8000));
        extra_events = batches * 8000;
    }
    ns = 0;
    {
        selfprof_string_id id = selfprof_intern_cstr(p, "bench_hit");
        double t0 = now_ns();
        instants(p, id, events);
        ns = (now_ns() - t0) / (double)events;
    }
    printf("instant_tsc_1thread %.2f ns/event\n", ns);
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    long long size = file_size(path);
    printf("bytes_per_event %.2f bytes\n",
           (double)size / (double)(events / 10 + 2 * events + extra_events));
    unlink(path);

    run_threads("");
    writer = "thread";
    run_threads("_writer_thread");
    writer = "inline";

    /* CLOCK_MONOTONIC. */
    p = make("bench-mono", "monotonic", "all");
    printf("interval_monotonic_1thread %.2f ns/event\n",
           time_intervals(p, SELFPROF_KIND_GENERIC_ACTIVITY, events));
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    unlink(path);

    /* Filtered out: Query events with only generic activities enabled. */
    p = make("bench-filter", "auto", "generic-activity");
    printf("filtered_event %.3f ns/event\n", time_intervals(p, SELFPROF_KIND_QUERY, events * 10));

    /* Interning. */
    long n = 10000; /* distinct names: a large rustc profile has a few thousand */
    char **names = malloc((size_t)n * sizeof *names);
    size_t *lens = malloc((size_t)n * sizeof *lens);
    for (long i = 0; i < n; i++) {
        char buf[64];
        lens[i] = (size_t)snprintf(buf, sizeof buf, "rustc_query_name_%ld", i * 7919);
        names[i] = strdup(buf);
    }
    double t0 = now_ns();
    for (long i = 0; i < n; i++)
        selfprof_intern(p, names[i], lens[i]);
    printf("intern_new_string %.1f ns/string\n", (now_ns() - t0) / (double)n);
    t0 = now_ns();
    for (int pass = 0; pass < 10; pass++)
        for (long i = 0; i < n; i++)
            selfprof_intern(p, names[i], lens[i]);
    printf("intern_existing_string %.1f ns/string\n", (now_ns() - t0) / (double)n / 10);
    for (long i = 0; i < n; i++)
        free(names[i]);
    free(names);
    free(lens);
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    unlink(path);
    return 0;
}
