/* cli.h — what the subcommands of `selfprof` share: error reporting,
 * option parsing helpers, input expansion and output files. */
#ifndef SELFPROF_CLI_H
#define SELFPROF_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "selfprof/profile.h"

/* Exit statuses, documented in selfprof(1). */
enum {
    EXIT_OK = 0,
    EXIT_INPUT = 1,  /* an input could not be read or is malformed */
    EXIT_USAGE = 2,  /* bad command line */
    EXIT_OUTPUT = 3, /* an output could not be written */
    EXIT_NOMEM = 4,  /* memory ran out (in the program or in the library) */
};

/* Out of memory, the programs' one policy: the cli_x* allocators never
 * return NULL; when memory runs out they call cli_out_of_memory, which
 * prints "selfprof: out of memory" and exits with EXIT_NOMEM through exit(),
 * so atexit handlers (record's removal of its temporary directory) run. A
 * library call that reports SELFPROF_E_NOMEM ends the same way (see
 * cli_file_error). The library itself never exits: it returns errors. */
_Noreturn void cli_out_of_memory(void);
void *cli_xmalloc(size_t size);
void *cli_xcalloc(size_t count, size_t size);
void *cli_xrealloc(void *p, size_t size);
char *cli_xstrdup(const char *s);
char *cli_xstrndup(const char *s, size_t n);
char *cli_xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Every subcommand: int cmd_NAME(int argc, char **argv), argv[0] = its name. */
int cmd_summarize(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_chrome(int argc, char **argv);
int cmd_view(int argc, char **argv);
int cmd_collapse(int argc, char **argv);
int cmd_flamegraph(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_record(int argc, char **argv);
int cmd_coverage(int argc, char **argv);

/* Which compiler wrote a profile (tool.c): rustc, GCC (the plugin in cc1,
 * cc1plus, lto1) or clang (imported -ftime-trace), from the first word of
 * the command line in the profile's metadata. */
enum {
    CLI_TOOL_UNKNOWN,
    CLI_TOOL_RUSTC,
    CLI_TOOL_GCC,
    CLI_TOOL_CLANG,
    CLI_TOOL_OTHER,
    CLI_TOOL_KINDS
};

/* The CLI_TOOL_* kind of command line `cmd`; its display name ("rustc",
 * "gcc", "clang", or the program's base name for another one) goes into
 * `name` (`name_size` bytes, may be 0). An empty `cmd` is CLI_TOOL_UNKNOWN. */
int cli_tool_of_cmd(const char *cmd, char *name, size_t name_size);

/* A tally of the compilers of several profiles (zero-initialize it). */
typedef struct cli_tools {
    unsigned count[CLI_TOOL_KINDS];
    char other[32]; /* the name of the first CLI_TOOL_OTHER program */
} cli_tools;

/* Counts profile `p`'s compiler. */
void cli_tools_add(cli_tools *t, const selfprof_profile *p);
/* Adds the counts of `from` to `into`. */
void cli_tools_merge(cli_tools *into, const cli_tools *from);
/* Whether more than one known compiler is counted (profiles of unknown
 * origin do not count). */
int cli_tools_mixed(const cli_tools *t);
/* The one compiler counted ("rustc", "gcc", ...), or NULL when none is
 * known or several are. */
const char *cli_tools_name(const cli_tools *t);
/* Whether some profile may record rustc's query data (cache hits,
 * incremental loads and hashing, blocked waits): false only when every
 * profile is GCC's or clang's. */
int cli_tools_record_queries(const cli_tools *t);
/* "rustc 3, gcc 2": the compilers and their counts, into `buf`. */
void cli_tools_describe(const cli_tools *t, char *buf, size_t size);

/* Prints "selfprof: FMT\n" to stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Prints "selfprof: PATH: message (at byte N)" for a library error; for
 * SELFPROF_E_NOMEM it then exits with EXIT_NOMEM (cli_out_of_memory). */
void cli_file_error(const char *path, const selfprof_error *err);

/* Opens a profile for a command.  A file cut short by a killed writer is
 * read up to the cut (SELFPROF_OPEN_CUT_OK), and cli_cut_warning says so.
 * Returns what selfprof_profile_open_flags returns; prints nothing on
 * failure (the caller reports `err` with cli_file_error). */
int cli_profile_open(const char *path, selfprof_profile **out, selfprof_error *err);

/* Prints one line, "selfprof: PATH: warning: ...", when the last `cut`
 * bytes of a profile, from byte `at`, were left out (selfprof_profile_cut);
 * nothing when `cut` is 0. */
void cli_cut_warning(const char *path, uint64_t cut, uint64_t at);

/* Reports a getopt_long failure in one line. Call with opterr = 0 and an
 * optstring starting with ':', passing what getopt_long returned ('?' for
 * an unknown option, ':' for a missing value). */
void cli_option_error(const char *command, int c, char **argv);

/* Parses a non-negative integer option value; on failure prints an error
 * naming the option and returns -1. */
int cli_parse_u64(const char *option, const char *text, uint64_t *out);

/* The one parser of durations in the CLI (diff --min-change, view --from and
 * --to, chrome --minimum-duration): a non-negative decimal number ("10",
 * "1.5", ".5") with an optional unit: ns, us (or µs), ms or s. A plain
 * number is in units of `default_ns` nanoseconds (1 to 1e9). Digits beyond the
 * nanosecond are dropped. Stores nanoseconds in *out_ns and returns 0, or
 * returns -1 (printing nothing, *out_ns untouched) for anything else: a
 * sign, white space, an exponent, an unknown unit, or more than UINT64_MAX
 * nanoseconds. */
int cli_parse_duration(const char *text, uint64_t default_ns, uint64_t *out_ns);

/* Nanoseconds per time unit "ns", "us" ("µs"), "ms" or "s" (the `n` bytes at
 * `s`); 0 when it is none of them. */
uint64_t cli_time_unit_ns(const char *s, size_t n);

/* Expands the command-line inputs: files are kept, directories are replaced
 * by their *.mm_profdata files in name order. Returns the number of paths
 * stored in a malloc'd array (*out, each string malloc'd), or -1 after an
 * error message. */
int cli_expand_inputs(char **args, int count, char ***out);
void cli_free_inputs(char **paths, int count);

/* Opens `path` for writing ("-" or NULL = stdout); prints the error. */
FILE *cli_open_output(const char *path);

/* Closes an output from cli_open_output; returns 0, or -1 after printing an
 * error (a full disk shows up here). */
int cli_close_output(FILE *f, const char *path);

/* The edit distance (insertions, deletions, substitutions; ASCII case
 * ignored) between `a` and `b`, for "did you mean" hints; texts longer than
 * 63 bytes count as far from everything (SIZE_MAX). */
size_t cli_edit_distance(const char *a, const char *b);

/* Creates directory `path` and its missing parents (mkdir -p); returns 0,
 * or -1 with errno set. */
int cli_mkdir_p(const char *path);

/* Number of columns `s` takes on a terminal: UTF-8 code points. */
size_t cli_display_width(const char *s);

#endif
