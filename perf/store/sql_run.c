/* sql_run.c — see sql_run.h. */
#include "sql_run.h"

#include <stdarg.h>

int perf_sql_run(perf_db *db, const char *sql, char *err, size_t errlen, int64_t *first,
                 const char *fmt, ...)
{
    perf_stmt *st;
    if (first)
        *first = 0;
    if (perf_db_prepare(db, sql, &st, err, errlen) < 0)
        return PERF_DB_ERROR;
    va_list ap;
    va_start(ap, fmt);
    for (int n = 1; fmt[n - 1]; n++) {
        switch (fmt[n - 1]) {
        case 'i': perf_stmt_bind_int64(st, n, va_arg(ap, int64_t)); break;
        case 'd': perf_stmt_bind_double(st, n, va_arg(ap, double)); break;
        case 't': perf_stmt_bind_text(st, n, va_arg(ap, const char *)); break;
        default: {
            const void *b = va_arg(ap, const void *);
            perf_stmt_bind_blob(st, n, b, va_arg(ap, size_t));
        }
        }
    }
    va_end(ap);
    int r = perf_stmt_step(st, err, errlen);
    if (first && r == PERF_DB_ROW && !perf_stmt_column_is_null(st, 0))
        *first = perf_stmt_column_int64(st, 0);
    perf_stmt_finalize(st);
    return r;
}
