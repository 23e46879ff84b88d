/* string_api.c — the public string functions: interning, composed strings,
 * event ids with arguments, virtual-id mapping. */
#include "profiler.h"

#include "format/format.h"

#include <stdlib.h>
#include <string.h>

selfprof_string_id selfprof_intern(selfprof_profiler *p, const char *text, size_t len)
{
    if (!p || !sp_profiler_active(p))
        return SELFPROF_INVALID_STRING_ID;
    return sp_strtab_add_text(&p->strings, text, len, 1);
}

selfprof_string_id selfprof_intern_cstr(selfprof_profiler *p, const char *text)
{
    return text ? selfprof_intern(p, text, strlen(text)) : SELFPROF_INVALID_STRING_ID;
}

selfprof_string_id selfprof_string_alloc(selfprof_profiler *p, const char *text, size_t len)
{
    if (!p || !sp_profiler_active(p))
        return SELFPROF_INVALID_STRING_ID;
    return sp_strtab_add_text(&p->strings, text, len, 0);
}

selfprof_string_id selfprof_intern_components(selfprof_profiler *p, const selfprof_component *c,
                                              size_t n)
{
    if (!p || !sp_profiler_active(p))
        return SELFPROF_INVALID_STRING_ID;
    return sp_strtab_add_components(&p->strings, c, n);
}

selfprof_string_id selfprof_event_id(selfprof_profiler *p, selfprof_string_id label,
                                     const selfprof_string_id *args, size_t nargs)
{
    if (nargs == 0)
        return label;
    if (!p || !args || !sp_profiler_active(p))
        return SELFPROF_INVALID_STRING_ID;
    static const char sep = (char)SP_ARG_SEPARATOR;
    selfprof_component small[17];
    size_t n = 1 + 2 * nargs;
    selfprof_component *c = n <= 17 ? small : malloc(n * sizeof *c);
    if (!c)
        return SELFPROF_INVALID_STRING_ID;
    c[0] = (selfprof_component){NULL, 0, label};
    for (size_t i = 0; i < nargs; i++) {
        c[1 + 2 * i] = (selfprof_component){&sep, 1, 0};
        c[2 + 2 * i] = (selfprof_component){NULL, 0, args[i]};
    }
    selfprof_string_id id = sp_strtab_add_components(&p->strings, c, n);
    if (c != small)
        free(c);
    return id;
}

int selfprof_map_virtual_ids(selfprof_profiler *p, const uint64_t *ids, size_t n,
                             selfprof_string_id target)
{
    if (!p || (!ids && n))
        return SELFPROF_E_INVALID;
    if (!sp_profiler_active(p))
        return SELFPROF_E_DISABLED;
    if (target < SP_FIRST_REGULAR_ID || target == SELFPROF_INVALID_STRING_ID)
        return SELFPROF_E_INVALID;
    for (size_t i = 0; i < n; i++)
        if (ids[i] > SP_MAX_USER_VIRTUAL_ID)
            return SELFPROF_E_RANGE;
    if (n == 0)
        return SELFPROF_OK;
    return sp_strtab_map(&p->strings, ids, n, target - SP_FIRST_REGULAR_ID);
}

int selfprof_map_virtual_id(selfprof_profiler *p, uint64_t virtual_id, selfprof_string_id target)
{
    return selfprof_map_virtual_ids(p, &virtual_id, 1, target);
}
