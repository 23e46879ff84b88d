/* profiler.h — the profiler object shared by the files of lib/record.
 *
 * Calls go one way: profiler.c (the lifecycle) calls the other files of
 * lib/record, never the reverse.  They reach the profiler's file through
 * page_writer.h (write a page, or disable the profiler on error) and take
 * the global lock from thread_buffer.h; this header gives them the struct
 * and the inline sp_profiler_active only. */
#ifndef SP_PROFILER_H
#define SP_PROFILER_H

#include "selfprof/recorder.h"

#include <pthread.h>

#include "clock.h"
#include "counter.h"
#include "event_filter.h"
#include "page_writer.h"
#include "string_table.h"
#include "writer.h"

struct sp_thread;

struct selfprof_profiler {
    struct selfprof__hot hot; /* first: read by the inline functions (kind ids too) */
    sp_clock clock;
    sp_counter counter;
    uint64_t kind_groups[SELFPROF_KIND_MAX];
    uint32_t kind_count; /* under strings.lock */
    uint64_t groups;     /* enabled groups, from the filter */
    char *user_group_names[SELFPROF_MAX_USER_GROUPS];
    sp_user_groups user;
    sp_strtab strings;
    sp_file file;
    char *path;
    const char *counter_name;
    int inactive;              /* atomic: 1 once disabled, finished or forked */
    int noticed;               /* atomic: the stderr notice was printed */
    int forked;                /* this is a copy in a fork child */
    int finished;              /* pages written and file closed (global lock) */
    int at_exit;               /* close at exit() */
    int is_static;             /* the always-disabled profiler */
    selfprof_error error;      /* why it was disabled */
    struct sp_thread *threads; /* attached thread buffers (global lock) */
    /* selfprof_record_raw_interval's page (file layout, payload at +8) */
    pthread_mutex_t raw_lock;
    uint8_t *raw_page;
    size_t raw_count;
    sp_writer writer;                         /* background page writer (writer "thread") */
    selfprof_profiler *live_next, *live_prev; /* registry of open profilers */
};

static inline int sp_profiler_active(const selfprof_profiler *p)
{
    return !__atomic_load_n(&p->inactive, __ATOMIC_ACQUIRE);
}

/* Writes the raw-record page (raw_events.c); SELFPROF_OK when empty. */
int sp_raw_flush(selfprof_profiler *p);

#endif
