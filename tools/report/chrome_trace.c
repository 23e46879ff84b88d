/* chrome_trace.c — the Chrome trace-event JSON of profiles (Perfetto,
 * chrome://tracing), compatible with measureme's crox
 * (measureme-reference.md 8.1) plus instant and counter events; the
 * renderer behind `selfprof chrome` (tools/commands/cmd_chrome.c).
 *
 * Streaming: one forward pass per file (two with collapse_threads), the
 * output goes through the caller's out_buffer. Memory is the per-file tables
 * (escaped labels and arguments, one entry per thread), which depend on the
 * number of distinct strings and threads, never on the size of the output.
 *
 * Speed: rustc stores an event id with arguments as references to the label
 * and argument strings (selfprof_profile_event_refs). Those are resolved and
 * escaped once per string id (ref_cache), so an event costs a few probes and
 * memcpys; other shapes take the library's label and a split of the text. */
#include "report/chrome_trace.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "common/grow.h"
#include "common/u64_map.h"
#include "support/json_writer.h"

/* --max-size: the minimum durations the budget may choose, step k being
 * m * 10^d with d = k / 90 and m = 10 + k % 90 (two significant digits,
 * from 10 ns; step 720 is 1 s). */
#define BUDGET_STEPS CHROME_BUDGET_STEPS
#define STEPS_PER_DECADE 90

static uint64_t budget_step(size_t k)
{
    uint64_t v = 10 + k % STEPS_PER_DECADE;
    for (size_t d = k / STEPS_PER_DECADE; d > 0; d--)
        v *= 10;
    return v;
}

/* How many budget steps an interval of `ns` reaches (its tally slot). */
static size_t budget_slot(uint64_t ns)
{
    if (ns < 10)
        return 0;
    size_t d = 0;
    while (ns >= 100 && d < BUDGET_STEPS / STEPS_PER_DECADE)
        ns /= 10, d++;
    if (d == BUDGET_STEPS / STEPS_PER_DECADE)
        return BUDGET_STEPS; /* 1 s and more */
    return d * STEPS_PER_DECADE + (size_t)(ns - 10) + 1;
}

/* One thread of the file being written. */
typedef struct thread_info {
    uint32_t id;
    uint32_t lane;        /* tid written: the thread id, or its collapsed lane */
    int has_span;         /* an interval or instant was seen (collapse pre-pass) */
    uint64_t first, last; /* span of its intervals and instants (pre-pass) */
    uint64_t latest;      /* latest time seen so far in the writing pass */
    int has_latest;
} thread_info;

/* Threads by id: the library's 64-bit map (common/u64_map.h) from a thread
 * id to its index in `threads`. */
typedef struct thread_table {
    thread_info *threads;
    size_t count, cap;
    sp_u64_map index;
    uint32_t last_id, last_index; /* one-entry cache: events come in runs */
    int have_last;
} thread_table;

/* The thread with `id`, added when new; NULL when out of memory. */
static thread_info *thread_get(thread_table *t, uint32_t id)
{
    if (t->have_last && t->last_id == id)
        return &t->threads[t->last_index];
    /* Room first, so a failed allocation leaves no entry without its thread. */
    if (sp_grow((void **)&t->threads, &t->cap, t->count + 1, sizeof *t->threads, 16) != 0)
        return NULL;
    int inserted;
    uint32_t *index = sp_u64_map_upsert(&t->index, id, (uint32_t)t->count, &inserted);
    if (!index)
        return NULL;
    if (inserted)
        t->threads[t->count++] = (thread_info){.id = id, .lane = id};
    t->last_id = id;
    t->last_index = *index;
    t->have_last = 1;
    return &t->threads[t->last_index];
}

static void thread_table_free(thread_table *t)
{
    free(t->threads);
    sp_u64_map_free(&t->index);
    *t = (thread_table){0};
}

