/* summarize.c — selfprof_summarize: one profile's summary. Sets the walk
 * up, runs it (summary_walk.c's visit of each event, through the reverse
 * walk, or summary_by_arg.c's driver for --by-arg) and turns its figures,
 * per name number, into the summary's rows. Its own file so that the calls
 * go one way: this file calls the walk and the driver, the driver calls
 * the walk, and the walk calls neither (cmake/check_calls.cmake). */
#include "analyze/summary_internal.h"
#include "analyze/summary_walk.h"
#include "common/error.h"
#include "common/grow.h"
#include "common/parallel.h"
#include "read/profile_names.h"
#include "reverse_walk.h"

#include <stdio.h>
#include <stdlib.h>

static void walk_free(walk *w)
{
    sp_thread_stacks_free(&w->threads);
    free(w->accs);
    free(w->flags);
    sp_u64_map_free(&w->artifact_of);
    free(w->artifact_sums);
    free(w->artifact_names);
    sp_u64_map_free(&w->kind_map);
}

/* Events from which --by-arg runs in two threads. */
#define BY_ARG_MIN_EVENTS_FOR_TWO_THREADS 65536

int selfprof_summarize(selfprof_profile *p, const selfprof_summary_options *options,
                       selfprof_summary **out, selfprof_error *err)
{
    *out = NULL;
    walk w = {0};
    w.p = p;
    w.by_arg = options && options->by_arg;
    w.last_kind_cls = UINT32_MAX;
    if (w.by_arg) {
        /* About one name per event: reserve that much address space, zero
         * pages the kernel maps as they are first touched, so the array
         * never doubles (a copy and a memset of ~90 MB). More names still
         * grow it; a failed reservation leaves it to grow. */
        size_t guess = (size_t)selfprof_profile_event_count(p) + selfprof_profile_name_count(p) +
                       1024;
        w.accs = calloc(guess, sizeof *w.accs);
        w.flags = calloc(guess, 1);
        if (w.accs && w.flags) {
            w.acc_cap = guess;
            sp_advise_huge(w.accs, guess * sizeof *w.accs);
        }
    }
    int rc;
    if (w.by_arg) {
        sp_profile_keep_resident(p); /* keys read strings all over the file */
        /* About two new keys per three events (836,743 in 1,255,479 on a
         * large profile): the name table's slots and names sized once for
         * three per four instead of doubling five times (each a fresh
         * array, and a rehash or a copy). A hint: more keys still grow it. */
        (void)sp_name_table_reserve(sp_profile_names_shared(p),
                                    (size_t)(selfprof_profile_event_count(p) / 4 * 3), 0);
        rc = sp_walk_by_arg(
            &w,
            sp_parallel_threads(selfprof_profile_event_count(p), BY_ARG_MIN_EVENTS_FOR_TWO_THREADS),
            err);
    } else {
        rc = sp_reverse_walk(p, 0, sp_walk_visit, &w, err);
    }
    selfprof_summary *s = rc == SELFPROF_OK ? selfprof_summary_new() : NULL;
    if (rc == SELFPROF_OK && !s) {
        sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        rc = SELFPROF_E_NOMEM;
    }
    /* Every touched name is a distinct text: size the summary for them all
     * at once (836,743 rows with --by-arg on a large profile) and append
     * them unlooked-up, moving each accumulator down to its row's place in
     * the same array, which the summary takes over. Their text is borrowed
     * from the profile's, which the summary keeps. */
    size_t rows = 0, names = selfprof_profile_name_count(p);
    if (names > w.acc_cap)
        names = w.acc_cap; /* names past it were never touched */
    for (size_t i = 0; rc == SELFPROF_OK && i < names; i++)
        rows += w.flags[i] & ACC_TOUCHED;
    if (rc == SELFPROF_OK && w.accs) {
        sp_summary_adopt_rows(s, w.accs, w.acc_cap);
        w.accs = NULL;
    }
    if (rc == SELFPROF_OK &&
        (sp_summary_reserve(s, rows) != 0 || sp_summary_keep_labels(s, sp_profile_names(p)) != 0)) {
        sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
        rc = SELFPROF_E_NOMEM;
    }
    /* Labels and keys are validated pieces (no control byte, so no NUL):
     * each name is the C string its row needs. Row k comes from name
     * i >= k, so the move never overwrites a row still to be read. */
    for (size_t i = 0; rc == SELFPROF_OK && i < names; i++) {
        if (!(w.flags[i] & ACC_TOUCHED))
            continue;
        size_t len;
        selfprof_summary_row *row = &s->rows[i];
        row->label = selfprof_profile_name(p, (uint32_t)i, &len);
        if (sp_summary_append_row(s, row, len, sp_profile_name_hash(p, (uint32_t)i)) != 0)
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    }
    for (size_t k = 0; rc == SELFPROF_OK && k < w.artifact_count; k++)
        if (selfprof_summary_add_artifact(s, selfprof_profile_name(p, w.artifact_names[k], NULL),
                                          w.artifact_sums[k]) != SELFPROF_OK)
            rc = sp_error_set(err, SELFPROF_E_NOMEM, -1, "out of memory");
    if (rc == SELFPROF_OK) {
        for (size_t i = 0; i < w.threads.count; i++)
            s->total_time += w.threads.threads[i].end - w.threads.threads[i].start;
        sp_summary_sort_artifacts(s);
        s->event_count = selfprof_profile_event_count(p);
        s->file_count = 1;
        const selfprof_metadata *m = selfprof_profile_metadata(p);
        snprintf(s->counter, sizeof s->counter, "%s", m->counter);
        snprintf(s->unit, sizeof s->unit, "%s", m->unit);
        *out = s;
    } else {
        selfprof_summary_free(s);
    }
    walk_free(&w);
    return rc;
}
