/* changes_json.c — the change points as JSON (changes.h), for the verb's
 * --json and the server's /api/changes, and the compare page's path each
 * one links to. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../report/report_json.h"
#include "changes.h"

/* Appends s to buf (of n bytes, at *len) percent-encoded for a URL query. */
static void url_part(char *buf, size_t n, size_t *len, const char *s)
{
    static const char HEX[] = "0123456789ABCDEF";
    for (const unsigned char *p = (const unsigned char *)s; *p && *len + 4 < n; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("-._~", *p))
            buf[(*len)++] = (char)*p;
        else {
            buf[(*len)++] = '%';
            buf[(*len)++] = HEX[*p >> 4];
            buf[(*len)++] = HEX[*p & 15];
        }
    }
    buf[*len] = 0;
}

void perf_change_compare_path(char *buf, size_t n, const char *parent, const char *artifact,
                              const char *metric)
{
    size_t len = (size_t)snprintf(buf, n, "/compare.html?a=");
    if (len >= n)
        return;
    url_part(buf, n, &len, parent);
    len += (size_t)snprintf(buf + len, n - len, "&b=");
    url_part(buf, n, &len, artifact);
    len += (size_t)snprintf(buf + len, n - len, "&metric=");
    url_part(buf, n, &len, metric);
}

static void num(FILE *out, double v)
{
    if (isfinite(v))
        fprintf(out, "%.17g", v);
    else
        fputs("null", out);
}

int perf_json_changes(FILE *out, const perf_changes *c, double min_step)
{
    fputs("{\"metric\":", out);
    perf_json_string(out, c->metric);
    fputs(",\"unit\":", out);
    perf_json_string(out, c->unit);
    fputs(",\"min_step\":", out);
    num(out, min_step);
    fprintf(out,
            ",\"rule\":{\"name\":\"welch-t-window\",\"window\":%d,\"min_side\":%d,"
            "\"t\":%g},\"changes\":[",
            PERF_CHANGE_WINDOW, PERF_CHANGE_MIN_SIDE, PERF_CHANGE_T);
    for (size_t i = 0; i < c->count; i++) {
        const perf_change_row *r = &c->rows[i];
        fputs(i ? ",{\"benchmark\":" : "{\"benchmark\":", out);
        perf_json_string(out, r->benchmark);
        fputs(",\"profile\":", out);
        perf_json_string(out, r->profile);
        fputs(",\"scenario\":", out);
        perf_json_string(out, r->scenario);
        fputs(",\"artifact\":", out);
        perf_json_string(out, r->artifact);
        fputs(",\"parent\":", out);
        perf_json_string(out, r->parent);
        fputs(",\"date\":", out);
        perf_json_string(out, r->date);
        fputs(",\"before\":", out);
        num(out, r->before);
        fputs(",\"after\":", out);
        num(out, r->after);
        fputs(",\"change\":", out);
        num(out, r->change);
        fputs(",\"t\":", out);
        num(out, r->t);
        char path[1024];
        perf_change_compare_path(path, sizeof path, r->parent, r->artifact, c->metric);
        fputs(",\"compare\":", out);
        perf_json_string(out, path);
        fputc('}', out);
    }
    fputs("]}\n", out);
    return ferror(out) ? -1 : 0;
}
