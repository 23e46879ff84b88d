// artifact_axis.js — the x axis of the history charts: one slot per
// artifact, in history order (date, then the order added: the API's), so
// that same-dated artifacts (the two compilers of a `try`) each get a
// point of their own instead of sharing one timestamp, and the axis spans
// the artifacts drawn rather than a range of dates uPlot invents around
// one instant.

// The artifacts of `lists` (arrays of {artifact, date}, each in history
// order), merged into one history order: by date, ties in the order the
// lists give them. Returns {arts: [{name, date}], at: Map name -> slot}.
export function artifactSlots(lists) {
  const seen = new Map();
  for (const list of lists)
    for (const p of list)
      if (!seen.has(p.artifact)) seen.set(p.artifact, { name: p.artifact, date: p.date, rank: seen.size });
  const arts = [...seen.values()].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : x.rank - y.rank));
  return { arts, at: new Map(arts.map((a, i) => [a.name, i])) };
}

// uPlot options for an x axis of these slots: a linear scale from half a
// slot before the first to half after the last, ticks at whole slots
// labelled with the artifact's name and date, the legend naming it.
export function artifactAxisOptions(arts) {
  const label = (i) => (Number.isInteger(i) && arts[i] ? `${arts[i].name}\n${arts[i].date.slice(0, 10)}` : '');
  return {
    scale: { time: false, range: () => [-0.5, Math.max(arts.length - 0.5, 0.5)] },
    axis: {
      space: 90, size: 50,
      splits: () => arts.map((_, i) => i),
      values: (u, splits) => {
        // at most one label per 90 px; the others left blank
        const every = Math.max(1, Math.ceil(splits.length / Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / 90))));
        return splits.map((i, k) => (k % every ? '' : label(i)));
      },
    },
    series: { label: 'artifact', value: (u, i) => (i === null || !arts[i] ? '—' : `${arts[i].name} (${arts[i].date.slice(0, 10)})`) },
  };
}
