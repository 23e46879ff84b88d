/* sections_rules.c — the sections of one profile from its events: one
 * forward walk over the intervals, each given to support/sections.h's
 * rules by its label's number (looked up once per name). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sections.h"
#include "support/grow.h"

typedef struct names {
    signed char *which; /* name number -> label number, -1 none, -2 not yet looked up */
    size_t cap;
} names;

/* The rules' number of name `name` (-1: no rule reads it; -3: out of
 * memory), cached. */
static int label_index(names *n, selfprof_profile *p, uint32_t name)
{
    if (name >= n->cap) {
        size_t old = n->cap;
        if (sup_grow((void **)&n->which, &n->cap, (size_t)name + 1, 1) < 0)
            return -3;
        memset(n->which + old, -2, n->cap - old);
    }
    if (n->which[name] == -2)
        n->which[name] = (signed char)sup_section_label(selfprof_profile_name(p, name, NULL));
    return n->which[name];
}

static int walk_events(selfprof_profile *p, sup_sections_walk *w, names *nm, char *err,
                       size_t errlen)
{
    selfprof_cursor c;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_ONCE);
    selfprof_event ev[256];
    for (;;) {
        int k = selfprof_cursor_next_batch(&c, ev, 256);
        if (k == 0)
            return 0;
        if (k < 0) {
            snprintf(err, errlen, "an interval of the profile ends before it starts");
            return -1;
        }
        for (int i = 0; i < k; i++) {
            if (ev[i].type != SELFPROF_INTERVAL)
                continue;
            uint32_t name;
            selfprof_error e;
            if (selfprof_profile_label(p, ev[i].event_id, &name, &e) != SELFPROF_OK) {
                snprintf(err, errlen, "%s", e.message);
                return -1;
            }
            int li = label_index(nm, p, name);
            if (li == -3 || sup_sections_walk_note(w, li, ev[i].start, ev[i].end) < 0) {
                snprintf(err, errlen, "out of memory");
                return -1;
            }
        }
    }
}

int perf_sections_paired(const perf_sections *s)
{
    return s->a.compiler && s->b.compiler && strcmp(s->a.compiler, s->b.compiler) == 0;
}

int perf_sections_of_profile(selfprof_profile *p, int side, perf_sections *out, char *err,
                             size_t errlen)
{
    sup_sections_walk w;
    sup_sections_walk_init(&w);
    names nm = {0};
    int rc = walk_events(p, &w, &nm, err, errlen);
    free(nm.which);
    sup_sections f;
    if (rc == 0 && sup_sections_of_walk(&w, &f) < 0) {
        snprintf(err, errlen, "out of memory");
        rc = -1;
    }
    sup_sections_walk_free(&w);
    if (rc < 0)
        return -1;
    sup_sections_add(side == 0 ? &out->a : &out->b, &f);
    return 0;
}
