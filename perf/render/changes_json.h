/* changes_json.h — the change points (changes/changes.h) as JSON, for
 * `changes --json` (which prints the buffer) and /api/changes (which
 * answers from it), and the compare page's path each change links to
 * (the JSON's "compare", the verb's text). */
#ifndef PERF_RENDER_CHANGES_JSON_H
#define PERF_RENDER_CHANGES_JSON_H

#include <stddef.h>

#include "../changes/changes.h"
#include "support/json_buf.h"

/* The changes as one JSON document and a newline: {"metric", "unit",
 * "min_step", "rule", "changes": [{benchmark, profile, scenario, artifact,
 * parent, date, before, after, change, t, compare}]}, where compare is the
 * path of the dashboard's comparison of parent with artifact on the
 * metric ("/compare.html?a=..&b=..&metric=.."); a non-finite change or t is
 * null. Appended to b, ending in a newline. 0, or -1 when memory ran out
 * (b->failed). */
int perf_json_changes(sup_buf *b, const perf_changes *c, double min_step);

/* The compare page's path for parent -> artifact on metric, into buf. */
void perf_change_compare_path(char *buf, size_t n, const char *parent, const char *artifact,
                              const char *metric);

#endif
