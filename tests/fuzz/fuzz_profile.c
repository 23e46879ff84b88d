/* fuzz_profile.c — libFuzzer target for the profile reader: container
 * (whole, or cut as a killed writer leaves it), streams, index, metadata,
 * string resolution (labels, keys, whole strings) and the summary walk, in
 * both keying modes. */
#include <stddef.h>
#include <stdint.h>

#include "selfprof/stacks.h"
#include "selfprof/summary.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
    selfprof_profile_close(p);
    return 0;
}
