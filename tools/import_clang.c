/* import_clang.c — see import_clang.h.  trace_json splits the file, jansson
 * parses each event object, and per-thread lanes put the intervals in the
 * order readers need. */
#include "import_clang.h"

#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "trace_json.h"

/* ---- distinct texts: "label" or "label\x1Edetail" -> dense number ------- */

typedef struct pool {
    char *arena;
    size_t arena_len, arena_cap;
    size_t *off;       /* off[id] .. off[id + 1] (off has count + 1 entries) */
    uint32_t count, off_cap;
    uint32_t *slots;   /* open addressing: id + 1, 0 = empty */
    uint32_t *hashes;  /* hash per id */
    size_t nslots;     /* power of two */
} pool;

static uint32_t hash_bytes(const char *s, size_t n)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static int pool_grow_slots(pool *p)
{
    size_t n = p->nslots ? p->nslots * 2 : 1024;
    uint32_t *s = calloc(n, sizeof *s);
    if (!s)
        return -1;
    for (uint32_t id = 0; id < p->count; id++) {
        size_t i = p->hashes[id] & (n - 1);
        while (s[i])
            i = (i + 1) & (n - 1);
        s[i] = id + 1;
    }
    free(p->slots);
    p->slots = s;
    p->nslots = n;
    return 0;
}

/* Returns the number of the text (added if new), or -1 when out of memory. */
static int64_t pool_intern(pool *p, const char *text, size_t len)
{
    if ((size_t)p->count * 2 >= p->nslots && pool_grow_slots(p))
        return -1;
    uint32_t h = hash_bytes(text, len);
    size_t i = h & (p->nslots - 1);
    for (uint32_t v; (v = p->slots[i]); i = (i + 1) & (p->nslots - 1)) {
        uint32_t id = v - 1;
        if (p->hashes[id] == h && p->off[id + 1] - p->off[id] == len &&
            memcmp(p->arena + p->off[id], text, len) == 0)
            return id;
    }
    if (p->count + 2 > p->off_cap) {
        uint32_t cap = p->off_cap ? p->off_cap * 2 : 1024;
        size_t *o = realloc(p->off, cap * sizeof *o);
        if (!o)
            return -1;
        p->off = o;
        uint32_t *hs = realloc(p->hashes, cap * sizeof *hs);
        if (!hs)
            return -1;
        p->hashes = hs;
        p->off_cap = cap;
    }
    if (p->arena_len + len > p->arena_cap) {
        size_t cap = (p->arena_len + len) * 2 + 4096;
        char *a = realloc(p->arena, cap);
        if (!a)
            return -1;
        p->arena = a;
        p->arena_cap = cap;
    }
    if (p->count == 0)
        p->off[0] = 0;
    memcpy(p->arena + p->arena_len, text, len);
    p->arena_len += len;
    uint32_t id = p->count++;
    p->off[id + 1] = p->arena_len;
    p->hashes[id] = h;
    p->slots[i] = id + 1;
    return id;
}

static void pool_free(pool *p)
{
    free(p->arena);
    free(p->off);
    free(p->slots);
    free(p->hashes);
}

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
    uint64_t max_end;      /* latest end that arrived */
    uint64_t written_end;  /* latest end written */
    int have_last, written_any;
    uint64_t last_start, last_end; /* the last interval that arrived */
    open_event *open;      /* B events */
    size_t nopen, open_cap;
} lane;

/* An async (b/e) key with the stack of its open begins. */
typedef struct async_slot {
    char *key;             /* NULL: empty; tombstone: key == TOMBSTONE */
    size_t key_len;
    uint32_t hash;
    open_event *open;
    size_t n, cap;
} async_slot;

static char tombstone_byte;
#define TOMBSTONE (&tombstone_byte)

