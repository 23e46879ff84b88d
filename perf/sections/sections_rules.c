/* sections_rules.c — the sections of one profile from its events (the
 * rules are in sections.h): one forward walk over the intervals, keeping
 * for each label a rule needs its earliest start, latest end and summed
 * duration, then each compiler's arithmetic on those. Which compiler
 * wrote the profile is told by its labels: clang's trace has Frontend or
 * ExecuteCompiler, the GCC plugin's phases parse, ipa_passes,
 * expand_all_functions or final_assembly; anything else is rustc. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sections.h"
#include "support/grow.h"

/* The labels any rule reads; their order is the index used below. */
enum {
    L_CODEGEN_CRATE,
    L_FINISH_CODEGEN,
    L_LINK_CRATE,
    L_PARSE,
    L_ANALYZE,
    L_IPA,
    L_LTO_STREAMING,
    L_EXPAND,
    L_FINAL_ASSEMBLY,
    L_FRONTEND,
    L_OPTIMIZER,
    L_CODEGEN_PASSES,
    L_EXECUTE_COMPILER,
    L_COUNT
};
static const char *const LABELS[L_COUNT] = {
    [L_CODEGEN_CRATE] = "codegen_crate",
    [L_FINISH_CODEGEN] = "finish_ongoing_codegen",
    [L_LINK_CRATE] = "link_crate",
    [L_PARSE] = "parse",
    [L_ANALYZE] = "analyze_functions",
    [L_IPA] = "ipa_passes",
    [L_LTO_STREAMING] = "lto_streaming",
    [L_EXPAND] = "expand_all_functions",
    [L_FINAL_ASSEMBLY] = "final_assembly",
    [L_FRONTEND] = "Frontend",
    [L_OPTIMIZER] = "Optimizer",
    [L_CODEGEN_PASSES] = "CodeGenPasses",
    [L_EXECUTE_COMPILER] = "ExecuteCompiler",
};

typedef struct label_times {
    uint64_t first_start, last_end, sum; /* sum of durations */
    int seen;
} label_times;

typedef struct walk {
    label_times l[L_COUNT];
    uint64_t first_start, last_end; /* over every interval */
    int any;
    signed char *which; /* name number -> label index, -1 none, -2 not yet looked up */
    size_t which_cap;
} walk;

/* The label index of name number `name` (-1: no rule reads it), cached. */
static int label_index(walk *w, selfprof_profile *p, uint32_t name)
{
    if (name >= w->which_cap) {
        size_t old = w->which_cap;
        if (sup_grow((void **)&w->which, &w->which_cap, (size_t)name + 1, 1) < 0)
            return -3;
        memset(w->which + old, -2, w->which_cap - old);
    }
    if (w->which[name] == -2) {
        const char *text = selfprof_profile_name(p, name, NULL);
        w->which[name] = -1;
        for (int i = 0; text && i < L_COUNT; i++)
            if (strcmp(text, LABELS[i]) == 0)
                w->which[name] = (signed char)i;
    }
    return w->which[name];
}

static void note(walk *w, int li, const selfprof_event *e)
{
    if (!w->any || e->start < w->first_start)
        w->first_start = e->start;
    if (!w->any || e->end > w->last_end)
        w->last_end = e->end;
    w->any = 1;
    if (li < 0)
        return;
    label_times *t = &w->l[li];
    if (!t->seen || e->start < t->first_start)
        t->first_start = e->start;
    if (!t->seen || e->end > t->last_end)
        t->last_end = e->end;
    t->sum += e->end - e->start;
    t->seen = 1;
}

static int walk_events(selfprof_profile *p, walk *w, char *err, size_t errlen)
{
    selfprof_cursor c;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_ONCE);
    selfprof_event ev[256];
    for (;;) {
        int k = selfprof_cursor_next_batch(&c, ev, 256);
        if (k == 0)
            return 0;
        if (k < 0) {
            snprintf(err, errlen, "an interval of the profile ends before it starts");
            return -1;
        }
        for (int i = 0; i < k; i++) {
            if (ev[i].type != SELFPROF_INTERVAL)
                continue;
            uint32_t name;
            selfprof_error e;
            if (selfprof_profile_label(p, ev[i].event_id, &name, &e) != SELFPROF_OK) {
                snprintf(err, errlen, "%s", e.message);
                return -1;
            }
            int li = label_index(w, p, name);
            if (li == -3) {
                snprintf(err, errlen, "out of memory");
                return -1;
            }
            note(w, li, &ev[i]);
        }
    }
}

