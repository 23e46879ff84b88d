/* import_clang.c — see import_clang.h.  yajl (Debian's libyajl, a streaming
 * JSON parser) reads the file chunk by chunk and calls back per token; the
 * callbacks collect one event object's members at a time, and per-thread
 * lanes put the intervals in the order readers need. */
#include "import_clang.h"

#include "common/error.h"
#include "common/grow.h"
#include "common/name_table.h"

#include <yajl/yajl_parse.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Distinct texts ("label" or "label\x1Edetail") get dense numbers from the
 * library's interning table (common/name_table.h). */

/* ---- lanes: one per profile thread ------------------------------------- */

typedef struct pending {
    uint64_t start, end, seq;
    uint32_t name;
} pending;

typedef struct open_event { /* a B event waiting for its E */
    uint64_t start;
    uint32_t name;
} open_event;

typedef struct lane {
    uint32_t thread;
    pending *heap;
    size_t n, cap;
    uint64_t max_end;     /* latest end that arrived */
    uint64_t written_end; /* latest end written */
    int have_last, written_any;
    uint64_t last_start, last_end; /* the last interval that arrived */
    open_event *open;              /* B events */
    size_t nopen, open_cap;
} lane;

/* An async (b/e) key with the stack of its open begins. */
typedef struct async_slot {
    char *key; /* NULL: empty; tombstone: key == TOMBSTONE */
    size_t key_len;
    uint32_t hash;
    open_event *open;
    size_t n, cap;
} async_slot;

static char tombstone_byte;
#define TOMBSTONE (&tombstone_byte)

typedef struct strbuf { /* a member's text, NUL-terminated */
    char *s;
    size_t len, cap;
    int set;
} strbuf;

typedef struct num {
    int set, is_int;
    long long i;
    double d;
} num;

typedef struct event { /* the members of the event being parsed */
    strbuf ph, name, cat, id, detail, arg_name;
    num ts, dur;
    long long pid, tid;
    int pid_set;
} event;

typedef struct importer {
    const import_sink *sink;
    selfprof_error *err;
    yajl_handle yajl;
    uint64_t chunk_base; /* input offset of the chunk being parsed */
    int depth, arr_depth, in_events, in_args, top_object;
    int key, vkey; /* the member name seen last; the one of this value */
    event ev;
    uint64_t ev_offset; /* where the current event object began */
    import_stats *st;
    sp_name_table names;
    lane *lanes;
    size_t nlanes, lanes_cap, last_lane;
    async_slot *async;
    size_t async_cap, async_used; /* used counts tombstones too */
    uint64_t seq, pending_now, open_async;
    int begun;
    import_meta meta;
    uint64_t tail_start_us; /* from the tail check, 0 if none */
    uint64_t start_us;      /* beginningOfTime used for the metadata */
    int have_pid;
    char *process_name;
    char *text; /* scratch for "label\x1Edetail" */
    size_t text_cap;
} importer;

/* Errors go through the library's one setter; `fail` names it for this
 * file's many call sites. */
#define fail sp_error_set

static int oom(selfprof_error *err) { return fail(err, SELFPROF_E_NOMEM, -1, "out of memory"); }

static lane *lane_of(importer *im, uint32_t thread)
{
    if (im->nlanes && im->lanes[im->last_lane].thread == thread)
        return &im->lanes[im->last_lane];
    for (size_t i = 0; i < im->nlanes; i++)
        if (im->lanes[i].thread == thread) {
            im->last_lane = i;
            return &im->lanes[i];
        }
    if (sp_grow((void **)&im->lanes, &im->lanes_cap, im->nlanes + 1, sizeof *im->lanes, 8) != 0)
        return NULL;
    im->lanes[im->nlanes] = (lane){.thread = thread};
    im->last_lane = im->nlanes;
    im->st->threads++;
    return &im->lanes[im->nlanes++];
}

/* Heap order: earlier end first; for equal ends the later start (the child)
 * first; then input order. */
static int before(const pending *a, const pending *b)
{
    if (a->end != b->end)
        return a->end < b->end;
    if (a->start != b->start)
        return a->start > b->start;
    return a->seq < b->seq;
}

static int begin_profile(importer *im, selfprof_error *err)
{
    if (im->begun)
        return 0;
    im->begun = 1;
    im->start_us = im->st->start_time_us ? im->st->start_time_us : im->tail_start_us;
    im->meta.start_time_ns = im->start_us * 1000u;
    im->meta.process_name = im->process_name;
    if (im->sink->begin && im->sink->begin(im->sink->ctx, &im->meta, err))
        return err->code ? err->code : SELFPROF_E_IO;
    return 0;
}

