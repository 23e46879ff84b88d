/* flamegraph_diff.h — the differential flame graph of two sets of stacks
 * (`selfprof flamegraph --diff A B`): B's flame graph (flamegraph_svg.h),
 * each frame coloured by how its total time changed from A to B, its
 * tooltip showing A, B and the change. */
#ifndef SELFPROF_FLAMEGRAPH_DIFF_H
#define SELFPROF_FLAMEGRAPH_DIFF_H

#include <stdio.h>

#include "report/flamegraph_svg.h"
#include "selfprof/stacks.h"

/* Writes the differential SVG of `a` (before) and `b` (after) to `out`.
 * Frames are B's stacks, as wide as their total in B; a stack of B is the
 * same frame in A when A has the same path of frame texts from the root.
 * The fill is red when the frame's total grew, blue when it shrank, white
 * when equal, deeper with |log2(B/A)| (full at a factor of 2; a frame new
 * in B is full red). The tooltip adds "A .. → B .., Δ .. (..%)", and each
 * frame's <g> has data-a, its total in A (data-w is its total in B).
 * Stacks only in A cannot be drawn at B's widths: each whose parent is in
 * B is counted in that parent's tooltip ("gone in B") and data-gone, and
 * all of them in the subtitle, which is o->subtitle followed by the
 * colour legend ("only in A, not drawn: N frames, T (drawn at A's
 * widths)").
 * With `negate`, the second graph (Brendan Gregg's negated one): A's
 * stacks at A's widths, with the same colours and tooltips (a stack only
 * in A is drawn full blue, "gone in B"), each <g> with data-b, its total
 * in B (data-w is A's), and the stacks only in B counted in their parent's
 * tooltip ("new in B") and data-new, and in the subtitle. Both sets must
 * have the same unit. Returns 0, or SELFPROF_E_NOMEM. Write errors are
 * left in ferror(out). */
int flamegraph_write_diff_svg(FILE *out, selfprof_stacks *a, selfprof_stacks *b, int negate,
                              const flamegraph_options *o);

#endif
