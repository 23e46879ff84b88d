/* wrap_gcc.c — record's gcc wrappers: for each gcc driver on PATH that
 * loads a selfprof GCC plugin (a probe compile of /dev/null, by
 * support/compilers.h), a script that execs it with -fplugin and the
 * plugin's arguments. Only drivers that accept a plugin are wrapped, so a
 * clang called cc or a gcc of a version without a plugin is left alone;
 * each driver gets the plugin built for its own major version. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "record/wrappers.h"
#include "support/files.h"

int rec_wrap_gcc(rec_wrappers *g, const char *given, const char *bin, const char *dir,
                 const char *events, const char *counter)
{
    const char *path = getenv("PATH");
    sup_probe probe = rec_probe_in(bin);
    char *names[40];
    int nn = 0;
    names[nn++] = cli_xasprintf("gcc");
    names[nn++] = cli_xasprintf("cc");
    names[nn++] = cli_xasprintf("g++");
    names[nn++] = cli_xasprintf("c++");
    for (int v = 4; v <= 20 && nn < 38; v++) {
        names[nn++] = cli_xasprintf("gcc-%d", v);
        names[nn++] = cli_xasprintf("g++-%d", v);
    }
    /* Probes are cached per real driver. */
    struct {
        char *real;
        char *plugin;
    } probed[40];
    int np = 0;
    for (int i = 0; i < nn; i++) {
        char *p = sup_which(names[i], path);
        char *real = p ? realpath(p, NULL) : NULL;
        if (!real) {
            free(p);
            continue;
        }
        const char *use = NULL;
        for (int j = 0; j < np; j++)
            if (strcmp(probed[j].real, real) == 0)
                use = probed[j].plugin ? probed[j].plugin : "";
        if (!use) {
            char why[1024];
            char *chosen = sup_gcc_plugin_find(real, given, &probe, why, sizeof why);
            probed[np].real = cli_xasprintf("%s", real);
            probed[np].plugin = chosen;
            np++;
            use = chosen ? chosen : "";
        }
        if (!*use || g->n >= 40) {
            free(real);
            free(p);
            continue;
        }
        char *script = cli_xasprintf("%s/%s", bin, names[i]);
        FILE *f = fopen(script, "w");
        char *flags[SUP_PROFILE_MAX_FLAGS];
        int nf = f ? sup_gcc_plugin_flags(flags, use, dir, events, counter) : 0;
        if (nf < 0)
            cli_out_of_memory();
        if (!f) {
            free(script);
            free(real);
            free(p);
            continue;
        }
        /* exec the driver by the name found on PATH: a symbolic link may
         * choose what it does by its name (ccache) */
        char *qreal = rec_sh_quote(p);
        fprintf(f, "#!/bin/sh\n# selfprof record: %s with the selfprof GCC plugin\n", names[i]);
        fprintf(f, "exec %s", qreal);
        for (int k = 0; k < nf; k++) {
            char *q = rec_sh_quote(flags[k]);
            fprintf(f, " %s", q);
            free(q);
        }
        fprintf(f, " \"$@\"\n");
        sup_profile_flags_free(flags, nf);
        free(qreal), free(p);
        rec_wrapper_add(g, f, script, real);
    }
    for (int j = 0; j < np; j++)
        free(probed[j].real), free(probed[j].plugin);
    for (int i = 0; i < nn; i++)
        free(names[i]);
    return g->n;
}
