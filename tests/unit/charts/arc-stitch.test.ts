// The hub's national map merges the counties of each rate class and draws the county, state and nation lines from
// generator/arc-stitch.ts, which must give topojson-client's mergeArcs() and meshArcs() arc for arc, in the same
// order: the map a visitor sees (and its file's name, a digest of it) may not change by a single point.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feature, mergeArcs, meshArcs, transform } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import { type AreaGeometry, mergedArcs, meshedArcs } from '../../../generator/arc-stitch.ts';
import { ATLAS_PACKAGE } from '../../../generator/maps.ts';

type Geom = GeometryObject & AreaGeometry & { id?: string | number };
type Atlas = Topology<{ counties: { type: 'GeometryCollection'; geometries: Geom[] } }> & {
  objects: Record<string, { type: 'GeometryCollection'; geometries: Geom[] }>;
};

const require = createRequire(join(process.cwd(), 'package.json'));
const atlasFile = join(dirname(require.resolve(`${ATLAS_PACKAGE}/package.json`)), 'counties-albers-10m.json');
const quantized = JSON.parse(readFileSync(atlasFile, 'utf8')) as Atlas;

/** The same topology with its points decoded and no transform: the other way a topology gives its arcs' ends. */
function decoded(topology: Atlas): Atlas {
  const point = transform(topology.transform!);
  const arcs = topology.arcs.map((arc) => arc.map((p, i) => point(p, i > 0)));
  const { transform: _, ...rest } = topology;
  return { ...rest, arcs } as Atlas;
}

const ring = (topology: Atlas) => (r: number[]) =>
  (feature(topology, { type: 'Polygon', arcs: [r] } as never) as unknown as { geometry: { coordinates: number[][][] } })
    .geometry.coordinates[0]!;

/** Each county's class under a few rules: by state (large runs of neighbours), by digits (scattered), some left out. */
const RULES: [string, number, (fips: string) => number | null][] = [
  ['by state', 6, (fips) => Number(fips.slice(0, 2)) % 6],
  ['scattered', 7, (fips) => (Number(fips) * 2654435761) % 7],
  ['with counties of no class', 5, (fips) => (Number(fips) % 11 === 0 ? null : Number(fips.slice(2)) % 5)],
];

describe('the national map merged as topojson-client merges it', () => {
  for (const [name, topology] of [
    ['quantized (the atlas as published)', quantized],
    ['decoded (no transform)', decoded(quantized)],
  ] as const)
    it.each(RULES)(`${name}, classes %s`, (_rule, classes, classOf) => {
      const geoms = topology.objects.counties.geometries;
      const groups: (number | null)[] = [...Array.from({ length: classes }, (_, c) => c), null];
      for (const c of groups) {
        const members = geoms.filter((g) => classOf(String(g.id)) === c);
        if (members.length === 0) continue;
        const ours = mergedArcs(topology, members, ring(topology));
        expect(ours).toEqual(mergeArcs(topology, members as never));
        expect(ours.arcs.length).toBeGreaterThan(0);
      }
    });

  it('county lines within each state, state lines, the outline and every arc, as meshArcs() gives them', () => {
    for (const topology of [quantized, decoded(quantized)]) {
      const within = (a: Geom, b: Geom) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2);
      const meshes: [unknown, unknown][] = [
        [
          meshedArcs(topology, topology.objects.counties, within),
          meshArcs(topology, topology.objects.counties, within),
        ],
        [
          meshedArcs(topology, topology.objects.states, (a, b) => a !== b),
          meshArcs(topology, topology.objects.states, (a, b) => a !== b),
        ],
        [meshedArcs(topology, topology.objects.nation), meshArcs(topology, topology.objects.nation)],
        [meshedArcs(topology), meshArcs(topology)],
      ];
      for (const [ours, theirs] of meshes) expect(ours).toEqual(theirs);
    }
  });
});

describe('arcs stitched as topojson-client stitches them', () => {
  // A square of four arcs, a spur and an arc of no length at one corner, and an arc apart, quantized as the atlas is
  // (each point a move from the one before): runs joined at either end, closed, reversed, the empty arc first.
  const square = {
    type: 'Topology',
    transform: { scale: [1, 1], translate: [0, 0] },
    objects: {},
    arcs: [
      [
        [0, 0],
        [10, 0],
      ],
      [
        [10, 0],
        [0, 10],
      ],
      [
        [10, 10],
        [-10, 0],
      ],
      [
        [0, 10],
        [0, -10],
      ],
      [
        [10, 10],
        [10, 10],
      ],
      [
        [10, 10],
        [0, 0],
      ],
      [
        [50, 50],
        [10, 10],
      ],
    ],
  } as unknown as Atlas;
  const lines = (arcs: number[]): Geom =>
    ({ type: 'GeometryCollection', geometries: arcs.map((a) => ({ type: 'LineString', arcs: [a] })) }) as never;
  it.each([
    [[0, 1, 2, 3]],
    [[3, 2, 1, 0]],
    [[~0, ~3, ~2, ~1]],
    [[1, 4, 2, 5, 6, 0, 3]],
    [[5, ~4, 1]],
    [[2, ~0, 6, ~5, 3, ~1]],
  ])('lines of arcs %j', (arcs) => {
    expect(meshedArcs(square, lines(arcs))).toEqual(meshArcs(square, lines(arcs) as never));
  });

  it('every arc, and the square merged with the corner', () => {
    expect(meshedArcs(square)).toEqual(meshArcs(square));
    const areas = [
      { type: 'Polygon', arcs: [[0, 1, 2, 3]] },
      { type: 'Polygon', arcs: [[4, 5, ~4]] },
    ] as Geom[];
    expect(mergedArcs(square, areas, ring(square))).toEqual(mergeArcs(square, areas as never));
  });
});
