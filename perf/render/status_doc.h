/* status_doc.h — the queue's status (report/status.h's perf_status) as
 * the documents `selfprof-perf status` prints and /api/status answers:
 * one JSON document for both (`status --json`, the status page) and the
 * text for people. Each appends to b (the verb prints it with
 * sup_buf_write, the server answers from it) and returns 0, or -1 when
 * memory ran out (b->failed). */
#ifndef PERF_RENDER_STATUS_DOC_H
#define PERF_RENDER_STATUS_DOC_H

#include "../report/status.h"
#include "support/json_buf.h"

/* {"requests": [...], "jobs": [...], "collectors": [...], "finished":
 * {"limit", "offset"}, "now": UNIX-SECONDS} and a newline (field names in
 * docs/guide.md, `selfprof-perf status`): each row's fields are its
 * query's columns (status.h), a NULL one null, a job's scenarios an array
 * of strings; a collector's "state" besides. */
int perf_status_json(sup_buf *b, const perf_status *s);

/* The requests with their jobs by state, the jobs (running: on which
 * collector since when and until when its lease runs; finished: when, by
 * whom, after how many tries; failed: with its error, each line
 * indented), and the collectors with their last heartbeat and state
 * (idle, on a job, GONE, PAST ITS LEASE). */
int perf_status_text(sup_buf *b, const perf_status *s);

#endif