typedef struct importer {
    const import_sink *sink;
    import_stats *st;
    pool names;
    lane *lanes;
    size_t nlanes, lanes_cap, last_lane;
    async_slot *async;
    size_t async_cap, async_used; /* used counts tombstones too */
    uint64_t seq, pending_now, open_async;
    int begun;
    import_meta meta;
    uint64_t tail_start_us;  /* from the tail check, 0 if none */
    uint64_t start_us;       /* beginningOfTime used for the metadata */
    int have_pid;
    char *process_name;
    char *text;              /* scratch for "label\x1Edetail" */
    size_t text_cap;
} importer;

static int fail(selfprof_error *err, int code, int64_t offset, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int fail(selfprof_error *err, int code, int64_t offset, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    err->code = code;
    err->offset = offset;
    return code;
}

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
    if (im->nlanes == im->lanes_cap) {
        size_t cap = im->lanes_cap ? im->lanes_cap * 2 : 8;
        lane *l = realloc(im->lanes, cap * sizeof *l);
        if (!l)
            return NULL;
        im->lanes = l;
        im->lanes_cap = cap;
    }
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
    const pool *p = &im->names;
    if (im->sink->interval &&
        im->sink->interval(im->sink->ctx, e->name, p->arena + p->off[e->name],
                           p->off[e->name + 1] - p->off[e->name], l->thread, e->start, e->end,
                           err))
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
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 64;
        pending *h = realloc(l->heap, cap * sizeof *h);
        if (!h)
            return oom(err);
        l->heap = h;
        l->cap = cap;
    }
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
    while (l->n && (l->heap[0].end + IMPORT_WINDOW_NS <= l->max_end ||
                    l->n > IMPORT_MAX_PENDING)) {
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
    uint32_t h = hash_bytes(key, len);
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

/* Adds the text label[\x1Edetail] to the pool, with control characters
 * (which includes the 0x1E separator) replaced by spaces.  Returns the
 * number or -1. */
static int64_t intern_label(importer *im, const char *name, size_t nlen, const char *detail,
                            size_t dlen)
{
    size_t need = nlen + 1 + dlen;
    if (need > im->text_cap) {
        size_t cap = need * 2 + 256;
        char *t = realloc(im->text, cap);
        if (!t)
            return -1;
        im->text = t;
        im->text_cap = cap;
    }
    char *t = im->text;
    for (size_t i = 0; i < nlen; i++)
        t[i] = (unsigned char)name[i] < 0x20 ? ' ' : name[i];
    size_t len = nlen;
    if (dlen) {
        t[len++] = 0x1E;
        for (size_t i = 0; i < dlen; i++)
            t[len++] = (unsigned char)detail[i] < 0x20 ? ' ' : detail[i];
    }
    return pool_intern(&im->names, t, len);
}

/* A trace time (µs, integer or real) -> ns. */
static int time_ns(json_t *v, const char *field, uint64_t index, int64_t off, uint64_t *out,
                   selfprof_error *err)
{
    if (json_is_integer(v)) {
        json_int_t us = json_integer_value(v);
        if (us < 0 || us > (json_int_t)(UINT64_C(0xFFFFFFFFFFFD) / 1000))
            return fail(err, SELFPROF_E_FORMAT, off, "traceEvents[%llu]: \"%s\" out of range",
                        (unsigned long long)index, field);
        *out = (uint64_t)us * 1000u;
        return 0;
    }
    if (json_is_real(v)) {
        double us = json_real_value(v);
        if (!(us >= 0) || us > 0xFFFFFFFFFFFDp0 / 1000)
            return fail(err, SELFPROF_E_FORMAT, off, "traceEvents[%llu]: \"%s\" out of range",
                        (unsigned long long)index, field);
        *out = (uint64_t)llround(us * 1000.0);
        return 0;
    }
    return fail(err, SELFPROF_E_FORMAT, off, "traceEvents[%llu]: \"%s\" %s", (unsigned long long)index,
                field, v ? "is not a number" : "is missing");
}

static int thread_of(json_t *ev, uint64_t index, int64_t off, uint32_t *out, selfprof_error *err)
{
    json_t *v = json_object_get(ev, "tid");
    if (!v) {
        *out = 0;
        return 0;
    }
    if (!json_is_integer(v))
        return fail(err, SELFPROF_E_FORMAT, off, "traceEvents[%llu]: \"tid\" is not an integer",
                    (unsigned long long)index);
    json_int_t t = json_integer_value(v);
    if (t < 0 || t >= (json_int_t)IMPORT_ASYNC_THREAD)
        return fail(err, SELFPROF_E_FORMAT, off,
                    "traceEvents[%llu]: \"tid\" %lld out of range (0 .. 2^31-1)",
                    (unsigned long long)index, (long long)t);
    *out = (uint32_t)t;
    return 0;
}

/* The optional string member `key` of object `o`. */
static int opt_string(json_t *o, const char *key, const char *where, uint64_t index, int64_t off,
                      const char **s, size_t *len, selfprof_error *err)
{
    *s = "";
    *len = 0;
    json_t *v = o ? json_object_get(o, key) : NULL;
    if (!v || json_is_null(v))
        return 0;
    if (!json_is_string(v))
        return fail(err, SELFPROF_E_FORMAT, off, "traceEvents[%llu]: \"%s%s\" is not a string",
                    (unsigned long long)index, where, key);
    *s = json_string_value(v);
    *len = json_string_length(v);
    return 0;
}

static int on_event(void *ctx, const char *data, size_t len, uint64_t offset, uint64_t index,
                    selfprof_error *err)
{
    importer *im = ctx;
    int64_t off = (int64_t)offset;
    im->st->events++;
    json_error_t je;
    json_t *ev = json_loadb(data, len, JSON_ALLOW_NUL, &je);
    if (!ev)
        return fail(err, SELFPROF_E_FORMAT, off + je.position,
                    "traceEvents[%llu]: malformed JSON: %s", (unsigned long long)index, je.text);
    int rc = 0;
    const char *ph, *name, *detail;
    size_t phlen, nlen, dlen;
    json_t *args = json_object_get(ev, "args");
    if (args && !json_is_object(args) && !json_is_null(args)) {
        rc = fail(err, SELFPROF_E_FORMAT, off, "traceEvents[%llu]: \"args\" is not an object",
                  (unsigned long long)index);
        goto done;
    }
    if ((rc = opt_string(ev, "ph", "", index, off, &ph, &phlen, err)) ||
        (rc = opt_string(ev, "name", "", index, off, &name, &nlen, err)))
        goto done;
    if (phlen != 1) {
        rc = fail(err, SELFPROF_E_FORMAT, off, "traceEvents[%llu]: %s \"ph\"",
                  (unsigned long long)index, phlen ? "unknown phase in" : "no");
        goto done;
    }
    json_t *pid = json_object_get(ev, "pid");
    if (pid && !json_is_integer(pid)) {
        rc = fail(err, SELFPROF_E_FORMAT, off, "traceEvents[%llu]: \"pid\" is not an integer",
                  (unsigned long long)index);
        goto done;
    }
    if (pid && !im->have_pid) {
        im->have_pid = 1;
        im->meta.pid = (uint32_t)json_integer_value(pid);
    }
    if (ph[0] == 'M') {
        im->st->metadata++;
        const char *v;
        size_t vlen;
        if ((rc = opt_string(args, "name", "args.", index, off, &v, &vlen, err)))
            goto done;
        if (nlen == 12 && memcmp(name, "process_name", 12) == 0 && vlen && !im->process_name) {
            im->process_name = strndup(v, vlen);
            if (!im->process_name)
                rc = oom(err);
        } else if (nlen == 11 && memcmp(name, "thread_name", 11) == 0) {
            im->st->thread_names++;
        }
        goto done;
    }
    int is_begin = ph[0] == 'B' || ph[0] == 'b';
    if (ph[0] != 'X' && !is_begin && ph[0] != 'E' && ph[0] != 'e') {
        im->st->ignored++;
        goto done;
    }
    if (nlen >= 6 && memcmp(name, "Total ", 6) == 0) {
        im->st->totals++;
        goto done;
    }
    if (!nlen && ph[0] != 'E') {
        rc = fail(err, SELFPROF_E_FORMAT, off, "traceEvents[%llu]: no \"name\"",
                  (unsigned long long)index);
        goto done;
    }
    uint32_t thread = 0;
    uint64_t ts;
    if ((rc = thread_of(ev, index, off, &thread, err)) ||
        (rc = time_ns(json_object_get(ev, "ts"), "ts", index, off, &ts, err)) ||
        (rc = opt_string(args, "detail", "args.", index, off, &detail, &dlen, err)))
        goto done;
    if (ph[0] == 'X') {
        uint64_t dur;
        if ((rc = time_ns(json_object_get(ev, "dur"), "dur", index, off, &dur, err)))
            goto done;
        int64_t id = intern_label(im, name, nlen, detail, dlen);
        lane *l = id < 0 ? NULL : lane_of(im, thread);
        if (!l) {
            rc = oom(err);
            goto done;
        }
        im->st->complete++;
        uint64_t end = ts + dur > UINT64_C(0xFFFFFFFFFFFD) ? UINT64_C(0xFFFFFFFFFFFD) : ts + dur;
        rc = lane_add(im, l, ts, end, (uint32_t)id, err);
        goto done;
    }
    if (ph[0] == 'B' || ph[0] == 'E') { /* duration events: a stack per thread */
        lane *l = lane_of(im, thread);
        if (!l) {
            rc = oom(err);
            goto done;
        }
        if (ph[0] == 'B') {
            int64_t id = intern_label(im, name, nlen, detail, dlen);
            if (id < 0 || (l->nopen == l->open_cap &&
                           !(l->open = realloc(l->open, (l->open_cap = l->open_cap * 2 + 8) *
                                                            sizeof *l->open)))) {
                rc = oom(err);
                goto done;
            }
            l->open[l->nopen++] = (open_event){ts, (uint32_t)id};
            goto done;
        }
        if (!l->nopen) {
            rc = fail(err, SELFPROF_E_FORMAT, off,
                      "traceEvents[%llu]: \"E\" event without a matching \"B\" on thread %u",
                      (unsigned long long)index, thread);
            goto done;
        }
        open_event b = l->open[--l->nopen];
        if (ts < b.start) {
            rc = fail(err, SELFPROF_E_FORMAT, off,
                      "traceEvents[%llu]: \"E\" event ends before its \"B\" began",
                      (unsigned long long)index);
            goto done;
        }
        im->st->duration_pairs++;
        rc = lane_add(im, l, b.start, ts, b.name, err);
        goto done;
    }
    /* Async b/e: key = thread, cat, id, name. */
    const char *cat;
    size_t clen;
    if ((rc = opt_string(ev, "cat", "", index, off, &cat, &clen, err)))
        goto done;
    char idbuf[32];
    const char *idtext = "";
    size_t idlen = 0;
    json_t *idv = json_object_get(ev, "id");
    if (json_is_string(idv)) {
        idtext = json_string_value(idv);
        idlen = json_string_length(idv);
    } else if (json_is_integer(idv)) {
        idlen = (size_t)snprintf(idbuf, sizeof idbuf, "#%lld", (long long)json_integer_value(idv));
        idtext = idbuf;
    } else if (idv && !json_is_null(idv)) {
        rc = fail(err, SELFPROF_E_FORMAT, off,
                  "traceEvents[%llu]: \"id\" is not a string or an integer",
                  (unsigned long long)index);
        goto done;
    }
    size_t klen = 4 + clen + 1 + idlen + 1 + nlen;
    char small[512], *key = klen <= sizeof small ? small : malloc(klen);
    if (!key) {
        rc = oom(err);
        goto done;
    }
    memcpy(key, &thread, 4);
    memcpy(key + 4, cat, clen);
    key[4 + clen] = 0;
    memcpy(key + 5 + clen, idtext, idlen);
    key[5 + clen + idlen] = 0;
    memcpy(key + 6 + clen + idlen, name, nlen);
    async_slot *s = async_find(im, key, klen, is_begin);
    if (key != small)
        free(key);
    if (is_begin) {
        int64_t id = intern_label(im, name, nlen, detail, dlen);
        if (!s || id < 0 ||
            (s->n == s->cap &&
             !(s->open = realloc(s->open, (s->cap = s->cap * 2 + 4) * sizeof *s->open)))) {
            rc = oom(err);
            goto done;
        }
        s->open[s->n++] = (open_event){ts, (uint32_t)id};
        im->open_async++;
        goto done;
    }
    if (!s || !s->n) {
        rc = fail(err, SELFPROF_E_FORMAT, off,
                  "traceEvents[%llu]: \"e\" event without a matching \"b\" (thread %u, cat "
                  "\"%.40s\", name \"%.60s\")",
                  (unsigned long long)index, thread, cat, name);
        goto done;
    }
    open_event b = s->open[--s->n];
    im->open_async--;
    if (!s->n)
        async_remove(s);
    if (ts < b.start) {
        rc = fail(err, SELFPROF_E_FORMAT, off,
                  "traceEvents[%llu]: \"e\" event ends before its \"b\" began",
                  (unsigned long long)index);
        goto done;
    }
    lane *l = lane_of(im, thread | IMPORT_ASYNC_THREAD);
    if (!l) {
        rc = oom(err);
        goto done;
    }
    im->st->async_pairs++;
    rc = lane_add(im, l, b.start, ts, b.name, err);
done:
    json_decref(ev);
    return rc;
}

static int on_member(void *ctx, const char *key, size_t key_len, const char *value, size_t len,
                     uint64_t offset, selfprof_error *err)
{
    importer *im = ctx;
    if (key_len != 15 || memcmp(key, "beginningOfTime", 15) != 0)
        return 0; /* "otherData", "displayTimeUnit", ...: not needed */
    json_error_t je;
    json_t *v = json_loadb(value, len, JSON_DECODE_ANY, &je);
    if (!v)
        return fail(err, SELFPROF_E_FORMAT, (int64_t)offset + je.position,
                    "beginningOfTime: malformed JSON: %s", je.text);
    int ok = json_is_integer(v) && json_integer_value(v) > 0;
    if (ok)
        im->st->start_time_us = (uint64_t)json_integer_value(v);
    json_decref(v);
    if (!ok)
        return fail(err, SELFPROF_E_FORMAT, (int64_t)offset,
                    "beginningOfTime: expected a positive integer (µs since the epoch)");
    return 0;
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
    pool_free(&im->names);
    free(im->process_name);
    free(im->text);
    return rc;
}

int import_clang_fd(int fd, const import_sink *sink, import_stats *stats, selfprof_error *err)
{
    importer im = {.sink = sink, .st = stats};
    memset(stats, 0, sizeof *stats);
    im.tail_start_us = tail_start_time(fd);
    trace_json_handler h = {&im, on_event, on_member};
    int rc = trace_json_read(fd, &h, &stats->bytes, err);
    return finish(&im, rc, err);
}

int import_clang_memory(const void *data, size_t size, const import_sink *sink,
                        import_stats *stats, selfprof_error *err)
{
    importer im = {.sink = sink, .st = stats};
    memset(stats, 0, sizeof *stats);
    trace_json_handler h = {&im, on_event, on_member};
    int rc = trace_json_read_memory(data, size, &h, err);
    stats->bytes = size;
    return finish(&im, rc, err);
}
