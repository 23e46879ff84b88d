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

/* selfprof_summary_add_row with the label's length and name-table hash
 * known (sp_name_hash, or the hash of an sp_name with the same text). */
int sp_summary_add_row_hashed(selfprof_summary *s, const selfprof_summary_row *row, size_t len,
                              uint32_t hash);

/* Sorts the artifact sizes by label (byte order) and re-indexes them. */
void sp_summary_sort_artifacts(selfprof_summary *s);

#endif
