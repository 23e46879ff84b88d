/* stacks_input.c — see stacks_input.h. */
#include "input/stacks_input.h"

#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

int stacks_input_load(const char *command, char **args, int nargs,
                      const selfprof_stacks_options *options, selfprof_stacks **out, int *nfiles,
                      char **single)
{
    if (nargs <= 0) {
        cli_error("%s: no profile given (see 'selfprof %s --help')", command, command);
        return EXIT_USAGE;
    }
    *out = NULL;
    *single = NULL;
    char **paths;
    int npaths = cli_expand_inputs(args, nargs, &paths);
    if (npaths < 0)
        return EXIT_INPUT;
    selfprof_stacks *s;
    if (selfprof_stacks_new(options, &s) != SELFPROF_OK)
        cli_out_of_memory();
    int status = EXIT_OK;
    for (int i = 0; i < npaths && status == EXIT_OK; i++) {
        selfprof_error err = {0};
        selfprof_profile *p;
        if (cli_profile_open(paths[i], &p, &err) != SELFPROF_OK ||
            selfprof_stacks_add_profile(s, p, &err) != SELFPROF_OK) {
            cli_file_error(paths[i], &err);
            status = EXIT_INPUT;
        }
        selfprof_profile_close(p);
    }
    if (status == EXIT_OK && npaths == 1 && !(*single = strdup(paths[0])))
        cli_out_of_memory();
    cli_free_inputs(paths, npaths);
    if (status != EXIT_OK) {
        selfprof_stacks_free(s);
        return status;
    }
    *out = s;
    *nfiles = npaths;
    return EXIT_OK;
}