/* Adds `v` to section `i` of `side` when `have`. */
static void put(perf_sections *s, int side, size_t i, const char *name, int have, uint64_t v)
{
    s->names[i] = name;
    if (s->count < i + 1)
        s->count = i + 1;
    if (!have)
        return;
    if (side == 0) {
        s->a[i] += (int64_t)v;
        s->has_a[i] = 1;
    } else {
        s->b[i] += (int64_t)v;
        s->has_b[i] = 1;
    }
}

static uint64_t sum_of(const walk *w, const int *labels, size_t n, int *have)
{
    uint64_t v = 0;
    *have = 0;
    for (size_t i = 0; i < n; i++)
        if (w->l[labels[i]].seen) {
            v += w->l[labels[i]].sum;
            *have = 1;
        }
    return v;
}

static void rustc_rules(const walk *w, int side, perf_sections *s)
{
    const label_times *cg = &w->l[L_CODEGEN_CRATE], *fin = &w->l[L_FINISH_CODEGEN];
    uint64_t front_end = cg->seen ? cg->first_start : w->last_end;
    put(s, side, 0, "frontend", w->any, front_end - w->first_start);
    put(s, side, 1, "backend", cg->seen && fin->seen && fin->last_end >= cg->first_start,
        fin->last_end - cg->first_start);
    put(s, side, 2, "linker", w->l[L_LINK_CRATE].seen, w->l[L_LINK_CRATE].sum);
}

static void sum_rules(const walk *w, int side, perf_sections *s, const char *const *names,
                      const int (*labels)[3], size_t n)
{
    for (size_t i = 0; i < n; i++) {
        size_t k = 0;
        while (k < 3 && labels[i][k] >= 0)
            k++;
        int have;
        uint64_t v = sum_of(w, labels[i], k, &have);
        put(s, side, i, names[i], have, v);
    }
}

int perf_sections_of_profile(selfprof_profile *p, int side, perf_sections *out, char *err,
                             size_t errlen)
{
    walk w;
    memset(&w, 0, sizeof w);
    int rc = walk_events(p, &w, err, errlen);
    free(w.which);
    if (rc < 0)
        return -1;
    const char *compiler = "rustc";
    if (w.l[L_FRONTEND].seen || w.l[L_EXECUTE_COMPILER].seen)
        compiler = "clang";
    else if (w.l[L_PARSE].seen || w.l[L_IPA].seen || w.l[L_EXPAND].seen ||
             w.l[L_FINAL_ASSEMBLY].seen)
        compiler = "gcc";
    /* the first file decides; a side of another compiler adds nothing */
    if (out->compiler && strcmp(out->compiler, compiler) != 0)
        return 0;
    out->compiler = compiler;
    if (compiler[0] == 'r') {
        rustc_rules(&w, side, out);
    } else if (compiler[0] == 'g') {
        /* The plugin opens lto_streaming inside ipa_passes (seen with
         * gcc-12 -flto -c): it is part of ipa_passes' time then, and
         * counted on its own only when it lies outside it. */
        const label_times *ipa = &w.l[L_IPA], *lto = &w.l[L_LTO_STREAMING];
        int lto_inside = ipa->seen && lto->seen && lto->first_start >= ipa->first_start &&
                         lto->last_end <= ipa->last_end;
        static const char *const NAMES[] = {"parsing", "ipa", "rtl", "assembly"};
        static const int LS[][3] = {{L_PARSE, -1, -1},
                                    {L_ANALYZE, L_IPA, L_LTO_STREAMING},
                                    {L_EXPAND, -1, -1},
                                    {L_FINAL_ASSEMBLY, -1, -1}};
        static const int LS_NESTED[][3] = {{L_PARSE, -1, -1},
                                           {L_ANALYZE, L_IPA, -1},
                                           {L_EXPAND, -1, -1},
                                           {L_FINAL_ASSEMBLY, -1, -1}};
        sum_rules(&w, side, out, NAMES, lto_inside ? LS_NESTED : LS, 4);
    } else {
        static const char *const NAMES[] = {"frontend", "optimizer", "codegen"};
        static const int LS[][3] = {
            {L_FRONTEND, -1, -1}, {L_OPTIMIZER, -1, -1}, {L_CODEGEN_PASSES, -1, -1}};
        sum_rules(&w, side, out, NAMES, LS, 3);
    }
    return 0;
}
