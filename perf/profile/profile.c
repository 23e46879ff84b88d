/* profile.c — the profile table (profile.h).
 *
 * Rust's profiles are rustc-perf's: check, debug, opt (cargo's release)
 * and doc (rustdoc, not run by default: a tool of its own, and left out
 * of rustc-perf's default set too). C and C++ take the settings LLVM's
 * compile-time tracker measures CTMark at: -O0 -g (debug), -O3 (o3),
 * -Os (os) and an LTO build (lto), plus -O2 (opt), the flags most
 * builds use. debug and opt keep rustc-perf's names because they mean
 * the same thing to both languages (an unoptimized build with debug
 * information; the usual release build); the others are named after the
 * flag a C developer writes. Only debug and opt run by default, as they
 * did before o3, os and lto existed: a queue without --profiles keeps its
 * cost, and a feed's history stays comparable. lto compiles and links
 * with -O2 -flto (clang: full LTO, gcc: its default partitioning), so it
 * exists only for benchmarks that link a program. */
#include "profile.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#define R PERF_PROFILE_RUST
#define C PERF_PROFILE_C

static const perf_profile_def TABLE[] = {
    {.name = "check",
     .rustc_perf = "Check",
     .languages = R,
     .by_default = 1,
     .what = "cargo check: analysis, no code generation"},
    {.name = "debug",
     .rustc_perf = "Debug",
     .languages = R | C,
     .by_default = 1,
     .flags = {"-O0", "-g"},
     .what = "unoptimized with debug information (cargo build; gcc/clang -O0 -g)"},
    {.name = "opt",
     .rustc_perf = "Opt",
     .languages = R | C,
     .by_default = 1,
     .flags = {"-O2"},
     .what = "optimized (cargo build --release; gcc/clang -O2)"},
    {.name = "o3", .languages = C, .flags = {"-O3"}, .what = "gcc/clang -O3"},
    {.name = "os", .languages = C, .flags = {"-Os"}, .what = "gcc/clang -Os, optimized for size"},
    {.name = "lto",
     .languages = C,
     .links = 1,
     .flags = {"-O2", "-flto"},
     .what = "gcc/clang -O2 -flto, compiled and linked (programs only)"},
    {.name = "doc", .rustc_perf = "Doc", .languages = R, .what = "rustdoc (full scenario only)"},
    {.name = "clippy", .rustc_perf = "Clippy", .what = "rustc-perf's; never run here"},
    {.name = "doc-json", .rustc_perf = "DocJson", .what = "rustc-perf's; never run here"},
};

const perf_profile_def *perf_profile_table(size_t *n)
{
    *n = sizeof TABLE / sizeof *TABLE;
    return TABLE;
}

const perf_profile_def *perf_profile_find(const char *name)
{
    for (size_t i = 0; i < sizeof TABLE / sizeof *TABLE; i++)
        if (strcmp(TABLE[i].name, name) == 0)
            return &TABLE[i];
    return NULL;
}

const perf_profile_def *perf_profile_parse(const char *name)
{
    for (size_t i = 0; i < sizeof TABLE / sizeof *TABLE; i++)
        if (strcasecmp(TABLE[i].name, name) == 0 ||
            (TABLE[i].rustc_perf && strcmp(TABLE[i].rustc_perf, name) == 0))
            return &TABLE[i];
    return NULL;
}

int perf_profile_for(const perf_profile_def *p, const char *language)
{
    unsigned want = strcmp(language, "rust") == 0 ? R : strcmp(language, "c") == 0 ? C : 0;
    return (p->languages & want) != 0;
}

const char *perf_profile_names(const char *language, char *buf, size_t len)
{
    size_t used = 0;
    if (len)
        buf[0] = '\0';
    for (size_t i = 0; i < sizeof TABLE / sizeof *TABLE; i++) {
        const perf_profile_def *p = &TABLE[i];
        if (language ? !perf_profile_for(p, language) : !p->languages)
            continue;
        if (used >= len)
            break;
        int w = snprintf(buf + used, len > used ? len - used : 0, "%s%s", used ? ", " : "",
                         p->name);
        if (w > 0)
            used += (size_t)w;
    }
    return buf;
}
