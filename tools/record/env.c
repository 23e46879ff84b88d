/* env.c — the environment that `selfprof record` sets for the build it
 * runs, inherited by every compiler the build starts: the variables the
 * recorders read, rustc's -Zself-profile flags in cargo's variables, and
 * the wrappers first on PATH. setenv fails only when memory runs out, and
 * the build must not run without the variables that say where its
 * profiles go, so a failure ends the program (cli_out_of_memory). */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "record/env.h"
#include "support/compilers.h"

static void xsetenv(const char *name, const char *value, int overwrite)
{
    if (setenv(name, value, overwrite) != 0)
        cli_out_of_memory();
}

/* Appends `word` to the malloc'ed list *v, after `sep` unless *v is
 * empty. */
static void append_word(char **v, const char *sep, const char *word)
{
    char *x = cli_xasprintf("%s%s%s", *v, **v ? sep : "", word);
    free(*v);
    *v = x;
}

int rec_is_rustc(const char *argv0)
{
    const char *b = basename(argv0); /* GNU's: the text after the last '/' */
    return strcmp(b, "rustc") == 0 || strncmp(b, "rustc-", 6) == 0 ||
           strcmp(b, "clippy-driver") == 0;
}

int rec_is_cargo(const char *argv0)
{
    const char *b = basename(argv0);
    return strcmp(b, "cargo") == 0 || strncmp(b, "cargo-", 6) == 0;
}

void rec_set_profiling_env(const char *dir, const char *events, const char *counter)
{
    xsetenv(SUP_RUSTC_BOOTSTRAP_VAR, "1", 1);
    xsetenv("SELFPROF_DIR", dir, 1);
    if (events)
        xsetenv("SELFPROF_EVENTS", events, 1);
    if (counter)
        xsetenv("SELFPROF_COUNTER", counter, 1);
}

void rec_append_rustflags(char **flags, int n, const char *dir)
{
    const char *encoded = getenv("CARGO_ENCODED_RUSTFLAGS");
    const char *plain = getenv("RUSTFLAGS");
    int spaces = strpbrk(dir, " \t\n") != NULL;
    if (!encoded && !spaces) {
        char *v = cli_xasprintf("%s", plain ? plain : "");
        for (int i = 0; i < n; i++)
            append_word(&v, " ", flags[i]);
        xsetenv("RUSTFLAGS", v, 1);
        free(v);
        return;
    }
    /* CARGO_ENCODED_RUSTFLAGS: separated by 0x1f; cargo prefers it to
     * RUSTFLAGS, so RUSTFLAGS' words move into it. */
    char *v;
    if (encoded) {
        v = cli_xasprintf("%s", encoded);
    } else {
        v = cli_xasprintf("%s", "");
        char *copy = cli_xasprintf("%s", plain ? plain : ""), *save = NULL;
        for (char *w = strtok_r(copy, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save))
            append_word(&v, "\x1f", w);
        free(copy);
    }
    for (int i = 0; i < n; i++)
        append_word(&v, "\x1f", flags[i]);
    xsetenv("CARGO_ENCODED_RUSTFLAGS", v, 1);
    free(v);
}

void rec_prepend_path(const char *bin)
{
    const char *path = getenv("PATH");
    char *p = cli_xasprintf("%s%s%s", bin, path ? ":" : "", path ? path : "");
    xsetenv("PATH", p, 1);
    free(p);
}
