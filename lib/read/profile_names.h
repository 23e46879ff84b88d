/* profile_names.h — what the analyses (lib/analyze) may know of a
 * profile's interned names beyond the public API: their hashes, so that a
 * summary can take the names over without hashing or copying their text. */
#ifndef SP_PROFILE_NAMES_H
#define SP_PROFILE_NAMES_H

#include <stdint.h>

#include "selfprof/profile.h"
#include "common/name_table.h"

/* The name table hash of name number `name` (< selfprof_profile_name_count),
 * as sp_name_intern_hashed takes it. */
uint32_t sp_profile_name_hash(const selfprof_profile *p, uint32_t name);

/* The profile's name table, whose text a summary may keep and borrow
 * (sp_name_table_keep) instead of copying it. */
const sp_name_table *sp_profile_names(const selfprof_profile *p);

#endif
