/* profile_names.h — what the analyses (lib/analyze) may know of a
 * profile's interned names beyond the public API: their hashes, so that a
 * summary can take the names over without hashing or copying their text,
 * and a hint to fetch an event id's string before it is read. */
#ifndef SP_PROFILE_NAMES_H
#define SP_PROFILE_NAMES_H

#include <pthread.h>
#include <stdint.h>

#include "selfprof/profile.h"
#include "common/name_table.h"

/* The name table hash of name number `name` (< selfprof_profile_name_count),
 * as sp_name_intern_hashed takes it. */
uint32_t sp_profile_name_hash(const selfprof_profile *p, uint32_t name);

/* The profile's name table, whose text a summary may keep and borrow
 * (sp_name_table_keep) instead of copying it. */
const sp_name_table *sp_profile_names(const selfprof_profile *p);

/* Maps the string data into memory at once (one call per run of adjacent
 * pages, no page faults later) and keeps it there: sp_profile_release then
 * gives nothing back. For a walk that reads strings all over the file
 * (--by-arg keys): giving pages back every few MB made it fault them in
 * again one by one. Events and index are read from copies, so their pages
 * are left out (44 MB less resident on a large profile). */
void sp_profile_keep_resident(selfprof_profile *p);

/* Asks the CPU to fetch the first bytes of the string of `id` into its
 * cache; reads nothing else and never fails. Why: rustc maps its query
 * invocations' virtual ids to strings at the end of the compile, so a walk
 * meets their strings in no address order, and the first read of each
 * missed the cache (a seventh of a --by-arg summary). A walk calls this a
 * few events ahead. */
void sp_profile_prefetch_string(selfprof_profile *p, uint64_t id);

/* The second step after sp_profile_prefetch_string, once the string of
 * `id` is in the cache: prefetches the strings its first references name
 * (the argument of a "label, 0x1E, argument" event id). */
void sp_profile_prefetch_refs(selfprof_profile *p, uint64_t id);

/* Key texts made by sp_profile_key_stage and not yet interned: the keys
 * one after the other, not NUL terminated. */
typedef struct sp_key_texts {
    char *text;
    size_t len, cap;
} sp_key_texts;

/* Where sp_profile_key_stage put a key's text, and its sp_name_hash. */
typedef struct sp_staged_key {
    size_t at, len;
    uint32_t hash;
} sp_staged_key;

/* For a --by-arg walk that makes keys a batch at a time and interns them
 * after, maybe in another thread: the key of event id `id` as
 * selfprof_profile_key finds it, except that a key made of a label and an
 * argument is not interned. Its text is appended to `out`, *staged says
 * where, and *name is SP_NAME_NONE: the caller interns it with
 * sp_name_intern_hashed on sp_profile_names_shared. Why: almost every key
 * is a new text, and interning each at once looked up a slot that missed
 * the cache; a batch's slots can be prefetched first. The thread that
 * calls this is the only one that resolves strings of `p`; `lock` (NULL
 * when the walk has one thread) guards the name table, which both use:
 * this takes it only for what it reads or adds there (a new label, a
 * rejected piece). Returns SELFPROF_OK, or selfprof_profile_key's error. */
int sp_profile_key_stage(selfprof_profile *p, uint64_t id, pthread_mutex_t *lock, sp_key_texts *out,
                         sp_staged_key *staged, uint32_t *name, selfprof_error *err);

/* The name table sp_profile_key_stage's keys are interned into (with the
 * lock held, when there is one). */
sp_name_table *sp_profile_names_shared(selfprof_profile *p);

#endif
