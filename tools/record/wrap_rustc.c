/* wrap_rustc.c — record's rustc wrapper, for builds that run rustc
 * themselves (make, scripts; cargo gets the flags through RUSTFLAGS). The
 * -Zself-profile flags go last, so that a rustup `+toolchain` stays
 * first; a command line that has -Zself-profile already (cargo's, from
 * RUSTFLAGS) is passed on as it is. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "record/wrappers.h"
#include "support/files.h"

int rec_wrap_rustc(const char *bin, char **zflags, int nz)
{
    char *p = sup_which("rustc", getenv("PATH"));
    if (!p)
        return 0;
    char *script = cli_xasprintf("%s/rustc", bin);
    FILE *f = fopen(script, "w");
    free(script);
    if (!f) {
        free(p);
        return 0;
    }
    char *q = rec_sh_quote(p);
    fprintf(f,
            "#!/bin/sh\n# selfprof record: rustc with -Zself-profile\n"
            "for a; do\n  case $a in -Zself-profile=*|-Zself-profile) exec %s \"$@\";; esac\n"
            "done\nexec %s \"$@\"",
            q, q);
    for (int i = 0; i < nz; i++) {
        char *z = rec_sh_quote(zflags[i]);
        fprintf(f, " %s", z);
        free(z);
    }
    fputc('\n', f);
    free(q);
    free(p);
    int ok = fclose(f) == 0;
    char *s2 = cli_xasprintf("%s/rustc", bin);
    ok = ok && chmod(s2, 0755) == 0;
    free(s2);
    return ok;
}
