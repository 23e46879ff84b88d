/* cleanup.h — what an early exit of `selfprof record` must undo (see
 * cleanup.c). */
#ifndef SELFPROF_RECORD_CLEANUP_H
#define SELFPROF_RECORD_CLEANUP_H

/* From now on an exit() (cli_out_of_memory) erases the progress line,
 * removes the private directory `dir` (kept by pointer: it must live
 * until rec_cleanup_disarm) and the stable link. Call once a process. */
void rec_cleanup_at_exit(const char *dir);

/* The private directory is record's own business again (removed, or
 * partly kept, by the caller): an exit no longer removes it. */
void rec_cleanup_disarm(void);

#endif
