#!/usr/bin/env python3
"""Checks the layout of a `selfprof summarize` table (table_widths.sh).

usage: table_widths.py TABLE.txt

Reads the header line ("Item  Self time  ...") and the rows after it, up
to the first empty or "(...)" line. Cells are the runs of text separated
by two or more blanks; the last one per column after "Item" is a cell, the
text before them the label. Checks, independently of how selfprof
computes it, that
  - every cell of a column ends at the same place relative to the row's
    end (right-aligned), and each row has its columns;
  - the label column is as wide as the widest label (at least "(total)",
    at most 120 columns: a longer label runs into its row's cells);
  - each column is exactly as wide as its widest cell or header.
"""
import re
import sys

CELL = re.compile(r"\S+(?: \S+)*")
MAX_LABEL = 120


def cells_of(line, k):
    """The last k cells of a line as (start, end, text), and the label."""
    runs = [(m.start(), m.end(), m.group()) for m in CELL.finditer(line)]
    if len(runs) < k + 1:
        return None, None
    cells = runs[-k:]
    return line[: cells[0][0]].rstrip(), cells


def main(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    at = next((i for i, l in enumerate(lines) if l.startswith("Item  ")), None)
    if at is None:
        sys.exit(f"{path}: no header line")
    names = [m.group() for m in CELL.finditer(lines[at])]
    k = len(names) - 1
    table = [lines[at]]
    for l in lines[at + 1:]:
        if not l or (l.startswith("(") and not l.startswith("(total) ")):
            break
        table.append(l)
    if len(table) < 3:
        sys.exit(f"{path}: fewer than two rows")
    parsed = []
    for l in table:
        label, cells = cells_of(l, k)
        if cells is None:
            sys.exit(f"{path}: a row without {k} cells: {l!r}")
        parsed.append((l, label, cells))
    labels = [p[1] for p in parsed[1:]]
    label_w = max(len("(total)"), min(max(len(x) for x in labels), MAX_LABEL))
    # Column ends, from the header line (its label "Item" is short).
    ends = [label_w] + [c[1] for c in parsed[0][2]]
    widths = [ends[c] - ends[c - 1] - 2 for c in range(1, k + 1)]
    widest = [len(n) for n in names[1:]]
    for l, label, cells in parsed:
        shift = max(0, len(label) - label_w)
        for c, (start, end, text) in enumerate(cells):
            if end != ends[c + 1] + shift:
                sys.exit(f"{path}: cell {text!r} of column {names[c + 1]!r} ends at "
                         f"{end}, not {ends[c + 1] + shift}: {l!r}")
            if start < ends[c] + shift + 2:
                sys.exit(f"{path}: cell {text!r} runs into the column before it: {l!r}")
            widest[c] = max(widest[c], len(text))
    for c in range(k):
        if widest[c] != widths[c]:
            sys.exit(f"{path}: column {names[c + 1]!r} is {widths[c]} wide, its widest "
                     f"cell {widest[c]}")


if __name__ == "__main__":
    main(*sys.argv[1:])
