/* parallel.h — when a reading pass uses a second thread.
 *
 * On machines with two or more processors the reader splits the index's
 * head pass at open in two halves, and a --by-arg summary makes keys in one
 * thread while another interns and counts them.
 * Small inputs stay on the calling thread: starting a thread costs tens of
 * microseconds, more than it saves below some ten thousand items.
 */
#ifndef SP_PARALLEL_H
#define SP_PARALLEL_H

#include <stdint.h>

/* How many threads (1 or 2) a pass over `items` items may use: 2 when two
 * or more processors are online and `items` >= `min_items`. The
 * environment overrides it: SELFPROF_THREADS=1 keeps every pass on the
 * calling thread, SELFPROF_THREADS=2 splits every pass of 2 items or more
 * whatever the processors (how the tests cover both ways on small files). */
unsigned sp_parallel_threads(uint64_t items, uint64_t min_items);

#endif