/* Escaped, quoted texts of the profile's names, each made once. Entries
 * hold offsets, since adding a text may move the buffer. */
typedef struct name_cache {
    struct {
        size_t off, len;
    } * entry; /* by name number; len 0 = not yet */
    size_t cap;
    char *text;
    size_t len, text_cap;
} name_cache;

/* Appends the quoted JSON form of raw[0..n) to c->text; -1 when out of memory. */
static int quote_text(name_cache *c, const char *raw, size_t n, size_t *off, size_t *len)
{
    size_t need = JSON_ESCAPE_MAX(n) + 2;
    /* sp_grow: on a large profile the texts reach tens of MB, and grown
     * by realloc they were touched a 4 KiB page at a time (12,000 page
     * faults, a sixth of the export on a VM); sp_grow's large blocks are
     * huge pages. */
    if (sp_grow((void **)&c->text, &c->text_cap, c->len + need, 1, 1 << 16) != 0)
        return -1;
    if (!c->text) /* need > 0: allocated above */
        return -1;
    char *d = c->text + c->len;
    size_t m = 1 + json_escape(d + 1, raw, n);
    d[0] = d[m++] = '"';
    *off = c->len;
    *len = m;
    c->len += m;
    return 0;
}

/* Makes sure name number `name` has its quoted JSON form; -1 when out of
 * memory. Its text is then c->text + c->entry[name].off. */
static int name_json(name_cache *c, const selfprof_profile *p, uint32_t name)
{
    if (name < c->cap && c->entry[name].len)
        return 0;
    if (name >= c->cap) {
        size_t cap = c->cap ? c->cap : 256;
        while (cap <= name)
            cap *= 2;
        void *e = realloc(c->entry, cap * sizeof *c->entry);
        if (!e)
            return -1;
        c->entry = e;
        memset(c->entry + c->cap, 0, (cap - c->cap) * sizeof *c->entry);
        c->cap = cap;
    }
    size_t n;
    const char *raw = selfprof_profile_name(p, name, &n);
    if (!raw)
        raw = "", n = 0;
    return quote_text(c, raw, n, &c->entry[name].off, &c->entry[name].len);
}

static void name_cache_free(name_cache *c)
{
    free(c->entry);
    free(c->text);
    *c = (name_cache){0};
}

/* Escaped, quoted texts of referenced strings (labels and arguments of
 * rustc-shaped event ids, see selfprof_profile_event_refs), by string id: a
 * query key shared by many events is resolved and escaped once, and a hit
 * costs one probe. The texts live in the name cache's buffer. */
typedef struct ref_slot {
    uint64_t id;  /* REF_EMPTY when unused */
    uint32_t off; /* in name_cache.text */
    uint32_t len; /* of the quoted JSON; 0 = the text is not a piece on its own */
} ref_slot;

#define REF_EMPTY UINT64_MAX

typedef struct ref_cache {
    ref_slot *slots;
    size_t mask, count;
} ref_cache;

static size_t ref_hash(uint64_t id, size_t mask)
{
    return (size_t)((id * 0x9E3779B97F4A7C15ull) >> 32) & mask;
}

static int ref_cache_grow(ref_cache *c)
{
    size_t n = c->slots ? (c->mask + 1) * 2 : 1024;
    ref_slot *slots = malloc(n * sizeof *slots);
    if (!slots)
        return -1;
    for (size_t i = 0; i < n; i++)
        slots[i].id = REF_EMPTY;
    for (size_t i = 0; c->slots && i <= c->mask; i++) {
        if (c->slots[i].id == REF_EMPTY)
            continue;
        size_t j = ref_hash(c->slots[i].id, n - 1);
        /* NOLINTBEGIN(clang-analyzer-core.UndefinedBinaryOperatorResult): all n slots set above */
        while (slots[j].id != REF_EMPTY)
            j = (j + 1) & (n - 1);
        /* NOLINTEND(clang-analyzer-core.UndefinedBinaryOperatorResult) */
        slots[j] = c->slots[i];
    }
    free(c->slots);
    c->slots = slots;
    c->mask = n - 1;
    return 0;
}

