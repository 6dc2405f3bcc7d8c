// The national map's merged classes and its county, state and nation lines, as topojson-client's mergeArcs() and
// meshArcs() give them, arc for arc and in the same order (tests/unit/charts/arc-stitch.test.ts holds them to it).
// The library keys each arc's end points by the points' text, made again from arrays at every step, and sums a
// quantized arc's every delta each time it looks for its end: in a fresh clone's hub build, drawing the national map
// took a helper 0.6–0.8 s, much of it collecting those texts, on two cores the build needs whole. Here each arc's ends
// are numbered once per topology, and the joins are kept in Maps, whose order after a delete and a set is the order
// the library's objects give.
import type { Topology } from 'topojson-specification';

/**
 * A run of arcs joined end to start: the places in the list being stitched of its first and last arc (the places
 * between are linked, `next`), and the numbers of its first and last points (undefined once flushed).
 */
interface Fragment {
  head: number;
  tail: number;
  start: number | undefined;
  end: number | undefined;
}

/** Each arc's first and last point, numbered by their text (equal points, equal numbers). */
interface ArcEnds {
  start: Int32Array;
  end: Int32Array;
  /** Whether the arc is empty: two points, the second no move from the first (stitched first). */
  empty: Uint8Array;
}

const endsCache = new WeakMap<Topology, ArcEnds>();

function arcEnds(topology: Topology): ArcEnds {
  const known = endsCache.get(topology);
  if (known) return known;
  const arcs = topology.arcs;
  const number = new Map<string, number>();
  const id = (text: string): number => {
    let n = number.get(text);
    if (n === undefined) number.set(text, (n = number.size));
    return n;
  };
  const start = new Int32Array(arcs.length);
  const end = new Int32Array(arcs.length);
  const empty = new Uint8Array(arcs.length);
  for (let a = 0; a < arcs.length; a++) {
    const arc = arcs[a]!;
    const p0 = arc[0]!;
    start[a] = id(String(p0));
    if (topology.transform) {
      let x = 0;
      let y = 0;
      for (let k = 0; k < arc.length; k++) {
        x += arc[k]![0]!;
        y += arc[k]![1]!;
      }
      end[a] = id(`${x},${y}`);
    } else end[a] = id(String(arc[arc.length - 1]));
    if (arc.length < 3 && !arc[1]![0] && !arc[1]![1]) empty[a] = 1;
  }
  const ends = { start, end, empty };
  endsCache.set(topology, ends);
  return ends;
}

const index = (i: number): number => (i < 0 ? ~i : i);

/**
 * topojson-client's stitch(): `arcs` (reordered in place, empty arcs first, as it does) joined into runs. The library
 * keeps each run as an array, added to at either end and joined by concat(), whose cost grew with the run (a merged
 * class's outline is thousands of arcs long); here a run is linked through the arcs' places, and written out once.
 */
