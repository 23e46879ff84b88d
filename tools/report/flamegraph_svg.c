/* flamegraph_svg.c — see flamegraph_svg.h.
 *
 * Layout: a frame at depth d (0 = root) is a rectangle at
 *   y = height - BOTTOM - (d + 1) * FRAME_H,
 *   x = XPAD + (values of the stacks before it at its depth) * scale,
 * where scale = (width - 2 * XPAD) / (sum of all values). The walk of
 * selfprof_stacks_walk is depth first with siblings sorted, so a per-depth
 * cursor gives every x: a frame starts where its parent starts plus the
 * totals of its earlier siblings.
 *
 * Each frame is <g class="f" data-x=X data-w=W> with X and W in counter
 * units (exact integers, so zooming stays precise), a <title> whose first
 * line is the label (the script reads the label from there), a <rect> and a
 * <text> clipped to the width. The script at the end re-lays frames out on
 * click (zoom), highlights search matches and reports the matched share.
 */
#include "report/flamegraph_svg.h"

#include "common/name_table.h"

#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FONT_SIZE 12
#define CHAR_W 7.2 /* advance of a 12px monospace character */
#define FRAME_H 16
#define XPAD 10
#define TOP 50    /* title, subtitle and controls */
#define BOTTOM 34 /* the details line */

size_t flamegraph_xml_text(FILE *out, const char *text, size_t len, size_t max_chars)
{
    const unsigned char *s = (const unsigned char *)text, *end = s + len;
    size_t chars = 0;
    while (s < end && chars < max_chars) {
        unsigned c = *s;
        size_t n = 1;
        if (c >= 0x80) {
            n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
            if (n == 0 || c > 0xF4 || (size_t)(end - s) < n) {
                n = 0;
            } else {
                uint32_t cp = c & (0x3F >> (n - 1));
                for (size_t i = 1; i < n; i++) {
                    if ((s[i] & 0xC0) != 0x80) {
                        n = 0;
                        break;
                    }
                    cp = cp << 6 | (s[i] & 0x3F);
                }
                static const uint32_t MIN[5] = {0, 0, 0x80, 0x800, 0x10000};
                if (n && (cp < MIN[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) ||
                          cp == 0xFFFE || cp == 0xFFFF))
                    n = 0;
            }
        } else if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
            n = 0;
        }
        if (n == 0) { /* not UTF-8, or not an XML character */
            fputs("\xEF\xBF\xBD", out);
            s++;
        } else if (n > 1) {
            fwrite(s, 1, n, out);
            s += n;
        } else {
            switch (c) {
            case '&': fputs("&amp;", out); break;
            case '<': fputs("&lt;", out); break;
            case '>': fputs("&gt;", out); break;
            case '"': fputs("&quot;", out); break;
            case '\'': fputs("&apos;", out); break;
            default: putc((int)c, out);
            }
            s++;
        }
        chars++;
    }
    return chars;
}

static size_t char_count(const char *text, size_t len)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        n += ((unsigned char)text[i] & 0xC0) != 0x80;
    return n;
}

void flamegraph_format_value(char *buf, size_t size, int64_t v, const char *unit)
{
    if (strcmp(unit, "ns") != 0) {
        snprintf(buf, size, "%" PRId64 " %s", v, unit);
        return;
    }
    double a = fabs((double)v);
    if (a >= 1e9)
        snprintf(buf, size, "%.3f s", (double)v / 1e9);
    else if (a >= 1e6)
        snprintf(buf, size, "%.3f ms", (double)v / 1e6);
    else if (a >= 1e3)
        snprintf(buf, size, "%.3f \xC2\xB5s", (double)v / 1e3);
    else
        snprintf(buf, size, "%" PRId64 " ns", v);
}

/* flamegraph.pl's "hot" palette, picked by a hash of the label so that a
 * label has the same colour everywhere and in every graph. */