static void ref_cache_free(ref_cache *c)
{
    free(c->slots);
    *c = (ref_cache){0};
}

/* floor((a + b) / 1000) without overflowing 64 bits. */
static uint64_t micros_of_sum(uint64_t a, uint64_t b)
{
    return a / 1000 + b / 1000 + (a % 1000 + b % 1000) / 1000;
}

/* State of one `chrome` run. */
#define MAX_REFS 17 /* label and 16 arguments on the fast path */

/* A text in name_cache.text. */
typedef struct text_span {
    size_t off, len;
} text_span;

typedef struct chrome_writer {
    const chrome_trace_options *opt;
    out_buffer *out;
    int first; /* no array element written yet */
    name_cache names;
    thread_table threads;
    ref_cache refs;
    text_span label; /* event_pieces' results */
    text_span pieces[MAX_REFS - 1];
    const char **raw_args;
    size_t *raw_lens, raw_count, raw_cap;
    chrome_size_tally *tally; /* measuring pass: where each event's bytes go */
} chrome_writer;

/* Bytes written so far, buffered ones included. */
static uint64_t out_bytes(const out_buffer *b) { return out_buffer_size(b); }

/* Adds the bytes of one written event (since `before`) to the tally. */
static void tally_event(chrome_writer *w, const selfprof_event *e, uint64_t before)
{
    uint64_t n = out_bytes(w->out) - before;
    if (e->type != SELFPROF_INTERVAL) {
        w->tally->instant_bytes += n;
        w->tally->instant_events++;
        return;
    }
    size_t k = budget_slot(e->end - e->start);
    w->tally->bytes[k] += n;
    w->tally->events[k]++;
}

/* Out of memory ends the command (cli.h's policy); the int return keeps
 * the `return oom(err)` call sites in the shape of the other errors. */
static int oom(selfprof_error *err)
{
    (void)err;
    cli_out_of_memory();
}

static void element_start(chrome_writer *w)
{
    out_write(w->out, w->first ? "\n{" : ",\n{", w->first ? 2 : 3);
    w->first = 0;
}

/* The ref_slot of string id `id`, made on first use; NULL after an error.
 * The pointer is valid until the next call. */
static const ref_slot *ref_get(chrome_writer *w, selfprof_profile *p, uint64_t id,
                               selfprof_error *err)
{
    ref_cache *c = &w->refs;
    if ((c->count + 1) * 2 > c->mask + 1 && ref_cache_grow(c) != 0) {
        oom(err);
        return NULL;
    }
    size_t i = ref_hash(id, c->mask);
    for (; c->slots[i].id != REF_EMPTY; i = (i + 1) & c->mask)
        if (c->slots[i].id == id)
            return &c->slots[i];
    const char *text, *label;
    size_t len, label_len, off = 0, quoted = 0;
    if (selfprof_profile_string(p, id, &text, &len, err) != SELFPROF_OK)
        return NULL;
    /* Usable alone when the splitter takes the whole text as a label. */
    selfprof_split_event_id(text, len, &label, &label_len, NULL, NULL, 0);
    if (label == text && label_len == len) {
        if (quote_text(&w->names, text, len, &off, &quoted) != 0) {
            oom(err);
            return NULL;
        }
        if (off > UINT32_MAX || quoted > UINT32_MAX)
            quoted = 0; /* beyond 4 GiB of texts: take the slow path */
    }
    c->slots[i] = (ref_slot){id, (uint32_t)off, (uint32_t)quoted};
    c->count++;
    return &c->slots[i];
}

/* Finds the quoted label of `event_id` (w->label) and, with `want_args`, its
 * arguments: quoted in w->pieces[0..*count) (fast path, w->raw_count = 0),
 * or raw in w->raw_args[0..w->raw_count) (other shapes; the texts are valid
 * until the next string lookup in the profile). */
