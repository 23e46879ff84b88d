/* stable_link.h — one -Zself-profile path for every `selfprof record`
 * (see stable_link.c). */
#ifndef SELFPROF_RECORD_STABLE_LINK_H
#define SELFPROF_RECORD_STABLE_LINK_H

#include <stddef.h>

/* Points the stable link ${XDG_CACHE_HOME:-$HOME/.cache}/selfprof/
 * record-profiles at `dir` (absolute), holding record.lock beside it.
 * Returns the link's path (owned here, valid until rec_stable_link_remove),
 * or NULL with the reason in why[0..why_size): no cache directory, it
 * cannot be made, or another record holds the lock. Out of memory exits
 * (cli_out_of_memory). */
const char *rec_stable_link(const char *dir, char *why, size_t why_size);

/* Removes the link and lets the lock go; nothing when there is none.
 * Safe to call again, and from an atexit handler. */
void rec_stable_link_remove(void);

#endif
