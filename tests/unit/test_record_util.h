/* test_record_util.h — helpers for the recorder tests (test_record_*.c):
 * choose the page writer, create a profiler in a temp dir, read a profile
 * back into plain structs, walk the pages of a file. */
#ifndef TEST_RECORD_UTIL_H
#define TEST_RECORD_UTIL_H

#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format/format.h"
#include "record/options.h"
#include "selfprof/profile.h"
#include "selfprof/recorder.h"

/* One event read back, with its strings resolved and copied. */
typedef struct rt_event {
    char *kind;
    char *label;
    char *args[4];
    size_t nargs;
    uint32_t thread;
    uint32_t type;
    uint64_t start, end, value;
} rt_event;

typedef struct rt_profile {
    rt_event *ev;
    size_t n;
    char *meta_raw;
    char *cmd;
    char *counter;
    uint32_t pid;
    uint64_t cut, cut_at; /* selfprof_profile_cut (rt_read_flags with SELFPROF_OPEN_CUT_OK) */
} rt_profile;

/* Every test_record_* program runs in the writer mode named by
 * SELFPROF_WRITER ("inline" or "thread"; CTest runs each program in both),
 * also for the profilers it creates with SELFPROF_OPT_NO_ENV.  Called
 * first in main(). */
static inline void rt_writer_from_env(void)
{
    const char *w = getenv("SELFPROF_WRITER");
    sp_config_test_default_writer(w && *w ? w : NULL);
}

/* 1 when this run uses the writer thread. */
static inline int rt_writer_thread(void)
{
    const char *w = getenv("SELFPROF_WRITER");
    return w && strcmp(w, "thread") == 0;
}

static inline selfprof_profiler *rt_create(const char *dir, const char *name, const char *events,
                                           const char *clock)
{
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = dir;
    o.name = name;
    o.events = events;
    o.clock = clock;
    o.flags = SELFPROF_OPT_NO_ENV | SELFPROF_OPT_NO_ATEXIT;
    selfprof_profiler *p = NULL;
    selfprof_error err = {0};
    int rc = selfprof_profiler_create(&o, &p, &err);
    if (rc != SELFPROF_OK)
        fail_msg("create: %s", err.message);
    return p;
}

static inline char *rt_strndup(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    memcpy(d, s, n);
    d[n] = 0;
    return d;
}

/* Reads every event of `path` in file order, opened with `flags`
 * (SELFPROF_OPEN_*); fails the test on any error. */
static inline void rt_read_flags(const char *path, unsigned flags, rt_profile *out)
{
    selfprof_profile *p;
    selfprof_error err = {0};
    if (selfprof_profile_open_flags(path, flags, &p, &err) != SELFPROF_OK)
        fail_msg("open %s: %s (offset %lld)", path, err.message, (long long)err.offset);
    out->cut = selfprof_profile_cut(p, &out->cut_at);
    const selfprof_metadata *m = selfprof_profile_metadata(p);
    out->meta_raw = strdup(m->raw);
    out->cmd = strdup(m->cmd);
    out->counter = strdup(m->counter);
    out->pid = m->process_id;
    out->n = selfprof_profile_event_count(p);
    out->ev = calloc(out->n ? out->n : 1, sizeof *out->ev);
    selfprof_cursor c;
    selfprof_event e;
    selfprof_cursor_init(&c, p, 0);
    size_t i = 0;
    while (selfprof_cursor_next(&c, &e)) {
        rt_event *r = &out->ev[i++];
        const char *text;
        size_t len;
        if (selfprof_profile_string(p, e.kind_id, &text, &len, &err) != SELFPROF_OK)
            fail_msg("kind string: %s", err.message);
        r->kind = rt_strndup(text, len);
        if (selfprof_profile_string(p, e.event_id, &text, &len, &err) != SELFPROF_OK)
            fail_msg("event string: %s", err.message);
        const char *label, *args[4];
        size_t label_len, arg_lens[4];
        r->nargs = selfprof_split_event_id(text, len, &label, &label_len, args, arg_lens, 4);
        r->label = rt_strndup(label, label_len);
        for (size_t k = 0; k < r->nargs && k < 4; k++)
            r->args[k] = rt_strndup(args[k], arg_lens[k]);
        r->thread = e.thread_id;
        r->type = e.type;
        r->start = e.start;
        r->end = e.end;
        r->value = e.value;
    }
    assert_int_equal(i, out->n);
    selfprof_profile_close(p);
}

/* Reads every event of a whole `path`; see rt_read_flags. */
static inline void rt_read(const char *path, rt_profile *out) { rt_read_flags(path, 0, out); }

static inline void rt_free(rt_profile *r)
{
    for (size_t i = 0; i < r->n; i++) {
        free(r->ev[i].kind);
        free(r->ev[i].label);
        for (size_t k = 0; k < r->ev[i].nargs && k < 4; k++)
            free(r->ev[i].args[k]);
    }
    free(r->ev);
    free(r->meta_raw);
    free(r->cmd);
    free(r->counter);
    memset(r, 0, sizeof *r);
}

/* Page structure of a file, checked against the container rules. */
typedef struct rt_pages {
    size_t count[3];    /* pages per tag */
    uint64_t stream[3]; /* bytes per stream */
    size_t max_payload;
    size_t total;
    int headers_ok;     /* each stream starts with its MMES/MMSD/MMSI header */
    int events_aligned; /* every event page holds whole 32-byte records (after the header) */
    uint64_t file_size;
    uint64_t end; /* offset after the last complete page */
} rt_pages;

static inline void rt_walk(const char *path, rt_pages *pg)
{
    size_t size;
    uint8_t *d = test_read_file(path, &size);
    memset(pg, 0, sizeof *pg);
    pg->file_size = size;
    pg->headers_ok = 1;
    pg->events_aligned = 1;
    assert_true(size >= 8);
    assert_memory_equal(d, "MMPD", 4);
    assert_int_equal(sp_load_u32(d + 4), 9);
    static const char *magic[3] = {"MMES", "MMSD", "MMSI"};
    size_t pos = 8;
    while (pos + 5 <= size) {
        uint8_t tag = d[pos];
        uint32_t len = sp_load_u32(d + pos + 1);
        if (tag > 2 || len == 0 || pos + 5 + len > size)
            break;
        if (pg->stream[tag] == 0 && (len < 8 || memcmp(d + pos + 5, magic[tag], 4) != 0))
            pg->headers_ok = 0;
        uint64_t records = pg->stream[tag] == 0 ? len - 8 : len;
        if (tag == 0 && records % 32 != 0)
            pg->events_aligned = 0;
        pg->count[tag]++;
        pg->stream[tag] += len;
        if (len > pg->max_payload)
            pg->max_payload = len;
        pg->total++;
        pos += 5 + len;
    }
    pg->end = pos;
    free(d);
}

#endif
