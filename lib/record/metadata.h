/* metadata.h — the metadata string (string id 100000001): measureme's
 * layout, but always valid JSON (measureme writes \' and \u{..}). */
#ifndef SP_METADATA_H
#define SP_METADATA_H

#include <stddef.h>
#include <stdint.h>

/* Builds
 *   { "start_time": N, "process_id": N, "cmd": "...", "counter": { "name": "...", "units": [...] } }
 * with measureme's spacing.  cmd is every argv element followed by one space
 * (argv NULL: read from /proc/self/cmdline).  Returns a malloc'd NUL-terminated
 * string (length in *len) or NULL when out of memory. */
char *sp_metadata_json(uint64_t start_time, uint32_t pid, int argc, char *const *argv,
                       const char *counter, size_t *len);

/* Appends `s[0..n)` to the growable buffer as the inside of a JSON string:
 * ", \ and control characters escaped, valid UTF-8 kept, each invalid byte
 * replaced by U+FFFD.  Returns 0, or -1 when out of memory. */
typedef struct sp_text {
    char *data;
    size_t len, cap;
    int failed;
} sp_text;
void sp_text_put(sp_text *t, const char *s, size_t n);
void sp_json_escape(sp_text *t, const char *s, size_t n);

#endif
