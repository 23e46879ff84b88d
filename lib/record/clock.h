/* clock.h — where timestamps come from, and the numbers that turn raw
 * readings into the values stored in the file.
 *
 * The hot path converts each raw reading (TSC ticks, CLOCK_MONOTONIC ns or
 * counter values) as it records it, with one fixed-point multiply
 * (selfprof__value in recorder.h, from base and tsc_mult copied into the
 * profiler's hot fields).  Stored values are relative to the profiler's
 * start: nanoseconds for wall time, instructions for the counter.
 */
#ifndef SP_CLOCK_H
#define SP_CLOCK_H

#include "selfprof/recorder.h"

typedef struct sp_clock {
    uint32_t source;   /* SELFPROF__CLOCK_* */
    uint64_t base;     /* raw reading at profiler start */
    uint64_t tsc_mult; /* TSC: nanoseconds per tick, 32.32 fixed point */
} sp_clock;

/* Chooses the wall-time source by name: "auto" (an invariant TSC where the
 * CPU has one, else CLOCK_MONOTONIC), "tsc" or "monotonic", and takes the
 * start reading.  The TSC is calibrated against CLOCK_MONOTONIC once per
 * process (about 10 ms).  `what` names the option for messages.  Returns
 * SELFPROF_OK, SELFPROF_E_INVALID (unknown name) or SELFPROF_E_UNSUPPORTED
 * ("tsc" without an invariant TSC). */
int sp_clock_init(sp_clock *c, const char *name, const char *what, selfprof_error *err);

uint64_t sp_clock_monotonic_ns(void);
uint64_t sp_clock_realtime_ns(void);

/* 1 when the CPU has an invariant (constant rate, never stopping) TSC. */
int sp_clock_tsc_invariant(void);

/* "tsc", "monotonic" or "perf". */
const char *sp_clock_source_name(uint32_t source);

#endif
