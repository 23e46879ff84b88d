/* summary_input.h — turning a command-line input into a selfprof_summary:
 * a profile, a directory of profiles, or a JSON file written by
 * `selfprof summarize --json`, `selfprof diff --json` or measureme's
 * `summarize summarize --json`. Used by `selfprof diff`. */
#ifndef SELFPROF_SUMMARY_INPUT_H
#define SELFPROF_SUMMARY_INPUT_H

#include "cli/cli.h"
#include "selfprof/summary.h"

/* Loads one input into a new summary (*out; free with selfprof_summary_free).
 * A directory stands for all its *.mm_profdata files, merged. A regular file
 * is read as JSON when its name ends in ".json" or its first non-blank byte
 * is '{' or '[', else as a profile.
 * JSON written by `selfprof diff --json` stands for its "new" side; append
 * "#base" (or "#new") to the path to choose a side. Returns EXIT_OK, or
 * EXIT_INPUT after printing the one-line error. */
int summary_input_load(const char *arg, selfprof_summary **out);

/* Like summary_input_load for one regular file (no directory expansion);
 * a profile's compiler is counted into *tools (NULL: not counted). */
int summary_input_load_file(const char *path, selfprof_summary **out, cli_tools *tools);

/* The JSON part of summary_input_load_file, from memory: `data` (`len`
 * bytes) as the contents of a file named `name` (for the messages); `side`
 * NULL, "base" or "new". Returns EXIT_OK, or EXIT_INPUT after printing the
 * one-line error. The fuzz target's entry point. */
int summary_input_parse_json(const char *name, const char *data, size_t len, const char *side,
                             selfprof_summary **out);

/* Loads two inputs like summary_input_load, `a` then `b`, reporting only
 * the first error. Two profile files are summarized at the same time on two
 * threads. On failure both outputs are NULL. The compilers of each side's
 * profiles are counted into *ta and *tb (either may be NULL; JSON inputs
 * count nothing). */
int summary_input_load_pair(const char *a, const char *b, selfprof_summary **sa,
                            selfprof_summary **sb, cli_tools *ta, cli_tools *tb);

/* Whether `arg` names a directory. */
int summary_input_is_dir(const char *arg);

#endif
