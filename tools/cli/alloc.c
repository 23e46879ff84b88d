/* alloc.c — the programs' allocators: they print and exit on out of
 * memory (cli.h says why), so no command propagates NULL by hand. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

_Noreturn void cli_out_of_memory(void)
{
    fputs("selfprof: out of memory\n", stderr);
    exit(EXIT_NOMEM);
}

void *cli_xmalloc(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (!p)
        cli_out_of_memory();
    return p;
}

void *cli_xcalloc(size_t count, size_t size)
{
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (!p)
        cli_out_of_memory();
    return p;
}

void *cli_xrealloc(void *old, size_t size)
{
    void *p = realloc(old, size ? size : 1);
    if (!p)
        cli_out_of_memory();
    return p;
}

char *cli_xstrdup(const char *s)
{
    char *d = strdup(s);
    if (!d)
        cli_out_of_memory();
    return d;
}

char *cli_xstrndup(const char *s, size_t n)
{
    char *d = strndup(s, n);
    if (!d)
        cli_out_of_memory();
    return d;
}

char *cli_xasprintf(const char *fmt, ...)
{
    va_list ap;
    char *s;
    va_start(ap, fmt);
    int n = vasprintf(&s, fmt, ap);
    va_end(ap);
    if (n < 0)
        cli_out_of_memory();
    return s;
}
