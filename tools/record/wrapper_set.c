/* wrapper_set.c — the set of wrappers `selfprof record` wrote, and what
 * the writers of the wrap_*.c files share: adding a finished script,
 * quoting for sh, the compiler probes' settings, and which wrapper runs a
 * command given by path (a command found on PATH finds the wrappers
 * first by itself). */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "record/wrappers.h"

int rec_wrapper_add(rec_wrappers *g, FILE *f, char *script, char *real)
{
    if (fclose(f) != 0 || chmod(script, 0755) != 0) {
        free(script);
        free(real);
        return 0;
    }
    g->w[g->n].real = real;
    g->w[g->n].wrapper = script;
    g->n++;
    return 1;
}

sup_probe rec_probe_in(const char *scratch)
{
    sup_probe p = {NULL, 0, scratch};
    return p;
}

char *rec_sh_quote(const char *text)
{
    size_t n = 3;
    for (const char *s = text; *s; s++)
        n += *s == '\'' ? 4 : 1;
    char *q = cli_xmalloc(n), *o = q;
    *o++ = '\'';
    for (const char *s = text; *s; s++) {
        if (*s == '\'') {
            memcpy(o, "'\\''", 4);
            o += 4;
        } else {
            *o++ = *s;
        }
    }
    *o++ = '\'';
    *o = 0;
    return q;
}

const char *rec_wrapper_for(const rec_wrappers *g, const char *argv0)
{
    if (!strchr(argv0, '/'))
        return NULL; /* found on PATH, where the wrappers come first */
    char *real = realpath(argv0, NULL);
    const char *w = NULL;
    for (int i = 0; real && i < g->n && !w; i++)
        if (strcmp(g->w[i].real, real) == 0 &&
            strcmp(basename(g->w[i].wrapper), basename(argv0)) == 0)
            w = g->w[i].wrapper;
    for (int i = 0; real && i < g->n && !w; i++)
        if (strcmp(g->w[i].real, real) == 0)
            w = g->w[i].wrapper;
    free(real);
    return w;
}

void rec_wrappers_free(rec_wrappers *g)
{
    for (int i = 0; i < g->n; i++)
        free(g->w[i].real), free(g->w[i].wrapper);
    free(g->bin);
}
