/* export_bench — time and peak memory of the exporting subcommands of
 * `selfprof` on a large real profile, each run as its own process (as a
 * user runs it: open, walk, write the output file).
 *
 * usage: export_bench PROFILE [--selfprof PATH] [--runs N] [--max-size SIZE]
 *   PATH defaults to ../selfprof next to this program's directory
 *   (BUILD/bench/export_bench -> BUILD/selfprof).
 *
 * Prints `NAME VALUE UNIT` lines for each export EXPORT:
 *   EXPORT_seconds         best of N runs, wall time
 *   EXPORT_median_seconds
 *   EXPORT_cpu_seconds     best of N runs, user + system CPU time of the child
 *                          (what a busy machine does not inflate)
 *   EXPORT_peak_rss        peak RSS of one run (ru_maxrss of the child)
 *   EXPORT_output_bytes    size of what it wrote
 * References (spec/issue #4, the ~120 MB syn profile): measureme's
 * stack_collapse 3.0 s and crox 2.8 s, each at 252 MiB peak.
 * chrome writes a file of hundreds of MB through a fixed 256 KiB buffer: its
 * peak RSS is the mapped input and one entry per distinct string, less than
 * the output and independent of it.
 *
 * chrome is the default (--max-size 100 MB: on the syn profile a measuring
 * pass, then a trace without intervals under 1 us); chrome_max_size_0 is
 * the whole trace without the measuring pass, chrome_minimum_1us the same
 * trace as the default without it: chrome - chrome_minimum_1us is what the
 * measuring pass costs.
 *
 * What the default --max-size kept, from the note chrome prints when the
 * whole trace would not fit (one more run, its stderr read):
 *   chrome_max_size_budget_bytes      the budget (--max-size, default 100 MB)
 *   chrome_max_size_whole_bytes       the whole trace, as measured (MB/kB as
 *                                     the note rounds it)
 *   chrome_max_size_events_total      events of the whole trace
 *   chrome_max_size_events_kept       events written
 *   chrome_max_size_events_left_out   events left out (0: everything fitted)
 *   chrome_max_size_kept_estimate_bytes  the measuring pass's size of what is
 *                                     kept (the note's "left")
 *   chrome_max_size_output_bytes      the trace written, and its share of the
 *   chrome_max_size_budget_used       budget (%)
 * and a `# chrome --max-size left out: ...` line naming the rule chosen.
 * --max-size SIZE gives that run another budget (chrome's --max-size), to
 * see the figures on a smaller profile.
 *
 * Adding an export: one measure() call in main() with its arguments.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench_util.h"

static const char *selfprof = NULL;
static int runs = 5;
static const char *max_size = NULL; /* --max-size of report_max_size's run */
static char out_dir[] = "/tmp/export_bench.XXXXXX";

/* Runs selfprof with `args` (NULL-terminated, without argv[0]); returns the
 * wall time and stores the child's peak RSS in KiB and its CPU time; its
 * stderr goes to stderr_path when given (else ours). Exits on failure. */
