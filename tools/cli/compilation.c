/* compilation.c — which compilation a profile is of (crate name and
 * metadata hash from rustc's command line) and the warning about several
 * profiles of one compilation among the inputs; see compilation.h. */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/compilation.h"

void cli_compilation_of(const selfprof_profile *p, cli_compilation *out)
{
    const selfprof_metadata *m = selfprof_profile_metadata(p);
    const char *cmd = m->cmd;
    out->key = NULL;
    out->start_time = m->start_time;
    const char *crate = strstr(cmd, " --crate-name ");
    if (!crate)
        return;
    crate += strlen(" --crate-name ");
    const char *hash = strstr(cmd, "metadata=");
    hash = hash ? hash + strlen("metadata=") : "";
    out->key = cli_xasprintf("%.*s %.*s", (int)strcspn(crate, " "), crate, (int)strcspn(hash, " "),
                             hash);
}

void cli_several_per_compilation(char *const *paths, cli_compilation *c, int n, int newest,
                                 char *drop)
{
    for (int i = 0; i < n; i++) {
        if (!c[i].key)
            continue;
        int count = 1, best = i, other = i; /* other: another file, to name */
        for (int j = i + 1; j < n; j++) {
            if (!c[j].key || strcmp(c[j].key, c[i].key) != 0)
                continue;
            count++;
            if (c[j].start_time >= c[best].start_time)
                best = j;
            if (other == i)
                other = j;
        }
        if (best != i)
            other = best;
        if (count > 1) {
            const char *crate = c[i].key;
            int crate_len = (int)strcspn(crate, " ");
            if (newest)
                cli_error("warning: %d profiles of crate %.*s: taking only the newest, %s", count,
                          crate_len, crate, paths[best]);
            else
                cli_error("warning: %d profiles of crate %.*s (e.g. %s and %s; a rebuild "
                          "recorded into the same folder?): they are summed; --newest takes "
                          "only the newest profile of each crate",
                          count, crate_len, crate, paths[i], paths[other]);
            for (int j = n - 1; j > i; j--) {
                if (!c[j].key || strcmp(c[j].key, crate) != 0)
                    continue;
                if (newest && j != best)
                    drop[j] = 1;
                free(c[j].key); /* reported: not compared again */
                c[j].key = NULL;
            }
            if (newest && best != i)
                drop[i] = 1;
        }
        free(c[i].key);
        c[i].key = NULL;
    }
}

char *cli_crate_of_path(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t n = strlen(base);
    if (n > 12 && strcmp(base + n - 12, ".mm_profdata") == 0)
        n -= 12;
    size_t k = n;
    while (k > 0 && base[k - 1] >= '0' && base[k - 1] <= '9')
        k--;
    if (k < n && k > 1 && base[k - 1] == '-')
        n = k - 1;
    return cli_xstrndup(base, n);
}
