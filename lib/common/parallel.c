/* parallel.c — see parallel.h. */
#include "common/parallel.h"

#include <stdlib.h>
#include <unistd.h>

unsigned sp_parallel_threads(uint64_t items, uint64_t min_items)
{
    const char *forced = getenv("SELFPROF_THREADS");
    if (forced && forced[0] == '1' && forced[1] == '\0')
        return 1;
    if (forced && forced[0] == '2' && forced[1] == '\0')
        return items >= 2 ? 2 : 1;
    if (items < min_items)
        return 1;
    return sysconf(_SC_NPROCESSORS_ONLN) >= 2 ? 2 : 1;
}
