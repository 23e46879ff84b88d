/* changes_json.c — the change points as JSON (changes.h), for the verb's
 * --json and the server's /api/changes, and the compare page's path each
 * one links to. */
#include <stdio.h>
#include <string.h>

#include "changes_json.h"

#include "support/json_buf.h"

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

/* A string as perf_json_string wrote it before: NULL as "". */
static void str(sup_json *j, const char *key, const char *v) { sup_json_str(j, key, v ? v : ""); }

int perf_json_changes(sup_buf *b, const perf_changes *c, double min_step)
{
    sup_json j;
    sup_json_init(&j, b);
    sup_json_style(&j, JSON_ESCAPE_ASCII); /* as every report's --json */
    sup_json_obj(&j, NULL);
    str(&j, "metric", c->metric);
    str(&j, "unit", c->unit);
    sup_json_num(&j, "min_step", min_step);
    sup_json_obj(&j, "rule");
    sup_json_str(&j, "name", "welch-t-window");
    sup_json_int(&j, "window", PERF_CHANGE_WINDOW);
    sup_json_int(&j, "min_side", PERF_CHANGE_MIN_SIDE);
    sup_json_num(&j, "t", PERF_CHANGE_T);
    sup_json_end_obj(&j);
    sup_json_arr(&j, "changes");
    for (size_t i = 0; i < c->count; i++) {
        const perf_change_row *r = &c->rows[i];
        sup_json_obj(&j, NULL);
        str(&j, "benchmark", r->benchmark);
        str(&j, "profile", r->profile);
        str(&j, "scenario", r->scenario);
        str(&j, "artifact", r->artifact);
        str(&j, "parent", r->parent);
        str(&j, "date", r->date);
        sup_json_num(&j, "before", r->before);
        sup_json_num(&j, "after", r->after);
        sup_json_num(&j, "change", r->change);
        sup_json_num(&j, "t", r->t);
        char path[1024];
        perf_change_compare_path(path, sizeof path, r->parent, r->artifact, c->metric);
        str(&j, "compare", path);
        sup_json_end_obj(&j);
    }
    sup_json_end_arr(&j);
    sup_json_end_obj(&j);
    sup_buf_add(b, "\n", 1);
    return b->failed ? -1 : 0;
}
