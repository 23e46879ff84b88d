/* sections.c — see sections.h. The gcc rules need nesting (which
 * "function" lies in which phase, where its "expand" starts), which the
 * order of a profile's events does not give (an interval is written when
 * it ends, and synthetic profiles write any order): the intervals of
 * those labels are kept and sorted once at the end. */
#include "support/sections.h"

#include <stdlib.h>
#include <string.h>

#include "support/grow.h"

static const char *const LABELS[SUP_SL_COUNT] = {
    [SUP_SL_CODEGEN_CRATE] = "codegen_crate",
    [SUP_SL_FINISH_CODEGEN] = "finish_ongoing_codegen",
    [SUP_SL_LINK_CRATE] = "link_crate",
    [SUP_SL_SETUP] = "setup",
    [SUP_SL_PARSE] = "parse",
    [SUP_SL_LTO_MAIN] = "lto_main",
    [SUP_SL_ANALYZE] = "analyze_functions",
    [SUP_SL_IPA] = "ipa_passes",
    [SUP_SL_LTO_STREAMING] = "lto_streaming",
    [SUP_SL_EXPAND_ALL] = "expand_all_functions",
    [SUP_SL_FUNCTION] = "function",
    [SUP_SL_EXPAND_PASS] = "expand",
    [SUP_SL_FINAL_ASSEMBLY] = "final_assembly",
    [SUP_SL_FINALIZE] = "finalize",
    [SUP_SL_FRONTEND] = "Frontend",
    [SUP_SL_OPTIMIZER] = "Optimizer",
    [SUP_SL_CODEGEN_PASSES] = "CodeGenPasses",
    [SUP_SL_EXECUTE_COMPILER] = "ExecuteCompiler",
};

int sup_section_label(const char *text)
{
    for (int i = 0; text && i < SUP_SL_COUNT; i++)
        if (strcmp(text, LABELS[i]) == 0)
            return i;
    return -1;
}

void sup_sections_walk_init(sup_sections_walk *w) { memset(w, 0, sizeof *w); }

void sup_sections_walk_free(sup_sections_walk *w)
{
    free(w->ipa);
    free(w->expand_all);
    free(w->functions);
    free(w->expand_starts);
    sup_sections_walk_init(w);
}

static int keep(sup_span **arr, size_t *n, size_t *cap, uint64_t start, uint64_t end)
{
    if (sup_grow((void **)arr, cap, *n + 1, sizeof **arr) < 0)
        return -1;
    (*arr)[(*n)++] = (sup_span){start, end};
    return 0;
}

int sup_sections_walk_note(sup_sections_walk *w, int label, uint64_t start, uint64_t end)
{
    if (!w->any || start < w->first_start)
        w->first_start = start;
    if (!w->any || end > w->last_end)
        w->last_end = end;
    w->any = 1;
    if (label < 0 || label >= SUP_SL_COUNT)
        return 0;
    sup_label_times *t = &w->l[label];
    if (!t->seen || start < t->first_start)
        t->first_start = start;
    if (!t->seen || end > t->last_end)
        t->last_end = end;
    t->sum += end - start;
    t->seen = 1;
    switch (label) {
    case SUP_SL_IPA: return keep(&w->ipa, &w->n_ipa, &w->cap_ipa, start, end);
    case SUP_SL_EXPAND_ALL:
        return keep(&w->expand_all, &w->n_expand_all, &w->cap_expand_all, start, end);
    case SUP_SL_FUNCTION:
        return keep(&w->functions, &w->n_functions, &w->cap_functions, start, end);
    case SUP_SL_EXPAND_PASS:
        if (sup_grow((void **)&w->expand_starts, &w->cap_expand, w->n_expand + 1,
                     sizeof *w->expand_starts) < 0)
            return -1;
        w->expand_starts[w->n_expand++] = start;
        return 0;
    default: return 0;
    }
}

/* Sets section `i` of out: named `name`, present when `have`. */
static void put(sup_sections *out, size_t i, const char *name, int have, uint64_t v)
{
    out->names[i] = name;
    if (out->count < i + 1)
        out->count = i + 1;
    out->has[i] = have;
    out->v[i] = have ? (int64_t)v : 0;
}

static void rustc_rules(const sup_sections_walk *w, sup_sections *out)
{
    const sup_label_times *cg = &w->l[SUP_SL_CODEGEN_CRATE], *fin = &w->l[SUP_SL_FINISH_CODEGEN];
    uint64_t front_end = cg->seen ? cg->first_start : w->last_end;
    put(out, 0, "frontend", w->any, front_end - w->first_start);
    int backend = cg->seen && fin->seen && fin->last_end >= cg->first_start;
    put(out, 1, "backend", backend, backend ? fin->last_end - cg->first_start : 0);
    put(out, 2, "linker", w->l[SUP_SL_LINK_CRATE].seen, w->l[SUP_SL_LINK_CRATE].sum);
}

static void clang_rules(const sup_sections_walk *w, sup_sections *out)
{
    static const int LS[] = {SUP_SL_FRONTEND, SUP_SL_OPTIMIZER, SUP_SL_CODEGEN_PASSES};
    static const char *const NAMES[] = {"frontend", "optimizer", "codegen"};
    for (size_t i = 0; i < 3; i++)
        put(out, i, NAMES[i], w->l[LS[i]].seen, w->l[LS[i]].sum);
}

