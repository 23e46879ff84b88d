/* json_writer.h — small helpers to write JSON the way measureme's serde does:
 * compact, strings escaped like serde_json, durations as {"secs","nanos"}. */
#ifndef SELFPROF_JSON_WRITER_H
#define SELFPROF_JSON_WRITER_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Writes `s[0..len)` as a JSON string: ", \, and control bytes escaped
 * (\n \t \r \b \f, others \u00xx); invalid UTF-8 becomes U+FFFD. */
void json_string(FILE *out, const char *s, size_t len);

/* Writes {"secs":S,"nanos":N} for `ns` nanoseconds (negative values as 0). */
void json_duration(FILE *out, int64_t ns);

#endif
