/* status_doc.c — see status_doc.h. */
#include "status_doc.h"

#include <string.h>
#include <time.h>

/* An integer that may be NULL (PERF_STATUS_NULL). */
static void intn(sup_json *j, const char *key, int64_t v)
{
    if (v == PERF_STATUS_NULL)
        sup_json_null(j, key);
    else
        sup_json_int(j, key, v);
}

/* A comma-separated text as an array of strings. */
static void list(sup_json *j, const char *key, const char *text)
{
    sup_json_arr(j, key);
    for (const char *p = text ? text : ""; *p;) {
        size_t len = strcspn(p, ",");
        sup_json_strn(j, NULL, p, len);
        p += len + (p[len] == ',');
    }
    sup_json_end_arr(j);
}

int perf_status_json(sup_buf *b, const perf_status *s)
{
    sup_json j;
    sup_json_init(&j, b); /* serde's escapes: an error may hold any text */
    sup_json_obj(&j, NULL);
    sup_json_arr(&j, "requests");
    for (size_t i = 0; i < s->n_requests; i++) {
        const perf_status_request *r = &s->requests[i];
        sup_json_obj(&j, NULL);
        intn(&j, "id", r->id);
        sup_json_str(&j, "artifact", r->artifact);
        sup_json_str(&j, "base", r->base);
        sup_json_str(&j, "suite", r->suite);
        intn(&j, "iterations", r->iterations);
        intn(&j, "created_at", r->created_at);
        intn(&j, "queued", r->queued);
        intn(&j, "running", r->running);
        intn(&j, "done", r->done);
        intn(&j, "failed", r->failed);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_arr(&j, "jobs");
    for (size_t i = 0; i < s->n_jobs; i++) {
        const perf_status_job *r = &s->jobs[i];
        sup_json_obj(&j, NULL);
        intn(&j, "id", r->id);
        intn(&j, "request", r->request);
        sup_json_str(&j, "state", r->state);
        sup_json_str(&j, "artifact", r->artifact);
        sup_json_str(&j, "benchmark", r->benchmark);
        sup_json_str(&j, "profile", r->profile);
        list(&j, "scenarios", r->scenarios);
        intn(&j, "iterations", r->iterations);
        sup_json_str(&j, "collector", r->collector);
        intn(&j, "tries", r->tries);
        intn(&j, "queued_at", r->queued_at);
        intn(&j, "started_at", r->started_at);
        intn(&j, "finished_at", r->finished_at);
        intn(&j, "lease_until", r->lease_until);
        sup_json_str(&j, "error", r->error);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_arr(&j, "collectors");
    for (size_t i = 0; i < s->n_collectors; i++) {
        const perf_status_collector *c = &s->collectors[i];
        sup_json_obj(&j, NULL);
        sup_json_str(&j, "name", c->name);
        sup_json_str(&j, "host", c->host);
        intn(&j, "pid", c->pid);
        intn(&j, "started_at", c->started_at);
        intn(&j, "last_heartbeat", c->last_heartbeat);
        intn(&j, "job", c->job);
        intn(&j, "lease", c->lease);
        intn(&j, "stopped_at", c->stopped_at);
        sup_json_str(&j, "state", c->state);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_obj(&j, "finished");
    sup_json_int(&j, "limit", s->finished);
    sup_json_int(&j, "offset", s->offset);
    sup_json_end_obj(&j);
    sup_json_int(&j, "now", s->now);
    sup_json_end_obj(&j);
    sup_buf_add(b, "\n", 1);
    return b->failed ? -1 : 0;
}

/* "2026-12-03 12:00:00 UTC" into buf. */
static const char *when(int64_t t, char *buf, size_t n)
{
    time_t tt = (time_t)t;
    struct tm tm;
    gmtime_r(&tt, &tm);
    strftime(buf, n, "%Y-%m-%d %H:%M:%S UTC", &tm);
    return buf;
}

/* The error, each line indented under its job. */
static void print_error(sup_buf *out, const char *e)
{
    while (e && *e) {
        size_t len = strcspn(e, "\n");
        sup_buf_printf(out, "      | %.*s\n", (int)len, e);
        e += len + (e[len] == '\n');
    }
}

static void job_line(sup_buf *out, const perf_status_job *j, int64_t now)
{
    char b1[64], b2[64];
    const char *coll = j->collector;
    sup_buf_printf(out, "  #%-4lld %-7s %s %s %s (%s) x%lld", (long long)j->id, j->state,
                   j->artifact, j->benchmark, j->profile, j->scenarios, (long long)j->iterations);
    long long tries = (long long)j->tries;
    if (!strcmp(j->state, "running")) {
        /* a NULL column read as 0, as the statement's int64 reader gives it */
        int64_t lease = j->lease_until == PERF_STATUS_NULL ? 0 : j->lease_until;
        int64_t started = j->started_at == PERF_STATUS_NULL ? 0 : j->started_at;
        sup_buf_printf(out, ": on %s since %s, try %lld, lease %s %s", coll ? coll : "?",
                       when(started, b1, sizeof b1), tries, lease < now ? "expired at" : "until",
                       when(lease, b2, sizeof b2));
        if (lease < now)
            sup_buf_str(out, " (claimable)");
    } else if (!strcmp(j->state, "done") || !strcmp(j->state, "failed")) {
        int64_t fin = j->finished_at == PERF_STATUS_NULL ? 0 : j->finished_at;
        sup_buf_printf(out, ": %s %s by %s after %lld tr%s", j->state, when(fin, b1, sizeof b1),
                       coll ? coll : "?", tries, tries == 1 ? "y" : "ies");
    } else if (tries > 0) {
        sup_buf_printf(out, ": %lld tr%s so far", tries, tries == 1 ? "y" : "ies");
    }
    sup_buf_str(out, "\n");
    if (strcmp(j->state, "done") != 0)
        print_error(out, j->error);
}

int perf_status_text(sup_buf *out, const perf_status *s)
{
    char b1[64], b2[64];
    sup_buf_str(out, "Requests:\n");
    for (size_t i = 0; i < s->n_requests; i++) {
        const perf_status_request *r = &s->requests[i];
        const char *base = r->base;
        sup_buf_printf(out, "  #%lld %s%s%s%s, %lld iteration%s, suite %s, queued %s\n",
                       (long long)r->id, r->artifact, base ? " (base " : "", base ? base : "",
                       base ? ")" : "", (long long)r->iterations, r->iterations == 1 ? "" : "s",
                       r->suite, when(r->created_at, b1, sizeof b1));
        sup_buf_printf(out, "     jobs: %lld queued, %lld running, %lld done, %lld failed\n",
                       (long long)r->queued, (long long)r->running, (long long)r->done,
                       (long long)r->failed);
    }
    if (s->n_requests == 0)
        sup_buf_str(out, "  none (see 'selfprof-perf queue --help')\n");
    sup_buf_str(out, "Jobs:\n");
    for (size_t i = 0; i < s->n_jobs; i++)
        job_line(out, &s->jobs[i], s->now);
    if (s->n_jobs == 0)
        sup_buf_str(out, "  none\n");
    sup_buf_str(out, "Collectors:\n");
    for (size_t i = 0; i < s->n_collectors; i++) {
        const perf_status_collector *c = &s->collectors[i];
        sup_buf_printf(out, "  %s on %s (pid %lld), started %s, last heartbeat %s (%lld s ago)",
                       c->name, c->host, (long long)c->pid, when(c->started_at, b1, sizeof b1),
                       when(c->last_heartbeat, b2, sizeof b2),
                       (long long)(s->now - c->last_heartbeat));
        if (!strcmp(c->state, "gone"))
            sup_buf_printf(out, ", GONE: exited %s", when(c->stopped_at, b1, sizeof b1));
        else if (!strcmp(c->state, "past-lease"))
            sup_buf_printf(out, ", PAST ITS LEASE of %lld s (hung, stopped or killed)",
                           (long long)c->lease);
        if (c->job != PERF_STATUS_NULL)
            sup_buf_printf(out, ", on job #%lld", (long long)c->job);
        else if (!strcmp(c->state, "idle"))
            sup_buf_str(out, ", idle");
        sup_buf_str(out, "\n");
    }
    if (s->n_collectors == 0)
        sup_buf_str(out, "  none\n");
    return out->failed ? -1 : 0;
}
