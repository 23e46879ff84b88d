/* profiler.h — the profiler object shared by the files of lib/record. */
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
    uint32_t kind_count;                     /* under strings.lock */
    uint64_t groups;                         /* enabled groups, from the filter */
    char *user_group_names[SELFPROF_MAX_USER_GROUPS];
    sp_user_groups user;
    sp_strtab strings;
    sp_file file;
    char *path;
    const char *counter_name;
    int inactive;             /* atomic: 1 once disabled, finished or forked */
    int noticed;              /* atomic: the stderr notice was printed */
    int forked;               /* this is a copy in a fork child */
    int finished;             /* pages written and file closed (global lock) */
    int at_exit;              /* close at exit() */
    int is_static;            /* the always-disabled profiler */
    selfprof_error error;     /* why it was disabled */
    struct sp_thread *threads;          /* attached thread buffers (global lock) */
    /* selfprof_record_raw_interval's page (file layout, payload at +8) */
    pthread_mutex_t raw_lock;
    uint8_t *raw_page;
    size_t raw_count;
    sp_writer writer;         /* background page writer (writer "thread") */
    selfprof_profiler *live_next, *live_prev; /* registry of open profilers */
};

static inline int sp_profiler_active(const selfprof_profiler *p)
{
    return !__atomic_load_n(&p->inactive, __ATOMIC_ACQUIRE);
}

/* Disables recording for good: masks cleared, later events ignored.  With a
 * message, the first call also prints "selfprof: profiling disabled: ..."
 * on stderr and keeps the error for selfprof_profiler_close. */
void sp_profiler_disable(selfprof_profiler *p, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Writes one page; on failure disables the profiler (one notice) and
 * returns SELFPROF_E_IO.  Does nothing and returns SELFPROF_E_DISABLED when
 * the profiler is inactive. */
int sp_profiler_write_page(selfprof_profiler *p, uint8_t *page, uint8_t tag, size_t payload_len);

/* Writes the raw-record page (raw_events.c); SELFPROF_OK when empty. */
int sp_raw_flush(selfprof_profiler *p);

/* Global lock: the registry of live profilers and the thread attachments. */
void sp_global_lock(void);
void sp_global_unlock(void);

#endif