static int write_interval(importer *im, lane *l, const pending *e, selfprof_error *err)
{
    int rc = begin_profile(im, err);
    if (rc)
        return rc;
    if (l->written_any && e->end < l->written_end)
        im->st->out_of_order++;
    if (!l->written_any || e->end > l->written_end)
        l->written_end = e->end;
    l->written_any = 1;
    im->st->intervals++;
    const sp_name *name = &im->names.names[e->name];
    if (im->sink->interval && im->sink->interval(im->sink->ctx, e->name, name->text, name->len,
                                                 l->thread, e->start, e->end, err))
        return err->code ? err->code : SELFPROF_E_IO;
    return 0;
}

static int heap_pop_write(importer *im, lane *l, selfprof_error *err)
{
    pending top = l->heap[0];
    pending *h = l->heap;
    size_t n = --l->n, i = 0;
    if (n) {
        pending x = h[n];
        for (;;) {
            size_t c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && before(&h[c + 1], &h[c]))
                c++;
            if (!before(&h[c], &x))
                break;
            h[i] = h[c];
            i = c;
        }
        h[i] = x;
    }
    im->pending_now--;
    return write_interval(im, l, &top, err);
}

/* An interval arrives on lane l. */
static int lane_add(importer *im, lane *l, uint64_t start, uint64_t end, uint32_t name,
                    selfprof_error *err)
{
    /* clang's rounding: the child that arrived just before may end up to
     * 1 µs after this event, its parent.  Extend the parent. */
    if (l->have_last && l->last_start >= start && l->last_end > end &&
        l->last_end - end <= IMPORT_ROUNDING_NS) {
        end = l->last_end;
        im->st->extended++;
    }
    l->have_last = 1;
    l->last_start = start;
    l->last_end = end;
    if (sp_grow((void **)&l->heap, &l->cap, l->n + 1, sizeof *l->heap, 64) != 0)
        return oom(err);
    pending x = {start, end, im->seq++, name};
    size_t i = l->n++;
    while (i > 0 && before(&x, &l->heap[(i - 1) / 2])) {
        l->heap[i] = l->heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    l->heap[i] = x;
    if (++im->pending_now > im->st->max_pending)
        im->st->max_pending = im->pending_now;
    if (end > l->max_end)
        l->max_end = end;
    while (l->n && (l->heap[0].end + IMPORT_WINDOW_NS <= l->max_end || l->n > IMPORT_MAX_PENDING)) {
        int rc = heap_pop_write(im, l, err);
        if (rc)
            return rc;
    }
    return 0;
}

/* ---- async keys -------------------------------------------------------- */

static async_slot *async_find(importer *im, const char *key, size_t len, int create)
{
    if (create && (im->async_used + 1) * 2 > im->async_cap) {
        size_t cap = im->async_cap ? im->async_cap * 2 : 64;
        /* Only live keys move; tombstones are dropped. */
        size_t live = 0;
        for (size_t i = 0; i < im->async_cap; i++)
            live += im->async[i].key && im->async[i].key != TOMBSTONE;
        while ((live + 1) * 4 < cap && cap > 64)
            cap /= 2;
        async_slot *t = calloc(cap, sizeof *t);
        if (!t)
            return NULL;
        for (size_t i = 0; i < im->async_cap; i++) {
            async_slot *s = &im->async[i];
            if (!s->key || s->key == TOMBSTONE)
                continue;
            size_t j = s->hash & (cap - 1);
            while (t[j].key)
                j = (j + 1) & (cap - 1);
            t[j] = *s;
        }
        free(im->async);
        im->async = t;
        im->async_cap = cap;
        im->async_used = live;
    }
    if (!im->async_cap)
        return NULL;
    uint32_t h = sp_hash_bytes(key, len);
    size_t i = h & (im->async_cap - 1), grave = SIZE_MAX;
    for (;; i = (i + 1) & (im->async_cap - 1)) {
        async_slot *s = &im->async[i];
        if (!s->key)
            break;
        if (s->key == TOMBSTONE) {
            if (grave == SIZE_MAX)
                grave = i;
            continue;
        }
        if (s->hash == h && s->key_len == len && memcmp(s->key, key, len) == 0)
            return s;
    }
    if (!create)
        return NULL;
    if (grave != SIZE_MAX)
        i = grave;
    else
        im->async_used++;
    async_slot *s = &im->async[i];
    *s = (async_slot){.key = malloc(len ? len : 1), .key_len = len, .hash = h};
    if (!s->key) {
        s->key = TOMBSTONE;
        return NULL;
    }
    memcpy(s->key, key, len);
    return s;
}

static void async_remove(async_slot *s)
{
    free(s->key);
    free(s->open);
    *s = (async_slot){.key = TOMBSTONE};
}

/* ---- one event object -------------------------------------------------- */

static uint64_t pos_of(const importer *im);

/* 1 if one of the n bytes at s is below 0x20: 8 bytes a step ("hasless"). */
static int has_control(const char *s, size_t n)
{
    const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    for (; n >= 8; s += 8, n -= 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        if ((w - ones * 0x20) & ~w & highs)
            return 1;
    }
    for (; n; s++, n--)
        if ((unsigned char)*s < 0x20)
            return 1;
    return 0;
}

/* Interns the text label[\x1Edetail], with control characters
 * (which includes the 0x1E separator) replaced by spaces.  Returns the
 * number or -1. */
static int64_t intern_label(importer *im, const char *name, size_t nlen, const char *detail,
                            size_t dlen)
{
    size_t need = nlen + 2 + dlen;
    if (sp_grow((void **)&im->text, &im->text_cap, need, 1, 256) != 0)
        return -1;
    char *t = im->text;
    memcpy(t, name, nlen);
    size_t len = nlen;
    /* A machine pass is named by its detail: RunPass(pass) is its own label
     * (what -ftime-report calls it), as one RunPass row says nothing. */
    int pass = dlen && !im->sink->lump_passes && nlen == 7 && memcmp(name, "RunPass", 7) == 0;
    if (dlen) {
        t[len++] = pass ? '(' : 0x1E;
        memcpy(t + len, detail, dlen);
        len += dlen;
        if (pass)
            t[len++] = ')';
    }
    if (has_control(name, nlen) || has_control(detail, dlen)) /* rare */
        for (size_t i = 0; i < len; i++)
            if ((unsigned char)t[i] < 0x20 && !(dlen && !pass && i == nlen))
                t[i] = ' ';
    uint32_t id = sp_name_intern(&im->names, t, len);
    return id == SP_NAME_NONE ? -1 : (int64_t)id;
}

static int bad_event(importer *im, selfprof_error *err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int bad_event(importer *im, selfprof_error *err, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return fail(err, SELFPROF_E_FORMAT, (int64_t)im->ev_offset, "traceEvents[%llu]: %s",
                (unsigned long long)im->st->events - 1, what);
}

/* A trace time (µs, integer or real) -> ns. */
static int time_ns(importer *im, const num *v, const char *field, uint64_t *out,
                   selfprof_error *err)
{
    if (!v->set)
        return bad_event(im, err, "no \"%s\"", field);
    if (v->is_int) {
        if (v->i < 0 || v->i > (long long)(UINT64_C(0xFFFFFFFFFFFD) / 1000))
            return bad_event(im, err, "\"%s\" out of range", field);
        *out = (uint64_t)v->i * 1000u;
        return 0;
    }
    if (!(v->d >= 0) || v->d > 0xFFFFFFFFFFFDp0 / 1000)
        return bad_event(im, err, "\"%s\" out of range", field);
    *out = (uint64_t)llround(v->d * 1000.0);
    return 0;
}

static int is_total(const strbuf *name)
{
    return name->len >= 6 && memcmp(name->s, "Total ", 6) == 0;
}

/* The event object just ended: im->ev holds its members. */
static int process_event(importer *im, selfprof_error *err)
{
    event *e = &im->ev;
    if (e->ph.len != 1)
        return bad_event(im, err, e->ph.set ? "unknown phase \"%.20s\"" : "no \"ph\"%.0s",
                         e->ph.s ? e->ph.s : "");
    char ph = e->ph.s[0];
    if (e->pid_set && !im->have_pid) {
        im->have_pid = 1;
        im->meta.pid = (uint32_t)e->pid;
    }
    if (ph == 'M') {
        im->st->metadata++;
        if (e->name.len == 12 && memcmp(e->name.s, "process_name", 12) == 0 && e->arg_name.len &&
            !im->process_name) {
            if (!(im->process_name = strndup(e->arg_name.s, e->arg_name.len)))
                return oom(err);
        } else if (e->name.len == 11 && memcmp(e->name.s, "thread_name", 11) == 0) {
            im->st->thread_names++;
        }
        return 0;
    }
    int is_begin = ph == 'B' || ph == 'b';
    if (ph != 'X' && !is_begin && ph != 'E' && ph != 'e') {
        im->st->ignored++;
        return 0;
    }
    if (is_total(&e->name)) {
        im->st->totals++;
        return 0;
    }
    if (!e->name.len && ph != 'E')
        return bad_event(im, err, "no \"name\"");
    if (e->tid < 0 || e->tid >= (long long)IMPORT_ASYNC_THREAD)
        return bad_event(im, err, "\"tid\" %lld out of range (0 .. 2^31-1)", e->tid);
    uint32_t thread = (uint32_t)e->tid;
    uint64_t ts = 0; /* set by time_ns; initialized for gcc -O3, which cannot see it */
    int rc = time_ns(im, &e->ts, "ts", &ts, err);
    if (rc)
        return rc;
    if (ph == 'X') {
        uint64_t dur = 0;
        if ((rc = time_ns(im, &e->dur, "dur", &dur, err)))
            return rc;
        int64_t id = intern_label(im, e->name.s, e->name.len, e->detail.s, e->detail.len);
        lane *l = id < 0 ? NULL : lane_of(im, thread);
        if (!l)
            return oom(err);
        im->st->complete++;
        uint64_t end = ts + dur > UINT64_C(0xFFFFFFFFFFFD) ? UINT64_C(0xFFFFFFFFFFFD) : ts + dur;
        return lane_add(im, l, ts, end, (uint32_t)id, err);
    }
    if (ph == 'B' || ph == 'E') { /* duration events: a stack per thread */
        lane *l = lane_of(im, thread);
        if (!l)
            return oom(err);
        if (ph == 'B') {
            int64_t id = intern_label(im, e->name.s, e->name.len, e->detail.s, e->detail.len);
            if (id < 0)
                return oom(err);
            if (sp_grow((void **)&l->open, &l->open_cap, l->nopen + 1, sizeof *l->open, 8) != 0)
                return oom(err);
            l->open[l->nopen++] = (open_event){ts, (uint32_t)id};
            return 0;
        }
        if (!l->nopen)
            return bad_event(im, err, "\"E\" event without a matching \"B\" on thread %u", thread);
        open_event b = l->open[--l->nopen];
        if (ts <
            b.start) /* NOLINT(clang-analyzer-core.UndefinedBinaryOperatorResult): pushed above */
            return bad_event(im, err, "\"E\" event ends before its \"B\" began");
        im->st->duration_pairs++;
        return lane_add(im, l, b.start, ts, b.name, err);
    }
    /* Async b/e: key = thread, cat, id, name. */
    size_t clen = e->cat.len, idlen = e->id.len, nlen = e->name.len;
    size_t klen = 4 + clen + 1 + idlen + 1 + nlen;
    char small[512], *key = klen <= sizeof small ? small : malloc(klen);
    if (!key)
        return oom(err);
    memcpy(key, &thread, 4);
    memcpy(key + 4, e->cat.s, clen);
    key[4 + clen] = 0;
    memcpy(key + 5 + clen, e->id.s, idlen);
    key[5 + clen + idlen] = 0;
    memcpy(key + 6 + clen + idlen, e->name.s, nlen);
    async_slot *s = async_find(im, key, klen, is_begin);
    if (key != small)
        free(key);
    if (is_begin) {
        int64_t id = intern_label(im, e->name.s, e->name.len, e->detail.s, e->detail.len);
        if (!s || id < 0)
            return oom(err);
        if (sp_grow((void **)&s->open, &s->cap, s->n + 1, sizeof *s->open, 4) != 0)
            return oom(err);
        s->open[s->n++] = (open_event){ts, (uint32_t)id};
        im->open_async++;
        return 0;
    }
    if (!s || !s->n)
        return bad_event(im, err,
                         "\"e\" event without a matching \"b\" (thread %u, cat \"%.40s\", name "
                         "\"%.60s\")",
                         thread, e->cat.s, e->name.s);
    open_event b = s->open[--s->n];
    im->open_async--;
    if (!s->n)
        async_remove(s);
    if (ts < b.start) /* NOLINT(clang-analyzer-core.UndefinedBinaryOperatorResult): pushed by "b" */
        return bad_event(im, err, "\"e\" event ends before its \"b\" began");
    lane *l = lane_of(im, thread | IMPORT_ASYNC_THREAD);
    if (!l)
        return oom(err);
    im->st->async_pairs++;
    return lane_add(im, l, b.start, ts, b.name, err);
}

/* ---- yajl callbacks: where in the document a token is -----------------
 *
 * depth counts the open maps and arrays.  The events array is at depth
 * arr_depth once entered (2 under {"traceEvents": [...]}, 1 for a top-level
 * array); an event's members are at arr_depth + 1 and its args' members at
 * arr_depth + 2.  Everything else is skipped, whatever its shape. */

enum key {
    K_OTHER = 0,
    K_PH,
    K_NAME,
    K_CAT,
    K_TS,
    K_DUR,
    K_PID,
    K_TID,
    K_ID,
    K_ARGS, /* event */
    K_DETAIL,
    K_ARG_NAME, /* args */
    K_EVENTS,
    K_BEGINNING /* top */
};

static const char *key_name(int k)
{
    static const char *const names[] = {
        "?",   "ph", "name", "cat",         "ts",        "dur",         "pid",
        "tid", "id", "args", "args.detail", "args.name", "traceEvents", "beginningOfTime"};
    return names[k];
}

static int keyeq(const unsigned char *s, size_t n, const char *lit)
{
    return strlen(lit) == n && memcmp(s, lit, n) == 0;
}

static int level(const importer *im)
{
    if (im->arr_depth && im->in_events) {
        if (im->depth == im->arr_depth + 1)
            return 1; /* event members */
        if (im->depth == im->arr_depth + 2 && im->in_args)
            return 2; /* args members */
    }
    if (im->depth == 1 && im->top_object && !im->in_events)
        return 3; /* top-level members */
    return 0;
}

static int cb_key(void *ctx, const unsigned char *s, size_t n)
{
    importer *im = ctx;
    switch (level(im)) {
    case 1:
        im->key = n == 2 && s[0] == 'p' && s[1] == 'h'   ? K_PH
                  : n == 2 && s[0] == 't' && s[1] == 's' ? K_TS
                  : keyeq(s, n, "name")                  ? K_NAME
                  : keyeq(s, n, "dur")                   ? K_DUR
                  : keyeq(s, n, "tid")                   ? K_TID
                  : keyeq(s, n, "pid")                   ? K_PID
                  : keyeq(s, n, "args")                  ? K_ARGS
                  : keyeq(s, n, "cat")                   ? K_CAT
                  : keyeq(s, n, "id")                    ? K_ID
                                                         : K_OTHER;
        break;
    case 2:
        im->key = keyeq(s, n, "detail") ? K_DETAIL : keyeq(s, n, "name") ? K_ARG_NAME : K_OTHER;
        break;
    case 3:
        im->key = keyeq(s, n, "traceEvents")       ? K_EVENTS
                  : keyeq(s, n, "beginningOfTime") ? K_BEGINNING
                                                   : K_OTHER;
        break;
    default: im->key = K_OTHER;
    }
    return 1;
}

static int put(importer *im, strbuf *b, const unsigned char *s, size_t n)
{
    if (sp_grow((void **)&b->s, &b->cap, n + 1, 1, 64) != 0) {
        oom(im->err);
        return 0;
    }
    memcpy(b->s, s, n);
    b->s[n] = 0;
    b->len = n;
    b->set = 1;
    return 1;
}

enum vtype { V_NULL, V_BOOL, V_INT, V_REAL, V_STRING, V_MAP, V_ARRAY };
static const char *const vtype_name[] = {"null",     "a boolean", "an integer", "a number",
                                         "a string", "an object", "an array"};

/* A value whose type does not fit its key (or an element that is not an
 * event object); 0 when it is fine to go on. */
static int check_value(importer *im, int type)
{
    if (im->depth == 0) {
        if (type == V_MAP || type == V_ARRAY)
            return 1;
        fail(im->err, SELFPROF_E_FORMAT, (int64_t)pos_of(im),
             "expected a JSON object ({\"traceEvents\": [...]}) or array, found %s",
             vtype_name[type]);
        return 0;
    }
    if (im->in_events && im->depth == im->arr_depth) {
        if (type == V_MAP)
            return 1;
        fail(im->err, SELFPROF_E_FORMAT, (int64_t)pos_of(im),
             "traceEvents[%llu]: expected an event object, found %s",
             (unsigned long long)im->st->events, vtype_name[type]);
        return 0;
    }
    int lv = level(im), k = lv ? im->key : K_OTHER;
    im->key = K_OTHER;
    if (k == K_OTHER)
        return 1;
    int ok;
    switch (k) {
    case K_PH:
    case K_NAME:
    case K_CAT:
    case K_DETAIL:
    case K_ARG_NAME: ok = type == V_STRING || type == V_NULL; break;
    case K_TS:
    case K_DUR: ok = type == V_INT || type == V_REAL; break;
    case K_PID:
    case K_TID: ok = type == V_INT; break;
    case K_ID: ok = type == V_STRING || type == V_INT || type == V_NULL; break;
    case K_ARGS: ok = type == V_MAP || type == V_NULL; break;
    case K_EVENTS: ok = type == V_ARRAY; break;
    case K_BEGINNING: ok = type == V_INT || type == V_NULL; break;
    default: ok = 1;
    }
    if (!ok) {
        const char *want = k == K_TS || k == K_DUR                        ? "a number"
                           : k == K_PID || k == K_TID || k == K_BEGINNING ? "an integer"
                           : k == K_ID                                    ? "a string or an integer"
                           : k == K_ARGS                                  ? "an object"
                           : k == K_EVENTS                                ? "an array"
                                                                          : "a string";
        if (lv == 3)
            fail(im->err, SELFPROF_E_FORMAT, (int64_t)pos_of(im), "%s: expected %s, found %s",
                 key_name(k), want, vtype_name[type]);
        else
            bad_event(im, im->err, "\"%s\" is %s, expected %s", key_name(k), vtype_name[type],
                      want);
        return 0;
    }
    im->vkey = k;
    return 1;
}

static int cb_null(void *ctx)
{
    importer *im = ctx;
    return check_value(im, V_NULL);
}

static int cb_bool(void *ctx, int v)
{
    (void)v;
    return check_value(ctx, V_BOOL);
}

static int cb_int(void *ctx, long long v)
{
    importer *im = ctx;
    im->vkey = K_OTHER;
    if (!check_value(im, V_INT))
        return 0;
    event *e = &im->ev;
    switch (im->vkey) {
    case K_TS: e->ts = (num){1, 1, v, 0}; break;
    case K_DUR: e->dur = (num){1, 1, v, 0}; break;
    case K_PID: e->pid = v, e->pid_set = 1; break;
    case K_TID: e->tid = v; break;
    case K_ID: {
        char b[32];
        int n = snprintf(b, sizeof b, "#%lld", v);
        return put(im, &e->id, (const unsigned char *)b, (size_t)n);
    }
    case K_BEGINNING:
        if (v <= 0) {
            fail(im->err, SELFPROF_E_FORMAT, (int64_t)pos_of(im),
                 "beginningOfTime: expected a positive integer (µs since the epoch)");
            return 0;
        }
        im->st->start_time_us = (uint64_t)v;
        break;
    }
    return 1;
}

static int cb_double(void *ctx, double v)
{
    importer *im = ctx;
    im->vkey = K_OTHER;
    if (!check_value(im, V_REAL))
        return 0;
    if (im->vkey == K_TS)
        im->ev.ts = (num){1, 0, 0, v};
    else if (im->vkey == K_DUR)
        im->ev.dur = (num){1, 0, 0, v};
    return 1;
}

static int cb_string(void *ctx, const unsigned char *s, size_t n)
{
    importer *im = ctx;
    im->vkey = K_OTHER;
    if (!check_value(im, V_STRING))
        return 0;
    event *e = &im->ev;
    switch (im->vkey) {
    case K_PH: return put(im, &e->ph, s, n);
    case K_NAME: return put(im, &e->name, s, n);
    case K_CAT: return put(im, &e->cat, s, n);
    case K_ID: return put(im, &e->id, s, n);
    case K_DETAIL: return put(im, &e->detail, s, n);
    case K_ARG_NAME: return put(im, &e->arg_name, s, n);
    }
    return 1;
}

static void event_reset(event *e)
{
    e->ph.len = e->name.len = e->cat.len = e->id.len = e->detail.len = e->arg_name.len = 0;
    e->ph.set = e->name.set = 0;
    e->ts.set = e->dur.set = 0;
    e->pid_set = 0;
    e->tid = 0;
}

static int cb_start_map(void *ctx)
{
    importer *im = ctx;
    im->vkey = K_OTHER;
    if (!check_value(im, V_MAP))
        return 0;
    if (im->depth == 0) {
        im->top_object = 1;
    } else if (im->in_events && im->depth == im->arr_depth) {
        im->ev_offset = pos_of(im) - 1;
        im->st->events++;
        event_reset(&im->ev);
    } else if (im->vkey == K_ARGS) {
        im->in_args = 1;
    }
    im->depth++;
    im->key = K_OTHER;
    return 1;
}

static int cb_end_map(void *ctx)
{
    importer *im = ctx;
    im->depth--;
    im->key = K_OTHER;
    if (im->in_args && im->depth == im->arr_depth + 1)
        im->in_args = 0;
    else if (im->in_events && im->depth == im->arr_depth)
        return process_event(im, im->err) == 0;
    return 1;
}

static int cb_start_array(void *ctx)
{
    importer *im = ctx;
    im->vkey = K_OTHER;
    if (!check_value(im, V_ARRAY))
        return 0;
    if ((im->depth == 0 || im->vkey == K_EVENTS) && !im->arr_depth) {
        im->arr_depth = im->depth + 1;
        im->in_events = 1;
    }
    im->depth++;
    im->key = K_OTHER;
    return 1;
}

static int cb_end_array(void *ctx)
{
    importer *im = ctx;
    if (im->in_events && im->depth == im->arr_depth)
        im->in_events = 0;
    im->depth--;
    im->key = K_OTHER;
    return 1;
}

static const yajl_callbacks CALLBACKS = {
    cb_null,      cb_bool, cb_int,     cb_double,      NULL,         cb_string,
    cb_start_map, cb_key,  cb_end_map, cb_start_array, cb_end_array,
};

static uint64_t pos_of(const importer *im)
{
    return im->chunk_base + yajl_get_bytes_consumed(im->yajl);
}

/* clang ends the file with ,"beginningOfTime":N} — read it from the last
 * bytes of a regular file so the metadata can have it (verified later). */
static uint64_t tail_start_time(int fd)
{
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 24)
        return 0;
    char buf[128];
    size_t n = st.st_size < (off_t)sizeof buf - 1 ? (size_t)st.st_size : sizeof buf - 1;
    if (pread(fd, buf, n, st.st_size - (off_t)n) != (ssize_t)n)
        return 0;
    buf[n] = 0;
    size_t e = n;
    while (e && strchr(" \t\r\n", buf[e - 1]))
        e--;
    if (!e || buf[--e] != '}')
        return 0;
    while (e && strchr(" \t\r\n", buf[e - 1]))
        e--;
    size_t d = e;
    while (d && buf[d - 1] >= '0' && buf[d - 1] <= '9')
        d--;
    if (d == e || e - d > 19)
        return 0;
    size_t c = d;
    while (c && strchr(" \t\r\n", buf[c - 1]))
        c--;
    static const char key[] = "\"beginningOfTime\"";
    if (!c || buf[c - 1] != ':')
        return 0;
    c--;
    while (c && strchr(" \t\r\n", buf[c - 1]))
        c--;
    if (c < sizeof key - 1 || memcmp(buf + c - (sizeof key - 1), key, sizeof key - 1) != 0)
        return 0;
    return strtoull(buf + d, NULL, 10);
}

/* After yajl reported a problem: our message if a callback stopped it,
 * else yajl's own (one line), at the byte where it stopped. */
static int parse_error(importer *im, yajl_status st, const unsigned char *text, size_t len,
                       selfprof_error *err)
{
    if (st == yajl_status_client_canceled && err->code)
        return err->code;
    unsigned char *m = yajl_get_error(im->yajl, 0, text, len);
    const char *msg = (const char *)m;
    if (strncmp(msg, "parse error: ", 13) == 0)
        msg += 13;
    size_t n = strcspn(msg, "\n");
    uint64_t off = text ? pos_of(im) : im->chunk_base;
    if (!text && im->chunk_base == 0)
        fail(err, SELFPROF_E_FORMAT, 0, "empty file: expected a JSON object");
    else if (strncmp(msg, "premature EOF", 13) == 0)
        fail(err, SELFPROF_E_FORMAT, (int64_t)off, "unexpected end of file (truncated?)");
    else
        fail(err, SELFPROF_E_FORMAT, (int64_t)off, "malformed JSON: %.*s", (int)n, msg);
    yajl_free_error(im->yajl, m);
    return err->code;
}

/* yajl's allocator: yajl crashes when its allocator returns NULL, so a
 * failed allocation goes to the sink's out_of_memory, which does not return. */
static _Noreturn void yajl_out_of_memory(void *ctx)
{
    const import_sink *sink = ctx;
    if (sink->out_of_memory)
        sink->out_of_memory();
    abort();
}

static void *yajl_alloc_malloc(void *ctx, size_t n)
{
    void *p = malloc(n);
    if (!p)
        yajl_out_of_memory(ctx);
    return p;
}

static void *yajl_alloc_realloc(void *ctx, void *old, size_t n)
{
    void *p = realloc(old, n);
    if (!p)
        yajl_out_of_memory(ctx);
    return p;
}

static void yajl_alloc_free(void *ctx, void *p)
{
    (void)ctx;
    free(p);
}

static int importer_init(importer *im, const import_sink *sink, import_stats *st,
                         selfprof_error *err)
{
    memset(st, 0, sizeof *st);
    *im = (importer){.sink = sink, .st = st, .err = err};
    err->code = 0;
    err->offset = -1;
    err->message[0] = 0;
    strbuf *bufs[] = {&im->ev.ph, &im->ev.name,   &im->ev.cat,
                      &im->ev.id, &im->ev.detail, &im->ev.arg_name};
    for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++)
        if (!put(im, bufs[i], (const unsigned char *)"", 0))
            return err->code;
    yajl_alloc_funcs funcs = {yajl_alloc_malloc, yajl_alloc_realloc, yajl_alloc_free, (void *)sink};
    if (!(im->yajl = yajl_alloc(&CALLBACKS, &funcs, im)))
        return oom(err);
    return 0;
}

