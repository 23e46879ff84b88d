/* event_filter.h — event group names (rustc's -Zself-profile-events) and
 * the parser of a comma-separated filter specification. */
#ifndef SP_EVENT_FILTER_H
#define SP_EVENT_FILTER_H

#include "selfprof/recorder.h"

/* User group names of one profiler (bit SELFPROF_GROUP_USER(i) for names[i]). */
typedef struct sp_user_groups {
    const char *const *names; /* may be NULL */
    uint32_t count;
    uint32_t not_default; /* bit i: not part of "default" */
} sp_user_groups;

/* Groups of one name (builtin, alias or user group), or SELFPROF_E_INVALID. */
int sp_filter_lookup(const char *name, size_t len, const sp_user_groups *user, uint64_t *groups);

/* Parses "name[,name...]" (spaces around names allowed, empty items
 * ignored) into the union of the named groups.  `what` names the source
 * ("SELFPROF_EVENTS", "options.events") for the message of an unknown name. */
int sp_filter_parse(const char *spec, const char *what, const sp_user_groups *user,
                    uint64_t *groups, selfprof_error *err);

/* Groups of the predefined kind `kind` (SELFPROF_KIND_*). */
uint64_t sp_filter_builtin_kind_groups(selfprof_kind kind);

#endif
