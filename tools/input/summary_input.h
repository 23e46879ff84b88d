/* summary_input.h — turning a command-line input into a selfprof_summary:
 * a profile, a directory of profiles, or a JSON file written by
 * `selfprof summarize --json`, `selfprof diff --json` or measureme's
 * `summarize summarize --json`. Used by `selfprof diff`. */
#ifndef SELFPROF_SUMMARY_INPUT_H
#define SELFPROF_SUMMARY_INPUT_H

#include "cli/cli.h"
#include "cli/compilation.h"
#include "selfprof/summary.h"

/* Loads one regular file into a new summary (*out; free with
 * selfprof_summary_free). It is read as JSON when its name ends in ".json"
 * or its first non-blank byte is '{' or '[', else as a profile. JSON
 * written by `selfprof diff --json` stands for its "new" side; append
 * "#base" (or "#new") to the path to choose a side. A profile's compiler is
 * counted into *tools and its compilation stored in *comp (either may be
 * NULL; comp->key is NULL for JSON, free it). Returns EXIT_OK, or
 * EXIT_INPUT after printing the one-line error. */
int summary_input_load_file(const char *path, selfprof_summary **out, cli_tools *tools,
                            cli_compilation *comp);

/* The JSON part of summary_input_load_file, from memory: `data` (`len`
 * bytes) as the contents of a file named `name` (for the messages); `side`
 * NULL, "base" or "new". Returns EXIT_OK, or EXIT_INPUT after printing the
 * one-line error. The fuzz target's entry point. */
int summary_input_parse_json(const char *name, const char *data, size_t len, const char *side,
                             selfprof_summary **out);

/* Loads two inputs, `a` then `b`, each a file (as summary_input_load_file)
 * or a directory (its *.mm_profdata files merged; several profiles of one
 * compilation are warned about, and with `newest` only the newest of each
 * is merged), reporting only the first error. Two profile files are
 * summarized at the same time on two threads. On failure both outputs are
 * NULL. The compilers of each side's profiles are counted into *ta and *tb
 * (either may be NULL; JSON inputs count nothing). */
int summary_input_load_pair(const char *a, const char *b, selfprof_summary **sa,
                            selfprof_summary **sb, cli_tools *ta, cli_tools *tb, int newest);

/* Whether `arg` names a directory. */
int summary_input_is_dir(const char *arg);

#endif
