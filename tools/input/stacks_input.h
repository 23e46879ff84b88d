/* stacks_input.h — what `collapse` and `flamegraph` share: the folded
 * stacks of the command-line inputs. */
#ifndef SELFPROF_STACKS_INPUT_H
#define SELFPROF_STACKS_INPUT_H

#include "selfprof/stacks.h"

/* For subcommand `command`: expands `args` (files and directories, as
 * cli_expand_inputs; none is a usage error, EXIT_USAGE) and adds
 * every profile to a new set of stacks made with `options`. On success
 * stores the set in *out, the number of files in *nfiles and, when there is
 * exactly one, a copy of its path in *single (malloc'd, else NULL); returns
 * EXIT_OK. Otherwise prints a one-line error and returns EXIT_INPUT. With
 * `by_crate`, each profile's stacks hang from a frame named after its crate
 * (cli_crate_of_path) under the root (--by-crate). */
int stacks_input_load(const char *command, char **args, int nargs,
                      const selfprof_stacks_options *options, int by_crate, selfprof_stacks **out,
                      int *nfiles, char **single);

#endif