static int by_start(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

static int inside(const sup_span *spans, size_t n, const sup_span *f)
{
    for (size_t i = 0; i < n; i++)
        if (f->start >= spans[i].start && f->end <= spans[i].end)
            return 1;
    return 0;
}

/* The first "expand" start in [f->start, f->end] of the sorted starts,
 * or UINT64_MAX. */
static uint64_t expand_in(const uint64_t *starts, size_t n, const sup_span *f)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (starts[mid] < f->start)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && starts[lo] <= f->end ? starts[lo] : UINT64_MAX;
}

/* The time of label `l`'s intervals when they lie, as a whole (first
 * start to last end), inside `in`'s; 0 when not. */
static uint64_t held(const sup_sections_walk *w, int l, const sup_label_times *in)
{
    const sup_label_times *t = &w->l[l];
    return t->seen && t->first_start >= in->first_start && t->last_end <= in->last_end ? t->sum : 0;
}

static int gcc_rules(sup_sections_walk *w, sup_sections *out)
{
    const sup_label_times *L = w->l;
    if (w->n_expand)
        qsort(w->expand_starts, w->n_expand, sizeof *w->expand_starts, by_start);
    uint64_t early = 0, gimple = 0, rtl = 0, fn_in_expand = 0;
    int has_early = 0, has_fn_expand = 0;
    for (size_t i = 0; i < w->n_functions; i++) {
        const sup_span *f = &w->functions[i];
        uint64_t d = f->end - f->start;
        if (inside(w->ipa, w->n_ipa, f)) {
            early += d;
            has_early = 1;
        } else if (inside(w->expand_all, w->n_expand_all, f)) {
            uint64_t x = expand_in(w->expand_starts, w->n_expand, f);
            uint64_t split = x == UINT64_MAX ? f->end : x;
            gimple += split - f->start;
            rtl += f->end - split;
            fn_in_expand += d;
            has_fn_expand = 1;
        }
    }
    uint64_t parsing = L[SUP_SL_PARSE].sum;
    if (L[SUP_SL_LTO_MAIN].seen) { /* lto1: the phases run inside lto_main */
        const sup_label_times *m = &L[SUP_SL_LTO_MAIN];
        uint64_t nested = held(w, SUP_SL_ANALYZE, m) + held(w, SUP_SL_IPA, m) +
                          held(w, SUP_SL_EXPAND_ALL, m) + held(w, SUP_SL_FINAL_ASSEMBLY, m);
        parsing += m->sum > nested ? m->sum - nested : 0;
    }
    /* The plugin opens lto_streaming inside ipa_passes (gcc-12 -flto -c):
     * part of ipa_passes' time then, counted on its own only outside. */
    const sup_label_times *ipa = &L[SUP_SL_IPA], *lto = &L[SUP_SL_LTO_STREAMING];
    uint64_t ipa_time = ipa->sum > early ? ipa->sum - early : 0;
    if (lto->seen &&
        !(ipa->seen && lto->first_start >= ipa->first_start && lto->last_end <= ipa->last_end))
        ipa_time += lto->sum;
    uint64_t expand_all = L[SUP_SL_EXPAND_ALL].sum;
    uint64_t late = (expand_all > fn_in_expand ? expand_all - fn_in_expand : 0) +
                    L[SUP_SL_FINAL_ASSEMBLY].sum + L[SUP_SL_FINALIZE].sum;
    put(out, 0, "setup", L[SUP_SL_SETUP].seen, L[SUP_SL_SETUP].sum);
    put(out, 1, "parsing", L[SUP_SL_PARSE].seen || L[SUP_SL_LTO_MAIN].seen, parsing);
    put(out, 2, "lowering", L[SUP_SL_ANALYZE].seen, L[SUP_SL_ANALYZE].sum);
    put(out, 3, "early_gimple", has_early, early);
    put(out, 4, "ipa", ipa->seen || lto->seen, ipa_time);
    put(out, 5, "gimple", has_fn_expand, gimple);
    put(out, 6, "rtl", has_fn_expand && w->n_expand > 0, rtl);
    put(out, 7, "late",
        L[SUP_SL_EXPAND_ALL].seen || L[SUP_SL_FINAL_ASSEMBLY].seen || L[SUP_SL_FINALIZE].seen,
        late);
    return 0;
}

int sup_sections_of_walk(sup_sections_walk *w, sup_sections *out)
{
    memset(out, 0, sizeof *out);
    const sup_label_times *L = w->l;
    if (L[SUP_SL_FRONTEND].seen || L[SUP_SL_EXECUTE_COMPILER].seen) {
        out->compiler = "clang";
        clang_rules(w, out);
        return 0;
    }
    if (L[SUP_SL_PARSE].seen || L[SUP_SL_LTO_MAIN].seen || L[SUP_SL_ANALYZE].seen ||
        L[SUP_SL_IPA].seen || L[SUP_SL_EXPAND_ALL].seen || L[SUP_SL_FINAL_ASSEMBLY].seen) {
        out->compiler = "gcc";
        return gcc_rules(w, out);
    }
    out->compiler = "rustc";
    rustc_rules(w, out);
    return 0;
}

int sup_sections_add(sup_sections *s, const sup_sections *f)
{
    if (!f->compiler || (s->compiler && strcmp(s->compiler, f->compiler) != 0))
        return 0;
    s->compiler = f->compiler;
    for (size_t i = 0; i < f->count; i++) {
        s->names[i] = f->names[i];
        if (s->count < i + 1)
            s->count = i + 1;
        if (f->has[i]) {
            s->v[i] += f->v[i];
            s->has[i] = 1;
        }
    }
    return 1;
}
