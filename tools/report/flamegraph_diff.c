/* flamegraph_diff.c — see flamegraph_diff.h.
 *
 * Matching: every stack of A is interned under the key (A number of its
 * parent stack, frame text), so a path of any depth is found by one lookup
 * per level, from the root up, without building its text. A's walk gives
 * its stacks numbers in walk order (parents first); B's walk looks each of
 * its stacks up under (matched number of its parent, frame) and keeps the
 * match per B stack id, so that drawing (flamegraph_write_svg, two walks of
 * B) finds A's figures by v->id. A stack of A that B never matched, under
 * a parent B did match, is the top of a subtree gone in B: its A total is
 * what the parent lost to it, told in the parent's tooltip.
 *
 * At A's widths (negate, Brendan Gregg's second, negated graph) the roles
 * swap: B is interned and A drawn, so the stacks only A has, which B's
 * widths cannot show, are drawn (full blue: all of their time went), and
 * those only B has are counted in their parents' tooltips instead. The
 * colours and the tooltips' "A .. → B .." read the same in both graphs.
 */
#include "report/flamegraph_diff.h"

#include "common/grow.h"
#include "common/name_table.h"

#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A stack of the side interned (A; B when negated), "the other side". */
typedef struct a_stack {
    int64_t total;   /* total on the other side */
    int64_t gone;    /* the other side's total of its children the drawn side lacks */
    uint32_t parent; /* its number, SP_NAME_NONE for a root */
    uint32_t gone_count;
    int seen; /* the drawn side has this stack */
} a_stack;

typedef struct diff_match {
    sp_name_table keys; /* (parent's A number, frame) -> A number */
    a_stack *a;         /* per A number */
    size_t a_cap;
    uint32_t *b_to_a; /* per B stack id: A number or SP_NAME_NONE */
    uint32_t *at;     /* per depth: A number of the current path */
    char *key;        /* the key being built */
    size_t key_cap;
    const char *unit;
    int negate; /* A drawn, B interned */
} diff_match;

/* The key of frame `frame` under parent number `parent`: its 4 bytes,
 * then the text. NULL when memory runs out. */
static const char *make_key(diff_match *m, uint32_t parent, const char *frame, uint32_t len,
                            size_t *key_len)
{
    size_t need = sizeof parent + (size_t)len;
    if (sp_grow((void **)&m->key, &m->key_cap, need, 1, 256) != 0)
        return NULL;
    memcpy(m->key, &parent, sizeof parent);
    memcpy(m->key + sizeof parent, frame, len);
    *key_len = need;
    return m->key;
}

static int add_a(void *ctx, const selfprof_stack_visit *v)
{
    diff_match *m = ctx;
    uint32_t d = v->depth, parent = d ? m->at[d - 1] : SP_NAME_NONE;
    size_t len;
    const char *key = make_key(m, parent, v->frames[d], v->frame_lens[d], &len);
    uint32_t id = key ? sp_name_intern(&m->keys, key, len) : SP_NAME_NONE;
    if (id == SP_NAME_NONE ||
        sp_grow((void **)&m->a, &m->a_cap, (size_t)id + 1, sizeof *m->a, 256) != 0)
        return SELFPROF_E_NOMEM;
    m->a[id] = (a_stack){v->total, 0, parent, 0, 0};
    m->at[d] = id;
    return 0;
}

static int match_b(void *ctx, const selfprof_stack_visit *v)
{
    diff_match *m = ctx;
    uint32_t d = v->depth, parent = d ? m->at[d - 1] : SP_NAME_NONE, id = SP_NAME_NONE;
    /* a stack without time in B is not drawn: its A time counts as gone */
    if (v->total > 0 && (d == 0 || parent != SP_NAME_NONE)) {
        size_t len;
        const char *key = make_key(m, parent, v->frames[d], v->frame_lens[d], &len);
        if (!key)
            return SELFPROF_E_NOMEM;
        id = sp_name_lookup(&m->keys, key, len);
    }
    if (id != SP_NAME_NONE)
        m->a[id].seen = 1;
    m->at[d] = id;
    m->b_to_a[v->id] = id;
    return 0;
}

/* White for no change; red (grew) or blue (shrank), deeper with the factor
 * of change, full at 2x either way (and for a frame new in B). */
static void change_colour(int64_t a, int64_t b, int rgb[3])
{
    if (a == b) {
        rgb[0] = rgb[1] = rgb[2] = 250;
        return;
    }
    double t = a > 0 && b > 0 ? fabs(log2((double)b / (double)a)) : 1;
    int fade = (int)lround(230 - 200 * (t < 1 ? t : 1));
    rgb[0] = b > a ? 255 : fade;
    rgb[1] = fade;
    rgb[2] = b > a ? fade : 255;
}