static int event_pieces(chrome_writer *w, selfprof_profile *p, uint64_t event_id, int want_args,
                        size_t *count, selfprof_error *err)
{
    uint64_t refs[MAX_REFS];
    text_span fast[MAX_REFS];
    size_t n = selfprof_profile_event_refs(p, event_id, refs, MAX_REFS), i;
    size_t limit = want_args ? n : n ? 1 : 0;
    *count = 0;
    w->raw_count = 0;
    for (i = 0; i < limit; i++) {
        const ref_slot *r = ref_get(w, p, refs[i], err);
        if (!r)
            return -1;
        if (!r->len)
            break;
        fast[i] = (text_span){r->off, r->len};
    }
    if (limit > 0 && i == limit) {
        w->label = fast[0];
        memcpy(w->pieces, fast + 1, (limit - 1) * sizeof *fast);
        *count = limit - 1;
        return 0;
    }
    /* Any other shape: the library's label, the arguments split from the text. */
    uint32_t label;
    if (selfprof_profile_label(p, event_id, &label, err) != SELFPROF_OK)
        return -1;
    if (name_json(&w->names, p, label) != 0)
        return oom(err);
    w->label = (text_span){w->names.entry[label].off, w->names.entry[label].len};
    if (!want_args)
        return 0;
    const char *text, *ignored;
    size_t len, ignored_len, nargs;
    if (selfprof_profile_string(p, event_id, &text, &len, err) != SELFPROF_OK)
        return -1;
    if (!memchr(text, 0x1E, len))
        return 0;
    nargs = selfprof_split_event_id(text, len, &ignored, &ignored_len, w->raw_args, w->raw_lens,
                                    w->raw_cap);
    if (nargs > w->raw_cap) {
        const char **a = realloc(w->raw_args, nargs * sizeof *a);
        if (a)
            w->raw_args = a;
        size_t *l = a ? realloc(w->raw_lens, nargs * sizeof *l) : NULL;
        if (!l)
            return oom(err);
        w->raw_lens = l;
        w->raw_cap = nargs;
        selfprof_split_event_id(text, len, &ignored, &ignored_len, w->raw_args, w->raw_lens, nargs);
    }
    w->raw_count = nargs;
    return 0;
}

/* Writes `"args":{"arg0":...}` or `"args":null` from event_pieces. */
static void write_args(chrome_writer *w, size_t count)
{
    size_t n = w->raw_count ? w->raw_count : count;
    if (n == 0) {
        out_lit(w->out, "\"args\":null");
        return;
    }
    out_lit(w->out, "\"args\":{");
    for (size_t i = 0; i < n; i++) {
        if (i)
            out_char(w->out, ',');
        out_lit(w->out, "\"arg");
        out_u64(w->out, i);
        out_lit(w->out, "\":");
        if (w->raw_count)
            out_json_string(w->out, w->raw_args[i], w->raw_lens[i]);
        else
            out_write(w->out, w->names.text + w->pieces[i].off, w->pieces[i].len);
    }
    out_char(w->out, '}');
}

static int cmp_by_first(const void *a, const void *b)
{
    const thread_info *x = *(thread_info *const *)a, *y = *(thread_info *const *)b;
    if (x->first != y->first)
        return x->first < y->first ? -1 : 1;
    return x->id < y->id ? -1 : x->id > y->id;
}

static int cmp_by_last(const void *a, const void *b)
{
    const thread_info *x = *(thread_info *const *)a, *y = *(thread_info *const *)b;
    if (x->last != y->last)
        return x->last < y->last ? -1 : 1;
    return x->id < y->id ? -1 : x->id > y->id;
}

/* --collapse-threads (crox's lanes, measureme-reference.md 8.1): a thread takes over the lane of
 * the thread that ended earliest, if that one ended before it starts.
 * Threads with only integer events get lanes after all the others. */
