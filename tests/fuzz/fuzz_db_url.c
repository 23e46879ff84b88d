/* fuzz_db_url.c — libFuzzer target for perf/db/db_url.c, which takes the
 * password out of a database URL before it goes into any message. The
 * judge is libpq itself: whenever libpq reads a password from the input
 * (PQconninfoParse), it must find none in the redacted name, and the name
 * must still be a URL libpq reads, with every other option unchanged. */
#include <libpq-fe.h>
#include <stdlib.h>
#include <string.h>

#include "db/db_url.h"

/* The value libpq reads for `key` in a parsed option list, or NULL. */
static const char *option(PQconninfoOption *opts, const char *key)
{
    for (PQconninfoOption *o = opts; o && o->keyword; o++)
        if (strcmp(o->keyword, key) == 0)
            return o->val;
    return NULL;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    char *url = malloc(size + 1);
    if (!url)
        return 0;
    memcpy(url, data, size);
    url[size] = '\0';
    char *name = perf_db_url_redact(url);
    if (!name)
        abort();
    if (strlen(name) > strlen(url) || (!perf_db_url_is_postgres(url) && strcmp(name, url) != 0))
        abort();
    PQconninfoOption *before = perf_db_url_is_postgres(url) ? PQconninfoParse(url, NULL) : NULL;
    if (before) {
        PQconninfoOption *after = PQconninfoParse(name, NULL);
        if (!after) /* the name must still parse */
            abort();
        const char *pw = option(after, "password");
        if (pw && *pw)
            abort();
        for (PQconninfoOption *o = before; o->keyword; o++) {
            if (strcmp(o->keyword, "password") == 0)
                continue;
            const char *v = option(after, o->keyword);
            if ((o->val == NULL) != (v == NULL) || (v && strcmp(o->val, v) != 0))
                abort();
        }
        PQconninfoFree(after);
        PQconninfoFree(before);
    }
    free(name);
    free(url);
    return 0;
}
