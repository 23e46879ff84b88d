/* profiler.c — profiler lifecycle: create, flush, close, close at exit,
 * fork, and the error path that disables recording. */
#include "profiler.h"

#include "common/error.h"
#include "format/format.h"
#include "metadata.h"
#include "options.h"
#include "thread_buffer.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Held by selfprof_profiler_create from its "path already being written"
 * check to the registration of the new profiler, so that two threads
 * creating profilers on one path cannot both pass the check.  Taken before
 * the global lock, never while holding it. */
static pthread_mutex_t create_lock = PTHREAD_MUTEX_INITIALIZER;
static selfprof_profiler *live; /* open profilers (global lock) */
static uint64_t next_serial = 1;
static pthread_once_t hooks_once = PTHREAD_ONCE_INIT;

static selfprof_profiler disabled_profiler = {
    .hot = {0, 0, UINT64_MAX, SELFPROF__CLOCK_MONOTONIC, 0},
    .clock = {SELFPROF__CLOCK_MONOTONIC, 0, 0},
    .counter = {-1},
    .path = (char *)"",
    .counter_name = "wall-time",
    .inactive = 1,
    .finished = 1,
    .is_static = 1,
};

selfprof_profiler *selfprof_profiler_disabled(void) { return &disabled_profiler; }