static int assign_lanes(thread_table *t)
{
    size_t n = 0;
    thread_info **by_first = malloc((t->count + 1) * sizeof *by_first);
    thread_info **by_last = malloc((t->count + 1) * sizeof *by_last);
    if (!by_first || !by_last) {
        free(by_first);
        free(by_last);
        return -1;
    }
    for (size_t i = 0; i < t->count; i++)
        if (t->threads[i].has_span)
            by_first[n] = by_last[n] = &t->threads[i], n++;
    qsort(by_first, n, sizeof *by_first, cmp_by_first);
    qsort(by_last, n, sizeof *by_last, cmp_by_last);
    uint32_t lanes = 0;
    size_t cursor = 0;
    for (size_t i = 0; i < n; i++) {
        if (by_first[i]->first > by_last[cursor]->last)
            by_first[i]->lane = by_last[cursor++]->lane;
        else
            by_first[i]->lane = lanes++;
    }
    for (size_t i = 0; i < t->count; i++)
        if (!t->threads[i].has_span)
            t->threads[i].lane = lanes++;
    free(by_first);
    free(by_last);
    return 0;
}

static int event_error(selfprof_profile *p, const selfprof_cursor *c, int rc, selfprof_error *err)
{
    uint64_t index = selfprof_cursor_index(c);
    err->offset = selfprof_profile_event_offset(p, index);
    if (rc == SELFPROF_E_FORMAT)
        snprintf(err->message, sizeof err->message,
                 "event %llu is an interval that ends before it starts", (unsigned long long)index);
    else
        snprintf(err->message, sizeof err->message, "%s", selfprof_strerror(rc));
    return -1;
}

/* The collapse pre-pass: each thread's span over intervals and instants. */
static int measure_threads(chrome_writer *w, selfprof_profile *p, selfprof_error *err)
{
    selfprof_cursor c;
    selfprof_event e;
    int more;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_ONCE);
    while ((more = selfprof_cursor_next(&c, &e)) == 1) {
        thread_info *t = thread_get(&w->threads, e.thread_id);
        if (!t)
            return oom(err);
        if (e.type == SELFPROF_INTEGER)
            continue;
        if (!t->has_span) {
            t->has_span = 1;
            t->first = e.start;
            t->last = e.end;
        } else {
            t->first = e.start < t->first ? e.start : t->first;
            t->last = e.end > t->last ? e.end : t->last;
        }
    }
    if (more < 0)
        return event_error(p, &c, more, err);
    return assign_lanes(&w->threads) == 0 ? 0 : oom(err);
}

/* Whether kind name number `kind` is rustc's QueryCacheHitCount. */
static int is_hit_count(selfprof_profile *p, uint32_t kind)
{
    const char *text = selfprof_profile_name(p, kind, NULL);
    return text && strcmp(text, "QueryCacheHitCount") == 0;
}

/* The process name of a GCC or clang profile: "gcc a.c", "clang b.json"
 * (the compiler and the first argument that looks like a source file).
 * Returns its length, 0 for other programs. */
static size_t compiler_process_name(const char *cmd, char *buf, size_t size)
{
    int kind = cli_tool_of_cmd(cmd, buf, size);
    if (kind != CLI_TOOL_GCC && kind != CLI_TOOL_CLANG)
        return 0;
    static const char *const SOURCES[] = {".c",  ".cc", ".cpp", ".cxx", ".c++", ".C",   ".i",
                                          ".ii", ".m",  ".mm",  ".f",   ".f90", ".json"};
    size_t len = strlen(buf);
    for (const char *a = cmd + strcspn(cmd, " "); *a;) {
        a += strspn(a, " ");
        size_t n = strcspn(a, " ");
        for (size_t k = 0; n && a[0] != '-' && k < sizeof SOURCES / sizeof *SOURCES; k++) {
            size_t sl = strlen(SOURCES[k]);
            if (n > sl && memcmp(a + n - sl, SOURCES[k], sl) == 0) {
                const char *base = a;
                for (size_t i = 0; i < n; i++)
                    if (a[i] == '/')
                        base = a + i + 1;
                int w = snprintf(buf + len, size - len, " %.*s", (int)(a + n - base), base);
                return w < 0 ? len : len + (size_t)w;
            }
        }
        a += n;
    }
    return len;
}

