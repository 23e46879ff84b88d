/* error.h — internal helper to report an error through a selfprof_error. */
#ifndef SP_ERROR_H
#define SP_ERROR_H

#include "selfprof/common.h"

/* Fills `err` (if not NULL) with code, offset (-1 for none) and a printf-style
 * message, and returns `code`, so callers can write `return sp_error_set(...)`.
 * Control characters in the message (a newline quoted from the input, say)
 * become '?', so it stays one line. */
int sp_error_set(selfprof_error *err, int code, int64_t offset, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* For clang's static analyzer only (`make lint`), which sees one file at a
 * time and would otherwise assume that the call may return SELFPROF_OK: the
 * same call, whose value is `code`. The compiled code never sees this; error.c
 * (the definition) #undefs it. `code` is evaluated twice here: every caller
 * passes a constant or a variable. */
#ifdef __clang_analyzer__
#define sp_error_set(err, code, ...) (sp_error_set((err), (code), __VA_ARGS__), (code))
#endif

#endif