static int feed(importer *im, const unsigned char *data, size_t n, selfprof_error *err)
{
    yajl_status s = yajl_parse(im->yajl, data, n);
    if (s != yajl_status_ok)
        return parse_error(im, s, data, n, err);
    im->chunk_base += n;
    return 0;
}

static int complete(importer *im, selfprof_error *err)
{
    yajl_status s = yajl_complete_parse(im->yajl);
    if (s != yajl_status_ok)
        return parse_error(im, s, NULL, 0, err);
    if (!im->top_object && !im->arr_depth)
        return fail(err, SELFPROF_E_FORMAT, (int64_t)im->chunk_base,
                    "empty file: expected a JSON object");
    /* Any other JSON object would give an empty profile, silently: clang
     * always writes the array, even when it is empty. At byte 0, the
     * object that lacks it. */
    if (im->top_object && !im->arr_depth)
        return fail(err, SELFPROF_E_FORMAT, 0,
                    "no \"traceEvents\" array: not a clang -ftime-trace trace "
                    "(clang writes {\"traceEvents\": [...], ...})");
    return 0;
}

static int finish(importer *im, int rc, selfprof_error *err)
{
    /* Everything still waiting, lane by lane; unmatched begins dropped. */
    for (size_t i = 0; rc == 0 && i < im->nlanes; i++) {
        lane *l = &im->lanes[i];
        while (rc == 0 && l->n)
            rc = heap_pop_write(im, l, err);
        im->st->unmatched_begin += l->nopen;
    }
    if (rc == 0)
        im->st->unmatched_begin += im->open_async;
    if (rc == 0)
        rc = begin_profile(im, err); /* an empty trace still gives a profile */
    if (rc == 0 && im->st->start_time_us && im->start_us != im->st->start_time_us)
        im->st->start_time_mismatch = 1;
    im->st->names = im->names.count;
    for (size_t i = 0; i < im->nlanes; i++) {
        free(im->lanes[i].heap);
        free(im->lanes[i].open);
    }
    free(im->lanes);
    for (size_t i = 0; i < im->async_cap; i++)
        if (im->async[i].key && im->async[i].key != TOMBSTONE)
            async_remove(&im->async[i]);
    free(im->async);
    sp_name_table_free(&im->names);
    free(im->process_name);
    free(im->text);
    strbuf *bufs[] = {&im->ev.ph, &im->ev.name,   &im->ev.cat,
                      &im->ev.id, &im->ev.detail, &im->ev.arg_name};
    for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++)
        free(bufs[i]->s);
    if (im->yajl)
        yajl_free(im->yajl);
    return rc;
}

int import_clang_fd(int fd, const import_sink *sink, import_stats *stats, selfprof_error *err)
{
    importer im;
    int rc = importer_init(&im, sink, stats, err);
    im.tail_start_us = tail_start_time(fd);
    enum { CHUNK = 1 << 20 };
    unsigned char *buf = rc ? NULL : malloc(CHUNK);
    if (!rc && !buf)
        rc = oom(err);
    while (!rc) {
        ssize_t n = read(fd, buf, CHUNK);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            rc = fail(err, SELFPROF_E_IO, (int64_t)im.chunk_base, "read failed: %s",
                      strerror(errno));
            break;
        }
        if (n == 0) {
            rc = complete(&im, err);
            break;
        }
        rc = feed(&im, buf, (size_t)n, err);
    }
    free(buf);
    stats->bytes = im.chunk_base;
    return finish(&im, rc, err);
}

int import_clang_memory(const void *data, size_t size, const import_sink *sink, import_stats *stats,
                        selfprof_error *err)
{
    importer im;
    int rc = importer_init(&im, sink, stats, err);
    if (!rc)
        rc = feed(&im, data, size, err);
    if (!rc)
        rc = complete(&im, err);
    stats->bytes = size;
    return finish(&im, rc, err);
}
