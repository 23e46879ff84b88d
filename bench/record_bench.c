/* record_bench — cost of recording events with libselfprof.
 *
 *   record_bench [--out DIR] [--threads N] [--events N] [--rounds N] [--keep]
 *
 * Prints `NAME VALUE UNIT` lines.  First the headline figures, each the
 * median of --rounds (default 5) alternating rounds, every round measuring
 * the floor, then 1 thread, then N threads, so that each ratio compares
 * figures taken moments apart on a noisy machine:
 *   floor_two_rdtsc_and_store     ns for two rdtsc and one 32-byte store (the floor)
 *   interval_tsc_1thread          ns per interval event (begin+end), TSC clock,
 *                                 1 thread, page writes included (writer "inline")
 *   interval_tsc_1thread_vs_floor the same / the floor of its round (median of rounds)
 *   interval_tsc_Nthreads         ns per interval event per thread, N threads at once
 *   interval_tsc_Nthreads_vs_floor
 *   measureme_interval_1thread    measureme's figures on the reference machine
 *   measureme_interval_2threads   (constants: see MEASUREME_* below)
 *   interval_tsc_1thread_vs_measureme, interval_tsc_2threads_vs_measureme
 *                                 how many times faster than measureme
 * Then one run each of (the interval figures with a _vs_floor line too: to
 * the median floor above, or for CLOCK_MONOTONIC to the clock_gettime floor
 * floor_two_clock_gettime_and_store measured just before):
 *   interval_tsc_1thread_wall, _process_cpu   elapsed time / the whole process's CPU
 *                                 time per event instead of the thread's CPU time
 *   ..._writer_thread             with the writer thread (SELFPROF_WRITER=thread):
 *                                 the recording threads' CPU time, which no longer
 *                                 includes the page writes (_slowest: the slowest
 *                                 thread; _process_cpu: the work moved, not removed)
 *   ..._without_io                page writes not counted
 *   interval_monotonic_1thread    the same with the CLOCK_MONOTONIC clock
 *   instant_tsc_1thread           ns per instant event
 *   filtered_event                ns per interval event whose kind is filtered out
 *   bytes_per_event               file size / events of a 1-thread TSC profile
 *   intern_new_string             ns per selfprof_intern of a string never seen
 *   intern_existing_string        ns per selfprof_intern of a string already interned
 * Costs are CPU time of the recording thread (CLOCK_THREAD_CPUTIME_ID: user
 * and system, so the pwrite of every 8192nd event counts).  With --keep the
 * profiles stay in --out (their paths are printed as `# kept PATH` lines) so
 * they can be checked with other tools; otherwise they are removed.
 */
