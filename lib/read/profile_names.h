/* profile_names.h — what the analyses (lib/analyze) may know of a
 * profile's interned names beyond the public API: their hashes, so that a
 * summary can take the names over without hashing their text again. */
#ifndef SP_PROFILE_NAMES_H
#define SP_PROFILE_NAMES_H

#include <stdint.h>

#include "selfprof/profile.h"

/* The name table hash of name number `name` (< selfprof_profile_name_count),
 * as sp_name_intern_hashed takes it. */
uint32_t sp_profile_name_hash(const selfprof_profile *p, uint32_t name);

#endif
