/* run_env.c — the controlled environment every measured command gets:
 * built from scratch, not inherited, so a variable set in the collector's
 * shell (RUSTFLAGS, CFLAGS, LANG, MALLOC_*...) cannot change a
 * measurement. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run_internal.h"
#include "support/grow.h"

int perf_env_set(perf_env *e, const char *key, const char *value)
{
    size_t kl = strlen(key);
    size_t len = kl + strlen(value) + 2;
    char *s = malloc(len);
    if (!s)
        return -1;
    snprintf(s, len, "%s=%s", key, value);
    for (size_t i = 0; i < e->n; i++)
        if (strncmp(e->v[i], key, kl) == 0 && e->v[i][kl] == '=') {
            free(e->v[i]);
            e->v[i] = s;
            return 0;
        }
    /* room for the new string and the NULL that ends the array */
    if (sup_grow((void **)&e->v, &e->cap, e->n + 2, sizeof *e->v) < 0) {
        free(s);
        return -1;
    }
    e->v[e->n++] = s;
    e->v[e->n] = NULL;
    return 0;
}

int perf_env_base(perf_env *e)
{
    memset(e, 0, sizeof *e);
    /* Inherited: where programs are, and what rustup's proxies (cargo,
     * rustc in ~/.cargo/bin) need to find their toolchain. */
    static const char *const KEEP[] = {"PATH", "HOME", "TMPDIR", "RUSTUP_HOME", "RUSTUP_TOOLCHAIN",
                                       "USER"};
    for (size_t i = 0; i < sizeof KEEP / sizeof KEEP[0]; i++) {
        const char *v = getenv(KEEP[i]);
        if (v && perf_env_set(e, KEEP[i], v) < 0)
            return -1;
    }
    if (!getenv("PATH") && perf_env_set(e, "PATH", "/usr/local/bin:/usr/bin:/bin") < 0)
        return -1;
    static const char *const FIXED[][2] = {
        {"LC_ALL", "C"},
        {"LANG", "C"},
        {"TZ", "UTC"},
        {"SOURCE_DATE_EPOCH", "1"},
        {"CARGO_TERM_COLOR", "never"},
        {"CARGO_TERM_PROGRESS_WHEN", "never"},
        {"TERM", "dumb"},
    };
    for (size_t i = 0; i < sizeof FIXED / sizeof FIXED[0]; i++)
        if (perf_env_set(e, FIXED[i][0], FIXED[i][1]) < 0)
            return -1;
    if (!e->v && perf_env_set(e, "LC_ALL", "C") < 0)
        return -1;
    return 0;
}

int perf_env_copy(perf_env *to, const perf_env *from)
{
    memset(to, 0, sizeof *to);
    for (size_t i = 0; i < from->n; i++) {
        const char *eq = strchr(from->v[i], '=');
        char key[256];
        size_t kl = (size_t)(eq - from->v[i]);
        if (kl >= sizeof key)
            continue;
        memcpy(key, from->v[i], kl);
        key[kl] = 0;
        if (perf_env_set(to, key, eq + 1) < 0)
            return -1;
    }
    return 0;
}

void perf_env_free(perf_env *e)
{
    for (size_t i = 0; i < e->n; i++)
        free(e->v[i]);
    free(e->v);
    memset(e, 0, sizeof *e);
}
