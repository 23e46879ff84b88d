/* cache_sync.c — perf_cache_sync (cache.h): the answer cache brought up to
 * date with the database's change log (perf/store/change_log.h). Apart
 * from cache.c because it reads the database: the log is read outside the
 * cache's lock, so the workers serving hits never wait for a query. */
#include <stdio.h>
#include <stdlib.h>

#include "cache.h"

int perf_cache_sync(perf_cache *c, perf_db *db)
{
    pthread_mutex_lock(&c->lock);
    int64_t after = c->seq;
    pthread_mutex_unlock(&c->lock);
    char err[256];
    perf_change *ch;
    size_t n;
    int64_t last;
    if (perf_change_log_since(db, after, &ch, &n, &last, err, sizeof err) < 0) {
        perf_cache_invalidate(c); /* cannot tell: nothing kept */
        return -1;
    }
    perf_cache_evict(c, ch, n, last);
    free(ch);
    return 0;
}