/* Events in file order, a batch at a time, with the string of the event
 * PREFETCH_AHEAD places ahead asked into the cache (selfprof_profile_prefetch):
 * looking up each event's string was a fifth of the export, most of it
 * waiting for memory. */
#define FEED_BATCH 256
#define PREFETCH_AHEAD 12

typedef struct event_feed {
    selfprof_cursor c;
    selfprof_profile *p;
    int count, next;
    selfprof_event batch[FEED_BATCH];
} event_feed;

static void event_feed_init(event_feed *f, selfprof_profile *p)
{
    selfprof_cursor_init(&f->c, p, SELFPROF_CURSOR_ONCE);
    f->p = p;
    f->count = f->next = 0;
}

/* As selfprof_cursor_next: 1 and the next event in *e, 0 at the end, or a
 * negative status for a bad record (selfprof_cursor_index names it). */
static int event_feed_next(event_feed *f, selfprof_event *e)
{
    if (f->next == f->count) {
        int k = selfprof_cursor_next_batch(&f->c, f->batch, FEED_BATCH);
        if (k <= 0)
            return k;
        f->count = k;
        f->next = 0;
        for (int i = 0; i < k && i < PREFETCH_AHEAD; i++)
            selfprof_profile_prefetch(f->p, f->batch[i].event_id);
    }
    if (f->next + PREFETCH_AHEAD < f->count)
        selfprof_profile_prefetch(f->p, f->batch[f->next + PREFETCH_AHEAD].event_id);
    *e = f->batch[f->next++];
    return 1;
}