static void frame_colour(const char *text, size_t len, int is_root, int rgb[3])
{
    uint32_t h = sp_hash_bytes(text, len); /* the library's one byte hash */
    double v1 = (h & 0xFF) / 255.0, v2 = ((h >> 8) & 0xFF) / 255.0, v3 = ((h >> 16) & 0xFF) / 255.0;
    if (is_root) { /* the root and the thread frames: a calm grey-blue */
        rgb[0] = 190 + (int)(20 * v1);
        rgb[1] = 195 + (int)(20 * v1);
        rgb[2] = 225;
        return;
    }
    rgb[0] = 205 + (int)(50 * v3);
    rgb[1] = (int)(230 * v1);
    rgb[2] = (int)(55 * v2);
}

typedef struct layout {
    FILE *out;
    const flamegraph_options *o;
    const char *unit;
    double scale; /* pixels per counter unit */
    int64_t sum;
    int64_t *cursor;      /* per depth: x (counter units) of the next frame */
    unsigned char *drawn; /* per depth: the last frame at this depth is drawn */
    uint32_t max_drawn;   /* deepest drawn depth + 1 (0: nothing drawn) */
    uint64_t frames;      /* frames drawn */
    unsigned height;
    int emit; /* 0: first pass (measure), 1: write */
} layout;

static int visit(void *ctx, const selfprof_stack_visit *v)
{
    layout *l = ctx;
    uint32_t d = v->depth;
    int64_t x = l->cursor[d];
    int64_t w = v->total > 0 ? v->total : 0;
    l->cursor[d] = x + w;
    l->cursor[d + 1] = x;
    double wpx = (double)w * l->scale;
    int drawn = (d == 0 || l->drawn[d - 1]) && w > 0 && wpx >= l->o->min_width;
    l->drawn[d] = (unsigned char)drawn;
    if (!drawn)
        return 0;
    if (d + 1 > l->max_drawn)
        l->max_drawn = d + 1;
    l->frames++;
    if (!l->emit)
        return 0;
    FILE *out = l->out;
    const char *label = v->frames[d];
    size_t len = v->frame_lens[d];
    char total[48], self[48];
    flamegraph_format_value(total, sizeof total, v->total, l->unit);
    flamegraph_format_value(self, sizeof self, v->value, l->unit);
    double pct = l->sum > 0 ? 100.0 * (double)v->total / (double)l->sum : 0;
    double self_pct = l->sum > 0 ? 100.0 * (double)v->value / (double)l->sum : 0;
    flamegraph_frame_style st;
    frame_colour(label, len, !v->is_line || d == 0, st.rgb);
    st.info[0] = st.attrs[0] = 0;
    if (l->o->style)
        l->o->style(l->o->style_ctx, v, &st);
    double xpx = XPAD + (double)x * l->scale;
    unsigned y = l->height - BOTTOM - (d + 1) * FRAME_H;
    fprintf(out, "<g class=\"f\" data-x=\"%" PRId64 "\" data-w=\"%" PRId64 "\"%s><title>", x, w,
            st.attrs);
    flamegraph_xml_text(out, label, len, SIZE_MAX);
    fprintf(out, "\n%s, %.2f%% of total; self %s (%.2f%%)", total, pct, self, self_pct);
    flamegraph_xml_text(out, st.info, strlen(st.info), SIZE_MAX);
    fputs("</title>", out);
    fprintf(out, "<rect x=\"%.3f\" y=\"%u\" width=\"%.6g\" height=\"%u\" fill=\"rgb(%d,%d,%d)\"/>",
            xpx, y, wpx, (unsigned)(FRAME_H - 1), st.rgb[0], st.rgb[1], st.rgb[2]);
    fprintf(out, "<text x=\"%.3f\" y=\"%u\">", xpx + 3, y + FRAME_H - 4);
    double fit = floor((wpx - 6) / CHAR_W);
    if (fit >= 3) {
        size_t n = (size_t)fit, chars = char_count(label, len);
        if (chars <= n) {
            flamegraph_xml_text(out, label, len, SIZE_MAX);
        } else {
            flamegraph_xml_text(out, label, len, n - 2);
            fputs("..", out);
        }
    }
    fputs("</text></g>\n", out);
    return 0;
}

