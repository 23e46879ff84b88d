/* counter.c — perf_event_open for instructions:u, with errors that say why
 * the counter is not available. */
#include "counter.h"

#include "common/error.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef __linux__
#include <linux/perf_event.h>
#include <sys/syscall.h>
#endif

static int read_paranoid(void)
{
    /* -100: unknown (no file, or not a number); strtol rather than fscanf,
     * which has no defined behaviour on a number out of range. */
    long v = -100;
    char line[32];
    FILE *f = fopen("/proc/sys/kernel/perf_event_paranoid", "r");
    if (f) {
        char *end;
        if (fgets(line, sizeof line, f)) {
            errno = 0;
            v = strtol(line, &end, 10);
            if (end == line || errno || v < -100 || v > 100)
                v = -100;
        }
        fclose(f);
    }
    return (int)v;
}

int sp_counter_open(sp_counter *c, const char *what, selfprof_error *err)
{
    c->fd = -1;
#if defined(__linux__) && defined(SYS_perf_event_open)
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_INSTRUCTIONS;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    long fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
    if (fd >= 0) {
        c->fd = (int)fd;
        return SELFPROF_OK;
    }
    int e = errno;
    const char *why;
    char buf[128];
    switch (e) {
    case ENOENT:
    case ENODEV:
        why = "the kernel reports no hardware counter for retired instructions "
              "(no PMU: typical of a virtual machine without a virtual PMU)";
        break;
    case EOPNOTSUPP: why = "the PMU cannot count user-space instructions only"; break;
    case EACCES:
    case EPERM:
        snprintf(buf, sizeof buf,
                 "not permitted (kernel.perf_event_paranoid = %d; needs <= 2, or CAP_PERFMON)",
                 read_paranoid());
        why = buf;
        break;
    case ENOSYS: why = "the kernel has no perf events support"; break;
    default: why = "perf_event_open failed"; break;
    }
    return sp_error_set(err, SELFPROF_E_UNSUPPORTED, -1,
                        "%s: counter 'instructions:u' is not available: %s (perf_event_open: %s)",
                        what, why, strerror(e));
#else
    return sp_error_set(err, SELFPROF_E_UNSUPPORTED, -1,
                        "%s: counter 'instructions:u' needs Linux perf events", what);
#endif
}

uint64_t sp_counter_read(const sp_counter *c)
{
    uint64_t v = 0;
    if (c->fd < 0 || read(c->fd, &v, sizeof v) != (ssize_t)sizeof v)
        return 0;
    return v;
}

void sp_counter_close(sp_counter *c)
{
    if (c->fd >= 0)
        close(c->fd);
    c->fd = -1;
}
