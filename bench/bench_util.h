/* bench_util.h — what the benchmark programs share: a monotonic clock in
 * seconds, and reading a file once so it is in the page cache. */
#ifndef SELFPROF_BENCH_UTIL_H
#define SELFPROF_BENCH_UTIL_H

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

/* Seconds of CLOCK_MONOTONIC. */
static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Reads the whole file with read(): warms the page cache, and is the floor
 * no reader can beat. Returns the seconds it took; exits if it cannot. */
static inline double bench_read_file(const char *path)
{
    static char buf[1 << 20];
    double t0 = bench_now();
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        perror(path);
        exit(1);
    }
    while (read(fd, buf, sizeof buf) > 0)
        ;
    close(fd);
    return bench_now() - t0;
}

#endif
