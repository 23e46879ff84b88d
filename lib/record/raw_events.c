/* raw_events.c — selfprof_record_raw_interval: records with values and a
 * thread id given by the caller (importers), in a profiler-wide page.
 *
 * The records are encoded straight into the file layout, so nothing is
 * converted when the page is written.  The page is separate from the thread
 * pages of the hot path and guarded by its own mutex (never held while the
 * string mutex is wanted by someone holding this one: the string table is
 * flushed before the page write, as for thread pages). */
#include "profiler.h"

#include "format/format.h"

#include <stdlib.h>

#define RAW_RECORDS (SP_MAX_PAGE / SP_V9_EVENT_SIZE)

/* raw_lock held. */
static int raw_write(selfprof_profiler *p)
{
    if (p->raw_count == 0)
        return SELFPROF_OK;
    size_t n = p->raw_count;
    p->raw_count = 0;
    if (!sp_profiler_active(p))
        return SELFPROF_E_DISABLED;
    /* Strings first: every string a record refers to is on disk before it. */
    int rc = sp_strtab_flush(&p->strings);
    if (rc == SELFPROF_OK)
        rc = sp_profiler_write_page(p, p->raw_page + 3, SP_TAG_EVENTS, n * SP_V9_EVENT_SIZE);
    return rc;
}

int sp_raw_flush(selfprof_profiler *p)
{
    pthread_mutex_lock(&p->raw_lock);
    int rc = raw_write(p);
    pthread_mutex_unlock(&p->raw_lock);
    return rc;
}

int selfprof_record_raw_interval(selfprof_profiler *p, selfprof_kind kind, selfprof_string_id id,
                                 uint32_t thread_id, uint64_t start, uint64_t end)
{
    if (!p || kind >= SELFPROF_KIND_MAX || start > end)
        return SELFPROF_E_INVALID;
    if (!sp_profiler_active(p))
        return SELFPROF_E_DISABLED;
    if (!selfprof__kind_on(p, kind))
        return SELFPROF_OK;
    uint64_t kind_id = __atomic_load_n(&p->hot.kind_ids[kind], __ATOMIC_RELAXED);
    if (kind_id == 0)
        return SELFPROF_E_INVALID;
    if (end > SP_MAX_INTERVAL_VALUE)
        end = SP_MAX_INTERVAL_VALUE;
    if (start > end)
        start = end;
    int rc = SELFPROF_OK;
    pthread_mutex_lock(&p->raw_lock);
    if (!p->raw_page && !(p->raw_page = malloc(8 + SP_MAX_PAGE)))
        rc = SELFPROF_E_NOMEM;
    if (rc == SELFPROF_OK && p->raw_count == RAW_RECORDS)
        rc = raw_write(p);
    if (rc == SELFPROF_OK) {
        uint8_t *rec = p->raw_page + 8 + p->raw_count * SP_V9_EVENT_SIZE;
        sp_store_u64(rec, kind_id);
        sp_store_u64(rec + 8, id);
        sp_store_u32(rec + 16, thread_id);
        sp_pack_values(rec + 20, start, end);
        p->raw_count++;
    }
    pthread_mutex_unlock(&p->raw_lock);
    return rc;
}