static double run_once(char *const args[], long *max_rss_kib, double *cpu, const char *stderr_path)
{
    char *argv[32];
    int n = 0;
    argv[n++] = (char *)selfprof;
    for (; args[n - 1] && n < 31; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    double t0 = bench_now();
    pid_t child = fork();
    if (child == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        if (stderr_path) {
            int err = open(stderr_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
            if (err >= 0)
                dup2(err, 2);
        }
        execv(selfprof, argv);
        perror(selfprof);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (child < 0 || wait4(child, &status, 0, &ru) < 0) {
        perror("export_bench: fork/wait");
        exit(1);
    }
    double t = bench_now() - t0;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "export_bench: %s %s ... failed (status %d)\n", selfprof, args[0], status);
        exit(1);
    }
    *max_rss_kib = ru.ru_maxrss;
    *cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
           (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
    return t;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Measures `selfprof ARGS...` writing `output` (a path under out_dir). */
static void measure(const char *name, const char *output, char *const args[])
{
    double t[64], cpu = 0;
    long rss = 0;
    int n = runs < 64 ? runs : 64;
    for (int i = 0; i < n; i++) {
        long r;
        double c;
        t[i] = run_once(args, &r, &c, NULL);
        if (r > rss)
            rss = r;
        if (i == 0 || c < cpu)
            cpu = c;
    }
    qsort(t, (size_t)n, sizeof *t, compare_doubles);
    struct stat st;
    long long bytes = stat(output, &st) == 0 ? (long long)st.st_size : -1;
    unlink(output);
    printf("%s_seconds %.4f s\n", name, t[0]);
    printf("%s_median_seconds %.4f s\n", name, t[n / 2]);
    printf("%s_cpu_seconds %.4f s\n", name, cpu);
    printf("%s_peak_rss %.1f MiB\n", name, (double)rss / 1024.0);
    printf("%s_output_bytes %lld bytes\n", name, bytes);
    fflush(stdout);
}

/* `lit` at p: the text after it, or NULL (also for p NULL). */
static const char *expect(const char *p, const char *lit)
{
    return p && strncmp(p, lit, strlen(lit)) == 0 ? p + strlen(lit) : NULL;
}

/* A count at p into *n: the text after it, or NULL (also for p NULL). */
static const char *read_count(const char *p, unsigned long long *n)
{
    char *end;
    if (!p)
        return NULL;
    *n = strtoull(p, &end, 10);
    return end == p ? NULL : end;
}

/* "100 MB" / "512 kB", as chrome's note writes a size, at p into *bytes:
 * the text after it, or NULL (also for p NULL). */
static const char *read_size(const char *p, unsigned long long *bytes)
{
    unsigned long long n;
    const char *q = read_count(p, &n), *r;
    if ((r = expect(q, " MB")))
        *bytes = n * 1000000ull;
    else if ((r = expect(q, " kB")))
        *bytes = n * 1000ull;
    return r;
}

/* One run of the default `chrome` (--max-size 100 MB) with its stderr
 * kept, and the figures of its note: "note: the whole trace would be W,
 * more than --max-size B: leaving out WHAT (D of E events; L left)". A
 * trace that fits prints no note: 0 events left out. */
static void report_max_size(const char *profile, const char *trace)
{
    char note_path[96];
    snprintf(note_path, sizeof note_path, "%s/chrome.note", out_dir);
    long rss;
    double cpu;
    char *args[] = {"chrome", "-o", (char *)trace, (char *)profile, NULL, NULL, NULL};
    if (max_size) {
        args[4] = "--max-size";
        args[5] = (char *)max_size;
    }
    run_once(args, &rss, &cpu, note_path);
    struct stat st;
    long long bytes = stat(trace, &st) == 0 ? (long long)st.st_size : -1;
    unlink(trace);
    char text[4096] = "";
    FILE *f = fopen(note_path, "r");
    if (f) {
        text[fread(text, 1, sizeof text - 1, f)] = 0;
        fclose(f);
    }
    unlink(note_path);
    static const char NOTE[] = "note: the whole trace would be ";
    const char *note = strstr(text, NOTE);
    unsigned long long whole = 0, budget = 100000000ull, dropped = 0, total = 0, left = 0;
    char what[128] = "nothing (the whole trace fits)";
    if (note) {
        const char *p = read_size(expect(note, NOTE), &whole);
        p = read_size(expect(p, ", more than --max-size "), &budget);
        const char *out = expect(p, ": leaving out ");
        const char *paren = out ? strstr(out, " (") : NULL;
        p = read_count(expect(paren, " ("), &dropped);
        p = read_count(expect(p, " of "), &total);
        p = expect(read_size(expect(p, " events; "), &left), " left)");
        if (!p) {
            fprintf(stderr, "export_bench: chrome's note not understood: %s", note);
            exit(1);
        }
        snprintf(what, sizeof what, "%.*s", (int)(paren - out), out);
    }
    printf("# chrome --max-size left out: %s\n", what);
    if (note || !max_size) /* without a note only the default budget is known */
        printf("chrome_max_size_budget_bytes %llu bytes\n", budget);
    if (note) {
        printf("chrome_max_size_whole_bytes %llu bytes\n", whole);
        printf("chrome_max_size_events_total %llu events\n", total);
        printf("chrome_max_size_events_kept %llu events\n", total - dropped);
        printf("chrome_max_size_kept_estimate_bytes %llu bytes\n", left);
    }
    printf("chrome_max_size_events_left_out %llu events\n", dropped);
    printf("chrome_max_size_output_bytes %lld bytes\n", bytes);
    if (note || !max_size)
        printf("chrome_max_size_budget_used %.1f %%\n", 100.0 * (double)bytes / (double)budget);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    char *profile = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--selfprof") == 0 && i + 1 < argc)
            selfprof = argv[++i];
        else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--max-size") == 0 && i + 1 < argc)
            max_size = argv[++i];
        else
            profile = argv[i];
    }
    if (!profile || runs < 1) {
        fprintf(stderr,
                "usage: export_bench PROFILE [--selfprof PATH] [--runs N] [--max-size SIZE]\n");
        return 2;
    }
    static char default_path[4096];
    if (!selfprof) {
        snprintf(default_path, sizeof default_path, "%s", argv[0]);
        char *slash = strrchr(default_path, '/');
        if (slash)
            snprintf(slash + 1, sizeof default_path - (size_t)(slash + 1 - default_path),
                     "../selfprof");
        else
            snprintf(default_path, sizeof default_path, "../selfprof");
        selfprof = default_path;
    }
    if (access(selfprof, X_OK) != 0) {
        fprintf(stderr, "export_bench: %s is not executable (use --selfprof PATH)\n", selfprof);
        return 1;
    }
    if (!mkdtemp(out_dir)) {
        perror("export_bench: mkdtemp");
        return 1;
    }
    (void)bench_read_file(profile);
    char folded[64], svg[64], trace[64];
    snprintf(folded, sizeof folded, "%s/out.folded", out_dir);
    snprintf(trace, sizeof trace, "%s/out.json", out_dir);
    snprintf(svg, sizeof svg, "%s/out.svg", out_dir);
    measure("collapse", folded, (char *const[]){"collapse", "-o", folded, profile, NULL});
    measure("collapse_threads", folded,
            (char *const[]){"collapse", "--threads", "-o", folded, profile, NULL});
    measure("flamegraph", svg, (char *const[]){"flamegraph", "-o", svg, profile, NULL});
    measure("flamegraph_all_frames", svg,
            (char *const[]){"flamegraph", "--min-width", "0", "--threads", "per", "-o", svg,
                            profile, NULL});
    measure("chrome", trace, (char *const[]){"chrome", "-o", trace, profile, NULL});
    report_max_size(profile, trace);
    measure("chrome_max_size_0", trace,
            (char *const[]){"chrome", "--max-size", "0", "-o", trace, profile, NULL});
    measure("chrome_minimum_1us", trace,
            (char *const[]){"chrome", "--minimum-duration", "1", "-o", trace, profile, NULL});
    measure("chrome_collapse_threads", trace,
            (char *const[]){"chrome", "--collapse-threads", "-o", trace, profile, NULL});
    rmdir(out_dir);
    return 0;
}
