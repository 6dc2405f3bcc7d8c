// The county search's data for one site: its counties and the ZIP → county table (from
// generated/zip-counties.json). A state site gets one file with its own ZIPs; the hub's 39,000
// ZIPs are split by first digit, so a search loads about a tenth of them.
import type { Variant } from '../schema/codes.ts';
import type { SearchIndex, ZipShard } from '../browser/search/types.ts';
import type { SiteData } from './data.ts';

export function searchData(
  site: SiteData,
  variant: Variant,
): { index: Omit<SearchIndex, 'shards'>; shards: Record<string, ZipShard> | null } {
  const hub = variant === 'hub';
  const counties: SearchIndex['counties'] = hub
    ? site.national.map((c) => [c.name, `${c.state.toLowerCase()}/${c.slug}`, c.state])
    : site.states[variant]!.counties.map((c) => [c.name, c.slug, variant.toUpperCase()]);
  const fipsList = hub ? site.national.map((c) => c.fips) : site.states[variant]!.counties.map((c) => c.fips);
  const position = new Map(fipsList.map((f, i) => [f, i]));
  const zips = new Map<string, string[]>();
  const add = (zip: string, where: string): void => {
    const list = zips.get(zip);
    if (list) list.push(where);
    else zips.set(zip, [where]);
  };
  for (const [fips, list] of Object.entries(site.allZips?.counties ?? {})) {
    const i = position.get(fips);
    if (i === undefined) continue;
    for (const zip of list.split(' ')) add(zip, String(i));
  }
  const old: SearchIndex['old'] = {};
  const states = new Set(counties.map((c) => c[2]));
  for (const [code, u] of Object.entries(site.allZips?.unmatched ?? {})) {
    if (!states.has(u.state)) continue;
    old[code] = [u.name, u.state];
    for (const zip of u.zips.split(' ')) add(zip, `o${code}`);
  }
  // In ZIP order, each object filled once: the hub's shards straight from the list, not through one table of 39,000
  // keys (most of them integer-like, which objects keep apart) that took most of a second to make and walk.
  const sorted = [...zips.keys()].sort();
  if (!hub) {
    const table: Record<string, string> = {};
    for (const zip of sorted) table[zip] = zips.get(zip)!.join(' ');
    return { index: { counties, zips: table, old }, shards: null };
  }
  const shards: Record<string, ZipShard> = {};
  for (const zip of sorted) (shards[zip[0]!] ??= { zips: {} }).zips[zip] = zips.get(zip)!.join(' ');
  return { index: { counties, old }, shards };
}