/* The interaction: zoom on click, search, reset. Kept free of "]]>" and of
 * anything that needs the network. */
static const char SCRIPT[] =
    "<script type=\"text/ecmascript\"><![CDATA[\n"
    "\"use strict\";\n"
    "(function () {\n"
    "var svg = document.documentElement;\n"
    "var total = +svg.getAttribute(\"data-total\"), xpad = +svg.getAttribute(\"data-xpad\");\n"
    "var width = +svg.getAttribute(\"width\"), charw = +svg.getAttribute(\"data-charw\");\n"
    "var span = width - 2 * xpad;\n"
    "function byId(id) { return document.getElementById(id); }\n"
    "var details = byId(\"details\"), matched = byId(\"matched\"), unzoomCtl = byId(\"unzoom\"),\n"
    "    clearCtl = byId(\"clear\"), zoomed = null, searching = null;\n"
    "var frames = Array.prototype.slice.call(document.querySelectorAll(\"g.f\"));\n"
    "frames.forEach(function (g) {\n"
    "  var t = g.querySelector(\"title\").textContent, i = t.indexOf(\"\\n\");\n"
    "  var r = g.querySelector(\"rect\");\n"
    "  g.lbl = i < 0 ? t : t.slice(0, i);\n"
    "  g.info = i < 0 ? \"\" : t.slice(i + 1);\n"
    "  g.fx = +g.getAttribute(\"data-x\"); g.fw = +g.getAttribute(\"data-w\");\n"
    "  g.fy = +r.getAttribute(\"y\"); g.fill = r.getAttribute(\"fill\");\n"
    "});\n"
    "function clip(s, w) {\n"
    "  var n = Math.floor((w - 6) / charw);\n"
    "  if (n < 3) return \"\";\n"
    "  return s.length <= n ? s : s.slice(0, n - 2) + \"..\";\n"
    "}\n"
    "function place(g, x, w) {\n"
    "  var r = g.querySelector(\"rect\"), t = g.querySelector(\"text\");\n"
    "  r.setAttribute(\"x\", x.toFixed(3)); r.setAttribute(\"width\", w.toFixed(3));\n"
    "  t.setAttribute(\"x\", (x + 3).toFixed(3)); t.textContent = clip(g.lbl, w);\n"
    "}\n"
    "function zoom(z) {\n"
    "  var scale = span / z.fw;\n"
    "  frames.forEach(function (g) {\n"
    "    g.classList.remove(\"parent\"); g.classList.remove(\"hide\");\n"
    "    if (g.fy > z.fy && g.fx <= z.fx && g.fx + g.fw >= z.fx + z.fw) {\n"
    "      g.classList.add(\"parent\"); place(g, xpad, span);\n"
    "    } else if (g.fy <= z.fy && g.fx >= z.fx && g.fx + g.fw <= z.fx + z.fw) {\n"
    "      place(g, xpad + (g.fx - z.fx) * scale, g.fw * scale);\n"
    "    } else {\n"
    "      g.classList.add(\"hide\");\n"
    "    }\n"
    "  });\n"
    "  zoomed = z; unzoomCtl.classList.remove(\"hide\");\n"
    "}\n"
    "function unzoom() {\n"
    "  if (!zoomed) return;\n"
    "  var scale = span / total;\n"
    "  frames.forEach(function (g) {\n"
    "    g.classList.remove(\"parent\"); g.classList.remove(\"hide\");\n"
    "    place(g, xpad + g.fx * scale, g.fw * scale);\n"
    "  });\n"
    "  zoomed = null; unzoomCtl.classList.add(\"hide\");\n"
    "}\n"
    "function clearSearch() {\n"
    "  frames.forEach(function (g) { g.querySelector(\"rect\").setAttribute(\"fill\", g.fill); });\n"
    "  searching = null; matched.textContent = \"\"; clearCtl.classList.add(\"hide\");\n"
    "}\n"
    "function search() {\n"
    "  var term = window.prompt(\"Search labels (regular expression):\",\n"
    "                           searching ? searching.source : \"\");\n"
    "  if (term === null) return;\n"
    "  if (term === \"\") { clearSearch(); return; }\n"
    "  var re;\n"
    "  try { re = new RegExp(term); } catch (e) { window.alert(\"Bad regular expression: \" + e.message); return; }\n"
    "  var hits = [];\n"
    "  frames.forEach(function (g) {\n"
    "    var hit = re.test(g.lbl);\n"
    "    g.querySelector(\"rect\").setAttribute(\"fill\", hit ? \"rgb(230,0,230)\" : g.fill);\n"
    "    if (hit) hits.push([g.fx, g.fx + g.fw]);\n"
    "  });\n"
    "  /* Nested matches count once: the union of the matched ranges. */\n"
    "  hits.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });\n"
    "  var sum = 0, end = -Infinity;\n"
    "  hits.forEach(function (h) {\n"
    "    if (h[0] >= end) { sum += h[1] - h[0]; end = h[1]; }\n"
    "    else if (h[1] > end) { sum += h[1] - end; end = h[1]; }\n"
    "  });\n"
    "  searching = re;\n"
    "  matched.textContent = \"Matched: \" + (total > 0 ? (100 * sum / total).toFixed(2) : \"0.00\") +\n"
    "    \"% (\" + hits.length + \" frames)\";\n"
    "  clearCtl.classList.remove(\"hide\");\n"
    "}\n"
    "function frameOf(e) {\n"
    "  for (var n = e.target; n && n !== svg; n = n.parentNode)\n"
    "    if (n.classList && n.classList.contains(\"f\")) return n;\n"
    "  return null;\n"
    "}\n"
    "var root = byId(\"frames\");\n"
    "root.addEventListener(\"click\", function (e) { var g = frameOf(e); if (g) zoom(g); });\n"
    "root.addEventListener(\"mouseover\", function (e) {\n"
    "  var g = frameOf(e); if (g) details.textContent = g.lbl + \" \\u2014 \" + g.info;\n"
    "});\n"
    "root.addEventListener(\"mouseout\", function () { details.textContent = \" \"; });\n"
    "unzoomCtl.addEventListener(\"click\", unzoom);\n"
    "byId(\"search\").addEventListener(\"click\", search);\n"
    "clearCtl.addEventListener(\"click\", clearSearch);\n"
    "window.addEventListener(\"keydown\", function (e) {\n"
    "  if ((e.ctrlKey || e.metaKey) && e.key === \"f\") { e.preventDefault(); search(); }\n"
    "  else if (e.key === \"Escape\") { unzoom(); clearSearch(); }\n"
    "});\n"
    "})();\n"
    "]]></script>\n";

