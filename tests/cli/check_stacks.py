#!/usr/bin/env python3
"""Independent checks of `selfprof collapse` and `selfprof flamegraph` output.

usage:
  check_stacks.py numbers FOLDED LINES ROOT_VALUE SUM
      line count, value of the line "rustc" and sum of all values
  check_stacks.py sorted FOLDED
      lines sorted frame by frame (byte order, a stack before its extensions),
      no stack twice, every line "STACK VALUE" with an integer value
  check_stacks.py threads PER_THREAD MERGED
      every per-thread line starts with "thread N;"; without that frame and
      with equal stacks summed, the per-thread lines are the merged lines
  check_stacks.py combined FOLDED PART...
      FOLDED (several profiles given to one collapse) is the sum of the PARTs
      (each profile collapsed alone), stack by stack
  check_stacks.py selftime FOLDED SUMMARY_JSON
      every interval's self time appears exactly once: per label, the values
      of the lines ending in that label sum to summarize's self time, and
      the root line is total_time minus all self times
  check_stacks.py svg SVG FOLDED [--all] [--title TEXT] [--width PX]
      the SVG is well-formed XML with a title, the script and the controls;
      one <g class="f"> per drawn frame, each with a <title>, a <rect> of
      non-zero width and a <text>; the frames are exactly the stacks of
      FOLDED with a non-zero total (with --all, i.e. --min-width 0; else a
      subset), with the right totals and self times
  check_stacks.py diffsvg SVG FOLDED_A FOLDED_B
      a `flamegraph --diff --min-width 0` of A and B: the svg checks against
      FOLDED_B (widths are B's totals); every frame's data-a is A's total of
      the same stack (0 when A has none) and its tooltip says A, B and the
      change in collapse's numbers; a frame's A total is its A self time plus
      its drawn children's data-a plus its data-gone (A's time of children
      B lacks), and A's sum is the roots' data-a plus the roots only A has;
      the subtitle counts the stacks only in A; red grew, blue shrank, white
      unchanged
"""
import re
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def read_folded(path):
    """[(frames tuple of bytes, value)] in file order."""
    out = []
    with open(path, "rb") as f:
        for n, line in enumerate(f, 1):
            if not line.endswith(b"\n"):
                fail(f"{path}:{n}: line without a newline")
            stack, sep, value = line[:-1].rpartition(b" ")
            if not sep or not re.fullmatch(rb"-?[0-9]+", value):
                fail(f"{path}:{n}: not 'STACK VALUE': {line!r}")
            out.append((tuple(stack.split(b";")), int(value)))
    return out


def numbers(path, lines, root, total):
    rows = read_folded(path)
    got_root = [v for s, v in rows if s == (b"rustc",)]
    got = (len(rows), got_root, sum(v for _, v in rows))
    want = (int(lines), [int(root)], int(total))
    if got != want:
        fail(f"{path}: (lines, rustc, sum) = {got}, want {want}")
    print(f"ok {path}: {lines} lines, rustc {root}, sum {total}")


def check_sorted(path):
    rows = read_folded(path)
    stacks = [s for s, _ in rows]
    if stacks != sorted(stacks):
        for i in range(1, len(stacks)):
            if stacks[i - 1] > stacks[i]:
                fail(f"{path}: line {i + 1} out of order: {stacks[i - 1]!r} > {stacks[i]!r}")
    if len(set(stacks)) != len(stacks):
        fail(f"{path}: a stack appears twice")
    print(f"ok {path}: sorted, {len(stacks)} distinct stacks")


def threads(per_path, merged_path):
    merged = {}
    for s, v in read_folded(per_path):
        if not re.fullmatch(rb"thread [0-9]+", s[0]) or len(s) < 2:
            fail(f"{per_path}: line does not start with 'thread N;': {s!r}")
        merged[s[1:]] = merged.get(s[1:], 0) + v
    want = dict(read_folded(merged_path))
    if merged != want:
        diff = sorted(set(merged.items()) ^ set(want.items()))[:5]
        fail(f"{per_path}: per-thread lines do not add up to {merged_path}: {diff}")
    print(f"ok {per_path}: adds up to {merged_path}")


def combined(path, *parts):
    want = {}
    for part in parts:
        for s, v in read_folded(part):
            want[s] = want.get(s, 0) + v
    if dict(read_folded(path)) != want:
        fail(f"{path}: is not the stack-by-stack sum of {' '.join(parts)}")
    print(f"ok {path}: sum of {len(parts)} profiles")


def ns(d):
    return d["secs"] * 1_000_000_000 + d["nanos"]