uint64_t selfprof__now_slow(const selfprof_profiler *p)
{
    if (__builtin_expect(p->hot.clock == SELFPROF__CLOCK_COUNTER, 0))
        return sp_counter_read(&p->counter);
    struct timespec ts; /* CLOCK_MONOTONIC, without a further call */
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Global lock held.  Writes everything still buffered and closes the file;
 * idempotent.  The profiler stays allocated (at exit it is never freed). */
static void finish(selfprof_profiler *p)
{
    if (p->finished)
        return;
    p->finished = 1;
    if (p->forked) {
        sp_threads_forget(p);
    } else {
        __atomic_store_n(&p->hot.kind_mask, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&p->hot.groups, 0, __ATOMIC_RELAXED);
        /* Queued pages before the partial pages of their threads. */
        sp_writer_stop(p);
        sp_threads_detach_all(p, !sp_profiler_active(p));
        if (sp_profiler_active(p))
            sp_raw_flush(p);
        if (sp_profiler_active(p))
            sp_strtab_flush(&p->strings);
    }
    __atomic_store_n(&p->inactive, 1, __ATOMIC_RELEASE);
    sp_file_close(&p->file, !p->forked);
    sp_counter_close(&p->counter);
}

static void at_exit(void)
{
    sp_global_lock();
    for (selfprof_profiler *p = live; p; p = p->live_next)
        if (p->at_exit)
            finish(p);
    sp_global_unlock();
}

static void fork_prepare(void)
{
    pthread_mutex_lock(&create_lock);
    sp_global_lock();
}

static void fork_parent(void)
{
    sp_global_unlock();
    pthread_mutex_unlock(&create_lock);
}

/* The child owns neither the file nor the pages still buffered or queued
 * (the parent writes those): every inherited profiler goes quiet.  Its
 * writer thread does not exist here; nothing touches the writer's state. */
static void fork_child(void)
{
    for (selfprof_profiler *p = live; p; p = p->live_next) {
        p->forked = 1;
        __atomic_store_n(&p->inactive, 1, __ATOMIC_RELEASE);
        __atomic_store_n(&p->hot.kind_mask, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&p->hot.groups, 0, __ATOMIC_RELAXED);
        sp_threads_forget(p);
    }
    sp_global_unlock();
    pthread_mutex_unlock(&create_lock);
}

static void install_hooks(void)
{
    atexit(at_exit);
    pthread_atfork(fork_prepare, fork_parent, fork_child);
}

static void free_profiler(selfprof_profiler *p)
{
    if (p->strings.slots)
        sp_strtab_free(&p->strings);
    for (uint32_t i = 0; i < p->user.count; i++)
        free(p->user_group_names[i]);
    sp_writer_free(&p->writer, p->forked);
    free(p->raw_page);
    free(p->path);
    free(p);
}

/* Sets up the counter/clock from the resolved names. */
static int setup_clock(selfprof_profiler *p, const sp_config *c, selfprof_error *err)
{
    if (strcmp(c->counter, "wall-time") == 0) {
        p->counter_name = "wall-time";
        return sp_clock_init(&p->clock, c->clock, c->clock_what, err);
    }
    if (strcmp(c->counter, "instructions:u") == 0) {
        int rc = sp_counter_open(&p->counter, c->counter_what, err);
        if (rc != SELFPROF_OK)
            return rc;
        p->counter_name = "instructions:u";
        p->clock.source = SELFPROF__CLOCK_COUNTER;
        p->clock.base = sp_counter_read(&p->counter);
        return SELFPROF_OK;
    }
    if (strcmp(c->counter, "instructions-minus-irqs:u") == 0 ||
        strcmp(c->counter, "instructions-minus-r0420:u") == 0)
        return sp_error_set(err, SELFPROF_E_UNSUPPORTED, -1,
                            "%s: counter '%s' is not implemented (use instructions:u)",
                            c->counter_what, c->counter);
    return sp_error_set(err, SELFPROF_E_INVALID, -1,
                        "%s: unknown counter '%s' (known: wall-time, instructions:u)",
                        c->counter_what, c->counter);
}

static int setup_user_groups(selfprof_profiler *p, const selfprof_options *o, selfprof_error *err)
{
    if (!o || !o->user_groups)
        return SELFPROF_OK;
    uint32_t n = 0;
    for (; o->user_groups[n]; n++) {
        const char *name = o->user_groups[n];
        uint64_t dummy;
        if (n == SELFPROF_MAX_USER_GROUPS)
            return sp_error_set(err, SELFPROF_E_RANGE, -1, "more than %d user event groups",
                                SELFPROF_MAX_USER_GROUPS);
        if (!*name || strchr(name, ',') ||
            sp_filter_lookup(name, strlen(name), &p->user, &dummy) == SELFPROF_OK)
            return sp_error_set(err, SELFPROF_E_INVALID, -1,
                                "options.user_groups: bad or duplicate group name '%s'", name);
        if (!(p->user_group_names[n] = strdup(name)))
            return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        p->user.count = n + 1;
    }
    p->user.not_default = o->user_groups_not_default;
    return SELFPROF_OK;
}

int sp_kinds_register_builtin(selfprof_profiler *p); /* kinds.c */

int selfprof_profiler_create_abi(unsigned abi_version, size_t options_size,
                                 const selfprof_options *opts, selfprof_profiler **out,
                                 selfprof_error *err)
{
    if (abi_version != SELFPROF_ABI_VERSION || options_size != sizeof(selfprof_options)) {
        if (out)
            *out = NULL;
        return sp_error_set(err, SELFPROF_E_ABI, -1,
                            "selfprof_profiler_create: the program was built against libselfprof "
                            "ABI %u (options of %zu bytes), this library is ABI %u (%zu bytes): "
                            "rebuild the program",
                            abi_version, options_size, (unsigned)SELFPROF_ABI_VERSION,
                            sizeof(selfprof_options));
    }
    if (!out)
        return sp_error_set(err, SELFPROF_E_INVALID, -1, "selfprof_profiler_create: out is NULL");
    *out = NULL;
    pthread_once(&hooks_once, install_hooks);

    sp_config c;
    sp_config_resolve(opts, &c);
    selfprof_profiler *p = calloc(1, sizeof *p);
    if (!p)
        return sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    p->counter.fd = -1;
    p->file.fd = -1;
    p->user.names = (const char *const *)p->user_group_names;
    p->at_exit = !(opts && (opts->flags & SELFPROF_OPT_NO_ATEXIT));
    int rc = setup_user_groups(p, opts, err);
    if (rc == SELFPROF_OK)
        rc = sp_filter_parse(c.events, c.events_what, &p->user, &p->groups, err);
    if (rc == SELFPROF_OK && (!*c.name || strchr(c.name, '/')))
        rc = sp_error_set(err, SELFPROF_E_INVALID, -1, "%s: bad profile name '%s'", c.name_what,
                          c.name);
    if (rc == SELFPROF_OK)
        rc = setup_clock(p, &c, err);
    int threaded = strcmp(c.writer, "thread") == 0;
    if (rc == SELFPROF_OK && !threaded && strcmp(c.writer, "inline") != 0)
        rc = sp_error_set(err, SELFPROF_E_INVALID, -1,
                          "%s: unknown writer '%s' (known: inline, thread)", c.writer_what,
                          c.writer);
    if (rc != SELFPROF_OK)
        goto fail;

    uint32_t pid = (uint32_t)getpid();
    size_t plen = strlen(c.dir) + strlen(c.name) + 32;
    const char *exact = opts ? opts->path : NULL;
    if (exact)
        plen = strlen(exact) + 1;
    if (!(p->path = malloc(plen)) || sp_strtab_init(&p->strings, p) != SELFPROF_OK) {
        rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        goto fail;
    }
    if (exact)
        memcpy(p->path, exact, plen);
    else
        snprintf(p->path, plen, "%s/%s-%07u.mm_profdata", c.dir, c.name, pid);
    pthread_mutex_init(&p->raw_lock, NULL);
    sp_writer_init(&p->writer, threaded); /* the thread starts on the first full page */
    int busy = 0;
    pthread_mutex_lock(&create_lock); /* until registered or failed */
    sp_global_lock();
    for (selfprof_profiler *q = live; q; q = q->live_next)
        busy |= !q->finished && strcmp(q->path, p->path) == 0;
    sp_global_unlock();
    if (busy) {
        rc = sp_error_set(err, SELFPROF_E_INVALID, -1,
                          "%s is already being written by another profiler of this process",
                          p->path);
        goto fail_locked;
    }
    if ((rc = sp_file_create(&p->file, p->path, err)) != SELFPROF_OK)
        goto fail_locked;

    /* No stderr notice while creating: a failure here is returned instead. */
    p->noticed = 1;

    /* The first pages: the event stream header, then the string data
     * (header, metadata at address 8, the kind names) and the index (header,
     * metadata entry).  From here on the file is a valid profile. */
    size_t meta_len = 0;
    uint64_t start_time = opts && opts->start_time ? opts->start_time : sp_clock_realtime_ns();
    uint32_t meta_pid = opts && opts->process_id ? opts->process_id : pid;
    char *meta = sp_metadata_json(start_time, meta_pid, opts ? opts->argc : 0,
                                  opts ? opts->argv : NULL, p->counter_name, &meta_len);
    uint8_t event_header[SP_PAGE_HEADER_SIZE + SP_HEADER_SIZE];
    sp_store_header(event_header + SP_PAGE_HEADER_SIZE, SP_EVENT_MAGIC, SELFPROF_FORMAT_VERSION);
    rc = meta ? SELFPROF_OK : SELFPROF_E_NOMEM;
    if (rc == SELFPROF_OK)
        rc = sp_profiler_write_page(p, event_header, SP_TAG_EVENTS, SP_HEADER_SIZE);
    if (rc == SELFPROF_OK) {
        uint64_t meta_id = sp_strtab_add(&p->strings, (const uint8_t *)meta, meta_len, 0);
        uint64_t meta_ids[1] = {SP_METADATA_ID};
        rc = meta_id == SP_FIRST_REGULAR_ID + SP_HEADER_SIZE
                 ? sp_strtab_map(&p->strings, meta_ids, 1, meta_id - SP_FIRST_REGULAR_ID)
                 : SELFPROF_E_NOMEM;
    }
    free(meta);
    if (rc == SELFPROF_OK)
        rc = sp_kinds_register_builtin(p);
    if (rc == SELFPROF_OK)
        rc = sp_strtab_flush(&p->strings);
    if (rc != SELFPROF_OK) {
        if (p->error.code) {
            rc = p->error.code;
            if (err)
                *err = p->error;
        } else
            sp_error_set(err, rc, -1, "cannot set up %s: %s", p->path, selfprof_strerror(rc));
        sp_file_close(&p->file, 0);
        unlink(p->path);
        goto fail_locked;
    }

    p->noticed = 0;
    p->hot.clock = p->clock.source;
    p->hot.base = p->clock.base;
    p->hot.mult = p->clock.source == SELFPROF__CLOCK_TSC ? p->clock.tsc_mult : 1ull << 32;
    __atomic_store_n(&p->hot.groups, p->groups, __ATOMIC_RELAXED);
    sp_global_lock();
    p->hot.serial = next_serial++;
    p->live_next = live;
    if (live)
        live->live_prev = p;
    live = p;
    sp_global_unlock();
    pthread_mutex_unlock(&create_lock);
    *out = p;
    return SELFPROF_OK;

    /* The one way out after a failure (rc and err are set). */
fail_locked:
    pthread_mutex_unlock(&create_lock);
fail:
    sp_counter_close(&p->counter);
    free_profiler(p);
    return rc;
}

int selfprof_profiler_flush(selfprof_profiler *p)
{
    if (!p || !sp_profiler_active(p))
        return SELFPROF_E_DISABLED;
    sp_writer_drain(p); /* full pages queued so far, of every thread */
    int rc = sp_thread_flush_self(p);
    if (rc == SELFPROF_OK)
        rc = sp_raw_flush(p);
    if (rc == SELFPROF_OK)
        rc = sp_strtab_flush(&p->strings);
    return sp_profiler_active(p) ? rc : SELFPROF_E_DISABLED;
}

int selfprof_profiler_close(selfprof_profiler *p, selfprof_error *err)
{
    if (!p || p->is_static)
        return SELFPROF_OK;
    sp_global_lock();
    finish(p);
    if (p->live_prev)
        p->live_prev->live_next = p->live_next;
    else if (live == p)
        live = p->live_next;
    if (p->live_next)
        p->live_next->live_prev = p->live_prev;
    sp_global_unlock();
    int rc = p->error.code;
    if (rc && err)
        *err = p->error;
    if (!p->forked) {
        pthread_mutex_destroy(&p->strings.lock);
        pthread_mutex_destroy(&p->raw_lock);
    }
    free_profiler(p);
    return rc;
}

const char *selfprof_profiler_path(const selfprof_profiler *p) { return p->path; }

const char *selfprof_profiler_counter(const selfprof_profiler *p) { return p->counter_name; }

const char *selfprof_profiler_writer(const selfprof_profiler *p)
{
    return p->writer.enabled ? "thread" : "inline";
}

const char *selfprof_profiler_clock(const selfprof_profiler *p)
{
    return sp_clock_source_name(p->clock.source);
}

int selfprof_profiler_status(const selfprof_profiler *p)
{
    return sp_profiler_active(p) ? SELFPROF_OK : SELFPROF_E_DISABLED;
}

uint64_t selfprof_profiler_groups(const selfprof_profiler *p)
{
    return __atomic_load_n(&p->hot.groups, __ATOMIC_RELAXED);
}