#include <selfprof/recorder.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* measureme 12.0.3 (Rust), built by hand on the reference machine (2-core
 * AMD EPYC KVM guest, ext4) and run side by side with selfprof, 5
 * alternating rounds: ns per interval event per thread, 1 and 2 threads
 * (issue 12).  `make` cannot build measureme (no Rust crates beyond
 * Debian's), so these are constants; rerun by hand on another machine. */
#define MEASUREME_INTERVAL_1THREAD 91.2
#define MEASUREME_INTERVAL_2THREADS 264.2

static const char *out_dir = "/tmp";
static int threads = 2;
static long events = 4000000;
static int rounds = 5;
static int keep;

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
    /* A name of its own per profiler, so that --keep keeps them all. */
    static int made;
    char unique[64];
    snprintf(unique, sizeof unique, "%s-%d", name, ++made);
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = out_dir;
    o.name = unique;
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

/* Closes p and removes its file, or with --keep prints where it is. */
static void done(selfprof_profiler *p)
{
    char path[4096];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    if (selfprof_profiler_close(p, NULL) != SELFPROF_OK) {
        fprintf(stderr, "record_bench: writing %s failed\n", path);
        exit(1);
    }
    if (keep)
        printf("# kept %s\n", path);
    else
        unlink(path);
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

__attribute__((noinline)) static void instants(selfprof_profiler *p, selfprof_string_id id, long n)
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
    int without_io; /* also time batches below a page, flushed untimed */
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
    pthread_barrier_wait(w->barrier);
    if (!w->without_io)
        return NULL;
    /* again in batches below a page, each flushed outside the timing */
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

/* What one run of N threads at once measured, per event per thread. */
struct threads_result {
    double mean, slowest, wall, process, without_io;
};

/* N threads at once, each its own loop of `events` intervals. */
static struct threads_result run_threads(int without_io)
{
    selfprof_profiler *p = make("bench-threads", "auto", "all");
    pthread_barrier_t barrier;
    pthread_barrier_init(&barrier, NULL, (unsigned)threads + 1); /* + this thread */
    struct worker *w = calloc((size_t)threads, sizeof *w);
    pthread_t *tids = calloc((size_t)threads, sizeof *tids);
    if (!w || !tids) {
        fprintf(stderr, "record_bench: out of memory\n");
        exit(1);
    }
    for (int i = 0; i < threads; i++) {
        w[i].p = p;
        w[i].barrier = &barrier;
        w[i].without_io = without_io;
        pthread_create(&tids[i], NULL, worker_main, &w[i]);
    }
    /* The timed loops run between the first two barriers. */
    pthread_barrier_wait(&barrier);
    double w0 = clock_ns(CLOCK_MONOTONIC), p0 = clock_ns(CLOCK_PROCESS_CPUTIME_ID);
    pthread_barrier_wait(&barrier);
    struct threads_result r = {0, 0, 0, 0, 0};
    r.wall = (clock_ns(CLOCK_MONOTONIC) - w0) / (double)events;
    r.process = (clock_ns(CLOCK_PROCESS_CPUTIME_ID) - p0) / (double)events / threads;
    for (int i = 0; i < threads; i++) {
        pthread_join(tids[i], NULL);
        r.mean += w[i].ns / threads;
        r.without_io += w[i].ns_without_io / threads;
        if (w[i].ns > r.slowest)
            r.slowest = w[i].ns;
    }
    done(p);
    pthread_barrier_destroy(&barrier);
    free(w);
    free(tids);
    return r;
}

static void print_threads(const char *suffix, struct threads_result r)
{
    printf("interval_tsc_%dthreads%s_slowest %.2f ns/event/thread\n", threads, suffix, r.slowest);
    printf("interval_tsc_%dthreads%s_wall %.2f ns/event/thread\n", threads, suffix, r.wall);
    printf("interval_tsc_%dthreads%s_process_cpu %.2f ns/event/thread\n", threads, suffix,
           r.process);
    printf("interval_tsc_%dthreads%s_without_io %.2f ns/event/thread\n", threads, suffix,
           r.without_io);
}

static long long file_size(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? (long long)st.st_size : -1;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median of v[0..n) (sorts v). */
static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* The headline: --rounds rounds of floor, 1 thread, N threads, each round
 * one after the other, and the medians of the figures and of the ratios. */
static double headline(void)
{
    int n = rounds;
    double *fl = calloc((size_t)n * 5, sizeof *fl);
    if (!fl) {
        fprintf(stderr, "record_bench: out of memory\n");
        exit(1);
    }
    double *one = fl + n, *many = fl + 2 * n, *one_ratio = fl + 3 * n, *many_ratio = fl + 4 * n;
    for (int r = 0; r < n; r++) {
#if defined(__x86_64__) || defined(__i386__)
        fl[r] = floor_ns(1, events);
#else
        fl[r] = floor_ns(0, events);
#endif
        selfprof_profiler *p = make("bench-tsc", "auto", "all");
        one[r] = time_intervals(p, SELFPROF_KIND_GENERIC_ACTIVITY, events);
        done(p);
        many[r] = run_threads(0).mean;
        one_ratio[r] = one[r] / fl[r];
        many_ratio[r] = many[r] / fl[r];
    }
    double m_one = median(one, n), m_many = median(many, n), m_floor = median(fl, n);
#if defined(__x86_64__) || defined(__i386__)
    printf("floor_two_rdtsc_and_store %.2f ns/event\n", m_floor);
#else
    printf("floor_two_clock_gettime_and_store %.2f ns/event\n", m_floor);
#endif
    printf("interval_tsc_1thread %.2f ns/event\n", m_one);
    printf("interval_tsc_1thread_vs_floor %.3f x\n", median(one_ratio, n));
    printf("interval_tsc_%dthreads %.2f ns/event/thread\n", threads, m_many);
    printf("interval_tsc_%dthreads_vs_floor %.3f x\n", threads, median(many_ratio, n));
    printf("measureme_interval_1thread %.1f ns/event\n", MEASUREME_INTERVAL_1THREAD);
    printf("measureme_interval_2threads %.1f ns/event/thread\n", MEASUREME_INTERVAL_2THREADS);
    printf("interval_tsc_1thread_vs_measureme %.2f x_faster\n", MEASUREME_INTERVAL_1THREAD / m_one);
    if (threads == 2)
        printf("interval_tsc_2threads_vs_measureme %.2f x_faster\n",
               MEASUREME_INTERVAL_2THREADS / m_many);
    free(fl);
    return m_floor;
}

static void usage(void)
{
    fprintf(stderr, "usage: record_bench [--out DIR] [--threads N] [--events N] [--rounds N] "
                    "[--keep]\n");
    exit(2);
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
        else if (!strcmp(argv[i], "--rounds") && i + 1 < argc)
            rounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--keep"))
            keep = 1;
        else
            usage();
    }
    if (threads < 1 || events < 10 || rounds < 1) {
        fprintf(stderr, "record_bench: need --threads >= 1, --events >= 10, --rounds >= 1\n");
        return 2;
    }
    struct stat st;
    if (stat(out_dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        fprintf(stderr, "record_bench: --out %s: not a directory\n", out_dir);
        return 2;
    }

    /* The figures below are single runs; their ratios are to the median
     * floor of the headline rounds (TSC) or to the clock_gettime floor
     * measured here (CLOCK_MONOTONIC). */
    double tsc_floor = headline();
    double mono_floor = floor_ns(0, events);
    printf("floor_two_clock_gettime_and_store %.2f ns/event\n", mono_floor);

    /* 1 thread, TSC (falls back to monotonic where there is no invariant TSC). */
    selfprof_profiler *p = make("bench-tsc", "auto", "all");
    printf("clock_source %s name\n", selfprof_profiler_clock(p));
    double wall, process;
    time_intervals_all(p, SELFPROF_KIND_GENERIC_ACTIVITY, events, &wall, &process);
    long recorded = events / 10 + events;
    printf("interval_tsc_1thread_wall %.2f ns/event\n", wall);
    printf("interval_tsc_1thread_process_cpu %.2f ns/event\n", process);
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
        double no_io = in / (double)(batches * 8000);
        printf("interval_tsc_1thread_without_io %.2f ns/event\n", no_io);
        printf("interval_tsc_1thread_without_io_vs_floor %.3f x\n", no_io / tsc_floor);
        recorded += batches * 8000;
    }
    {
        selfprof_string_id id = selfprof_intern_cstr(p, "bench_hit");
        double t0 = now_ns();
        instants(p, id, events);
        printf("instant_tsc_1thread %.2f ns/event\n", (now_ns() - t0) / (double)events);
        recorded += events;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s", selfprof_profiler_path(p));
    selfprof_profiler_close(p, NULL);
    printf("bytes_per_event %.2f bytes\n", (double)file_size(path) / (double)recorded);
    if (keep)
        printf("# kept %s\n", path);
    else
        unlink(path);
    print_threads("", run_threads(1));

    /* The writer thread, side by side. */
    writer = "thread";
    p = make("bench-writer", "auto", "all");
    double ns = time_intervals_all(p, SELFPROF_KIND_GENERIC_ACTIVITY, events, &wall, &process);
    printf("interval_tsc_1thread_writer_thread %.2f ns/event\n", ns);
    printf("interval_tsc_1thread_writer_thread_vs_floor %.3f x\n", ns / tsc_floor);
    printf("interval_tsc_1thread_writer_thread_wall %.2f ns/event\n", wall);
    printf("interval_tsc_1thread_writer_thread_process_cpu %.2f ns/event\n", process);
    done(p);
    struct threads_result r = run_threads(1);
    printf("interval_tsc_%dthreads_writer_thread %.2f ns/event/thread\n", threads, r.mean);
    printf("interval_tsc_%dthreads_writer_thread_vs_floor %.3f x\n", threads, r.mean / tsc_floor);
    print_threads("_writer_thread", r);
    writer = "inline";

    /* CLOCK_MONOTONIC. */
    p = make("bench-mono", "monotonic", "all");
    double mono = time_intervals(p, SELFPROF_KIND_GENERIC_ACTIVITY, events);
    printf("interval_monotonic_1thread %.2f ns/event\n", mono);
    printf("interval_monotonic_1thread_vs_floor %.3f x\n", mono / mono_floor);
    done(p);

    /* Filtered out: Query events with only generic activities enabled. */
    p = make("bench-filter", "auto", "generic-activity");
    printf("filtered_event %.3f ns/event\n", time_intervals(p, SELFPROF_KIND_QUERY, events * 10));

    /* Interning. */
    long n = 10000; /* distinct names: a large rustc profile has a few thousand */
    char **names = malloc((size_t)n * sizeof *names);
    size_t *lens = malloc((size_t)n * sizeof *lens);
    if (!names || !lens) {
        fprintf(stderr, "record_bench: out of memory\n");
        return 1;
    }
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
    done(p);
    return 0;
}
