/* selfprof/common.h — what every part of libselfprof shares: the export
 * macro, the version and the error codes.
 *
 * Error contract: library functions never print, exit or abort.  They return
 * SELFPROF_OK (0) or a negative selfprof_status, and where a selfprof_error
 * is passed they fill it with a one-line message and, for malformed input,
 * the byte offset in the file where the problem was found.
 */
#ifndef SELFPROF_COMMON_H
#define SELFPROF_COMMON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(SELFPROF_BUILDING) && defined(__GNUC__)
#define SELFPROF_API __attribute__((visibility("default")))
#else
#define SELFPROF_API
#endif

#define SELFPROF_VERSION_MAJOR 0
#define SELFPROF_VERSION_MINOR 1
#define SELFPROF_VERSION_PATCH 0
#define SELFPROF_VERSION_STRING "0.1.0"

/* The .mm_profdata format version written by the recorder; the reader also
 * accepts SELFPROF_FORMAT_VERSION_OLDEST. */
#define SELFPROF_FORMAT_VERSION 9
#define SELFPROF_FORMAT_VERSION_OLDEST 8

typedef enum selfprof_status {
    SELFPROF_OK = 0,
    SELFPROF_E_IO = -1,          /* open/read/mmap/write failed; errno in the message */
    SELFPROF_E_NOMEM = -2,       /* an allocation failed */
    SELFPROF_E_FORMAT = -3,      /* the file is malformed (bad magic, sizes, offsets) */
    SELFPROF_E_VERSION = -4,     /* a format version other than 8 or 9 */
    SELFPROF_E_STRING = -5,      /* a string is malformed: bad address, cycle, too deep */
    SELFPROF_E_RANGE = -6,       /* an argument is out of range (index, value) */
    SELFPROF_E_INVALID = -7,     /* an argument is invalid (NULL, unknown name) */
    SELFPROF_E_UNSUPPORTED = -8, /* not available here (e.g. no hardware counters) */
    SELFPROF_E_DISABLED = -9,    /* the profiler disabled itself after an error */
} selfprof_status;

/* Detail of the last error of an operation. `offset` is the byte offset in
 * the input file, or -1 when the error is not about a position. */
typedef struct selfprof_error {
    int code;
    int64_t offset;
    char message[512];
} selfprof_error;

/* Returns a static, lowercase, one-phrase description of `code`
 * ("malformed file", ...). Never NULL; unknown codes give "unknown error". */
SELFPROF_API const char *selfprof_strerror(int code);

/* Returns the library version as "MAJOR.MINOR.PATCH". */
SELFPROF_API const char *selfprof_version(void);

#ifdef __cplusplus
}
#endif
#endif
