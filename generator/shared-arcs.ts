// Two areas of a topology are neighbours when they share an arc (a stretch of border), as topojson-client's
// neighbors() has it. Here each arc's areas are noted in one pass over flat arrays, where neighbors() sorts and
// searches each area's arcs: 30–70 ms of every state site's build on this project's 3,144 counties. It runs once
// per build, before V8 has optimised anything, so its loops are indexed (for…of costs an iterator call per number)
// and it calls back nothing per comparison.

/** The arcs of a Polygon's rings or a MultiPolygon's polygons; a reversed arc i is written ~i. */
export type AreaArcs = readonly (readonly number[])[] | readonly (readonly (readonly number[])[])[];

/**
 * For each area, the indices of the areas sharing at least one arc with it, in ascending order, or in the order of
 * `rank` (each area's place in some order: its id's among the ids, say).
 */
export function sharedArcNeighbours(
  areas: readonly { type: string; arcs?: AreaArcs }[],
  rank?: ArrayLike<number>,
): number[][] {
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
  // Each neighbour once (marked with the area it was found for), kept in order as found: an insertion into a list of
  // a few, where sort() took 25–30 ms over 3,144 lists.
  const seenFor = new Int32Array(areas.length).fill(-1);
  const out: number[][] = [];
  for (let i = 0; i < arcLists.length; i++) {
    const list = arcLists[i]!;
    const found: number[] = [];
    const add = (j: number) => {
      if (j === -1 || j === i || seenFor[j] === i) return;
      seenFor[j] = i;
      let at = found.length;
      while (at > 0 && (rank ? rank[found[at - 1]!]! > rank[j]! : found[at - 1]! > j)) {
        found[at] = found[at - 1]!;
        at--;
      }
      found[at] = j;
    };
    for (let n = 0; n < list.length; n++) {
      const k = list[n]!;
      add(first[k]!);
      add(second[k]!);
      const rest = more.size ? more.get(k) : undefined;
      if (rest) for (let r = 0; r < rest.length; r++) add(rest[r]!);
    }
    out.push(found);
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