def selftime(folded_path, summary_path):
    import json
    with open(summary_path) as f:
        summary = json.load(f)
    total_time = ns(summary["total_time"])
    want = {r["label"].encode(): ns(r["self_time"]) for r in summary["query_data"]}
    rows = read_folded(folded_path)
    got, root = {}, None
    for s, v in rows:
        if s == (b"rustc",):
            root = v
            continue
        got[s[-1]] = got.get(s[-1], 0) + v
    # Labels that never end a stack (only instants/integers) have self time 0.
    want = {k: v for k, v in want.items() if v or k in got}
    if got != want:
        bad = [(k, got.get(k), want.get(k)) for k in sorted(set(got) | set(want))
               if got.get(k) != want.get(k)][:5]
        fail(f"{folded_path}: per-label self times differ from {summary_path}: {bad}")
    if root is None or root + sum(want.values()) != total_time:
        fail(f"{folded_path}: rustc {root} + self times {sum(want.values())} != total {total_time}")
    s = sum(v for _, v in rows)
    if s != total_time:
        fail(f"{folded_path}: sum {s} != summarize total_time {total_time}")
    print(f"ok {folded_path}: sum = total_time {total_time}, {len(got)} labels' self times")


def frame_stacks(svg_path, frames):
    """(g, stack, label, tooltip info) per frame <g>. Frames come depth
    first: a frame's stack is its label appended to the stack of the
    nearest earlier frame one level down (rect y is larger)."""
    path = []
    for g in frames:
        title, rect = g.find(SVG + "title"), g.find(SVG + "rect")
        if title is None or rect is None:
            fail(f"{svg_path}: frame without title or rect")
        label, _, info = title.text.partition("\n")
        y = float(rect.get("y"))
        while path and path[-1][0] <= y:
            path.pop()
        path.append((y, label.encode()))
        yield g, tuple(p[1] for p in path), label, info


def svg(svg_path, folded_path, opts):
    raw = open(svg_path, "rb").read()
    try:
        root = ET.fromstring(raw)
    except ET.ParseError as e:
        fail(f"{svg_path}: not well-formed XML: {e}")
    if root.tag != SVG + "svg":
        fail(f"{svg_path}: root element is {root.tag}")
    width = float(root.get("width"))
    if "--width" in opts and width != float(opts["--width"]):
        fail(f"{svg_path}: width {width}, want {opts['--width']}")
    ids = {e.get("id"): e for e in root.iter() if e.get("id")}
    for need in ("title", "details", "matched", "search", "unzoom", "clear", "frames"):
        if need not in ids:
            fail(f"{svg_path}: no element with id {need}")
    if "--title" in opts and ids["title"].text != opts["--title"]:
        fail(f"{svg_path}: title {ids['title'].text!r}, want {opts['--title']!r}")
    scripts = root.findall(SVG + "script")
    if len(scripts) != 1 or "function zoom" not in scripts[0].text \
            or "function search" not in scripts[0].text:
        fail(f"{svg_path}: the zoom/search script is missing")
    if re.search(rb"(href|src)\s*=\s*[\"'](https?:|//)", raw):
        fail(f"{svg_path}: refers to an external resource")
    # The stacks the frames must be: every prefix of every folded line.
    value, total = {}, {}
    for s, v in read_folded(folded_path):
        value[s] = value.get(s, 0) + v
        for i in range(1, len(s) + 1):
            total[s[:i]] = total.get(s[:i], 0) + v
    want = {s for s, t in total.items() if t > 0}
    frames = ids["frames"].findall(SVG + "g")
    seen = set()
    for g, stack, label, info in frame_stacks(svg_path, frames):
        if g.get("class") != "f":
            fail(f"{svg_path}: frame group without class f")
        rect, text = g.find(SVG + "rect"), g.find(SVG + "text")
        if text is None:
            fail(f"{svg_path}: frame without text")
        if not float(rect.get("width")) > 0:
            fail(f"{svg_path}: frame {label!r} has width {rect.get('width')}")
        if stack in seen:
            fail(f"{svg_path}: stack {stack!r} drawn twice")
        seen.add(stack)
        if stack not in want:
            fail(f"{svg_path}: frame {stack!r} is not a stack with time")
        if int(g.get("data-w")) != total[stack]:
            fail(f"{svg_path}: {stack!r}: width {g.get('data-w')}, total {total[stack]}")
        if "% of total; self " not in info:
            fail(f"{svg_path}: {stack!r}: tooltip {info!r}")
        shown = text.text or ""
        if shown and not (shown == label or (shown.endswith("..") and label.startswith(shown[:-2]))):
            fail(f"{svg_path}: {stack!r}: text {shown!r} is not the clipped label")
    if "--all" in opts and seen != want:
        fail(f"{svg_path}: {len(seen)} frames, want {len(want)}: missing "
             f"{sorted(want - seen)[:3]}")
    if not seen <= want:
        fail(f"{svg_path}: extra frames")
    if int(root.get("data-frames")) != len(frames):
        fail(f"{svg_path}: data-frames {root.get('data-frames')} != {len(frames)} frames")
    print(f"ok {svg_path}: well-formed, {len(frames)} frames of {len(want)} stacks with time")


