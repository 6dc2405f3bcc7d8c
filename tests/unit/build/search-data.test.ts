// The county search's data files (generator/search-data.ts): every ZIP of a site's counties once,
// in ZIP order (the files' bytes depend on it), naming each county it lies in; the hub's split by
// first digit.
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { searchData } from '../../../generator/search-data.ts';

const site = loadSiteData(process.cwd());
const zipsOf = (fips: string): string[] => site.allZips!.counties[fips]!.split(' ');
const inOrder = (keys: string[]): boolean => keys.every((k, i) => i === 0 || keys[i - 1]! < k);

describe('the county search data', () => {
  it('hub: ten shards by first digit, each in ZIP order, together every ZIP once', () => {
    const { index, shards } = searchData(site, 'hub');
    expect(Object.keys(shards!)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const all = new Set<string>();
    for (const [digit, shard] of Object.entries(shards!)) {
      // The serialised order, as the file holds it.
      const keys = Object.keys(JSON.parse(JSON.stringify(shard.zips)) as Record<string, string>);
      expect(inOrder(keys)).toBe(true);
      expect(keys.every((zip) => zip.startsWith(digit))).toBe(true);
      for (const zip of keys) all.add(zip);
    }
    const expected = new Set(
      [
        ...Object.values(site.allZips!.counties),
        ...Object.values(site.allZips!.unmatched ?? {}).map((u) => u.zips),
      ].flatMap((list) => list.split(' ')),
    );
    expect(all).toEqual(expected);
    const harris = index.counties.findIndex((c) => c[1] === 'tx/harris');
    expect(shards!['7']!.zips[zipsOf('48201')[0]!]!.split(' ')).toContain(String(harris));
  });

  it('a state: one table of its own ZIPs in ZIP order, a ZIP in two counties naming both', () => {
    const { index, shards } = searchData(site, 'tx');
    expect(shards).toBeNull();
    const keys = Object.keys(JSON.parse(JSON.stringify(index.zips)) as Record<string, string>);
    expect(inOrder(keys)).toBe(true);
    const harris = index.counties.findIndex((c) => c[1] === 'harris');
    for (const zip of zipsOf('48201')) expect(index.zips![zip]!.split(' ')).toContain(String(harris));
    const shared = Object.values(index.zips!).find((w) => w.includes(' '));
    expect(shared).toBeDefined();
  });
});
