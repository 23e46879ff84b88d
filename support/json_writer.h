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

/* The escaper behind json_string, for writers with their own buffer:
 * writes the escaped form of s[0..len) (without quotes) to dst, which must
 * have room for JSON_ESCAPE_MAX(len) bytes, and returns the bytes written. */
#define JSON_ESCAPE_MAX(len) (6 * (size_t)(len))
size_t json_escape(char *dst, const char *s, size_t len);

/* The two ways of writing what is not plain text, for json_escape_as:
 * JSON_ESCAPE_SERDE is serde_json's (measureme's files, `selfprof
 * summarize --json`, what json_escape does): \n \t \r \b \f, other
 * control bytes as \u00xx, DEL as it is, a byte that is not valid UTF-8 as
 * the bytes of U+FFFD. JSON_ESCAPE_ASCII is selfprof-perf's reports': \n
 * and \t, every other control byte and DEL as \u00xx, a byte that is not
 * valid UTF-8 as the six characters \ufffd (only valid UTF-8 is written
 * as it is). Both escape " and \ and give the same JSON value. */
enum json_escape_style { JSON_ESCAPE_SERDE, JSON_ESCAPE_ASCII };

/* json_escape in the given style; the same room (JSON_ESCAPE_MAX) and
 * result. */
size_t json_escape_as(char *dst, const char *s, size_t len, enum json_escape_style style);

/* For escaping a long string piece by piece: the length (<= max, > 0 when
 * len > 0 and max >= 4) of the first piece of s[0..len) to pass to
 * json_escape so that no UTF-8 sequence is cut; the pieces' escapes
 * concatenated equal the escape of the whole. */
size_t json_escape_chunk(const char *s, size_t len, size_t max);

/* Writes {"secs":S,"nanos":N} for `ns` nanoseconds (negative values as 0). */
void json_duration(FILE *out, int64_t ns);

#endif
