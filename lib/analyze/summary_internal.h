/* summary_internal.h — private parts of selfprof_summary. */
#ifndef SP_SUMMARY_INTERNAL_H
#define SP_SUMMARY_INTERNAL_H

#include "selfprof/summary.h"
#include "common/name_table.h"

struct sp_summary_private {
    sp_name_table labels;     /* row label text -> row index (same numbering) */
    sp_name_table artifacts;  /* artifact label -> artifact index */
    uint32_t *row_of;         /* label number -> index in rows (rows get sorted) */
    uint32_t *artifact_of;    /* artifact number -> index in artifacts */
    size_t row_cap, artifact_cap, row_of_cap, artifact_of_cap;
};

/* Sorts the artifact sizes by label (byte order) and re-indexes them. */
void sp_summary_sort_artifacts(selfprof_summary *s);

#endif
