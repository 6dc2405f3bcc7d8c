// The Mello-Roos finder's search: a ZIP code (typed alone or inside an address) → the California
// counties it lies in, from the ZIP→county table the pipeline emits (generated/ca-zip-counties.json).

import type { ZipCountyTable } from '../../schema/index.ts';
/** The emitted table: county FIPS → the ZIP codes that lie (at least partly) in it. */
export type { ZipCountyTable };

export type ZipIndex = ReadonlyMap<string, readonly string[]>;

export type ZipSearch =
  | { kind: 'empty' }
  /** No 5-digit ZIP in what was typed (a street address without its ZIP, a city name …). */
  | { kind: 'no-zip'; query: string }
  /** A ZIP we have no California county for: unknown, or in another state. */
  | { kind: 'not-found'; zip: string }
  | { kind: 'found'; zip: string; fips: readonly string[] };

/** ZIP → county FIPS codes (in FIPS order), built once from the table. */
export function zipIndex(table: ZipCountyTable): ZipIndex {
  const index = new Map<string, string[]>();
  for (const fips of Object.keys(table.counties).sort()) {
    for (const zip of table.counties[fips]!) {
      const list = index.get(zip);
      if (list) list.push(fips);
      else index.set(zip, [fips]);
    }
  }
  return index;
}

/**
 * The ZIP in a query: the last stand-alone 5-digit group, optionally followed by a ZIP+4 suffix.
 * The last one, because an address starts with a house number that may also have five digits
 * ("12345 Main St, Irvine, CA 92618").
 */
export function zipFromQuery(query: string): string | null {
  const matches = [...query.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)];
  return matches.length ? matches[matches.length - 1]![1]! : null;
}

export function searchZip(query: string, index: ZipIndex): ZipSearch {
  const q = query.trim();
  if (q === '') return { kind: 'empty' };
  const zip = zipFromQuery(q);
  if (zip === null) return { kind: 'no-zip', query: q };
  const fips = index.get(zip);
  return fips && fips.length ? { kind: 'found', zip, fips } : { kind: 'not-found', zip };
}
