/* json_buf.h — a growable byte buffer and the JSON writer on top of it,
 * for selfprof-perf: the server's answers (perf/serve), the reports'
 * --json (perf/render/, report/status.c). Strings are escaped by
 * json_writer.h, the escaper of selfprof's own JSON.
 *
 * Errors are sticky: when memory runs out `failed` is set and later appends
 * are dropped, so writers check once at the end (the router answers 500). */
#ifndef SUP_JSON_BUF_H
#define SUP_JSON_BUF_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "json_writer.h"

typedef struct sup_buf {
    char *data;
    size_t len, cap;
    int failed;
} sup_buf;

/* Appends n bytes / a NUL-terminated string / printf output. */
void sup_buf_add(sup_buf *b, const void *s, size_t n);
void sup_buf_str(sup_buf *b, const char *s);
void sup_buf_printf(sup_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Appends s[0..n) as a quoted JSON string, escaped in `style`
 * (json_writer.h). */
void sup_buf_json_string(sup_buf *b, const char *s, size_t n, enum json_escape_style style);

/* Hands the bytes over (the caller frees them) and empties the buffer. */
char *sup_buf_take(sup_buf *b, size_t *len);

void sup_buf_free(sup_buf *b);

/* Writes b's bytes to out (a verb printing what a server handler answers
 * from the same buffer). 0, or -1 when b ran out of memory (nothing is
 * written then) or the write failed. */
int sup_buf_write(const sup_buf *b, FILE *out);

/* A JSON writer: keys and commas are placed for the caller. Every function
 * takes `key`, which must be NULL inside an array and non-NULL inside an
 * object. Strings are escaped as `selfprof summarize --json` does (invalid
 * UTF-8 becomes U+FFFD); doubles that are NaN or infinite become null. */
#define SUP_JSON_DEPTH 16
typedef struct sup_json {
    sup_buf *b;
    int depth;
    unsigned char comma[SUP_JSON_DEPTH];
    enum json_escape_style style; /* of string values; keys are ASCII */
} sup_json;

void sup_json_init(sup_json *j, sup_buf *b);
/* String values from now on escaped in `style` (sup_json_init: serde's);
 * JSON_ESCAPE_ASCII for the reports' documents, whose strings are ASCII. */
void sup_json_style(sup_json *j, enum json_escape_style style);
void sup_json_obj(sup_json *j, const char *key);
void sup_json_arr(sup_json *j, const char *key);
void sup_json_end_obj(sup_json *j);
void sup_json_end_arr(sup_json *j);
void sup_json_str(sup_json *j, const char *key, const char *v);              /* NULL: null */
void sup_json_strn(sup_json *j, const char *key, const char *v, size_t len); /* not NULL */
void sup_json_int(sup_json *j, const char *key, int64_t v);
void sup_json_num(sup_json *j, const char *key, double v);
void sup_json_bool(sup_json *j, const char *key, int v);
void sup_json_null(sup_json *j, const char *key);

#endif
