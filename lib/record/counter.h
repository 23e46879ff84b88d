/* counter.h — the `instructions:u` hardware counter (perf events).
 *
 * Counts the user-space instructions retired by the thread that created
 * the profiler (like rustc, the counter is meant for single-threaded runs).
 * Readings use read(2) on the perf file descriptor.
 */
#ifndef SP_COUNTER_H
#define SP_COUNTER_H

#include "selfprof/common.h"

typedef struct sp_counter {
    int fd; /* -1 when closed */
} sp_counter;

/* Opens the counter.  `what` names the option for messages.  Returns
 * SELFPROF_OK or SELFPROF_E_UNSUPPORTED with a message naming the reason
 * (no PMU in this machine, not permitted by kernel.perf_event_paranoid,
 * no perf support in the kernel). */
int sp_counter_open(sp_counter *c, const char *what, selfprof_error *err);

/* The current count (0 if the read fails). */
uint64_t sp_counter_read(const sp_counter *c);

void sp_counter_close(sp_counter *c);

#endif
