/* flamegraph_svg.h — draws folded stacks as a self-contained interactive
 * SVG flame graph (no external resources): one rectangle per stack, width
 * proportional to its total time, the root at the bottom; a tooltip per
 * frame; a small embedded script for click-to-zoom, search and reset. */
#ifndef SELFPROF_FLAMEGRAPH_SVG_H
#define SELFPROF_FLAMEGRAPH_SVG_H

#include <stdio.h>

#include "selfprof/stacks.h"

/* How one frame is drawn, for a graph whose colours and tooltips come from
 * other data than the stacks drawn (the differential flame graph,
 * flamegraph_diff.h). */
typedef struct flamegraph_frame_style {
    int rgb[3];     /* the fill; preset to the plain graph's palette */
    char info[240]; /* appended to the tooltip's line; "" for nothing */
    char attrs[96]; /* extra attributes of the frame's <g>, written as
                          they are (' data-a="5"'); "" for none */
} flamegraph_frame_style;

typedef struct flamegraph_options {
    const char *title;    /* big line at the top (escaped here) */
    const char *subtitle; /* smaller line below it; NULL for none */
    unsigned width;       /* image width in pixels */
    double min_width;     /* frames narrower than this (pixels) are left out */
    /* NULL, or called once for every frame written (after the defaults
     * are set in *st) to change how it is drawn. */
    void (*style)(void *ctx, const selfprof_stack_visit *v, flamegraph_frame_style *st);
    void *style_ctx;
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

/* Writes `v` of counter unit `unit` to buf: "12.345 ms" (s, ms, µs or ns,
 * three decimals) for "ns", else "N UNIT". */
void flamegraph_format_value(char *buf, size_t size, int64_t v, const char *unit);

#endif