export function stitchArcs(topology: Topology, arcs: number[]): number[][] {
  const ends = arcEnds(topology);
  const byStart = new Map<number | undefined, Fragment>();
  const byEnd = new Map<number | undefined, Fragment>();
  const next = new Int32Array(arcs.length);
  const fragments: number[][] = [];
  let emptyIndex = -1;
  for (let j = 0; j < arcs.length; j++) {
    const i = arcs[j]!;
    if (ends.empty[index(i)]) {
      const t = arcs[++emptyIndex]!;
      arcs[emptyIndex] = i;
      arcs[j] = t;
    }
  }
  // A run joined to another is no longer in either map (the library's is dropped for their concat), so its links
  // can be taken over by the joined run.
  for (let j = 0; j < arcs.length; j++) {
    const i = arcs[j]!;
    const a = index(i);
    const start = i < 0 ? ends.end[a]! : ends.start[a]!;
    const end = i < 0 ? ends.start[a]! : ends.end[a]!;
    let f: Fragment | undefined;
    let g: Fragment | undefined;
    if ((f = byEnd.get(start))) {
      byEnd.delete(f.end);
      next[f.tail] = j;
      f.tail = j;
      f.end = end;
      if ((g = byStart.get(end))) {
        byStart.delete(g.start);
        let fg = f;
        if (g !== f) {
          next[f.tail] = g.head;
          fg = { head: f.head, tail: g.tail, start: f.start, end: g.end };
        }
        byStart.set(fg.start, fg);
        byEnd.set(fg.end, fg);
      } else {
        byStart.set(f.start, f);
        byEnd.set(f.end, f);
      }
    } else if ((f = byStart.get(end))) {
      byStart.delete(f.start);
      next[j] = f.head;
      f.head = j;
      f.start = start;
      if ((g = byEnd.get(start))) {
        byEnd.delete(g.end);
        let gf = f;
        if (g !== f) {
          next[g.tail] = f.head;
          gf = { head: g.head, tail: f.tail, start: g.start, end: f.end };
        }
        byStart.set(gf.start, gf);
        byEnd.set(gf.end, gf);
      } else {
        byStart.set(f.start, f);
        byEnd.set(f.end, f);
      }
    } else {
      f = { head: j, tail: j, start, end };
      byStart.set(start, f);
      byEnd.set(end, f);
    }
  }
  // By place, not by arc as the library marks them: each arc is at one place in what its two callers here stitch.
  const stitched = new Uint8Array(arcs.length);
  const flush = (from: Map<number | undefined, Fragment>, other: Map<number | undefined, Fragment>): void => {
    for (const f of from.values()) {
      // As the library does, by the run's start in either pass: its second pass passes the maps the other way round.
      other.delete(f.start);
      f.start = undefined;
      f.end = undefined;
      const run: number[] = [];
      for (let p = f.head; ; p = next[p]!) {
        run.push(arcs[p]!);
        stitched[p] = 1;
        if (p === f.tail) break;
      }
      fragments.push(run);
    }
  };
  flush(byEnd, byStart);
  flush(byStart, byEnd);
  for (let j = 0; j < arcs.length; j++) if (!stitched[j]) fragments.push([arcs[j]!]);
  return fragments;
}

type Ring = readonly number[];
type Polygon = readonly Ring[];
/** An area of a topology's object, as its geometries give it: a Polygon's rings or a MultiPolygon's polygons. */
export interface AreaGeometry {
  type: string | null;
  arcs?: unknown;
  geometries?: readonly AreaGeometry[];
}

/** Twice the area of a ring of points, unsigned, as topojson-client's planarRingArea gives it. */
function planarRingArea(ring: readonly (readonly number[])[]): number {
  let area = 0;
  let b = ring[ring.length - 1]!;
  for (let i = 0; i < ring.length; i++) {
    const a = b;
    b = ring[i]!;
    area += a[0]! * b[1]! - a[1]! * b[0]!;
  }
  return Math.abs(area);
}

/**
 * topojson-client's mergeArcs(): the areas of `objects` that share arcs, joined, each group's outer arcs stitched
 * into rings, the largest first. `ringPoints` gives a ring's points as the library's object() does (for the areas).
 */
