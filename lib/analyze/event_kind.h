/* event_kind.h — the event kinds the analyses treat specially, by name. */
#ifndef SP_EVENT_KIND_H
#define SP_EVENT_KIND_H

#include <stddef.h>

typedef enum sp_kind_class {
    SP_KIND_QUERY,
    SP_KIND_GENERIC_ACTIVITY,
    SP_KIND_INCR_LOAD,    /* IncrementalLoadResult */
    SP_KIND_INCR_HASHING, /* IncrementalResultHashing */
    SP_KIND_QUERY_BLOCKED,
    SP_KIND_QUERY_CACHE_HIT,
    SP_KIND_ARTIFACT_SIZE,
    SP_KIND_QUERY_CACHE_HIT_COUNT,
    SP_KIND_OTHER, /* e.g. "LLVM Pass", GCC passes, user kinds */
} sp_kind_class;

/* Classifies a kind name (exact, case-sensitive match with rustc's names). */
sp_kind_class sp_kind_classify(const char *name, size_t len);

#endif
