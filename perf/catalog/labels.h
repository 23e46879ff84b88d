/* labels.h — the label table by id and by name, many at once: the
 * per-query blocks (block/query_block.h) hold label ids, the summaries
 * label names. A few statements of up to PERF_LABELS_CHUNK ids or names
 * each, so that PostgreSQL answers hundreds of labels in a few round
 * trips, not one per label. */
#ifndef PERF_LABELS_H
#define PERF_LABELS_H

#include <stddef.h>
#include <stdint.h>

#include "../db/db.h"

/* The ids or names one statement asks for. */
#define PERF_LABELS_CHUNK 128

/* names[i] (malloc'd; free each) is the name of label ids[i], for ids
 * strictly increasing. 0, or -1 with err (an id the table lacks is an
 * error naming it; the names already set are then freed and NULL). */
int perf_label_names(perf_db *db, const int64_t *ids, size_t n, char **names, char *err,
                     size_t errlen);

/* ids[i] is the id of the label named names[i] (any order, repeats
 * allowed). 0, or -1 with err (a name the table lacks is an error naming
 * it). */
int perf_label_ids(perf_db *db, const char *const *names, size_t n, int64_t *ids, char *err,
                   size_t errlen);

#endif
