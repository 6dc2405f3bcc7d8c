// Two areas of a topology are neighbours when they share an arc (a stretch of border), as topojson-client's
// neighbors() has it. Here each arc's areas are noted in one pass over flat arrays, where neighbors() sorts and
// searches each area's arcs: 30–70 ms of every state site's build on this project's 3,144 counties. It runs once
// per build, before V8 has optimised anything, so its loops are indexed: for…of costs an iterator call per number.

/** The arcs of a Polygon's rings or a MultiPolygon's polygons; a reversed arc i is written ~i. */
export type AreaArcs = readonly (readonly number[])[] | readonly (readonly (readonly number[])[])[];

/** For each area, the indices of the areas sharing at least one arc with it, in ascending order. */
export function sharedArcNeighbours(areas: readonly { type: string; arcs?: AreaArcs }[]): number[][] {
  const arcLists: number[][] = [];
  let arcCount = 0;
  for (let i = 0; i < areas.length; i++) {
    const list = arcsOf(areas[i]!);
    for (let n = 0; n < list.length; n++) if (list[n]! >= arcCount) arcCount = list[n]! + 1;
    arcLists.push(list);
  }
  // A border is an arc of two areas; an arc of three or more (not in a planar map, but possible) is kept aside.
  const first = new Int32Array(arcCount).fill(-1);
  const second = new Int32Array(arcCount).fill(-1);
  const more = new Map<number, number[]>();
  for (let i = 0; i < arcLists.length; i++) {
    const list = arcLists[i]!;
    for (let n = 0; n < list.length; n++) {
      const k = list[n]!;
      if (first[k] === -1 || first[k] === i) first[k] = i;
      else if (second[k] === -1 || second[k] === i) second[k] = i;
      else if (!more.get(k)?.includes(i)) more.set(k, [...(more.get(k) ?? []), i]);
    }
  }
  const out: number[][] = [];
  for (let i = 0; i < arcLists.length; i++) {
    const list = arcLists[i]!;
    const found: number[] = [];
    for (let n = 0; n < list.length; n++) {
      const k = list[n]!;
      if (first[k] !== i && first[k] !== -1) found.push(first[k]!);
      if (second[k] !== i && second[k] !== -1) found.push(second[k]!);
      const rest = more.size ? more.get(k) : undefined;
      if (rest) for (let r = 0; r < rest.length; r++) if (rest[r] !== i) found.push(rest[r]!);
    }
    found.sort((a, b) => a - b);
    const unique: number[] = [];
    for (let n = 0; n < found.length; n++) if (n === 0 || found[n - 1] !== found[n]) unique.push(found[n]!);
    out.push(unique);
  }
  return out;
}

/** The arc numbers of an area, each as an index whichever way the area runs along it. */
function arcsOf(area: { type: string; arcs?: AreaArcs }): number[] {
  const out: number[] = [];
  const ring = (arcs: readonly number[]) => {
    for (let n = 0; n < arcs.length; n++) out.push(arcs[n]! < 0 ? ~arcs[n]! : arcs[n]!);
  };
  const arcs = area.arcs ?? [];
  if (area.type === 'Polygon') for (let r = 0; r < arcs.length; r++) ring(arcs[r] as readonly number[]);
  else if (area.type === 'MultiPolygon')
    for (let p = 0; p < arcs.length; p++) {
      const polygon = arcs[p] as readonly (readonly number[])[];
      for (let r = 0; r < polygon.length; r++) ring(polygon[r]!);
    }
  return out;
}