int flamegraph_write_svg(FILE *out, selfprof_stacks *s, const flamegraph_options *o)
{
    size_t depth_cap = (size_t)selfprof_stacks_max_depth(s) + 2;
    layout l = {out, o, selfprof_stacks_unit(s), 0, selfprof_stacks_sum(s), NULL, NULL, 0, 0, 0, 0};
    l.cursor = calloc(depth_cap, sizeof *l.cursor);
    l.drawn = calloc(depth_cap, 1);
    int rc = SELFPROF_E_NOMEM;
    if (!l.cursor || !l.drawn)
        goto out;
    unsigned width = o->width;
    l.scale = l.sum > 0 ? (double)(width - 2 * XPAD) / (double)l.sum : 0;
    /* First pass: how deep the drawn frames go, for the height. */
    if ((rc = selfprof_stacks_walk(s, visit, &l)) != 0)
        goto out;
    uint64_t nframes = l.frames;
    l.height = TOP + BOTTOM + (l.max_drawn ? l.max_drawn : 1) * FRAME_H;
    unsigned h = l.height;
    fprintf(out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
            "<svg version=\"1.1\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%u\" "
            "height=\"%u\" viewBox=\"0 0 %u %u\" data-total=\"%" PRId64 "\" "
            "data-xpad=\"%d\" data-charw=\"%.2f\" data-frames=\"%" PRIu64 "\">\n",
            width, h, width, h, l.sum > 0 ? l.sum : 0, XPAD, CHAR_W, nframes);
    fprintf(out,
            "<style>\n"
            "text { font-family: monospace; font-size: %dpx; fill: #000; }\n"
            "#title { font-size: 17px; font-family: sans-serif; }\n"
            "#subtitle { fill: #555; font-family: sans-serif; }\n"
            ".ctl { cursor: pointer; fill: #1f4e99; text-decoration: underline; }\n"
            ".hide { display: none; }\n"
            "g.f { cursor: pointer; }\n"
            "g.f text { pointer-events: none; }\n"
            "g.f:hover rect { stroke: #000; stroke-width: 0.5; }\n"
            "g.parent rect { opacity: 0.5; }\n"
            "</style>\n",
            FONT_SIZE);
    fprintf(out,
            "<defs><linearGradient id=\"bg\" y1=\"0\" y2=\"1\" x1=\"0\" x2=\"0\">"
            "<stop stop-color=\"#eeeeee\" offset=\"5%%\"/><stop stop-color=\"#eeeeb0\" "
            "offset=\"95%%\"/></linearGradient></defs>\n"
            "<rect x=\"0\" y=\"0\" width=\"%u\" height=\"%u\" fill=\"url(#bg)\"/>\n",
            width, h);
    fprintf(out, "<text id=\"title\" x=\"%u\" y=\"22\" text-anchor=\"middle\">", width / 2);
    flamegraph_xml_text(out, o->title, strlen(o->title), SIZE_MAX);
    fputs("</text>\n", out);
    if (o->subtitle) {
        fprintf(out, "<text id=\"subtitle\" x=\"%u\" y=\"40\" text-anchor=\"middle\">", width / 2);
        flamegraph_xml_text(out, o->subtitle, strlen(o->subtitle), SIZE_MAX);
        fputs("</text>\n", out);
    }
    fprintf(
        out,
        "<text id=\"unzoom\" class=\"ctl hide\" x=\"%d\" y=\"22\">Reset Zoom</text>\n"
        "<text id=\"search\" class=\"ctl\" x=\"%u\" y=\"22\" text-anchor=\"end\">Search</text>\n"
        "<text id=\"clear\" class=\"ctl hide\" x=\"%u\" y=\"40\" text-anchor=\"end\">"
        "Clear search</text>\n"
        "<text id=\"details\" x=\"%d\" y=\"%u\"> </text>\n"
        "<text id=\"matched\" x=\"%u\" y=\"%u\" text-anchor=\"end\"></text>\n"
        "<g id=\"frames\">\n",
        XPAD, width - XPAD, width - XPAD, XPAD, h - 12, width - XPAD, h - 12);
    /* Second pass: the frames, streamed. */
    memset(l.cursor, 0, depth_cap * sizeof *l.cursor);
    memset(l.drawn, 0, depth_cap);
    l.emit = 1;
    l.frames = 0;
    if ((rc = selfprof_stacks_walk(s, visit, &l)) != 0)
        goto out;
    fputs("</g>\n", out);
    fputs(SCRIPT, out);
    fputs("</svg>\n", out);
out:
    free(l.cursor);
    free(l.drawn);
    return rc;
}
