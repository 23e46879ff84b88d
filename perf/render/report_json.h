/* report_json.h — the report results as JSON, one writer for the verbs'
 * --json (which print the buffer, sup_buf_write) and the server's
 * endpoints (which answer from it), so both say the same thing. Times
 * and counts are integers in the profile's counter unit (ns for wall
 * time); relative changes are fractions; a
 * value that does not exist (an absent side, a percentage of 0, an
 * infinite change) is null. Field names are listed in docs/guide.md
 * part 15. detail's rows and totals, and the query history's points,
 * carry the ten summary fields as arrays in the order of the document's
 * "fields" (3,000 rows stay under 0.6 MB; the totals' "time" is null:
 * inclusive times do not add up); deltas are b - a, left to the
 * reader. Each appends one JSON document and a newline to b; returns 0,
 * or -1 when memory ran out (b->failed). */
#ifndef PERF_REPORT_JSON_H
#define PERF_REPORT_JSON_H

#include <stdio.h>

#include "../report/report.h"
#include "support/json_buf.h"

int perf_json_comparison(sup_buf *b, const perf_comparison *c);
/* A filtered view of a comparison (perf_comparison_view), its document
 * ending with "total": the rows before filtering (/api/compare). */
int perf_json_comparison_of(sup_buf *b, const perf_comparison *view, size_t total);
/* A detail and, as "compare", its test case's row of comparison c (of
 * the same artifacts; NULL: "compare" is null) and how the two relate. */
int perf_json_detail(sup_buf *b, const perf_detail *d, const perf_comparison *c);
int perf_json_history(sup_buf *b, const perf_history *h);
int perf_json_query_history(sup_buf *b, const perf_query_history *h);
int perf_json_metrics(sup_buf *b, const perf_metric_info *m, size_t n);

/* A JSON string literal of s (quotes, escapes, control characters as
 * \u00XX; valid UTF-8 passed through, any other byte as \ufffd). */
void perf_json_string(FILE *out, const char *s);

#endif
