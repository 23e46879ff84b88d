/* fuzz_profile.c — libFuzzer target for the profile reader: container
 * (whole, or cut as a killed writer leaves it), streams, index, metadata,
 * string resolution (labels, keys, whole strings), the summary walk in
 * both keying modes, folded stacks, and the coverage sweep (added twice to
 * one set, with its invariants checked: a violation traps). */
#include <stddef.h>
#include <stdint.h>

#include "selfprof/coverage.h"
#include "selfprof/stacks.h"
#include "selfprof/summary.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* What selfprof/coverage.h promises of any set, whatever the input. */
static void check_figures(const selfprof_coverage_figures *f)
{
    if (f->untracked > f->span || f->large_untracked > f->untracked || f->large_gaps > f->gaps ||
        f->gaps > f->intervals)
        __builtin_trap();
}

static void check_coverage(selfprof_profile *p, uint64_t min_gap)
{
    selfprof_coverage_options o = {min_gap, 3};
    selfprof_coverage *c;
    selfprof_error err;
    if (selfprof_coverage_new(&o, &c) != SELFPROF_OK)
        return;
    for (int round = 0; round < 2; round++) {
        uint32_t before = selfprof_coverage_profile_count(c);
        int rc = selfprof_coverage_add_profile(c, p, &err);
        if (selfprof_coverage_profile_count(c) != before + (rc == SELFPROF_OK))
            __builtin_trap(); /* a failed add leaves the set as it was */
        size_t n, ng;
        const selfprof_coverage_thread *t = selfprof_coverage_threads(c, &n);
        selfprof_coverage_figures sum = {0, 0, 0, 0, 0, 0};
        for (size_t i = 0; i < n; i++) {
            const selfprof_coverage_figures *f = &t[i].figures;
            check_figures(f);
            if (t[i].end - t[i].start != f->span || t[i].largest_count > o.top)
                __builtin_trap();
            for (size_t g = 0; g < t[i].largest_count; g++) {
                const selfprof_coverage_gap *gap = &t[i].largest[g];
                /* <=: a gap may end at a 0-length interval that ends the span */
                if (!(t[i].start <= gap->start && gap->start < gap->end && gap->end <= t[i].end) ||
                    gap->end - gap->start < min_gap || !gap->before || !gap->after)
                    __builtin_trap();
            }
            sum.intervals += f->intervals;
            sum.span += f->span;
            sum.untracked += f->untracked;
            sum.gaps += f->gaps;
        }
        const selfprof_coverage_figures *tot = selfprof_coverage_totals(c);
        check_figures(tot);
        if (tot->intervals != sum.intervals || tot->span != sum.span ||
            tot->untracked != sum.untracked || tot->gaps != sum.gaps)
            __builtin_trap();
        const selfprof_coverage_gap *all = selfprof_coverage_largest(c, &ng);
        for (size_t g = 1; g < ng; g++)
            if (all[g].end - all[g].start > all[g - 1].end - all[g - 1].start)
                __builtin_trap();
        if (!selfprof_coverage_unit(c))
            __builtin_trap();
    }
    selfprof_coverage_free(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    selfprof_profile *p;
    selfprof_error err;
    /* A file the strict open refuses is tried again as a cut file, as the
     * tools read it: the fuzzer's truncations exercise SELFPROF_OPEN_CUT_OK. */
    if (selfprof_profile_open_memory(data, size, &p, &err) != SELFPROF_OK &&
        selfprof_profile_open_memory_flags(data, size, SELFPROF_OPEN_CUT_OK, &p, &err) !=
            SELFPROF_OK)
        return 0;
    uint64_t cut_at;
    if (selfprof_profile_cut(p, &cut_at) + cut_at != size)
        __builtin_trap();
    for (int by_arg = 0; by_arg < 2; by_arg++) {
        selfprof_summary *s;
        selfprof_summary_options o = {by_arg};
        if (selfprof_summarize(p, &o, &s, &err) == SELFPROF_OK)
            selfprof_summary_free(s);
    }
    for (int per_thread = 0; per_thread < 2; per_thread++) {
        selfprof_stacks *st;
        selfprof_stacks_options so = {per_thread, NULL};
        if (selfprof_stacks_new(&so, &st) == SELFPROF_OK) {
            selfprof_stacks_add_profile(st, p, &err);
            selfprof_stacks_free(st);
        }
    }
    selfprof_cursor c;
    selfprof_event e;
    int n = 0;
    selfprof_cursor_init(&c, p, 0);
    while (selfprof_cursor_next(&c, &e) == 1 && n++ < 1000) {
        const char *text, *label, *args[4];
        size_t len, llen, alen[4];
        uint32_t name;
        if (selfprof_profile_string(p, e.event_id, &text, &len, &err) == SELFPROF_OK)
            selfprof_split_event_id(text, len, &label, &llen, args, alen, 4);
        selfprof_profile_kind(p, e.kind_id, &name, &err);
        uint64_t refs[4];
        size_t nrefs = selfprof_profile_event_refs(p, e.event_id, refs, 4);
        for (size_t i = 0; i < nrefs; i++)
            selfprof_profile_string(p, refs[i], &text, &len, &err);
    }
    check_coverage(p, 0);
    check_coverage(p, 1000);
    selfprof_profile_close(p);
    return 0;
}
