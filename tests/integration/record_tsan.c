/* record_tsan.c — the recorder under ThreadSanitizer (built and run by
 * record_tsan.sh): several threads record, intern shared and new strings,
 * register kinds, map virtual ids and flush at the same time; one thread
 * alternates between two profilers; threads exit while others record.
 * Then the files are read back and the events counted.
 *
 *     record_tsan DIR [inline|thread]   (the page writer) */
#include "selfprof/profile.h"
#include "selfprof/recorder.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define THREADS 4
#define EVENTS 40000

static selfprof_profiler *p1, *p2;
static int failures;

static void *worker(void *arg)
{
    long t = (long)arg;
    selfprof_kind mine;
    if (selfprof_kind_register(p1, t % 2 ? "OddKind" : "EvenKind", SELFPROF_GROUP_GENERIC_ACTIVITY,
                               &mine) != SELFPROF_OK)
        __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
    for (long i = 0; i < EVENTS; i++) {
        char name[32];
        snprintf(name, sizeof name, "shared_%ld", i % 300);
        selfprof_string_id id = selfprof_intern_cstr(p1, name);
        if (i % 1000 == 0) {
            snprintf(name, sizeof name, "t%ld_%ld", t, i);
            selfprof_string_id arg2 = selfprof_intern_cstr(p1, name);
            id = selfprof_event_id(p1, id, &arg2, 1);
            selfprof_map_virtual_id(p1, (uint64_t)(t * EVENTS + i), id);
        }
        selfprof_timer tm = selfprof_interval_begin(p1, mine);
        selfprof_instant(p1, SELFPROF_KIND_QUERY_CACHE_HIT, id);
        selfprof_interval_end(p1, mine, id, tm);
        if (t == 0 && i % 5000 == 0) { /* switch to the other profiler and back */
            selfprof_string_id o = selfprof_intern_cstr(p2, "other");
            selfprof_integer(p2, SELFPROF_KIND_ARTIFACT_SIZE, o, (uint64_t)i);
        }
        if (i % 10000 == 0)
            selfprof_profiler_flush(p1);
    }
    return NULL;
}

static uint64_t count(const char *path)
{
    selfprof_profile *p;
    selfprof_error err;
    if (selfprof_profile_open(path, &p, &err) != SELFPROF_OK) {
        fprintf(stderr, "record_tsan: %s\n", err.message);
        exit(1);
    }
    uint64_t n = selfprof_profile_event_count(p);
    selfprof_profile_close(p);
    return n;
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "/tmp";
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = dir;
    o.writer = argc > 2 ? argv[2] : "inline";
    o.events = "all";
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_error err;
    o.name = "tsan1";
    if (selfprof_profiler_create(&o, &p1, &err) != SELFPROF_OK)
        return fprintf(stderr, "%s\n", err.message), 1;
    o.name = "tsan2";
    if (selfprof_profiler_create(&o, &p2, &err) != SELFPROF_OK)
        return fprintf(stderr, "%s\n", err.message), 1;
    pthread_t th[THREADS];
    for (long t = 0; t < THREADS; t++)
        pthread_create(&th[t], NULL, worker, (void *)t);
    for (int t = 0; t < THREADS; t++)
        pthread_join(th[t], NULL);
    char path1[600], path2[600];
    snprintf(path1, sizeof path1, "%s", selfprof_profiler_path(p1));
    snprintf(path2, sizeof path2, "%s", selfprof_profiler_path(p2));
    if (selfprof_profiler_close(p1, &err) != SELFPROF_OK ||
        selfprof_profiler_close(p2, &err) != SELFPROF_OK)
        return fprintf(stderr, "close: %s\n", err.message), 1;
    uint64_t n1 = count(path1), n2 = count(path2);
    printf("record_tsan: %llu + %llu events\n", (unsigned long long)n1, (unsigned long long)n2);
    if (failures || n1 != 2ull * THREADS * EVENTS || n2 != EVENTS / 5000)
        return fprintf(stderr, "record_tsan: wrong counts\n"), 1;
    unlink(path1);
    unlink(path2);
    return 0;
}
