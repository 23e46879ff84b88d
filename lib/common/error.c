/* error.c — status names and the helper that fills a selfprof_error. */
#include "error.h"

#undef sp_error_set /* the analyzer's model of it (error.h); here the function */

#include <stdarg.h>
#include <stdio.h>

const char *selfprof_strerror(int code)
{
    switch (code) {
    case SELFPROF_OK: return "success";
    case SELFPROF_E_IO: return "input/output error";
    case SELFPROF_E_NOMEM: return "out of memory";
    case SELFPROF_E_FORMAT: return "malformed file";
    case SELFPROF_E_VERSION: return "unsupported format version";
    case SELFPROF_E_STRING: return "malformed string table";
    case SELFPROF_E_RANGE: return "value out of range";
    case SELFPROF_E_INVALID: return "invalid argument";
    case SELFPROF_E_UNSUPPORTED: return "not supported";
    case SELFPROF_E_DISABLED: return "profiler disabled";
    case SELFPROF_E_ABI: return "built against another libselfprof ABI";
    }
    return "unknown error";
}

const char *selfprof_version(void) { return SELFPROF_VERSION_STRING; }

int sp_error_set(selfprof_error *err, int code, int64_t offset, const char *fmt, ...)
{
    if (!err)
        return code;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    /* Messages quote input (names, phases, keys): a control character from
     * a file must not break the one-line message a user sees. */
    for (char *c = err->message; *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f)
            *c = '?';
    err->code = code;
    err->offset = offset;
    return code;
}

unsigned selfprof_abi_version(void) { return SELFPROF_ABI_VERSION; }
