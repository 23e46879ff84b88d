/* flamegraph_svg.h — draws folded stacks as a self-contained interactive
 * SVG flame graph (no external resources): one rectangle per stack, width
 * proportional to its total time, the root at the bottom; a tooltip per
 * frame; a small embedded script for click-to-zoom, search and reset. */
#ifndef SELFPROF_FLAMEGRAPH_SVG_H
#define SELFPROF_FLAMEGRAPH_SVG_H

#include <stdio.h>

#include "selfprof/stacks.h"

typedef struct flamegraph_options {
    const char *title;     /* big line at the top (escaped here) */
    const char *subtitle;  /* smaller line below it; NULL for none */
    unsigned width;        /* image width in pixels */
    double min_width;      /* frames narrower than this (pixels) are left out */
} flamegraph_options;

#define FLAMEGRAPH_MIN_IMAGE_WIDTH 200
#define FLAMEGRAPH_MAX_IMAGE_WIDTH 100000

/* Writes the SVG of `s` to `out`, streaming: memory is proportional to the
 * depth of the deepest stack, not to the number of frames. Returns 0, or
 * SELFPROF_E_NOMEM. Write errors are left in ferror(out). */
int flamegraph_write_svg(FILE *out, selfprof_stacks *s, const flamegraph_options *o);

/* Writes `len` bytes of `text` XML-escaped (& < > " '), replacing bytes that
 * are not well-formed UTF-8 or not allowed in XML with U+FFFD, and stopping
 * after `max_chars` characters (SIZE_MAX: no limit). Returns the number of
 * characters written. */
size_t flamegraph_xml_text(FILE *out, const char *text, size_t len, size_t max_chars);

#endif
