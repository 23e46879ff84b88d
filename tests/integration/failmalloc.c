/* failmalloc.c — an LD_PRELOAD shim for integration/out_of_memory: the
 * allocation number $FAIL_MALLOC_AFTER (0-based) of malloc, calloc or
 * realloc fails, every other one succeeds. LD_PRELOAD is removed at load,
 * so the programs a command starts (record's build) run normally. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long left = -1; /* allocations until the failing one; -1: none fails */
static int ready;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);

static long made; /* allocations so far */

/* With $FAIL_MALLOC_COUNT=FILE, the number of allocations made is written
 * there at exit, so the test knows how many to make fail. */
static char count_file[4096];

__attribute__((destructor)) static void report(void)
{
    if (!count_file[0])
        return;
    FILE *f = fopen(count_file, "w");
    if (f) {
        fprintf(f, "%ld\n", made);
        fclose(f);
    }
}

__attribute__((constructor)) static void init(void)
{
    real_malloc = (void *(*)(size_t))dlsym(RTLD_NEXT, "malloc");
    real_calloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "calloc");
    real_realloc = (void *(*)(void *, size_t))dlsym(RTLD_NEXT, "realloc");
    const char *n = getenv("FAIL_MALLOC_AFTER");
    left = n ? atol(n) : -1;
    const char *c = getenv("FAIL_MALLOC_COUNT");
    if (c)
        snprintf(count_file, sizeof count_file, "%s", c);
    unsetenv("LD_PRELOAD");
    unsetenv("FAIL_MALLOC_COUNT");
    ready = 1;
}

/* 1 when this allocation is the one that fails (with errno ENOMEM, as
 * glibc's allocator sets it). */
static int fails(void)
{
    if (ready)
        made++;
    if (!ready || left < 0 || left-- != 0)
        return 0;
    errno = ENOMEM;
    return 1;
}

void *malloc(size_t n) { return fails() ? NULL : real_malloc(n); }

void *calloc(size_t a, size_t b)
{
    if (!real_calloc) { /* dlsym itself may calloc before init is done */
        static char early[1024];
        return a * b <= sizeof early ? memset(early, 0, sizeof early) : NULL;
    }
    return fails() ? NULL : real_calloc(a, b);
}

void *realloc(void *p, size_t n) { return fails() ? NULL : real_realloc(p, n); }