export function mergedArcs(
  topology: Topology,
  objects: readonly AreaGeometry[],
  ringPoints: (ring: number[]) => readonly (readonly number[])[],
): { type: 'MultiPolygon'; arcs: number[][][] } {
  // Each distinct polygon numbered (the library tells polygons apart by identity: it marks each on itself), and each
  // arc's polygons listed by number, in the order the library lists them.
  const numbers = new Map<Polygon, number>();
  const shapes: Polygon[] = [];
  const polygons: number[] = [];
  const byArc: number[][] = [];
  const extract = (polygon: Polygon): void => {
    let n = numbers.get(polygon);
    if (n === undefined) {
      numbers.set(polygon, (n = shapes.length));
      shapes.push(polygon);
    }
    for (let r = 0; r < polygon.length; r++) {
      const ring = polygon[r]!;
      for (let k = 0; k < ring.length; k++) {
        const a = index(ring[k]!);
        (byArc[a] ??= []).push(n);
      }
    }
    polygons.push(n);
  };
  const geometry = (o: AreaGeometry): void => {
    if (o.type === 'GeometryCollection') for (const g of o.geometries ?? []) geometry(g);
    else if (o.type === 'Polygon') extract(o.arcs as Polygon);
    else if (o.type === 'MultiPolygon') for (const p of o.arcs as Polygon[]) extract(p);
  };
  for (const o of objects) geometry(o);

  const grouped = new Uint8Array(shapes.length);
  const groups: number[][] = [];
  for (let p = 0; p < polygons.length; p++) {
    let n: number | undefined = polygons[p]!;
    if (grouped[n]) continue;
    const group: number[] = [];
    const neighbours: number[] = [n];
    grouped[n] = 1;
    groups.push(group);
    while ((n = neighbours.pop()) !== undefined) {
      group.push(n);
      const polygon = shapes[n]!;
      for (let r = 0; r < polygon.length; r++) {
        const ring = polygon[r]!;
        for (let k = 0; k < ring.length; k++) {
          const list = byArc[index(ring[k]!)]!;
          for (let m = 0; m < list.length; m++) {
            const other = list[m]!;
            if (!grouped[other]) {
              grouped[other] = 1;
              neighbours.push(other);
            }
          }
        }
      }
    }
  }

  const arcs: number[][][] = [];
  for (const group of groups) {
    const outer: number[] = [];
    for (const n of group) {
      const polygon = shapes[n]!;
      for (let r = 0; r < polygon.length; r++) {
        const ring = polygon[r]!;
        for (let k = 0; k < ring.length; k++) if (byArc[index(ring[k]!)]!.length < 2) outer.push(ring[k]!);
      }
    }
    const rings = stitchArcs(topology, outer);
    // One ring at most is the outside: the largest.
    if (rings.length > 1) {
      let k = planarRingArea(ringPoints(rings[0]!));
      for (let i = 1; i < rings.length; i++) {
        const ki = planarRingArea(ringPoints(rings[i]!));
        if (ki > k) {
          const t = rings[0]!;
          rings[0] = rings[i]!;
          rings[i] = t;
          k = ki;
        }
      }
    }
    if (rings.length > 0) arcs.push(rings);
  }
  return { type: 'MultiPolygon', arcs };
}

/**
 * topojson-client's meshArcs(): the arcs of `object` (every arc of the topology without one) that `filter` keeps,
 * given the first and last area to use each, stitched into lines.
 */
export function meshedArcs<G extends AreaGeometry>(
  topology: Topology,
  object?: G,
  filter?: (a: G, b: G) => boolean,
): { type: 'MultiLineString'; arcs: number[][] } {
  let arcs: number[];
  if (object === undefined) arcs = Array.from(topology.arcs, (_, i) => i);
  else {
    // Per arc: the first use (as written) and the areas of its first and last use, in the library's walk order.
    const count = topology.arcs.length;
    const used = new Uint8Array(count);
    const firstUse = new Int32Array(count);
    const firstArea: G[] = new Array<G>(count);
    const lastArea: G[] = new Array<G>(count);
    let area: G;
    const lines = (list: unknown, depth: number): void => {
      const items = list as unknown[];
      for (let k = 0; k < items.length; k++)
        if (depth > 1) lines(items[k], depth - 1);
        else {
          const i = items[k] as number;
          const j = index(i);
          if (!used[j]) {
            used[j] = 1;
            firstUse[j] = i;
            firstArea[j] = area;
          }
          lastArea[j] = area;
        }
    };
    const geometry = (o: G): void => {
      area = o;
      if (o.type === 'GeometryCollection') for (const g of o.geometries ?? []) geometry(g as G);
      else if (o.type === 'LineString') lines(o.arcs, 1);
      else if (o.type === 'MultiLineString' || o.type === 'Polygon') lines(o.arcs, 2);
      else if (o.type === 'MultiPolygon') lines(o.arcs, 3);
    };
    geometry(object);
    arcs = [];
    // In the order of the arcs' numbers, as the library walks its sparse array.
    for (let j = 0; j < count; j++)
      if (used[j] && (!filter || filter(firstArea[j]!, lastArea[j]!))) arcs.push(firstUse[j]!);
  }
  return { type: 'MultiLineString', arcs: stitchArcs(topology, arcs) };
}
