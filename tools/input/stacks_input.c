/* stacks_input.c — see stacks_input.h. */
#include "input/stacks_input.h"

#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/compilation.h"

int stacks_input_load(const char *command, char **args, int nargs,
                      const selfprof_stacks_options *options, int by_crate, selfprof_stacks **out,
                      int *nfiles, char **single)
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
    /* Every profile is opened first, so the root frame can be named after
     * the compiler that wrote them (unless --root names it). */
    selfprof_profile **profiles = cli_xcalloc((size_t)npaths, sizeof *profiles);
    cli_tools tools = {0};
    int status = EXIT_OK;
    for (int i = 0; i < npaths && status == EXIT_OK; i++) {
        selfprof_error err = {0};
        if (cli_profile_open(paths[i], &profiles[i], &err) != SELFPROF_OK) {
            cli_file_error(paths[i], &err);
            status = EXIT_INPUT;
        } else {
            cli_tools_add(&tools, profiles[i]);
        }
    }
    selfprof_stacks_options so = options ? *options : (selfprof_stacks_options){0};
    if (!so.root && status == EXIT_OK) {
        const char *tool = cli_tools_name(&tools);
        so.root = tool ? tool : cli_tools_mixed(&tools) ? "all" : NULL;
    }
    if (status == EXIT_OK && cli_tools_mixed(&tools)) {
        char which[160];
        cli_tools_describe(&tools, which, sizeof which);
        cli_error("warning: these profiles come from different compilers (%s): their stacks "
                  "share one root frame",
                  which);
    }
    selfprof_stacks *s;
    if (selfprof_stacks_new(&so, &s) != SELFPROF_OK)
        cli_out_of_memory();
    for (int i = 0; i < npaths && status == EXIT_OK; i++) {
        selfprof_error err = {0};
        if (by_crate) {
            char *crate = cli_crate_of_path(paths[i]);
            if (selfprof_stacks_set_group(s, crate) != SELFPROF_OK)
                cli_out_of_memory();
            free(crate);
        }
        if (selfprof_stacks_add_profile(s, profiles[i], &err) != SELFPROF_OK) {
            cli_file_error(paths[i], &err);
            status = EXIT_INPUT;
        }
    }
    for (int i = 0; i < npaths; i++)
        selfprof_profile_close(profiles[i]);
    free(profiles);
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
