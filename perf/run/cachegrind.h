/* cachegrind.h — counting the instructions a compilation executes with
 * valgrind's cachegrind (its "Ir" count), for machines without hardware
 * counters (no perf_event_open instructions:u, as on most VMs).
 *
 * Why cachegrind: the count is the same for the same binary, input and
 * environment, whatever else the machine is doing, so it tells a 0.5%
 * change apart where times cannot; the price is a run 20-60x slower,
 * which is why it is a metric asked for (queue --metrics instructions),
 * measured in one extra run per scenario, not in every iteration.
 * Children are traced (rustc's linker, gcc's cc1 and as), as a hardware
 * counter inherited by children counts them. The metric is stored as
 * PERF_METRIC_CACHEGRIND (perf/metric/metric.h). */
#ifndef PERF_CACHEGRIND_H
#define PERF_CACHEGRIND_H

#include <stddef.h>
#include <stdint.h>

/* argv run under `valgrind --tool=cachegrind --cache-sim=no
 * --trace-children=yes`, each process writing DIR/cachegrind.out.PID.
 * malloc'd (free it with perf_cachegrind_argv_free; the strings of argv
 * are borrowed), or NULL when out of memory. */
char **perf_cachegrind_argv(char *const *argv, const char *dir);
void perf_cachegrind_argv_free(char **av);

/* The sum of the Ir counts of every DIR/cachegrind.out.* (the "summary:"
 * line of each), which it then removes. Returns 0, or -1 with err (no
 * output: valgrind is missing or failed; a file without a summary). */
int perf_cachegrind_collect(const char *dir, uint64_t *ir, char *err, size_t errlen);

#endif