static void style(void *ctx, const selfprof_stack_visit *v, flamegraph_frame_style *st)
{
    diff_match *m = ctx;
    uint32_t id = m->b_to_a[v->id];
    const a_stack *s = id != SP_NAME_NONE ? &m->a[id] : NULL;
    int64_t other = s ? s->total : 0, a = m->negate ? v->total : other,
            b = m->negate ? other : v->total, delta = b - a;
    char va[48], vb[48], vd[48], pct[32];
    change_colour(a, b, st->rgb);
    flamegraph_format_value(va, sizeof va, a, m->unit);
    flamegraph_format_value(vb, sizeof vb, b, m->unit);
    flamegraph_format_value(vd, sizeof vd, delta, m->unit);
    if (!s)
        snprintf(pct, sizeof pct, m->negate ? "gone in B" : "new in B");
    else if (a > 0)
        snprintf(pct, sizeof pct, "%+.2f%%", 100.0 * (double)delta / (double)a);
    else
        snprintf(pct, sizeof pct, "A had 0");
    size_t n = (size_t)snprintf(st->info, sizeof st->info,
                                "; A %s \xE2\x86\x92 B %s, \xCE\x94 %s%s (%s)", va, vb,
                                delta > 0 ? "+" : "", vd, pct);
    int k = snprintf(st->attrs, sizeof st->attrs,
                     m->negate ? " data-b=\"%" PRId64 "\"" : " data-a=\"%" PRId64 "\"", other);
    if (s && s->gone_count) {
        char vg[48];
        flamegraph_format_value(vg, sizeof vg, s->gone, m->unit);
        if (n < sizeof st->info)
            snprintf(st->info + n, sizeof st->info - n,
                     m->negate ? "; new in B: %" PRIu32 " frame%s, %s in B"
                               : "; gone in B: %" PRIu32 " frame%s, %s in A",
                     s->gone_count, s->gone_count == 1 ? "" : "s", vg);
        snprintf(st->attrs + k, sizeof st->attrs - (size_t)k,
                 m->negate ? " data-new=\"%" PRId64 "\"" : " data-gone=\"%" PRId64 "\"", s->gone);
    }
}

int flamegraph_write_diff_svg(FILE *out, selfprof_stacks *a, selfprof_stacks *b, int negate,
                              const flamegraph_options *o)
{
    diff_match m = {0};
    m.unit = selfprof_stacks_unit(b);
    m.negate = negate;
    if (negate) { /* draw A, intern B */
        selfprof_stacks *t = a;
        a = b;
        b = t;
    }
    uint32_t depth_a = selfprof_stacks_max_depth(a), depth_b = selfprof_stacks_max_depth(b);
    size_t depth_cap = (size_t)(depth_a > depth_b ? depth_a : depth_b) + 2;
    char *subtitle = NULL;
    int rc = SELFPROF_E_NOMEM;
    m.at = calloc(depth_cap, sizeof *m.at);
    m.b_to_a = malloc(((size_t)selfprof_stacks_count(b) + 1) * sizeof *m.b_to_a);
    if (!m.at || !m.b_to_a)
        goto out;
    if ((rc = selfprof_stacks_walk(a, add_a, &m)) != 0 ||
        (rc = selfprof_stacks_walk(b, match_b, &m)) != 0)
        goto out;
    /* The tops of the subtrees only A has; their parents were seen. */
    uint64_t gone_frames = 0;
    int64_t gone_total = 0;
    for (uint32_t i = 0; i < m.keys.count; i++) {
        a_stack *s = &m.a[i];
        if (s->seen || (s->parent != SP_NAME_NONE && !m.a[s->parent].seen))
            continue;
        gone_frames++;
        gone_total += s->total;
        if (s->parent != SP_NAME_NONE) {
            m.a[s->parent].gone += s->total;
            m.a[s->parent].gone_count++;
        }
    }
    char gone[64], legend[240];
    flamegraph_format_value(gone, sizeof gone, gone_total, m.unit);
    snprintf(legend, sizeof legend,
             "width: %s; red grew, blue shrank (full at 2\xC3\x97); only in %s, not drawn: "
             "%" PRIu64 " frame%s, %s (drawn at %s's widths)",
             negate ? "A" : "B", negate ? "B" : "A", gone_frames, gone_frames == 1 ? "" : "s", gone,
             negate ? "B" : "A");
    size_t len = (o->subtitle ? strlen(o->subtitle) : 0) + strlen(legend) + 8;
    if (!(subtitle = malloc(len)))
        goto out;
    snprintf(subtitle, len, "%s%s%s", o->subtitle ? o->subtitle : "",
             o->subtitle ? " \xE2\x80\x94 " : "", legend);
    flamegraph_options fo = *o;
    fo.subtitle = subtitle;
    fo.style = style;
    fo.style_ctx = &m;
    rc = flamegraph_write_svg(out, b, &fo);
out:
    free(subtitle);
    free(m.at);
    free(m.b_to_a);
    free(m.a);
    free(m.key);
    sp_name_table_free(&m.keys);
    return rc;
}
