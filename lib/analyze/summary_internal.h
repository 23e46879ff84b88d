/* summary_internal.h — private parts of selfprof_summary. */
#ifndef SP_SUMMARY_INTERNAL_H
#define SP_SUMMARY_INTERNAL_H

#include "selfprof/summary.h"
#include "common/name_table.h"

struct sp_summary_private {
    sp_name_table labels;    /* row label text -> row index (same numbering) */
    sp_name_table artifacts; /* artifact label -> artifact index */
    uint32_t *row_of;        /* label number -> index in rows (rows get sorted) */
    uint32_t *artifact_of;   /* artifact number -> index in artifacts */
    size_t row_cap, artifact_cap, row_of_cap, artifact_of_cap;
};

/* selfprof_summary_add_row with the label's length and name-table hash
 * known (sp_name_hash, or the hash of an sp_name with the same text). */
int sp_summary_add_row_hashed(selfprof_summary *s, const selfprof_summary_row *row, size_t len,
                              uint32_t hash);

/* Adds a row whose label differs from every label of the summary,
 * without looking it up, and does not copy the label: it must be a name
 * of a table the summary keeps (sp_summary_keep_labels), `len` and `hash`
 * its length and sp_name_hash. The label is indexed when the summary
 * next looks one up (adding or merging a row). */
int sp_summary_append_row(selfprof_summary *s, const selfprof_summary_row *row, size_t len,
                          uint32_t hash);

/* Makes `rows` (malloc'ed, room for `cap` rows) the row array of `s`,
 * which has no rows yet: sp_summary_append_row then moves the rows into
 * it, and one may come from a later place of the same array (a walk's
 * accumulators become the rows without a copy of the array). */
void sp_summary_adopt_rows(selfprof_summary *s, selfprof_summary_row *rows, size_t cap);

/* Keeps the text of name table `src` alive as long as the summary, so rows
 * can borrow their labels from it; 0, or -1 when memory runs out. Why: a
 * --by-arg summary of a large profile has ~150 MB of labels, and copying
 * them was a sixth of its time. */
int sp_summary_keep_labels(selfprof_summary *s, const sp_name_table *src);

/* Makes room for `rows` more rows added by sp_summary_append_row, so
 * adding them grows nothing (a hint for a bulk fill); 0, or -1 when
 * memory runs out. */
int sp_summary_reserve(selfprof_summary *s, size_t rows);

/* Sorts the artifact sizes by label (byte order) and re-indexes them. */
void sp_summary_sort_artifacts(selfprof_summary *s);

#endif