def fmt(v):
    """flamegraph_format_value for nanoseconds."""
    a = abs(v)
    if a >= 1e9:
        return f"{v / 1e9:.3f} s"
    if a >= 1e6:
        return f"{v / 1e6:.3f} ms"
    if a >= 1e3:
        return f"{v / 1e3:.3f} \u00b5s"
    return f"{v} ns"


def totals(rows):
    value, total = {}, {}
    for s, v in rows:
        value[s] = value.get(s, 0) + v
        for i in range(1, len(s) + 1):
            total[s[:i]] = total.get(s[:i], 0) + v
    return value, total


def diffsvg(svg_path, a_path, b_path):
    svg(svg_path, b_path, {"--all": True})
    root = ET.parse(svg_path).getroot()
    a_value, a_total = totals(read_folded(a_path))
    _, b_total = totals(read_folded(b_path))
    in_b = {s for s, t in b_total.items() if t > 0}
    frames = [g for g in root.iter(SVG + "g") if g.get("class") == "f"]
    drawn = {}
    for g, stack, _, info in frame_stacks(svg_path, frames):
        rect = g.find(SVG + "rect")
        a, b = int(g.get("data-a")), int(g.get("data-w"))
        drawn[stack] = (a, b, int(g.get("data-gone", "0")))
        if a != a_total.get(stack, 0):
            fail(f"{svg_path}: {stack!r}: data-a {a}, A's collapse total {a_total.get(stack, 0)}")
        d = b - a
        want = f"; A {fmt(a)} \u2192 B {fmt(b)}, \u0394 {'+' if d > 0 else ''}{fmt(d)} ("
        if want not in info:
            fail(f"{svg_path}: {stack!r}: tooltip {info!r} lacks {want!r}")
        r, gr, bl = map(int, re.fullmatch(r"rgb\((\d+),(\d+),(\d+)\)", rect.get("fill")).groups())
        colour = "red" if r > bl else "blue" if bl > r else "white"
        if colour != ("red" if d > 0 else "blue" if d < 0 else "white"):
            fail(f"{svg_path}: {stack!r}: A {a}, B {b} drawn {colour} ({rect.get('fill')})")
    gone_tops = 0
    for s, t in a_total.items():
        if s not in in_b and (len(s) == 1 or s[:-1] in in_b):
            gone_tops += 1
    for stack, (a, b, gone) in drawn.items():
        if stack not in a_total:
            continue
        kids = sum(v[0] for s, v in drawn.items() if len(s) == len(stack) + 1 and s[:-1] == stack)
        if a != a_value.get(stack, 0) + kids + gone:
            fail(f"{svg_path}: {stack!r}: A total {a} != self {a_value.get(stack, 0)} + "
                 f"children {kids} + gone {gone}")
    a_sum = sum(v for s, v in a_total.items() if len(s) == 1)
    roots = sum(v[0] for s, v in drawn.items() if len(s) == 1)
    only_a = sum(v for s, v in a_total.items() if len(s) == 1 and s not in in_b)
    if roots + only_a != a_sum:
        fail(f"{svg_path}: roots' A {roots} + roots only in A {only_a} != A's sum {a_sum}")
    sub = next(e for e in root.iter() if e.get("id") == "subtitle").text
    m = re.search(r"only in A, not drawn: (\d+) frames?, ", sub)
    if not m or int(m.group(1)) != gone_tops:
        fail(f"{svg_path}: subtitle {sub!r}, want {gone_tops} frames only in A")
    print(f"ok {svg_path}: A totals of {len(drawn)} frames, {gone_tops} stacks only in A")


def main(argv):
    if len(argv) < 2:
        fail(__doc__)
    cmd, args = argv[1], argv[2:]
    if cmd == "numbers":
        numbers(*args)
    elif cmd == "sorted":
        check_sorted(*args)
    elif cmd == "threads":
        threads(*args)
    elif cmd == "combined":
        combined(*args)
    elif cmd == "selftime":
        selftime(*args)
    elif cmd == "diffsvg":
        diffsvg(*args)
    elif cmd == "svg":
        opts, pos, i = {}, [], 0
        while i < len(args):
            if args[i] == "--all":
                opts["--all"] = True
            elif args[i] in ("--title", "--width"):
                opts[args[i]] = args[i + 1]
                i += 1
            else:
                pos.append(args[i])
            i += 1
        svg(pos[0], pos[1], opts)
    else:
        fail(__doc__)


if __name__ == "__main__":
    main(sys.argv)
