/* diff_bench — how fast two large profiles are diffed.
 *
 * usage: diff_bench BASE NEW [--runs N] [--cli SELFPROF]
 *
 * Prints `NAME VALUE UNIT` lines (best of N runs, files in the page cache):
 *   diff_total_seconds    open + summarize both profiles + selfprof_diff_compute
 *   diff_summarize_seconds   the two summaries alone
 *   diff_compute_seconds  selfprof_diff_compute alone (on the two summaries)
 *   diff_rows             rows of the diff
 *   diff_cli_seconds      with --cli: `SELFPROF diff BASE NEW >/dev/null`,
 *                         the whole command (best of N)
 *   diff_cli_json_seconds with --cli: the same with --json
 *   diff_cli_peak_rss     with --cli: peak RSS of one `diff` run, in MiB
 * The goal (issue #4) is a diff of two ~120 MB syn profiles in at most 0.5 s.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench_util.h"

#include "selfprof/diff.h"

static selfprof_summary *summarize(const char *path)
{
    selfprof_error err;
    selfprof_profile *p;
    selfprof_summary *s;
    if (selfprof_profile_open(path, &p, &err) != SELFPROF_OK ||
        selfprof_summarize(p, NULL, &s, &err) != SELFPROF_OK) {
        fprintf(stderr, "diff_bench: %s: %s\n", path, err.message);
        exit(1);
    }
    selfprof_profile_close(p);
    return s;
}

/* Runs `cli diff [--json] base new >/dev/null`; returns its wall time and
 * stores its peak RSS in KiB. */
static double run_cli(const char *cli, const char *base, const char *new_, int json, long *rss)
{
    double t0 = bench_now();
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open("/dev/null", O_WRONLY);
        dup2(fd, 1);
        if (json)
            execl(cli, cli, "diff", "--json", base, new_, (char *)NULL);
        else
            execl(cli, cli, "diff", base, new_, (char *)NULL);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (pid < 0 || wait4(pid, &status, 0, &ru) != pid || !WIFEXITED(status) ||
        WEXITSTATUS(status) != 0) {
        fprintf(stderr, "diff_bench: %s diff failed\n", cli);
        exit(1);
    }
    *rss = ru.ru_maxrss;
    return bench_now() - t0;
}

int main(int argc, char **argv)
{
    const char *base = NULL, *new_ = NULL, *cli = NULL;
    int runs = 5;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--cli") == 0 && i + 1 < argc)
            cli = argv[++i];
        else if (!base)
            base = argv[i];
        else if (!new_)
            new_ = argv[i];
    }
    if (!base || !new_ || runs < 1) {
        fprintf(stderr, "usage: diff_bench BASE NEW [--runs N] [--cli SELFPROF]\n");
        return 2;
    }
    (void)bench_read_file(base);
    (void)bench_read_file(new_);
    double best_total = 1e9, best_sum = 1e9, best_diff = 1e9;
    size_t rows = 0;
    for (int r = 0; r < runs; r++) {
        double t0 = bench_now();
        selfprof_summary *a = summarize(base), *b = summarize(new_);
        double t1 = bench_now();
        selfprof_diff *d;
        if (selfprof_diff_compute(a, b, &d) != SELFPROF_OK) {
            fprintf(stderr, "diff_bench: out of memory\n");
            return 1;
        }
        double t2 = bench_now();
        rows = d->row_count;
        selfprof_diff_free(d);
        selfprof_summary_free(a);
        selfprof_summary_free(b);
        if (t2 - t0 < best_total)
            best_total = t2 - t0;
        if (t1 - t0 < best_sum)
            best_sum = t1 - t0;
        if (t2 - t1 < best_diff)
            best_diff = t2 - t1;
    }
    printf("diff_total_seconds %.4f s\n", best_total);
    printf("diff_summarize_seconds %.4f s\n", best_sum);
    printf("diff_compute_seconds %.6f s\n", best_diff);
    printf("diff_rows %zu rows\n", rows);
    if (cli) {
        double best = 1e9, best_json = 1e9;
        long rss = 0, r1;
        for (int r = 0; r < runs; r++) {
            double t = run_cli(cli, base, new_, 0, &r1);
            best = t < best ? t : best;
            rss = r1 > rss ? r1 : rss;
            t = run_cli(cli, base, new_, 1, &r1);
            best_json = t < best_json ? t : best_json;
        }
        printf("diff_cli_seconds %.4f s\n", best);
        printf("diff_cli_json_seconds %.4f s\n", best_json);
        printf("diff_cli_peak_rss %.1f MiB\n", (double)rss / 1024.0);
    }
    return 0;
}
