/* tool.c — which compiler wrote a profile, from the command line in its
 * metadata, and the tally of several profiles' compilers.
 *
 * rustc writes its own command line ("rustc --crate-name ..."), the GCC
 * plugin writes cc1's, cc1plus's or lto1's (read from /proc), and `selfprof
 * import clang-time-trace` writes "clang ...". Only rustc records query
 * data (cache hits, incremental loads and hashing, blocked waits); for GCC
 * and clang those columns are "not recorded", not zero.
 */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

static const char *const KIND_NAMES[CLI_TOOL_KINDS] = {"unknown", "rustc", "gcc", "clang", "other"};

static int starts(const char *s, size_t n, const char *prefix)
{
    size_t k = strlen(prefix);
    return n >= k && memcmp(s, prefix, k) == 0;
}

int cli_tool_of_cmd(const char *cmd, char *name, size_t name_size)
{
    size_t len = strcspn(cmd, " \t");
    const char *base = cmd;
    for (size_t i = 0; i < len; i++)
        if (cmd[i] == '/')
            base = cmd + i + 1;
    size_t n = (size_t)(cmd + len - base);
    int kind;
    if (n == 0)
        kind = CLI_TOOL_UNKNOWN;
    else if (starts(base, n, "rustc") || starts(base, n, "rustdoc") ||
             starts(base, n, "clippy-driver"))
        kind = CLI_TOOL_RUSTC;
    else if (starts(base, n, "cc1") || starts(base, n, "lto1") || starts(base, n, "f951") ||
             starts(base, n, "gcc") || starts(base, n, "g++") || starts(base, n, "collect2"))
        kind = CLI_TOOL_GCC;
    else if (starts(base, n, "clang"))
        kind = CLI_TOOL_CLANG;
    else
        kind = CLI_TOOL_OTHER;
    if (name_size) {
        if (kind == CLI_TOOL_OTHER)
            snprintf(name, name_size, "%.*s", (int)n, base);
        else
            snprintf(name, name_size, "%s", KIND_NAMES[kind]);
    }
    return kind;
}

void cli_tools_add(cli_tools *t, const selfprof_profile *p)
{
    char name[sizeof t->other];
    int kind = cli_tool_of_cmd(selfprof_profile_metadata(p)->cmd, name, sizeof name);
    t->count[kind]++;
    if (kind == CLI_TOOL_OTHER && !t->other[0])
        memcpy(t->other, name, sizeof name);
}

void cli_tools_merge(cli_tools *into, const cli_tools *from)
{
    for (int k = 0; k < CLI_TOOL_KINDS; k++)
        into->count[k] += from->count[k];
    if (!into->other[0])
        memcpy(into->other, from->other, sizeof into->other);
}

/* The number of different known compilers in the tally. */
static int known_kinds(const cli_tools *t)
{
    int n = 0;
    for (int k = CLI_TOOL_RUSTC; k < CLI_TOOL_KINDS; k++)
        n += t->count[k] > 0;
    return n;
}

int cli_tools_mixed(const cli_tools *t) { return known_kinds(t) > 1; }

const char *cli_tools_name(const cli_tools *t)
{
    if (known_kinds(t) != 1)
        return NULL;
    for (int k = CLI_TOOL_RUSTC; k < CLI_TOOL_KINDS; k++)
        if (t->count[k])
            return k == CLI_TOOL_OTHER ? t->other : KIND_NAMES[k];
    return NULL;
}

int cli_tools_record_queries(const cli_tools *t)
{
    return t->count[CLI_TOOL_UNKNOWN] + t->count[CLI_TOOL_RUSTC] + t->count[CLI_TOOL_OTHER] > 0 ||
           (t->count[CLI_TOOL_GCC] + t->count[CLI_TOOL_CLANG]) == 0;
}

void cli_tools_describe(const cli_tools *t, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int k = CLI_TOOL_RUSTC; k < CLI_TOOL_KINDS && len < size; k++)
        if (t->count[k])
            len += (size_t)snprintf(buf + len, size - len, "%s%s %u", len ? ", " : "",
                                    k == CLI_TOOL_OTHER ? t->other : KIND_NAMES[k], t->count[k]);
}
