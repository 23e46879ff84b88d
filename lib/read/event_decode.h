/* event_decode.h — decoding one event record (v9: 8-byte ids, v8: 4-byte
 * ids), shared by the cursors and the page reader. */
#ifndef SP_EVENT_DECODE_H
#define SP_EVENT_DECODE_H

#include "format/format.h"
#include "selfprof/profile.h"

/* Decodes the record at `r` into *out: SELFPROF_OK, or SELFPROF_E_FORMAT
 * for an interval that ends before it starts (*out filled all the same).
 * `isz` is the id size, a constant in each caller, so the compiler
 * specializes the loads for v9 (8-byte ids) and v8 (4-byte ids). */
static inline int sp_decode_event(const uint8_t *r, unsigned isz, selfprof_event *out)
{
    uint64_t v1, v2;
    out->kind_id = sp_load_id(r, isz);
    out->event_id = sp_load_id(r + isz, isz);
    out->thread_id = sp_load_u32(r + 2 * (size_t)isz);
    sp_unpack_values(r + 2 * (size_t)isz + 4, &v1, &v2);
    if (v2 == SP_INSTANT_MARKER) {
        out->type = SELFPROF_INSTANT;
        out->start = out->end = v1;
        out->value = 0;
    } else if (v2 == SP_INTEGER_MARKER) {
        out->type = SELFPROF_INTEGER;
        out->start = out->end = 0;
        out->value = v1;
    } else {
        out->type = SELFPROF_INTERVAL;
        out->start = v1;
        out->end = v2;
        out->value = 0;
        if (v2 < v1)
            return SELFPROF_E_FORMAT; /* an interval that ends before it starts */
    }
    return SELFPROF_OK;
}

#endif