/* Writes the events of one opened profile. */
static int write_profile(chrome_writer *w, selfprof_profile *p, selfprof_error *err)
{
    const selfprof_metadata *m = selfprof_profile_metadata(p);
    const uint64_t t0 = m->start_time, min_ns = w->opt->minimum_ns;
    char pid[16];
    int pid_len = snprintf(pid, sizeof pid, "%u", (unsigned)m->process_id);
    out_buffer *out = w->out;
    if (w->opt->collapse_threads && measure_threads(w, p, err) != 0)
        return -1;

    event_feed f;
    selfprof_event e;
    int more;
    uint64_t last_kind_id = UINT64_MAX;
    uint32_t kind_name = 0;
    int skip_kind = 0;
    /* Every event's strings are read, from all over the string data. */
    selfprof_profile_preload_strings(p);
    event_feed_init(&f, p);
    while ((more = event_feed_next(&f, &e)) == 1) {
        thread_info *t = thread_get(&w->threads, e.thread_id);
        if (!t)
            return oom(err);
        uint64_t ts;
        if (e.type == SELFPROF_INTEGER) {
            if (w->opt->intervals_only || min_ns)
                continue;
            ts = micros_of_sum(t0, t->has_latest ? t->latest : 0);
        } else {
            uint64_t latest = e.end;
            if (!t->has_latest || latest > t->latest)
                t->latest = latest, t->has_latest = 1;
            if (e.type == SELFPROF_INSTANT ? w->opt->intervals_only || min_ns
                                           : (e.end - e.start) < min_ns)
                continue;
            ts = micros_of_sum(t0, e.start);
        }
        if (e.kind_id != last_kind_id) {
            if (selfprof_profile_kind(p, e.kind_id, &kind_name, err) != SELFPROF_OK)
                return -1;
            last_kind_id = e.kind_id;
            skip_kind = !w->opt->all_counters && is_hit_count(p, kind_name);
        }
        /* rustc's per-query cache hit tallies: most of a build's events,
         * nothing to see on a timeline (summarize has them). */
        if (e.type == SELFPROF_INTEGER && skip_kind)
            continue;
        if (name_json(&w->names, p, kind_name) != 0)
            return oom(err);
        size_t pieces;
        if (event_pieces(w, p, e.event_id, e.type != SELFPROF_INTEGER, &pieces, err) != 0)
            return -1;
        const name_cache *nc = &w->names;
        uint64_t before = w->tally ? out_bytes(out) : 0;
        element_start(w);
        out_lit(out, "\"name\":");
        out_write(out, nc->text + w->label.off, w->label.len);
        out_lit(out, ",\"cat\":");
        out_write(out, nc->text + nc->entry[kind_name].off, nc->entry[kind_name].len);
        if (e.type == SELFPROF_INTERVAL) {
            out_lit(out, ",\"ph\":\"X\",\"ts\":");
            out_u64(out, ts);
            out_lit(out, ",\"dur\":");
            out_u64(out, (e.end - e.start) / 1000);
        } else {
            if (e.type == SELFPROF_INSTANT)
                out_lit(out, ",\"ph\":\"i\",\"ts\":");
            else
                out_lit(out, ",\"ph\":\"C\",\"ts\":");
            out_u64(out, ts);
        }
        out_lit(out, ",\"pid\":");
        out_write(out, pid, (size_t)pid_len);
        out_lit(out, ",\"tid\":");
        out_u64(out, t->lane);
        if (e.type == SELFPROF_INTEGER) {
            out_lit(out, ",\"args\":{\"value\":");
            out_u64(out, e.value);
            out_lit(out, "}}");
            if (w->tally)
                tally_event(w, &e, before);
            continue;
        }
        if (e.type == SELFPROF_INSTANT)
            out_lit(out, ",\"s\":\"t\",");
        else
            out_char(out, ',');
        write_args(w, pieces);
        out_char(out, '}');
        if (w->tally)
            tally_event(w, &e, before);
        if (out->failed)
            return 0; /* reported by the caller */
    }
    if (more < 0)
        return event_error(p, &f.c, more, err);

    /* crox's metadata: process_name from --crate-name (for GCC and clang:
     * the compiler and its source file), and a sort index. */
    const char *crate = strstr(m->cmd, " --crate-name ");
    char cname[320];
    size_t cname_len = 0;
    if (crate) {
        crate += strlen(" --crate-name ");
        cname_len = (size_t)snprintf(cname, sizeof cname, "%.*s", (int)strcspn(crate, " "), crate);
    } else {
        cname_len = compiler_process_name(m->cmd, cname, sizeof cname);
    }
    if (cname_len) {
        element_start(w);
        out_str(out, "\"args\":{\"name\":");
        out_json_string(out, cname, cname_len < sizeof cname ? cname_len : sizeof cname - 1);
        out_str(out, "},\"cat\":\"\",\"name\":\"process_name\",\"ph\":\"M\",\"pid\":");
        out_write(out, pid, (size_t)pid_len);
        out_str(out, ",\"tid\":0,\"ts\":0}");
    }
    element_start(w);
    out_str(out, "\"args\":{\"sort_index\":");
    out_u64(out, t0 / 1000);
    out_str(out, "},\"cat\":\"\",\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":");
    out_write(out, pid, (size_t)pid_len);
    out_str(out, ",\"tid\":0,\"ts\":0}");
    return 0;
}

/* Opens and writes one file; prints the error and returns -1 on failure. */
static int write_file(chrome_writer *w, const char *path)
{
    selfprof_error err = {0};
    selfprof_profile *p;
    err.offset = -1;
    if (cli_profile_open(path, &p, &err) != SELFPROF_OK) {
        cli_file_error(path, &err);
        return -1;
    }
    int rc = write_profile(w, p, &err);
    if (rc != 0)
        cli_file_error(path, &err);
    name_cache_free(&w->names);
    ref_cache_free(&w->refs);
    thread_table_free(&w->threads);
    selfprof_profile_close(p);
    return rc;
}

/* The public writer: the state of one run, with its own copy of the options. */
struct chrome_trace {
    chrome_writer w;
    chrome_trace_options opt;
};

chrome_trace *chrome_trace_begin(out_buffer *out, const chrome_trace_options *opt)
{
    chrome_trace *t = cli_xcalloc(1, sizeof *t);
    t->opt = *opt;
    t->w = (chrome_writer){.opt = &t->opt, .out = out, .first = 1};
    out_char(out, '[');
    return t;
}

int chrome_trace_add_file(chrome_trace *t, const char *path) { return write_file(&t->w, path); }

void chrome_trace_end(chrome_trace *t)
{
    out_write(t->w.out, "\n]\n", 3);
    free(t->w.raw_args);
    free(t->w.raw_lens);
    free(t);
}

/* The measuring pass: the whole trace written to /dev/null (see the header). */
int chrome_trace_measure(const chrome_trace_options *opt, char **paths, int npaths,
                         chrome_size_tally *t)
{
    FILE *null = fopen("/dev/null", "w");
    if (!null) {
        cli_error("chrome: cannot open /dev/null to measure the trace: %s", strerror(errno));
        return -1;
    }
    chrome_trace_options all = *opt;
    all.minimum_ns = 0;
    chrome_writer w = {.opt = &all, .first = 1, .tally = t};
    if (!(w.out = out_buffer_new(null)))
        cli_out_of_memory();
    out_char(w.out, '[');
    int rc = 0;
    for (int i = 0; rc == 0 && i < npaths; i++)
        rc = write_file(&w, paths[i]);
    out_write(w.out, "\n]\n", 3);
    t->total = out_bytes(w.out);
    out_buffer_free(w.out);
    free(w.raw_args);
    free(w.raw_lens);
    fclose(null);
    return rc;
}

chrome_budget_choice chrome_trace_choose(const chrome_size_tally *t, uint64_t budget)
{
    /* Instants and counters first: a trace keeps its timeline (every
     * interval) when that alone fits. */
    chrome_budget_choice c = {0, t->total - t->instant_bytes, t->instant_events, t->instant_events};
    for (size_t k = 0; k <= BUDGET_STEPS; k++)
        c.events += t->events[k];
    for (size_t k = 0; c.size > budget && k < BUDGET_STEPS; k++) {
        c.size -= t->bytes[k];
        c.dropped += t->events[k];
        c.minimum_ns = budget_step(k);
    }
    return c;
}

const char *chrome_format_step(char *buf, size_t size, uint64_t ns)
{
    static const struct {
        uint64_t ns;
        const char *name;
    } UNITS[] = {{1000000000, "s"}, {1000000, "ms"}, {1000, "us"}};
    for (size_t i = 0; i < sizeof UNITS / sizeof UNITS[0]; i++) {
        uint64_t u = UNITS[i].ns;
        if (ns < u)
            continue;
        /* the fraction's digits, without trailing zeros */
        uint64_t frac = ns % u;
        int digits = 0;
        for (uint64_t v = u; v > 1; v /= 10)
            digits++;
        while (frac && frac % 10 == 0)
            frac /= 10, digits--;
        if (frac)
            snprintf(buf, size, "%llu.%0*llu%s", (unsigned long long)(ns / u), digits,
                     (unsigned long long)frac, UNITS[i].name);
        else
            snprintf(buf, size, "%llu%s", (unsigned long long)(ns / u), UNITS[i].name);
        return buf;
    }
    snprintf(buf, size, "%lluns", (unsigned long long)ns);
    return buf;
}
