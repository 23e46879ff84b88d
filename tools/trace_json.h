/* trace_json.h — streams a Chrome trace JSON file (the Trace Event Format
 * that clang -ftime-trace writes) one event at a time.
 *
 * Jansson parses whole values only, and a trace at
 * -ftime-trace-granularity=0 reaches ~100 MB, so this splitter reads the
 * file in chunks and finds the top level by itself: the top-level object's
 * members, and the elements of its "traceEvents" array (or of a top-level
 * array, Chrome's "JSON Array Format").  Each element's bytes are handed to
 * a callback, which parses them with jansson (json_loadb) and thereby
 * validates them.  The splitter checks the top level itself (braces, commas,
 * colons, string keys, trailing data) and finds each element's end by
 * bracket depth outside strings.
 *
 * Memory: one buffer of a chunk (1 MiB) plus the largest element; nothing
 * grows with the file.  Offsets are bytes from the start of the input. */
#ifndef SELFPROF_TRACE_JSON_H
#define SELFPROF_TRACE_JSON_H

#include <stddef.h>
#include <stdint.h>

#include "selfprof/common.h"

typedef struct trace_json_handler {
    void *ctx;
    /* One element of the events array, `len` bytes at input offset
     * `offset` (index: its position in the array).  The bytes are valid
     * until the callback returns.  Return 0 to go on, or non-zero after
     * filling `err` to stop. */
    int (*event)(void *ctx, const char *data, size_t len, uint64_t offset, uint64_t index,
                 selfprof_error *err);
    /* A top-level member other than "traceEvents": the key as written
     * between its quotes (escapes not decoded) and the value's bytes. */
    int (*member)(void *ctx, const char *key, size_t key_len, const char *value, size_t len,
                  uint64_t offset, selfprof_error *err);
} trace_json_handler;

/* Reads `fd` to its end and calls the handler for every member and event.
 * Returns SELFPROF_OK; SELFPROF_E_FORMAT with the message and byte offset in
 * `err` for a malformed top level (truncated file, missing comma, an
 * element that is not an object, trailing data); SELFPROF_E_IO for a read
 * error; SELFPROF_E_NOMEM; or the handler's error code (err->code, or
 * SELFPROF_E_FORMAT if it left it 0).  *bytes (may be NULL) receives the
 * number of bytes read. */
int trace_json_read(int fd, const trace_json_handler *h, uint64_t *bytes, selfprof_error *err);

/* Same, over a buffer in memory (fuzzing, tests). */
int trace_json_read_memory(const void *data, size_t size, const trace_json_handler *h,
                           selfprof_error *err);

#endif
