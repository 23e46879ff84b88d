/* cleanup.c — record's atexit cleanup. The cli_x* allocators end the
 * program through exit() when memory runs out (tools/cli/cli.h), from
 * anywhere in record; the handler here then gives the terminal back and
 * removes what record made: no selfprof-record.XXXXXX is left in $TMPDIR
 * (integration/out_of_memory checks it), and no stable link points at a
 * folder of this run. */
#include <stdlib.h>

#include "record/cleanup.h"
#include "record/progress.h"
#include "record/stable_link.h"
#include "support/files.h"

/* The private directory while record runs: a global, for the handler. */
static const char *exit_cleanup_dir;

static void remove_private_dir_at_exit(void)
{
    rec_progress_end(); /* an exit while the command runs: the terminal back */
    if (exit_cleanup_dir)
        sup_remove_tree(exit_cleanup_dir);
    rec_stable_link_remove();
}

void rec_cleanup_at_exit(const char *dir)
{
    exit_cleanup_dir = dir;
    atexit(remove_private_dir_at_exit);
}

void rec_cleanup_disarm(void) { exit_cleanup_dir = NULL; }
