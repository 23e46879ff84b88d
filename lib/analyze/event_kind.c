/* event_kind.c — see event_kind.h. */
#include "analyze/event_kind.h"

#include <string.h>

static const struct {
    const char *name;
    sp_kind_class cls;
} KINDS[] = {
    {"Query", SP_KIND_QUERY},
    {"GenericActivity", SP_KIND_GENERIC_ACTIVITY},
    {"IncrementalLoadResult", SP_KIND_INCR_LOAD},
    {"IncrementalResultHashing", SP_KIND_INCR_HASHING},
    {"QueryBlocked", SP_KIND_QUERY_BLOCKED},
    {"QueryCacheHit", SP_KIND_QUERY_CACHE_HIT},
    {"ArtifactSize", SP_KIND_ARTIFACT_SIZE},
    {"QueryCacheHitCount", SP_KIND_QUERY_CACHE_HIT_COUNT},
};

sp_kind_class sp_kind_classify(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof KINDS / sizeof KINDS[0]; i++)
        if (strlen(KINDS[i].name) == len && memcmp(KINDS[i].name, name, len) == 0)
            return KINDS[i].cls;
    return SP_KIND_OTHER;
}
