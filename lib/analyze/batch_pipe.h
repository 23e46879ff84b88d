/* batch_pipe.h — two threads passing batches of work through a ring: one
 * produces them (a helper thread), the calling thread consumes them in
 * order. For a walk whose work splits in two halves that need no common
 * state but what each batch carries (a --by-arg summary: keys made in one
 * thread, interned and counted in the other).
 */
#ifndef SP_BATCH_PIPE_H
#define SP_BATCH_PIPE_H

#include <stddef.h>

/* Fills `batch`. Returns 1 when more batches may follow, 0 when this is
 * the last one (it is still consumed). Runs in the helper thread. */
typedef int (*sp_pipe_produce)(void *ctx, void *batch);

/* Uses `batch`. Returns 0 to go on, anything else to stop (the producer is
 * then stopped too, and that value returned). Runs in the calling thread. */
typedef int (*sp_pipe_consume)(void *ctx, void *batch);

/* Runs `produce` in a new thread and `consume` in this one over the
 * `count` (>= 2) batch buffers `batches`, used round-robin: batch k is
 * consumed after batch k - 1 and before its buffer is filled again.
 * Returns what `consume` stopped with, or 0 after consuming the last
 * batch; -1 (nothing done) when no thread can be started. */
int sp_pipe_run(void **batches, size_t count, sp_pipe_produce produce, sp_pipe_consume consume,
                void *ctx);

#endif
