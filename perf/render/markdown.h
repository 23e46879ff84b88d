/* markdown.h — a comparison as a Markdown report ready to paste into an
 * issue or a pull request (CommonMark with GitHub's tables), and the
 * triage report of a range of artifacts made of such reports
 * (docs/guide.md, "Explaining a change"). The numbers are the
 * comparison's own (what compare --json says), as percentages with two
 * decimals.
 *
 * A report: a heading, one line of what was compared (dates, metric, test
 * cases, relevant changes, direction, whether it deserves attention, a
 * link to the compare page), rustc-perf's summary table of the relevant
 * changes (regressions, improvements: primary and secondary; all
 * primary: mean, range, count), the relevant regressions and
 * improvements, largest first, one table row each with its magnitude,
 * factor, the queries that explain it where the row has an explanation
 * (perf/explain/) and a link to its detailed view, and a table of the
 * relevant changes by profile, scenario and category.
 *
 * Links are made only when `url` (the dashboard's address, e.g.
 * "http://perf.example:8080") is given; without it names are plain text.
 * Every name from the database is escaped (a label such as "<T as
 * Trait>::f" stays text). Each function appends to `out` (the buffer
 * that `report` and `triage` print with sup_buf_write and /api/report
 * answers from) and returns 0, or -1 when memory ran out. */
#ifndef PERF_MARKDOWN_H
#define PERF_MARKDOWN_H

#include "../report/report.h"
#include "support/json_buf.h"

/* The report of `c` (explained rows included), its heading at `level`
 * (2 for "## ..."). */
int perf_markdown_comparison(sup_buf *out, const perf_comparison *c, const char *url, int level);

/* rustc-perf's weekly triage report over the comparisons c[0..n) of the
 * consecutive artifacts from `from` to `to`: the count of each
 * direction, then under Regressions, Improvements and Mixed the report of
 * each comparison that deserves attention (relevance.h). */
int perf_markdown_triage(sup_buf *out, const char *from, const char *to, const char *metric,
                         perf_comparison *const *c, size_t n, const char *url);

#endif
