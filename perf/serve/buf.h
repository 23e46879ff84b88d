/* buf.h — the server's growable byte buffer and a JSON writer on top of it.
 *
 * Errors are sticky: when memory runs out `failed` is set and later appends
 * are dropped, so writers check once at the end (the router answers 500). */
#ifndef PERF_SERVE_BUF_H
#define PERF_SERVE_BUF_H

#include <stddef.h>
#include <stdint.h>

typedef struct perf_buf {
    char *data;
    size_t len, cap;
    int failed;
} perf_buf;

/* Appends n bytes / a NUL-terminated string / printf output. */
void perf_buf_add(perf_buf *b, const void *s, size_t n);
void perf_buf_str(perf_buf *b, const char *s);
void perf_buf_printf(perf_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Hands the bytes over (the caller frees them) and empties the buffer. */
char *perf_buf_take(perf_buf *b, size_t *len);

void perf_buf_free(perf_buf *b);

/* A JSON writer: keys and commas are placed for the caller. Every function
 * takes `key`, which must be NULL inside an array and non-NULL inside an
 * object. Strings are escaped as `selfprof summarize --json` does (invalid
 * UTF-8 becomes U+FFFD); doubles that are NaN or infinite become null. */
#define PERF_JSON_DEPTH 16
typedef struct perf_json {
    perf_buf *b;
    int depth;
    unsigned char comma[PERF_JSON_DEPTH];
} perf_json;

void pj_init(perf_json *j, perf_buf *b);
void pj_obj(perf_json *j, const char *key);
void pj_arr(perf_json *j, const char *key);
void pj_end_obj(perf_json *j);
void pj_end_arr(perf_json *j);
void pj_str(perf_json *j, const char *key, const char *v); /* NULL: null */
void pj_int(perf_json *j, const char *key, int64_t v);
void pj_num(perf_json *j, const char *key, double v);
void pj_bool(perf_json *j, const char *key, int v);
void pj_null(perf_json *j, const char *key);

#endif
