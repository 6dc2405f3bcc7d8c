// The ZIP field's data, in hashed files loaded on first use: a county page's own ZIP codes with their
// school districts (the units they join in every county they reach), and a state's ZIP centres for
// "Use my location" (the position is matched in the browser; only this table is fetched).
import type { ZipFile } from '../schema/index.ts';
import { type Memoised, memoised } from '../engine/reads.ts';
import type { ZipCentres } from '../browser/components/zip/nearest-zip.ts';
import type { MapZips } from '../browser/components/zip/map-tap.ts';

/** The ZIPs that reach the county, with their entries (the page's ZIP field). */
export function countyZips(file: ZipFile | undefined, fips: string): ZipFile | null {
  if (!file) return null;
  const entries = byCounty(file).get(fips);
  if (!entries) return null;
  return { state: file.state, source: file.source, boundaries: file.boundaries, zips: Object.fromEntries(entries) };
}

type ZipEntry = [string, ZipFile['zips'][string]];
const indexes = new WeakMap<ZipFile, Memoised<Map<string, ZipEntry[]>>>();

/**
 * Each county's ZIP entries in the file's order, listed once per file: a state has hundreds of counties. Every county's
 * file is made from the whole table, and says so (memoised notes the reads again for each).
 */
function byCounty(file: ZipFile): Map<string, ZipEntry[]> {
  return memoised(indexes, file, () => {
    const index = new Map<string, ZipEntry[]>();
    for (const entry of Object.entries(file.zips))
      for (const fips of new Set(entry[1].counties)) {
        const list = index.get(fips);
        if (list) list.push(entry);
        else index.set(fips, [entry]);
      }
    return index;
  });
}

/** Every ZIP centre of the state, to three decimals (about 100 m, finer than any ZIP). */
export function zipCentres(file: ZipFile | undefined): ZipCentres | null {
  if (!file) return null;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { zips: Object.entries(file.zips).map(([zip, e]) => [zip, round(e.lat), round(e.lon)]) };
}

/**
 * A state map's ZIP centres on its box, each with the counties it reaches: a tap snaps to the nearest in its county.
 */
export function mapZips(
  file: ZipFile | undefined,
  place: (points: { key: string; lat: number; lon: number }[]) => [string, number, number][],
): MapZips | null {
  if (!file) return null;
  const points = place(Object.entries(file.zips).map(([key, e]) => ({ key, lat: e.lat, lon: e.lon })));
  return { zips: points.map(([zip, x, y]) => [zip, x, y, file.zips[zip]!.counties.join(' ')]) };
}
